import { graphql } from '../../gql';

/**
 * The server's quote of a cart: every amount, cap and message the cart and checkout screens show
 * (the client computes no money of its own). Part of CartFields, so every cart answer refreshes it.
 */
export const CartQuoteFieldsFragment = graphql(`
  fragment CartQuoteFields on Quote {
    itemCount
    subtotal { amount currencyCode }
    discount { amount currencyCode }
    couponCode
    lines {
      id
      unitPrice { amount currencyCode }
      originalPrice { amount currencyCode }
      discountPercent
      quantity
      maxQuantity
      limitMessage
      lineTotal { amount currencyCode }
    }
    options {
      paymentMethod
      subtotal { amount currencyCode }
      discount { amount currencyCode }
      shipping { amount currencyCode }
      tax { amount currencyCode }
      taxIncluded { amount currencyCode }
      total { amount currencyCode }
    }
    messages {
      code
      lineId
      message
    }
  }
`);

/** Every field of a cart the screens read; mutations answer it so the cache stays whole. */
export const CartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    id
    itemCount
    subtotal { amount currencyCode }
    discount { amount currencyCode }
    total { amount currencyCode }
    couponMessage
    coupon {
      code
      discount { amount currencyCode }
    }
    lines {
      id
      productId
      productName
      categoryName
      color
      colorValue
      size
      image
      price { amount currencyCode }
      originalPrice { amount currencyCode }
      priceSeen { amount currencyCode }
      priceChanged
      quantity
      stock
      maxQuantity
      outOfStock
      insufficientStock
      lineTotal { amount currencyCode }
    }
    quote {
      ...CartQuoteFields
    }
  }
`);

/** A mistake the server refused a cart change for (shown with its message; see app/user-errors.ts). */
export const UserErrorFieldsFragment = graphql(`
  fragment UserErrorFields on UserError {
    field
    code
    message
  }
`);

export const CartQuery = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);

export const CartPreviewQuery = graphql(`
  query CartPreview($lines: [CartLineInput!]!) {
    cartPreview(lines: $lines) {
      ...CartFields
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($line: CartLineInput!) {
    addToCart(line: $line) {
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateCartQuantityMutation = graphql(`
  mutation UpdateCartQuantity($line: CartLineInput!) {
    updateCartQuantity(line: $line) {
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($line: CartLineKeyInput!) {
    removeFromCart(line: $line) {
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ClearCartMutation = graphql(`
  mutation ClearCart {
    clearCart {
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const MergeCartMutation = graphql(`
  mutation MergeCart($lines: [CartLineInput!]!, $mergeKey: String) {
    mergeCart(lines: $lines, mergeKey: $mergeKey) {
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

import { graphql } from '../../gql';

/** Every field of a cart the screens read; mutations answer it so the cache stays whole. */
export const CartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    id
    itemCount
    subtotal
    discount
    total
    couponMessage
    coupon {
      code
      discount
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
      price
      originalPrice
      priceSeen
      priceChanged
      quantity
      stock
      maxQuantity
      outOfStock
      insufficientStock
      lineTotal
    }
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
      ...CartFields
    }
  }
`);

export const UpdateCartQuantityMutation = graphql(`
  mutation UpdateCartQuantity($line: CartLineInput!) {
    updateCartQuantity(line: $line) {
      ...CartFields
    }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($line: CartLineKeyInput!) {
    removeFromCart(line: $line) {
      ...CartFields
    }
  }
`);

export const ClearCartMutation = graphql(`
  mutation ClearCart {
    clearCart {
      ...CartFields
    }
  }
`);

export const MergeCartMutation = graphql(`
  mutation MergeCart($lines: [CartLineInput!]!, $mergeKey: String) {
    mergeCart(lines: $lines, mergeKey: $mergeKey) {
      ...CartFields
    }
  }
`);

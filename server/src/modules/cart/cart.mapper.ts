/**
 * Paise → the edges' shapes of carts, coupons and delivery checks: `Money` in GraphQL (toGql*),
 * rupee numbers in REST (toRest*, the spec's shapes, unchanged by the public schema's Money).
 */
import { paiseToRupees } from '../../shared/money.js';
import { moneyFromPaise } from '../../shared/graphql/money.js';
import type { CouponRow } from '../coupons/coupon-rules.js';
import type { CartLineRequest, CouponApplyResult, PricedCart, PricedCartLine } from './cart.service.js';
import { CouponDiscountType, type Cart, type CartLine, type Coupon, type Quote as GqlQuote, type QuoteMessageCode } from './cart.types.js';
import type { PaymentMethod } from '../orders/order.types.gql.js';
import type { Quote } from '../pricing/quote.js';
import { cartLineIdOf } from './cart-rules.js';

/** A GraphQL cart line; its id is unique to its cart (cartLineIdOf). */
export function toGqlLine(line: PricedCartLine, cartId: string): CartLine {
  return {
    id: cartLineIdOf(cartId, line.variantSizeId),
    productId: String(line.productId),
    variantId: String(line.variantId),
    productName: line.productName,
    categoryName: line.categoryName,
    color: line.colorName,
    colorValue: line.colorValue,
    size: line.size,
    image: line.image,
    originalPrice: moneyFromPaise(line.originalPrice),
    price: moneyFromPaise(line.discountedPrice),
    priceSeen: moneyFromPaise(line.priceSeen),
    priceChanged: line.priceChanged,
    quantity: line.quantity,
    stock: line.stock,
    maxQuantity: line.maxQuantity,
    outOfStock: line.outOfStock,
    insufficientStock: line.insufficientStock,
    lineTotal: moneyFromPaise(line.outOfStock ? 0 : line.discountedPrice * line.quantity),
  };
}

export function toGqlCart(cart: PricedCart): Cart {
  return {
    id: cart.id,
    lines: cart.lines.map((line) => toGqlLine(line, cart.id)),
    itemCount: cart.itemCount,
    subtotal: moneyFromPaise(cart.subtotal),
    discount: moneyFromPaise(cart.discount),
    total: moneyFromPaise(cart.total),
    coupon: cart.coupon ? { code: cart.coupon.code, discount: moneyFromPaise(cart.coupon.discount) } : null,
    couponMessage: cart.couponMessage,
    quote: toGqlQuote(cart.quote, cart.id),
  };
}

/**
 * The pricing module's quote as Money. With the cart's id, line ids are the cart lines' ids
 * (GraphQL); without, the size ids (REST's shapes).
 */
export function toGqlQuote(quote: Quote, cartId: string | null = null): GqlQuote {
  const lineId = (sizeId: number) => (cartId === null ? String(sizeId) : cartLineIdOf(cartId, sizeId));
  return {
    lines: quote.lines.map((line) => ({
      id: lineId(line.lineId),
      unitPrice: moneyFromPaise(line.unitPrice),
      originalPrice: moneyFromPaise(line.originalPrice),
      discountPercent: line.discountPercent,
      quantity: line.quantity,
      maxQuantity: line.maxQuantity,
      limitMessage: line.limitMessage,
      lineTotal: moneyFromPaise(line.lineTotal),
    })),
    itemCount: quote.itemCount,
    subtotal: moneyFromPaise(quote.subtotal),
    discount: moneyFromPaise(quote.discount),
    couponCode: quote.couponCode,
    options: quote.options.map((option) => ({
      paymentMethod: option.paymentMethod as PaymentMethod,
      subtotal: moneyFromPaise(option.subtotal),
      discount: moneyFromPaise(option.discount),
      shipping: moneyFromPaise(option.shipping),
      tax: moneyFromPaise(option.tax),
      taxIncluded: moneyFromPaise(option.taxIncluded),
      total: moneyFromPaise(option.total),
    })),
    messages: quote.messages.map((m) => ({ code: m.code as QuoteMessageCode, lineId: m.lineId === null ? null : lineId(m.lineId), message: m.message })),
  };
}

export function toGqlCoupon(c: CouponRow): Coupon {
  const flat = c.discountType === 'flat';
  return {
    id: String(c.id),
    code: c.code,
    title: c.title,
    description: c.description,
    discountType: flat ? CouponDiscountType.FLAT : CouponDiscountType.PERCENTAGE,
    discountPercent: flat ? null : c.discountValue,
    flatDiscount: flat ? moneyFromPaise(c.discountValue) : null,
    maxDiscount: c.maxDiscount === null ? null : moneyFromPaise(c.maxDiscount),
    minOrderAmount: moneyFromPaise(c.minOrderAmount),
    expiryDate: c.expiresAt,
    firstOrderOnly: c.firstOrderOnly,
  };
}

/** REST coupon (GET /user/coupons): the spec's fields in rupees (discountValue: percent, or rupees for flat). */
export function toRestCoupon(c: CouponRow) {
  return {
    id: String(c.id),
    code: c.code,
    title: c.title,
    description: c.description,
    discountType: c.discountType,
    discountValue: c.discountType === 'flat' ? paiseToRupees(c.discountValue) : c.discountValue,
    maxDiscount: c.maxDiscount === null ? null : paiseToRupees(c.maxDiscount),
    minOrderAmount: paiseToRupees(c.minOrderAmount),
    expiryDate: c.expiresAt,
    firstOrderOnly: c.firstOrderOnly,
  };
}

/** The spec's apply-promo answer in rupees (REST). */
export function toApplyResponse(result: CouponApplyResult) {
  const discountAmount = paiseToRupees(result.discountAmount);
  return {
    success: result.success,
    message: result.message,
    discountAmount,
    discount: discountAmount,
    orderAmount: paiseToRupees(result.orderAmount),
    payableAmount: paiseToRupees(result.payableAmount),
    code: result.code,
  };
}

/** REST cart line fields in rupees (what toGqlLine answered before Money). */
function rupeeLine(line: PricedCartLine) {
  return {
    id: String(line.variantSizeId),
    productId: String(line.productId),
    variantId: String(line.variantId),
    originalPrice: paiseToRupees(line.originalPrice),
    price: paiseToRupees(line.discountedPrice),
    priceSeen: paiseToRupees(line.priceSeen),
    priceChanged: line.priceChanged,
    outOfStock: line.outOfStock,
    insufficientStock: line.insufficientStock,
    lineTotal: line.outOfStock ? 0 : paiseToRupees(line.discountedPrice * line.quantity),
  };
}

/** REST cart line: the spec's cart-line fields (section 3) with ids as strings and rupees. */
export function toRestLine(line: PricedCartLine) {
  const g = rupeeLine(line);
  const selectedSize = { size: line.size, stock: line.stock, originalPrice: g.originalPrice, discountedPrice: g.price };
  return {
    _id: g.id,
    id: g.id,
    productId: g.productId,
    /** Replaced by the full product object in the REST routes. */
    product: { _id: g.productId, name: line.productName, image: line.image } as { _id: string; name: string; image: string } & Record<string, unknown>,
    name: line.productName,
    title: line.productName,
    category: { name: line.categoryName },
    variant: { _id: g.variantId, color: { name: line.colorName, value: line.colorValue }, images: line.image ? [line.image] : [], size: line.size },
    selectedColor: { name: line.colorName, value: line.colorValue },
    selectedSize,
    quantity: line.quantity,
    price: g.price,
    originalPrice: g.originalPrice,
    priceSeen: g.priceSeen,
    priceChanged: g.priceChanged,
    stock: line.stock,
    outOfStock: g.outOfStock,
    insufficientStock: g.insufficientStock,
    lineTotal: g.lineTotal,
  };
}

export function toRestCart(cart: PricedCart) {
  return {
    items: cart.lines.map(toRestLine),
    itemCount: cart.itemCount,
    subtotal: paiseToRupees(cart.subtotal),
    discount: paiseToRupees(cart.discount),
    total: paiseToRupees(cart.total),
    coupon: cart.coupon ? { code: cart.coupon.code, discount: paiseToRupees(cart.coupon.discount) } : null,
    couponMessage: cart.couponMessage,
    quote: toRestQuote(cart.quote),
  };
}

/** REST quote (GET /user/cart-quote, ours): the quote's fields in rupees. */
export function toRestQuote(quote: Quote) {
  return {
    lines: quote.lines.map((line) => ({
      id: String(line.lineId),
      unitPrice: paiseToRupees(line.unitPrice),
      originalPrice: paiseToRupees(line.originalPrice),
      discountPercent: line.discountPercent,
      quantity: line.quantity,
      maxQuantity: line.maxQuantity,
      limitMessage: line.limitMessage,
      lineTotal: paiseToRupees(line.lineTotal),
    })),
    itemCount: quote.itemCount,
    subtotal: paiseToRupees(quote.subtotal),
    discount: paiseToRupees(quote.discount),
    couponCode: quote.couponCode,
    options: quote.options.map((option) => ({
      paymentMethod: option.paymentMethod,
      subtotal: paiseToRupees(option.subtotal),
      discount: paiseToRupees(option.discount),
      shipping: paiseToRupees(option.shipping),
      tax: paiseToRupees(option.tax),
      taxIncluded: paiseToRupees(option.taxIncluded),
      total: paiseToRupees(option.total),
    })),
    messages: quote.messages.map((m) => ({ code: m.code, lineId: m.lineId === null ? null : String(m.lineId), message: m.message })),
  };
}

/** Parses a GraphQL/REST line: the product id must be a positive integer. */
export function toLineRequest(input: { productId: string | number; color: string; size: string; quantity?: number | null }): CartLineRequest {
  const productId = Number(input.productId);
  return {
    productId: Number.isInteger(productId) && productId > 0 ? productId : -1,
    color: String(input.color ?? ''),
    size: String(input.size ?? ''),
    quantity: input.quantity === undefined || input.quantity === null ? 1 : Number(input.quantity),
  };
}

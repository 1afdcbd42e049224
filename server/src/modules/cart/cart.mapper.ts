/** Paise → rupees at the edges: the GraphQL and REST shapes of carts, coupons and delivery checks. */
import { paiseToRupees } from '../../shared/money.js';
import type { CouponRow } from '../coupons/coupon-rules.js';
import type { CartLineRequest, CouponApplyResult, PricedCart, PricedCartLine } from './cart.service.js';
import type { Cart, CartLine, Coupon } from './cart.types.js';

export function toGqlLine(line: PricedCartLine): CartLine {
  return {
    id: String(line.variantSizeId),
    productId: String(line.productId),
    variantId: String(line.variantId),
    productName: line.productName,
    categoryName: line.categoryName,
    color: line.colorName,
    colorValue: line.colorValue,
    size: line.size,
    image: line.image,
    originalPrice: paiseToRupees(line.originalPrice),
    price: paiseToRupees(line.discountedPrice),
    priceSeen: paiseToRupees(line.priceSeen),
    priceChanged: line.priceChanged,
    quantity: line.quantity,
    stock: line.stock,
    maxQuantity: line.maxQuantity,
    outOfStock: line.outOfStock,
    insufficientStock: line.insufficientStock,
    lineTotal: line.outOfStock ? 0 : paiseToRupees(line.discountedPrice * line.quantity),
  };
}

export function toGqlCart(cart: PricedCart, id: 'me' | 'preview' = 'me'): Cart {
  return {
    id,
    lines: cart.lines.map(toGqlLine),
    itemCount: cart.itemCount,
    subtotal: paiseToRupees(cart.subtotal),
    discount: paiseToRupees(cart.discount),
    total: paiseToRupees(cart.total),
    coupon: cart.coupon ? { code: cart.coupon.code, discount: paiseToRupees(cart.coupon.discount) } : null,
    couponMessage: cart.couponMessage,
  };
}

export function toGqlCoupon(c: CouponRow): Coupon {
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

/** The spec's apply-promo answer in rupees. */
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

/** REST cart line: the spec's cart-line fields (section 3) with ids as strings and rupees. */
export function toRestLine(line: PricedCartLine) {
  const g = toGqlLine(line);
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
  const g = toGqlCart(cart);
  return {
    items: cart.lines.map(toRestLine),
    itemCount: g.itemCount,
    subtotal: g.subtotal,
    discount: g.discount,
    total: g.total,
    coupon: g.coupon,
    couponMessage: g.couponMessage,
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

/**
 * OWNER: cart/coupons work (issue 5). Contract: the product page's coupon panel, showing the
 * coupon whose minimum order amount is nearest `price` (rupees).
 */
export function CouponPanel(_props: { price: number }) {
  return null;
}

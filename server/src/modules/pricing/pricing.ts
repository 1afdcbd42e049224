/**
 * The store's money rules in one place, pure (no database): the price a size sells at, line
 * totals, the coupon's discount, shipping, the GST included in a price, and the quote that adds
 * them up (the GST rates are gst-policy.ts's, read from the dated rate table). Every amount is
 * integer paise (DESIGN rule 6). The cart, coupons, checkout, the listing and the invoice call
 * these functions; nothing else computes money, and the client shows the quote instead of
 * computing its own (issue #12, item 5).
 */
import { gstIncluded, NoGstRateError, type TaxPolicy } from './gst-policy.js';

/** The payment methods the quote prices (the orders module's PaymentMethod). */
export type PricedPaymentMethod = 'ONLINE' | 'COD';
export const PRICED_PAYMENT_METHODS: readonly PricedPaymentMethod[] = ['ONLINE', 'COD'];

/**
 * What the store charges for shipping: the owner's settings (store-settings module, ADR 0142),
 * passed in by the cart and checkout so this file stays pure.
 */
export interface ShippingRules {
  /** Paise added to a cash-on-delivery order (the spec's ₹49). */
  codFee: number;
  /** Paise: an order worth at least this after its coupon pays no shipping, whatever the payment; null for no threshold. */
  freeShippingOver: number | null;
}

/** The order's separate tax line: 0, because prices include GST (the spec sends taxAmount 0; the invoice shows the split). */
export const TAX_LINE = 0;

/** The spec's cap on one size when its stock is not known. */
export const UNKNOWN_STOCK_CAP = 99;

/** Shipping in paise (spec section 9): free with Pay Now; the COD fee for cash on delivery unless the order reaches the free-shipping threshold. */
export function shippingFor(method: PricedPaymentMethod, valueAfterDiscount: number, rules: ShippingRules): number {
  if (rules.freeShippingOver !== null && valueAfterDiscount >= rules.freeShippingOver) return 0;
  return method === 'COD' ? rules.codFee : 0;
}

/**
 * The price a size sells at: its discounted price, or its original (MRP) price when the
 * discounted price is 0 or missing. The spec's listing reads "the first size's discounted price,
 * or its original price" and the product mappers use `discountedPrice || originalPrice`: a 0 is
 * "no discount", never "free". The cart, checkout and the listing SQL all use this rule (the cart
 * and checkout used to charge 0).
 */
export function effectivePrice(size: { originalPrice: number; discountedPrice: number | null | undefined }): number {
  const discounted = size.discountedPrice ?? 0;
  return discounted > 0 ? discounted : size.originalPrice;
}

/** What a size sells at now: its offer price when the read computed one (offerPriceSql), else effectivePrice. */
export function sellingPrice(size: { originalPrice: number; discountedPrice: number | null | undefined; offerPrice?: number | null }): number {
  return size.offerPrice ?? effectivePrice(size);
}

/** The same rule in SQL, for statements that sort or filter by it (`s` names the variant_size row). */
export const effectivePriceSql = (alias: string): string => `COALESCE(NULLIF(${alias}.discounted_price, 0), ${alias}.original_price)`;

/**
 * An offer's discount (issue 26, part 3): a whole percent (1–90) or paise off each piece. An offer
 * without terms is only a collection and changes no price.
 */
export interface OfferTerms {
  discountType: 'percentage' | 'flat';
  /** Whole percent for percentage offers; paise per piece for flat ones. */
  discountValue: number;
}

/** Highest percentage an offer may take off (an offer that gives a product away is a typing mistake). */
export const MAX_OFFER_PERCENT = 90;

/**
 * The price of a piece under one offer, from the price it sells at without offers: a percentage
 * comes off in whole rupees rounded down (30 % of ₹399 is ₹119 off, so a whole-rupee price stays a
 * whole-rupee price on the card), a flat amount comes off as it is; never below 0.
 */
export function offerPrice(price: number, terms: OfferTerms): number {
  const off = terms.discountType === 'percentage' ? Math.floor((price * terms.discountValue) / 10_000) * 100 : terms.discountValue;
  return Math.max(0, Math.min(price, price - off));
}

/** The price under the best of several live offers of a product (the lowest); `price` when none discounts. */
export function bestOfferPrice(price: number, offers: readonly OfferTerms[]): number {
  return offers.reduce((best, terms) => Math.min(best, offerPrice(price, terms)), price);
}

/**
 * The same rule in SQL, for the statements that read a price (catalogue records, listing filters
 * and sorts, cart lines, checkout's stock-taking): `offer_price` is the content module's database
 * function over its live offers (migration 1732000004000), whose arithmetic is offerPrice's.
 */
export const offerPriceSql = (productId: string, price: string): string => `offer_price(${productId}, ${price})`;

/** Percent off the original price, whole percent (the spec's discount field); 0 when there is none. */
export function discountPercent(originalPrice: number, price: number): number {
  return originalPrice > 0 && price < originalPrice ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0;
}

/** Highest quantity of a size a cart may hold: its stock (99 when unknown), never above the per-size limit. */
export function maxQuantityFor(stock: number | null | undefined, perSizeLimit = UNKNOWN_STOCK_CAP): number {
  const byStock = stock === null || stock === undefined || !Number.isFinite(stock) ? UNKNOWN_STOCK_CAP : Math.max(0, stock);
  return Math.min(byStock, perSizeLimit);
}

/** What a line costs: unit price × quantity, 0 for a size out of stock (shown, not charged). */
export function lineTotal(line: { unitPrice: number; quantity: number; stock: number }): number {
  return line.stock > 0 ? line.unitPrice * line.quantity : 0;
}

/** Item count (every line) and subtotal (lines in stock). */
export function cartTotals(lines: ReadonlyArray<{ unitPrice: number; quantity: number; stock: number }>): { itemCount: number; subtotal: number } {
  let itemCount = 0;
  let subtotal = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    subtotal += lineTotal(line);
  }
  return { itemCount, subtotal };
}

export interface CouponTerms {
  discountType: 'percentage' | 'flat';
  /** Whole percent for percentage coupons; paise for flat ones. */
  discountValue: number;
  /** Paise; caps a percentage discount. */
  maxDiscount: number | null;
}

/** The discount in paise a coupon gives on `subtotal` paise: percent rounded down, capped, never more than the subtotal. */
export function couponDiscount(coupon: CouponTerms, subtotal: number): number {
  let discount = coupon.discountType === 'percentage' ? Math.floor((subtotal * coupon.discountValue) / 100) : coupon.discountValue;
  if (coupon.discountType === 'percentage' && coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
  return Math.max(0, Math.min(discount, subtotal));
}

// GST rates are dated data (the gst_rate table), answered by gst-policy.ts's TaxPolicy.
export { gstIncluded } from './gst-policy.js';

/** Splits `amount` over `weights` in proportion (largest remainder, to the paisa): a coupon's share per line. */
export function apportion(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, frac: value - Math.floor(value) })).sort((a, b) => b.frac - a.frac || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** Totals of an order or a quote: what is charged, in paise. */
export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  /** The separate tax line (0: prices include GST). */
  tax: number;
  /** GST contained in the total (informational; the invoice splits it). */
  taxIncluded: number;
  total: number;
}

/** The order's money without the informational tax: what checkout charges (shipping by the store's rules). */
export function orderMoney(lines: ReadonlyArray<{ unitPrice: number; quantity: number; stock: number }>, couponDiscountPaise: number, method: PricedPaymentMethod, shippingRules: ShippingRules): Omit<OrderTotals, 'taxIncluded'> {
  const { subtotal } = cartTotals(lines);
  const discount = Math.max(0, Math.min(couponDiscountPaise, subtotal));
  const shipping = subtotal > 0 || lines.length > 0 ? shippingFor(method, subtotal - discount, shippingRules) : 0;
  return { subtotal, discount, shipping, tax: TAX_LINE, total: subtotal - discount + shipping + TAX_LINE };
}

/** The tax policy and the time of supply a quote is priced at. */
export interface TaxContext {
  policy: TaxPolicy;
  at: Date;
}

/**
 * The totals for lines already priced: subtotal of the lines in stock, the coupon's discount
 * (never above the subtotal), shipping for the payment method by the store's rules, and the GST
 * the total includes (each line's share after the coupon at its band's rate in the tax policy at
 * `tax.at`; shipping follows the principal supply, as the invoice taxes it). A line no rate covers
 * adds no tax here (the figure is informational; the invoice refuses such a line).
 */
export function orderTotals(lines: ReadonlyArray<{ unitPrice: number; quantity: number; stock: number; hsnCode: string }>, couponDiscountPaise: number, method: PricedPaymentMethod, shippingRules: ShippingRules, tax: TaxContext): OrderTotals {
  const money = orderMoney(lines, couponDiscountPaise, method, shippingRules);
  const values = lines.map(lineTotal);
  const shares = apportion(money.discount, values);
  let taxIncluded = 0;
  const rates: number[] = [];
  values.forEach((value, i) => {
    // A line the coupon made free is still supplied (its band is the lowest; its tax 0), so it
    // is a principal supply the shipping follows; a line out of stock is not supplied.
    if (value <= 0) return;
    const gross = value - shares[i];
    const rate = tax.policy.rateOrNull(lines[i].hsnCode, tax.at, gross, lines[i].quantity);
    if (rate === null) return;
    rates.push(rate);
    taxIncluded += gstIncluded(gross, rate);
  });
  if (money.shipping > 0) {
    try {
      taxIncluded += gstIncluded(money.shipping, tax.policy.shippingRate(tax.at, rates));
    } catch (error) {
      if (!(error instanceof NoGstRateError)) throw error;
    }
  }
  return { ...money, taxIncluded };
}

/**
 * The quote: what a cart costs, line by line and in total for each payment method, with the
 * sentences the screen must show about it (a size out of stock, fewer in stock than asked, the
 * per-size limit, a price that changed, a coupon dropped). Pure: the cart service feeds it lines
 * priced from the database now. The client shows it as it is; it computes no money and no cap.
 */
import { formatRupeesText } from '../../shared/money.js';
import { PRICED_PAYMENT_METHODS, discountPercent, lineTotal, maxQuantityFor, orderTotals, type OrderTotals, type PricedPaymentMethod, type ShippingRules, type TaxContext } from './pricing.js';
import { ONLY_AVAILABLE_MESSAGE, fillMessage } from '../../shared/form-rules.js';

/** The sentences of a quote (the spec's where it has them); translated to Hindi on the way out. */
export const QUOTE_MESSAGES = {
  outOfStock: 'This variant is out of stock',
  onlyAvailable: (n: number) => fillMessage(ONLY_AVAILABLE_MESSAGE, { n }),
  perSizeLimit: (n: number) => `Only ${n} item(s) of one size per order`,
  priceChanged: (was: number, now: number) => `Price changed from ${formatRupeesText(was)} to ${formatRupeesText(now)}`,
} as const;

/** A cart line as the quote needs it: prices in paise, already the effective price (pricing.effectivePrice). */
export interface QuoteLineInput {
  /** The variant size id: identifies the line. */
  lineId: number;
  originalPrice: number;
  /** The price the size sells at now (effective price). */
  unitPrice: number;
  /** What the line cost when the shopper last added or changed it. */
  priceSeen: number;
  quantity: number;
  /** The product's HSN code: the GST the total includes is taxed by it. */
  hsnCode: string;
  /** What the shopper asked for, when more than `quantity` was kept (a browser cart capped by stock). */
  requestedQuantity?: number;
  stock: number;
}

export type QuoteMessageCode = 'OUT_OF_STOCK' | 'ONLY_AVAILABLE' | 'PER_SIZE_LIMIT' | 'PRICE_CHANGED' | 'COUPON_REMOVED';

export interface QuoteMessage {
  code: QuoteMessageCode;
  /** The line it is about; null for the whole cart. */
  lineId: number | null;
  message: string;
}

export interface QuoteLine {
  lineId: number;
  unitPrice: number;
  originalPrice: number;
  /** Whole percent off the original price (0: none). */
  discountPercent: number;
  quantity: number;
  /** Highest quantity the cart may hold now: stock (99 when unknown), at most the per-size limit. */
  maxQuantity: number;
  /** What the shopper is told when asking for more than maxQuantity. */
  limitMessage: string;
  lineTotal: number;
}

export interface PaymentOptionQuote extends OrderTotals {
  paymentMethod: PricedPaymentMethod;
}

export interface Quote {
  lines: QuoteLine[];
  itemCount: number;
  subtotal: number;
  discount: number;
  couponCode: string | null;
  /** Totals with each payment method's shipping, Pay Now first. */
  options: PaymentOptionQuote[];
  messages: QuoteMessage[];
}

/** What to say when a quantity above `max` is asked: the per-size limit when it binds, else the stock. */
export function limitMessageFor(stock: number, max: number, perSizeLimit: number): { code: 'OUT_OF_STOCK' | 'ONLY_AVAILABLE' | 'PER_SIZE_LIMIT'; message: string } {
  if (max === perSizeLimit && stock > perSizeLimit) return { code: 'PER_SIZE_LIMIT', message: QUOTE_MESSAGES.perSizeLimit(perSizeLimit) };
  return max > 0 ? { code: 'ONLY_AVAILABLE', message: QUOTE_MESSAGES.onlyAvailable(max) } : { code: 'OUT_OF_STOCK', message: QUOTE_MESSAGES.outOfStock };
}

/**
 * Builds the quote of `lines` with the coupon discount already decided (coupons judge
 * eligibility; the amount comes from pricing.couponDiscount) and the coupon-removed sentence, if any.
 */
export function buildQuote(
  lines: readonly QuoteLineInput[],
  coupon: { code: string; discount: number } | null,
  options: { perSizeLimit: number; couponMessage?: string | null; shipping: ShippingRules; tax: TaxContext },
): Quote {
  const messages: QuoteMessage[] = [];
  const quoted = lines.map((line): QuoteLine => {
    const maxQuantity = maxQuantityFor(line.stock, options.perSizeLimit);
    const limit = limitMessageFor(line.stock, maxQuantity, options.perSizeLimit);
    const asked = Math.max(line.quantity, line.requestedQuantity ?? 0);
    if (line.stock <= 0) messages.push({ code: 'OUT_OF_STOCK', lineId: line.lineId, message: QUOTE_MESSAGES.outOfStock });
    else if (asked > maxQuantity) messages.push({ code: limit.code, lineId: line.lineId, message: limit.message });
    if (line.priceSeen !== line.unitPrice) messages.push({ code: 'PRICE_CHANGED', lineId: line.lineId, message: QUOTE_MESSAGES.priceChanged(line.priceSeen, line.unitPrice) });
    return {
      lineId: line.lineId,
      unitPrice: line.unitPrice,
      originalPrice: line.originalPrice,
      discountPercent: discountPercent(line.originalPrice, line.unitPrice),
      quantity: line.quantity,
      maxQuantity,
      limitMessage: limit.message,
      lineTotal: lineTotal(line),
    };
  });
  if (options.couponMessage) messages.push({ code: 'COUPON_REMOVED', lineId: null, message: options.couponMessage });
  const totalsFor = (method: PricedPaymentMethod) => ({ paymentMethod: method, ...orderTotals(lines, coupon?.discount ?? 0, method, options.shipping, options.tax) });
  const byMethod = PRICED_PAYMENT_METHODS.map(totalsFor);
  return {
    lines: quoted,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: byMethod[0].subtotal,
    discount: byMethod[0].discount,
    couponCode: coupon?.code ?? null,
    options: byMethod,
    messages,
  };
}

/**
 * The GST tax-invoice arithmetic, pure (no database, no PDF): prices in this store include GST,
 * so each line's tax is carved out of what the shopper paid for it. All amounts are paise, and
 * every line's taxable value + tax equals its gross exactly, so the invoice total equals the
 * order total to the paisa.
 */
import { apportion, gstIncluded } from '../pricing/pricing.js';
import { SHIPPING_HSN, type TaxPolicy } from '../pricing/gst-policy.js';

/** Who sells is the owner's settings (store-settings module), kept on the order when its invoice is issued. */
export type { Seller } from '../store-settings/store-settings.rules.js';

// The coupon's split over lines is pricing's (the quote uses it too); the rates are its tax policy's.
export { apportion } from '../pricing/pricing.js';

export interface InvoiceItemInput {
  description: string;
  hsnCode: string;
  quantity: number;
  /** Price per piece the shopper was charged before any coupon, GST included. */
  unitPrice: number;
}

export interface InvoiceOrderInput {
  items: InvoiceItemInput[];
  discountAmount: number;
  shippingCharge: number;
  totalAmount: number;
  /** GST state code of the place of supply (the state of the delivery pincode), e.g. '27'. */
  placeOfSupplyCode: string;
  /** GST state code of the seller's registered state (the first two digits of its GSTIN). */
  sellerStateCode: string;
  /** The time of supply (the invoice date): the rates in force that day apply, so a re-print prints the same figures. */
  supplyDate: Date;
}

export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPrice: number;
  /** Coupon discount carried by this line. */
  discount: number;
  /** What the shopper paid for this line, GST included. */
  gross: number;
  ratePercent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceTotals {
  intraState: boolean;
  lines: InvoiceLine[];
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  discount: number;
  total: number;
}

/** A GST-inclusive amount split into taxable value and tax (CGST + SGST within the state, IGST elsewhere). */
export function splitTax(gross: number, ratePercent: number, intraState: boolean) {
  const tax = gstIncluded(gross, ratePercent);
  const taxable = gross - tax;
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0 };
}

/**
 * The invoice lines and totals of an order; CGST + SGST when supplied within the seller's state,
 * IGST elsewhere. Each line's rate is the tax policy's for its HSN and its taxable value per piece
 * on the supply date; NoGstRateError (naming the HSN) when none covers it.
 */
export function computeInvoice(order: InvoiceOrderInput, policy: TaxPolicy): InvoiceTotals {
  const intraState = order.placeOfSupplyCode === order.sellerStateCode;
  const values = order.items.map((item) => item.unitPrice * item.quantity);
  const discounts = apportion(order.discountAmount, values);
  const lines: InvoiceLine[] = order.items.map((item, i) => {
    const gross = values[i] - discounts[i];
    const ratePercent = policy.rateFor(item.hsnCode, order.supplyDate, gross, item.quantity);
    return { ...item, discount: discounts[i], gross, ratePercent, ...splitTax(gross, ratePercent, intraState) };
  });
  if (order.shippingCharge > 0) {
    const ratePercent = policy.shippingRate(order.supplyDate, lines.map((line) => line.ratePercent));
    lines.push({
      description: 'Shipping charges (cash on delivery)',
      hsnCode: SHIPPING_HSN,
      quantity: 1,
      unitPrice: order.shippingCharge,
      discount: 0,
      gross: order.shippingCharge,
      ratePercent,
      ...splitTax(order.shippingCharge, ratePercent, intraState),
    });
  }
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const total = sum((line) => line.gross);
  if (total !== order.totalAmount) {
    // Never print an invoice that disagrees with the order.
    throw new Error(`invoice total ${total} differs from order total ${order.totalAmount}`);
  }
  return {
    intraState,
    lines,
    taxable: sum((l) => l.taxable),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    discount: order.discountAmount,
    total,
  };
}

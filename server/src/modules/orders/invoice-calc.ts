/**
 * The GST tax-invoice arithmetic, pure (no database, no PDF): prices in this store include GST,
 * so each line's tax is carved out of what the shopper paid for it. All amounts are paise, and
 * every line's taxable value + tax equals its gross exactly, so the invoice total equals the
 * order total to the paisa.
 */

/** Who sells: printed on every invoice. Uttar Pradesh is state code 09 (the GSTIN's first two digits). */
export const SELLER = {
  name: 'Kapda Fashions Pvt. Ltd.',
  address: ['2nd Floor, Hazratganj Market', 'Lucknow, Uttar Pradesh 226001, India'],
  state: 'Uttar Pradesh',
  stateCode: '09',
  gstin: '09AAKCK1234M1Z5',
} as const;

/**
 * Apparel GST rates by price band, in one table (HSN chapters 61-62: 5 % up to ₹1,000 per piece,
 * 12 % above). The rule we apply: the band is chosen by the GST-inclusive price the shopper pays
 * per piece after the coupon share (line gross / quantity). Shipping is part of a composite supply
 * whose principal supply is the garments, so it is taxed at the highest rate among the order's lines.
 */
export const APPAREL_GST_BANDS: ReadonlyArray<{ upToPaisePerPiece: number; ratePercent: number }> = [
  { upToPaisePerPiece: 100_000, ratePercent: 5 },
  { upToPaisePerPiece: Number.POSITIVE_INFINITY, ratePercent: 12 },
];

export const gstRateFor = (grossPerPiecePaise: number): number =>
  APPAREL_GST_BANDS.find((band) => grossPerPiecePaise <= band.upToPaisePerPiece)!.ratePercent;

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
  shipToState: string;
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

const normaliseState = (state: string) => state.trim().toLowerCase().replace(/\s+/g, ' ');

/** Splits the coupon discount over lines in proportion to their value (largest remainder, to the paisa). */
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

function splitTax(gross: number, ratePercent: number, intraState: boolean) {
  const taxable = Math.round((gross * 100) / (100 + ratePercent));
  const tax = gross - taxable;
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0 };
}

/** The invoice lines and totals of an order; CGST + SGST within Uttar Pradesh, IGST elsewhere. */
export function computeInvoice(order: InvoiceOrderInput): InvoiceTotals {
  const intraState = normaliseState(order.shipToState) === normaliseState(SELLER.state);
  const values = order.items.map((item) => item.unitPrice * item.quantity);
  const discounts = apportion(order.discountAmount, values);
  const lines: InvoiceLine[] = order.items.map((item, i) => {
    const gross = values[i] - discounts[i];
    const ratePercent = gstRateFor(Math.ceil(gross / item.quantity));
    return { ...item, discount: discounts[i], gross, ratePercent, ...splitTax(gross, ratePercent, intraState) };
  });
  if (order.shippingCharge > 0) {
    const ratePercent = Math.max(5, ...lines.map((line) => line.ratePercent));
    lines.push({
      description: 'Shipping charges (cash on delivery)',
      hsnCode: '996812',
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

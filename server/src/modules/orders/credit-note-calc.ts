/**
 * A credit note's arithmetic, pure: what it credits (units of invoice lines, maybe the shipping
 * charge) for the amount recorded, each line at the rate of the invoice line it reverses (a credit
 * note follows its invoice, whatever the rates are on its own date). The amount is split over the
 * credited lines in proportion to their share of the invoice (to the paisa), so a whole-order
 * credit note repeats the invoice's lines exactly and a return's credits its units' share.
 */
import { apportion } from '../pricing/pricing.js';
import type { TaxPolicy } from '../pricing/gst-policy.js';
import { computeInvoice, splitTax, type InvoiceLine, type InvoiceOrderInput, type InvoiceTotals } from './invoice-calc.js';

export interface CreditedContent {
  /** Units credited per order item (ids of `itemIds`). */
  items: Array<{ orderItemId: number; quantity: number }>;
  includesShipping: boolean;
  /** What is credited, GST included (paise). */
  amount: number;
}

export interface RateSummary {
  ratePercent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface CreditNoteTotals extends InvoiceTotals {
  /** Taxable value and tax reversed per rate (GSTR-1 reports credit notes by rate). */
  byRate: RateSummary[];
}

/** Sums lines per rate, lowest rate first. */
export function byRate(lines: readonly InvoiceLine[]): RateSummary[] {
  const map = new Map<number, RateSummary>();
  for (const line of lines) {
    const row = map.get(line.ratePercent) ?? { ratePercent: line.ratePercent, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    row.taxable += line.taxable;
    row.cgst += line.cgst;
    row.sgst += line.sgst;
    row.igst += line.igst;
    map.set(line.ratePercent, row);
  }
  return [...map.values()].sort((a, b) => a.ratePercent - b.ratePercent);
}

/**
 * The credit note's lines and totals. `invoice` is the original invoice's input (its supply date
 * is the invoice date) and `itemIds` the order item id of each of its items, in the same order.
 */
export function computeCreditNote(invoice: InvoiceOrderInput, itemIds: readonly number[], policy: TaxPolicy, credit: CreditedContent): CreditNoteTotals {
  const original = computeInvoice(invoice, policy);
  const picks: Array<{ line: InvoiceLine; quantity: number; weight: number }> = [];
  for (const { orderItemId, quantity } of credit.items) {
    const index = itemIds.indexOf(orderItemId);
    if (index < 0 || quantity <= 0) continue;
    const line = original.lines[index];
    const units = Math.min(quantity, line.quantity);
    picks.push({ line, quantity: units, weight: Math.round((line.gross * units) / line.quantity) });
  }
  if (credit.includesShipping && invoice.shippingCharge > 0) {
    const shipping = original.lines[invoice.items.length];
    picks.push({ line: shipping, quantity: 1, weight: shipping.gross });
  }
  const ceiling = picks.reduce((sum, pick) => sum + pick.weight, 0);
  const shares = apportion(Math.min(credit.amount, ceiling), picks.map((pick) => pick.weight));
  const lines: InvoiceLine[] = picks.map(({ line, quantity }, i) => ({
    ...line,
    quantity,
    discount: 0,
    gross: shares[i],
    ...splitTax(shares[i], line.ratePercent, original.intraState),
  }));
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    intraState: original.intraState,
    lines,
    taxable: sum((l) => l.taxable),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    discount: 0,
    total: sum((l) => l.gross),
    byRate: byRate(lines),
  };
}

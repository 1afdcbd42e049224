/**
 * The GST policy: which rate a supply bears, read from the dated rate table (`gst_rate`, issue 27).
 * Pure (no database): the TaxRateService loads the rows, this file answers from them. The quote,
 * the invoice, the credit note and the GST reports all ask this one place; no rate or band is
 * written anywhere else in the code (the invoice's footnote is printed from the rows too).
 *
 * A row covers the HSN codes that start with its `hsnPrefix` (2, 4, 6 or 8 digits: a chapter, a
 * heading, a sub-heading or a tariff item) from `validFrom` to `validTo` (dates in India, both
 * inclusive; `validTo` null = still in force). Several rows of one prefix and period are the
 * price bands of a slab rate: each reaches up to `upToPaisePerPiece` of TAXABLE value per piece
 * (null = no ceiling). The most specific prefix wins.
 *
 * The band is chosen by the taxable value per piece (the notifications say "sale value not
 * exceeding ₹2,500 per piece"), after the coupon's share. Prices here include GST, so the
 * taxable value depends on the rate: a band applies when the gross per piece, carved at THAT
 * band's rate, fits under its ceiling (₹2,625.00 gross → ₹2,500.00 taxable at 5 % → 5 %;
 * ₹2,625.01 → ₹2,500.01 → the next band, 18 %). The rate applies by the time of supply: the
 * invoice date for an invoice (a re-print prints what was issued), the moment for a quote.
 */
import { DomainError } from '../../shared/errors.js';

export interface GstRateRow {
  id: number;
  /** 2, 4, 6 or 8 digits: the codes that start with it. */
  hsnPrefix: string;
  /** Highest taxable value per piece of this band, paise; null = no ceiling. */
  upToPaisePerPiece: number | null;
  /** The rate in percent (e.g. 5, 18, 0.25). */
  ratePercent: number;
  /**
   * A composite supply's ancillary part (shipping, HSN 9968): it takes the rate of the principal
   * supply it comes with (the highest rate among the goods of the invoice); `ratePercent` is its
   * rate when there is no principal supply on the document.
   */
  followsPrincipal: boolean;
  /** 'YYYY-MM-DD', India time, inclusive. */
  validFrom: string;
  /** 'YYYY-MM-DD' inclusive, or null while in force. */
  validTo: string | null;
  /** What the row is (the notification, the goods): shown to the owner. */
  description: string;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The calendar date in India of a moment, 'YYYY-MM-DD' (the time of supply's date). */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The HSN code of shipping charges on this store's documents (courier services, 9968). */
export const SHIPPING_HSN = '996812';

export const HSN_CODE_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;
export const HSN_PREFIX_PATTERN = /^(\d{2}|\d{4}|\d{6}|\d{8})$/;

export const noRateMessage = (hsnCode: string, date: string) =>
  `No GST rate covers HSN ${hsnCode} on ${date}: add its rate in Dashboard → GST rates before invoicing it.`;

/** Raised when no row covers a code on a date: an invoice is never printed with a guessed rate. */
export class NoGstRateError extends DomainError {
  constructor(
    readonly hsnCode: string,
    readonly date: string,
  ) {
    super('CONFLICT', noRateMessage(hsnCode, date), { hsnCode, date });
  }
}

/** The rows in force for an HSN code on a date: the most specific prefix's bands, lowest ceiling first. */
export function bandsFor(rows: readonly GstRateRow[], hsnCode: string, date: string): GstRateRow[] {
  const inForce = rows.filter((row) => hsnCode.startsWith(row.hsnPrefix) && row.validFrom <= date && (row.validTo === null || date <= row.validTo));
  if (inForce.length === 0) return [];
  const longest = Math.max(...inForce.map((row) => row.hsnPrefix.length));
  return inForce
    .filter((row) => row.hsnPrefix.length === longest)
    .sort((a, b) => (a.upToPaisePerPiece ?? Number.POSITIVE_INFINITY) - (b.upToPaisePerPiece ?? Number.POSITIVE_INFINITY));
}

/** Taxable value per piece, to the paisa, of `gross` paise (GST included at `ratePercent`) for `quantity` pieces. */
export function taxablePerPiece(gross: number, quantity: number, ratePercent: number): number {
  return Math.round((gross * 100) / ((100 + ratePercent) * Math.max(1, quantity)));
}

/** The band row that a line falls in, or null when no row covers its code on that date. */
export function bandOf(rows: readonly GstRateRow[], hsnCode: string, date: string, gross: number, quantity: number): GstRateRow | null {
  const bands = bandsFor(rows, hsnCode, date);
  for (const band of bands) {
    if (band.upToPaisePerPiece === null || taxablePerPiece(gross, quantity, band.ratePercent) <= band.upToPaisePerPiece) return band;
  }
  return null;
}

/** A policy bound to its rows: what the quote and the documents ask. */
export class TaxPolicy {
  constructor(readonly rows: readonly GstRateRow[]) {}

  /** The rate of a line of goods (gross = what was paid for `quantity` pieces after the coupon); NoGstRateError when none covers it. */
  rateFor(hsnCode: string, at: Date | string, gross: number, quantity: number): number {
    const date = typeof at === 'string' ? at : istDate(at);
    const band = bandOf(this.rows, hsnCode, date, gross, quantity);
    if (!band) throw new NoGstRateError(hsnCode, date);
    return band.ratePercent;
  }

  /** The rate of a line, or null when no row covers it (the quote's informational tax skips such a line). */
  rateOrNull(hsnCode: string, at: Date | string, gross: number, quantity: number): number | null {
    const date = typeof at === 'string' ? at : istDate(at);
    return bandOf(this.rows, hsnCode, date, gross, quantity)?.ratePercent ?? null;
  }

  /**
   * The rate of shipping charges on a document whose goods bear `goodsRates`: a composite supply
   * follows its principal supply (the highest rate among the goods); alone, its own rate.
   */
  shippingRate(at: Date | string, goodsRates: readonly number[]): number {
    const date = typeof at === 'string' ? at : istDate(at);
    const [row] = bandsFor(this.rows, SHIPPING_HSN, date);
    if (!row) throw new NoGstRateError(SHIPPING_HSN, date);
    if (row.followsPrincipal && goodsRates.length > 0) return Math.max(...goodsRates);
    return row.ratePercent;
  }

  /**
   * The footnote of a document: the slab rates in force on its date for the HSN codes it carries,
   * e.g. "HSN 62: 5% up to Rs. 2,500.00 taxable per piece, 18% above".
   */
  footnote(at: Date | string, hsnCodes: readonly string[], rupees: (paise: number) => string): string {
    const date = typeof at === 'string' ? at : istDate(at);
    const seen = new Map<string, string>();
    for (const code of hsnCodes) {
      if (code === SHIPPING_HSN) continue;
      const bands = bandsFor(this.rows, code, date);
      if (bands.length === 0 || seen.has(bands[0].hsnPrefix)) continue;
      const parts = bands.map((band, i) =>
        band.upToPaisePerPiece === null ? (i === 0 ? `${band.ratePercent}%` : `${band.ratePercent}% above`) : `${band.ratePercent}% up to ${rupees(band.upToPaisePerPiece)} taxable per piece`,
      );
      seen.set(bands[0].hsnPrefix, `HSN ${bands[0].hsnPrefix}: ${parts.join(', ')}`);
    }
    return [...seen.values()].join('; ');
  }
}

/** The GST inside a GST-inclusive amount: gross − round(gross × 100 / (100 + rate)). */
export function gstIncluded(gross: number, ratePercent: number): number {
  return gross - Math.round((gross * 100) / (100 + ratePercent));
}

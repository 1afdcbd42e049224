/**
 * Money on the server: integer paise inside (DESIGN rule 6), rupees only at the edges. This is the
 * server's one money formatter; every sentence, PDF, CSV and prerendered page formats through it
 * (the client has its own one, client/src/ui/format.ts).
 */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
/** Percentage off, rounded to a whole percent, as the spec defines discount. */
export const discountPercent = (originalPaise: number, discountedPaise: number): number =>
  originalPaise > 0 ? Math.round(((originalPaise - discountedPaise) / originalPaise) * 100) : 0;

/**
 * How an amount reads:
 * - `text`: "₹1,23,456.50", messages and notifications (Indian digit grouping, always 2 decimals);
 * - `short`: "₹1,999" or "₹107.40", amounts inside coupon sentences (decimals only when there are paise);
 * - `ascii`: "Rs. 1,23,456.50", PDFs whose built-in fonts have no ₹ glyph, and the CLI;
 * - `plain`: "123456.50", CSV cells a spreadsheet reads as numbers.
 */
export type MoneyStyle = 'text' | 'short' | 'ascii' | 'plain';

const currency = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const grouped = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats `paise` in one of the styles above. */
export function formatMoney(paise: number, style: MoneyStyle = 'text'): string {
  const rupees = Math.round(paise) / 100;
  switch (style) {
    case 'text':
      return currency.format(rupees);
    case 'short':
      return `₹${grouped.format(rupees).replace(/\.00$/, '')}`;
    case 'ascii':
      return `Rs. ${grouped.format(rupees)}`;
    case 'plain':
      return rupees.toFixed(2);
  }
}

/** Paise as shoppers read rupees in messages: "₹1,23,456.50" (Indian digit grouping). */
export const formatRupeesText = (paise: number): string => formatMoney(paise, 'text');

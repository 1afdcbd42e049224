/**
 * The client's one money formatter (the server's is server/src/shared/money.ts). Amounts come from
 * the API as `Money { amount currencyCode }`, the amount a decimal string ("1299.00"); the formatter
 * takes that, or the amount string alone, or a plain number of rupees (a slider's value, a browser
 * cart line's snapshot). Nothing here computes money. No i18n import, so the staff dashboard can
 * use it too: the shop passes its language's number locale (ui/format.ts formatRupees).
 *
 * - `full`: "₹1,23,456.50", prices and totals (Indian digit grouping, always 2 decimals);
 * - `short`: "₹1,299" or "₹12.50", amounts inside sentences and staff tables (decimals only when there are paise).
 */
export type MoneyStyle = 'full' | 'short';

/** The API's Money (its currencyCode optional here, so a fragment may leave it out). */
export interface MoneyLike {
  amount: string;
  currencyCode?: string;
}

/** Anything the formatter takes: Money, its amount string, or rupees as a number. */
export type MoneyValue = MoneyLike | string | number | null | undefined;

/**
 * The amount as a number of major units, to compare (`> 0`, MRP above price) or to keep as a display
 * snapshot; never to add up money (the server does that).
 */
export function amountOf(value: MoneyValue): number {
  if (value == null) return 0;
  if (typeof value === 'number') return value;
  const amount = Number(typeof value === 'string' ? value : value.amount);
  return Number.isFinite(amount) ? amount : 0;
}

const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: MoneyValue, style: MoneyStyle = 'full', locale = 'en-IN'): string {
  const currency = (typeof value === 'object' && value?.currencyCode) || 'INR';
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  const text = format.format(amountOf(value));
  return style === 'short' ? text.replace(/\.00$/, '') : text;
}

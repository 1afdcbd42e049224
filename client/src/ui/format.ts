/**
 * Display formats of spec section 9: rupees with 2 decimals, ratings with 1, dates. Indian digit
 * grouping (₹1,23,456.00) in both languages: en-IN / hi-IN numbers, en-GB / hi-IN dates.
 */
import { dateLocale, numberLocale, t } from '../i18n/i18n';
import { formatIndianInteger, formatMoney, type MoneyValue } from './money';

const formats = new Map<string, Intl.NumberFormat>();
/** One formatter per locale and kind (building one costs more than formatting). */
function numberFormat(kind: 'number'): Intl.NumberFormat {
  const locale = numberLocale();
  const key = `${kind}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {});
    formats.set(key, format);
  }
  return format;
}

/** Money (or its amount) as the shop shows it, in the shopper's language (the one money formatter: ui/money.ts). */
export const formatRupees = (amount: MoneyValue): string => formatMoney(amount, 'full', numberLocale());
/** "₹1,299" or "₹12.50": an amount inside a sentence (coupon summaries). */
export const formatRupeesShort = (amount: MoneyValue): string => formatMoney(amount, 'short', numberLocale());
/** A count or quantity with Indian grouping (1,23,456). */
export const formatNumber = (value: number): string => formatIndianInteger(value) ?? numberFormat('number').format(value);
export const formatRating = (rating: number): string => rating.toFixed(1);
export const formatDate = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleDateString(dateLocale(), { day: '2-digit', month: 'short', year: 'numeric' }) : t('N/A');
/** A moment the shopper must act by: "28 Nov 2026, 16:42" (en-GB style, the shopper's language). */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString(dateLocale(), { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }) : t('N/A');
/** First `count` words of a text, with an ellipsis when cut (spec: 4, 6 or 10 words by screen). */
export const cutWords = (text: string | null | undefined, count: number): string => {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
};
/**
 * A wait for the shopper: seconds under a minute ("45s"), minutes and seconds beyond ("14 min 05s",
 * "15 min"), so a 15-minute OTP back-off does not read "900s".
 */
export const formatWait = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${String(rest).padStart(2, '0')}s`;
};

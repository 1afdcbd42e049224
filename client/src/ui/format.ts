/** Display formats of spec section 9: rupees with 2 decimals (en-IN), ratings with 1, dates en-GB. */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatRupees = (amount: number | null | undefined): string => rupees.format(amount ?? 0);
export const formatRating = (rating: number): string => rating.toFixed(1);
export const formatDate = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }) : 'N/A';
/** First `count` words of a text, with an ellipsis when cut (spec: 4, 6 or 10 words by screen). */
export const cutWords = (text: string | null | undefined, count: number): string => {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
};

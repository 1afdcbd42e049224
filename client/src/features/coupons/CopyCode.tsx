import { useEffect, useState } from 'react';
import { t } from '../../i18n/i18n';
import { formatDate, formatRupeesShort } from '../../ui/format';
import { amountOf, type MoneyLike } from '../../ui/money';
import type { CouponDiscountType } from '../../gql/graphql';

/** Copy button for a coupon code, with the spec's 'Copied' hint for 2 seconds. */
export function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    setCopied(true);
    // Clipboard may be refused or wait for a permission: the hint does not depend on it.
    void navigator.clipboard?.writeText(code).catch(() => undefined);
  };
  return (
    <>
      <button type="button" className="coupon__copy" onClick={copy} aria-label={copied ? t('Copied {code}', { code }) : t('Copy code {code}', { code })}>
        {copied ? t('Copied') : t('Copy')}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('{code} copied', { code }) : ''}
      </span>
    </>
  );
}

/** "10% off up to ₹300 · Min. order ₹499" */
export function couponSummary(c: {
  discountType: CouponDiscountType;
  discountPercent?: number | null;
  flatDiscount?: MoneyLike | null;
  maxDiscount?: MoneyLike | null;
  minOrderAmount: MoneyLike;
}): string {
  const rupees = formatRupeesShort;
  const off =
    c.discountType === 'FLAT'
      ? t('{amount} off', { amount: rupees(c.flatDiscount) })
      : c.maxDiscount
        ? t('{percent}% off up to {amount}', { percent: c.discountPercent ?? 0, amount: rupees(c.maxDiscount) })
        : t('{percent}% off', { percent: c.discountPercent ?? 0 });
  return amountOf(c.minOrderAmount) > 0 ? `${off} · ${t('Min. order {amount}', { amount: rupees(c.minOrderAmount) })}` : `${off} · ${t('No minimum')}`;
}

/**
 * "Valid till 31 Dec 2030", or null for a coupon that never expires: its expiryDate is null (the
 * spec's REST answer too), shown as no date at all, never as 1 Jan 1970.
 */
export function couponValidity(expiryDate: string | null | undefined): string | null {
  if (!expiryDate || Number.isNaN(Date.parse(expiryDate))) return null;
  return t('Valid till {date}', { date: formatDate(expiryDate) });
}

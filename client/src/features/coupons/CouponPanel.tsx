/**
 * CONTRACT (product page): the coupon whose minimum order amount is nearest `price` (the product's Money),
 * with Copy and the 'Copied' hint.
 */
import { useQuery } from '@apollo/client/react';
import { CouponsQuery } from './coupons.documents';
import { amountOf, type MoneyValue } from '../../ui/money';
import { CopyCode, couponSummary } from './CopyCode';
import './coupons.css';
import { t } from '../../i18n/i18n';

export function CouponPanel({ price }: { price: MoneyValue }) {
  const { data } = useQuery(CouponsQuery);
  const coupons = data?.coupons ?? [];
  if (coupons.length === 0) return null;
  // Nearness only picks which coupon to show; no amount is computed from it.
  const distance = (c: (typeof coupons)[number]) => Math.abs(amountOf(c.minOrderAmount) - amountOf(price));
  const nearest = coupons.reduce((best, c) => (distance(c) < distance(best) ? c : best));
  return (
    <section className="coupon-panel" aria-label={t('Coupon offer')}>
      <div className="coupon">
        <div className="coupon__body">
          <strong className="coupon__title">{nearest.title}</strong>
          <span className="coupon__meta">{couponSummary(nearest)}</span>
          <span className="coupon__code">
            {t('Use code')}{' '}<b>{nearest.code}</b>
          </span>
        </div>
        <CopyCode code={nearest.code} />
      </div>
    </section>
  );
}

/**
 * CONTRACT (product page): the coupon whose minimum order amount is nearest `price` (rupees),
 * with Copy and the 'Copied' hint.
 */
import { useQuery } from '@apollo/client/react';
import { CouponsQuery } from './coupons.documents';
import { CopyCode, couponSummary } from './CopyCode';
import './coupons.css';

export function CouponPanel({ price }: { price: number }) {
  const { data } = useQuery(CouponsQuery);
  const coupons = data?.coupons ?? [];
  if (coupons.length === 0) return null;
  const nearest = coupons.reduce((best, c) => (Math.abs(c.minOrderAmount - price) < Math.abs(best.minOrderAmount - price) ? c : best));
  return (
    <section className="coupon-panel" aria-label="Coupon offer">
      <div className="coupon">
        <div className="coupon__body">
          <strong className="coupon__title">{nearest.title}</strong>
          <span className="coupon__meta">{couponSummary(nearest)}</span>
          <span className="coupon__code">
            Use code <b>{nearest.code}</b>
          </span>
        </div>
        <CopyCode code={nearest.code} />
      </div>
    </section>
  );
}

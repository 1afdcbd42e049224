/**
 * CONTRACT (checkout): the coupon box. Code input and Apply → 'Coupon Applied' dialog (2 s) or
 * 'Invalid Coupon' dialog with the server's reason; once applied the input is read-only and the
 * button reads Clear; 'View All' opens the coupon list with Copy. Needs a logged-in shopper.
 */
import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { formatDate } from '../../ui/format';
import { ApplyCouponMutation, ClearCouponMutation, CouponsQuery } from './coupons.documents';
import { CartQuery } from '../cart/cart.documents';
import { CopyCode, couponSummary } from './CopyCode';
import './coupons.css';

export const COUPON_REQUIRED = 'Coupon code is required.';
export const COUPON_APPLIED_TEXT = 'Your discount has been applied successfully!';

export function CouponBox() {
  const inputId = useId();
  const { data: cartData } = useQuery(CartQuery);
  const applied = cartData?.cart.coupon ?? null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [apply, { loading: applying }] = useMutation(ApplyCouponMutation);
  const [clear, { loading: clearing }] = useMutation(ClearCouponMutation);

  useEffect(() => {
    if (applied) setCode(applied.code);
  }, [applied]);
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => setResult(null), 2000);
    return () => clearTimeout(timer);
  }, [result]);

  const onApply = async () => {
    setError(null);
    if (!code.trim()) {
      setError(COUPON_REQUIRED);
      return;
    }
    try {
      const { data } = await apply({ variables: { code: code.trim() } });
      const answer = data!.applyCoupon;
      setResult(answer.success ? { ok: true, message: COUPON_APPLIED_TEXT } : { ok: false, message: answer.message });
    } catch (e) {
      setResult({ ok: false, message: (e as Error).message || 'Something went wrong!' });
    }
  };
  const onClear = async () => {
    await clear().catch(() => undefined);
    setCode('');
    setError(null);
  };

  return (
    <section className="coupon-box" aria-labelledby={`${inputId}-title`}>
      <div className="coupon-box__head">
        <h2 id={`${inputId}-title`}>Apply Coupon</h2>
        <button type="button" className="cart-link-btn" onClick={() => setListOpen(true)}>
          View All
        </button>
      </div>
      <div className="coupon-box__row">
        <label htmlFor={inputId} className="visually-hidden">
          Coupon code
        </label>
        <input
          id={inputId}
          className="field__input coupon-box__input"
          placeholder="Enter coupon code"
          value={code}
          readOnly={!!applied}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          onKeyDown={(e) => e.key === 'Enter' && !applied && void onApply()}
        />
        {applied ? (
          <Button variant="secondary" onClick={() => void onClear()} disabled={clearing}>
            Clear
          </Button>
        ) : (
          <Button onClick={() => void onApply()} disabled={applying}>
            Apply
          </Button>
        )}
      </div>
      {error && (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
      {applied && <p className="coupon-box__applied">Coupon {applied.code} applied: you save ₹{applied.discount.toFixed(2)}</p>}

      <Dialog open={!!result} title={result?.ok ? 'Coupon Applied' : 'Invalid Coupon'} onClose={() => setResult(null)} footer={!result?.ok ? <Button onClick={() => setResult(null)}>OK</Button> : undefined}>
        <p className={result?.ok ? 'coupon-result coupon-result--ok' : 'coupon-result'}>{result?.message}</p>
      </Dialog>

      <Dialog open={listOpen} title="Available Coupons" onClose={() => setListOpen(false)}>
        <CouponList />
      </Dialog>
    </section>
  );
}

function CouponList() {
  const { data, loading } = useQuery(CouponsQuery);
  if (loading && !data) return <p>Loading...</p>;
  const coupons = data?.coupons ?? [];
  if (coupons.length === 0) return <p>No coupons available right now.</p>;
  return (
    <ul className="coupon-list">
      {coupons.map((c) => (
        <li key={c.id} className="coupon">
          <div className="coupon__body">
            <strong className="coupon__title">{c.title}</strong>
            <span className="coupon__meta">{couponSummary(c)}</span>
            {c.description && <span className="coupon__desc">{c.description}</span>}
            <span className="coupon__code">
              Code <b>{c.code}</b>
              {c.expiryDate && <> · Valid till {formatDate(c.expiryDate)}</>}
            </span>
          </div>
          <CopyCode code={c.code} />
        </li>
      ))}
    </ul>
  );
}

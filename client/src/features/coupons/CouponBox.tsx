/**
 * CONTRACT (checkout): the coupon box. Code input and Apply → 'Coupon Applied' dialog (2 s) or
 * 'Invalid Coupon' dialog with the server's reason; once applied the input is read-only and the
 * button reads Clear; 'View All' opens the coupon list, where each coupon has Copy and Apply (applies
 * it to this cart at once). Needs a logged-in shopper.
 */
import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { formatRupees } from '../../ui/format';
import { ApplyCouponMutation, ClearCouponMutation, CouponsQuery } from './coupons.documents';
import { CartQuery } from '../cart/cart.documents';
import { CopyCode, couponSummary, couponValidity } from './CopyCode';
import './coupons.css';
import { t } from '../../i18n/i18n';


export function CouponBox() {
  const inputId = useId();
  const { data: cartData } = useQuery(CartQuery);
  const applied = cartData?.cart?.coupon ?? null;
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

  const onApply = async (wanted = code) => {
    setError(null);
    try {
      // The server judges every code, an empty one too, and says why in the shopper's language.
      const { data } = await apply({ variables: { code: wanted.trim() } });
      const answer = data!.applyCoupon;
      const refusal = answer.userErrors[0];
      if (refusal && !wanted.trim()) setError(refusal.message);
      else if (refusal) setResult({ ok: false, message: refusal.message });
      else setResult({ ok: true, message: answer.message ?? '' });
    } catch (e) {
      setResult({ ok: false, message: (e as Error).message || 'Something went wrong!' });
    }
  };
  /** Apply from the coupon list: the list closes and the box shows the code and the result. */
  const applyFromList = (listed: string) => {
    setListOpen(false);
    setCode(listed);
    void onApply(listed);
  };
  const onClear = async () => {
    await clear().catch(() => undefined);
    setCode('');
    setError(null);
  };

  return (
    <section className="coupon-box" aria-labelledby={`${inputId}-title`}>
      <div className="coupon-box__head">
        <h2 id={`${inputId}-title`}>{t('Apply Coupon')}</h2>
        <button type="button" className="cart-link-btn" onClick={() => setListOpen(true)}>
          {t('View All')}
        </button>
      </div>
      <div className="coupon-box__row">
        <label htmlFor={inputId} className="visually-hidden">
          {t('Coupon code')}
        </label>
        <input
          id={inputId}
          className="field__input coupon-box__input"
          placeholder={t('Enter coupon code')}
          value={code}
          readOnly={!!applied}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          onKeyDown={(e) => e.key === 'Enter' && !applied && void onApply()}
        />
        {applied ? (
          <Button variant="secondary" onClick={() => void onClear()} disabled={clearing}>
            {t('Clear')}
          </Button>
        ) : (
          <Button onClick={() => void onApply()} disabled={applying}>
            {t('Apply')}
          </Button>
        )}
      </div>
      {error && (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
      {applied && <p className="coupon-box__applied">{t('Coupon {code} applied: you save {amount}', { code: applied.code, amount: formatRupees(applied.discount) })}</p>}

      <Dialog open={!!result} title={result?.ok ? t('Coupon Applied') : t('Invalid Coupon')} onClose={() => setResult(null)} footer={!result?.ok ? <Button onClick={() => setResult(null)}>{t('OK')}</Button> : undefined}>
        <p className={result?.ok ? 'coupon-result coupon-result--ok' : 'coupon-result'}>{result?.message}</p>
      </Dialog>

      <Dialog open={listOpen} title={t('Available Coupons')} onClose={() => setListOpen(false)}>
        <CouponList appliedCode={applied?.code ?? null} applying={applying} onApply={applyFromList} />
      </Dialog>
    </section>
  );
}

function CouponList({ appliedCode, applying, onApply }: { appliedCode: string | null; applying: boolean; onApply: (code: string) => void }) {
  const { data, loading } = useQuery(CouponsQuery);
  if (loading && !data) return <p>{t('Loading...')}</p>;
  const coupons = data?.coupons ?? [];
  if (coupons.length === 0) return <p>{t('No coupons available right now.')}</p>;
  return (
    <ul className="coupon-list">
      {coupons.map((c) => (
        <li key={c.id} className="coupon">
          <div className="coupon__body">
            <strong className="coupon__title">{c.title}</strong>
            <span className="coupon__meta">{couponSummary(c)}</span>
            {c.description && <span className="coupon__desc">{c.description}</span>}
            <span className="coupon__code">
              {t('Code')}{' '}<b>{c.code}</b>
              {couponValidity(c.expiryDate) && <>{' '}· {couponValidity(c.expiryDate)}</>}
            </span>
          </div>
          <div className="coupon__actions">
            <CopyCode code={c.code} />
            {c.code === appliedCode ? (
              <span className="coupon__applied">{t('Applied')}</span>
            ) : (
              <button type="button" className="coupon__apply" disabled={applying} onClick={() => onApply(c.code)} aria-label={t('Apply {code}', { code: c.code })}>
                {t('Apply')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

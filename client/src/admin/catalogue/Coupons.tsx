/** Coupons: the list with usage counts, pause/resume, and a form to create or edit one. */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { COUPONS, CREATE_COUPON, SET_COUPON_ACTIVE, UPDATE_COUPON } from './catalogue.documents';
import type { AdminCouponInput, AdminCouponsQuery } from '../gql/graphql';
import { Field } from './Field';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import { shownError } from '../errors';
import { rupees } from './format';
import './catalogue.css';

type Coupon = AdminCouponsQuery['adminCoupons'][number];
interface CouponForm {
  code: string;
  title: string;
  description: string;
  discountType: 'percentage' | 'flat';
  discountValue: string;
  maxDiscount: string;
  minOrderAmount: string;
  startsAt: string;
  expiresAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
}
const EMPTY: CouponForm = { code: '', title: '', description: '', discountType: 'percentage', discountValue: '', maxDiscount: '', minOrderAmount: '0', startsAt: '', expiresAt: '', usageLimit: '', perCustomerLimit: '1', firstOrderOnly: false };
/** The day (YYYY-MM-DD) in India of a stored instant: the store's dates are Indian days. */
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }) : '');
const shownDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' });

/** What a shopper would meet today: the same order of checks as checkout. */
function stateOf(c: Coupon): { text: string; ok: boolean } {
  const now = Date.now();
  if (!c.active) return { text: 'Paused', ok: false };
  if (c.startsAt && new Date(c.startsAt).getTime() > now) return { text: 'Scheduled', ok: false };
  if (c.expiresAt && new Date(c.expiresAt).getTime() <= now) return { text: 'Expired', ok: false };
  if (c.usageLimit != null && c.usedCount >= c.usageLimit) return { text: 'Used up', ok: false };
  return { text: 'Active', ok: true };
}
const formOf = (c: Coupon): CouponForm => ({
  code: c.code,
  title: c.title,
  description: c.description,
  discountType: c.discountType === 'flat' ? 'flat' : 'percentage',
  discountValue: String(c.discountValue),
  maxDiscount: c.maxDiscount == null ? '' : String(c.maxDiscount),
  minOrderAmount: String(c.minOrderAmount),
  startsAt: day(c.startsAt),
  expiresAt: day(c.expiresAt),
  usageLimit: c.usageLimit == null ? '' : String(c.usageLimit),
  perCustomerLimit: c.perCustomerLimit == null ? '' : String(c.perCustomerLimit),
  firstOrderOnly: c.firstOrderOnly,
});
const optional = (text: string) => (text.trim() === '' ? null : Number(text));
/** Dates are whole days in India: from the start of the first, to the end of the last. */
const toInput = (f: CouponForm): AdminCouponInput => ({
  code: f.code,
  title: f.title,
  description: f.description,
  discountType: f.discountType,
  discountValue: Number(f.discountValue || 'NaN') || 0,
  maxDiscount: f.discountType === 'percentage' ? optional(f.maxDiscount) : null,
  minOrderAmount: Number(f.minOrderAmount || 0),
  startsAt: f.startsAt ? `${f.startsAt}T00:00:00+05:30` : null,
  expiresAt: f.expiresAt ? `${f.expiresAt}T23:59:59+05:30` : null,
  usageLimit: optional(f.usageLimit),
  perCustomerLimit: optional(f.perCustomerLimit),
  firstOrderOnly: f.firstOrderOnly,
});

function describe(c: Coupon): string {
  const off = c.discountType === 'flat' ? `${rupees(c.discountValue)} off` : `${c.discountValue}% off${c.maxDiscount ? ` (up to ${rupees(c.maxDiscount)})` : ''}`;
  return `${off}${c.minOrderAmount > 0 ? ` over ${rupees(c.minOrderAmount)}` : ''}${c.firstOrderOnly ? ', first order only' : ''}`;
}

export default function Coupons() {
  const { data, error, refetch } = useQuery(COUPONS);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [form, setForm] = useState<CouponForm>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [note, setNote] = useState<string | null>(null);
  const [create, creating] = useMutation(CREATE_COUPON);
  const [update, updating] = useMutation(UPDATE_COUPON);
  const [setActive] = useMutation(SET_COUPON_ACTIVE);
  const set = <K extends keyof CouponForm>(key: K, value: CouponForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const err = (field: string) => errors.byField[field];

  const open = (coupon: Coupon | 'new') => {
    setEditing(coupon);
    setForm(coupon === 'new' ? EMPTY : formOf(coupon));
    setErrors(NO_ERRORS);
    setNote(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const input = toInput(form);
      if (editing === 'new') await create({ variables: { input } });
      else if (editing) await update({ variables: { id: editing.id, input } });
      setNote(`Coupon ${form.code.toUpperCase()} saved.`);
      setEditing(null);
      void refetch();
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };
  const toggle = async (c: Coupon) => {
    try {
      await setActive({ variables: { id: c.id, active: !c.active } });
      setNote(`Coupon ${c.code} ${c.active ? 'paused' : 'resumed'}.`);
      void refetch();
    } catch (e) {
      setNote(shownError(e)?.message ?? 'Could not change it.');
    }
  };

  return (
    <section aria-labelledby="coupons-title">
      <div className="cat-head">
        <h1 id="coupons-title">Coupons</h1>
        <button type="button" className="admin-btn admin-btn--primary" onClick={() => open('new')}>
          New coupon
        </button>
      </div>
      {error && <p className="admin-error">{shownError(error)?.message}</p>}
      {note && (
        <p className="admin-note" role="status">
          {note}
        </p>
      )}
      {editing && (
        <form className="admin-card cat-block" onSubmit={submit} noValidate aria-labelledby="coupon-form-title">
          <h2 id="coupon-form-title">{editing === 'new' ? 'New coupon' : `Edit ${editing.code}`}</h2>
          {errors.summary && (
            <p className="admin-error" role="alert">
              {errors.summary}
            </p>
          )}
          <div className="cat-row cat-row--3">
            <Field label="Code" value={form.code} onValue={(v) => set('code', v.toUpperCase())} error={err('code')} autoCapitalize="characters" />
            <Field label="Title" value={form.title} onValue={(v) => set('title', v)} error={err('title')} />
            <div className="admin-field">
              <label htmlFor="coupon-type">Type</label>
              <select id="coupon-type" value={form.discountType} onChange={(e) => set('discountType', e.target.value as CouponForm['discountType'])}>
                <option value="percentage">Percentage off</option>
                <option value="flat">Flat amount off</option>
              </select>
            </div>
            <Field label={form.discountType === 'flat' ? 'Amount off (₹)' : 'Percent off'} inputMode="decimal" value={form.discountValue} onValue={(v) => set('discountValue', v)} error={err('discountValue')} />
            {form.discountType === 'percentage' && <Field label="Cap (₹, empty = none)" inputMode="decimal" value={form.maxDiscount} onValue={(v) => set('maxDiscount', v)} error={err('maxDiscount')} />}
            <Field label="Minimum order (₹)" inputMode="decimal" value={form.minOrderAmount} onValue={(v) => set('minOrderAmount', v)} error={err('minOrderAmount')} />
            <Field label="Starts (empty = now)" type="date" value={form.startsAt} onValue={(v) => set('startsAt', v)} error={err('startsAt')} />
            <Field label="Expires (empty = never)" type="date" value={form.expiresAt} onValue={(v) => set('expiresAt', v)} error={err('expiresAt')} />
            <Field label="Uses in all (empty = no limit)" inputMode="numeric" value={form.usageLimit} onValue={(v) => set('usageLimit', v)} error={err('usageLimit')} />
            <Field label="Uses per shopper (empty = no limit)" inputMode="numeric" value={form.perCustomerLimit} onValue={(v) => set('perCustomerLimit', v)} error={err('perCustomerLimit')} />
          </div>
          <Field label="Description" multiline value={form.description} onValue={(v) => set('description', v)} error={err('description')} />
          <label className="cat-check">
            <input type="checkbox" checked={form.firstOrderOnly} onChange={(e) => set('firstOrderOnly', e.target.checked)} /> First order only
          </label>
          <div className="admin-actions cat-block">
            <button type="submit" className="admin-btn admin-btn--primary" disabled={creating.loading || updating.loading}>
              Save coupon
            </button>
            <button type="button" className="admin-btn" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="cat-visually-hidden">Coupons</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Offer</th>
              <th scope="col">Valid</th>
              <th scope="col" className="num">
                Used
              </th>
              <th scope="col" className="num">
                Shoppers
              </th>
              <th scope="col" className="num">
                Given
              </th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="cat-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.adminCoupons.map((c) => (
              <tr key={c.id}>
                <td>
                  <strong>{c.code}</strong>
                  <div className="admin-muted cat-small">{c.title}</div>
                </td>
                <td>{describe(c)}</td>
                <td className="cat-small">
                  {c.startsAt ? shownDate(c.startsAt) : 'now'} – {c.expiresAt ? shownDate(c.expiresAt) : 'no expiry'}
                </td>
                <td className="num">
                  {c.usedCount}
                  {c.usageLimit != null && ` / ${c.usageLimit}`}
                </td>
                <td className="num">{c.customers}</td>
                <td className="num">{rupees(c.discountGiven)}</td>
                <td>
                  <span className={`admin-badge${stateOf(c).ok ? ' admin-badge--ok' : ''}`}>{stateOf(c).text}</span>
                </td>
                <td>
                  <div className="admin-actions">
                    <button type="button" className="admin-btn admin-btn--small" onClick={() => open(c)} aria-label={`Edit ${c.code}`}>
                      Edit
                    </button>
                    <button type="button" className="admin-btn admin-btn--small" onClick={() => void toggle(c)} aria-label={`${c.active ? 'Pause' : 'Resume'} ${c.code}`}>
                      {c.active ? 'Pause' : 'Resume'}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

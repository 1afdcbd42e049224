/**
 * Store settings (owner): the brand, the seller on invoices, support contact and office, and the
 * shipping and returns figures that checkout charges and every shop text states. The same form is
 * the first-run setup (/admin/setup), where an owner lands until it is saved once. The server
 * checks everything (GSTIN check character and state code, PAN, prefixes) and answers each
 * problem against its field; nothing is saved then.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { Field } from '../catalogue/Field';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../catalogue/form-errors';
import { ErrorNote, Loading } from '../ui';
import './store-settings.css';

/** Every field the settings screen shows and saves: read and answered alike. */
const StoreSettingsFields = graphql(`
  fragment AdminStoreSettingsFields on AdminStoreSettings {
    brandName
    logoUrl
    legalName
    registeredAddress
    state
    stateCode
    gstin
    pan
    invoicePrefix
    creditNotePrefix
    supportPhone
    supportEmail
    supportHours
    facebookUrl
    instagramUrl
    twitterUrl
    linkedinUrl
    officeAddress
    mapUrl
    codFee
    freeShippingOver
    returnWindowDays
    deliveryDays
    updatedAt
  }
`);

export const AdminStoreSettingsQuery = graphql(`
  query AdminStoreSettings {
    adminStoreSettings {
      ...AdminStoreSettingsFields
    }
  }
`);

const SaveStoreSettings = graphql(`
  mutation SaveStoreSettings($input: StoreSettingsInput!) {
    updateStoreSettings(input: $input) {
      ...AdminStoreSettingsFields
    }
  }
`);

type Form = Record<
  | 'brandName' | 'logoUrl' | 'legalName' | 'registeredAddress' | 'state' | 'gstin' | 'pan' | 'invoicePrefix' | 'creditNotePrefix'
  | 'supportPhone' | 'supportEmail' | 'supportHours' | 'facebookUrl' | 'instagramUrl' | 'twitterUrl' | 'linkedinUrl' | 'officeAddress' | 'mapUrl'
  | 'codFee' | 'freeShippingOver' | 'returnWindowDays' | 'deliveryDays',
  string
>;

/** A new store's starting point: the spec's policy figures, no fee, the usual series. */
const EMPTY: Form = {
  brandName: '', logoUrl: '', legalName: '', registeredAddress: '', state: '', gstin: '', pan: '', invoicePrefix: 'INV', creditNotePrefix: 'CN',
  supportPhone: '', supportEmail: '', supportHours: '', facebookUrl: '', instagramUrl: '', twitterUrl: '', linkedinUrl: '', officeAddress: '', mapUrl: '',
  codFee: '0', freeShippingOver: '', returnWindowDays: '7', deliveryDays: '6',
};

const toForm = (s: Record<string, unknown>): Form =>
  Object.fromEntries(Object.keys(EMPTY).map((key) => [key, s[key] === null || s[key] === undefined ? '' : String(s[key])])) as Form;

/** A number typed in a field, or NaN (the server says what is wrong with it). */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[₹,\s]/g, '')));

export default function StoreSettings({ setup = false }: { setup?: boolean }) {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminStoreSettingsQuery);
  const [save, saving] = useMutation(SaveStoreSettings, { refetchQueries: ['AdminOverview'] });
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [note, setNote] = useState<string | null>(null);
  const saved = data?.adminStoreSettings ?? null;

  useEffect(() => {
    if (saved) setForm(toForm(saved));
  }, [saved]);

  const set = (key: keyof Form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setNote(null);
  };
  const field = (key: keyof Form) => ({ value: form[key], onValue: (v: string) => set(key, v), error: errors.byField[key], name: key });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const input = {
      ...form,
      codFee: num(form.codFee),
      freeShippingOver: form.freeShippingOver.trim() === '' ? null : num(form.freeShippingOver),
      returnWindowDays: Math.trunc(num(form.returnWindowDays)),
      deliveryDays: Math.trunc(num(form.deliveryDays)),
    };
    // NaN cannot travel as JSON: an empty or unreadable number goes as -1, which the server refuses on its field.
    for (const key of ['codFee', 'returnWindowDays', 'deliveryDays'] as const) if (!Number.isFinite(input[key])) input[key] = -1;
    if (input.freeShippingOver !== null && !Number.isFinite(input.freeShippingOver)) input.freeShippingOver = -1;
    try {
      await save({
        variables: { input },
        update(cache, result) {
          const next = result.data?.updateStoreSettings;
          if (next) cache.writeQuery({ query: AdminStoreSettingsQuery, data: { adminStoreSettings: next } });
        },
      });
      if (setup) navigate('/admin', { replace: true });
      else setNote('Saved. Shoppers see the new settings on their next page.');
    } catch (e) {
      setErrors(formErrorsOf(e));
      const first = Object.keys(formErrorsOf(e).byField)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  };

  if (loading && !data) return <Loading />;
  return (
    <form className="store-settings" onSubmit={submit} noValidate aria-labelledby="store-settings-title">
      <h1 id="store-settings-title">{setup ? 'Set up your shop' : 'Store settings'}</h1>
      {setup && (
        <p className="admin-muted store-settings__lead">
          Welcome! Tell shoppers who you are and what shipping and returns cost. You can change any of it later in Store settings. Orders can be taken once this is saved;
          they are invoiced (and shipped) once the seller's legal details are filled.
        </p>
      )}
      <ErrorNote error={error} />
      {errors.summary && (
        <p className="admin-error" role="alert">
          {errors.summary}
        </p>
      )}
      {note && (
        <p className="admin-note" role="status">
          {note}
        </p>
      )}

      <fieldset className="admin-card store-settings__group">
        <legend>Brand</legend>
        <div className="store-settings__row">
          <Field label="Brand name" {...field('brandName')} required autoComplete="organization" />
          <Field label="Logo (an https:// image address, optional)" {...field('logoUrl')} inputMode="url" />
        </div>
      </fieldset>

      <fieldset className="admin-card store-settings__group">
        <legend>Seller on invoices</legend>
        <p className="admin-muted">Printed on every tax invoice. Orders cannot be invoiced or shipped until the legal name, registered address, state and GSTIN are set.</p>
        <div className="store-settings__row">
          <Field label="Legal name" {...field('legalName')} />
          <Field label="State or union territory" {...field('state')} placeholder="e.g. Maharashtra" />
          <Field label="GSTIN" {...field('gstin')} autoCapitalize="characters" maxLength={20} placeholder="15 characters" />
          <Field label="PAN (optional)" {...field('pan')} autoCapitalize="characters" maxLength={12} />
        </div>
        <Field label="Registered address (one line per line)" multiline {...field('registeredAddress')} />
        <div className="store-settings__row">
          <Field label="Invoice series prefix" {...field('invoicePrefix')} autoCapitalize="characters" maxLength={3} />
          <Field label="Credit note series prefix" {...field('creditNotePrefix')} autoCapitalize="characters" maxLength={3} />
        </div>
      </fieldset>

      <fieldset className="admin-card store-settings__group">
        <legend>Support and office</legend>
        <div className="store-settings__row">
          <Field label="Support phone" {...field('supportPhone')} type="tel" inputMode="tel" required />
          <Field label="Support e-mail" {...field('supportEmail')} type="email" inputMode="email" required />
          <Field label="Support hours" {...field('supportHours')} placeholder="e.g. Mon–Sat, 10 am – 7 pm" />
        </div>
        <Field label="Office address (Contact Us)" multiline {...field('officeAddress')} />
        <Field label="Map link (https://, optional)" {...field('mapUrl')} inputMode="url" />
        <div className="store-settings__row">
          <Field label="Facebook" {...field('facebookUrl')} inputMode="url" placeholder="https://" />
          <Field label="Instagram" {...field('instagramUrl')} inputMode="url" placeholder="https://" />
          <Field label="Twitter / X" {...field('twitterUrl')} inputMode="url" placeholder="https://" />
          <Field label="LinkedIn" {...field('linkedinUrl')} inputMode="url" placeholder="https://" />
        </div>
      </fieldset>

      <fieldset className="admin-card store-settings__group">
        <legend>Shipping and returns</legend>
        <p className="admin-muted">
          Pay Now always ships free. These figures are what checkout charges, and the footer, About Us, the policy pages and the cart state them from here.
        </p>
        <div className="store-settings__row">
          <Field label="Cash on delivery fee (₹)" {...field('codFee')} inputMode="decimal" />
          <Field label="Free shipping from (₹, cash on delivery included; empty = none)" {...field('freeShippingOver')} inputMode="decimal" />
          <Field label="Return window (days after delivery; 0 = no returns)" {...field('returnWindowDays')} inputMode="numeric" />
          <Field label="Delivery estimate (days)" {...field('deliveryDays')} inputMode="numeric" />
        </div>
      </fieldset>

      <div className="admin-actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={saving.loading}>
          {setup ? 'Save and open the dashboard' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

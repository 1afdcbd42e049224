import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { toast } from '../ui/toast';
import { graphql } from '../gql';
import { paths } from '../config/paths';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Button } from '../ui/Button';
import { TextAreaField, TextField } from '../ui/Field';
import './pages.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';
import { normalizeIndianPhone } from '../ui/indian-formats';
import { CONTACT_MESSAGES } from '../ui/form-rules';
import { ensureNoUserErrors, isUserErrorsError } from '../app/user-errors';
import { useShop } from '../features/shop/use-shop';

const ContactInfoQuery = graphql(`
  query ContactInfo {
    contactInfo {
      address
      phone
      email
      mapUrl
      socialLinks {
        facebook
        twitter
        instagram
        linkedin
      }
    }
  }
`);

const SubmitContactMessage = graphql(`
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      contactMessageId
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

type FormValues = { firstName: string; lastName: string; phone: string; email: string; message: string };
const EMPTY: FormValues = { firstName: '', lastName: '', phone: '', email: '', message: '' };

/** The server's checks before the round trip, in its words (CONTACT_MESSAGES): every field required, an Indian mobile, an e-mail. */
function validate(v: FormValues): Partial<Record<keyof FormValues, string>> {
  const errors: Partial<Record<keyof FormValues, string>> = {};
  if (!v.firstName.trim()) errors.firstName = t(CONTACT_MESSAGES.firstNameRequired);
  if (!v.lastName.trim()) errors.lastName = t(CONTACT_MESSAGES.lastNameRequired);
  if (!normalizeIndianPhone(v.phone)) errors.phone = t(CONTACT_MESSAGES.invalidPhone);
  if (!v.email.trim()) errors.email = t(CONTACT_MESSAGES.emailRequired);
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = t(CONTACT_MESSAGES.invalidEmail);
  if (!v.message.trim()) errors.message = t(CONTACT_MESSAGES.messageRequired);
  return errors;
}

/** Contact Us (/contact-us): the form really submits (stored by the server); office details and map. */
export default function ContactUsRoute() {
  useDocumentTitle('Contact Us');
  const { data } = useQuery(ContactInfoQuery);
  const [submit, { loading }] = useMutation(SubmitContactMessage);
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const info = data?.contactInfo;

  const field = (name: keyof FormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      if (errors[name]) setErrors((er) => ({ ...er, [name]: undefined }));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      const { data: result } = await submit({ variables: { input: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim(), email: values.email.trim(), message: values.message.trim() } } });
      const message = ensureNoUserErrors(result?.submitContactMessage).message ?? 'Thank you! We will get back to you soon.';
      setSent(message);
      setValues(EMPTY);
      toast.success(message);
    } catch (error) {
      // The server's refusal of a field shows under it (as the checks above do); anything else as a toast.
      if (isUserErrorsError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors as Partial<Record<keyof FormValues, string>>);
      else toast.error((error as Error).message || 'Something went wrong!');
    }
  };

  const shop = useShop();
  const mapQuery = encodeURIComponent(info?.address ?? '');
  // A map the owner gave (an https:// link) opens as it is; otherwise a search for the office's address.
  const mapHref = info?.mapUrl ? info.mapUrl.replace('/export/embed.html', '/') : `https://www.openstreetmap.org/search?query=${mapQuery}`;
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Contact Us') }]} />
      <h1>{t('Contact Us')}</h1>
      <div className="contact-grid">
        <section className="card card--padded" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('Send us a message')}</h2>
          {sent && (
            <p className="badge badge--success" role="status" style={{ padding: '8px 12px', fontSize: 'var(--text-sm)' }}>
              {sent}
            </p>
          )}
          <form noValidate onSubmit={onSubmit}>
            <div className="contact-form__row">
              <TextField label={t('First Name')} autoComplete="given-name" {...field('firstName')} />
              <TextField label={t('Last Name')} autoComplete="family-name" {...field('lastName')} />
            </div>
            <div className="contact-form__row">
              <TextField label={t('Phone Number')} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
              <TextField label={t('Email')} type="email" autoComplete="email" {...field('email')} />
            </div>
            <TextAreaField label={t('Message')} rows={5} {...field('message')} />
            <Button type="submit" disabled={loading}>
              {loading ? t('Sending…') : t('Send Message')}
            </Button>
          </form>
        </section>
        <aside className="contact-info card card--padded" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">{t('Reach us')}</h2>
          <dl>
            <div>
              <dt>{t('Phone')}</dt>
              <dd>{info ? <a href={`tel:${info.phone.replace(/\s/g, '')}`}>{info.phone}</a> : '…'}</dd>
            </div>
            <div>
              <dt>{t('E-mail')}</dt>
              <dd>{info ? <a href={`mailto:${info.email}`}>{info.email}</a> : '…'}</dd>
            </div>
            {shop?.supportHours ? (
              <div>
                <dt>{t('Hours')}</dt>
                <dd>{shop.supportHours}</dd>
              </div>
            ) : null}
            {info?.address ? (
              <div>
                <dt>{t('Office')}</dt>
                <dd>{info.address}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('Follow us')}</dt>
              <dd className="socials">
                {info &&
                  (['facebook', 'instagram', 'twitter', 'linkedin'] as const).filter((key) => info.socialLinks[key]).map((key) => (
                    <a key={key} href={info.socialLinks[key]} target="_blank" rel="noopener noreferrer">
                      {key === 'twitter' ? 'Twitter' : key[0].toUpperCase() + key.slice(1)}
                    </a>
                  ))}
              </dd>
            </div>
          </dl>
          {/* No outside network here: a drawn map with a link to OpenStreetMap instead of a broken iframe. */}
          {info?.address ? (
          <a className="map-card" href={mapHref} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 400 220" role="img" aria-label={t('Map of our office: {address}', { address: info.address })}>
              <rect width="400" height="220" fill="#efe9df" />
              <path d="M0 150 C80 130 140 170 220 140 S360 110 400 125 L400 220 L0 220 Z" fill="#cfe3ef" />
              <path d="M0 60 L400 90 M60 0 L110 220 M250 0 L215 220 M0 190 L400 170" stroke="#fff" strokeWidth="10" />
              <path d="M0 60 L400 90 M60 0 L110 220 M250 0 L215 220" stroke="#e5d8c4" strokeWidth="2" />
              <rect x="130" y="20" width="70" height="45" rx="4" fill="#dde8d0" />
              <rect x="270" y="100" width="90" height="40" rx="4" fill="#dde8d0" />
              <g transform="translate(228 80)">
                <path d="M0 0 C-14 -22 -20 -30 -20 -40 A20 20 0 0 1 20 -40 C20 -30 14 -22 0 0 Z" fill="#7a1f3d" />
                <circle cy="-40" r="7" fill="#fff" />
              </g>
            </svg>
            <span>{t('Open the map ↗')}</span>
          </a>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

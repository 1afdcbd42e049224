/**
 * Store pages and testimonials: the owner writes the privacy policy, terms, shipping and delivery,
 * cancellation and refund and About Us pages in English and Hindi as rich text (sanitized by the
 * server), with {codFee}, {freeShippingThreshold} and {returnWindowDays} standing for the store's
 * figures; and the testimonials of the home and About Us sliders, with their Hindi text.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DELETE_MERCH, REORDER, SAVE_STORE_PAGE, SAVE_TESTIMONIAL, STORE_PAGES, TESTIMONIALS } from './catalogue.documents';
import type { PolicyType } from '../gql/graphql';
import { Field } from './Field';
import { PhotoDrop } from './PhotoDrop';
import { RichTextEditor } from './RichTextEditor';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import { shownError } from '../errors';
import './catalogue.css';

const PAGES: Array<{ type: PolicyType; name: string; path: string }> = [
  { type: 'ABOUT_US', name: 'About Us', path: '/about-us' },
  { type: 'SHIPPING_DELIVERY', name: 'Shipping & Delivery', path: '/shiping-delivery' },
  { type: 'CANCELLATION_REFUND', name: 'Cancellation & Refund', path: '/cancellation-refund' },
  { type: 'PRIVACY_POLICY', name: 'Privacy Policy', path: '/privacy-Policy' },
  { type: 'TERMS', name: 'Terms & Conditions', path: '/terms-condition' },
];
const LANGS = [
  { lang: 'en', name: 'English' },
  { lang: 'hi', name: 'Hindi (हिन्दी)' },
];

export default function StorePages() {
  const [tab, setTab] = useState<'pages' | 'testimonials'>('pages');
  return (
    <section aria-labelledby="pages-title">
      <h1 id="pages-title">Store pages</h1>
      <div role="tablist" aria-label="What to edit" className="cat-tabs">
        {(
          [
            ['pages', 'Pages'],
            ['testimonials', 'Testimonials'],
          ] as const
        ).map(([key, name]) => (
          <button key={key} type="button" role="tab" id={`tab-${key}`} aria-selected={tab === key} aria-controls="pages-panel" className={`admin-btn${tab === key ? ' admin-btn--primary' : ''}`} onClick={() => setTab(key)}>
            {name}
          </button>
        ))}
      </div>
      <div id="pages-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'pages' ? <PageEditor /> : <TestimonialList />}
      </div>
    </section>
  );
}

function PageEditor() {
  const { data, error, refetch } = useQuery(STORE_PAGES, { fetchPolicy: 'cache-and-network' });
  const [type, setType] = useState<PolicyType>('ABOUT_US');
  const [lang, setLang] = useState('en');
  const stored = data?.adminStorePages.find((p) => p.type === type && p.lang === lang);
  const english = data?.adminStorePages.find((p) => p.type === type && p.lang === 'en');
  if (error) return <p className="admin-error">{shownError(error)?.message}</p>;
  if (!data) return <p className="admin-muted">Loading…</p>;
  return (
    <>
      <div className="cat-row">
        <div className="admin-field">
          <label htmlFor="page-type">Page</label>
          <select id="page-type" value={type} onChange={(e) => setType(e.target.value as PolicyType)}>
            {PAGES.map((p) => (
              <option key={p.type} value={p.type}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="page-lang">Language</label>
          <select id="page-lang" value={lang} onChange={(e) => setLang(e.target.value)}>
            {LANGS.map((l) => (
              <option key={l.lang} value={l.lang}>
                {l.name}
                {data.adminStorePages.some((p) => p.type === type && p.lang === l.lang) ? '' : ' — not written yet'}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PageForm
        key={`${type}/${lang}`}
        type={type}
        lang={lang}
        // A language not written yet starts from the English text, to translate.
        title={stored?.title ?? english?.title ?? PAGES.find((p) => p.type === type)!.name}
        content={stored?.content ?? english?.content ?? ''}
        written={Boolean(stored)}
        updatedAt={stored?.updatedAt}
        onSaved={() => void refetch()}
      />
    </>
  );
}

function PageForm(props: { type: PolicyType; lang: string; title: string; content: string; written: boolean; updatedAt?: unknown; onSaved: () => void }) {
  const [title, setTitle] = useState(props.title);
  const [content, setContent] = useState(props.content);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [note, setNote] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SAVE_STORE_PAGE);
  const page = PAGES.find((p) => p.type === props.type)!;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    try {
      await save({ variables: { input: { type: props.type, lang: props.lang, title, content } } });
      setErrors(NO_ERRORS);
      setNote(`Saved “${title}”. The shop shows it now.`);
      props.onSaved();
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };
  return (
    <form className="admin-card cat-block" onSubmit={submit} noValidate aria-label={`${page.name} (${props.lang === 'hi' ? 'Hindi' : 'English'})`}>
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
      {!props.written && <p className="admin-muted cat-small">Not written in this language yet: shoppers see the English. The English text is here to translate.</p>}
      <Field label="Title" value={title} onValue={setTitle} error={errors.byField.title} lang={props.lang} />
      <RichTextEditor label="Text" html={props.content} onChange={setContent} error={errors.byField.content} lang={props.lang} />
      <p className="cat-hint admin-muted">
        The store’s figures are filled in when the page is shown: <code>{'{codFee}'}</code> (cash on delivery charge), <code>{'{freeShippingThreshold}'}</code> (free shipping above),{' '}
        <code>{'{returnWindowDays}'}</code> (days to ask for a return).
        {props.updatedAt ? ` Last changed ${new Date(String(props.updatedAt)).toLocaleString('en-GB')}.` : ''}
      </p>
      <div className="admin-actions cat-block">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={loading}>
          Save
        </button>
        <a className="admin-btn" href={page.path} target="_blank" rel="noreferrer">
          View in the shop
        </a>
      </div>
    </form>
  );
}

type Testimonial = { id: string; name: string; city: string; text: string; textHi: string; rating: number; avatar: string };

function TestimonialList() {
  const { data, error, refetch } = useQuery(TESTIMONIALS, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Testimonial | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [reorder] = useMutation(REORDER);
  const [remove] = useMutation(DELETE_MERCH);
  const items = data?.adminTestimonials ?? [];
  const move = async (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const ids = items.map((i) => i.id);
    [ids[index], ids[to]] = [ids[to], ids[index]];
    await reorder({ variables: { kind: 'TESTIMONIAL', ids } });
    setNote(`Moved ${items[index].name} ${by < 0 ? 'up' : 'down'}.`);
    await refetch();
  };
  const del = async (item: Testimonial) => {
    if (!window.confirm(`Remove ${item.name}’s testimonial?`)) return;
    await remove({ variables: { kind: 'TESTIMONIAL', id: item.id } });
    setNote(`Removed ${item.name}’s testimonial.`);
    await refetch();
  };
  return (
    <>
      {error && <p className="admin-error">{shownError(error)?.message}</p>}
      {note && (
        <p className="admin-note" role="status">
          {note}
        </p>
      )}
      <div className="admin-actions cat-block">
        <button type="button" className="admin-btn admin-btn--primary" onClick={() => setEditing('new')}>
          Add testimonial
        </button>
      </div>
      {editing && (
        <TestimonialForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          onDone={(text) => {
            setEditing(null);
            setNote(text);
            void refetch();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <ol className="cat-merch-list">
        {items.map((item, index) => (
          <li key={item.id} className="admin-card cat-merch-item">
            {item.avatar ? <img src={item.avatar} alt="" width={60} height={60} loading="lazy" style={{ width: 60, height: 60, borderRadius: '50%' }} /> : null}
            <div className="cat-merch-text">
              <strong>{item.name}</strong>
              {item.city && <span className="admin-muted"> · {item.city}</span>} <span role="img" aria-label={`${item.rating} stars`}>{'★'.repeat(item.rating)}</span>
              <div className="cat-small cat-testimonial-text">{item.text}</div>
              <div className="cat-small admin-muted cat-testimonial-text" lang="hi">
                {item.textHi || 'No Hindi text: Hindi readers see the English.'}
              </div>
            </div>
            <div className="admin-actions">
              <button type="button" className="admin-btn admin-btn--small" onClick={() => void move(index, -1)} aria-label={`Move ${item.name} up`}>
                ↑
              </button>
              <button type="button" className="admin-btn admin-btn--small" onClick={() => void move(index, 1)} aria-label={`Move ${item.name} down`}>
                ↓
              </button>
              <button type="button" className="admin-btn admin-btn--small" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
                Edit
              </button>
              <button type="button" className="admin-btn admin-btn--small admin-btn--danger" onClick={() => void del(item)} aria-label={`Remove ${item.name}`}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

function TestimonialForm(props: { item: Testimonial | null; onDone: (note: string) => void; onCancel: () => void }) {
  const { item } = props;
  const [name, setName] = useState(item?.name ?? '');
  const [city, setCity] = useState(item?.city ?? '');
  const [text, setText] = useState(item?.text ?? '');
  const [textHi, setTextHi] = useState(item?.textHi ?? '');
  const [rating, setRating] = useState(item?.rating ?? 5);
  const [avatar, setAvatar] = useState<string[]>(item?.avatar ? [item.avatar] : []);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [save] = useMutation(SAVE_TESTIMONIAL);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { id: item?.id ?? null, input: { name, city, text, textHi, rating, avatar: avatar[0] ?? '' } } });
      props.onDone(`Saved ${name}’s testimonial. The shop shows it now.`);
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };
  return (
    <form className="admin-card cat-block" onSubmit={submit} noValidate aria-label={item ? `Edit ${item.name}` : 'New testimonial'}>
      {errors.summary && (
        <p className="admin-error" role="alert">
          {errors.summary}
        </p>
      )}
      <div className="cat-row">
        <Field label="Name" value={name} onValue={setName} error={errors.byField.name} />
        <Field label="City" value={city} onValue={setCity} error={errors.byField.city} />
      </div>
      <div className="admin-field">
        <label htmlFor="testimonial-rating">Stars</label>
        <select id="testimonial-rating" value={rating} onChange={(e) => setRating(Number(e.target.value))}>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)} ({n})
            </option>
          ))}
        </select>
      </div>
      <Field label="What they said (English)" multiline value={text} onValue={setText} error={errors.byField.text} />
      <Field label="What they said (Hindi)" multiline value={textHi} onValue={setTextHi} error={errors.byField.textHi} lang="hi" />
      <PhotoDrop label="Photo (optional)" images={avatar} onChange={setAvatar} max={1} error={errors.byField.avatar} />
      <div className="admin-actions cat-block">
        <button type="submit" className="admin-btn admin-btn--primary">
          Save
        </button>
        <button type="button" className="admin-btn" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

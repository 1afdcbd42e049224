/**
 * Merchandising: home banners, offers and themed collections, each with its image, its place in
 * the order shown (Move up / Move down), whether it is shown and between which dates, and the
 * products of offers and collections chosen by name (ProductPicker) in order.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CATALOGUE_SECTIONS, DELETE_MERCH, MERCHANDISING, REORDER, SAVE_BANNER, SAVE_COLLECTION, SAVE_OFFER } from './catalogue.documents';
import type { MerchKind } from '../gql/graphql';
import { Field } from './Field';
import { PhotoDrop } from './PhotoDrop';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import { shownError } from '../errors';
import { ProductPicker, type PickedProduct } from './ProductPicker';
import './catalogue.css';

interface Item {
  id: string;
  title: string;
  subtitle?: string;
  description?: string;
  image: string;
  link?: string;
  active?: boolean;
  startsAt?: unknown;
  endsAt?: unknown;
  sectionId?: string;
  productIds?: string[];
  products?: PickedProduct[];
  discountType?: string | null;
  discountValue?: number | null;
}
type Kind = 'banners' | 'offers' | 'collections';
const KIND: Record<Kind, MerchKind> = { banners: 'BANNER', offers: 'OFFER', collections: 'THEMED_COLLECTION' };
const NAMES: Record<Kind, string> = { banners: 'Home banners', offers: 'Offers', collections: 'Themed collections' };

const shownDate = (value: unknown) => new Date(String(value)).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Whether the shop shows it now, as a phrase: Hidden, Starts …, Ended …, Shown (until …). */
export function scheduleText(item: Pick<Item, 'active' | 'startsAt' | 'endsAt'>, now = Date.now()): string {
  if (item.active === false) return 'Hidden';
  const starts = item.startsAt ? new Date(String(item.startsAt)).getTime() : null;
  const ends = item.endsAt ? new Date(String(item.endsAt)).getTime() : null;
  if (starts !== null && starts > now) return `Starts ${shownDate(item.startsAt)}${ends !== null ? `, ends ${shownDate(item.endsAt)}` : ''}`;
  if (ends !== null && ends <= now) return `Ended ${shownDate(item.endsAt)}`;
  return ends !== null ? `Shown until ${shownDate(item.endsAt)}` : 'Shown';
}

/** An offer's discount as the list shows it: "30 % off", "₹100 off each", or "No discount (a collection)". */
export function discountText(item: Pick<Item, 'discountType' | 'discountValue'>): string {
  if (!item.discountType || item.discountValue == null) return 'No discount (a collection)';
  return item.discountType === 'percentage'
    ? `${item.discountValue} % off`
    : `${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(item.discountValue)} off each`;
}

/** An ISO instant as a datetime-local value in the browser's time zone ('' for none). */
const toLocalInput = (value: unknown) => {
  if (!value) return '';
  const date = new Date(String(value));
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
/** A datetime-local value as an instant (null: no limit). */
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

export default function Merchandising() {
  const { data, error, refetch } = useQuery(MERCHANDISING, { fetchPolicy: 'cache-and-network' });
  const sections = useQuery(CATALOGUE_SECTIONS);
  const [tab, setTab] = useState<Kind>('banners');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [reorder] = useMutation(REORDER);
  const [remove] = useMutation(DELETE_MERCH);
  const sectionName = (id?: string) => sections.data?.catalogueSections.find((s) => s.id === id)?.name ?? '';

  const items: Item[] =
    tab === 'banners'
      ? (data?.adminBanners ?? [])
      : tab === 'offers'
        ? (data?.adminOffers ?? []).map((o) => ({ ...o, image: o.poster }))
        : (data?.adminThemedCollections ?? []);

  const move = async (index: number, by: -1 | 1) => {
    // Collections are ordered within their section.
    const group = tab === 'collections' ? items.filter((i) => i.sectionId === items[index].sectionId) : items;
    const at = group.indexOf(items[index]);
    const to = at + by;
    if (to < 0 || to >= group.length) return;
    const ids = group.map((i) => i.id);
    [ids[at], ids[to]] = [ids[to], ids[at]];
    try {
      await reorder({ variables: { kind: KIND[tab], ids } });
      setNote(`Moved “${items[index].title}” ${by < 0 ? 'up' : 'down'}.`);
      await refetch();
    } catch (e) {
      setNote(shownError(e)?.message ?? 'Could not move it.');
    }
  };
  const del = async (item: Item) => {
    if (!window.confirm(`Remove “${item.title}”?`)) return;
    await remove({ variables: { kind: KIND[tab], id: item.id } });
    setNote(`Removed “${item.title}”.`);
    await refetch();
  };

  return (
    <section aria-labelledby="merch-title">
      <h1 id="merch-title">Merchandising</h1>
      <div role="tablist" aria-label="What to arrange" className="cat-tabs">
        {(Object.keys(NAMES) as Kind[]).map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            id={`tab-${kind}`}
            aria-selected={tab === kind}
            aria-controls="merch-panel"
            className={`admin-btn${tab === kind ? ' admin-btn--primary' : ''}`}
            onClick={() => {
              setTab(kind);
              setEditing(null);
              setNote(null);
            }}
          >
            {NAMES[kind]}
          </button>
        ))}
      </div>
      <div id="merch-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {error && <p className="admin-error">{shownError(error)?.message}</p>}
        {note && (
          <p className="admin-note" role="status">
            {note}
          </p>
        )}
        <div className="admin-actions cat-block">
          <button type="button" className="admin-btn admin-btn--primary" onClick={() => setEditing('new')}>
            Add {tab === 'banners' ? 'banner' : tab === 'offers' ? 'offer' : 'collection'}
          </button>
        </div>
        {editing && (
          <MerchForm
            key={editing === 'new' ? 'new' : editing.id}
            kind={tab}
            item={editing === 'new' ? null : editing}
            sections={sections.data?.catalogueSections ?? []}
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
              <img src={item.image} alt="" width={120} height={60} loading="lazy" />
              <div className="cat-merch-text">
                <strong>{item.title}</strong>
                {item.subtitle && <span className="admin-muted"> — {item.subtitle}</span>}
                <div className="admin-muted cat-small">
                  {tab === 'collections' && `${sectionName(item.sectionId)} · `}
                  {item.productIds && `${item.productIds.length} products · `}
                  {tab === 'offers' && `${discountText(item)} · `}
                  {scheduleText(item)}
                  {item.link ? ` · links to ${item.link}` : ''}
                </div>
              </div>
              <div className="admin-actions">
                <button type="button" className="admin-btn admin-btn--small" onClick={() => void move(index, -1)} aria-label={`Move ${item.title} up`}>
                  ↑
                </button>
                <button type="button" className="admin-btn admin-btn--small" onClick={() => void move(index, 1)} aria-label={`Move ${item.title} down`}>
                  ↓
                </button>
                <button type="button" className="admin-btn admin-btn--small" onClick={() => setEditing(item)} aria-label={`Edit ${item.title}`}>
                  Edit
                </button>
                <button type="button" className="admin-btn admin-btn--small admin-btn--danger" onClick={() => void del(item)} aria-label={`Remove ${item.title}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function MerchForm(props: { kind: Kind; item: Item | null; sections: Array<{ id: string; name: string }>; onDone: (note: string) => void; onCancel: () => void }) {
  const { kind, item } = props;
  const [title, setTitle] = useState(item?.title ?? '');
  const [subtitle, setSubtitle] = useState(item?.subtitle ?? item?.description ?? '');
  const [image, setImage] = useState<string[]>(item?.image ? [item.image] : []);
  const [link, setLink] = useState(item?.link ?? '');
  const [active, setActive] = useState(item?.active ?? true);
  const [startsAt, setStartsAt] = useState(toLocalInput(item?.startsAt));
  const [endsAt, setEndsAt] = useState(toLocalInput(item?.endsAt));
  const [sectionId, setSectionId] = useState(item?.sectionId ?? props.sections[0]?.id ?? '');
  const [products, setProducts] = useState<PickedProduct[]>(item?.products ?? []);
  // An offer's discount: '' is "only a collection" (the shop's prices stay as they are).
  const [discountType, setDiscountType] = useState(item?.discountType ?? '');
  const [discountValue, setDiscountValue] = useState(item?.discountValue == null ? '' : String(item.discountValue));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saveBanner] = useMutation(SAVE_BANNER);
  const [saveOffer] = useMutation(SAVE_OFFER);
  const [saveCollection] = useMutation(SAVE_COLLECTION);
  const err = (field: string) => errors.byField[field];
  const productIds = products.map((p) => p.id);
  const schedule = { active, startsAt: fromLocalInput(startsAt), endsAt: fromLocalInput(endsAt) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = item?.id ?? null;
    try {
      if (kind === 'banners') await saveBanner({ variables: { id, input: { title, subtitle, image: image[0] ?? '', link, ...schedule } } });
      else if (kind === 'offers') {
        // The server validates and answers field errors; an empty value is sent as null so it can say "required".
        const terms = discountType ? { discountType, discountValue: discountValue.trim() === '' ? null : Number(discountValue) } : { discountType: null, discountValue: null };
        await saveOffer({ variables: { id, input: { title, description: subtitle, poster: image[0] ?? '', ...schedule, productIds, ...terms } } });
      }
      else await saveCollection({ variables: { id, input: { sectionId, title, description: subtitle, image: image[0] ?? '', ...schedule, productIds } } });
      props.onDone(`Saved “${title}”. The shop shows it now.`);
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };

  return (
    <form className="admin-card cat-block" onSubmit={submit} noValidate aria-label={item ? `Edit ${item.title}` : 'New item'}>
      {errors.summary && (
        <p className="admin-error" role="alert">
          {errors.summary}
        </p>
      )}
      <div className="cat-row">
        <Field label="Title" value={title} onValue={setTitle} error={err('title')} />
        <Field label={kind === 'banners' ? 'Subtitle' : 'Description'} value={subtitle} onValue={setSubtitle} error={err('subtitle') ?? err('description')} />
      </div>
      {kind === 'banners' && <Field label="Link (a store page such as /offers-listing, or https://…)" value={link} onValue={setLink} error={err('link')} />}
      {kind === 'collections' && (
        <div className="admin-field">
          <label htmlFor="merch-section">Section</label>
          <select id="merch-section" value={sectionId} onChange={(e) => setSectionId(e.target.value)}>
            {props.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind === 'offers' && (
        <div className="cat-row">
          <div className="admin-field">
            <label htmlFor="merch-discount-type">Discount on its products</label>
            <select id="merch-discount-type" value={discountType} onChange={(e) => setDiscountType(e.target.value)} aria-invalid={err('discountType') ? true : undefined}>
              <option value="">None: only a collection</option>
              <option value="percentage">Percent off</option>
              <option value="flat">Rupees off each piece</option>
            </select>
            {err('discountType') && (
              <p className="admin-error" role="alert">
                {err('discountType')}
              </p>
            )}
          </div>
          {discountType && (
            <Field
              label={discountType === 'percentage' ? 'Percent off (1–90, whole)' : 'Rupees off each piece'}
              type="number"
              inputMode="decimal"
              min={discountType === 'percentage' ? 1 : 0.01}
              step={discountType === 'percentage' ? 1 : 0.01}
              value={discountValue}
              onValue={setDiscountValue}
              error={err('discountValue')}
            />
          )}
        </div>
      )}
      {kind === 'offers' && discountType && (
        <p className="admin-muted cat-small">The shop shows and charges the lower price on these products while the offer is shown; the best offer of a product wins.</p>
      )}
      {kind !== 'banners' && <ProductPicker label="Products, in the order shown" value={products} onChange={setProducts} error={err('productIds')} />}
      <PhotoDrop label={kind === 'offers' ? 'Poster' : 'Image'} images={image} onChange={setImage} max={1} error={err('image') ?? err('poster')} />
      <label className="cat-check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Shown in the shop
      </label>
      <div className="cat-dates">
        <Field label="Shown from (empty: now)" type="datetime-local" value={startsAt} onValue={setStartsAt} error={err('startsAt')} />
        <Field label="Shown until (empty: no end)" type="datetime-local" value={endsAt} onValue={setEndsAt} error={err('endsAt')} />
      </div>
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

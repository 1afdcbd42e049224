/**
 * Create or edit a product: its texts, section and category, colours (each with photos and sizes:
 * price, MRP, opening stock, low-stock threshold), publishing; then stock adjustments with a
 * reason and the stock history. The server validates everything; its field messages show beside
 * the fields and nothing is saved while any is wrong.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import type { AdminProductFieldsFragment, AdminProductInput, StockReason } from '../gql/graphql';
import { ADJUST_STOCK, BULK_PRODUCTS, CATALOGUE_SECTIONS, CREATE_PRODUCT, PRODUCT_EDIT, UPDATE_PRODUCT } from './catalogue.documents';
import { Field } from './Field';
import { PhotoDrop } from './PhotoDrop';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import { shownError } from '../errors';
import { rupees } from './format';
import { ProductSizeChart } from './SizeChartEditor';
import './catalogue.css';

interface SizeForm {
  id?: string;
  size: string;
  price: string;
  mrp: string;
  stock: string;
  lowStockThreshold: string;
  currentStock?: number;
}
interface VariantForm {
  key: string;
  id?: string;
  colorName: string;
  colorValue: string;
  sleeve: string;
  neck: string;
  type: string;
  images: string[];
  sizes: SizeForm[];
}
interface ProductForm {
  sectionId: string;
  categoryId: string;
  /** Empty: the category's code (the server fills it). */
  hsnCode: string;
  name: string;
  subtitle: string;
  description: string;
  materialCare: string;
  specifications: string;
  isNewArrival: boolean;
  isTrending: boolean;
  published: boolean;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  variants: VariantForm[];
}

let keys = 0;
const newSize = (): SizeForm => ({ size: '', price: '', mrp: '', stock: '0', lowStockThreshold: '5' });
const newVariant = (): VariantForm => ({ key: `v${++keys}`, colorName: '', colorValue: '#1f3a93', sleeve: '', neck: '', type: '', images: [], sizes: [newSize()] });
const emptyForm = (): ProductForm => ({
  sectionId: '',
  categoryId: '',
  hsnCode: '',
  name: '',
  subtitle: '',
  description: '',
  materialCare: '',
  specifications: '',
  isNewArrival: true,
  isTrending: false,
  published: true,
  slug: '',
  seoTitle: '',
  seoDescription: '',
  variants: [newVariant()],
});

function formOf(p: AdminProductFieldsFragment): ProductForm {
  return {
    sectionId: p.sectionId,
    categoryId: p.categoryId,
    hsnCode: p.hsnCode,
    name: p.name,
    subtitle: p.subtitle,
    description: p.description,
    materialCare: p.materialCare,
    specifications: p.specifications,
    isNewArrival: p.isNewArrival,
    isTrending: p.isTrending,
    published: p.published,
    slug: p.slug,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    variants: p.variants.map((v) => ({
      key: `v${++keys}`,
      id: v.id,
      colorName: v.colorName,
      colorValue: v.colorValue,
      sleeve: v.sleeve,
      neck: v.neck,
      type: v.type,
      images: [...v.images],
      sizes: v.sizes.map((s) => ({ id: s.id, size: s.size, price: String(s.price), mrp: String(s.mrp), stock: String(s.stock), lowStockThreshold: String(s.lowStockThreshold), currentStock: s.stock })),
    })),
  };
}

/** Numbers typed in the form: empty or not a number is caught here, the rest by the server. */
function toInput(form: ProductForm): { input: AdminProductInput | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const num = (text: string, field: string, label: string) => {
    const value = Number(text.replace(/[₹,\s]/g, ''));
    if (text.trim() === '' || !Number.isFinite(value)) errors[field] = `Enter ${label}.`;
    return value;
  };
  if (!form.sectionId) errors.sectionId = 'Choose a section.';
  if (!form.categoryId) errors.categoryId = 'Choose a category.';
  const input: AdminProductInput = {
    sectionId: form.sectionId,
    categoryId: form.categoryId,
    hsnCode: form.hsnCode.trim(),
    name: form.name,
    subtitle: form.subtitle,
    description: form.description,
    materialCare: form.materialCare,
    specifications: form.specifications,
    isNewArrival: form.isNewArrival,
    isTrending: form.isTrending,
    published: form.published,
    slug: form.slug.trim() || null,
    seoTitle: form.seoTitle,
    seoDescription: form.seoDescription,
    variants: form.variants.map((v, i) => ({
      id: v.id ?? null,
      colorName: v.colorName,
      colorValue: v.colorValue,
      sleeve: v.sleeve,
      neck: v.neck,
      type: v.type,
      images: v.images,
      sizes: v.sizes.map((s, j) => {
        const at = `variants.${i}.sizes.${j}`;
        return {
          id: s.id ?? null,
          size: s.size,
          price: num(s.price, `${at}.price`, 'a price'),
          mrp: num(s.mrp, `${at}.mrp`, 'the MRP'),
          stock: s.id ? null : Math.trunc(num(s.stock || '0', `${at}.stock`, 'the stock')),
          lowStockThreshold: Math.trunc(num(s.lowStockThreshold || '0', `${at}.lowStockThreshold`, 'a threshold')),
        };
      }),
    })),
  };
  return { input: Object.keys(errors).length ? null : input, errors };
}

export default function ProductEditor() {
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const sections = useQuery(CATALOGUE_SECTIONS);
  const existing = useQuery(PRODUCT_EDIT, { variables: { id: id ?? '' }, skip: isNew, fetchPolicy: 'network-only' });
  const [form, setForm] = useState<ProductForm>(emptyForm);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saved, setSaved] = useState<string | null>(null);
  const [create, creating] = useMutation(CREATE_PRODUCT);
  const [update, updating] = useMutation(UPDATE_PRODUCT);
  const product = existing.data?.adminProduct;
  const [bulk] = useMutation(BULK_PRODUCTS);
  const setArchived = ({ variables }: { variables: { id: string; archive: boolean } }) => bulk({ variables: { action: variables.archive ? 'ARCHIVE' : 'RESTORE', ids: [variables.id] } });

  useEffect(() => {
    if (product) setForm(formOf(product));
  }, [product]);
  useEffect(() => {
    // A new product starts in the first section.
    const first = sections.data?.catalogueSections[0];
    if (isNew && first && !form.sectionId) setForm((f) => ({ ...f, sectionId: first.id }));
  }, [sections.data, isNew, form.sectionId]);

  const categories = useMemo(() => sections.data?.catalogueSections.find((s) => s.id === form.sectionId)?.categories ?? [], [sections.data, form.sectionId]);
  const err = (field: string) => errors.byField[field];
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setVariant = (i: number, patch: Partial<VariantForm>) => setForm((f) => ({ ...f, variants: f.variants.map((v, j) => (j === i ? { ...v, ...patch } : v)) }));
  const setSize = (i: number, j: number, patch: Partial<SizeForm>) =>
    setForm((f) => ({ ...f, variants: f.variants.map((v, vi) => (vi === i ? { ...v, sizes: v.sizes.map((s, sj) => (sj === j ? { ...s, ...patch } : s)) } : v)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const { input, errors: local } = toInput(form);
    if (!input) {
      setErrors({ summary: `Please fix ${Object.keys(local).length === 1 ? 'the field' : `${Object.keys(local).length} fields`} marked below. Nothing was saved.`, byField: local });
      return;
    }
    try {
      if (isNew) {
        const result = await create({ variables: { input } });
        setErrors(NO_ERRORS);
        navigate(`/admin/products/${result.data?.createProduct.id}`, { state: { saved: true } });
      } else {
        const result = await update({ variables: { id: id as string, input } });
        if (result.data) setForm(formOf(result.data.updateProduct));
        setErrors(NO_ERRORS);
        setSaved('Saved. The shop shows the change now.');
        void existing.refetch();
      }
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };

  if (!isNew && existing.error) return <p className="admin-error" role="alert">{shownError(existing.error)?.message}</p>;
  if (!isNew && !product) return <p role="status">Loading…</p>;

  return (
    <section aria-labelledby="product-title" className="cat-editor">
      <p>
        <Link to="/admin/products">← Products</Link>
      </p>
      <div className="cat-head">
        <h1 id="product-title">{isNew ? 'New product' : form.name || 'Product'}</h1>
        {product && (
          <div className="admin-actions">
            {product.archivedAt && <span className="admin-badge admin-badge--warn">Archived</span>}
            {product.published && !product.inShop && !product.archivedAt && <span className="admin-badge admin-badge--warn">Its category is hidden</span>}
            <a className="admin-btn" href={`/product-details/${product.id}`} target="_blank" rel="noreferrer">
              View in shop
            </a>
            <button
              type="button"
              className={`admin-btn${product.archivedAt ? '' : ' admin-btn--danger'}`}
              onClick={async () => {
                if (!product.archivedAt && !window.confirm(`Archive “${product.name}”? It leaves the shop; orders keep it.`)) return;
                try {
                  await setArchived({ variables: { id: product.id, archive: !product.archivedAt } });
                  setSaved(product.archivedAt ? 'Restored, unpublished: publish it when ready.' : 'Archived: out of the shop and the product list (find it under Archived).');
                  await existing.refetch();
                } catch (e) {
                  setErrors(formErrorsOf(e));
                }
              }}
            >
              {product.archivedAt ? 'Restore' : 'Archive'}
            </button>
          </div>
        )}
      </div>
      <form onSubmit={submit} noValidate aria-describedby={errors.summary ? 'form-summary' : undefined}>
        {errors.summary && (
          <p id="form-summary" className="admin-error" role="alert">
            {errors.summary}
          </p>
        )}
        {saved && (
          <p className="admin-note" role="status">
            {saved}
          </p>
        )}
        <div className="admin-card cat-block">
          <h2>Details</h2>
          <div className="cat-row">
            <div className="admin-field">
              <label htmlFor="section">Section</label>
              <select id="section" value={form.sectionId} onChange={(e) => setForm((f) => ({ ...f, sectionId: e.target.value, categoryId: '' }))} aria-invalid={err('sectionId') ? true : undefined}>
                <option value="">Choose…</option>
                {sections.data?.catalogueSections.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
              {err('sectionId') && <span className="admin-field-error">{err('sectionId')}</span>}
            </div>
            <div className="admin-field">
              <label htmlFor="category">Category</label>
              <select id="category" value={form.categoryId} onChange={(e) => set('categoryId', e.target.value)} aria-invalid={err('categoryId') ? true : undefined} aria-describedby={err('categoryId') ? 'category-error' : undefined}>
                <option value="">Choose…</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              {err('categoryId') && (
                <span id="category-error" className="admin-field-error">
                  {err('categoryId')}
                </span>
              )}
            </div>
          </div>
          <Field label="Name" name="name" value={form.name} onValue={(v) => set('name', v)} error={err('name')} required maxLength={200} />
          <Field
            label="HSN code (4, 6 or 8 digits; empty: the category's)"
            name="hsnCode"
            inputMode="numeric"
            value={form.hsnCode}
            onValue={(v) => set('hsnCode', v)}
            error={err('hsnCode')}
            maxLength={8}
            pattern="\d{4}|\d{6}|\d{8}"
          />
          <Field label="Subtitle" name="subtitle" value={form.subtitle} onValue={(v) => set('subtitle', v)} error={err('subtitle')} maxLength={200} />
          <Field label="Description" name="description" multiline value={form.description} onValue={(v) => set('description', v)} error={err('description')} />
          <div className="cat-row">
            <Field label="Material & care" name="materialCare" multiline value={form.materialCare} onValue={(v) => set('materialCare', v)} error={err('materialCare')} />
            <Field label="Specifications (one “Label: value” a line)" name="specifications" multiline value={form.specifications} onValue={(v) => set('specifications', v)} error={err('specifications')} />
          </div>
          <details className="cat-block">
            <summary>Search engines (SEO)</summary>
            <div className="cat-row cat-gap-top">
              <Field label="URL name (empty: made from the name)" name="slug" value={form.slug} onValue={(v) => set('slug', v)} error={err('slug')} maxLength={240} />
              <Field label="SEO title (at most 70)" name="seoTitle" value={form.seoTitle} onValue={(v) => set('seoTitle', v)} error={err('seoTitle')} maxLength={70} />
            </div>
            <Field label="SEO description (at most 160)" name="seoDescription" value={form.seoDescription} onValue={(v) => set('seoDescription', v)} error={err('seoDescription')} maxLength={160} />
          </details>
          <div className="admin-actions">
            <label className="cat-check">
              <input type="checkbox" checked={form.published} onChange={(e) => set('published', e.target.checked)} /> Published (shown in the shop)
            </label>
            <label className="cat-check">
              <input type="checkbox" checked={form.isNewArrival} onChange={(e) => set('isNewArrival', e.target.checked)} /> New arrival
            </label>
            <label className="cat-check">
              <input type="checkbox" checked={form.isTrending} onChange={(e) => set('isTrending', e.target.checked)} /> Trending
            </label>
          </div>
        </div>

        <h2 className="cat-section-title">Colours</h2>
        {err('variants') && (
          <p className="admin-field-error" role="alert">
            {err('variants')}
          </p>
        )}
        {form.variants.map((variant, i) => (
          <fieldset key={variant.key} className="admin-card cat-block cat-variant">
            <legend>
              Colour {i + 1}
              {variant.colorName ? `: ${variant.colorName}` : ''}
            </legend>
            <div className="cat-row cat-row--4">
              <Field label="Colour name" value={variant.colorName} onValue={(v) => setVariant(i, { colorName: v })} error={err(`variants.${i}.colorName`)} />
              <div className="admin-field">
                <label htmlFor={`swatch-${variant.key}`}>Swatch</label>
                <span className="cat-swatch">
                  <input id={`swatch-${variant.key}`} type="color" value={/^#[0-9a-f]{6}$/i.test(variant.colorValue) ? variant.colorValue : '#000000'} onChange={(e) => setVariant(i, { colorValue: e.target.value })} />
                  <code>{variant.colorValue}</code>
                </span>
                {err(`variants.${i}.colorValue`) && <span className="admin-field-error">{err(`variants.${i}.colorValue`)}</span>}
              </div>
              <Field label="Sleeve" value={variant.sleeve} onValue={(v) => setVariant(i, { sleeve: v })} error={err(`variants.${i}.sleeve`)} placeholder="full, half…" />
              <Field label="Neck" value={variant.neck} onValue={(v) => setVariant(i, { neck: v })} error={err(`variants.${i}.neck`)} placeholder="round, mandarin…" />
              <Field label="Type" value={variant.type} onValue={(v) => setVariant(i, { type: v })} error={err(`variants.${i}.type`)} placeholder="slim fit, a-line…" />
            </div>
            <PhotoDrop label={`Photos of colour ${i + 1}`} images={variant.images} onChange={(images) => setVariant(i, { images })} error={Object.entries(errors.byField).find(([k]) => k.startsWith(`variants.${i}.images`))?.[1]} />
            <table className="admin-table cat-sizes">
              <caption className="cat-caption">Sizes of colour {i + 1}</caption>
              <thead>
                <tr>
                  <th scope="col">Size</th>
                  <th scope="col">Price (₹)</th>
                  <th scope="col">MRP (₹)</th>
                  <th scope="col">Stock</th>
                  <th scope="col">Low at</th>
                  <th scope="col">
                    <span className="cat-visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {variant.sizes.map((size, j) => {
                  const at = `variants.${i}.sizes.${j}`;
                  const label = `colour ${i + 1}, size ${j + 1}`;
                  return (
                    <tr key={size.id ?? `${variant.key}-${j}`}>
                      <td>
                        <Field label={<span className="cat-visually-hidden">Size ({label})</span>} value={size.size} onValue={(v) => setSize(i, j, { size: v })} error={err(`${at}.size`)} className="cat-cell" />
                      </td>
                      <td>
                        <Field label={<span className="cat-visually-hidden">Price ({label})</span>} inputMode="decimal" value={size.price} onValue={(v) => setSize(i, j, { price: v })} error={err(`${at}.price`)} className="cat-cell" />
                      </td>
                      <td>
                        <Field label={<span className="cat-visually-hidden">MRP ({label})</span>} inputMode="decimal" value={size.mrp} onValue={(v) => setSize(i, j, { mrp: v })} error={err(`${at}.mrp`)} className="cat-cell" />
                      </td>
                      <td>
                        {size.id ? (
                          <span className="cat-stock">
                            {size.currentStock}
                            <span className="admin-muted cat-small"> (adjust below)</span>
                          </span>
                        ) : (
                          <Field label={<span className="cat-visually-hidden">Opening stock ({label})</span>} inputMode="numeric" value={size.stock} onValue={(v) => setSize(i, j, { stock: v })} error={err(`${at}.stock`)} className="cat-cell" />
                        )}
                      </td>
                      <td>
                        <Field label={<span className="cat-visually-hidden">Low-stock threshold ({label})</span>} inputMode="numeric" value={size.lowStockThreshold} onValue={(v) => setSize(i, j, { lowStockThreshold: v })} error={err(`${at}.lowStockThreshold`)} className="cat-cell" />
                      </td>
                      <td>
                        <button type="button" className="admin-btn admin-btn--small admin-btn--danger" disabled={variant.sizes.length === 1} onClick={() => setVariant(i, { sizes: variant.sizes.filter((_, k) => k !== j) })} aria-label={`Remove size ${size.size || j + 1} of colour ${i + 1}`}>
                          ✕
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {err(`variants.${i}.sizes`) && <p className="admin-field-error">{err(`variants.${i}.sizes`)}</p>}
            <div className="admin-actions">
              <button type="button" className="admin-btn admin-btn--small" onClick={() => setVariant(i, { sizes: [...variant.sizes, newSize()] })}>
                Add size to colour {i + 1}
              </button>
              <button type="button" className="admin-btn admin-btn--small admin-btn--danger" disabled={form.variants.length === 1} onClick={() => set('variants', form.variants.filter((_, k) => k !== i))}>
                Remove colour {i + 1}
              </button>
            </div>
            {variant.id && (
              <p className="admin-muted">Removing a colour or size that has been ordered archives it (out of the shop, its order and stock history kept); while an open order or return refers to it, saving refuses and names them.</p>
            )}
          </fieldset>
        ))}
        <div className="admin-actions cat-block">
          <button type="button" className="admin-btn" onClick={() => set('variants', [...form.variants, newVariant()])}>
            Add colour
          </button>
          <button type="submit" className="admin-btn admin-btn--primary" disabled={creating.loading || updating.loading}>
            {creating.loading || updating.loading ? 'Saving…' : isNew ? 'Create product' : 'Save changes'}
          </button>
        </div>
      </form>
      {product && <StockPanel product={product} movements={existing.data?.stockMovements ?? []} onChanged={() => void existing.refetch()} />}
      {product && <ProductSizeChart productId={product.id} />}
    </section>
  );
}

interface Movement {
  id: string;
  sizeId: string;
  delta: number;
  stockAfter: number;
  reason: string;
  note: string;
  staffId: string;
  createdAt: string;
}

/** Stock of every size, an adjustment form (change + reason + note), and the history. */
function StockPanel({ product, movements, onChanged }: { product: AdminProductFieldsFragment; movements: Movement[]; onChanged: () => void }) {
  const sizes = product.variants.flatMap((v) => v.sizes.map((s) => ({ ...s, label: `${v.colorName} / ${s.size}` })));
  const [sizeId, setSizeId] = useState(sizes[0]?.id ?? '');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<StockReason>('RESTOCK');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [adjust, adjusting] = useMutation(ADJUST_STOCK);
  const labelOf = new Map(sizes.map((s) => [s.id, s.label]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change = Number(delta);
    if (!Number.isInteger(change) || change === 0) return setMessage({ ok: false, text: 'Enter a whole number other than 0 (negative removes stock).' });
    try {
      const result = await adjust({ variables: { sizeId, delta: change, reason, note } });
      setMessage({ ok: true, text: `${labelOf.get(sizeId)}: ${result.data?.adjustStock.stock} in stock now.` });
      setDelta('');
      setNote('');
      onChanged();
    } catch (e) {
      setMessage({ ok: false, text: shownError(e)?.message ?? 'Could not adjust.' });
    }
  };

  return (
    <section aria-labelledby="stock-title" className="admin-card cat-block">
      <h2 id="stock-title">Stock</h2>
      <ul className="cat-stock-list">
        {sizes.map((s) => (
          <li key={s.id}>
            <span>{s.label}</span> <strong>{s.stock}</strong>
            {s.lowStock && <span className="admin-badge admin-badge--warn cat-gap">Low (≤ {s.lowStockThreshold})</span>}
            <span className="admin-muted cat-small cat-gap">{rupees(s.price)}</span>
          </li>
        ))}
      </ul>
      <form className="admin-filters" onSubmit={submit} noValidate aria-label="Adjust stock">
        <div className="admin-field">
          <label htmlFor="adjust-size">Size</label>
          <select id="adjust-size" value={sizeId} onChange={(e) => setSizeId(e.target.value)}>
            {sizes.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <Field label="Change (+ adds, − removes)" inputMode="numeric" value={delta} onValue={setDelta} />
        <div className="admin-field">
          <label htmlFor="adjust-reason">Reason</label>
          <select id="adjust-reason" value={reason} onChange={(e) => setReason(e.target.value as StockReason)}>
            <option value="RESTOCK">Restock</option>
            <option value="DAMAGE">Damage</option>
            <option value="CORRECTION">Correction</option>
          </select>
        </div>
        <Field label="Note" value={note} onValue={setNote} maxLength={200} />
        <button type="submit" className="admin-btn admin-btn--primary" disabled={adjusting.loading}>
          Adjust stock
        </button>
      </form>
      {message && (
        <p className={message.ok ? 'admin-note' : 'admin-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      {movements.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="cat-caption">Stock history</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Size</th>
                <th scope="col" className="num">
                  Change
                </th>
                <th scope="col" className="num">
                  After
                </th>
                <th scope="col">Reason</th>
                <th scope="col">Note</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {movements.map((m) => (
                <tr key={m.id}>
                  <td>{new Date(m.createdAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td>{labelOf.get(m.sizeId) ?? `#${m.sizeId}`}</td>
                  <td className="num">{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
                  <td className="num">{m.stockAfter}</td>
                  <td>{m.reason}</td>
                  <td>{m.note}</td>
                  <td>{m.staffId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The product list: search, filters (category, published, low stock, archived), publish switch,
 * links to edit; select products (or take every one the filters match) to publish, unpublish,
 * archive or restore them in one go.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { BULK_PRODUCTS, CATALOGUE_SECTIONS, PRODUCT_LIST, SET_PUBLISHED } from './catalogue.documents';
import type { ProductBulkAction } from '../gql/graphql';
import { shownError } from '../errors';
import { rupees } from './format';
import './catalogue.css';

const ACTION_TEXT: Record<ProductBulkAction, [string, string]> = {
  PUBLISH: ['Publish', 'published'],
  UNPUBLISH: ['Unpublish', 'unpublished'],
  ARCHIVE: ['Archive', 'archived'],
  RESTORE: ['Restore', 'restored (unpublished)'],
};

export default function Products() {
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState(params.get('categoryId') ?? '');
  const [published, setPublished] = useState<'' | 'true' | 'false'>('');
  const [lowStockOnly, setLowStockOnly] = useState(false);
  const [archived, setArchived] = useState(false);
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [note, setNote] = useState<string | null>(null);
  const filter = { search: search.trim() || null, categoryId: categoryId || null, published: published === '' ? null : published === 'true', lowStockOnly, archived };
  const { data, loading, error } = useQuery(PRODUCT_LIST, { variables: { ...filter, offset } });
  const sections = useQuery(CATALOGUE_SECTIONS);
  // The list rows are summaries (another cache type): read them again after a switch.
  const [setPublishedFlag, publishing] = useMutation(SET_PUBLISHED, { refetchQueries: ['AdminProductList'], awaitRefetchQueries: true });
  const [bulk, bulking] = useMutation(BULK_PRODUCTS, { refetchQueries: ['AdminProductList'], awaitRefetchQueries: true });
  const list = data?.adminProducts;
  const problem = shownError(error ?? publishing.error ?? bulking.error);
  const refilter = (change: () => void) => {
    change();
    setOffset(0);
    setSelected(new Set());
    setNote(null);
  };
  const pageIds = list?.items.map((p) => p.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const run = async (action: ProductBulkAction, everyMatch: boolean) => {
    const howMany = everyMatch ? (list?.totalCount ?? 0) : selected.size;
    if (everyMatch && !window.confirm(`${ACTION_TEXT[action][0]} all ${howMany.toLocaleString('en-IN')} products these filters show?`)) return;
    try {
      const result = await bulk({ variables: everyMatch ? { action, filter } : { action, ids: [...selected] } });
      setNote(`${(result.data?.bulkUpdateProducts ?? 0).toLocaleString('en-IN')} products ${ACTION_TEXT[action][1]}. The shop shows it now.`);
      setSelected(new Set());
    } catch {
      // shown through bulking.error
    }
  };
  const actions: ProductBulkAction[] = archived ? ['RESTORE'] : ['PUBLISH', 'UNPUBLISH', 'ARCHIVE'];

  return (
    <section aria-labelledby="products-title">
      <div className="cat-head">
        <h1 id="products-title">Products</h1>
        <Link className="admin-btn admin-btn--primary" to="/admin/products/new">
          New product
        </Link>
      </div>
      <form className="admin-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="admin-field">
          <span>Search by name or id</span>
          <input type="search" value={search} onChange={(e) => refilter(() => setSearch(e.target.value))} />
        </label>
        <label className="admin-field">
          <span>Category</span>
          <select value={categoryId} onChange={(e) => refilter(() => setCategoryId(e.target.value))}>
            <option value="">All</option>
            {sections.data?.catalogueSections.map((s) => (
              <optgroup key={s.id} label={s.name}>
                {s.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>Shown in the shop</span>
          <select value={published} onChange={(e) => refilter(() => setPublished(e.target.value as typeof published))}>
            <option value="">All</option>
            <option value="true">Published</option>
            <option value="false">Unpublished</option>
          </select>
        </label>
        <label className="cat-check">
          <input type="checkbox" checked={lowStockOnly} onChange={(e) => refilter(() => setLowStockOnly(e.target.checked))} /> Low stock only
        </label>
        <label className="cat-check">
          <input type="checkbox" checked={archived} onChange={(e) => refilter(() => setArchived(e.target.checked))} /> Archived
        </label>
      </form>
      {problem && (
        <p className="admin-error" role="alert">
          {problem.message}
        </p>
      )}
      {note && (
        <p className="admin-note" role="status">
          {note}
        </p>
      )}
      <p className="admin-muted" role="status">
        {loading && !list ? 'Loading…' : list ? `${list.totalCount.toLocaleString('en-IN')} ${archived ? 'archived ' : ''}products` : ''}
      </p>
      {list && list.totalCount > 0 && (
        <div className="admin-actions cat-block" role="group" aria-label="Change many products">
          {actions.map((action) => (
            <button key={action} type="button" className="admin-btn admin-btn--small" disabled={selected.size === 0 || bulking.loading} onClick={() => void run(action, false)}>
              {ACTION_TEXT[action][0]} selected ({selected.size})
            </button>
          ))}
          {actions.map((action) => (
            <button key={`all-${action}`} type="button" className="admin-btn admin-btn--small" disabled={bulking.loading} onClick={() => void run(action, true)}>
              {ACTION_TEXT[action][0]} all {list.totalCount.toLocaleString('en-IN')} shown by the filters
            </button>
          ))}
        </div>
      )}
      {list && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="cat-visually-hidden">Products, newest first</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select every product on this page"
                    checked={allOnPage}
                    onChange={() => setSelected(allOnPage ? new Set([...selected].filter((id) => !pageIds.includes(id))) : new Set([...selected, ...pageIds]))}
                  />
                </th>
                <th scope="col">Product</th>
                <th scope="col">Category</th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col" className="num">
                  Stock
                </th>
                <th scope="col">Shop</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((p) => (
                <tr key={p.id}>
                  <td>
                    <input type="checkbox" aria-label={`Select ${p.name}`} checked={selected.has(p.id)} onChange={() => toggle(p.id)} />
                  </td>
                  <td>
                    <div className="cat-product-cell">
                      {p.image ? <img src={p.image} alt="" width={40} height={50} loading="lazy" /> : <span className="cat-thumb-empty" aria-hidden="true" />}
                      <span>
                        <Link to={`/admin/products/${p.id}`}>{p.name}</Link>
                        <span className="admin-muted cat-small"> #{p.id}</span>
                      </span>
                    </div>
                  </td>
                  <td>{p.categoryName}</td>
                  <td className="num">{rupees(p.listingPrice)}</td>
                  <td className="num">
                    {p.totalStock}
                    {p.lowStockSizes > 0 && <span className="admin-badge admin-badge--warn cat-gap">{p.lowStockSizes} low</span>}
                  </td>
                  <td>
                    {p.archivedAt ? (
                      <span className="admin-badge">Archived {new Date(p.archivedAt).toLocaleDateString('en-GB')}</span>
                    ) : (
                      <label className="cat-check">
                        <input
                          type="checkbox"
                          checked={p.published}
                          disabled={publishing.loading}
                          onChange={(e) => void setPublishedFlag({ variables: { id: p.id, published: e.target.checked } }).catch(() => undefined)}
                        />
                        {p.published ? 'Published' : 'Hidden'}
                        <span className="cat-visually-hidden"> — {p.name}</span>
                      </label>
                    )}
                    {p.published && !p.inShop && !p.archivedAt && <span className="admin-badge admin-badge--warn cat-gap">Category hidden</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && list.totalCount > 25 && (
        <nav className="admin-pager" aria-label="Pages">
          <button type="button" className="admin-btn" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - 25))}>
            Previous
          </button>
          <span>
            {offset + 1}–{Math.min(offset + 25, list.totalCount)} of {list.totalCount}
          </span>
          <button type="button" className="admin-btn" disabled={offset + 25 >= list.totalCount} onClick={() => setOffset(offset + 25)}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}

/** The product list: search, filters (published, low stock), publish switch, links to edit. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { PRODUCT_LIST, SET_PUBLISHED } from './catalogue.documents';
import { shownError } from '../errors';
import { rupees } from './format';
import './catalogue.css';

export default function Products() {
  const [search, setSearch] = useState('');
  const [published, setPublished] = useState<'' | 'true' | 'false'>('');
  const [lowStockOnly, setLowStockOnly] = useState(false);
  const [offset, setOffset] = useState(0);
  const variables = { search: search.trim() || null, published: published === '' ? null : published === 'true', lowStockOnly, offset };
  const { data, loading, error } = useQuery(PRODUCT_LIST, { variables });
  // The list rows are summaries (another cache type): read them again after a switch.
  const [setPublishedFlag, publishing] = useMutation(SET_PUBLISHED, { refetchQueries: ['AdminProductList'], awaitRefetchQueries: true });
  const list = data?.adminProducts;
  const problem = shownError(error ?? publishing.error);

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
          <input type="search" value={search} onChange={(e) => {
              setSearch(e.target.value);
              setOffset(0);
            }} />
        </label>
        <label className="admin-field">
          <span>Shown in the shop</span>
          <select value={published} onChange={(e) => {
              setPublished(e.target.value as typeof published);
              setOffset(0);
            }}>
            <option value="">All</option>
            <option value="true">Published</option>
            <option value="false">Unpublished</option>
          </select>
        </label>
        <label className="cat-check">
          <input type="checkbox" checked={lowStockOnly} onChange={(e) => {
              setLowStockOnly(e.target.checked);
              setOffset(0);
            }} /> Low stock only
        </label>
      </form>
      {problem && (
        <p className="admin-error" role="alert">
          {problem.message}
        </p>
      )}
      <p className="admin-muted" role="status">
        {loading && !list ? 'Loading…' : list ? `${list.totalCount.toLocaleString('en-IN')} products` : ''}
      </p>
      {list && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="cat-visually-hidden">Products, newest first</caption>
            <thead>
              <tr>
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

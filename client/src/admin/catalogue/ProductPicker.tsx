/**
 * Chooses the products of an offer or themed collection by name: a search box lists matches
 * (published or not, hidden ones marked), "Add" appends one, and the chosen list keeps its order
 * (Move up / Move down / Remove). Staff never type ids.
 */
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { PICKER_PRODUCTS } from './catalogue.documents';

export interface PickedProduct {
  id: string;
  name: string;
}

export function ProductPicker(props: { label: string; value: PickedProduct[]; onChange: (next: PickedProduct[]) => void; error?: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // Ask once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, loading } = useQuery(PICKER_PRODUCTS, { variables: { search }, skip: search.length < 2 });
  const chosen = new Set(props.value.map((p) => p.id));
  const results = search.length < 2 ? [] : (data?.adminProducts.items ?? []);
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= props.value.length) return;
    const next = [...props.value];
    [next[index], next[to]] = [next[to], next[index]];
    props.onChange(next);
  };

  return (
    <fieldset className="cat-photos cat-picker" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend>{props.label}</legend>
      {props.value.length === 0 ? (
        <p className="admin-muted cat-small">No products yet: search below and add them.</p>
      ) : (
        <ol className="cat-picker__chosen" aria-label="Chosen products, in the order shown">
          {props.value.map((p, index) => (
            <li key={p.id}>
              <span className="cat-picker__name">{p.name}</span>
              <span className="admin-actions">
                <button type="button" className="admin-btn admin-btn--small" onClick={() => move(index, -1)} aria-label={`Move ${p.name} up`}>
                  ↑
                </button>
                <button type="button" className="admin-btn admin-btn--small" onClick={() => move(index, 1)} aria-label={`Move ${p.name} down`}>
                  ↓
                </button>
                <button type="button" className="admin-btn admin-btn--small" onClick={() => props.onChange(props.value.filter((x) => x.id !== p.id))} aria-label={`Remove ${p.name}`}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {props.error && (
        <p id={`${id}-error`} className="admin-field-error">
          {props.error}
        </p>
      )}
      <div className="admin-field">
        <label htmlFor={`${id}-search`}>Find a product by name</label>
        <input id={`${id}-search`} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. kurta" autoComplete="off" />
      </div>
      {search.length >= 2 && (
        <ul className="cat-picker__results" aria-label="Matching products" aria-busy={loading}>
          {!loading && results.length === 0 && <li className="admin-muted">No product matches “{search}”.</li>}
          {results.map((p) => (
            <li key={p.id}>
              {p.image ? <img src={p.image} alt="" width={32} height={40} loading="lazy" /> : <span className="cat-thumb-empty" />}
              <span className="cat-picker__name">
                {p.name}
                {!p.published && <span className="admin-muted"> (hidden)</span>}
              </span>
              <button
                type="button"
                className="admin-btn admin-btn--small"
                disabled={chosen.has(p.id)}
                onClick={() => props.onChange([...props.value, { id: p.id, name: p.name }])}
                aria-label={chosen.has(p.id) ? `${p.name} is chosen` : `Add ${p.name}`}
              >
                {chosen.has(p.id) ? 'Added' : 'Add'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

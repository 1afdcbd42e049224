/**
 * The delivery area: import the courier's pincode list (CSV: pincode, cod, days), check the
 * preview (counts and each problem with its line), apply; list and search pincodes, switch one
 * off or on. The shop's pincode check, the address form and checkout follow on the next request.
 */
import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { IMPORT_PINCODES, PINCODES_CSV, PREVIEW_PINCODES, SERVICEABLE_PINCODES, SET_PINCODE } from './delivery.documents';
import type { PreviewPincodeImportQuery } from '../gql/graphql';
import { shownError } from '../errors';
import '../catalogue/catalogue.css';

type Preview = PreviewPincodeImportQuery['previewPincodeImport'];
const MAX_BYTES = 4 * 1024 * 1024;
const count = (n: number) => n.toLocaleString('en-IN');
const pincodes = (n: number) => `${count(n)} ${n === 1 ? 'pincode' : 'pincodes'}`;

export default function DeliveryArea() {
  const client = useApolloClient();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | 'true' | 'false'>('');
  const [offset, setOffset] = useState(0);
  const [csv, setCsv] = useState('');
  const [replace, setReplace] = useState(true);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const variables = { search: search.trim() || null, deliverable: status === '' ? null : status === 'true', offset };
  const { data, error, refetch } = useQuery(SERVICEABLE_PINCODES, { variables, fetchPolicy: 'cache-and-network' });
  const [importNow, importing] = useMutation(IMPORT_PINCODES);
  const [setPincode] = useMutation(SET_PINCODE);
  const list = data?.serviceablePincodes;

  const check = async (text: string, asWhole: boolean) => {
    setMessage(null);
    try {
      const { data: answer } = await client.query({ query: PREVIEW_PINCODES, variables: { csv: text, replace: asWhole }, fetchPolicy: 'network-only' });
      setPreview(answer?.previewPincodeImport ?? null);
    } catch (e) {
      setMessage({ ok: false, text: shownError(e)?.message ?? 'Could not read the file.' });
    }
  };
  const read = async (file: File | undefined) => {
    if (!file) return;
    setPreview(null);
    if (file.size > MAX_BYTES) return setMessage({ ok: false, text: 'That file is too large (4 MB at most).' });
    const text = await file.text();
    setCsv(text);
    await check(text, replace);
  };
  const apply = async () => {
    try {
      const result = await importNow({ variables: { csv, replace } });
      setMessage({ ok: true, text: `Imported ${pincodes(result.data?.importPincodes.rows ?? 0)}. The store now delivers to ${pincodes(result.data?.importPincodes.deliverableAfter ?? 0)}.` });
      setPreview(null);
      setCsv('');
      await refetch();
    } catch (e) {
      setMessage({ ok: false, text: shownError(e)?.message ?? 'Could not import.' });
    }
  };
  const download = async () => {
    const { data: answer } = await client.query({ query: PINCODES_CSV, fetchPolicy: 'network-only' });
    const url = URL.createObjectURL(new Blob([answer?.serviceablePincodesCsv ?? ''], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'delivery-area.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const toggle = async (pincode: string, deliverable: boolean) => {
    try {
      await setPincode({ variables: { pincode, deliverable } });
      setMessage({ ok: true, text: deliverable ? `Delivering to ${pincode} again.` : `Stopped delivering to ${pincode}. The shop's check and checkout refuse it now.` });
      await refetch();
    } catch (e) {
      setMessage({ ok: false, text: shownError(e)?.message ?? 'Could not change it.' });
    }
  };

  return (
    <section aria-labelledby="area-title">
      <h1 id="area-title">Delivery area</h1>
      {message && (
        <p className={message.ok ? 'admin-note' : 'admin-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <div className="admin-card cat-block">
        <h2 className="cat-section-title">Import the courier's pincode list</h2>
        <p className="admin-muted cat-small">A CSV with a first line naming its columns: pincode, cod (yes or no), days (1 to 30; empty: the store's default).</p>
        <label className="cat-check">
          <input
            type="checkbox"
            checked={replace}
            onChange={(e) => {
              setReplace(e.target.checked);
              if (csv) void check(csv, e.target.checked);
            }}
          />
          The list is the whole delivery area (stop delivering to pincodes not in it)
        </label>
        <div className="admin-actions cat-gap-top">
          <label className="admin-btn">
            Choose CSV file
            <input className="cat-visually-hidden" type="file" accept=".csv,text/csv" onChange={(e) => void read(e.target.files?.[0])} />
          </label>
          <button type="button" className="admin-btn" onClick={() => void download()}>
            Download the current area
          </button>
        </div>
        {preview && (
          <div className="cat-gap-top" aria-live="polite">
            <p>
              {pincodes(preview.rows)} read · {count(preview.switchedOn)} switched on · {count(preview.switchedOff)} switched off · the store will deliver to{' '}
              {count(preview.deliverableAfter)} pincodes.
            </p>
            {preview.problemCount > 0 ? (
              <>
                <p className="admin-error" role="alert">
                  {count(preview.problemCount)} problems: fix them and choose the file again. Nothing will be changed until then.
                </p>
                <ul className="admin-list">
                  {preview.problems.map((p) => (
                    <li key={`${p.line}-${p.message}`}>{p.line > 0 ? `Line ${p.line}: ${p.message}` : p.message}</li>
                  ))}
                </ul>
              </>
            ) : (
              <button type="button" className="admin-btn admin-btn--primary" disabled={importing.loading} onClick={() => void apply()}>
                Apply the list
              </button>
            )}
          </div>
        )}
      </div>
      <form className="admin-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="admin-field">
          <span>Pincode, city or state</span>
          <input
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setOffset(0);
            }}
          />
        </label>
        <label className="admin-field">
          <span>Delivery</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              setOffset(0);
            }}
          >
            <option value="">All</option>
            <option value="true">Delivering</option>
            <option value="false">Switched off</option>
          </select>
        </label>
      </form>
      {error && <p className="admin-error">{shownError(error)?.message}</p>}
      {list && (
        <>
          <p className="admin-muted" role="status">
            {pincodes(list.totalCount)} · the store delivers to {count(list.deliverableCount)}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="cat-visually-hidden">Pincodes and delivery</caption>
              <thead>
                <tr>
                  <th scope="col">Pincode</th>
                  <th scope="col">City, state</th>
                  <th scope="col">COD</th>
                  <th scope="col" className="num">
                    Days
                  </th>
                  <th scope="col">Delivery</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((p) => (
                  <tr key={p.pincode}>
                    <td>{p.pincode}</td>
                    <td>
                      {p.city}, {p.state}
                    </td>
                    <td>{p.deliverable ? (p.codAvailable ? 'Yes' : 'No') : '—'}</td>
                    <td className="num">{p.deliverable ? (p.deliveryDays ?? 'default') : '—'}</td>
                    <td>
                      <button type="button" className={`admin-btn admin-btn--small${p.deliverable ? ' admin-btn--danger' : ''}`} onClick={() => void toggle(p.pincode, !p.deliverable)}>
                        {p.deliverable ? 'Switch off' : 'Switch on'}
                        <span className="cat-visually-hidden"> {p.pincode}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.totalCount > 50 && (
            <nav className="admin-pager" aria-label="Pages">
              <button type="button" className="admin-btn" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - 50))}>
                Previous
              </button>
              <span>
                {offset + 1}–{Math.min(offset + 50, list.totalCount)} of {count(list.totalCount)}
              </span>
              <button type="button" className="admin-btn" disabled={offset + 50 >= list.totalCount} onClick={() => setOffset(offset + 50)}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

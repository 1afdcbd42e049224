/** Bulk stock and price update: download the sheet, upload the edited CSV, check the preview, apply. */
import { useState, type DragEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { APPLY_CSV, PREVIEW_CSV, STOCK_CSV } from './catalogue.documents';
import type { AdminPreviewStockCsvQuery } from '../gql/graphql';
import { shownError } from '../errors';
import './catalogue.css';

type Preview = AdminPreviewStockCsvQuery['previewStockCsv'];
/** The whole downloaded sheet (5,000 sizes, about 350 KB) is one upload; the server reads up to ADMIN_BODY_LIMIT. */
const MAX_BYTES = 1024 * 1024;

/** A row worth a line in the preview: it changes something, has a problem or conflicts (the whole sheet is 5,000 rows). */
const listed = (row: Preview['rows'][number]) => row.changes.length > 0 || row.errors.length > 0 || Boolean(row.conflict);

export default function StockCsv() {
  const client = useApolloClient();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [apply, applying] = useMutation(APPLY_CSV);

  const download = async () => {
    setMessage(null);
    try {
      const { data } = await client.query({ query: STOCK_CSV, fetchPolicy: 'network-only' });
      const url = URL.createObjectURL(new Blob([data?.stockCsv ?? ''], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'kapda-stock.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      setMessage({ ok: false, text: shownError(e)?.message ?? 'Could not download.' });
    }
  };
  const read = async (file: File | undefined) => {
    if (!file) return;
    setPreview(null);
    setMessage(null);
    if (file.size > MAX_BYTES) return setMessage({ ok: false, text: 'That file is too large for one upload (1 MB). Split it into smaller sheets.' });
    setFileName(file.name);
    const text = await file.text();
    setCsv(text);
    await check(text);
  };
  const check = async (text = csv) => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: PREVIEW_CSV, variables: { csv: text }, fetchPolicy: 'network-only' });
      setPreview(data?.previewStockCsv ?? null);
    } catch (e) {
      setMessage({ ok: false, text: shownError(e)?.message ?? 'Could not read the file.' });
    } finally {
      setBusy(false);
    }
  };
  const applyNow = async () => {
    try {
      const result = await apply({ variables: { csv } });
      setMessage({ ok: true, text: `Applied: ${result.data?.applyStockCsv.changedRows} sizes updated. The shop shows the new prices and stock now.` });
      setPreview(null);
      setCsv('');
      setFileName('');
    } catch (e) {
      setMessage({ ok: false, text: shownError(e)?.message ?? 'Could not apply.' });
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void read(event.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby="csv-title">
      <h1 id="csv-title">Bulk stock &amp; prices</h1>
      <ol className="cat-steps">
        <li>
          <button type="button" className="admin-btn" onClick={() => void download()}>
            Download the sheet (CSV)
          </button>{' '}
          <span className="admin-muted">One row per size: size_id, product, colour, size, price, mrp, stock, stock_at_download.</span>
        </li>
        <li>
          Change price, MRP or stock (an empty cell leaves the value as it is). Stock is the new count; a stock cell you do not edit changes nothing, and an edited one
          applies only while the size still has the stock_at_download count (sales since the download are shown as conflicts).
        </li>
        <li>
          <div className="cat-drop" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
            <label className="admin-btn" htmlFor="csv-file">
              Choose the edited CSV
            </label>
            <input id="csv-file" type="file" accept=".csv,text/csv" className="cat-visually-hidden" onChange={(e) => void read(e.target.files?.[0])} />
            <span>or drop it here{fileName ? ` — ${fileName}` : ''}</span>
          </div>
        </li>
      </ol>
      {message && (
        <p className={message.ok ? 'admin-note' : 'admin-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      {busy && <p role="status">Checking…</p>}
      {preview && (
        <div className="cat-block">
          <h2>Preview</h2>
          <p role="status">
            {preview.changedRows} {preview.changedRows === 1 ? 'size changes' : 'sizes change'}; {preview.errorRows} {preview.errorRows === 1 ? 'row has' : 'rows have'} problems;{' '}
            {preview.conflictRows} {preview.conflictRows === 1 ? 'row conflicts' : 'rows conflict'} with sales since the download.
            {(preview.errorRows > 0 || preview.conflictRows > 0) && ' Fix them in the file (or download the sheet again) and choose it again: nothing is applied while any row is wrong or conflicts.'}
          </p>
          {preview.conflictRows > 0 && (
            <ul className="cat-conflicts" aria-label="Conflicts with sales since the download">
              {preview.rows
                .filter((row) => row.conflict)
                .map((row) => (
                  <li key={row.line}>
                    <strong>
                      Line {row.line}, {row.product} ({row.colour} / {row.size}):
                    </strong>{' '}
                    {row.conflict?.message}
                  </li>
                ))}
            </ul>
          )}
          {preview.rows.some((row) => !listed(row)) && (
            <p className="admin-muted">{preview.rows.filter((row) => !listed(row)).length} rows change nothing and are not listed.</p>
          )}
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="cat-visually-hidden">Rows of the file</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Product</th>
                  <th scope="col">Colour / size</th>
                  <th scope="col">Changes</th>
                  <th scope="col">Problems</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.filter(listed).map((row) => (
                  <tr key={row.line} className={row.errors.length || row.conflict ? 'cat-row-error' : undefined}>
                    <td>{row.line}</td>
                    <td>{row.product}</td>
                    <td>
                      {row.colour} / {row.size}
                    </td>
                    <td>{row.changes.length ? row.changes.map((c) => `${c.field} ${c.from} → ${c.to}`).join('; ') : <span className="admin-muted">no change</span>}</td>
                    <td className="cat-problems">
                      {row.errors.join(' ')}
                      {row.conflict && (
                        <span className="cat-conflict">
                          {row.errors.length > 0 && ' '}
                          <strong>Conflict:</strong> {row.conflict.message}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="admin-actions cat-block">
            <button type="button" className="admin-btn admin-btn--primary" disabled={preview.errorRows > 0 || preview.conflictRows > 0 || preview.changedRows === 0 || applying.loading} onClick={() => void applyNow()}>
              Apply {preview.changedRows} changes
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

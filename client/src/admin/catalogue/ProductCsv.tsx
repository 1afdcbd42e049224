/**
 * New products from a CSV: choose the sheet (one row per size) and, optionally, the photos it
 * names in its images column; the photos are uploaded first and their names replaced by their
 * addresses; then the per-row preview, then the import (every product, or nothing). The export is
 * the same columns, as a template.
 */
import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IMPORT_PRODUCT_CSV, PREVIEW_PRODUCT_CSV, PRODUCT_CSV } from './catalogue.documents';
import type { PreviewProductCsvQuery } from '../gql/graphql';
import { uploadPhoto } from './upload';
import { shownError } from '../errors';
import './catalogue.css';

type Preview = PreviewProductCsvQuery['previewProductCsv'];
const MAX_BYTES = 4 * 1024 * 1024;

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += ch;
  }
  if (cell !== '' || row.length) row.push(cell), rows.push(row);
  return rows;
}
const csvLine = (cells: string[]) => cells.map((c) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

/** The sheet with the photo file names of its images column replaced by their uploaded addresses. */
export function withPhotoUrls(csv: string, urls: Map<string, string>): string {
  if (urls.size === 0) return csv;
  const rows = csvRows(csv.replace(/^\uFEFF/, ''));
  const at = (rows[0] ?? []).findIndex((h) => h.trim().toLowerCase() === 'images');
  if (at < 0) return csv;
  for (const row of rows.slice(1)) {
    if (row[at] !== undefined) row[at] = row[at].split(/([\s|]+)/).map((token) => urls.get(token) ?? token).join('');
  }
  return `${rows.map(csvLine).join('\n')}\n`;
}

export default function ProductCsv() {
  const client = useApolloClient();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [importNow, importing] = useMutation(IMPORT_PRODUCT_CSV);

  const read = async (sheet: File | undefined, photos: FileList | null) => {
    if (!sheet) return;
    setPreview(null);
    setMessage(null);
    if (sheet.size > MAX_BYTES) return setMessage({ ok: false, text: 'That file is too large (4 MB at most).' });
    setBusy(true);
    try {
      const urls = new Map<string, string>();
      for (const photo of Array.from(photos ?? [])) urls.set(photo.name, (await uploadPhoto(photo)).url);
      const text = withPhotoUrls(await sheet.text(), urls);
      setCsv(text);
      const { data } = await client.query({ query: PREVIEW_PRODUCT_CSV, variables: { csv: text }, fetchPolicy: 'network-only' });
      setPreview(data?.previewProductCsv ?? null);
    } catch (e) {
      setMessage({ ok: false, text: shownError(e)?.message ?? (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    const { data } = await client.query({ query: PRODUCT_CSV, fetchPolicy: 'network-only' });
    const url = URL.createObjectURL(new Blob([data?.productCsv ?? ''], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'kapda-products.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const apply = async () => {
    try {
      const result = await importNow({ variables: { csv } });
      setMessage({ ok: true, text: `Created ${result.data?.importProductCsv.products} products. The shop shows the published ones now.` });
      setPreview(null);
    } catch (e) {
      setMessage({ ok: false, text: shownError(e)?.message ?? 'Could not import.' });
    }
  };
  const [sheet, setSheet] = useState<File | undefined>();
  const [photos, setPhotos] = useState<FileList | null>(null);

  return (
    <section aria-labelledby="pcsv-title">
      <h1 id="pcsv-title">Import products</h1>
      {message && (
        <p className={message.ok ? 'admin-note' : 'admin-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <div className="admin-card cat-block">
        <p className="admin-muted cat-small">
          One row per size. Columns: product (a key grouping the rows of one product), name, section, category, subtitle, description, colour, colour_code, size, price, mrp, stock, hsn
          (empty or the category's), images (addresses or the names of photos chosen below, separated by spaces or |), published (yes/no). The import creates new products.
        </p>
        <div className="cat-row">
          <label className="admin-field">
            <span>The CSV sheet</span>
            <input type="file" accept=".csv,text/csv" onChange={(e) => setSheet(e.target.files?.[0])} />
          </label>
          <label className="admin-field">
            <span>Photos the sheet names (optional)</span>
            <input type="file" accept="image/*" multiple onChange={(e) => setPhotos(e.target.files)} />
          </label>
        </div>
        <div className="admin-actions">
          <button type="button" className="admin-btn admin-btn--primary" disabled={!sheet || busy} onClick={() => void read(sheet, photos)}>
            {busy ? 'Reading…' : 'Check the sheet'}
          </button>
          <button type="button" className="admin-btn" onClick={() => void download()}>
            Download the catalogue (CSV)
          </button>
        </div>
      </div>
      {preview && (
        <div className="admin-card cat-block" aria-live="polite">
          <p>
            {preview.products} products in {preview.rows.length} rows · {preview.errorRows} rows with problems
          </p>
          {preview.errorRows === 0 ? (
            <button type="button" className="admin-btn admin-btn--primary" disabled={importing.loading} onClick={() => void apply()}>
              Create {preview.products} products
            </button>
          ) : (
            <p className="admin-error" role="alert">
              Fix the rows marked below and check the sheet again. Nothing is created until then.
            </p>
          )}
          <div className="admin-table-wrap cat-gap-top">
            <table className="admin-table">
              <caption className="cat-visually-hidden">Rows of the sheet</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Product</th>
                  <th scope="col">Colour</th>
                  <th scope="col">Size</th>
                  <th scope="col">Problems</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.line} className={r.errors.length ? 'cat-row-error' : undefined}>
                    <td>{r.line}</td>
                    <td>{r.product}</td>
                    <td>{r.colour}</td>
                    <td>{r.size}</td>
                    <td>{r.errors.length ? r.errors.join(' ') : 'OK'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}

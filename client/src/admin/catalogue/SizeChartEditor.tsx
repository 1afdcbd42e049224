/**
 * A size chart's editor: fit, fit note, which measurements (columns), one row per size; values
 * typed in centimetres or inches (switch), each shown in the other unit beside it. Used for a
 * category's chart (its own screen) and a product's own chart (in the product editor).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams, Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import type { AdminSizeChartFieldsFragment, MeasurementKind, SizeChartInput, SizeFit } from '../gql/graphql';
import { CATEGORY_SIZE_CHART, PRODUCT_SIZE_CHARTS, SAVE_CATEGORY_SIZE_CHART, SAVE_PRODUCT_SIZE_CHART, STRUCTURE } from './catalogue.documents';
import { shownError } from '../errors';
import './catalogue.css';

const KINDS: Array<[MeasurementKind, string]> = [
  ['CHEST', 'Chest'],
  ['BUST', 'Bust'],
  ['WAIST', 'Waist'],
  ['HIP', 'Hip'],
  ['SHOULDER', 'Shoulder'],
  ['SLEEVE', 'Sleeve length'],
  ['LENGTH', 'Length'],
  ['INSEAM', 'Inseam'],
  ['WIDTH', 'Width'],
  ['BLOUSE_PIECE', 'Blouse piece'],
];
const label = (kind: MeasurementKind) => KINDS.find(([k]) => k === kind)?.[1] ?? kind;

interface Draft {
  fit: SizeFit;
  fitNote: string;
  measurements: MeasurementKind[];
  rows: Array<{ size: string; values: string[] }>;
}

const draftOf = (chart: AdminSizeChartFieldsFragment | null | undefined, inches: boolean): Draft =>
  chart
    ? {
        fit: chart.fit,
        fitNote: chart.fitNote,
        measurements: chart.columns.map((c) => c.kind),
        rows: chart.rows.map((r) => ({ size: r.size, values: r.measurements.map((m) => String(inches ? m.inches : m.cm)) })),
      }
    : { fit: 'REGULAR', fitNote: '', measurements: ['CHEST', 'LENGTH'], rows: [{ size: 'S', values: ['', ''] }] };

const other = (text: string, inches: boolean) => {
  const n = Number(text);
  if (!text.trim() || !Number.isFinite(n)) return '';
  return inches ? `${Math.round(n * 25.4) / 10} cm` : `${Math.round((n / 2.54) * 2) / 2} in`;
};

export function SizeChartForm(props: { chart: AdminSizeChartFieldsFragment | null | undefined; title: string; onSave: (chart: SizeChartInput) => Promise<unknown>; extra?: ReactNode }) {
  const [inches, setInches] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.chart, false));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [adding, setAdding] = useState<MeasurementKind | ''>('');
  const switchUnit = (toInches: boolean) => {
    // Re-read the values in the other unit (what was typed converts; the server keeps centimetres).
    setDraft((d) => ({
      ...d,
      rows: d.rows.map((r) =>
        ({ ...r, values: r.values.map((v) => (v.trim() === '' || !Number.isFinite(Number(v)) ? v : String(toInches ? Math.round((Number(v) / 2.54) * 2) / 2 : Math.round(Number(v) * 25.4) / 10))) }),
      ),
    }));
    setInches(toInches);
  };
  const setValue = (ri: number, mi: number, value: string) =>
    setDraft((d) => ({ ...d, rows: d.rows.map((r, i) => (i === ri ? { ...r, values: r.values.map((v, j) => (j === mi ? value : v)) } : r)) }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await props.onSave({ fit: draft.fit, fitNote: draft.fitNote, measurements: draft.measurements, inches, rows: draft.rows.map((r) => ({ size: r.size, values: r.values.map((v) => Number(v.trim() === '' ? NaN : v)) })) });
      setMessage({ ok: true, text: 'Saved. The product pages show it now.' });
    } catch (e) {
      setMessage({ ok: false, text: `${shownError(e)?.message ?? 'Could not save.'} Nothing was saved.` });
    }
  };
  const unit = inches ? 'in' : 'cm';
  return (
    <form className="admin-card cat-block" onSubmit={submit} noValidate aria-label={props.title}>
      <h2 className="cat-section-title">{props.title}</h2>
      {message && (
        <p className={message.ok ? 'admin-note' : 'admin-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <div className="cat-row">
        <div className="admin-field">
          <label htmlFor="chart-fit">Fit</label>
          <select id="chart-fit" value={draft.fit} onChange={(e) => setDraft((d) => ({ ...d, fit: e.target.value as SizeFit }))}>
            <option value="REGULAR">Regular</option>
            <option value="SLIM">Slim</option>
            <option value="RELAXED">Relaxed</option>
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="chart-note">Fit note</label>
          <input id="chart-note" value={draft.fitNote} maxLength={300} onChange={(e) => setDraft((d) => ({ ...d, fitNote: e.target.value }))} />
        </div>
      </div>
      <fieldset className="cat-check-row">
        <legend>Values in</legend>
        <label className="cat-check">
          <input type="radio" name="chart-unit" checked={!inches} onChange={() => switchUnit(false)} /> Centimetres
        </label>
        <label className="cat-check">
          <input type="radio" name="chart-unit" checked={inches} onChange={() => switchUnit(true)} /> Inches
        </label>
      </fieldset>
      <div className="admin-table-wrap">
        <table className="admin-table cat-sizes">
          <caption className="cat-visually-hidden">Measurements per size, in {unit}</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {draft.measurements.map((kind, mi) => (
                <th scope="col" key={kind}>
                  {label(kind)} ({unit}){' '}
                  <button
                    type="button"
                    className="admin-btn admin-btn--small"
                    aria-label={`Remove ${label(kind)}`}
                    onClick={() => setDraft((d) => ({ ...d, measurements: d.measurements.filter((_, j) => j !== mi), rows: d.rows.map((r) => ({ ...r, values: r.values.filter((_, j) => j !== mi) })) }))}
                  >
                    ×
                  </button>
                </th>
              ))}
              <th scope="col">
                <span className="cat-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.rows.map((row, ri) => (
              <tr key={ri}>
                <td>
                  <input className="cat-cell" aria-label={`Size of row ${ri + 1}`} value={row.size} onChange={(e) => setDraft((d) => ({ ...d, rows: d.rows.map((r, i) => (i === ri ? { ...r, size: e.target.value } : r)) }))} />
                </td>
                {draft.measurements.map((kind, mi) => (
                  <td key={kind}>
                    <input className="cat-cell" inputMode="decimal" aria-label={`${label(kind)} of ${row.size || `row ${ri + 1}`} (${unit})`} value={row.values[mi] ?? ''} onChange={(e) => setValue(ri, mi, e.target.value)} />
                    <span className="admin-muted cat-small"> {other(row.values[mi] ?? '', inches)}</span>
                  </td>
                ))}
                <td>
                  <button type="button" className="admin-btn admin-btn--small" aria-label={`Remove size ${row.size}`} onClick={() => setDraft((d) => ({ ...d, rows: d.rows.filter((_, i) => i !== ri) }))}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-actions cat-gap-top">
        <button type="button" className="admin-btn" onClick={() => setDraft((d) => ({ ...d, rows: [...d.rows, { size: '', values: d.measurements.map(() => '') }] }))}>
          Add size
        </button>
        <label className="admin-field cat-inline">
          <span className="cat-visually-hidden">Measurement to add</span>
          <select value={adding} onChange={(e) => setAdding(e.target.value as MeasurementKind)}>
            <option value="">Add a measurement…</option>
            {KINDS.filter(([k]) => !draft.measurements.includes(k)).map(([k, text]) => (
              <option key={k} value={k}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="admin-btn"
          disabled={!adding}
          onClick={() => {
            if (!adding) return;
            setDraft((d) => ({ ...d, measurements: [...d.measurements, adding], rows: d.rows.map((r) => ({ ...r, values: [...r.values, ''] })) }));
            setAdding('');
          }}
        >
          Add column
        </button>
      </div>
      <div className="admin-actions cat-gap-top">
        <button type="submit" className="admin-btn admin-btn--primary">
          Save size chart
        </button>
        {props.extra}
      </div>
    </form>
  );
}

/** /admin/size-charts/:categoryId: a category's chart. */
export default function CategorySizeChart() {
  const { categoryId = '' } = useParams();
  const { data, loading, error } = useQuery(CATEGORY_SIZE_CHART, { variables: { categoryId }, fetchPolicy: 'network-only' });
  const structure = useQuery(STRUCTURE);
  const [save] = useMutation(SAVE_CATEGORY_SIZE_CHART);
  const category = structure.data?.catalogueSections.flatMap((s) => s.categories).find((c) => c.id === categoryId);
  return (
    <section aria-labelledby="chart-title">
      <p>
        <Link to="/admin/structure">← Sections & categories</Link>
      </p>
      <h1 id="chart-title">Size chart{category ? ` of ${category.name}` : ''}</h1>
      {error && <p className="admin-error">{shownError(error)?.message}</p>}
      {loading ? (
        <p role="status">Loading…</p>
      ) : (
        <SizeChartForm
          title="Every product of the category shows this chart, unless it has its own"
          chart={data?.categorySizeChart}
          onSave={(chart) => save({ variables: { categoryId, chart } })}
        />
      )}
    </section>
  );
}

/** The product editor's part: the product's own chart, or its category's. */
export function ProductSizeChart({ productId }: { productId: string }) {
  const { data, loading, refetch } = useQuery(PRODUCT_SIZE_CHARTS, { variables: { productId }, fetchPolicy: 'network-only' });
  const [save] = useMutation(SAVE_PRODUCT_SIZE_CHART);
  const [editing, setEditing] = useState(false);
  if (loading || !data) return null;
  const own = data.productSizeCharts.own;
  const category = data.productSizeCharts.category;
  if (!own && !editing) {
    return (
      <section className="admin-card cat-block" aria-labelledby="product-chart-title">
        <h2 id="product-chart-title">Size chart</h2>
        <p className="admin-muted">{category ? 'This product shows its category’s size chart.' : 'Its category has no size chart.'}</p>
        <button type="button" className="admin-btn" onClick={() => setEditing(true)}>
          Give this product its own size chart
        </button>
      </section>
    );
  }
  return (
    <SizeChartForm
      key={own ? 'own' : 'new'}
      title="This product’s own size chart (instead of its category’s)"
      chart={own ?? category}
      onSave={async (chart) => {
        await save({ variables: { productId, chart } });
        await refetch();
      }}
      extra={
        <button
          type="button"
          className="admin-btn"
          onClick={async () => {
            await save({ variables: { productId, chart: null } });
            setEditing(false);
            await refetch();
          }}
        >
          Use the category’s chart
        </button>
      }
    />
  );
}

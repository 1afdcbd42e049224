/**
 * GST (owner): a month's return (totals by place of supply and rate, net of credit notes, and the
 * GSTR-1 CSV files), the dated rate table the invoices, credit notes and quotes apply, and the form
 * to add a rate when the GST Council changes one (it starts tomorrow or later; the server checks it).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { shownError } from '../errors';
import { ErrorNote, Loading, Section } from '../ui';
import { downloadFile, StaffApiError } from '../api';

const RatesQuery = graphql(`
  query AdminGstRates {
    adminGstRates {
      id
      hsnPrefix
      upToRupeesPerPiece
      ratePercent
      followsPrincipal
      validFrom
      validTo
      description
    }
  }
`);
const AddRate = graphql(`
  mutation AdminAddGstRate($input: GstRateInput!) {
    addGstRate(input: $input) {
      id
    }
  }
`);

const MonthQuery = graphql(`
  query AdminGstMonth($month: String!) {
    adminGstMonth(month: $month) {
      month
      taxable
      igst
      cgst
      sgst
      invoiceValue
      creditValue
      invoices {
        count
        from
        to
      }
      creditNotes {
        count
        from
        to
      }
      summary {
        placeOfSupply
        ratePercent
        taxable
        igst
        cgst
        sgst
      }
    }
  }
`);

const TABLES: Array<[string, string]> = [
  ['b2cs', 'B2CS (by state and rate)'],
  ['b2b', 'B2B (invoice-wise, with GSTIN)'],
  ['cdnr', 'CDNR (credit notes, registered)'],
  ['cdnur', 'CDNUR (credit notes, unregistered)'],
  ['hsn', 'HSN summary (Table 12)'],
  ['docs', 'Documents issued (Table 13)'],
];

/** The month before this one in India, 'YYYY-MM': the return usually filed now. */
function lastMonth(): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const d = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

const inr = (rupees: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees);
const day = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export default function Gst() {
  const { data, error, loading, refetch } = useQuery(RatesQuery);
  const [add, addState] = useMutation(AddRate, { onCompleted: () => void refetch() });
  const rows = data?.adminGstRates ?? [];
  return (
    <>
      <h1>GST</h1>
      <MonthReport />
      <Section title="GST rates">
        <p className="admin-muted">
          Each rate covers the HSN codes that start with its prefix (the longest prefix wins) from its first day to its last. A band reaches up to a taxable value per piece after the coupon; the
          invoice date decides which rates apply, so an invoice re-prints as issued.
        </p>
        <ErrorNote error={error} />
        {loading && !data && <Loading />}
        {data && (
          <div className="admin-table-wrap">
            <table className="admin-table" aria-label="GST rates">
              <thead>
                <tr>
                  <th scope="col">HSN</th>
                  <th scope="col">Taxable value a piece</th>
                  <th scope="col">Rate</th>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col" className="admin-wide-only">
                    What
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className={row.validTo ? 'admin-muted' : undefined}>
                    <td>{row.hsnPrefix}</td>
                    <td>{row.upToRupeesPerPiece === null ? (row.followsPrincipal ? 'follows the goods' : 'any') : `up to ${inr(row.upToRupeesPerPiece)}`}</td>
                    <td>{row.ratePercent}%</td>
                    <td>{day(row.validFrom)}</td>
                    <td>{row.validTo ? day(row.validTo) : 'in force'}</td>
                    <td className="admin-wide-only">{row.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <AddRateForm busy={addState.loading} error={addState.error} done={!!addState.data && !addState.loading} onAdd={(input) => add({ variables: { input } }).then(() => true, () => false)} />
    </>
  );
}

interface RateInput {
  hsnPrefix: string;
  validFrom: string;
  bands: Array<{ upToRupeesPerPiece: number | null; ratePercent: number }>;
  description: string;
}

function AddRateForm({ busy, error, done, onAdd }: { busy: boolean; error: unknown; done: boolean; onAdd: (input: RateInput) => Promise<boolean> }) {
  const [hsnPrefix, setHsn] = useState('');
  const [validFrom, setFrom] = useState('');
  const [lowRate, setLowRate] = useState('');
  const [ceiling, setCeiling] = useState('');
  const [highRate, setHighRate] = useState('');
  const [description, setDescription] = useState('');
  const shown = shownError(error);
  const fieldError = (field: string) =>
    shown?.field === field ? (
      <span className="admin-field-error" id={`gst-${field}-error`}>
        {shown.message}
      </span>
    ) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One rate, or two bands split at a ceiling per piece (the shape every apparel slab has had).
    const bands = ceiling.trim()
      ? [
          { upToRupeesPerPiece: Number(ceiling), ratePercent: Number(lowRate) },
          { upToRupeesPerPiece: null, ratePercent: Number(highRate) },
        ]
      : [{ upToRupeesPerPiece: null, ratePercent: Number(lowRate) }];
    void onAdd({ hsnPrefix: hsnPrefix.trim(), validFrom, bands, description: description.trim() });
  };
  return (
    <Section title="Add a dated rate">
      <form className="admin-filters" onSubmit={submit} aria-label="Add a dated rate">
        <label className="admin-field">
          <span>HSN prefix (2, 4, 6 or 8 digits)</span>
          <input name="hsnPrefix" inputMode="numeric" value={hsnPrefix} onChange={(e) => setHsn(e.target.value)} required aria-invalid={shown?.field === 'hsnPrefix' || undefined} />
          {fieldError('hsnPrefix')}
        </label>
        <label className="admin-field">
          <span>From (tomorrow or later)</span>
          <input name="validFrom" type="date" value={validFrom} onChange={(e) => setFrom(e.target.value)} required aria-invalid={shown?.field === 'validFrom' || undefined} />
          {fieldError('validFrom')}
        </label>
        <label className="admin-field">
          <span>Rate % (up to the ceiling, or flat)</span>
          <input name="lowRate" inputMode="decimal" value={lowRate} onChange={(e) => setLowRate(e.target.value)} required aria-invalid={shown?.field === 'bands' || undefined} />
          {fieldError('bands')}
        </label>
        <label className="admin-field">
          <span>Ceiling ₹ a piece (empty: flat rate)</span>
          <input name="ceiling" inputMode="decimal" value={ceiling} onChange={(e) => setCeiling(e.target.value)} />
        </label>
        <label className="admin-field">
          <span>Rate % above the ceiling</span>
          <input name="highRate" inputMode="decimal" value={highRate} onChange={(e) => setHighRate(e.target.value)} disabled={!ceiling.trim()} required={!!ceiling.trim()} />
        </label>
        <label className="admin-field">
          <span>What (goods, notification)</span>
          <input name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
          {fieldError('description')}
        </label>
        <button className="admin-btn admin-btn--primary" type="submit" disabled={busy}>
          Add rate
        </button>
      </form>
      {shown && !shown.field && <ErrorNote error={error} />}
      {done && (
        <p className="admin-note" role="status">
          Rate added: invoices dated from that day apply it.
        </p>
      )}
    </Section>
  );
}

function MonthReport() {
  const [month, setMonth] = useState(lastMonth);
  const [fileError, setFileError] = useState<string | null>(null);
  const { data, error, loading } = useQuery(MonthQuery, { variables: { month } });
  const m = data?.adminGstMonth;
  const download = (table: string) => {
    setFileError(null);
    downloadFile(`/admin/files/gst/${month}/${table}.csv`, `gstr1-${month}-${table}.csv`).catch((e) => setFileError(e instanceof StaffApiError ? e.message : 'The file could not be made.'));
  };
  return (
    <Section title="Monthly return (GSTR-1)">
      <label className="admin-field" style={{ maxWidth: 220 }}>
        <span>Month</span>
        <input type="month" name="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
      </label>
      <ErrorNote error={error} />
      {loading && !data && <Loading />}
      {m && (
        <>
          <p>
            {m.invoices.count} invoice{m.invoices.count === 1 ? '' : 's'}
            {m.invoices.from ? ` (${m.invoices.from} – ${m.invoices.to})` : ''}, {inr(m.invoiceValue)}; {m.creditNotes.count} credit note{m.creditNotes.count === 1 ? '' : 's'}
            {m.creditNotes.from ? ` (${m.creditNotes.from} – ${m.creditNotes.to})` : ''}, {inr(m.creditValue)}.
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table" aria-label="GST by place of supply and rate">
              <thead>
                <tr>
                  <th scope="col">Place of supply</th>
                  <th scope="col">Rate</th>
                  <th scope="col">Taxable value</th>
                  <th scope="col">IGST</th>
                  <th scope="col">CGST</th>
                  <th scope="col">SGST</th>
                </tr>
              </thead>
              <tbody>
                {m.summary.map((row) => (
                  <tr key={`${row.placeOfSupply}-${row.ratePercent}`}>
                    <td>{row.placeOfSupply}</td>
                    <td>{row.ratePercent}%</td>
                    <td>{inr(row.taxable)}</td>
                    <td>{inr(row.igst)}</td>
                    <td>{inr(row.cgst)}</td>
                    <td>{inr(row.sgst)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" colSpan={2}>
                    Net of credit notes
                  </th>
                  <td>
                    <strong>{inr(m.taxable)}</strong>
                  </td>
                  <td>
                    <strong>{inr(m.igst)}</strong>
                  </td>
                  <td>
                    <strong>{inr(m.cgst)}</strong>
                  </td>
                  <td>
                    <strong>{inr(m.sgst)}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className="admin-muted">Files for the GSTR-1 offline tool (CSV):</p>
          <div className="admin-actions">
            {TABLES.map(([table, label]) => (
              <button key={table} className="admin-btn admin-btn--small" type="button" onClick={() => download(table)}>
                {label}
              </button>
            ))}
          </div>
          {fileError && <p className="admin-field-error">{fileError}</p>}
        </>
      )}
    </Section>
  );
}

/**
 * The month's GST return (GSTR-1), pure: from the month's invoices and credit notes (each computed
 * as it is printed: computeInvoice / computeCreditNote at its invoice date's rates), the totals by
 * rate and place of supply, and the tables the GSTR-1 offline tool imports as CSV: B2B
 * (invoice-wise, with the buyer's GSTIN), B2CS (by state and rate, net of credit notes), CDNR and
 * CDNUR (credit notes), HSN summary (Table 12) and documents issued (Table 13). Every figure is the
 * sum of the documents' own lines, so the report reconciles with them to the paisa.
 */
import type { InvoiceLine } from './invoice-calc.js';

export interface ReportDocument {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  date: Date;
  /** The invoice a credit note reverses. */
  invoiceNumber: string;
  invoiceDate: Date;
  placeOfSupply: { name: string; gstCode: string };
  /** The buyer's GSTIN (a B2B supply), or null. */
  buyerGstin: string | null;
  buyerName: string | null;
  intraState: boolean;
  lines: InvoiceLine[];
  total: number;
}

export interface RateRow {
  placeOfSupply: string;
  ratePercent: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

export interface GstMonthReport {
  month: string;
  /** Net of credit notes, by place of supply and rate. */
  summary: RateRow[];
  totals: { taxable: number; igst: number; cgst: number; sgst: number; invoiceValue: number; creditValue: number };
  invoices: { count: number; from: string | null; to: string | null };
  creditNotes: { count: number; from: string | null; to: string | null };
  documents: ReportDocument[];
}

const IST_OFFSET_MS = 330 * 60_000;
/** The first instant of a month (India time) and of the next: [from, to). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(y, m - 1, 1) - IST_OFFSET_MS), to: new Date(Date.UTC(y, m, 1) - IST_OFFSET_MS) };
}

/** '05-Nov-2026': the date format of the offline tool's CSV templates, India time. */
export function gstDate(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${String(india.getUTCDate()).padStart(2, '0')}-${months[india.getUTCMonth()]}-${india.getUTCFullYear()}`;
}

const pos = (place: { name: string; gstCode: string }) => `${place.gstCode}-${place.name}`;
const sign = (doc: ReportDocument) => (doc.kind === 'INVOICE' ? 1 : -1);

/** Adds documents' lines into rows keyed by `key`, credit notes subtracting. */
function sumRates(docs: readonly ReportDocument[], key: (doc: ReportDocument, line: InvoiceLine) => string): Map<string, RateRow & { docs: ReportDocument[] }> {
  const rows = new Map<string, RateRow & { docs: ReportDocument[] }>();
  for (const doc of docs) {
    for (const line of doc.lines) {
      const k = key(doc, line);
      const row = rows.get(k) ?? { placeOfSupply: pos(doc.placeOfSupply), ratePercent: line.ratePercent, taxable: 0, igst: 0, cgst: 0, sgst: 0, docs: [] };
      const s = sign(doc);
      row.taxable += s * line.taxable;
      row.igst += s * line.igst;
      row.cgst += s * line.cgst;
      row.sgst += s * line.sgst;
      if (!row.docs.includes(doc)) row.docs.push(doc);
      rows.set(k, row);
    }
  }
  return rows;
}

const range = (numbers: string[]) => (numbers.length ? { from: numbers[0], to: numbers[numbers.length - 1] } : { from: null, to: null });

export function buildGstReport(month: string, documents: ReportDocument[]): GstMonthReport {
  const sorted = [...documents].sort((a, b) => a.number.localeCompare(b.number));
  const summary = [...sumRates(sorted, (doc, line) => `${pos(doc.placeOfSupply)}|${line.ratePercent}`).values()]
    .map(({ docs: _d, ...row }) => row)
    .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.ratePercent - b.ratePercent);
  const add = (pick: (r: RateRow) => number) => summary.reduce((total, row) => total + pick(row), 0);
  const invoices = sorted.filter((d) => d.kind === 'INVOICE');
  const notes = sorted.filter((d) => d.kind === 'CREDIT_NOTE');
  return {
    month,
    summary,
    totals: {
      taxable: add((r) => r.taxable),
      igst: add((r) => r.igst),
      cgst: add((r) => r.cgst),
      sgst: add((r) => r.sgst),
      invoiceValue: invoices.reduce((t, d) => t + d.total, 0),
      creditValue: notes.reduce((t, d) => t + d.total, 0),
    },
    invoices: { count: invoices.length, ...range(invoices.map((d) => d.number)) },
    creditNotes: { count: notes.length, ...range(notes.map((d) => d.number)) },
    documents: sorted,
  };
}

// ------------------------------------------------------------------ the offline tool's CSV files

const rupees = (paise: number) => (paise / 100).toFixed(2);
const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csv = (header: string[], rows: Array<Array<string | number>>) => [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n';

export const GSTR1_TABLES = ['b2b', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'docs'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

/** One table of the month in the offline tool's CSV shape (its template's header row, amounts in rupees). */
export function gstr1Csv(report: GstMonthReport, table: Gstr1Table): string {
  const docs = report.documents;
  const b2b = docs.filter((d) => d.buyerGstin);
  const b2c = docs.filter((d) => !d.buyerGstin);
  switch (table) {
    case 'b2b': {
      const rows: Array<Array<string | number>> = [];
      for (const doc of b2b.filter((d) => d.kind === 'INVOICE')) {
        for (const row of sumRates([doc], (_d, line) => String(line.ratePercent)).values()) {
          rows.push([doc.buyerGstin!, doc.buyerName ?? '', doc.number, gstDate(doc.date), rupees(doc.total), pos(doc.placeOfSupply), 'N', '', 'Regular B2B', '', row.ratePercent, rupees(row.taxable), '0.00']);
        }
      }
      return csv(['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Reverse Charge', 'Applicable % of Tax Rate', 'Invoice Type', 'E-Commerce GSTIN', 'Rate', 'Taxable Value', 'Cess Amount'], rows);
    }
    case 'b2cs': {
      // Supplies to unregistered buyers by state and rate, net of their credit notes.
      const rows = [...sumRates(b2c, (doc, line) => `${pos(doc.placeOfSupply)}|${line.ratePercent}`).values()]
        .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.ratePercent - b.ratePercent)
        .map((row) => ['OE', row.placeOfSupply, row.ratePercent, '', rupees(row.taxable), '0.00', '']);
      return csv(['Type', 'Place Of Supply', 'Rate', 'Applicable % of Tax Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'], rows);
    }
    case 'cdnr': {
      const rows: Array<Array<string | number>> = [];
      for (const doc of b2b.filter((d) => d.kind === 'CREDIT_NOTE')) {
        for (const row of sumRates([{ ...doc, kind: 'INVOICE' }], (_d, line) => String(line.ratePercent)).values()) {
          rows.push([doc.buyerGstin!, doc.buyerName ?? '', doc.number, gstDate(doc.date), 'C', pos(doc.placeOfSupply), 'N', 'Regular B2B', rupees(doc.total), '', row.ratePercent, rupees(row.taxable), '0.00']);
        }
      }
      return csv(['GSTIN/UIN of Recipient', 'Receiver Name', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Reverse Charge', 'Note Supply Type', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'], rows);
    }
    case 'cdnur': {
      // Credit notes to unregistered buyers are reported here only against B2C Large invoices
      // (inter-state, invoice value above ₹1,00,000); the rest are netted in B2CS.
      const rows: Array<Array<string | number>> = [];
      for (const doc of b2c.filter((d) => d.kind === 'CREDIT_NOTE' && !d.intraState && d.total > 10_000_000)) {
        for (const row of sumRates([{ ...doc, kind: 'INVOICE' }], (_d, line) => String(line.ratePercent)).values()) {
          rows.push(['B2CL', doc.number, gstDate(doc.date), 'C', pos(doc.placeOfSupply), rupees(doc.total), '', row.ratePercent, rupees(row.taxable), '0.00']);
        }
      }
      return csv(['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'], rows);
    }
    case 'hsn': {
      const rows = new Map<string, { hsn: string; rate: number; quantity: number; value: number; taxable: number; igst: number; cgst: number; sgst: number; service: boolean }>();
      for (const doc of docs) {
        const s = sign(doc);
        for (const line of doc.lines) {
          const service = line.hsnCode.startsWith('99');
          const key = `${line.hsnCode}|${line.ratePercent}`;
          const row = rows.get(key) ?? { hsn: line.hsnCode, rate: line.ratePercent, quantity: 0, value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0, service };
          row.quantity += service ? 0 : s * line.quantity;
          row.value += s * line.gross;
          row.taxable += s * line.taxable;
          row.igst += s * line.igst;
          row.cgst += s * line.cgst;
          row.sgst += s * line.sgst;
          rows.set(key, row);
        }
      }
      const out = [...rows.values()]
        .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
        .map((r) => [r.hsn, '', r.service ? 'NA' : 'PCS-PIECES', r.quantity, rupees(r.value), r.rate, rupees(r.taxable), rupees(r.igst), rupees(r.cgst), rupees(r.sgst), '0.00']);
      return csv(['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'], out);
    }
    case 'docs': {
      const rows: Array<Array<string | number>> = [];
      if (report.invoices.count) rows.push(['Invoices for outward supply', report.invoices.from!, report.invoices.to!, report.invoices.count, 0]);
      if (report.creditNotes.count) rows.push(['Credit Note', report.creditNotes.from!, report.creditNotes.to!, report.creditNotes.count, 0]);
      return csv(['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'], rows);
    }
  }
}

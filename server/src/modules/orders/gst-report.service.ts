/**
 * The GST screen's data (owner): a month's invoices and credit notes, computed as they print, and
 * the GSTR-1 tables built from them (gst-report.ts). Four statements whatever the month's size: the
 * invoices, the credit notes, their orders' lines, the rate table.
 */
import type { DataSource } from 'typeorm';
import { badInput } from '../../shared/errors.js';
import { ServiceContext } from '../../shared/service-context.js';
import { computeCreditNote } from './credit-note-calc.js';
import { computeInvoice, type InvoiceItemInput, type InvoiceOrderInput } from './invoice-calc.js';
import { buildGstReport, gstr1Csv, monthBounds, type GstMonthReport, type Gstr1Table, type ReportDocument } from './gst-report.js';
import type { TaxDocuments } from './tax-documents.js';

interface DocumentOrderRow {
  orderId: number;
  invoiceNumber: string;
  invoiceDate: Date;
  placeName: string | null;
  placeCode: string | null;
  discountAmount: number;
  shippingCharge: number;
  totalAmount: number;
  buyerGstin: string | null;
  buyerName: string | null;
  /** The seller's state code as kept on the order when it was invoiced. */
  sellerStateCode: string;
}

const ORDER_FACTS = `o.id AS "orderId", o.invoice_number AS "invoiceNumber", o.invoice_date AS "invoiceDate", o.place_of_supply AS "placeName",
  o.place_of_supply_code AS "placeCode", o.discount_amount AS "discountAmount", o.shipping_charge AS "shippingCharge", o.total_amount AS "totalAmount",
  o.buyer_gstin AS "buyerGstin", o.buyer_business_name AS "buyerName", coalesce(o.seller->>'stateCode', '') AS "sellerStateCode"`;

export class GstReportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly taxDocuments: Pick<TaxDocuments, 'policy'>,
  ) {}

  /** The month ('YYYY-MM', India time): totals by rate and place of supply, and its documents. */
  async month(month: string): Promise<GstMonthReport> {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month ?? '')) throw badInput('The month must look like 2026-11.', { field: 'month' });
    const { from, to } = monthBounds(month);
    const m = this.dataSource.manager;
    const [invoices, notes, policy]: [DocumentOrderRow[], Array<DocumentOrderRow & { number: string; issuedAt: Date; amount: number; items: Array<{ orderItemId: number; quantity: number }>; includesShipping: boolean }>, Awaited<ReturnType<TaxDocuments['policy']>>] = await Promise.all([
      m.query(`SELECT ${ORDER_FACTS} FROM orders o WHERE o.invoice_date >= $1 AND o.invoice_date < $2 AND o.invoice_number IS NOT NULL ORDER BY o.invoice_number`, [from, to]),
      m.query(
        `SELECT ${ORDER_FACTS}, cn.number, cn.issued_at AS "issuedAt", cn.amount, cn.items, cn.includes_shipping AS "includesShipping"
         FROM credit_note cn JOIN orders o ON o.id = cn.order_id WHERE cn.issued_at >= $1 AND cn.issued_at < $2 ORDER BY cn.number`,
        [from, to],
      ),
      this.taxDocuments.policy(ServiceContext.system(this.dataSource, 'gst-report')),
    ]);
    const orderIds = [...new Set([...invoices, ...notes].map((row) => row.orderId))];
    const items: Array<InvoiceItemInput & { id: number; orderId: number }> = orderIds.length
      ? await m.query(
          `SELECT id, order_id AS "orderId", product_name || ' (' || color_name || ', ' || size || ')' AS description, hsn_code AS "hsnCode", quantity, discounted_price AS "unitPrice"
           FROM order_item WHERE order_id = ANY($1::int[]) ORDER BY order_id, position, id`,
          [orderIds],
        )
      : [];
    const itemsOf = (orderId: number) => items.filter((item) => item.orderId === orderId);
    const inputOf = (row: DocumentOrderRow): InvoiceOrderInput => ({
      items: itemsOf(row.orderId).map(({ description, hsnCode, quantity, unitPrice }) => ({ description, hsnCode, quantity, unitPrice })),
      discountAmount: row.discountAmount,
      shippingCharge: row.shippingCharge,
      totalAmount: row.totalAmount,
      placeOfSupplyCode: row.placeCode ?? '97',
      sellerStateCode: row.sellerStateCode,
      supplyDate: new Date(row.invoiceDate),
    });
    const base = (row: DocumentOrderRow) => ({
      invoiceNumber: row.invoiceNumber,
      invoiceDate: new Date(row.invoiceDate),
      placeOfSupply: { name: row.placeName ?? 'Other Territory', gstCode: row.placeCode ?? '97' },
      buyerGstin: row.buyerGstin,
      buyerName: row.buyerName,
    });
    const documents: ReportDocument[] = [
      ...invoices.map((row) => {
        const invoice = computeInvoice(inputOf(row), policy);
        return { ...base(row), kind: 'INVOICE' as const, number: row.invoiceNumber, date: new Date(row.invoiceDate), intraState: invoice.intraState, lines: invoice.lines, total: invoice.total };
      }),
      ...notes.map((row) => {
        const note = computeCreditNote(inputOf(row), itemsOf(row.orderId).map((item) => item.id), policy, row);
        return { ...base(row), kind: 'CREDIT_NOTE' as const, number: row.number, date: new Date(row.issuedAt), intraState: note.intraState, lines: note.lines, total: note.total };
      }),
    ];
    return buildGstReport(month, documents);
  }

  /** One GSTR-1 table of the month as the offline tool's CSV. */
  async csv(month: string, table: Gstr1Table): Promise<string> {
    return gstr1Csv(await this.month(month), table);
  }
}

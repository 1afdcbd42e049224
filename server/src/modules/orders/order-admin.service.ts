/**
 * What the staff dashboard reads about orders beyond the shopper's view: the filtered, searchable
 * list (also exported as CSV), an order's extras (customer, courier, payment attempts, the actions
 * the state machine allows now) and the packing slip. Changes go through OrderService, so every
 * action notifies the shopper exactly as before.
 */
import type { DataSource } from 'typeorm';
import type { ServiceContext } from '../../shared/service-context.js';
import type { AuditService } from '../staff/audit.service.js';
import type { OrderService } from './order.service.js';
import PDFDocument from 'pdfkit';
import { badInput, DomainError } from '../../shared/errors.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, advanceVerdict, markCodPaidVerdict, ORDER_STATUS_LABELS, type OrderFacts, type OrderStatus } from './order-status.js';
import type { OrderView, ShippingAddressSnapshot } from './order.types.js';
import { computeInvoice } from './invoice-calc.js';
import { formatMoney } from '../../shared/money.js';
import { normalizeIndianPhone } from '../../shared/indian-formats.js';
import type { CustomerDirectory, ParcelsWithCourier, PaymentAttempts, PaymentAttemptRow } from './order-ports.js';

export interface OrderFilter {
  status?: string | null;
  paymentStatus?: string | null;
  paymentMethod?: string | null;
  /** Placed on or after this day (YYYY-MM-DD, India time). */
  from?: string | null;
  /** Placed on or before this day (YYYY-MM-DD, India time). */
  to?: string | null;
  /** An order number (KS00000042, or its digits) or a 10-digit phone (the shopper's or the delivery one). */
  search?: string | null;
  /** Changed (placed, moved, paid) at or after this instant: the list is then oldest change first (a partner's sync). */
  updatedSince?: Date | null;
}

export interface OrderListRow {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: string;
  paymentMethod: string;
  totalAmount: number;
  createdAt: Date;
  /** When it last changed (placed, moved, paid). */
  updatedAt: Date;
  customerId: number | null;
  customerPhone: string;
  customerName: string;
  itemCount: number;
  city: string;
  courier: string | null;
  trackingNumber: string | null;
}

export type { PaymentAttemptRow };

/** The dashboard's buttons: the next steps the state machine allows. */
export type OrderAction = 'CONFIRM' | 'SHIP' | 'OUT_FOR_DELIVERY' | 'DELIVER' | 'CANCEL' | 'MARK_COD_PAID';

const STEP_ACTION: Partial<Record<OrderStatus, OrderAction>> = { PROCESSING: 'CONFIRM', SHIPPED: 'SHIP', OUT_FOR_DELIVERY: 'OUT_FOR_DELIVERY', DELIVERED: 'DELIVER' };

/** Actions allowed now, from the same verdicts the service enforces. */
export function allowedActions(order: OrderFacts): OrderAction[] {
  const actions: OrderAction[] = [];
  const advance = advanceVerdict(order);
  if (advance.ok && STEP_ACTION[advance.next]) actions.push(STEP_ACTION[advance.next]!);
  if (order.status === 'PLACED' || order.status === 'PROCESSING') actions.push('CANCEL');
  if (markCodPaidVerdict(order).ok) actions.push('MARK_COD_PAID');
  return actions;
}

const LIST_MAX = 100;
const CSV_MAX = 10_000;

/** The orders CSV's GST columns (per order, or per line with ?lines=1). */
const TAX_HEADER = ['Invoice number', 'Invoice date (IST)', 'Place of supply', 'Discount (Rs.)', 'Shipping (Rs.)', 'GST rate', 'Taxable value (Rs.)', 'IGST (Rs.)', 'CGST (Rs.)', 'SGST (Rs.)', 'HSN'];
/** '2026-11-28 14:05' in India time. */
const istDateTime = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const field = (name: string, message: string) => badInput(message, { field: name });

/** A filter's search, parsed: an order number or a normalised phone (null when there is none). */
export function orderSearchOf(filter: OrderFilter): { number: string } | { phone: string } | null {
  const search = filter.search?.trim().replace(/\s+/g, '') ?? '';
  if (!search) return null;
  const number = /^KS(\d{1,8})$/i.exec(search)?.[1] ?? (/^\d{1,8}$/.test(search) ? search : null);
  const phone = normalizeIndianPhone(search);
  if (phone) return { phone };
  if (number) return { number: `KS${number.padStart(8, '0')}` };
  throw field('search', 'Search by order number (KS00000042) or a 10-digit mobile number.');
}

/**
 * The WHERE clause and parameters of a filter; bad input is refused field by field. A phone search
 * matches the delivery phone, and the orders of `phoneCustomerId` (the account with that phone,
 * which the customers module answers).
 */
/** A keyset cursor of the staff order list: which order it is for, the row's timestamp (exact, as PostgreSQL prints it) and id. */
function encodeOrderCursor(mode: 'c' | 'u', at: string, id: number): string {
  return Buffer.from(`${mode}|${at}|${id}`).toString('base64url');
}

function decodeOrderCursor(cursor: string, mode: 'c' | 'u'): { at: string; id: number } {
  const [kind, at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (kind !== mode || !at || Number.isNaN(Date.parse(at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'))) || !/^\d{1,10}$/.test(id ?? '')) {
    throw badInput('`after` must be the endCursor of a page of this same list (with or without updatedSince).', { field: 'after' });
  }
  return { at, id: Number(id) };
}

export function orderFilterSql(filter: OrderFilter, phoneCustomerId: number | null = null): { where: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.status) {
    if (!(ORDER_STATUSES as readonly string[]).includes(filter.status)) throw field('status', 'Unknown order status.');
    add((p) => `o.status = ${p}`, filter.status);
  }
  if (filter.paymentStatus) {
    if (!(PAYMENT_STATUSES as readonly string[]).includes(filter.paymentStatus)) throw field('paymentStatus', 'Unknown payment status.');
    add((p) => `o.payment_status = ${p}`, filter.paymentStatus);
  }
  if (filter.paymentMethod) {
    if (!(PAYMENT_METHODS as readonly string[]).includes(filter.paymentMethod)) throw field('paymentMethod', 'Unknown payment method.');
    add((p) => `o.payment_method = ${p}`, filter.paymentMethod);
  }
  for (const [name, op] of [['from', '>='], ['to', '<=']] as const) {
    const day = filter[name];
    if (!day) continue;
    if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw field(name, 'Enter a date as YYYY-MM-DD.');
    add((p) => `(o.created_at AT TIME ZONE 'Asia/Kolkata')::date ${op} ${p}::date`, day);
  }
  if (filter.from && filter.to && filter.from > filter.to) throw field('to', 'The end date is before the start date.');
  if (filter.updatedSince) {
    if (Number.isNaN(filter.updatedSince.getTime())) throw field('updatedSince', 'Enter an instant as an ISO date-time, e.g. 2026-11-28T10:00:00Z.');
    add((p) => `o.updated_at >= ${p}`, filter.updatedSince);
  }
  const search = orderSearchOf(filter);
  if (search && 'phone' in search) {
    params.push(search.phone);
    const phone = `$${params.length}`;
    if (phoneCustomerId === null) where.push(`o.shipping_address->>'phone' = ${phone}`);
    else {
      params.push(phoneCustomerId);
      where.push(`(o.shipping_address->>'phone' = ${phone} OR o.customer_id = $${params.length})`);
    }
  } else if (search) add((p) => `o.order_number = ${p}`, search.number);
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** What staff see for an order whose shopper deleted their account. */
const DELETED_ACCOUNT = '(account deleted)';

const LIST_COLUMNS = `o.id, o.order_number AS "orderNumber", o.status, o.payment_status AS "paymentStatus",
  o.payment_method AS "paymentMethod", o.total_amount AS "totalAmount", o.created_at AS "createdAt", o.updated_at AS "updatedAt",
  o.customer_id AS "customerId",
  (SELECT coalesce(sum(quantity), 0)::int FROM order_item i WHERE i.order_id = o.id) AS "itemCount",
  coalesce(o.shipping_address->>'city', '') AS city, o.courier, o.tracking_number AS "trackingNumber"`;

type ListRow = Omit<OrderListRow, 'customerPhone' | 'customerName'>;

const STAFF_SCOPE = { customerId: null, isStaff: true };

/** What the audit log keeps of an order: the facts staff change. */
const auditView = (o: Pick<OrderView, 'status' | 'paymentStatus'> & { courier?: string | null; trackingNumber?: string | null }) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  ...(o.courier !== undefined ? { courier: o.courier, trackingNumber: o.trackingNumber } : {}),
});

export class OrderAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: {
      customers: CustomerDirectory;
      payments: PaymentAttempts;
      orders: Pick<OrderService, 'advance' | 'markCodPaid' | 'cancelByStaff' | 'getForCaller' | 'taxPolicy'>;
      audit: Pick<AuditService, 'record'>;
      /** The store's name on the slip: its legal name, or its brand before that is set (store settings). */
      store: { current(): Promise<{ brandName: string; legalName: string | null } | null> };
      /** Absent: no courier bookings (every shipped order may be cancelled, as before). */
      parcels?: ParcelsWithCourier;
    },
  ) {}

  // ------------------------------------------------------------------ staff changes (audit-logged)

  /** One tracker step (OrderService.advance: refused unless `step.to` is the next one), audit-logged as `action`. */
  advance(ctx: ServiceContext, orderId: number, action: string, step: { to?: OrderStatus; shipment?: { courier: string; trackingNumber: string } }): Promise<OrderView> {
    return this.audited(ctx, orderId, action, (tx) => this.deps.orders.advance(tx, orderId, step), step.shipment ?? {});
  }

  /** Records the cash collected for a cash-on-delivery order, audit-logged. */
  markCodPaid(ctx: ServiceContext, orderId: number): Promise<OrderView> {
    return this.audited(ctx, orderId, 'order.mark-cod-paid', (tx) => this.deps.orders.markCodPaid(tx, orderId));
  }

  /** Cancels an order for the store (stock back, refund after commit), audit-logged with the reason. */
  cancel(ctx: ServiceContext, orderId: number, reason: string, options: { restock?: boolean; action?: string } = {}): Promise<OrderView> {
    return this.audited(
      ctx,
      orderId,
      options.action ?? 'order.cancel',
      async (tx) => {
        // Cancelling now would put back on sale units that are still on the road.
        if (await this.deps.parcels?.withCourier(tx, orderId)) {
          throw new DomainError('CONFLICT', 'The parcel is with the courier: the order is cancelled when it comes back (receive the returned parcel).');
        }
        return this.deps.orders.cancelByStaff(tx, orderId, reason, { restock: options.restock });
      },
      { reason: reason.trim(), restocked: options.restock ?? true },
    );
  }

  /**
   * A change and its audit record in one transaction: kept or lost together. The order service's
   * outside calls (refunds, notifications) run after this transaction commits (ctx.afterCommit).
   */
  private async audited(ctx: ServiceContext, orderId: number, action: string, change: (tx: ServiceContext) => Promise<OrderView>, extra: Record<string, unknown> = {}): Promise<OrderView> {
    const before = await this.deps.orders.getForCaller(STAFF_SCOPE, orderId);
    return ctx.transaction(async (tx) => {
      const after = await change(tx);
      await this.deps.audit.record(tx, { action, entityType: 'order', entityId: String(orderId), before: auditView(before), after: { ...auditView(after), ...extra } });
      return after;
    });
  }

  /**
   * One page of the filtered list, newest first, and how many match in all. Statements: the count
   * and the page (side by side), then the shoppers' names and phones in one batch (and, for a phone
   * search, the account with that phone first).
   */
  async search(filter: OrderFilter, limit = 50, offset = 0, after: string | null = null): Promise<{ total: number; rows: OrderListRow[]; endCursor: string | null; hasMore: boolean }> {
    const { where, params } = await this.filterSql(filter);
    const take = Math.min(Math.max(1, limit), LIST_MAX);
    const skip = Math.max(0, offset);
    // Newest first by (created_at, id); with updatedSince, oldest change first by (updated_at, id).
    // `after` continues from a row (keyset): an order placed meanwhile does not shift the page.
    const byChange = Boolean(filter.updatedSince);
    const key = byChange ? 'updated_at' : 'created_at';
    const pageWhere = [where ? where.replace(/^WHERE /, '') : ''].filter(Boolean);
    const pageParams = [...params];
    if (after) {
      if (skip > 0) throw badInput('Give `after` or `offset`, not both.', { field: 'offset' });
      const cursor = decodeOrderCursor(after, byChange ? 'u' : 'c');
      pageParams.push(cursor.at, cursor.id);
      pageWhere.push(`(o.${key}, o.id) ${byChange ? '>' : '<'} ($${pageParams.length - 1}::timestamptz, $${pageParams.length}::int)`);
    }
    const order = byChange ? 'o.updated_at, o.id' : 'o.created_at DESC, o.id DESC';
    const [[{ total }], found] = await Promise.all([
      this.dataSource.query(`SELECT count(*)::int AS total FROM orders o ${where}`, params) as Promise<Array<{ total: number }>>,
      this.dataSource.query(
        `SELECT ${LIST_COLUMNS}, o.${key}::text AS "sortKey" FROM orders o ${pageWhere.length ? `WHERE ${pageWhere.join(' AND ')}` : ''} ORDER BY ${order} LIMIT ${take + 1} OFFSET ${skip}`,
        pageParams,
      ) as Promise<Array<ListRow & { sortKey: string }>>,
    ]);
    const page = found.slice(0, take);
    const last = page[page.length - 1];
    const endCursor = last ? encodeOrderCursor(byChange ? 'u' : 'c', last.sortKey, last.id) : after;
    const rows = page.map(({ sortKey: _sortKey, ...row }) => row);
    return { total, rows: await this.withContacts(rows), endCursor, hasMore: found.length > take };
  }

  /** The filtered list as CSV (at most 10,000 rows), for spreadsheets. */
  async csv(filter: OrderFilter, options: { lines?: boolean } = {}): Promise<string> {
    const { where, params } = await this.filterSql(filter);
    const page: ListRow[] = await this.dataSource.query(`SELECT ${LIST_COLUMNS} FROM orders o ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${CSV_MAX}`, params);
    const rows = await this.withContacts(page);
    const tax = await this.taxColumns(page.map((r) => r.id));
    const header = ['Order number', 'Placed at', 'Status', 'Payment method', 'Payment status', 'Total (Rs.)', 'Items', 'Customer phone', 'Customer name', 'City', 'Courier', 'Tracking number', ...TAX_HEADER];
    const lines = rows.flatMap((r) => {
      const base = [r.orderNumber, new Date(r.createdAt).toISOString(), ORDER_STATUS_LABELS[r.status], r.paymentMethod, r.paymentStatus, formatMoney(r.totalAmount, 'plain'), r.itemCount, r.customerPhone, r.customerName, r.city, r.courier ?? '', r.trackingNumber ?? ''];
      const facts = tax.get(r.id)!;
      const taxRows = options.lines ? facts.lines : [facts.order];
      return taxRows.map((cells) => [...base, ...cells].map(csvCell).join(','));
    });
    return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
  }

  /**
   * The GST columns of orders (issue 27): invoice number and date (India time), place of supply,
   * discount, shipping, taxable value and tax per head as the invoice prints them (blank before
   * invoicing), HSN codes; per order and per line. Two statements for the whole file.
   */
  private async taxColumns(orderIds: number[]): Promise<Map<number, { order: string[]; lines: string[][] }>> {
    const out = new Map<number, { order: string[]; lines: string[][] }>();
    if (orderIds.length === 0) return out;
    const [facts, items, policy]: [
      Array<{ id: number; invoiceNumber: string | null; invoiceDate: Date | null; placeName: string | null; placeCode: string | null; sellerStateCode: string | null; discountAmount: number; shippingCharge: number; totalAmount: number }>,
      Array<{ orderId: number; description: string; hsnCode: string; quantity: number; unitPrice: number }>,
      Awaited<ReturnType<OrderService['taxPolicy']>>,
    ] = await Promise.all([
      this.dataSource.query(
        `SELECT id, invoice_number AS "invoiceNumber", invoice_date AS "invoiceDate", place_of_supply AS "placeName", place_of_supply_code AS "placeCode",
                seller->>'stateCode' AS "sellerStateCode",
                discount_amount AS "discountAmount", shipping_charge AS "shippingCharge", total_amount AS "totalAmount" FROM orders WHERE id = ANY($1::int[])`,
        [orderIds],
      ),
      this.dataSource.query(
        `SELECT order_id AS "orderId", product_name || ' (' || color_name || ', ' || size || ')' AS description, hsn_code AS "hsnCode", quantity, discounted_price AS "unitPrice"
         FROM order_item WHERE order_id = ANY($1::int[]) ORDER BY order_id, position, id`,
        [orderIds],
      ),
      this.deps.orders.taxPolicy(),
    ]);
    const rupees = (paise: number) => formatMoney(paise, 'plain');
    for (const f of facts) {
      const own = items.filter((item) => item.orderId === f.id);
      const head = [f.invoiceNumber ?? '', f.invoiceDate ? istDateTime(new Date(f.invoiceDate)) : '', f.placeName ? `${f.placeCode}-${f.placeName}` : ''];
      if (!f.invoiceNumber || !f.invoiceDate || !f.placeCode || !f.sellerStateCode) {
        const blank = ['', '', '', '', ''];
        out.set(f.id, {
          order: [...head, rupees(f.discountAmount), rupees(f.shippingCharge), ...blank, [...new Set(own.map((i) => i.hsnCode))].join(' ')],
          lines: own.map((i) => [...head, '', '', ...blank, i.hsnCode]),
        });
        continue;
      }
      const invoice = computeInvoice({ items: own, discountAmount: f.discountAmount, shippingCharge: f.shippingCharge, totalAmount: f.totalAmount, placeOfSupplyCode: f.placeCode, sellerStateCode: f.sellerStateCode, supplyDate: new Date(f.invoiceDate) }, policy);
      const money = (l: { taxable: number; igst: number; cgst: number; sgst: number }) => [rupees(l.taxable), rupees(l.igst), rupees(l.cgst), rupees(l.sgst)];
      out.set(f.id, {
        order: [...head, rupees(f.discountAmount), rupees(f.shippingCharge), '', ...money(invoice), [...new Set(own.map((i) => i.hsnCode))].join(' ')],
        lines: invoice.lines.map((line) => [...head, rupees(line.discount), '', `${line.ratePercent}%`, ...money(line), line.hsnCode]),
      });
    }
    return out;
  }

  /** An order's staff-only facts: who ordered, the shipment, and every payment attempt. */
  async extras(orderId: number): Promise<{ customerPhone: string; customerName: string; courier: string | null; trackingNumber: string | null; attempts: PaymentAttemptRow[] }> {
    const [[row], attempts] = await Promise.all([
      this.dataSource.query(`SELECT customer_id AS "customerId", courier, tracking_number AS "trackingNumber" FROM orders WHERE id = $1`, [orderId]) as Promise<
        Array<{ customerId: number | null; courier: string | null; trackingNumber: string | null }>
      >,
      this.deps.payments.attemptsOf(orderId),
    ]);
    if (!row) return { customerPhone: '', customerName: '', courier: null, trackingNumber: null, attempts };
    const [withContact] = await this.withContacts([row]);
    return { customerPhone: withContact.customerPhone, customerName: withContact.customerName, courier: row.courier, trackingNumber: row.trackingNumber, attempts };
  }

  /** The filter's SQL; a phone search first asks the customers module whose account has that phone. */
  private async filterSql(filter: OrderFilter): Promise<{ where: string; params: unknown[] }> {
    const search = orderSearchOf(filter);
    const phoneCustomerId = search && 'phone' in search ? await this.deps.customers.idWithPhone(search.phone) : null;
    return orderFilterSql(filter, phoneCustomerId);
  }

  /** Adds each row's shopper name and phone, asked of the customers module in one batch. */
  private async withContacts<T extends { customerId: number | null }>(rows: T[]): Promise<Array<T & { customerPhone: string; customerName: string }>> {
    const contacts = await this.deps.customers.contactsOf(rows.flatMap((r) => (r.customerId === null ? [] : [r.customerId])));
    return rows.map((r) => {
      const contact = r.customerId === null ? undefined : contacts.get(r.customerId);
      return { ...r, customerPhone: contact?.phone ?? '', customerName: contact ? (contact.name ?? '') : DELETED_ACCOUNT };
    });
  }

  /** The packing slip: what goes in the parcel and where it goes (no prices). */
  async packingSlipPdf(order: OrderView & { courier?: string | null; trackingNumber?: string | null }): Promise<Buffer> {
    const store = await this.deps.store.current();
    const storeName = store?.legalName || store?.brandName || '';
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Packing slip ${order.orderNumber}`, Author: storeName } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const a = order.shippingAddress as ShippingAddressSnapshot;
    doc.font('Helvetica-Bold').fontSize(16).text('PACKING SLIP', { align: 'center' });
    doc.moveDown(0.5).fontSize(11).text(storeName);
    doc.font('Helvetica').fontSize(10).text(`Order ${order.orderNumber}   Placed ${order.createdAt.toISOString().slice(0, 10)}   ${order.paymentMethod === 'COD' ? `Cash on delivery: collect ${formatMoney(order.totalAmount, 'ascii')}` : 'Prepaid'}`);
    if (order.courier) doc.text(`Courier: ${order.courier}   Tracking: ${order.trackingNumber ?? ''}`);
    doc.moveDown().font('Helvetica-Bold').text('Ship to');
    doc.font('Helvetica').text(a.fullName).text(`${a.houseName}, ${a.address}${a.locality ? `, ${a.locality}` : ''}`);
    if (a.landmark) doc.text(`Landmark: ${a.landmark}`);
    doc.text(`${a.city}, ${a.state} ${a.pincode}`).text(`Phone: ${a.phone}`);
    doc.moveDown().font('Helvetica-Bold').text('Qty   Item');
    doc.font('Helvetica');
    for (const item of order.items) doc.text(`${String(item.quantity).padEnd(5)} ${item.productName} (${item.colorName}, size ${item.size})`);
    doc.moveDown().fontSize(9).text(`${order.items.reduce((n, i) => n + i.quantity, 0)} piece(s). Checked by: ____________`);
    doc.end();
    return done;
  }
}

/** One CSV cell: quoted when needed; a leading = + - @ is neutralised so spreadsheets do not run it. */
export function csvCell(value: unknown): string {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

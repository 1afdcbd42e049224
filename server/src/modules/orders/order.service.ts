/**
 * Orders after they are placed: reading them (owner or staff), the state machine's one
 * `transition` (every status change: cancelling with stock back exactly once, coupon released and
 * refund when paid; staff moves; the unpaid-order expiry), payment received, and the GST invoice.
 * Every change is written with its history entry and announced as a domain event
 * (shared/events.ts) after the commit: notifications and the live order status subscribe.
 */
import type { CustomerDirectory, OrderRefunds } from './order-ports.js';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, badInput, isDomainError, notFound } from '../../shared/errors.js';
import { preparedQuery, rowsOf } from '../../shared/db.js';
import { instantKeySql, newestFirstSql, pageFromRows, readNewestFirstPage, type ListPage, type PageRequest } from '../../shared/graphql/connections.js';
import type { EventBus, OrderActor, OrderRef } from '../../shared/events.js';
import { ServiceContext } from '../../shared/service-context.js';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  advanceVerdict,
  canTransition,
  customerCancelVerdict,
  markCodPaidVerdict,
  paymentSourcesOf,
  staffCancelVerdict,
  type OrderStatus,
} from './order-status.js';
import type { OrderItemView, OrderView, ShippingAddressSnapshot, StatusChangeView } from './order.types.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { NO_CREDIT_NOTE_MESSAGE, NOT_YET_INVOICED_MESSAGE, type CreditNoteRow, type TaxDocuments } from './tax-documents.js';
import { computeCreditNote } from './credit-note-calc.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { CANCEL_REASON_REQUIRED_MESSAGE } from '../../shared/form-rules.js';

/** The notification sender the accounts module provides. */
export interface Notifier {
  notify(ctx: ServiceContext, customerId: number, message: { title: string; body: string }): Promise<unknown>;
}

/** The coupon ledger the coupons module provides. */
export interface CouponLedger {
  release(ctx: ServiceContext, couponId: number, orderId: number): Promise<void>;
}

/** What a status move records besides the status itself. */
export interface TransitionOptions {
  actor: OrderActor;
  /** The shopper's or staff's reason (cancellations); shown in the notification. */
  reason?: string;
  /** The history note the shopper reads; by default from the actor (historyNote). */
  note?: string;
  shipment?: { courier: string; trackingNumber: string };
  /** A paid order cancelled: the amount being refunded, in paise (for the notification). */
  refundAmount?: number;
}

/** The reason (and history note) of an order the unpaid-order expiry cancelled. */
export const UNPAID_EXPIRY_REASON = 'Payment not received in time';

/** The history note the shopper reads for a move. */
export function historyNote(to: OrderStatus, actor: OrderActor, reason = ''): string {
  if (to === 'PLACED') return 'Order placed';
  if (actor === 'system') return reason || 'Updated automatically';
  if (to === 'CANCELLED') return actor === 'shopper' ? 'Cancelled by you' : 'Cancelled by the store';
  return actor === 'shopper' ? 'Updated by you' : 'Updated by the store';
}

/** The refusal of a move the state machine does not allow from the order's status. */
const refusedMove = (from: OrderStatus, to: OrderStatus) =>
  new DomainError('CONFLICT', `This order is ${ORDER_STATUS_LABELS[from]}: it cannot move to ${ORDER_STATUS_LABELS[to]} now.`);

/** The facts of an order every order event carries. */
export const orderRefOf = (row: Pick<OrderRow, 'id' | 'orderNumber' | 'customerId' | 'paymentMethod' | 'totalAmount'>): OrderRef => ({
  orderId: row.id,
  orderNumber: row.orderNumber,
  customerId: row.customerId,
  paymentMethod: row.paymentMethod,
  totalAmount: row.totalAmount,
});

/** Staff (and the server's own jobs) see every order. */
const STAFF_SCOPE = { customerId: null, isStaff: true } as const;

export const ORDER_NOT_FOUND = 'Order not found.';
export const CANCELLED_MESSAGE = 'Your order has been cancelled.';
/** Most orders a list answers at once (newest first). */
export const LIST_LIMIT = 100;

/** The order row's columns as OrderView names (table alias `o`); checkout's INSERT returns them too. */
/** An order line's facts for the returns module. */
export interface OrderLineFacts {
  id: number;
  orderId: number;
  orderNumber: string;
  variantId: number | null;
  variantSizeId: number | null;
  productName: string;
  colorName: string;
  size: string;
  image: string;
  discountedPrice: number;
  quantity: number;
}

export const ORDER_COLUMNS = `o.id, o.order_number AS "orderNumber", o.customer_id AS "customerId", o.status,
  o.payment_status AS "paymentStatus", o.payment_method AS "paymentMethod", o.items_subtotal AS "itemsSubtotal",
  o.discount_amount AS "discountAmount", o.shipping_charge AS "shippingCharge", o.tax_amount AS "taxAmount",
  o.total_amount AS "totalAmount", o.coupon_id AS "couponId", o.coupon_code AS "couponCode",
  o.shipping_address AS "shippingAddress", o.cancel_reason AS "cancelReason", o.cancelled_at AS "cancelledAt",
  o.invoice_number AS "invoiceNumber", o.credit_note_number AS "creditNoteNumber", o.created_at AS "createdAt", o.updated_at AS "updatedAt"`;

/** A list size as the services answer it: a whole number from 1 to LIST_LIMIT (NaN → 1). */
export function clampListLimit(limit: number): number {
  return Number.isFinite(limit) ? Math.min(Math.max(1, Math.trunc(limit)), LIST_LIMIT) : 1;
}

export type OrderRow = Omit<OrderView, 'items' | 'statusHistory'>;

export class OrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: OrderRefunds,
    private readonly events: EventBus,
    private readonly coupons: CouponLedger,
    private readonly inventory: Pick<InventoryService, 'releaseStock'>,
    private readonly unpaidTimeoutMinutes: number,
    private readonly taxDocuments: TaxDocuments,
    /** The customers module: the invoice's buyer. */
    private readonly customers: Pick<CustomerDirectory, 'contactsOf'>,
  ) {
    this.reads = ServiceContext.system(dataSource, 'orders');
  }

  /** Reads outside any transaction (documents' facts) on the pool. */
  private readonly reads: ServiceContext;


  // ------------------------------------------------------------------ reading

  /**
   * The caller's newest `limit` orders (clamped to 1..LIST_LIMIT), with items and history (three
   * statements, whatever the count).
   */
  async listForCustomer(customerId: number, limit = LIST_LIMIT): Promise<OrderView[]> {
    const take = clampListLimit(limit);
    const rows: OrderRow[] = await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      [customerId, take],
    );
    return this.attachChildren(rows, this.dataSource.manager);
  }

  /**
   * A page of the caller's orders, newest first (`first`/`after` or `last`/`before`; keyset on
   * (created_at, id), walked on orders_customer_created_idx), with items and history, and how
   * many orders the caller has: four statements, whatever the page size.
   */
  async pageForCustomer(customerId: number, request: PageRequest): Promise<ListPage<OrderView> & { totalCount: number }> {
    const page = readNewestFirstPage(request);
    const params: unknown[] = [customerId];
    const add = (value: unknown) => `$${params.push(value)}`;
    const { beyond, orderBy } = newestFirstSql('o.created_at', 'o.id', page, add);
    const rows: Array<OrderRow & { timeKey: string }> = await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS}, ${instantKeySql('o.created_at')} AS "timeKey" FROM orders o
       WHERE o.customer_id = $1 AND ${beyond} ORDER BY ${orderBy} LIMIT ${add(page.size + 1)}`,
      params,
    );
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM orders WHERE customer_id = $1`, [customerId]);
    const read = pageFromRows(rows, page, (row) => [row.timeKey, row.id]);
    const views = await this.attachChildren(read.items.map(({ timeKey: _t, ...row }) => row), this.dataSource.manager);
    return { ...read, items: views, totalCount: count };
  }

  /** Staff: orders, optionally of one status, newest first. */
  async listForStaff(status: OrderStatus | null, limit = 50, offset = 0): Promise<OrderView[]> {
    if (status && !ORDER_STATUSES.includes(status)) throw badInput('Unknown order status.');
    const take = clampListLimit(limit);
    const skip = Math.max(0, offset);
    const rows: OrderRow[] = status
      ? await this.dataSource.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.status = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`, [status, take, skip])
      : await this.dataSource.query(`SELECT ${ORDER_COLUMNS} FROM orders o ORDER BY o.created_at DESC, o.id DESC LIMIT $1 OFFSET $2`, [take, skip]);
    return this.attachChildren(rows, this.dataSource.manager);
  }

  /**
   * One order for its owner (customerId) or for staff (customerId null). Someone else's order
   * answers NOT_FOUND, exactly like a missing one.
   */
  async getForCaller(caller: { customerId: number | null; isStaff: boolean }, orderId: number): Promise<OrderView> {
    const row = await this.findRow(caller, orderId, this.dataSource.manager, false);
    return (await this.attachChildren([row], this.dataSource.manager))[0];
  }

  /** The same, or null when the order does not exist or is someone else's (a lookup, not a failure). */
  async findForCaller(caller: { customerId: number | null; isStaff: boolean }, orderId: number): Promise<OrderView | null> {
    try {
      return await this.getForCaller(caller, orderId);
    } catch (error) {
      if (isDomainError(error) && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** The order as staff see it, read in the context's transaction (what a change answers). */
  private async viewIn(ctx: ServiceContext, orderId: number): Promise<OrderView> {
    const row = await this.findRow(STAFF_SCOPE, orderId, ctx.manager, false);
    return (await this.attachChildren([row], ctx.manager))[0];
  }

  /**
   * True when one of the customer's orders holding `productId` has been delivered (reviews by
   * buyers: only someone who received a product may review it).
   */
  async hasDelivered(ctx: ServiceContext, customerId: number, productId: number): Promise<boolean> {
    const rows = await ctx.manager.query(
      `SELECT 1 FROM orders o JOIN order_item oi ON oi.order_id = o.id
       WHERE o.customer_id = $1 AND oi.product_id = $2 AND o.status = 'DELIVERED' LIMIT 1`,
      [customerId, productId],
    );
    return rows.length > 0;
  }

  /** Number of orders a customer has placed and not cancelled (first-order coupons). */
  /** Whether the shopper has had any order delivered (reviews: who may report one). */
  async hasAnyDelivered(ctx: ServiceContext, customerId: number): Promise<boolean> {
    const rows = await ctx.manager.query(`SELECT 1 FROM orders WHERE customer_id = $1 AND status = 'DELIVERED' LIMIT 1`, [customerId]);
    return rows.length > 0;
  }

  async countPlaced(ctx: ServiceContext, customerId: number): Promise<number> {
    const [{ count }] = await ctx.manager.query(`SELECT count(*)::int AS count FROM orders WHERE customer_id = $1 AND status <> 'CANCELLED'`, [customerId]);
    return count;
  }

  /**
   * Order lines as the returns module needs them (its lists, its steps and their messages), by line
   * id or for one order (in the order's line order), in one statement, in the context's transaction.
   */
  async linesFor(ctx: ServiceContext, of: { itemIds: readonly number[] } | { orderId: number } | { orderIds: readonly number[] }): Promise<OrderLineFacts[]> {
    const where = 'orderId' in of ? 'oi.order_id = $1' : 'orderIds' in of ? 'oi.order_id = ANY($1::int[])' : 'oi.id = ANY($1::int[])';
    return preparedQuery(
      ctx.manager,
      `SELECT oi.id, oi.order_id AS "orderId", o.order_number AS "orderNumber", oi.variant_id AS "variantId", oi.variant_size_id AS "variantSizeId",
              oi.product_name AS "productName", oi.color_name AS "colorName", oi.size, oi.image, oi.discounted_price AS "discountedPrice", oi.quantity
         FROM order_item oi JOIN orders o ON o.id = oi.order_id
        WHERE ${where} ORDER BY oi.order_id, oi.position, oi.id`,
      ['orderId' in of ? of.orderId : 'orderIds' in of ? [...of.orderIds] : [...of.itemIds]],
    );
  }

  /** Orders by id as staff see them (no children), in one statement: the returns module's refund audit. */
  async rowsByIds(ctx: ServiceContext, orderIds: readonly number[]): Promise<OrderRow[]> {
    if (orderIds.length === 0) return [];
    return ctx.manager.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = ANY($1::int[]) ORDER BY o.id`, [[...orderIds]]);
  }

  /** When the order was delivered (its DELIVERED history entry), or null: the returns window. */
  async deliveredAt(ctx: ServiceContext, orderId: number): Promise<Date | null> {
    const [row] = await preparedQuery<{ at: Date | null }>(ctx.manager, `SELECT max(created_at) AS at FROM order_status_history WHERE order_id = $1 AND status = 'DELIVERED'`, [orderId]);
    return row?.at ?? null;
  }

  /** Loads (and with `lock`, row-locks) an order the caller may see; NOT_FOUND otherwise. */
  async findRow(caller: { customerId: number | null; isStaff: boolean }, orderId: number, manager: EntityManager, lock: boolean): Promise<OrderRow> {
    if (!Number.isInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) throw notFound(ORDER_NOT_FOUND);
    if (!caller.isStaff && caller.customerId === null) throw notFound(ORDER_NOT_FOUND);
    const ownerClause = caller.isStaff ? '' : ' AND o.customer_id = $2';
    const params = caller.isStaff ? [orderId] : [orderId, caller.customerId];
    const rows: OrderRow[] = await manager.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1${ownerClause}${lock ? ' FOR UPDATE' : ''}`, params);
    if (!rows[0]) throw notFound(ORDER_NOT_FOUND);
    return rows[0];
  }

  async attachChildren(rows: OrderRow[], manager: EntityManager): Promise<OrderView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, history]: [Array<OrderItemView & { orderId: number }>, Array<StatusChangeView & { orderId: number }>] = await Promise.all([
      manager.query(
        `SELECT id, order_id AS "orderId", product_id AS "productId", variant_id AS "variantId", variant_size_id AS "variantSizeId",
                product_name AS "productName", color_name AS "colorName", color_value AS "colorValue", size, image,
                hsn_code AS "hsnCode", original_price AS "originalPrice", discounted_price AS "discountedPrice", quantity
         FROM order_item WHERE order_id = ANY($1::int[]) ORDER BY order_id, position, id`,
        [ids],
      ),
      manager.query(
        `SELECT order_id AS "orderId", status, note, created_at AS "date" FROM order_status_history
         WHERE order_id = ANY($1::int[]) ORDER BY order_id, id`,
        [ids],
      ),
    ]);
    const itemsBy = groupBy(items, (item) => item.orderId);
    const historyBy = groupBy(history, (entry) => entry.orderId);
    return rows.map((row) => ({
      ...row,
      items: (itemsBy.get(row.id) ?? []).map(({ orderId: _o, ...item }) => item),
      statusHistory: (historyBy.get(row.id) ?? []).map(({ orderId: _o, ...entry }) => entry),
    }));
  }

  // ------------------------------------------------------------------ changes

  /**
   * THE way an order's status changes (the state machine of order-status.ts): locks the order,
   * refuses a move the table does not allow (CONFLICT), writes `orders.status` and the history
   * entry the shopper reads, and announces `order.status-changed` (after commit: notifications and
   * the live order status subscribe to it). Concurrent moves of one order queue on its row lock;
   * the later one is checked against the status the earlier one left. Answers the history entry.
   */
  async transition(ctx: ServiceContext, orderId: number, to: OrderStatus, options: TransitionOptions): Promise<StatusChangeView> {
    return ctx.transaction(async (tx) => {
      const row = await this.findRow(STAFF_SCOPE, orderId, tx.manager, true);
      return this.transitionLocked(tx, row, to, options);
    });
  }

  /** `transition` for an order the caller has already row-locked in `ctx`'s transaction. */
  private async transitionLocked(ctx: ServiceContext, row: OrderRow, to: OrderStatus, options: TransitionOptions): Promise<StatusChangeView> {
    if (!canTransition(row.status, to)) throw refusedMove(row.status, to);
    const moved = rowsOf(await ctx.manager.query(`UPDATE orders SET status = $2, updated_at = now() WHERE id = $1 AND status = $3 RETURNING id`, [row.id, to, row.status]));
    if (moved.length === 0) throw refusedMove(row.status, to);
    const entry = await this.appendHistory(ctx, row.id, to, options.note ?? historyNote(to, options.actor, options.reason));
    await this.events.publish(ctx, 'order.status-changed', {
      ...orderRefOf(row),
      from: row.status,
      to,
      actor: options.actor,
      reason: options.reason ?? '',
      ...(options.shipment ? { shipment: options.shipment } : {}),
      ...(options.refundAmount !== undefined ? { refundAmount: options.refundAmount } : {}),
    });
    return entry;
  }

  /**
   * Checkout's last step: the first history entry of a new order (PLACED, written with its row),
   * and `order.placed` announced after the commit. Answers the entry.
   */
  async recordPlaced(ctx: ServiceContext, order: OrderRef): Promise<StatusChangeView> {
    const entry = await this.appendHistory(ctx, order.orderId, 'PLACED', historyNote('PLACED', 'shopper'));
    await this.events.publish(ctx, 'order.placed', order);
    return entry;
  }

  /**
   * Money arrived for an order (an online capture, from payments, or cash staff collected): the
   * order's payment status becomes PAID, once; `payment.received` is announced after the commit.
   * Call it with the order row locked. Answers false when it was already paid.
   */
  async recordPaymentReceived(ctx: ServiceContext, orderId: number): Promise<boolean> {
    const [paid] = rowsOf<OrderRow>(
      await ctx.manager.query(
        `UPDATE orders o SET payment_status = 'PAID', updated_at = now() WHERE o.id = $1 AND o.payment_status = ANY($2::text[]) RETURNING ${ORDER_COLUMNS}`,
        [orderId, paymentSourcesOf('PAID')],
      ),
    );
    if (!paid) return false;
    await this.events.publish(ctx, 'payment.received', { ...orderRefOf(paid), amount: paid.totalAmount, status: paid.status });
    return true;
  }

  private async appendHistory(ctx: ServiceContext, orderId: number, status: OrderStatus, note: string): Promise<StatusChangeView> {
    const [entry] = await preparedQuery<StatusChangeView>(
      ctx.manager,
      `INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3) RETURNING status, note, created_at AS "date"`,
      [orderId, status, note.slice(0, 300)],
    );
    return entry;
  }

  /**
   * The shopper cancels their order with a reason: allowed before it ships and within 7 days.
   * Concurrent cancels queue on the row lock; the second one gets the spec's refusal.
   */
  async cancelByCustomer(ctx: ServiceContext, orderId: number, reason: string): Promise<OrderView> {
    const customerId = ctx.requireCustomer();
    const text = (reason ?? '').trim();
    if (!text) throw badInput(CANCEL_REASON_REQUIRED_MESSAGE);
    if (text.length > 500) throw badInput('The reason can be at most 500 characters.');
    await ctx.transaction(async (tx) => {
      const row = await this.findRow({ customerId, isStaff: false }, orderId, tx.manager, true);
      const verdict = customerCancelVerdict(row, new Date());
      if (!verdict.ok) throw new DomainError('CONFLICT', verdict.message);
      await this.cancelLocked(tx, row, text, 'shopper');
    });
    return this.getForCaller({ customerId, isStaff: false }, orderId);
  }

  /**
   * Staff cancel an order that has not been delivered (same effects as the shopper's cancel); a
   * shipped one is coming back to the store, and its invoice is reversed by a credit note.
   */
  async cancelByStaff(ctx: ServiceContext, orderId: number, reason: string, options: { restock?: boolean } = {}): Promise<OrderView> {
    return ctx.transaction(async (tx) => {
      const row = await this.findRow(STAFF_SCOPE, orderId, tx.manager, true);
      const verdict = staffCancelVerdict(row);
      if (!verdict.ok) throw new DomainError('CONFLICT', verdict.message);
      await this.cancelLocked(tx, row, reason.trim() || 'Cancelled by the store', 'store', options.restock ?? true);
      return this.viewIn(tx, orderId);
    });
  }

  /**
   * Cancels a row-locked order: the move through `transitionLocked`, stock and coupon back
   * (guarded by stock_released, so exactly once); a paid order's payment becomes REFUND_PENDING and
   * the provider is asked for the refund after the commit (the payments module's settleOrder, never under
   * this lock); an invoiced one is credited (credit note) in the same transaction.
   */
  private async cancelLocked(ctx: ServiceContext, row: OrderRow, reason: string, actor: OrderActor, restock = true): Promise<void> {
    const manager = ctx.manager;
    const expired = actor === 'system';
    const released = rowsOf<{ id: number }>(
      await manager.query(
        `UPDATE orders SET cancel_reason = $2, cancelled_at = now(), stock_released = true,
                payment_status = CASE WHEN $3::boolean AND payment_status = ANY($4::text[]) THEN 'FAILED' ELSE payment_status END
         WHERE id = $1 AND status IN ('PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY') AND NOT stock_released RETURNING id`,
        [row.id, reason, expired, paymentSourcesOf('FAILED')],
      ),
    );
    if (released.length === 0) throw new DomainError('CONFLICT', `Order cannot be cancelled as it is already ${ORDER_STATUS_LABELS.CANCELLED}`);
    const paid = row.paymentStatus === 'PAID';
    await this.transitionLocked(ctx, row, 'CANCELLED', { actor, reason, ...(paid ? { refundAmount: row.totalAmount } : {}) });
    await this.taxDocuments.issueCreditNote(ctx, row, new Date(), reason);
    // The units go back on the shelf (inventory: stock, in-stock flags, best-seller units).
    const lines: Array<{ variantSizeId: number | null; productId: number | null; quantity: number }> = await manager.query(
      `SELECT variant_size_id AS "variantSizeId", product_id AS "productId", quantity FROM order_item WHERE order_id = $1`,
      [row.id],
    );
    // A parcel that came back damaged is not sellable: its units stay off the shelf (the shipping module's condition check).
    if (restock) await this.inventory.releaseStock(ctx, lines);
    if (row.couponId !== null) await this.coupons.release(ctx, row.couponId, row.id);
    if (paid) {
      await this.refunds.markOrderPending(ctx, row.id);
      const refunded = rowsOf(await manager.query(`UPDATE orders SET payment_status = 'REFUNDED' WHERE id = $1 AND payment_status = ANY($2::text[]) RETURNING id`, [row.id, paymentSourcesOf('REFUNDED')]));
      if (refunded.length === 0) throw new Error(`order ${row.id}: its payment cannot move to REFUNDED from ${row.paymentStatus}`);
    }
    // Committed: the order row is free again before the provider is asked for the refund.
    ctx.afterCommit(() => this.refunds.settleOrder(ctx.detached(), row.id));
  }

  /**
   * Staff move an order one step along the tracker. The dashboard names the step it means
   * (`step.to`: refused when the order has moved on meanwhile) and, for shipping, the courier and
   * tracking number, which are saved and told to the shopper.
   */
  async advance(ctx: ServiceContext, orderId: number, step: { to?: OrderStatus; shipment?: { courier: string; trackingNumber: string } } = {}): Promise<OrderView> {
    return ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const row = await this.findRow(STAFF_SCOPE, orderId, manager, true);
      const verdict = advanceVerdict(row);
      if (!verdict.ok) throw new DomainError('CONFLICT', verdict.message);
      if (step.to && step.to !== verdict.next) throw refusedMove(row.status, step.to);
      const shipment = verdict.next === 'SHIPPED' ? step.shipment : undefined;
      if (shipment) await manager.query(`UPDATE orders SET courier = $2, tracking_number = $3 WHERE id = $1`, [row.id, shipment.courier, shipment.trackingNumber]);
      await this.transitionLocked(tx, row, verdict.next, { actor: 'store', ...(shipment ? { shipment } : {}) });
      // The tax invoice is issued on dispatch, in the transaction that records it.
      if (verdict.next === 'SHIPPED') await this.taxDocuments.issueInvoice(tx, row);
      return this.viewIn(tx, orderId);
    });
  }

  /** Staff record the cash collected for a cash-on-delivery order. */
  async markCodPaid(ctx: ServiceContext, orderId: number): Promise<OrderView> {
    return ctx.transaction(async (tx) => {
      const row = await this.findRow(STAFF_SCOPE, orderId, tx.manager, true);
      const verdict = markCodPaidVerdict(row);
      if (!verdict.ok) throw new DomainError('CONFLICT', verdict.message);
      await this.recordPaymentReceived(tx, row.id);
      return this.viewIn(tx, orderId);
    });
  }

  /**
   * Cancels online orders left unpaid longer than the configured timeout and gives their stock
   * back (the `orders.expire-unpaid` job). Each order is re-checked under its row lock, so a
   * payment that lands meanwhile wins. Returns the ids cancelled.
   */
  async expireUnpaid(ctx: ServiceContext, now: Date = new Date()): Promise<number[]> {
    const cutoff = new Date(now.getTime() - this.unpaidTimeoutMinutes * 60_000);
    const candidates: Array<{ id: number }> = await ctx.manager.query(
      `SELECT id FROM orders WHERE payment_method = 'ONLINE' AND status = 'PLACED' AND payment_status IN ('PENDING', 'FAILED')
         AND created_at < $1 ORDER BY created_at LIMIT 200`,
      [cutoff],
    );
    const expired: number[] = [];
    for (const { id } of candidates) {
      await ctx.transaction(async (tx) => {
        const [row]: OrderRow[] = await tx.manager.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`, [id]);
        if (row?.status !== 'PLACED' || row.paymentStatus === 'PAID' || row.paymentMethod !== 'ONLINE' || row.createdAt >= cutoff) return;
        await this.cancelLocked(tx, row, UNPAID_EXPIRY_REASON, 'system');
        expired.push(id);
      });
    }
    return expired;
  }

  // ------------------------------------------------------------------ invoice

  /**
   * The GST tax invoice of an order as a PDF, for its owner or staff. Only reads: the invoice is
   * issued when the order ships (advance), so before that the answer is CONFLICT "not yet invoiced".
   */
  async invoicePdf(caller: { customerId: number | null; isStaff: boolean }, orderId: number): Promise<{ fileName: string; pdf: Buffer }> {
    return this.taxDocumentPdf(caller, orderId, 'invoice');
  }

  /**
   * A credit note of an invoiced order as a PDF (owner or staff): the one numbered `number`
   * (CN/26-27/000001 or CN-26-27-000001), or the order's latest. CONFLICT when it has none,
   * NOT_FOUND for a number that is not this order's.
   */
  async creditNotePdf(caller: { customerId: number | null; isStaff: boolean }, orderId: number, number?: string): Promise<{ fileName: string; pdf: Buffer }> {
    return this.taxDocumentPdf(caller, orderId, 'credit-note', number);
  }

  /** Records a registered buyer's GSTIN and business name on an order being placed (checkout's transaction). */
  async recordBuyerGstin(ctx: ServiceContext, orderId: number, buyer: { gstin: string; businessName: string }): Promise<void> {
    await ctx.manager.query(`UPDATE orders SET buyer_gstin = $2, buyer_business_name = $3 WHERE id = $1`, [orderId, buyer.gstin, buyer.businessName]);
  }

  /** The GST policy (the rate table) the documents apply. */
  async taxPolicy() {
    return this.taxDocuments.policy(this.reads);
  }

  /** The credit notes of orders already visible to the caller (the GraphQL field's batch), oldest first. */
  async creditNotesByOrders(orderIds: readonly number[]): Promise<CreditNoteRow[]> {
    return this.taxDocuments.creditNotesOf(this.reads, orderIds);
  }

  /** The credit notes of an order its owner or staff may read, oldest first. */
  async creditNotesFor(caller: { customerId: number | null; isStaff: boolean }, orderId: number): Promise<CreditNoteRow[]> {
    const row = await this.findRow(caller, orderId, this.dataSource.manager, false);
    return this.taxDocuments.creditNotesOf(this.reads, [row.id]);
  }

  private async taxDocumentPdf(caller: { customerId: number | null; isStaff: boolean }, orderId: number, kind: 'invoice' | 'credit-note', noteNumber?: string) {
    const manager = this.dataSource.manager;
    const row = await this.findRow(caller, orderId, manager, false);
    if (!row.invoiceNumber) throw new DomainError('CONFLICT', NOT_YET_INVOICED_MESSAGE);
    const [[order], facts, contacts, policy, notes] = await Promise.all([
      this.attachChildren([row], manager),
      this.taxDocuments.facts(this.reads, row),
      this.customers.contactsOf(row.customerId === null ? [] : [row.customerId]),
      this.taxDocuments.policy(this.reads),
      kind === 'credit-note' ? this.taxDocuments.creditNotesOf(this.reads, [row.id]) : Promise.resolve([]),
    ]);
    let note: CreditNoteRow | undefined;
    if (kind === 'credit-note') {
      if (notes.length === 0) throw new DomainError('CONFLICT', NO_CREDIT_NOTE_MESSAGE);
      const wanted = noteNumber?.trim().replace(/^([A-Z]+)-(\d\d-\d\d)-(\d+)$/, '$1/$2/$3');
      note = wanted ? notes.find((n) => n.number === wanted) : notes[notes.length - 1];
      if (!note) throw notFound('This order has no credit note with that number.');
    }
    const customer = row.customerId === null ? undefined : contacts.get(row.customerId);
    const address = order.shippingAddress as ShippingAddressSnapshot;
    const invoiceDate = facts.invoiceDate ?? order.createdAt;
    const items = order.items.map((item) => ({
      description: `${item.productName} (${item.colorName}, ${item.size})`,
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPrice: item.discountedPrice,
    }));
    const creditNote = note
      ? {
          number: note.number,
          date: new Date(note.issuedAt),
          reason: note.reason || (note.kind === 'CANCELLATION' ? 'Order cancelled' : 'Goods returned'),
          totals: computeCreditNote(
            { items, discountAmount: order.discountAmount, shippingCharge: order.shippingCharge, totalAmount: order.totalAmount, placeOfSupplyCode: facts.placeOfSupply!.gstCode, sellerStateCode: facts.seller!.stateCode, supplyDate: invoiceDate },
            order.items.map((item) => item.id),
            policy,
            note,
          ),
        }
      : undefined;
    const pdf = await renderInvoicePdf(
      {
        seller: facts.seller!,
        invoiceNumber: facts.invoiceNumber!,
        invoiceDate,
        creditNote,
        placeOfSupply: facts.placeOfSupply!,
        orderNumber: order.orderNumber,
        orderDate: order.createdAt,
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        buyer: { name: customer?.name || address.fullName, phone: customer?.phone ?? address.phone, gstin: facts.buyerGstin, businessName: facts.buyerBusinessName },
        shipTo: address,
        items,
        discountAmount: order.discountAmount,
        shippingCharge: order.shippingCharge,
        totalAmount: order.totalAmount,
      },
      policy,
    );
    const number = note ? note.number : facts.invoiceNumber!;
    // File names cannot hold "/": INV/26-27/000001 → invoice-INV-26-27-000001.pdf
    return { fileName: `${kind}-${number.replace(/\//g, '-')}.pdf`, pdf };
  }
}

function groupBy<T>(list: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of list) {
    const k = key(item);
    const bucket = map.get(k);
    if (bucket) bucket.push(item);
    else map.set(k, [item]);
  }
  return map;
}

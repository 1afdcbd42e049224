/**
 * Orders after they are placed: reading them (owner or staff), cancelling (stock back exactly
 * once, coupon released, refund when paid), staff moves along the state machine, cash collected,
 * the unpaid-order expiry and the GST invoice. Every status change is appended to the history and
 * notified to the shopper in the same transaction.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, badInput, notFound } from '../../shared/errors.js';
import { preparedQuery } from '../../shared/db.js';
import type { Logger } from '../../shared/logger.js';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  advanceVerdict,
  customerCancelVerdict,
  markCodPaidVerdict,
  type OrderStatus,
} from './order-status.js';
import type { OrderItemView, OrderView, ShippingAddressSnapshot, StatusChangeView } from './order.types.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/** The notification sender the accounts module provides. */
export interface Notifier {
  notify(customerId: number, message: { title: string; body: string }, manager?: EntityManager): Promise<unknown>;
}

/** The coupon ledger the coupons module provides. */
export interface CouponLedger {
  release(couponId: number, orderId: number, manager: EntityManager): Promise<void>;
}

export const ORDER_NOT_FOUND = 'Order not found.';
export const CANCELLED_MESSAGE = 'Your order has been cancelled.';
/** Most orders a list answers at once (newest first). */
const LIST_LIMIT = 100;

/** The order row's columns as OrderView names (table alias `o`); checkout's INSERT returns them too. */
export const ORDER_COLUMNS = `o.id, o.order_number AS "orderNumber", o.customer_id AS "customerId", o.status,
  o.payment_status AS "paymentStatus", o.payment_method AS "paymentMethod", o.items_subtotal AS "itemsSubtotal",
  o.discount_amount AS "discountAmount", o.shipping_charge AS "shippingCharge", o.tax_amount AS "taxAmount",
  o.total_amount AS "totalAmount", o.coupon_id AS "couponId", o.coupon_code AS "couponCode",
  o.shipping_address AS "shippingAddress", o.cancel_reason AS "cancelReason", o.cancelled_at AS "cancelledAt",
  o.invoice_number AS "invoiceNumber", o.created_at AS "createdAt", o.updated_at AS "updatedAt"`;

export type OrderRow = Omit<OrderView, 'items' | 'statusHistory'>;

/** TypeORM answers `UPDATE … RETURNING` with [rows, affected] and SELECT/INSERT with rows. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}

export class OrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly notifier: Notifier,
    private readonly coupons: CouponLedger,
    private readonly logger: Logger,
    private readonly unpaidTimeoutMinutes: number,
  ) {}

  // ------------------------------------------------------------------ reading

  /** The caller's orders, newest first, with items and history (three statements, whatever the count). */
  async listForCustomer(customerId: number): Promise<OrderView[]> {
    const rows: OrderRow[] = await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT ${LIST_LIMIT}`,
      [customerId],
    );
    return this.attachChildren(rows, this.dataSource.manager);
  }

  /** Staff: orders, optionally of one status, newest first. */
  async listForStaff(status: OrderStatus | null, limit = 50, offset = 0): Promise<OrderView[]> {
    if (status && !ORDER_STATUSES.includes(status)) throw badInput('Unknown order status.');
    const take = Math.min(Math.max(1, limit), LIST_LIMIT);
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
  async getForCaller(caller: { customerId: number | null; isStaff: boolean }, orderId: number, manager: EntityManager = this.dataSource.manager): Promise<OrderView> {
    const row = await this.findRow(caller, orderId, manager, false);
    return (await this.attachChildren([row], manager))[0];
  }

  /** Number of orders a customer has placed and not cancelled (first-order coupons). */
  async countPlaced(customerId: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM orders WHERE customer_id = $1 AND status <> 'CANCELLED'`, [customerId]);
    return count;
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

  /** Appends a history entry and tells the shopper, inside the caller's transaction; answers the entry. */
  async recordStatus(manager: EntityManager, order: Pick<OrderRow, 'id' | 'customerId' | 'orderNumber'>, status: OrderStatus, note: string, body: string): Promise<StatusChangeView> {
    const [entry] = await preparedQuery<StatusChangeView>(
      manager,
      `INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3) RETURNING status, note, created_at AS "date"`,
      [order.id, status, note.slice(0, 300)],
    );
    await this.notifier.notify(order.customerId, { title: `Order ${order.orderNumber}: ${ORDER_STATUS_LABELS[status]}`, body }, manager);
    return entry;
  }

  /**
   * The shopper cancels their order with a reason: allowed before it ships and within 7 days.
   * Concurrent cancels queue on the row lock; the second one gets the spec's refusal.
   */
  async cancelByCustomer(customerId: number, orderId: number, reason: string): Promise<OrderView> {
    const text = (reason ?? '').trim();
    if (!text) throw badInput('Please give a reason for cancelling.');
    if (text.length > 500) throw badInput('The reason can be at most 500 characters.');
    return this.dataSource.transaction(async (manager) => {
      const row = await this.findRow({ customerId, isStaff: false }, orderId, manager, true);
      const verdict = customerCancelVerdict(row, new Date());
      if (!verdict.ok) throw new DomainError('CONFLICT', verdict.message);
      await this.cancelLocked(manager, row, text, 'Cancelled by you');
      return this.getForCaller({ customerId, isStaff: false }, orderId, manager);
    });
  }

  /** Staff cancel an order that has not shipped (same effects as the shopper's cancel). */
  async cancelByStaff(orderId: number, reason: string): Promise<OrderView> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.findRow({ customerId: null, isStaff: true }, orderId, manager, true);
      if (row.status !== 'PLACED' && row.status !== 'PROCESSING') {
        throw new DomainError('CONFLICT', `Order cannot be cancelled as it is already ${ORDER_STATUS_LABELS[row.status]}`);
      }
      await this.cancelLocked(manager, row, reason.trim() || 'Cancelled by the store', 'Cancelled by the store');
      return this.getForCaller({ customerId: null, isStaff: true }, orderId, manager);
    });
  }

  /**
   * Cancels a row-locked order: stock and coupon back (guarded by stock_released, so exactly
   * once), a paid order refunded through its provider. A refund failure rolls the cancel back.
   */
  private async cancelLocked(manager: EntityManager, row: OrderRow, reason: string, note: string, expired = false): Promise<void> {
    const updated = rowsOf<{ id: number }>(
      await manager.query(
        `UPDATE orders SET status = 'CANCELLED', cancel_reason = $2, cancelled_at = now(), updated_at = now(), stock_released = true,
                payment_status = CASE WHEN $3::boolean AND payment_status = 'PENDING' THEN 'FAILED' ELSE payment_status END
         WHERE id = $1 AND status IN ('PLACED', 'PROCESSING') AND NOT stock_released RETURNING id`,
        [row.id, reason, expired],
      ),
    );
    if (updated.length === 0) throw new DomainError('CONFLICT', `Order cannot be cancelled as it is already ${ORDER_STATUS_LABELS.CANCELLED}`);
    // Sizes, then products, each locked in id order (NO KEY UPDATE, the strength the updates take),
    // as placing an order takes them: two transactions taking the same rows in different orders
    // deadlock (bench/resilience/load.test.ts).
    await manager.query(
      `SELECT id FROM variant_size WHERE id IN (SELECT variant_size_id FROM order_item WHERE order_id = $1) ORDER BY id FOR NO KEY UPDATE`,
      [row.id],
    );
    await manager.query(`SELECT id FROM product WHERE id IN (SELECT product_id FROM order_item WHERE order_id = $1) ORDER BY id FOR NO KEY UPDATE`, [row.id]);
    await manager.query(
      `UPDATE variant_size vs SET stock = vs.stock + x.qty
       FROM (SELECT variant_size_id, sum(quantity)::int AS qty FROM order_item WHERE order_id = $1 AND variant_size_id IS NOT NULL GROUP BY variant_size_id) x
       WHERE vs.id = x.variant_size_id`,
      [row.id],
    );
    // The stock is back, so every product of the order is in stock again; its best-seller units
    // go back through product_sale_pending (the roll-up subtracts them, see rollUpSales).
    await manager.query(
      `UPDATE product p SET in_stock = true WHERE NOT p.in_stock AND p.id IN (SELECT product_id FROM order_item WHERE order_id = $1 AND variant_size_id IS NOT NULL)`,
      [row.id],
    );
    await manager.query(
      `INSERT INTO product_sale_pending (product_id, quantity)
       SELECT product_id, -sum(quantity)::int FROM order_item WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id`,
      [row.id],
    );
    if (row.couponId !== null) await this.coupons.release(row.couponId, row.id, manager);
    let body = `Your order ${row.orderNumber} has been cancelled. Reason: ${reason}`;
    if (row.paymentStatus === 'PAID') {
      const [payment]: Array<{ id: number; providerPaymentId: string; amount: number }> = await manager.query(
        `SELECT id, provider_payment_id AS "providerPaymentId", amount FROM payment WHERE order_id = $1 AND status = 'PAID' ORDER BY id DESC LIMIT 1 FOR UPDATE`,
        [row.id],
      );
      if (payment) {
        const refund = await this.provider.refund({ paymentId: payment.providerPaymentId, amount: payment.amount });
        await manager.query(`UPDATE payment SET status = 'REFUNDED', refund_id = $2, updated_at = now() WHERE id = $1`, [payment.id, refund.id]);
      }
      await manager.query(`UPDATE orders SET payment_status = 'REFUNDED' WHERE id = $1`, [row.id]);
      body += ` Your payment of Rs. ${(row.totalAmount / 100).toFixed(2)} is being refunded.`;
    }
    await this.recordStatus(manager, row, 'CANCELLED', note, body);
  }

  /** Staff move an order one step along the tracker. */
  async advance(orderId: number): Promise<OrderView> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.findRow({ customerId: null, isStaff: true }, orderId, manager, true);
      const verdict = advanceVerdict(row);
      if (!verdict.ok) throw new DomainError('CONFLICT', verdict.message);
      await manager.query(`UPDATE orders SET status = $2, updated_at = now() WHERE id = $1`, [row.id, verdict.next]);
      await this.recordStatus(manager, row, verdict.next, 'Updated by the store', `Your order ${row.orderNumber} is now: ${ORDER_STATUS_LABELS[verdict.next]}.`);
      return this.getForCaller({ customerId: null, isStaff: true }, orderId, manager);
    });
  }

  /** Staff record the cash collected for a cash-on-delivery order. */
  async markCodPaid(orderId: number): Promise<OrderView> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.findRow({ customerId: null, isStaff: true }, orderId, manager, true);
      const verdict = markCodPaidVerdict(row);
      if (!verdict.ok) throw new DomainError('CONFLICT', verdict.message);
      await manager.query(`UPDATE orders SET payment_status = 'PAID', updated_at = now() WHERE id = $1`, [row.id]);
      await this.notifier.notify(row.customerId, { title: `Order ${row.orderNumber}: payment received`, body: `We received your cash payment of Rs. ${(row.totalAmount / 100).toFixed(2)}. Thank you!` }, manager);
      return this.getForCaller({ customerId: null, isStaff: true }, orderId, manager);
    });
  }

  /**
   * Cancels online orders left unpaid longer than the configured timeout and gives their stock
   * back. Each order is re-checked under its row lock, so a payment that lands meanwhile wins.
   * Returns the ids cancelled.
   */
  async expireUnpaid(now: Date = new Date()): Promise<number[]> {
    const cutoff = new Date(now.getTime() - this.unpaidTimeoutMinutes * 60_000);
    const candidates: Array<{ id: number }> = await this.dataSource.query(
      `SELECT id FROM orders WHERE payment_method = 'ONLINE' AND status = 'PLACED' AND payment_status IN ('PENDING', 'FAILED')
         AND created_at < $1 ORDER BY created_at LIMIT 200`,
      [cutoff],
    );
    const expired: number[] = [];
    for (const { id } of candidates) {
      await this.dataSource.transaction(async (manager) => {
        const [row]: OrderRow[] = await manager.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`, [id]);
        if (!row || row.status !== 'PLACED' || row.paymentStatus === 'PAID' || row.paymentMethod !== 'ONLINE' || row.createdAt >= cutoff) return;
        await this.cancelLocked(manager, row, 'Payment not received in time', 'Payment not received in time', true);
        expired.push(id);
      });
    }
    return expired;
  }

  /**
   * Folds the units that placed and cancelled orders appended to product_sale_pending into
   * product.units_sold (the catalogue's best-seller rank): one transaction, products locked in id
   * order as checkout and cancellation lock them, never below 0. Returns the products changed.
   */
  async rollUpSales(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const moved: Array<{ productId: number; qty: number }> = rowsOf(
        await manager.query(
          `WITH moved AS (DELETE FROM product_sale_pending RETURNING product_id, quantity)
           SELECT product_id AS "productId", sum(quantity)::int AS qty FROM moved GROUP BY product_id ORDER BY product_id`,
        ),
      );
      const changed = moved.filter((m) => m.qty !== 0);
      if (changed.length === 0) return 0;
      const ids = changed.map((m) => m.productId);
      await manager.query(`SELECT id FROM product WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`, [ids]);
      await manager.query(
        `UPDATE product p SET units_sold = GREATEST(0, p.units_sold + x.qty)
         FROM unnest($1::int[], $2::int[]) AS x(id, qty) WHERE p.id = x.id`,
        [ids, changed.map((m) => m.qty)],
      );
      return changed.length;
    });
  }

  /** Rolls up best-seller units every `intervalMs` (default 1 s); returns the stop function. */
  startSalesRollUp(intervalMs = 1000): () => void {
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      this.rollUpSales()
        .catch((error) => this.logger.error({ err: error }, 'best-seller roll-up failed'))
        .finally(() => (running = false));
    };
    tick();
    const timer = setInterval(tick, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Runs the unpaid-order expiry every minute; returns the stop function. */
  startExpiryJob(intervalMs = 60_000): () => void {
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      this.expireUnpaid()
        .then((ids) => ids.length && this.logger.info({ orderIds: ids }, 'cancelled unpaid online orders'))
        .catch((error) => this.logger.error({ err: error }, 'unpaid-order expiry failed'))
        .finally(() => (running = false));
    };
    const timer = setInterval(tick, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  // ------------------------------------------------------------------ invoice

  /**
   * The GST tax invoice of an order as a PDF, for its owner or staff. The number comes from
   * the gap-free counter the first time the invoice is issued, in the same transaction that
   * stores it on the order (a rollback gives the number back).
   */
  async invoicePdf(caller: { customerId: number | null; isStaff: boolean }, orderId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const { order, customer } = await this.dataSource.transaction(async (manager) => {
      let row = await this.findRow(caller, orderId, manager, false);
      if (!row.invoiceNumber) {
        if (row.status === 'CANCELLED') throw new DomainError('CONFLICT', 'No invoice is issued for a cancelled order.');
        row = await this.findRow(caller, orderId, manager, true);
        if (!row.invoiceNumber) {
          const [counter] = rowsOf<{ lastNumber: number }>(
            await manager.query(`UPDATE invoice_counter SET last_number = last_number + 1 WHERE id = 1 RETURNING last_number AS "lastNumber"`),
          );
          const year = new Date().getFullYear();
          const number = `INV-${year}-${String(counter.lastNumber).padStart(6, '0')}`;
          await manager.query(`UPDATE orders SET invoice_number = $2, invoice_date = now() WHERE id = $1`, [row.id, number]);
        }
      }
      const [full] = await this.attachChildren([await this.findRow(caller, orderId, manager, false)], manager);
      const [invoiceRow] = await manager.query(`SELECT invoice_date AS "invoiceDate" FROM orders WHERE id = $1`, [orderId]);
      const [customerRow] = await manager.query(`SELECT name, phone FROM customer WHERE id = $1`, [full.customerId]);
      return { order: { ...full, invoiceDate: invoiceRow.invoiceDate as Date }, customer: customerRow as { name: string; phone: string } };
    });
    const address = order.shippingAddress as ShippingAddressSnapshot;
    const pdf = await renderInvoicePdf({
      invoiceNumber: order.invoiceNumber!,
      invoiceDate: order.invoiceDate,
      orderNumber: order.orderNumber,
      orderDate: order.createdAt,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      buyer: { name: customer.name || address.fullName, phone: customer.phone },
      shipTo: address,
      items: order.items.map((item) => ({
        description: `${item.productName} (${item.colorName}, ${item.size})`,
        hsnCode: item.hsnCode,
        quantity: item.quantity,
        unitPrice: item.discountedPrice,
      })),
      discountAmount: order.discountAmount,
      shippingCharge: order.shippingCharge,
      totalAmount: order.totalAmount,
    });
    return { fileName: `invoice-${order.invoiceNumber}.pdf`, pdf };
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

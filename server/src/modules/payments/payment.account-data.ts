/** The payments module's part of a shopper's data export and of the deletion check (see shared/account-data.ts). */
import type { ServiceContext } from '../../shared/service-context.js';

export interface ExportedPayment {
  provider: string;
  status: string;
  /** Paise. */
  amount: number;
  at: Date;
}

export class PaymentAccountData {
  /** The payments of these orders, by order id, oldest first (one statement). */
  async paymentsOfOrders(ctx: ServiceContext, orderIds: readonly number[]): Promise<Map<number, ExportedPayment[]>> {
    const rows: Array<ExportedPayment & { orderId: number }> = orderIds.length
      ? await ctx.manager.query(
          `SELECT order_id AS "orderId", provider, status, amount, created_at AS at FROM payment WHERE order_id = ANY($1::int[]) ORDER BY id`,
          [[...orderIds]],
        )
      : [];
    const byOrder = new Map<number, ExportedPayment[]>();
    for (const { orderId, ...payment } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), payment]);
    return byOrder;
  }

  /** Which of these orders still wait for money to move (a refund pending, or a payment being opened). */
  async unsettledOrderIds(ctx: ServiceContext, orderIds: readonly number[]): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows: Array<{ orderId: number }> = await ctx.manager.query(
      `SELECT DISTINCT order_id AS "orderId" FROM payment WHERE order_id = ANY($1::int[]) AND status IN ('REFUND_PENDING', 'OPENING')`,
      [[...orderIds]],
    );
    return new Set(rows.map((r) => r.orderId));
  }
}

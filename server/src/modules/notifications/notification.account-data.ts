/** The notifications module's part of a shopper's data export and erasure (see shared/account-data.ts). */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';

export class NotificationAccountData implements ShopperDataEraser {
  /** Every notification of the shopper, oldest first. */
  exportFor(ctx: ServiceContext, customerId: number): Promise<Array<{ title: string; body: string; sentAt: Date; readAt: Date | null }>> {
    return ctx.manager.query(`SELECT title, body, sent_at AS "sentAt", read_at AS "readAt" FROM notification WHERE customer_id = $1 ORDER BY sent_at, id`, [customerId]);
  }

  async eraseFor(ctx: ServiceContext, shopper: { customerId: number }): Promise<RowsChanged> {
    return { notification: affectedRows(await ctx.manager.query(`DELETE FROM notification WHERE customer_id = $1`, [shopper.customerId])) };
  }
}

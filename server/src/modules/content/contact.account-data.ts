/** The content module's part of a shopper's data export and erasure: their messages to the store. */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';

export class ContactAccountData implements ShopperDataEraser {
  exportFor(ctx: ServiceContext, customerId: number): Promise<Array<Record<string, unknown>>> {
    return ctx.manager.query(
      `SELECT first_name AS "firstName", last_name AS "lastName", phone, email, message, created_at AS "sentAt" FROM contact_message WHERE customer_id = $1 ORDER BY id`,
      [customerId],
    );
  }

  async eraseFor(ctx: ServiceContext, shopper: { customerId: number }): Promise<RowsChanged> {
    return { contact_message: affectedRows(await ctx.manager.query(`DELETE FROM contact_message WHERE customer_id = $1`, [shopper.customerId])) };
  }
}

/** The wishlist module's part of a shopper's data export and erasure (see shared/account-data.ts). */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';

export class WishlistAccountData implements ShopperDataEraser {
  /** Saved products (ids: the catalogue names them), oldest first. */
  exportFor(ctx: ServiceContext, customerId: number): Promise<Array<{ productId: number; addedAt: Date }>> {
    return ctx.manager.query(`SELECT product_id AS "productId", created_at AS "addedAt" FROM wishlist_item WHERE customer_id = $1 ORDER BY created_at`, [customerId]);
  }

  async eraseFor(ctx: ServiceContext, shopper: { customerId: number }): Promise<RowsChanged> {
    return { wishlist_item: affectedRows(await ctx.manager.query(`DELETE FROM wishlist_item WHERE customer_id = $1`, [shopper.customerId])) };
  }
}

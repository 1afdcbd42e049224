/** The cart module's part of a shopper's data export and erasure (see shared/account-data.ts). */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';

export class CartAccountData implements ShopperDataEraser {
  /** The cart's lines (size ids: the catalogue names them) and its applied coupon's id. */
  async exportFor(
    ctx: ServiceContext,
    customerId: number,
  ): Promise<{ lines: Array<{ variantSizeId: number; quantity: number; priceSeen: number; addedAt: Date }>; couponId: number | null }> {
    const [lines, coupons] = await Promise.all([
      ctx.manager.query(
        `SELECT variant_size_id AS "variantSizeId", quantity, price_seen AS "priceSeen", created_at AS "addedAt" FROM cart_item WHERE customer_id = $1 ORDER BY id`,
        [customerId],
      ),
      ctx.manager.query(`SELECT coupon_id AS "couponId" FROM cart_coupon WHERE customer_id = $1`, [customerId]),
    ]);
    return { lines, couponId: coupons[0]?.couponId ?? null };
  }

  /** Deletes the cart, its coupon, its merge keys and its request keys. */
  async eraseFor(ctx: ServiceContext, shopper: { customerId: number }): Promise<RowsChanged> {
    const changed: RowsChanged = {};
    for (const table of ['cart_item', 'cart_coupon', 'cart_merge', 'cart_request_key']) {
      changed[table] = affectedRows(await ctx.manager.query(`DELETE FROM ${table} WHERE customer_id = $1`, [shopper.customerId]));
    }
    return changed;
  }
}

/** The coupons module's part of a shopper's data export and erasure (see shared/account-data.ts). */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';

export class CouponAccountData implements ShopperDataEraser {
  /** The shopper's coupon uses (order ids: the orders module numbers them), oldest first; money in paise. */
  async exportFor(ctx: ServiceContext, customerId: number): Promise<Array<{ code: string; orderId: number | null; discount: number; releasedAt: Date | null }>> {
    return ctx.manager.query(
      `SELECT c.code, r.order_id AS "orderId", r.discount, r.released_at AS "releasedAt"
         FROM coupon_redemption r JOIN coupon c ON c.id = r.coupon_id WHERE r.customer_id = $1 ORDER BY r.id`,
      [customerId],
    );
  }

  /** The code of a coupon (the cart's applied one), or null. */
  async codeOf(ctx: ServiceContext, couponId: number | null): Promise<string | null> {
    if (couponId === null) return null;
    const [row] = await ctx.manager.query(`SELECT code FROM coupon WHERE id = $1`, [couponId]);
    return row?.code ?? null;
  }

  /** Redemptions are the discount ledger of orders kept for tax law: they lose their customer. */
  async eraseFor(ctx: ServiceContext, shopper: { customerId: number }): Promise<RowsChanged> {
    return { coupon_redemption: affectedRows(await ctx.manager.query(`UPDATE coupon_redemption SET customer_id = NULL WHERE customer_id = $1`, [shopper.customerId])) };
  }
}

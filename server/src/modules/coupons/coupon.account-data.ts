/** The coupons module's part of a shopper's data export and erasure (see shared/account-data.ts). */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { couponPhoneKey } from './coupon.service.js';

export class CouponAccountData implements ShopperDataEraser {
  /** `secret`: JWT_SECRET (the phone key's); `countPlaced`: the orders module's count of a shopper's orders. */
  constructor(private readonly deps: { secret: string; countPlaced: (ctx: ServiceContext, customerId: number) => Promise<number> }) {}

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

  /**
   * Redemptions are the discount ledger of orders kept for tax law: they lose their customer but
   * keep the keyed hash of the phone, and the phone's count of orders placed is kept under that
   * hash, so a new account on the same number still counts them for first-order and per-customer
   * limits (fraud prevention, ADR 0133). Runs before the orders are anonymised (services.ts).
   */
  async eraseFor(ctx: ServiceContext, shopper: { customerId: number; phone: string }): Promise<RowsChanged> {
    const phoneKey = couponPhoneKey(this.deps.secret, shopper.phone);
    const ordersPlaced = await this.deps.countPlaced(ctx, shopper.customerId);
    const history = await ctx.manager.query(
      `INSERT INTO coupon_phone_history (phone_key, orders_before) VALUES ($1, $2)
       ON CONFLICT (phone_key) DO UPDATE SET orders_before = coupon_phone_history.orders_before + EXCLUDED.orders_before, updated_at = now()
       RETURNING phone_key`,
      [phoneKey, ordersPlaced],
    );
    return {
      coupon_redemption: affectedRows(await ctx.manager.query(`UPDATE coupon_redemption SET customer_id = NULL, phone_key = $2 WHERE customer_id = $1`, [shopper.customerId, phoneKey])),
      coupon_phone_history: history.length,
    };
  }
}

import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../shared/errors.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { COUPON_MESSAGES, judgeCoupon, type CouponRow } from './coupon-rules.js';

/** A coupon that applies: what the cart and the order record. Money in paise. */
export interface CouponDiscount {
  couponId: number;
  code: string;
  discount: number;
}

/**
 * Counts a shopper's earlier orders (first-order coupons): the orders module's answer (its
 * `countPlaced`), wired by createOrderingServices; coupons never read the orders table.
 */
export type OrderCounter = (ctx: ServiceContext, customerId: number) => Promise<number>;

const notWired: OrderCounter = () => Promise.reject(new Error('CouponService: no order counter (createOrderingServices wires the orders service in)'));

/** The phone of a customer: the customers module's answer, wired by services.ts. */
export type CustomerPhone = (ctx: ServiceContext, customerId: number) => Promise<string | null>;

const phoneNotWired: CustomerPhone = () => Promise.reject(new Error('CouponService: no customer phone lookup (services.ts wires the customers module in)'));

/**
 * The keyed hash of a phone that coupon limits are counted by once an account is erased (ADR
 * 0133): HMAC-SHA256 under a key derived from JWT_SECRET, so the number cannot be read back nor
 * found by hashing every Indian mobile number without the secret.
 */
export function couponPhoneKey(secret: string, phone: string): string {
  const key = crypto.createHmac('sha256', secret).update('kapda/coupon-phone-key/v1').digest();
  return crypto.createHmac('sha256', key).update(phone).digest('hex');
}

const COLUMNS = `id, code, title, description, discount_type AS "discountType", discount_value AS "discountValue",
  max_discount AS "maxDiscount", min_order_amount AS "minOrderAmount", starts_at AS "startsAt", expires_at AS "expiresAt",
  usage_limit AS "usageLimit", used_count AS "usedCount", per_customer_limit AS "perCustomerLimit",
  first_order_only AS "firstOrderOnly", active`;

/**
 * Coupons: the list shoppers see, eligibility and discount of a code for a cart, and the
 * redemption ledger that enforces total and per-customer limits in the database.
 */
export class CouponService {
  private orderCounter: OrderCounter = notWired;
  private customerPhone: CustomerPhone = phoneNotWired;

  /** `secret`: JWT_SECRET, from which the phone-key key is derived. */
  constructor(
    private readonly dataSource: DataSource,
    private readonly secret: string,
  ) {}

  /** Sets how a customer's phone is found (the customers module; wired by services.ts). */
  setCustomerPhone(lookup: CustomerPhone): void {
    this.customerPhone = lookup;
  }

  /**
   * A shopper's uses of a coupon and (for first-order coupons) orders before, counting those of
   * erased accounts of the same phone: deleting the account does not make a new first order.
   */
  private async shopperFacts(ctx: ServiceContext, couponId: number, customerId: number, firstOrderOnly: boolean): Promise<{ uses: number; previousOrders: number }> {
    const phone = await this.customerPhone(ctx, customerId);
    const phoneKey = phone === null ? null : couponPhoneKey(this.secret, phone);
    const [row] = await ctx.manager.query(
      `SELECT (SELECT count(*)::int FROM coupon_redemption WHERE coupon_id = $1 AND (customer_id = $2 OR phone_key = $3) AND released_at IS NULL) AS uses,
              coalesce((SELECT orders_before FROM coupon_phone_history WHERE phone_key = $3), 0) AS "ordersBefore"`,
      [couponId, customerId, phoneKey],
    );
    const previousOrders = firstOrderOnly ? (await this.orderCounter(ctx, customerId)) + row.ordersBefore : 0;
    return { uses: row.uses, previousOrders };
  }

  /**
   * Sets how a shopper's earlier orders are counted for first-order coupons (the orders service;
   * tests replace it). Answers the counter it replaces.
   */
  setOrderCounter(counter: OrderCounter): OrderCounter {
    const previous = this.orderCounter;
    this.orderCounter = counter;
    return previous;
  }

  /** Coupons a shopper can use now (active, started, not expired, not used up), lowest minimum first. */
  async listAvailable(): Promise<CouponRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM coupon
       WHERE active AND (starts_at IS NULL OR starts_at <= now()) AND (expires_at IS NULL OR expires_at > now())
         AND (usage_limit IS NULL OR used_count < usage_limit)
       ORDER BY min_order_amount, id`,
    );
  }

  /** The coupon with this code (case-insensitive), or null. */
  async findByCode(ctx: ServiceContext, code: string): Promise<CouponRow | null> {
    const rows: CouponRow[] = await ctx.manager.query(`SELECT ${COLUMNS} FROM coupon WHERE upper(code) = upper($1)`, [code.trim()]);
    return rows[0] ?? null;
  }

  /**
   * Checks `code` for this shopper and a cart of `subtotal` paise and answers the discount, or
   * throws DomainError('COUPON_INVALID', reason) with the reason in a shopper's words (unknown,
   * not active yet, expired, used up, already used, first order only, below the minimum by ₹x).
   * The orders module calls it again inside its transaction when placing an order.
   */
  async evaluate(ctx: ServiceContext, code: string, customerId: number, subtotal: number): Promise<CouponDiscount> {
    const trimmed = (code ?? '').trim();
    if (!trimmed) throw new DomainError('COUPON_INVALID', COUPON_MESSAGES.required);
    const coupon = await this.findByCode(ctx, trimmed);
    if (!coupon) throw new DomainError('COUPON_INVALID', COUPON_MESSAGES.unknown(trimmed.toUpperCase()));
    return this.evaluateCoupon(ctx, coupon, customerId, subtotal);
  }

  /** evaluate() for a coupon already loaded (the cart re-checks its applied coupon by id). */
  async evaluateCoupon(ctx: ServiceContext, coupon: CouponRow, customerId: number, subtotal: number): Promise<CouponDiscount> {
    const { uses, previousOrders } = await this.shopperFacts(ctx, coupon.id, customerId, coupon.firstOrderOnly);
    const verdict = judgeCoupon(coupon, subtotal, { customerUses: uses, previousOrders });
    if (!verdict.ok) throw new DomainError('COUPON_INVALID', verdict.reason, { code: coupon.code });
    return { couponId: coupon.id, code: coupon.code, discount: verdict.discount };
  }

  /** The coupon with this id, or null (the cart's applied coupon). */
  async findById(ctx: ServiceContext, couponId: number): Promise<CouponRow | null> {
    const rows: CouponRow[] = await ctx.manager.query(`SELECT ${COLUMNS} FROM coupon WHERE id = $1`, [couponId]);
    return rows[0] ?? null;
  }

  /**
   * Records that order `orderId` used the coupon, in the context's transaction (the order's, when
   * placing one opened it: the step joins it; otherwise its own). The total limit is a conditional UPDATE (used_count < usage_limit) and the per-customer limit
   * is counted under a transaction-scoped advisory lock on (coupon, customer), so concurrent orders
   * can never exceed either. Redeeming the same order twice changes nothing. Throws
   * COUPON_INVALID with the shopper's reason when a limit is reached.
   */
  async redeem(ctx: ServiceContext, redemption: { couponId: number; customerId: number; orderId: number; discount: number }): Promise<void> {
    const { couponId, customerId, orderId, discount } = redemption;
    await ctx.transaction(async (tx) => {
      const m = tx.manager;
      await m.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [couponId, customerId]);
      const existing = await m.query(`SELECT 1 FROM coupon_redemption WHERE order_id = $1 AND coupon_id = $2`, [orderId, couponId]);
      if (existing.length > 0) return;
      const [limits] = await m.query(`SELECT per_customer_limit AS "perCustomerLimit" FROM coupon WHERE id = $1`, [couponId]);
      if (!limits) throw new DomainError('COUPON_INVALID', COUPON_MESSAGES.inactive);
      const { uses } = await this.shopperFacts(tx, couponId, customerId, false);
      if (limits.perCustomerLimit !== null && uses >= limits.perCustomerLimit) throw new DomainError('COUPON_INVALID', COUPON_MESSAGES.alreadyUsed);
      const taken = await m.query(
        `UPDATE coupon SET used_count = used_count + 1
         WHERE id = $1 AND active AND (usage_limit IS NULL OR used_count < usage_limit) RETURNING id`,
        [couponId],
      );
      if (returnedRows(taken).length === 0) throw new DomainError('COUPON_INVALID', COUPON_MESSAGES.limitReached);
      await m.query(`INSERT INTO coupon_redemption (coupon_id, customer_id, order_id, discount) VALUES ($1, $2, $3, $4)`, [couponId, customerId, orderId, discount]);
    });
  }

  /**
   * Gives back the coupon use of a cancelled order (once: releasing twice changes nothing), so
   * the shopper may use it again and the total limit counts it no more.
   */
  async release(ctx: ServiceContext, couponId: number, orderId: number): Promise<void> {
    const manager = ctx.manager;
    const released = await manager.query(
      `UPDATE coupon_redemption SET released_at = now() WHERE coupon_id = $1 AND order_id = $2 AND released_at IS NULL RETURNING id`,
      [couponId, orderId],
    );
    if (returnedRows(released).length > 0) await manager.query(`UPDATE coupon SET used_count = used_count - 1 WHERE id = $1 AND used_count > 0`, [couponId]);
  }
}

/** TypeORM answers `UPDATE … RETURNING` with [rows, affected] and `INSERT … RETURNING` with rows. */
export function returnedRows(result: unknown): unknown[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0];
  return Array.isArray(result) ? result : [];
}

/**
 * The demo store's coupons: a first-order welcome, a festive percentage with a cap, flat ₹200
 * over ₹1,999, a small everyday one, an expired one and one that is used up. Fixed dates, so the
 * seed is the same on every run.
 */
import type { EntityManager } from 'typeorm';
import type { SeedOptions } from '../../shared/seed-options.js';

interface SeedCoupon {
  code: string;
  title: string;
  description: string;
  type: 'percentage' | 'flat';
  /** Percent, or rupees for flat coupons. */
  value: number;
  /** Rupees. */
  maxDiscount?: number;
  minOrder: number;
  startsAt?: string;
  expiresAt?: string;
  usageLimit?: number;
  usedCount?: number;
  perCustomer?: number;
  firstOrderOnly?: boolean;
}

export const SEED_COUPONS: SeedCoupon[] = [
  { code: 'WELCOME10', title: '10% off your first order', description: 'New to Kapda? Take 10% off your first order, up to ₹300.', type: 'percentage', value: 10, maxDiscount: 300, minOrder: 499, perCustomer: 1, firstOrderOnly: true },
  { code: 'KAPDA5', title: '5% off everything', description: 'An everyday 5% off, up to ₹150, on any order.', type: 'percentage', value: 5, maxDiscount: 150, minOrder: 0, perCustomer: 5 },
  { code: 'FESTIVE20', title: 'Festive Sale: 20% off', description: 'Celebrate with 20% off orders of ₹999 or more, up to ₹500.', type: 'percentage', value: 20, maxDiscount: 500, minOrder: 999, startsAt: '2024-01-01T00:00:00+05:30', expiresAt: '2030-12-31T23:59:59+05:30', perCustomer: 2 },
  { code: 'FLAT200', title: 'Flat ₹200 off', description: 'Flat ₹200 off on orders of ₹1,999 or more.', type: 'flat', value: 200, minOrder: 1999, perCustomer: 3 },
  { code: 'MONSOON15', title: 'Monsoon Sale: 15% off', description: 'The monsoon sale has ended.', type: 'percentage', value: 15, maxDiscount: 400, minOrder: 799, startsAt: '2024-06-01T00:00:00+05:30', expiresAt: '2024-09-30T23:59:59+05:30' },
  { code: 'EARLYBIRD50', title: '₹50 off for early birds', description: 'For the first 100 shoppers only.', type: 'flat', value: 50, minOrder: 0, usageLimit: 100, usedCount: 100, perCustomer: 1 },
];

export async function seedCoupons(manager: EntityManager, options: SeedOptions): Promise<Record<string, number>> {
  if (options.reset) await manager.query(`TRUNCATE cart_coupon, coupon_redemption, coupon RESTART IDENTITY CASCADE`);
  for (const c of SEED_COUPONS) {
    await manager.query(
      `INSERT INTO coupon (code, title, description, discount_type, discount_value, max_discount, min_order_amount, starts_at, expires_at,
                           usage_limit, used_count, per_customer_limit, first_order_only)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT ((upper(code))) DO NOTHING`,
      [
        c.code, c.title, c.description, c.type, c.type === 'flat' ? c.value * 100 : c.value, c.maxDiscount ? c.maxDiscount * 100 : null,
        c.minOrder * 100, c.startsAt ?? null, c.expiresAt ?? null, c.usageLimit ?? null, c.usedCount ?? 0, c.perCustomer ?? null, c.firstOrderOnly ?? false,
      ],
    );
  }
  return { coupons: SEED_COUPONS.length };
}

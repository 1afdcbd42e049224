/**
 * Coupon eligibility and discount: pure rules, no database. The service feeds them the coupon
 * row and the facts about the shopper (their uses, whether they have ordered before) and the
 * cart subtotal; every refusal is a sentence a shopper understands.
 */
import { formatMoney } from '../../shared/money.js';
import { couponDiscount } from '../pricing/pricing.js';

export interface CouponRow {
  id: number;
  code: string;
  title: string;
  description: string;
  discountType: 'percentage' | 'flat';
  /** Whole percent for percentage coupons; paise for flat ones. */
  discountValue: number;
  /** Paise; caps a percentage discount. */
  maxDiscount: number | null;
  /** Paise. */
  minOrderAmount: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  active: boolean;
}

export interface ShopperFacts {
  /** Redemptions of this coupon by this shopper that were not released. */
  customerUses: number;
  /** Orders the shopper has placed before (for first-order coupons). */
  previousOrders: number;
}

export type CouponVerdict = { ok: true; discount: number } | { ok: false; reason: string };

/** "₹1,999" or "₹12.50": the way amounts read in a coupon sentence. */
export const inRupees = (paise: number): string => formatMoney(paise, 'short');
const onDate = (date: Date): string => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const COUPON_MESSAGES = {
  required: 'Coupon code is required.',
  unknown: (code: string) => `Sorry, "${code}" is not a valid coupon code.`,
  inactive: 'This coupon is no longer available.',
  notStarted: (from: Date) => `This coupon can be used from ${onDate(from)}.`,
  expired: (on: Date) => `This coupon expired on ${onDate(on)}.`,
  emptyCart: 'Add items to your cart to use a coupon.',
  belowMinimum: (short: number, min: number) => `Add items worth ${inRupees(short)} more to use this coupon (minimum order ${inRupees(min)}).`,
  alreadyUsed: 'You have already used this coupon.',
  limitReached: 'This coupon has reached its usage limit.',
  firstOrderOnly: 'This coupon is valid on your first order only.',
  applied: 'Your discount has been applied successfully!',
  cleared: 'Coupon removed.',
} as const;

/** Decides whether `coupon` applies to a cart of `subtotal` paise for this shopper now. */
export function judgeCoupon(coupon: CouponRow, subtotal: number, facts: ShopperFacts, now: Date = new Date()): CouponVerdict {
  if (!coupon.active) return { ok: false, reason: COUPON_MESSAGES.inactive };
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return { ok: false, reason: COUPON_MESSAGES.notStarted(coupon.startsAt) };
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: COUPON_MESSAGES.expired(coupon.expiresAt) };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return { ok: false, reason: COUPON_MESSAGES.limitReached };
  if (coupon.perCustomerLimit !== null && facts.customerUses >= coupon.perCustomerLimit) return { ok: false, reason: COUPON_MESSAGES.alreadyUsed };
  if (coupon.firstOrderOnly && facts.previousOrders > 0) return { ok: false, reason: COUPON_MESSAGES.firstOrderOnly };
  if (subtotal <= 0) return { ok: false, reason: COUPON_MESSAGES.emptyCart };
  if (subtotal < coupon.minOrderAmount) return { ok: false, reason: COUPON_MESSAGES.belowMinimum(coupon.minOrderAmount - subtotal, coupon.minOrderAmount) };
  return { ok: true, discount: couponDiscount(coupon, subtotal) }; // the money math is pricing's
}

/**
 * Returns and exchanges, the pure rules (no database, no clock of their own):
 *
 *   REQUESTED → APPROVED (pickup scheduled) | REJECTED
 *   APPROVED → PICKED_UP → RECEIVED → REFUNDED (a return) | EXCHANGE_SHIPPED (an exchange)
 *
 * plus the policy window, the quantities a line still allows, the refund value of a part of an
 * order, pickup dates, and the payout details a cash-on-delivery refund needs.
 */

import { asciiDigits } from '../../shared/indian-formats.js';
import { apportion } from '../pricing/pricing.js';

export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED', 'PICKED_UP', 'RECEIVED', 'REFUNDED', 'EXCHANGE_SHIPPED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export type ReturnKind = 'RETURN' | 'EXCHANGE';

/** Statuses in which a request is still open (one open request per order line). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED'];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Pickup scheduled',
  REJECTED: 'Rejected',
  PICKED_UP: 'Picked up',
  RECEIVED: 'Received at our store',
  REFUNDED: 'Refunded',
  EXCHANGE_SHIPPED: 'Exchange shipped',
};

/** The reasons a shopper picks from (the list shown on the form). */
export const RETURN_REASONS = {
  SIZE_TOO_SMALL: 'Size too small',
  SIZE_TOO_LARGE: 'Size too large',
  DAMAGED: 'Arrived damaged',
  NOT_AS_DESCRIBED: 'Not as described',
  WRONG_ITEM: 'Wrong item sent',
  QUALITY: 'Quality not as expected',
  CHANGED_MIND: 'Changed my mind',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;
export const isReturnReason = (value: unknown): value is ReturnReason => typeof value === 'string' && Object.hasOwn(RETURN_REASONS, value);

const TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['APPROVED', 'REJECTED'],
  APPROVED: ['PICKED_UP'],
  PICKED_UP: ['RECEIVED'],
  RECEIVED: ['REFUNDED', 'EXCHANGE_SHIPPED'],
  REJECTED: [],
  REFUNDED: [],
  EXCHANGE_SHIPPED: [],
};

/** May a request of `kind` move from `from` to `to`? A return ends refunded, an exchange shipped. */
export function canMoveReturn(kind: ReturnKind, from: ReturnStatus, to: ReturnStatus): boolean {
  if (!TRANSITIONS[from].includes(to)) return false;
  if (to === 'REFUNDED') return kind === 'RETURN';
  if (to === 'EXCHANGE_SHIPPED') return kind === 'EXCHANGE';
  return true;
}

/** The next steps staff may take on a request now (the dashboard's buttons). */
export function nextReturnSteps(kind: ReturnKind, status: ReturnStatus): ReturnStatus[] {
  return TRANSITIONS[status].filter((to) => canMoveReturn(kind, status, to));
}

export const isOpenReturn = (status: ReturnStatus) => OPEN_RETURN_STATUSES.includes(status);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: `windowDays` after delivery. */
export const returnWindowEnd = (deliveredAt: Date, windowDays: number): Date => new Date(deliveredAt.getTime() + windowDays * DAY_MS);

export type Verdict = { ok: true } | { ok: false; message: string };

/** Whether an order may have a return asked now: delivered, and within the window after delivery. */
export function returnWindowVerdict(order: { status: string; deliveredAt: Date | null }, now: Date, windowDays: number): Verdict {
  if (order.status !== 'DELIVERED' || !order.deliveredAt) return { ok: false, message: 'Only a delivered order can be returned or exchanged.' };
  if (now.getTime() > returnWindowEnd(order.deliveredAt, windowDays).getTime()) {
    return { ok: false, message: `Returns and exchanges are accepted within ${windowDays} days of delivery.` };
  }
  return { ok: true };
}

/**
 * Units of a line that may still be asked for: delivered minus those already in a request that
 * was not rejected (an open one, or one done).
 */
export const returnableQuantity = (delivered: number, alreadyClaimed: number): number => Math.max(0, delivered - alreadyClaimed);

/** What the returns rules need of an order line: its price per piece (before the coupon) and its units. */
export interface RefundLine {
  id: number;
  discountedPrice: number;
  quantity: number;
}

/**
 * What the shopper paid for each line of an order, in paise: its price less its share of the
 * coupon, split over the lines by pricing's `apportion` in the order's line order: the very
 * numbers the tax invoice prints (invoice-calc.ts), so a full return refunds the invoice's lines.
 */
export function linesPaid(lines: readonly RefundLine[], discountAmount: number): number[] {
  const values = lines.map((line) => line.discountedPrice * line.quantity);
  const shares = apportion(discountAmount, values);
  return values.map((value, i) => value - shares[i]);
}

/**
 * What the first `units` units of a line cost, in paise: the line's paid value spread over its
 * units, rounded down, so that the last unit carries the paise left over and all of them add up
 * to the line's value exactly. A return of q units after k were refunded gets
 * `paidForUnits(k + q) − paidForUnits(k)`: the same total whatever the order of the returns.
 */
export function paidForUnits(linePaid: number, lineQuantity: number, units: number): number {
  if (lineQuantity <= 0 || units <= 0) return 0;
  if (units >= lineQuantity) return linePaid;
  return Math.floor((linePaid * units) / lineQuantity);
}

/**
 * The refund of a return, in paise (ADR 0101): what the shopper paid for `quantity` units of line
 * `lineId` (its price less its share of the coupon, apportioned as the invoice does), after
 * `alreadyRefundedUnits` units of that line were refunded by earlier returns; never more than
 * `remaining`, what the order has left to refund (its total less the shipping fee, which is kept,
 * less every refund already made), never below 0.
 */
export function returnRefund(
  order: { lines: readonly RefundLine[]; discountAmount: number },
  lineId: number,
  alreadyRefundedUnits: number,
  quantity: number,
  remaining: number,
): number {
  const index = order.lines.findIndex((line) => line.id === lineId);
  if (index < 0) return 0;
  const paid = linesPaid(order.lines, order.discountAmount)[index];
  const quantityOfLine = order.lines[index].quantity;
  const value = paidForUnits(paid, quantityOfLine, alreadyRefundedUnits + quantity) - paidForUnits(paid, quantityOfLine, alreadyRefundedUnits);
  return Math.max(0, Math.min(remaining, value));
}

/** What an order may refund in all through returns: its total less the shipping fee the store keeps (ADR 0101). */
export const refundableTotal = (order: { totalAmount: number; shippingCharge: number }): number => Math.max(0, order.totalAmount - order.shippingCharge);

const IST_OFFSET_MS = 330 * 60_000;

/** ISO date (YYYY-MM-DD) of a moment in India time. */
export const indiaDate = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** How many working days ahead a pickup may be booked. */
export const PICKUP_DAYS = 5;

/**
 * The pickup dates offered: the next `PICKUP_DAYS` working days (Monday to Saturday; couriers do
 * not collect on Sundays), starting tomorrow, India time.
 */
export function pickupDates(now: Date, count = PICKUP_DAYS): string[] {
  const dates: string[] = [];
  const day = new Date(`${indiaDate(now)}T00:00:00Z`);
  while (dates.length < count) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

/** The payout details a cash-on-delivery refund goes to. */
export type Payout = { method: 'BANK'; accountNumber: string; ifsc: string; accountName: string } | { method: 'UPI'; upiId: string };

export type PayoutInput = { accountNumber?: string | null; ifsc?: string | null; accountName?: string | null; upiId?: string | null };

/** IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers: 9 to 18 digits. */
export const ACCOUNT_PATTERN = /^\d{9,18}$/;
/** A UPI id (VPA): name@handle. */
export const UPI_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/**
 * Validates the payout details of a COD refund: a UPI id, or an account number + IFSC + holder's
 * name. Answers the details to keep, or the field at fault and why.
 */
export function parsePayout(input: PayoutInput | null | undefined): { ok: true; payout: Payout } | { ok: false; field: string; message: string } {
  // Digits typed on an Indian-language keyboard (९८७…) are the same digits.
  const upiId = asciiDigits(input?.upiId?.trim() ?? '');
  const accountNumber = asciiDigits(input?.accountNumber ?? '').replace(/\s+/g, '');
  const ifsc = asciiDigits(input?.ifsc ?? '').trim().toUpperCase();
  const accountName = (input?.accountName ?? '').trim();
  if (upiId) {
    if (upiId.length > 60 || !UPI_PATTERN.test(upiId)) return { ok: false, field: 'upiId', message: 'Enter a valid UPI ID, like name@bank.' };
    return { ok: true, payout: { method: 'UPI', upiId } };
  }
  if (!accountNumber && !ifsc) return { ok: false, field: 'upiId', message: 'Cash on delivery orders are refunded to a bank account or UPI ID: please give one.' };
  if (!ACCOUNT_PATTERN.test(accountNumber)) return { ok: false, field: 'accountNumber', message: 'Enter the bank account number: 9 to 18 digits.' };
  if (!IFSC_PATTERN.test(ifsc)) return { ok: false, field: 'ifsc', message: 'Enter a valid IFSC code, like SBIN0001234.' };
  if (accountName.length < 2 || accountName.length > 100) return { ok: false, field: 'accountName', message: "Enter the account holder's name." };
  return { ok: true, payout: { method: 'BANK', accountNumber, ifsc, accountName } };
}

/** How payout details are shown back (never in full): "A/c ••••1234 · SBIN0001234", "UPI as••••@okaxis". */
export function maskedPayout(row: { refundMethod: string | null; accountNumber: string | null; ifsc: string | null; upiId: string | null }): string | null {
  if (row.refundMethod === 'BANK' && row.accountNumber) return `A/c ••••${row.accountNumber.slice(-4)} · ${row.ifsc ?? ''}`.trim();
  if (row.refundMethod === 'UPI' && row.upiId) {
    const [name, handle] = row.upiId.split('@');
    return `UPI ${name.slice(0, 2)}••••@${handle}`;
  }
  if (row.refundMethod === 'ORIGINAL') return 'Original payment method';
  return null;
}

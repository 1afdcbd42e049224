import { describe, expect, it } from 'vitest';
import {
  RETURN_STATUSES,
  canMoveReturn,
  maskedPayout,
  nextReturnSteps,
  parsePayout,
  pickupDates,
  paidForUnits,
  returnRefund,
  returnWindowVerdict,
  returnableQuantity,
  type ReturnStatus,
} from './return-rules.js';

describe('the return state machine', () => {
  it('a return runs REQUESTED → APPROVED → PICKED_UP → RECEIVED → REFUNDED; an exchange ends EXCHANGE_SHIPPED', () => {
    const walk = (kind: 'RETURN' | 'EXCHANGE', path: ReturnStatus[]) => path.slice(1).every((to, i) => canMoveReturn(kind, path[i], to));
    expect(walk('RETURN', ['REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED', 'REFUNDED'])).toBe(true);
    expect(walk('EXCHANGE', ['REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED', 'EXCHANGE_SHIPPED'])).toBe(true);
    expect(canMoveReturn('RETURN', 'RECEIVED', 'EXCHANGE_SHIPPED')).toBe(false);
    expect(canMoveReturn('EXCHANGE', 'RECEIVED', 'REFUNDED')).toBe(false);
  });

  it('no step is skipped or undone, and the ends are final', () => {
    expect(canMoveReturn('RETURN', 'REQUESTED', 'PICKED_UP')).toBe(false);
    expect(canMoveReturn('RETURN', 'APPROVED', 'REJECTED')).toBe(false);
    expect(canMoveReturn('RETURN', 'PICKED_UP', 'APPROVED')).toBe(false);
    for (const end of ['REJECTED', 'REFUNDED', 'EXCHANGE_SHIPPED'] as const) {
      for (const to of RETURN_STATUSES) expect(canMoveReturn('RETURN', end, to) || canMoveReturn('EXCHANGE', end, to)).toBe(false);
    }
    expect(nextReturnSteps('RETURN', 'REQUESTED')).toEqual(['APPROVED', 'REJECTED']);
    expect(nextReturnSteps('RETURN', 'RECEIVED')).toEqual(['REFUNDED']);
    expect(nextReturnSteps('EXCHANGE', 'RECEIVED')).toEqual(['EXCHANGE_SHIPPED']);
  });
});

describe('the window and quantities', () => {
  const delivered = new Date('2026-11-10T10:00:00Z');
  it('is open for 7 days after delivery, then closed; never before delivery', () => {
    expect(returnWindowVerdict({ status: 'DELIVERED', deliveredAt: delivered }, new Date('2026-11-17T09:59:59Z'), 7)).toEqual({ ok: true });
    expect(returnWindowVerdict({ status: 'DELIVERED', deliveredAt: delivered }, new Date('2026-11-17T10:00:01Z'), 7)).toEqual({ ok: false, message: 'Returns and exchanges are accepted within 7 days of delivery.' });
    expect(returnWindowVerdict({ status: 'SHIPPED', deliveredAt: null }, delivered, 7).ok).toBe(false);
  });
  it('what is left is delivered minus claimed, never below zero', () => {
    expect(returnableQuantity(3, 1)).toBe(2);
    expect(returnableQuantity(2, 5)).toBe(0);
  });
  it("a refund is the price paid less the line's share of the coupon (the invoice's split), capped by what is left", () => {
    // Two lines of ₹1,000 + ₹1,000 (2 × ₹500), ₹200 off: ₹100 each.
    const order = { lines: [{ id: 1, discountedPrice: 100_000, quantity: 1 }, { id: 2, discountedPrice: 50_000, quantity: 2 }], discountAmount: 20_000 };
    expect(returnRefund(order, 2, 0, 2, 1_000_000)).toBe(90_000);
    expect(returnRefund(order, 2, 0, 2, 40_000)).toBe(40_000);
    expect(returnRefund(order, 2, 0, 1, 1_000_000) + returnRefund(order, 2, 1, 1, 1_000_000)).toBe(90_000);
    expect(returnRefund({ lines: [{ id: 7, discountedPrice: 50_000, quantity: 1 }], discountAmount: 0 }, 7, 0, 1, 50_000)).toBe(50_000);
    expect(returnRefund(order, 99, 0, 1, 1_000_000)).toBe(0);
  });
  it('the units of a line add up to the line exactly: the last unit carries the paise left over', () => {
    // ₹10.01 for 3 units: 3.33 + 3.33 + 3.35.
    expect([1, 2, 3].map((k) => paidForUnits(1001, 3, k) - paidForUnits(1001, 3, k - 1))).toEqual([333, 334, 334]);
    expect(paidForUnits(1001, 3, 3)).toBe(1001);
    expect(paidForUnits(1001, 3, 0)).toBe(0);
  });
});

describe('pickup dates', () => {
  it('are the next five working days from tomorrow (India time), Sundays skipped', () => {
    // Friday 20 Nov 2026, 20:00 UTC = Saturday 01:30 in India.
    expect(pickupDates(new Date('2026-11-20T20:00:00Z'))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(pickupDates(new Date('2026-11-20T06:00:00Z'))).toEqual(['2026-11-21', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
  });
});

describe('cash-on-delivery payout details', () => {
  it('accepts a UPI id, or an account number + IFSC + name; refuses the rest with the field at fault', () => {
    expect(parsePayout({ upiId: 'asha.verma@okaxis' })).toEqual({ ok: true, payout: { method: 'UPI', upiId: 'asha.verma@okaxis' } });
    expect(parsePayout({ accountNumber: '1234 5678 9012', ifsc: 'sbin0001234', accountName: 'Asha Verma' })).toEqual({
      ok: true,
      payout: { method: 'BANK', accountNumber: '123456789012', ifsc: 'SBIN0001234', accountName: 'Asha Verma' },
    });
    // Typed on a Hindi keyboard: the same account, IFSC and UPI id.
    expect(parsePayout({ accountNumber: '१२३४ ५६७८ ९०१२', ifsc: 'sbin०००१२३४', accountName: 'Asha Verma' })).toEqual({
      ok: true,
      payout: { method: 'BANK', accountNumber: '123456789012', ifsc: 'SBIN0001234', accountName: 'Asha Verma' },
    });
    expect(parsePayout({ upiId: '९८७६५४३२१०@upi' })).toEqual({ ok: true, payout: { method: 'UPI', upiId: '9876543210@upi' } });
    expect(parsePayout({})).toMatchObject({ ok: false, field: 'upiId' });
    expect(parsePayout({ upiId: 'no-handle' })).toMatchObject({ ok: false, field: 'upiId' });
    expect(parsePayout({ accountNumber: '12345', ifsc: 'SBIN0001234', accountName: 'A V' })).toMatchObject({ ok: false, field: 'accountNumber' });
    expect(parsePayout({ accountNumber: '123456789012', ifsc: 'SBIN1001234', accountName: 'A V' })).toMatchObject({ ok: false, field: 'ifsc' });
    expect(parsePayout({ accountNumber: '123456789012', ifsc: 'SBIN0001234', accountName: '' })).toMatchObject({ ok: false, field: 'accountName' });
  });
  it('is shown masked', () => {
    expect(maskedPayout({ refundMethod: 'BANK', accountNumber: '123456789012', ifsc: 'SBIN0001234', upiId: null })).toBe('A/c ••••9012 · SBIN0001234');
    expect(maskedPayout({ refundMethod: 'UPI', accountNumber: null, ifsc: null, upiId: 'asha.verma@okaxis' })).toBe('UPI as••••@okaxis');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  advanceVerdict,
  canTransition,
  canTransitionPayment,
  customerCancelVerdict,
  isExpiredUnpaid,
  isHistoryStatus,
  markCodPaidVerdict,
  payNowVerdict,
  staffCancelVerdict,
  type OrderFacts,
  type OrderStatus,
  type PaymentStatus,
} from './order-status.js';

const ALLOWED: Array<[OrderStatus, OrderStatus]> = [
  ['PLACED', 'PROCESSING'],
  ['PLACED', 'CANCELLED'],
  ['PROCESSING', 'SHIPPED'],
  ['PROCESSING', 'CANCELLED'],
  ['SHIPPED', 'OUT_FOR_DELIVERY'],
  ['SHIPPED', 'CANCELLED'],
  ['OUT_FOR_DELIVERY', 'DELIVERED'],
  ['OUT_FOR_DELIVERY', 'CANCELLED'],
];
const PAYMENT_ALLOWED: Array<[PaymentStatus, PaymentStatus]> = [
  ['PENDING', 'PAID'],
  ['PENDING', 'FAILED'],
  ['FAILED', 'PAID'],
  ['PAID', 'REFUNDED'],
];

const now = new Date('2025-01-10T12:00:00Z');
const order = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  status: 'PLACED',
  paymentStatus: 'PENDING',
  paymentMethod: 'COD',
  createdAt: new Date('2025-01-09T12:00:00Z'),
  ...over,
});

describe('order state machine', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransition(from, to)).toBe(allowed);
      });
    }
  }

  for (const from of PAYMENT_STATUSES) {
    for (const to of PAYMENT_STATUSES) {
      const allowed = PAYMENT_ALLOWED.some(([a, b]) => a === from && b === to);
      it(`payment: ${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransitionPayment(from, to)).toBe(allowed);
      });
    }
  }

  it('advances along the tracker and never past Delivered or out of Cancelled', () => {
    expect(advanceVerdict(order())).toEqual({ ok: true, next: 'PROCESSING' });
    expect(advanceVerdict(order({ status: 'PROCESSING' }))).toEqual({ ok: true, next: 'SHIPPED' });
    expect(advanceVerdict(order({ status: 'SHIPPED' }))).toEqual({ ok: true, next: 'OUT_FOR_DELIVERY' });
    expect(advanceVerdict(order({ status: 'OUT_FOR_DELIVERY' }))).toEqual({ ok: true, next: 'DELIVERED' });
    expect(advanceVerdict(order({ status: 'DELIVERED' }))).toEqual({ ok: false, message: 'Order cannot be advanced as it is already Delivered' });
    expect(advanceVerdict(order({ status: 'CANCELLED' }))).toEqual({ ok: false, message: 'Order cannot be advanced as it is already Cancelled' });
    // every advance is itself an allowed transition
    for (const status of ['PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY'] as const) {
      const verdict = advanceVerdict(order({ status }));
      expect(verdict.ok && canTransition(status, verdict.next)).toBe(true);
    }
  });

  it('does not process an unpaid online order', () => {
    expect(advanceVerdict(order({ paymentMethod: 'ONLINE' })).ok).toBe(false);
    expect(advanceVerdict(order({ paymentMethod: 'ONLINE', paymentStatus: 'PAID' })).ok).toBe(true);
  });

  it('lets the shopper cancel before shipping and within 7 days, with the spec texts otherwise', () => {
    expect(customerCancelVerdict(order(), now)).toEqual({ ok: true });
    expect(customerCancelVerdict(order({ status: 'PROCESSING' }), now)).toEqual({ ok: true });
    expect(customerCancelVerdict(order({ status: 'CANCELLED' }), now)).toEqual({ ok: false, message: 'Order cannot be cancelled as it is already Cancelled' });
    expect(customerCancelVerdict(order({ status: 'SHIPPED' }), now)).toEqual({ ok: false, message: 'Order cannot be cancelled as it is already Shipped' });
    expect(customerCancelVerdict(order({ status: 'OUT_FOR_DELIVERY' }), now)).toEqual({ ok: false, message: 'Order cannot be cancelled as it is already Out For Delivered' });
    expect(customerCancelVerdict(order({ status: 'DELIVERED' }), now)).toEqual({ ok: false, message: 'Order cannot be cancelled as it is already Delivered' });
    const eightDaysAgo = new Date(now.getTime() - 8 * 24 * 3600 * 1000);
    expect(customerCancelVerdict(order({ createdAt: eightDaysAgo }), now)).toEqual({ ok: false, message: 'Order cannot be cancelled after 7 days of placing it' });
  });

  it('lets staff cancel until delivery (a shipped parcel comes back), every such cancel an allowed transition', () => {
    for (const status of ['PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY'] as const) {
      expect(staffCancelVerdict(order({ status }))).toEqual({ ok: true });
      expect(canTransition(status, 'CANCELLED')).toBe(true);
    }
    expect(staffCancelVerdict(order({ status: 'DELIVERED' }))).toEqual({ ok: false, message: 'Order cannot be cancelled as it is already Delivered' });
    expect(staffCancelVerdict(order({ status: 'CANCELLED' }))).toEqual({ ok: false, message: 'Order cannot be cancelled as it is already Cancelled' });
  });

  it('marks cash orders paid only on delivery', () => {
    expect(markCodPaidVerdict(order()).ok).toBe(false);
    expect(markCodPaidVerdict(order({ status: 'OUT_FOR_DELIVERY' })).ok).toBe(true);
    expect(markCodPaidVerdict(order({ status: 'DELIVERED' })).ok).toBe(true);
    expect(markCodPaidVerdict(order({ status: 'DELIVERED', paymentStatus: 'PAID' })).ok).toBe(false);
    expect(markCodPaidVerdict(order({ status: 'DELIVERED', paymentMethod: 'ONLINE' })).ok).toBe(false);
  });

  it('offers Pay Now only on unpaid, live online orders', () => {
    expect(payNowVerdict(order({ paymentMethod: 'ONLINE' })).ok).toBe(true);
    expect(payNowVerdict(order({ paymentMethod: 'ONLINE', paymentStatus: 'FAILED' })).ok).toBe(true);
    expect(payNowVerdict(order({ paymentMethod: 'ONLINE', paymentStatus: 'PAID' })).ok).toBe(false);
    expect(payNowVerdict(order({ paymentMethod: 'ONLINE', status: 'CANCELLED' })).ok).toBe(false);
    expect(payNowVerdict(order()).ok).toBe(false);
  });

  it('expires only unpaid online orders past the timeout', () => {
    const old = new Date(now.getTime() - 31 * 60 * 1000);
    expect(isExpiredUnpaid(order({ paymentMethod: 'ONLINE', createdAt: old }), now, 30)).toBe(true);
    expect(isExpiredUnpaid(order({ paymentMethod: 'ONLINE', createdAt: new Date(now.getTime() - 60_000) }), now, 30)).toBe(false);
    expect(isExpiredUnpaid(order({ paymentMethod: 'ONLINE', paymentStatus: 'PAID', createdAt: old }), now, 30)).toBe(false);
    expect(isExpiredUnpaid(order({ createdAt: old }), now, 30)).toBe(false);
  });

  it('splits the tabs: delivered and cancelled are history', () => {
    expect(ORDER_STATUSES.filter(isHistoryStatus)).toEqual(['DELIVERED', 'CANCELLED']);
  });
});

describe('payment status moves come from the one table', () => {
  it('the statuses a payment may reach PAID, FAILED and REFUNDED from', async () => {
    const { paymentSourcesOf } = await import('./order-status.js');
    expect(paymentSourcesOf('PAID').sort()).toEqual(['FAILED', 'PENDING']);
    expect(paymentSourcesOf('FAILED')).toEqual(['PENDING']);
    expect(paymentSourcesOf('REFUNDED')).toEqual(['PAID']);
    expect(paymentSourcesOf('PENDING')).toEqual([]);
  });
});

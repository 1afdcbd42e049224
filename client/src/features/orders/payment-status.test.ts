import { describe, expect, it } from 'vitest';
import { paymentStatusText } from './payment-status';

describe('paymentStatusText', () => {
  const text = (status: string, paymentMethod: string, paymentStatus: string) => paymentStatusText({ status, paymentMethod, paymentStatus }).text;

  it('a cancelled order that was never paid says it was not charged, whatever the method', () => {
    expect(text('CANCELLED', 'COD', 'PENDING')).toBe('Not charged');
    expect(text('CANCELLED', 'ONLINE', 'PENDING')).toBe('Not charged');
    expect(text('CANCELLED', 'ONLINE', 'FAILED')).toBe('Not charged');
  });

  it('money that moved is named as such', () => {
    expect(text('CANCELLED', 'ONLINE', 'REFUNDED')).toBe('Refunded');
    expect(text('DELIVERED', 'COD', 'PAID')).toBe('Paid');
  });

  it('an open order: cash is due on delivery, an unpaid online order says it awaits payment (issue 25: it looked confirmed)', () => {
    expect(text('PLACED', 'COD', 'PENDING')).toBe('Pay on delivery');
    expect(text('PLACED', 'ONLINE', 'PENDING')).toBe('Awaiting payment');
    expect(text('PLACED', 'ONLINE', 'FAILED')).toBe('Payment failed: awaiting payment');
  });
});

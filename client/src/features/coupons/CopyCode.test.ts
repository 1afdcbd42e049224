import { describe, expect, it } from 'vitest';
import { couponValidity } from './CopyCode';

describe('coupon validity line', () => {
  it('shows the expiry date of a coupon that has one', () => {
    expect(couponValidity('2030-12-31T18:29:59.000Z')).toBe('Valid till 31 Dec 2030');
  });

  it('shows nothing for a coupon that never expires (expiryDate null), never 1970', () => {
    for (const none of [null, undefined, '']) expect(couponValidity(none)).toBeNull();
    expect(couponValidity('not a date')).toBeNull();
  });
});

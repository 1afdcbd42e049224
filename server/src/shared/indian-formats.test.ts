/** The one phone rule and the one pincode rule, as the server and the client both apply them. */
import { describe, expect, it } from 'vitest';
import { asciiDigits, digitsOnly, isPincodeShape, normalizeIndianPhone, normalizePincode } from './indian-formats.js';
import * as client from '../../../client/src/ui/indian-formats.js';

describe('normalizeIndianPhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['91-9876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(987) 654.3210', '9876543210'],
    [9876543210, '9876543210'],
    ['5876543210', null],
    ['987654321', null],
    ['98765432100', null],
    ['+1 9876543210', null],
    ['', null],
    [null, null],
    ['9'.repeat(40), null],
    ['९८७६५ ४३२१०', '9876543210'],
    ['+९१ ९८७६५४३२१०', '9876543210'],
    ['৯৮৭৬৫৪৩২১০', '9876543210'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeIndianPhone(input)).toBe(expected);
  });
});

describe('isPincodeShape', () => {
  it.each([
    ['226001', true],
    ['000000', true],
    ['22600', false],
    ['2260011', false],
    ['22600a', false],
    [' 226001', false],
    [226001, false],
  ])('%s → %s', (input, expected) => {
    expect(isPincodeShape(input)).toBe(expected);
  });
});

describe('digits of Indian scripts', () => {
  it('reads every script\'s ten digits as 0–9 and leaves other text alone', () => {
    const zeros = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0xff10];
    for (const zero of zeros) {
      const written = Array.from({ length: 10 }, (_, i) => String.fromCharCode(zero + i)).join('');
      expect(asciiDigits(written), zero.toString(16)).toBe('0123456789');
    }
    expect(asciiDigits('पिन ४११००१, flat 7')).toBe('पिन 411001, flat 7');
  });

  it('normalizes a pincode and keeps only digits in a digit field', () => {
    expect(normalizePincode('४११००१')).toBe('411001');
    expect(normalizePincode(' 226001 ')).toBe('226001');
    expect(normalizePincode(226001)).toBe('226001');
    expect(normalizePincode('४११००')).toBeNull();
    expect(normalizePincode('41100a')).toBeNull();
    expect(normalizePincode(null)).toBeNull();
    expect(digitsOnly('१२ ३-४५६७८', 6)).toBe('123456');
    expect(digitsOnly('abc', 6)).toBe('');
  });
});

describe('the client', () => {
  it('applies the very same rules (its module re-exports this one)', () => {
    expect(client.normalizeIndianPhone).toBe(normalizeIndianPhone);
    expect(client.isPincodeShape).toBe(isPincodeShape);
    expect(client.normalizePincode).toBe(normalizePincode);
    expect(client.digitsOnly).toBe(digitsOnly);
  });
});

/** The one phone rule and the one pincode rule, as the server and the client both apply them. */
import { describe, expect, it } from 'vitest';
import { isPincodeShape, normalizeIndianPhone } from './indian-formats.js';
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

describe('the client', () => {
  it('applies the very same rules (its module re-exports this one)', () => {
    expect(client.normalizeIndianPhone).toBe(normalizeIndianPhone);
    expect(client.isPincodeShape).toBe(isPincodeShape);
  });
});

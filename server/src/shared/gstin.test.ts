import { describe, expect, it } from 'vitest';
import { checkGstin, gstinCheckCharacter, GSTIN_MESSAGES } from './gstin.js';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', ' 27aapfu0939f1zv '])('accepts %s (checksum right)', (input) => {
    expect(checkGstin(input)).toEqual({ gstin: input.trim().toUpperCase() });
  });
  it('computes the check character (GSTN mod 36)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
  it.each([
    ['27AAPFU0939F1ZW', GSTIN_MESSAGES.checksum], // one character off
    ['27AAPFU0939F1Z', GSTIN_MESSAGES.shape],
    ['00AAPFU0939F1ZV', GSTIN_MESSAGES.shape], // no state 00
    ['27AAPFU0939F1XV', GSTIN_MESSAGES.shape], // 14th is always Z
    ['ABCDEFGHIJKLMNO', GSTIN_MESSAGES.shape],
  ])('refuses %s', (input, message) => {
    expect(checkGstin(input)).toEqual({ message });
  });
});

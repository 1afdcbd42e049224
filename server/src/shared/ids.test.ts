import { describe, expect, it } from 'vitest';
import { idOrNull, parseId } from './ids.js';

describe('the id parser', () => {
  it.each([
    ['1', 1],
    [' 42 ', 42],
    [7, 7],
    ['2147483647', 2147483647],
  ])('reads %j as %j', (input, id) => {
    expect(idOrNull(input)).toBe(id);
    expect(parseId(input)).toBe(id);
  });

  it.each([['0'], ['-1'], ['1.5'], ['1e3'], ['0x10'], ['abc'], [''], ['2147483648'], ['99999999999'], [0], [-3], [1.5], [Number.NaN], [null], [undefined], [{}]])(
    'rejects %j',
    (input) => {
      expect(idOrNull(input)).toBeNull();
      expect(() => parseId(input, 'Product not found.')).toThrow(expect.objectContaining({ code: 'NOT_FOUND', message: 'Product not found.' }));
    },
  );
});

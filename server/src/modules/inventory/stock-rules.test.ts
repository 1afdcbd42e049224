import { describe, expect, it } from 'vitest';
import { checkStockChange, lockOrder, outOfStockMessage, productsSoldOut, unitsByProduct, unitsBySize } from './stock-rules.js';

describe('staff stock changes', () => {
  it.each([
    [0, 'restock', 'Change must be a whole number other than 0.'],
    [1.5, 'correction', 'Change must be a whole number other than 0.'],
    [2_000_000, 'correction', 'Change must be a whole number other than 0.'],
    [1, 'theft', 'Reason must be restock, damage or correction.'],
    [-1, 'restock', 'A restock adds stock: use damage or correction to remove it.'],
    [1, 'damage', 'Damage removes stock: use restock or correction to add it.'],
  ])('refuses %s for %s', (delta, reason, message) => {
    expect(() => checkStockChange(delta, reason)).toThrow(message);
  });

  it.each([
    [5, 'restock'],
    [-2, 'damage'],
    [-3, 'correction'],
    [3, 'correction'],
  ])('accepts %s for %s', (delta, reason) => {
    expect(() => checkStockChange(delta, reason)).not.toThrow();
  });
});

describe('the shopper message', () => {
  it('says how many are left, or that none are', () => {
    expect(outOfStockMessage('Kurta', 'Red', 'M', 2)).toBe('Only 2 left of Kurta (Red, M). Please reduce the quantity in your cart.');
    expect(outOfStockMessage('Kurta', 'Red', 'M', 0)).toBe('Kurta (Red, M) is out of stock. Please remove it from your cart.');
  });
});

describe('which products to refresh, in which order', () => {
  it('locks distinct ids ascending', () => {
    expect(lockOrder([5, 1, null, 5, 3, undefined])).toEqual([1, 3, 5]);
  });

  it('only a size reaching 0 can take a product off the in-stock listing', () => {
    expect(
      productsSoldOut([
        { productId: 9, stockLeft: 0 },
        { productId: 4, stockLeft: 2 },
        { productId: 2, stockLeft: 0 },
        { productId: 9, stockLeft: 0 },
      ]),
    ).toEqual([2, 9]);
    expect(productsSoldOut([{ productId: 4, stockLeft: 1 }])).toEqual([]);
  });

  it('sums units per product (sale +, release −) and per size, skipping deleted ones', () => {
    const lines = [
      { productId: 7, variantSizeId: 70, quantity: 2 },
      { productId: 3, variantSizeId: 30, quantity: 1 },
      { productId: 7, variantSizeId: 71, quantity: 1 },
      { productId: null, variantSizeId: null, quantity: 4 },
    ];
    expect(unitsByProduct(lines, 1)).toEqual({ productIds: [3, 7], quantities: [1, 3] });
    expect(unitsByProduct(lines, -1)).toEqual({ productIds: [3, 7], quantities: [-1, -3] });
    expect(unitsBySize(lines)).toEqual({ sizeIds: [30, 70, 71], quantities: [1, 2, 1] });
  });
});

/** The pricing module's rules and the quote, table-driven: pure, no database. Amounts in paise. */
import { describe, expect, it } from 'vitest';
import { apportion, bestOfferPrice, cartTotals, couponDiscount, discountPercent, effectivePrice, gstIncluded, lineTotal, maxQuantityFor, offerPrice, orderTotals, sellingPrice, shippingFor } from './pricing.js';
import { TaxPolicy } from './gst-policy.js';
import { GST_RATE_SEED } from '../../../../migrations/1732000003800-gst-rates.js';

/** The seeded rate table, on a date after 22 Sep 2025 (5 % up to ₹2,500 a piece, 18 % above). */
const tax = {
  policy: new TaxPolicy(GST_RATE_SEED.map((r, i) => ({ id: i, hsnPrefix: r.hsnPrefix, upToPaisePerPiece: r.upTo, ratePercent: r.rate, followsPrincipal: r.followsPrincipal ?? false, validFrom: r.from, validTo: r.to, description: '' }))),
  at: new Date('2026-11-28T06:00:00Z'),
};
import { formatMoney } from '../../shared/money.js';
import { buildQuote, limitMessageFor, type QuoteLineInput } from './quote.js';

/** The spec's shipping (the demo store's settings): ₹49 for cash on delivery, no free-shipping threshold. */
const SPEC_SHIPPING = { codFee: 4900, freeShippingOver: null };

describe('effectivePrice: a discounted price of 0 (or none) means "no discount", never "free"', () => {
  it.each([
    { originalPrice: 199900, discountedPrice: 129900, expected: 129900 },
    { originalPrice: 199900, discountedPrice: 0, expected: 199900 },
    { originalPrice: 199900, discountedPrice: null, expected: 199900 },
    { originalPrice: 199900, discountedPrice: undefined, expected: 199900 },
    { originalPrice: 199900, discountedPrice: 199900, expected: 199900 },
    { originalPrice: 0, discountedPrice: 0, expected: 0 },
  ])('$originalPrice / $discountedPrice → $expected', ({ originalPrice, discountedPrice, expected }) => {
    expect(effectivePrice({ originalPrice, discountedPrice })).toBe(expected);
  });
});

describe('discountPercent', () => {
  it.each([
    [199900, 129900, 35],
    [100000, 100000, 0],
    [100000, 120000, 0],
    [0, 0, 0],
    [99900, 66600, 33],
  ])('%i → %i is %i%% off', (original, price, expected) => {
    expect(discountPercent(original, price)).toBe(expected);
  });
});

describe('maxQuantityFor: stock, 99 when unknown, never above the per-size limit', () => {
  it.each([
    { stock: 5, limit: 99, expected: 5 },
    { stock: 0, limit: 99, expected: 0 },
    { stock: -3, limit: 99, expected: 0 },
    { stock: null, limit: 99, expected: 99 },
    { stock: undefined, limit: 10, expected: 10 },
    { stock: 500, limit: 10, expected: 10 },
    { stock: Number.NaN, limit: 99, expected: 99 },
  ])('stock $stock, limit $limit → $expected', ({ stock, limit, expected }) => {
    expect(maxQuantityFor(stock, limit)).toBe(expected);
  });
});

describe('lineTotal and cartTotals: lines out of stock are shown, counted, not charged', () => {
  it.each([
    { line: { unitPrice: 129900, quantity: 2, stock: 5 }, expected: 259800 },
    { line: { unitPrice: 129900, quantity: 2, stock: 0 }, expected: 0 },
    { line: { unitPrice: 129900, quantity: 6, stock: 5 }, expected: 779400 },
  ])('$line → $expected', ({ line, expected }) => {
    expect(lineTotal(line)).toBe(expected);
  });

  it('adds up quantities of every line and money of lines in stock', () => {
    expect(
      cartTotals([
        { unitPrice: 50000, quantity: 2, stock: 3 },
        { unitPrice: 70000, quantity: 1, stock: 0 },
        { unitPrice: 25050, quantity: 3, stock: 9 },
      ]),
    ).toEqual({ itemCount: 6, subtotal: 175150 });
  });
});

describe('couponDiscount: the money of a coupon (eligibility is the coupons module’s)', () => {
  it.each([
    { coupon: { discountType: 'percentage' as const, discountValue: 10, maxDiscount: null }, subtotal: 199999, expected: 19999 },
    { coupon: { discountType: 'percentage' as const, discountValue: 20, maxDiscount: 50000 }, subtotal: 500000, expected: 50000 },
    { coupon: { discountType: 'flat' as const, discountValue: 20000, maxDiscount: null }, subtotal: 150000, expected: 20000 },
    { coupon: { discountType: 'flat' as const, discountValue: 20000, maxDiscount: null }, subtotal: 15000, expected: 15000 },
    { coupon: { discountType: 'flat' as const, discountValue: 20000, maxDiscount: 100 }, subtotal: 150000, expected: 20000 },
    { coupon: { discountType: 'percentage' as const, discountValue: 10, maxDiscount: null }, subtotal: 0, expected: 0 },
  ])('$coupon.discountType $coupon.discountValue on $subtotal → $expected', ({ coupon, subtotal, expected }) => {
    expect(couponDiscount(coupon, subtotal)).toBe(expected);
  });
});

describe('shipping and GST', () => {
  it('is free with Pay Now and ₹49 for cash on delivery', () => {
    expect(shippingFor('ONLINE', 500000, SPEC_SHIPPING)).toBe(0);
    expect(shippingFor('COD', 500000, SPEC_SHIPPING)).toBe(4900);
  });

  it('waives the COD fee from the free-shipping threshold (the value after the coupon), never below it', () => {
    const rules = { codFee: 3900, freeShippingOver: 149900 };
    expect(shippingFor('COD', 149899, rules)).toBe(3900);
    expect(shippingFor('COD', 149900, rules)).toBe(0);
    expect(shippingFor('ONLINE', 100, rules)).toBe(0);
    // ₹1,600 of goods with a ₹200 coupon is worth ₹1,400: below the threshold, the fee is charged.
    expect(orderTotals([{ unitPrice: 160000, quantity: 1, stock: 1, hsnCode: '6211' }], 20000, 'COD', rules, tax).shipping).toBe(3900);
    expect(orderTotals([{ unitPrice: 160000, quantity: 1, stock: 1, hsnCode: '6211' }], 0, 'COD', rules, tax).shipping).toBe(0);
  });

  it.each([
    [105000, 5, 5000],
    [112000, 12, 12000],
    [4900, 5, 233],
    [0, 5, 0],
  ])('%i paise at %i%% include %i paise of GST', (gross, rate, tax) => {
    expect(gstIncluded(gross, rate)).toBe(tax);
  });

  it('splits an amount over weights to the paisa', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(10, [0, 0])).toEqual([0, 0]);
  });
});

describe('orderTotals', () => {
  const lines = [
    { unitPrice: 295000, quantity: 1, stock: 4, hsnCode: '6204' },
    { unitPrice: 52500, quantity: 2, stock: 4, hsnCode: '6109' },
  ];
  it.each([
    { method: 'ONLINE' as const, coupon: 0, expected: { subtotal: 400000, discount: 0, shipping: 0, tax: 0, total: 400000 } },
    { method: 'COD' as const, coupon: 0, expected: { subtotal: 400000, discount: 0, shipping: 4900, tax: 0, total: 404900 } },
    { method: 'COD' as const, coupon: 20000, expected: { subtotal: 400000, discount: 20000, shipping: 4900, tax: 0, total: 384900 } },
    { method: 'ONLINE' as const, coupon: 999999, expected: { subtotal: 400000, discount: 400000, shipping: 0, tax: 0, total: 0 } },
  ])('$method with a coupon of $coupon', ({ method, coupon, expected }) => {
    expect(orderTotals(lines, coupon, method, SPEC_SHIPPING, tax)).toMatchObject(expected);
  });

  it('counts the GST inside the lines and the shipping (18 % above ₹2,500 taxable a piece, 5 % up to it)', () => {
    // 295000 at 18 % = 45000; 105000 at 5 % = 5000; shipping 4900 follows the top rate, 18 % = 747.
    expect(orderTotals(lines, 0, 'ONLINE', SPEC_SHIPPING, tax).taxIncluded).toBe(45000 + 5000);
    expect(orderTotals(lines, 0, 'COD', SPEC_SHIPPING, tax).taxIncluded).toBe(45000 + 5000 + 747);
  });

  it('has no shipping for an empty cart', () => {
    expect(orderTotals([], 0, 'COD', SPEC_SHIPPING, tax)).toEqual({ subtotal: 0, discount: 0, shipping: 0, tax: 0, taxIncluded: 0, total: 0 });
  });
});

describe('buildQuote', () => {
  const line = (over: Partial<QuoteLineInput>): QuoteLineInput => ({ lineId: 1, originalPrice: 199900, unitPrice: 129900, priceSeen: 129900, quantity: 1, stock: 10, hsnCode: '6211', ...over });

  it('prices lines and totals for both payment methods', () => {
    const quote = buildQuote([line({ quantity: 2 }), line({ lineId: 2, unitPrice: 50000, priceSeen: 50000, originalPrice: 50000, stock: 0 })], { code: 'FLAT200', discount: 20000 }, { perSizeLimit: 99, shipping: SPEC_SHIPPING, tax });
    expect(quote.lines).toEqual([
      { lineId: 1, unitPrice: 129900, originalPrice: 199900, discountPercent: 35, quantity: 2, maxQuantity: 10, limitMessage: 'Only 10 item(s) available', lineTotal: 259800 },
      { lineId: 2, unitPrice: 50000, originalPrice: 50000, discountPercent: 0, quantity: 1, maxQuantity: 0, limitMessage: 'This variant is out of stock', lineTotal: 0 },
    ]);
    expect(quote).toMatchObject({ itemCount: 3, subtotal: 259800, discount: 20000, couponCode: 'FLAT200' });
    expect(quote.options.map((o) => [o.paymentMethod, o.shipping, o.total])).toEqual([
      ['ONLINE', 0, 239800],
      ['COD', 4900, 244700],
    ]);
    expect(quote.messages).toEqual([{ code: 'OUT_OF_STOCK', lineId: 2, message: 'This variant is out of stock' }]);
  });

  it.each([
    { name: 'more than the stock', input: line({ quantity: 12, stock: 10 }), limit: 99, expected: [{ code: 'ONLY_AVAILABLE', lineId: 1, message: 'Only 10 item(s) available' }] },
    { name: 'a browser cart capped to the stock', input: line({ quantity: 10, requestedQuantity: 15, stock: 10 }), limit: 99, expected: [{ code: 'ONLY_AVAILABLE', lineId: 1, message: 'Only 10 item(s) available' }] },
    { name: 'more than the per-size limit', input: line({ quantity: 6, stock: 50 }), limit: 5, expected: [{ code: 'PER_SIZE_LIMIT', lineId: 1, message: 'Only 5 item(s) of one size per order' }] },
    { name: 'a price that changed', input: line({ priceSeen: 149900 }), limit: 99, expected: [{ code: 'PRICE_CHANGED', lineId: 1, message: 'Price changed from ₹1,499.00 to ₹1,299.00' }] },
    { name: 'nothing to say', input: line({}), limit: 99, expected: [] },
  ])('says so for $name', ({ input, limit, expected }) => {
    expect(buildQuote([input], null, { perSizeLimit: limit, shipping: SPEC_SHIPPING, tax }).messages).toEqual(expected);
  });

  it('carries the coupon-removed sentence for the whole cart', () => {
    const quote = buildQuote([line({})], null, { perSizeLimit: 99, couponMessage: 'Coupon X was removed: This coupon is no longer available.', shipping: SPEC_SHIPPING, tax });
    expect(quote.messages).toEqual([{ code: 'COUPON_REMOVED', lineId: null, message: 'Coupon X was removed: This coupon is no longer available.' }]);
    expect(quote.discount).toBe(0);
  });

  it.each([
    { stock: 0, max: 0, limit: 99, code: 'OUT_OF_STOCK' },
    { stock: 3, max: 3, limit: 99, code: 'ONLY_AVAILABLE' },
    { stock: 30, max: 5, limit: 5, code: 'PER_SIZE_LIMIT' },
    { stock: 5, max: 5, limit: 5, code: 'ONLY_AVAILABLE' },
  ])('limit message for stock $stock, max $max, limit $limit is $code', ({ stock, max, limit, code }) => {
    expect(limitMessageFor(stock, max, limit).code).toBe(code);
  });
});

describe('formatMoney (the server’s one money formatter)', () => {
  it.each([
    [12345650, 'text', '₹1,23,456.50'],
    [-500, 'text', '-₹5.00'],
    [199900, 'short', '₹1,999'],
    [10740, 'short', '₹107.40'],
    [12345650, 'ascii', 'Rs. 1,23,456.50'],
    [12345650, 'plain', '123456.50'],
  ] as const)('%i paise as %s → %s', (paise, style, expected) => {
    expect(formatMoney(paise, style)).toBe(expected);
  });
});

describe('offer prices (issue 26, part 3): percent off in whole rupees rounded down, flat off per piece, never below 0, best offer wins', () => {
  it.each([
    { price: 39_900, terms: { discountType: 'percentage', discountValue: 30 }, expected: 28_000 }, // ₹119.70 off → ₹119 off
    { price: 100_000, terms: { discountType: 'percentage', discountValue: 10 }, expected: 90_000 },
    { price: 39_950, terms: { discountType: 'percentage', discountValue: 30 }, expected: 28_050 },
    { price: 9_900, terms: { discountType: 'percentage', discountValue: 1 }, expected: 9_900 }, // 99 paise off → nothing
    { price: 39_900, terms: { discountType: 'percentage', discountValue: 90 }, expected: 4_000 },
    { price: 39_900, terms: { discountType: 'flat', discountValue: 10_000 }, expected: 29_900 },
    { price: 39_900, terms: { discountType: 'flat', discountValue: 50_000 }, expected: 0 }, // floor at ₹0
    { price: 0, terms: { discountType: 'flat', discountValue: 100 }, expected: 0 },
    { price: 0, terms: { discountType: 'percentage', discountValue: 50 }, expected: 0 },
  ] as const)('$price paise under $terms.discountType $terms.discountValue → $expected', ({ price, terms, expected }) => {
    expect(offerPrice(price, terms)).toBe(expected);
  });

  it('the best live offer of a product wins; no offer keeps the price', () => {
    const percent = { discountType: 'percentage', discountValue: 20 } as const;
    const flat = { discountType: 'flat', discountValue: 10_000 } as const;
    expect(bestOfferPrice(39_900, [])).toBe(39_900);
    expect(bestOfferPrice(39_900, [percent, flat])).toBe(29_900); // ₹100 off beats ₹79 off
    expect(bestOfferPrice(99_900, [percent, flat])).toBe(80_000); // ₹199 off beats ₹100 off
    expect(bestOfferPrice(5_000, [flat, percent])).toBe(0);
  });

  it('a card shows the offer price when the read has one, else the size price', () => {
    expect(sellingPrice({ originalPrice: 59_900, discountedPrice: 39_900, offerPrice: 28_000 })).toBe(28_000);
    expect(sellingPrice({ originalPrice: 59_900, discountedPrice: 0, offerPrice: null })).toBe(59_900);
    expect(sellingPrice({ originalPrice: 59_900, discountedPrice: 39_900 })).toBe(39_900);
  });
});

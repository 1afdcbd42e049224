import { describe, expect, it } from 'vitest';
import { GST_RATE_SEED } from '../../../../migrations/1732000003800-gst-rates.js';
import { NoGstRateError, TaxPolicy, bandOf, istDate, taxablePerPiece, type GstRateRow } from './gst-policy.js';
import { gstRateDraftErrors, shiftDate } from './tax-rate.service.js';
import { computeInvoice } from '../orders/invoice-calc.js';
import { orderTotals } from './pricing.js';

/** The table as the migration seeds it (the law on 28 Nov 2026). */
const seeded: GstRateRow[] = GST_RATE_SEED.map((row, i) => ({
  id: i + 1,
  hsnPrefix: row.hsnPrefix,
  upToPaisePerPiece: row.upTo,
  ratePercent: row.rate,
  followsPrincipal: row.followsPrincipal ?? false,
  validFrom: row.from,
  validTo: row.to,
  description: row.description,
}));
const policy = new TaxPolicy(seeded);
const BEFORE = '2025-09-21';
const AFTER = '2025-09-22';

describe('the GST policy (dated rate table)', () => {
  it.each([
    // gross per piece (GST included), date, rate: the band is the taxable value per piece
    [262_500, AFTER, 5], // ₹2,625.00 gross = ₹2,500.00 taxable at 5 %: within the band
    [262_501, AFTER, 18], // ₹2,500.01 taxable at 5 %: above the band
    [109_900, AFTER, 5], // INV/26-27/000003's kurta (taxed 12 % before this fix)
    [148_233, AFTER, 5], // INV/26-27/000001's jeans
    [300_000, AFTER, 18], // above ₹2,500 (taxed 12 % before this fix)
    [105_000, BEFORE, 5], // ₹1,000.00 taxable: the old band's edge
    [105_001, BEFORE, 12],
    [109_900, BEFORE, 12],
    [300_000, BEFORE, 12],
  ])('a piece at %i paise on %s bears %i%%', (gross, date, rate) => {
    expect(policy.rateFor('620342', date, gross, 1)).toBe(rate);
    expect(policy.rateFor('6109', date, gross, 1)).toBe(rate);
  });

  it('reads the supply date in India time: 23:59 on 21 September is the old rate, 00:00 on the 22nd the new one', () => {
    expect(istDate(new Date('2025-09-21T18:29:59Z'))).toBe('2025-09-21');
    expect(policy.rateFor('6204', new Date('2025-09-21T18:29:59Z'), 109_900, 1)).toBe(12);
    expect(policy.rateFor('6204', new Date('2025-09-21T18:30:00Z'), 109_900, 1)).toBe(5);
  });

  it('chooses the band by the taxable value per piece after the coupon share, to the paisa', () => {
    // Two pieces at ₹2,750 with a ₹250 coupon on the line: ₹5,250.00 paid = ₹2,625.00 a piece = ₹2,500.00 taxable at 5 %.
    const base = { shippingCharge: 0, placeOfSupplyCode: '27', sellerStateCode: '09', supplyDate: new Date('2026-11-28T06:00:00Z') };
    const within = computeInvoice({ ...base, items: [{ description: 'Lehenga', hsnCode: '6204', quantity: 2, unitPrice: 275_000 }], discountAmount: 25_000, totalAmount: 525_000 }, policy);
    expect(within.lines[0]).toMatchObject({ gross: 525_000, ratePercent: 5, taxable: 500_000, igst: 25_000 });
    // One paisa less coupon: ₹5,250.02 = ₹2,625.01 a piece = ₹2,500.01 taxable at 5 %: 18 %.
    const above = computeInvoice({ ...base, items: [{ description: 'Lehenga', hsnCode: '6204', quantity: 2, unitPrice: 275_000 }], discountAmount: 24_998, totalAmount: 525_002 }, policy);
    expect(above.lines[0]).toMatchObject({ gross: 525_002, ratePercent: 18 });
    expect(above.lines[0].taxable + above.lines[0].igst).toBe(525_002);
    expect(taxablePerPiece(262_500, 1, 5)).toBe(250_000);
    expect(taxablePerPiece(262_501, 1, 5)).toBe(250_001);
  });

  it('taxes sarees by their fabric (5 % whatever the price) and prefers the most specific prefix', () => {
    expect(policy.rateFor('5407', AFTER, 900_000, 1)).toBe(5);
    expect(policy.rateFor('5007', BEFORE, 900_000, 1)).toBe(5);
    const withHeading = new TaxPolicy([...seeded, { ...seeded[0], id: 99, hsnPrefix: '6209', upToPaisePerPiece: null, ratePercent: 0, validFrom: AFTER, validTo: null }]);
    expect(withHeading.rateFor('620920', AFTER, 300_000, 1)).toBe(0);
    expect(withHeading.rateFor('6205', AFTER, 300_000, 1)).toBe(18);
  });

  it('ships at the rate of the goods it ships (composite supply), alone at the courier rate', () => {
    expect(policy.shippingRate(AFTER, [5, 18])).toBe(18);
    expect(policy.shippingRate(AFTER, [5])).toBe(5);
    expect(policy.shippingRate(AFTER, [])).toBe(18);
  });

  it('refuses a code no rate covers, naming the HSN and the date', () => {
    expect(() => policy.rateFor('6403', AFTER, 100_000, 1)).toThrow(NoGstRateError);
    expect(() => policy.rateFor('6403', AFTER, 100_000, 1)).toThrow('No GST rate covers HSN 6403 on 2025-09-22');
    expect(() => policy.rateFor('6205', '2017-06-30', 100_000, 1)).toThrow('HSN 6205');
    expect(bandOf(seeded, '6205', '2017-06-30', 100_000, 1)).toBeNull();
    expect(() => computeInvoice({ items: [{ description: 'Shoes', hsnCode: '6403', quantity: 1, unitPrice: 100_000 }], discountAmount: 0, shippingCharge: 0, totalAmount: 100_000, placeOfSupplyCode: '09', sellerStateCode: '09', supplyDate: new Date() }, policy)).toThrow(
      'HSN 6403',
    );
  });

  it('writes the footnote from the rows of the date', () => {
    const rupees = (p: number) => `Rs. ${(p / 100).toFixed(2)}`;
    expect(policy.footnote(AFTER, ['6205', '620520', '996812'], rupees)).toBe('HSN 62: 5% up to Rs. 2500.00 taxable per piece, 18% above');
    expect(policy.footnote(BEFORE, ['6109', '5407'], rupees)).toBe('HSN 61: 5% up to Rs. 1000.00 taxable per piece, 12% above; HSN 54: 5%');
  });

  it('counts the GST a quote includes by the same policy (a line no rate covers adds none)', () => {
    const at = new Date('2026-11-28T06:00:00Z');
    const lines = [
      { unitPrice: 109_900, quantity: 1, stock: 4, hsnCode: '6211' },
      { unitPrice: 300_000, quantity: 1, stock: 4, hsnCode: '6204' },
    ];
    const totals = orderTotals(lines, 0, 'COD', { codFee: 4900, freeShippingOver: null }, { policy, at });
    // 109900 at 5 % = 5233; 300000 at 18 % = 45763; shipping 4900 follows the goods' top rate (18 %) = 747.
    expect(totals.taxIncluded).toBe(5233 + 45763 + 747);
    expect(orderTotals([{ ...lines[0], hsnCode: '6403' }], 0, 'ONLINE', { codFee: 4900, freeShippingOver: null }, { policy, at }).taxIncluded).toBe(0);
  });
});

describe('a dated rate the owner adds', () => {
  const draft = { hsnPrefix: '62', validFrom: '2026-12-01', bands: [{ upToPaisePerPiece: 250_000, ratePercent: 5 }, { upToPaisePerPiece: null, ratePercent: 12 }] };
  it('accepts a rate from tomorrow on', () => {
    expect(gstRateDraftErrors(draft, '2026-11-28')).toEqual([]);
    expect(shiftDate('2026-12-01', -1)).toBe('2026-11-30');
  });
  it.each([
    [{ ...draft, validFrom: '2026-11-28' }, 'validFrom'],
    [{ ...draft, validFrom: '2026-02-30' }, 'validFrom'],
    [{ ...draft, hsnPrefix: '621' }, 'hsnPrefix'],
    [{ ...draft, bands: [] }, 'bands'],
    [{ ...draft, bands: [{ upToPaisePerPiece: 250_000, ratePercent: 5 }] }, 'bands'],
    [{ ...draft, bands: [{ upToPaisePerPiece: null, ratePercent: 101 }] }, 'bands'],
    [{ ...draft, bands: [{ upToPaisePerPiece: null, ratePercent: 5.555 }] }, 'bands'],
    [{ ...draft, bands: [{ upToPaisePerPiece: null, ratePercent: 5 }, { upToPaisePerPiece: null, ratePercent: 18 }] }, 'bands'],
  ])('refuses %j (%s)', (bad, field) => {
    expect(gstRateDraftErrors(bad, '2026-11-28').map((e) => e.field)).toContain(field);
  });
});

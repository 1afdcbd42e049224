/**
 * GST on the printed documents (issue 27): the invoice's rates come from the dated rate table by
 * the invoice date, its footnote too; a line no rate covers is never invoiced; the owner adds a
 * dated rate from the dashboard (audit-logged). The PDFs are read back with pdftotext.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../harness.js';
import { STAFF, addToCart, newShopper, pickPincode, placeCod, sizeWithStock, type Shopper, type SizeRef } from './orders-kit.js';
import { hasPdftotext, pdfText } from './pdf-text.js';

/** A size of the catalogue sold at `paise`, its product's HSN set to `hsn`. */
async function sizeAt(ts: TestServer, nth: number, paise: number, hsn: string): Promise<SizeRef> {
  const size = await sizeWithStock(ts, 5, nth);
  await ts.db.dataSource.query(`UPDATE variant_size SET discounted_price = $2, original_price = greatest(original_price, $2) WHERE id = $1`, [size.variantSizeId, paise]);
  await ts.db.dataSource.query(`UPDATE product SET hsn_code = $2 WHERE id = $1`, [size.productId, hsn]);
  return { ...size, price: paise };
}

async function orderOf(ts: TestServer, shopper: Shopper, size: SizeRef): Promise<string> {
  await addToCart(ts, shopper, size, 1);
  const placed = await placeCod(ts, shopper);
  expect(placed.status).toBe(201);
  return placed.body._id;
}

const ship = async (ts: TestServer, orderId: string) => {
  await ts.services.orders.advance(ts.system, Number(orderId));
  return ts.services.orders.advance(ts.system, Number(orderId));
};

const invoicePdf = async (ts: TestServer, orderId: string, token: string) => {
  const response = await fetch(`${ts.baseUrl}/api/v1/user/order/${orderId}/invoice`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

describe('GST rates on the tax invoice', () => {
  const ts = useTestServer();

  it.skipIf(!hasPdftotext)('a ₹1,099 kurta is taxed at 5 % (the 12 % slab ended on 21 Sep 2025), its shipping too; the footnote prints the table', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const orderId = await orderOf(ts, shopper, await sizeAt(ts, 80, 109_900, '6211'));
    await ship(ts, orderId);
    const text = pdfText(await invoicePdf(ts, orderId, shopper.token));
    // Line: gross 1,099.00 at 5 % = taxable 1,046.67 + IGST 52.33; shipping 49.00 at 5 % = 46.67 + 2.33.
    expect(text).toMatch(/6211\s+1\s+Rs\. 1,099\.00\s+5%\s+Rs\. 1,046\.67\s+Rs\. 52\.33/);
    expect(text).toMatch(/996812\s+1\s+Rs\. 49\.00\s+5%\s+Rs\. 46\.67\s+Rs\. 2\.33/);
    expect(text).not.toContain('12%');
    expect(text.replace(/\s+/g, ' ')).toContain('HSN 62: 5% up to Rs. 2,500.00 taxable per piece, 18% above');
  });

  it.skipIf(!hasPdftotext)('a ₹3,000 lehenga is taxed at 18 % (not 12 %), and its shipping follows it', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const orderId = await orderOf(ts, shopper, await sizeAt(ts, 81, 300_000, '6204'));
    await ship(ts, orderId);
    const text = pdfText(await invoicePdf(ts, orderId, STAFF));
    // 3,000.00 at 18 % = 2,542.37 + 457.63; 49.00 at 18 % = 41.53 + 7.47.
    expect(text).toMatch(/6204\s+1\s+Rs\. 3,000\.00\s+18%\s+Rs\. 2,542\.37\s+Rs\. 457\.63/);
    expect(text).toMatch(/996812\s+1\s+Rs\. 49\.00\s+18%\s+Rs\. 41\.53\s+Rs\. 7\.47/);
  });

  it.skipIf(!hasPdftotext)('an invoice dated 21 Sep 2025 re-prints at the rates of that day (12 % above ₹1,000 taxable a piece)', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const orderId = await orderOf(ts, shopper, await sizeAt(ts, 82, 109_900, '6211'));
    await ship(ts, orderId);
    // The time of supply decides: 21 Sep 2025, 23:00 India time.
    await ts.db.dataSource.query(`UPDATE orders SET invoice_date = '2025-09-21T17:30:00Z' WHERE id = $1`, [orderId]);
    const first = pdfText(await invoicePdf(ts, orderId, shopper.token));
    expect(first).toMatch(/6211\s+1\s+Rs\. 1,099\.00\s+12%/);
    expect(first.replace(/\s+/g, ' ')).toContain('HSN 62: 5% up to Rs. 1,000.00 taxable per piece, 12% above');
    const again = pdfText(await invoicePdf(ts, orderId, STAFF));
    expect(again).toBe(first);
  });

  it('refuses to ship (and so to invoice) a line no rate covers, naming its HSN; nothing changes', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const orderId = await orderOf(ts, shopper, await sizeAt(ts, 83, 150_000, '6403'));
    await ts.services.orders.advance(ts.system, Number(orderId));
    const [counterBefore] = await ts.db.dataSource.query(`SELECT coalesce(sum(last_number), 0)::int AS n FROM tax_document_counter`);
    await expect(ts.services.orders.advance(ts.system, Number(orderId))).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('No GST rate covers HSN 6403') });
    const [order] = await ts.db.dataSource.query(`SELECT status, invoice_number FROM orders WHERE id = $1`, [orderId]);
    expect(order).toEqual({ status: 'PROCESSING', invoice_number: null });
    const [counterAfter] = await ts.db.dataSource.query(`SELECT coalesce(sum(last_number), 0)::int AS n FROM tax_document_counter`);
    expect(counterAfter.n).toBe(counterBefore.n);
  });
});

const RATES = `{ adminGstRates { id hsnPrefix upToRupeesPerPiece ratePercent followsPrincipal validFrom validTo description } }`;
const ADD = `mutation($input: GstRateInput!) { addGstRate(input: $input) { id hsnPrefix upToRupeesPerPiece ratePercent validFrom validTo } }`;

describe('the owner edits the GST rate table', () => {
  const ts = useTestServer();

  it('lists the seeded table: the old and the current apparel bands, sarees, shipping', async () => {
    const { data, errors } = await ts.admin(RATES, {}, STAFF);
    expect(errors).toBeUndefined();
    const chapter62 = data.adminGstRates.filter((row: { hsnPrefix: string }) => row.hsnPrefix === '62');
    expect(chapter62.map((r: any) => [r.upToRupeesPerPiece, r.ratePercent, r.validFrom, r.validTo])).toEqual([
      [1000, 5, '2017-07-01', '2025-09-21'],
      [null, 12, '2017-07-01', '2025-09-21'],
      [2500, 5, '2025-09-22', null],
      [null, 18, '2025-09-22', null],
    ]);
    expect(data.adminGstRates.find((r: any) => r.hsnPrefix === '9968')).toMatchObject({ followsPrincipal: true });
  });

  it('adds a dated rate: the prefix\'s current rows end the day before, the change is audit-logged, and the day it starts the invoice uses it', async () => {
    const added = await ts.admin(ADD, { input: { hsnPrefix: '6403', validFrom: '2099-01-01', bands: [{ upToRupeesPerPiece: 1000, ratePercent: 5 }, { ratePercent: 18 }], description: 'Footwear' } }, STAFF);
    expect(added.errors).toBeUndefined();
    expect(added.data.addGstRate.map((r: any) => [r.hsnPrefix, r.upToRupeesPerPiece, r.ratePercent, r.validFrom, r.validTo])).toEqual([
      ['6403', 1000, 5, '2099-01-01', null],
      ['6403', null, 18, '2099-01-01', null],
    ]);
    const later = await ts.admin(ADD, { input: { hsnPrefix: '6403', validFrom: '2099-06-01', bands: [{ ratePercent: 12 }] } }, STAFF);
    expect(later.errors).toBeUndefined();
    const rows = (await ts.admin(RATES, {}, STAFF)).data.adminGstRates.filter((r: any) => r.hsnPrefix === '6403');
    expect(rows.map((r: any) => [r.ratePercent, r.validFrom, r.validTo])).toEqual([
      [5, '2099-01-01', '2099-05-31'],
      [18, '2099-01-01', '2099-05-31'],
      [12, '2099-06-01', null],
    ]);
    const [audit] = await ts.db.dataSource.query(`SELECT action, entity_id FROM audit_log WHERE entity_type = 'gst-rate' ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ action: 'gst-rate.add', entity_id: '6403@2099-06-01' });
    const policy = await ts.services.taxRates.policy();
    expect(policy.rateFor('640391', '2099-03-01', 200_000, 1)).toBe(18);
    expect(policy.rateFor('640391', '2099-06-01', 200_000, 1)).toBe(12);
  });

  it.each([
    [{ hsnPrefix: '62', validFrom: '2020-01-01', bands: [{ ratePercent: 5 }] }, 'BAD_INPUT', 'tomorrow'],
    [{ hsnPrefix: '6x', validFrom: '2099-01-01', bands: [{ ratePercent: 5 }] }, 'BAD_INPUT', 'HSN'],
    [{ hsnPrefix: '63', validFrom: '2099-01-01', bands: [{ upToRupeesPerPiece: 2500, ratePercent: 5 }] }, 'BAD_INPUT', 'no ceiling'],
  ])('refuses %j with %s, saving nothing', async (input, code, words) => {
    const before = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM gst_rate`);
    const answer = await ts.admin(ADD, { input }, STAFF);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code }, message: expect.stringContaining(words) });
    expect(await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM gst_rate`)).toEqual(before);
  });

  it('a start on or before a later rate of the prefix is a CONFLICT', async () => {
    await ts.admin(ADD, { input: { hsnPrefix: '6402', validFrom: '2099-03-01', bands: [{ ratePercent: 5 }] } }, STAFF);
    const answer = await ts.admin(ADD, { input: { hsnPrefix: '6402', validFrom: '2099-02-01', bands: [{ ratePercent: 12 }] } }, STAFF);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });
});

/**
 * The GST screen's month reconciles with its documents to the paisa (issue 27): a month with an
 * intra-state and inter-state order, a coupon, the COD fee, a return's credit note, a cancellation
 * after invoicing, and the rate change of 22 September 2025 in the middle. Every figure below is
 * computed by hand in the comments.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN, actingFor, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock, type SizeRef } from './orders-kit.js';

const ts = useTestServer();

async function sizeAt(nth: number, paise: number, hsn: string): Promise<SizeRef> {
  const size = await sizeWithStock(ts, 10, nth);
  await ts.db.dataSource.query(`UPDATE variant_size SET discounted_price = $2, original_price = greatest(original_price, $2) WHERE id = $1`, [size.variantSizeId, paise]);
  await ts.db.dataSource.query(`UPDATE product SET hsn_code = $2 WHERE id = $1`, [size.productId, hsn]);
  return { ...size, price: paise };
}

/** Places and ships a COD order, then dates its invoice `invoiceDate` (the time of supply). */
async function invoicedOrder(inUp: boolean, lines: Array<[SizeRef, number]>, invoiceDate: string, coupon?: string): Promise<{ id: number; invoiceNumber: string }> {
  const shopper = await newShopper(ts, await pickPincode(ts, { inUp }));
  for (const [size, quantity] of lines) await addToCart(ts, shopper, size, quantity);
  if (coupon) expect((await ts.services.cart.applyCoupon(actingFor(ts, shopper.customerId), coupon)).result.success).toBe(true);
  const placed = await placeCod(ts, shopper);
  expect(placed.status).toBe(201);
  const id = Number(placed.body._id);
  await ts.services.orders.advance(ts.system, id);
  const shipped = await ts.services.orders.advance(ts.system, id);
  await ts.db.dataSource.query(`UPDATE orders SET invoice_date = $2 WHERE id = $1`, [id, invoiceDate]);
  return { id, invoiceNumber: shipped.invoiceNumber! };
}

const csv = async (month: string, table: string) => {
  const response = await fetch(`${ts.baseUrl}/admin/files/gst/${month}/${table}.csv`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
  expect(response.status).toBe(200);
  return (await response.text()).trim().split('\n');
};

describe('GST report of a month (GSTR-1)', () => {
  let a: { id: number; invoiceNumber: string };
  let b: { id: number; invoiceNumber: string };
  let c: { id: number; invoiceNumber: string };
  beforeAll(async () => {
    await ts.db.dataSource.query(`INSERT INTO coupon (code, title, discount_type, discount_value, min_order_amount, active) VALUES ('GSTFLAT200', 'Flat 200', 'flat', 20000, 0, true)`);
    const kurta = await sizeAt(300, 109_900, '6211');
    const lehenga = await sizeAt(380, 300_000, '6204');
    // A: Uttar Pradesh (the seller's state), 21 Sep 2025 23:00 IST, old rates: ₹1,099 = ₹1,046.67 taxable at 5 % > ₹1,000 → 12 %.
    a = await invoicedOrder(true, [[kurta, 1]], '2025-09-21T17:30:00Z');
    // B: Delhi, 22 Sep 2025 00:30 IST, new rates; 2 × ₹1,099 less ₹200 coupon = ₹1,998 → ₹999 a piece → 5 %.
    b = await invoicedOrder(false, [[kurta, 2]], '2025-09-21T19:00:00Z', 'GSTFLAT200');
    // C: Delhi, 25 Sep 2025, ₹3,000 → 18 %; cancelled after invoicing on 26 Sep (credit note of it all).
    c = await invoicedOrder(false, [[lehenga, 1]], '2025-09-25T06:00:00Z');
    await ts.services.orders.cancelByStaff(ts.system, c.id, 'Refused at the door');
    // B: one kurta returned, refunded ₹999 (its share of the line after the coupon), as the returns module records it.
    const [item] = await ts.db.dataSource.query(`SELECT id FROM order_item WHERE order_id = $1`, [b.id]);
    await ts.db.dataSource.query(
      `INSERT INTO credit_note (number, order_id, kind, reason, amount, items, issued_at) VALUES ('CN/25-26/000900', $1, 'RETURN', 'Goods returned', 99900, $2::jsonb, '2025-09-28T06:00:00Z')`,
      [b.id, JSON.stringify([{ orderItemId: item.id, quantity: 1 }])],
    );
    await ts.db.dataSource.query(`UPDATE credit_note SET issued_at = '2025-09-26T06:00:00Z' WHERE order_id = $1 AND kind = 'CANCELLATION'`, [c.id]);
  });

  it('totals by place of supply and rate equal the invoices less the credit notes, to the paisa', async () => {
    const report = await ts.services.gstReport.month('2025-09');
    expect(report.summary).toEqual([
      // B: 1,998.00 at 5 % = 1,902.86 + 95.14; shipping 49.00 = 46.67 + 2.33; less the return: 999.00 = 951.43 + 47.57.
      { placeOfSupply: '07-Delhi', ratePercent: 5, taxable: 194_953 - 95_143, igst: 9_747 - 4_757, cgst: 0, sgst: 0 },
      // C: 3,000.00 at 18 % = 2,542.37 + 457.63, shipping 41.53 + 7.47; credited in full.
      { placeOfSupply: '07-Delhi', ratePercent: 18, taxable: 0, igst: 0, cgst: 0, sgst: 0 },
      // A: 1,099.00 at 12 % = 981.25 + 117.75 (58.87 + 58.88); shipping 49.00 at 12 % = 43.75 + 5.25 (2.62 + 2.63).
      { placeOfSupply: '09-Uttar Pradesh', ratePercent: 12, taxable: 102_500, igst: 0, cgst: 6_149, sgst: 6_151 },
    ]);
    // Invoices 1,148.00 + 2,047.00 + 3,049.00 = 6,244.00; credit notes 999.00 + 3,049.00 = 4,048.00; net 2,196.00 = taxable + tax.
    expect(report.totals).toEqual({ taxable: 202_310, igst: 4_990, cgst: 6_149, sgst: 6_151, invoiceValue: 624_400, creditValue: 404_800 });
    expect(report.totals.taxable + report.totals.igst + report.totals.cgst + report.totals.sgst).toBe(report.totals.invoiceValue - report.totals.creditValue);
    expect(report.invoices.count).toBe(3);
    expect(report.creditNotes.count).toBe(2);
    // Other months hold none of these.
    expect((await ts.services.gstReport.month('2025-10')).documents).toEqual([]);
  });

  it('downloads the GSTR-1 tables in the offline tool\'s CSV shapes', async () => {
    expect(await csv('2025-09', 'b2cs')).toEqual([
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      'OE,07-Delhi,5,,998.10,0.00,',
      'OE,07-Delhi,18,,0.00,0.00,',
      'OE,09-Uttar Pradesh,12,,1025.00,0.00,',
    ]);
    expect(await csv('2025-09', 'hsn')).toEqual([
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
      '6204,,PCS-PIECES,0,0.00,18,0.00,0.00,0.00,0.00,0.00',
      '6211,,PCS-PIECES,1,999.00,5,951.43,47.57,0.00,0.00,0.00',
      '6211,,PCS-PIECES,1,1099.00,12,981.25,0.00,58.87,58.88,0.00',
      '996812,,NA,0,49.00,5,46.67,2.33,0.00,0.00,0.00',
      '996812,,NA,0,49.00,12,43.75,0.00,2.62,2.63,0.00',
      '996812,,NA,0,0.00,18,0.00,0.00,0.00,0.00,0.00',
    ]);
    const numbers = [a, b, c].map((o) => o.invoiceNumber).sort();
    const [, invoices, notes] = await csv('2025-09', 'docs');
    expect(invoices).toBe(`Invoices for outward supply,${numbers[0]},${numbers[2]},3,0`);
    expect(notes).toMatch(/^Credit Note,CN\/\d\d-\d\d\/\d{6},CN\/\d\d-\d\d\/\d{6},2,0$/);
    expect(await csv('2025-09', 'b2b')).toHaveLength(1); // no buyer gave a GSTIN: header only
    expect((await csv('2025-09', 'cdnur'))[0]).toBe('UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount');
  });

  it('the orders CSV carries the invoice, place of supply, discount, shipping, taxable value and tax per head, per order or per line', async () => {
    const [{ order_number: number }] = await ts.db.dataSource.query(`SELECT order_number FROM orders WHERE id = $1`, [a.id]);
    const get = async (lines: boolean) => {
      const response = await fetch(`${ts.baseUrl}/admin/files/orders.csv?search=${number}${lines ? '&lines=1' : ''}`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
      expect(response.status).toBe(200);
      return (await response.text()).trim().split('\r\n').map((row) => row.split(','));
    };
    const [header, row] = await get(false);
    const tail = (cells: string[]) => cells.slice(-11);
    expect(tail(header)).toEqual(['Invoice number', 'Invoice date (IST)', 'Place of supply', 'Discount (Rs.)', 'Shipping (Rs.)', 'GST rate', 'Taxable value (Rs.)', 'IGST (Rs.)', 'CGST (Rs.)', 'SGST (Rs.)', 'HSN']);
    expect(tail(row)).toEqual([a.invoiceNumber, '2025-09-21 23:00', '09-Uttar Pradesh', '0.00', '49.00', '', '1025.00', '0.00', '61.49', '61.51', '6211']);
    const [, kurta, shipping, ...rest] = await get(true);
    expect(rest).toEqual([]);
    expect(tail(kurta)).toEqual([a.invoiceNumber, '2025-09-21 23:00', '09-Uttar Pradesh', '0.00', '', '12%', '981.25', '0.00', '58.87', '58.88', '6211']);
    expect(tail(shipping)).toEqual([a.invoiceNumber, '2025-09-21 23:00', '09-Uttar Pradesh', '0.00', '', '12%', '43.75', '0.00', '2.62', '2.63', '996812']);
  });

  it('refuses a bad month or table; answers the month on the admin schema', async () => {
    const bad = await ts.admin(`query { adminGstMonth(month: "2025-13") { month } }`, {}, STAFF_TOKEN);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_INPUT' } });
    const table = await fetch(`${ts.baseUrl}/admin/files/gst/2025-09/b2x.csv`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    expect(table.status).toBe(400);
    const month = await ts.admin(`query { adminGstMonth(month: "2025-09") { taxable igst cgst sgst invoices { count } summary { placeOfSupply ratePercent taxable } } }`, {}, STAFF_TOKEN);
    expect(month.errors).toBeUndefined();
    expect(month.data.adminGstMonth).toMatchObject({ taxable: 2023.1, igst: 49.9, cgst: 61.49, sgst: 61.51, invoices: { count: 3 } });
  });
});

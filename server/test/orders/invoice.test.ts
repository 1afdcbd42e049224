import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { apportion, computeInvoice, gstRateFor } from '../../src/modules/orders/invoice-calc.js';
import { STAFF, addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from './orders-kit.js';

describe('invoice arithmetic', () => {
  it('uses 5 % up to ₹1,000 a piece and 12 % above', () => {
    expect(gstRateFor(100_000)).toBe(5);
    expect(gstRateFor(100_001)).toBe(12);
  });

  it('splits the coupon to the paisa', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(999, [70_000, 30_000]).reduce((a, b) => a + b)).toBe(999);
  });

  it('within Uttar Pradesh: CGST + SGST; totals equal the order to the paisa', () => {
    const inv = computeInvoice({
      items: [
        { description: 'Kurta', hsnCode: '6211', quantity: 2, unitPrice: 79_900 },
        { description: 'Saree', hsnCode: '5407', quantity: 1, unitPrice: 249_900 },
      ],
      discountAmount: 20_000,
      shippingCharge: 4_900,
      totalAmount: 79_900 * 2 + 249_900 - 20_000 + 4_900,
      shipToState: ' uttar  Pradesh',
    });
    expect(inv.intraState).toBe(true);
    expect(inv.igst).toBe(0);
    expect(inv.total).toBe(79_900 * 2 + 249_900 - 20_000 + 4_900);
    expect(inv.taxable + inv.cgst + inv.sgst).toBe(inv.total);
    const [kurta, saree, shipping] = inv.lines;
    expect(kurta.ratePercent).toBe(5);
    expect(saree.ratePercent).toBe(12);
    expect(shipping.ratePercent).toBe(12);
    expect(kurta.discount + saree.discount).toBe(20_000);
    for (const line of inv.lines) {
      expect(line.taxable + line.cgst + line.sgst).toBe(line.gross);
      expect(Math.abs(line.cgst - line.sgst)).toBeLessThanOrEqual(1);
      expect(Math.abs(line.taxable * line.ratePercent - (line.cgst + line.sgst) * 100)).toBeLessThanOrEqual(100 + line.ratePercent);
    }
  });

  it('elsewhere: IGST only', () => {
    const inv = computeInvoice({ items: [{ description: 'Shirt', hsnCode: '6205', quantity: 3, unitPrice: 59_900 }], discountAmount: 0, shippingCharge: 0, totalAmount: 179_700, shipToState: 'Maharashtra' });
    expect(inv).toMatchObject({ intraState: false, cgst: 0, sgst: 0, total: 179_700 });
    expect(inv.taxable + inv.igst).toBe(179_700);
    expect(inv.igst).toBe(179_700 - Math.round((179_700 * 100) / 105));
  });

  it('refuses to print an invoice that disagrees with the order', () => {
    expect(() => computeInvoice({ items: [{ description: 'x', hsnCode: '6211', quantity: 1, unitPrice: 100 }], discountAmount: 0, shippingCharge: 0, totalAmount: 101, shipToState: 'Goa' })).toThrow();
  });
});

describe('invoice download', () => {
  const ts = useTestServer();

  it('gives the owner (and staff) a PDF with gap-free numbers', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      await addToCart(ts, shopper, await sizeWithStock(ts, 5, 50 + i), 1);
      ids.push((await placeCod(ts, shopper)).body._id);
    }
    const download = (id: string, token: string) => fetch(`${ts.baseUrl}/api/v1/user/order/${id}/invoice`, { headers: { authorization: `Bearer ${token}` } });
    const first = await download(ids[1], shopper.token);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toMatch(/attachment; filename="invoice-INV-\d{4}-\d{6}\.pdf"/);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(ids[0], STAFF)).status).toBe(200);
    expect((await download(ids[1], shopper.token)).status).toBe(200); // same number again
    const rows = await ts.db.dataSource.query(`SELECT invoice_number FROM orders WHERE id = ANY($1::int[]) ORDER BY invoice_number`, [ids.map(Number)]);
    const numbers = rows.map((r: { invoice_number: string }) => Number(r.invoice_number.slice(-6)));
    expect(numbers[1] - numbers[0]).toBe(1);
    const [{ last_number }] = await ts.db.dataSource.query(`SELECT last_number FROM invoice_counter`);
    expect(last_number).toBe(numbers[1]);
  });
});

/**
 * A registered buyer (issue 27): a GSTIN and business name given at checkout are checked, printed
 * on the tax invoice, and put the invoice under GSTR-1's B2B table.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from './orders-kit.js';
import { hasPdftotext, pdfText } from './pdf-text.js';
import { GSTIN_MESSAGES } from '../../src/shared/gstin.js';

const ts = useTestServer();

describe('B2B: a GSTIN at checkout', () => {
  it('refuses a mistyped GSTIN or a missing business name, placing nothing', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 120), 1);
    const [{ n: before }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE customer_id = $1`, [shopper.customerId]);
    const typo = await placeCod(ts, shopper, { gstin: '27AAPFU0939F1ZW', businessName: 'Verma Textiles' });
    expect(typo).toMatchObject({ status: 400, body: { success: false, message: GSTIN_MESSAGES.checksum } });
    const unnamed = await placeCod(ts, shopper, { gstin: '27AAPFU0939F1ZV' });
    expect(unnamed).toMatchObject({ status: 400, body: { message: GSTIN_MESSAGES.businessName } });
    const gql = await ts.gql(`mutation { placeOrder(input: { addressId: "${shopper.addressId}", paymentMethod: COD, gstin: "12345", businessName: "X" }) { order { id } userErrors { field message } } }`, {}, shopper.token);
    expect(gql.data?.placeOrder?.userErrors?.[0] ?? gql.errors?.[0]).toMatchObject({ message: GSTIN_MESSAGES.shape });
    const [{ n: after }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE customer_id = $1`, [shopper.customerId]);
    expect(after).toBe(before);
  });

  it.skipIf(!hasPdftotext)('prints the business name and GSTIN on the invoice and reports it under B2B', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const size = await sizeWithStock(ts, 5, 130);
    await ts.db.dataSource.query(`UPDATE variant_size SET discounted_price = 109900, original_price = greatest(original_price, 109900) WHERE id = $1`, [size.variantSizeId]);
    await ts.db.dataSource.query(`UPDATE product SET hsn_code = '6211' WHERE id = $1`, [size.productId]);
    await addToCart(ts, shopper, size, 1);
    const placed = await placeCod(ts, shopper, { gstin: ' 27aapfu0939f1zv ', businessName: 'Verma Textiles' });
    expect(placed.status).toBe(201);
    const id = Number(placed.body._id);
    await ts.services.orders.advance(ts.system, id);
    const shipped = await ts.services.orders.advance(ts.system, id);
    await ts.db.dataSource.query(`UPDATE orders SET invoice_date = '2025-08-10T06:00:00Z' WHERE id = $1`, [id]);
    const pdf = await fetch(`${ts.baseUrl}/api/v1/user/order/${id}/invoice`, { headers: { authorization: `Bearer ${shopper.token}` } });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Verma Textiles');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    const csv = await fetch(`${ts.baseUrl}/admin/files/gst/2025-08/b2b.csv`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    const rows = (await csv.text()).trim().split('\n');
    // 10 Aug 2025 (old rates): ₹1,099 = ₹1,046.67 taxable at 5 % > ₹1,000 → 12 %; shipping follows: ₹49 at 12 %.
    expect(rows.slice(1)).toEqual([`27AAPFU0939F1ZV,Verma Textiles,${shipped.invoiceNumber},10-Aug-2025,1148.00,${rows[1].split(',')[5]},N,,Regular B2B,,12,1025.00,0.00`]);
    expect(rows[1].split(',')[5]).toMatch(/^\d\d-/);
    const b2cs = await fetch(`${ts.baseUrl}/admin/files/gst/2025-08/b2cs.csv`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    expect((await b2cs.text()).trim().split('\n')).toHaveLength(1); // not counted as B2C
  });
});

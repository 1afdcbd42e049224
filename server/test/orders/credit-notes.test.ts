/**
 * Credit notes are documents (issue 27): a cancellation after invoicing and a return's refund each
 * issue one with its own number, the original invoice's number and date, the units credited, and
 * the taxable value and tax reversed per rate (at the invoice's rates); the shopper downloads it
 * (REST, GraphQL links) and staff too (/admin/files). Read back with pdftotext.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../harness.js';
import { STAFF, addToCart, newShopper, pickPincode, placeCod, sizeWithStock, type SizeRef } from './orders-kit.js';
import { pickupDates } from '../../src/modules/returns/return-rules.js';
import { hasPdftotext, pdfText } from './pdf-text.js';

const ts = useTestServer();

async function sizeAt(nth: number, paise: number, hsn: string): Promise<SizeRef> {
  const size = await sizeWithStock(ts, 10, nth);
  await ts.db.dataSource.query(`UPDATE variant_size SET discounted_price = $2, original_price = greatest(original_price, $2) WHERE id = $1`, [size.variantSizeId, paise]);
  await ts.db.dataSource.query(`UPDATE product SET hsn_code = $2 WHERE id = $1`, [size.productId, hsn]);
  return { ...size, price: paise };
}

/** A COD order of two lines (₹1,099 × 2 at 5 %, ₹3,000 at 18 %) to Maharashtra (IGST), shipped. */
async function shippedOrder(ts: TestServer, nth: number) {
  const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
  await addToCart(ts, shopper, await sizeAt(nth, 109_900, '6211'), 2);
  await addToCart(ts, shopper, await sizeAt(nth + 60, 300_000, '6204'), 1); // another product
  const placed = await placeCod(ts, shopper);
  expect(placed.status).toBe(201);
  const orderId: string = placed.body._id;
  await ts.services.orders.advance(ts.system, Number(orderId));
  const shipped = await ts.services.orders.advance(ts.system, Number(orderId));
  return { shopper, orderId, invoiceNumber: shipped.invoiceNumber! };
}

const get = (path: string, token: string) => fetch(`${ts.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
const CREDIT_NOTES = `query($id: ID!) { order(id: $id) { creditNotes { number kind reason url amount { amount } } } }`;

describe('credit notes as documents', () => {
  it.skipIf(!hasPdftotext)('a cancellation after invoicing credits every line at the invoice rates; shopper and staff download it', async () => {
    const { shopper, orderId, invoiceNumber } = await shippedOrder(ts, 100);
    const cancelled = await ts.services.orders.cancelByStaff(ts.system, Number(orderId), 'Refused at the door');
    const number = cancelled.creditNoteNumber!;
    const { data, errors } = await ts.gql(CREDIT_NOTES, { id: orderId }, shopper.token);
    expect(errors).toBeUndefined();
    expect(data.order.creditNotes).toEqual([{ number, kind: 'CANCELLATION', reason: 'Refused at the door', url: `/api/v1/user/order/${orderId}/credit-notes/${number.replace(/\//g, '-')}`, amount: { amount: '5247.00' } }]);
    const byUrl = await get(data.order.creditNotes[0].url, shopper.token);
    expect(byUrl.status).toBe(200);
    const text = pdfText(Buffer.from(await byUrl.arrayBuffer()));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note number: ${number}`);
    expect(text).toMatch(new RegExp(`Against tax invoice: ${invoiceNumber.replace(/\//g, '\\/')} dated \\d{2} [A-Z][a-z]{2} \\d{4}`));
    expect(text).toContain('Reason: Refused at the door');
    // Lines as invoiced: 2,198.00 at 5 % = 2,093.33 + 104.67; 3,000.00 at 18 % = 2,542.37 + 457.63; shipping 49 at 18 % = 41.53 + 7.47.
    expect(text).toMatch(/6211\s+2\s+Rs\. 2,198\.00\s+5%\s+Rs\. 2,093\.33\s+Rs\. 104\.67/);
    expect(text).toMatch(/6204\s+1\s+Rs\. 3,000\.00\s+18%\s+Rs\. 2,542\.37\s+Rs\. 457\.63/);
    expect(text).toMatch(/996812\s+1\s+Rs\. 49\.00\s+18%\s+Rs\. 41\.53\s+Rs\. 7\.47/);
    expect(text).toMatch(/5%: taxable Rs\. 2,093\.33, IGST Rs\. 104\.67/);
    expect(text).toMatch(/18%: taxable Rs\. 2,583\.90, IGST Rs\. 465\.10/);
    // Staff: the dashboard's file route; the shopper's older route serves the latest note.
    const staff = await get(`/admin/files/orders/${orderId}/credit-notes/${number.replace(/\//g, '-')}.pdf`, STAFF);
    expect(staff.status).toBe(200);
    expect(pdfText(Buffer.from(await staff.arrayBuffer()))).toBe(text);
    expect((await get(`/api/v1/user/order/${orderId}/credit-note`, shopper.token)).status).toBe(200);
    expect((await get(`/api/v1/user/order/${orderId}/credit-notes/CN-99-00-999999`, shopper.token)).status).toBe(404);
    const stranger = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    expect((await get(data.order.creditNotes[0].url, stranger.token)).status).toBe(404);
  });

  it.skipIf(!hasPdftotext)("a return's refund issues a credit note of the units returned, for the amount refunded, downloadable (it answered 409 before)", async () => {
    const { shopper, orderId, invoiceNumber } = await shippedOrder(ts, 200);
    await ts.services.orders.advance(ts.system, Number(orderId));
    await ts.services.orders.advance(ts.system, Number(orderId)); // delivered
    const [kurta] = await ts.db.dataSource.query(`SELECT id FROM order_item WHERE order_id = $1 AND hsn_code = '6211'`, [Number(orderId)]);
    const requested = await ts.gql(
      `mutation($input: RequestReturnInput!) { requestReturn(input: $input) { returnRequest { id } userErrors { message } } }`,
      { input: { orderId, orderItemId: String(kurta.id), quantity: 1, kind: 'RETURN', reason: 'SIZE_TOO_SMALL', pickupDate: pickupDates(new Date())[0], upiId: 'asha.verma@okaxis' } },
      shopper.token,
    );
    expect(requested.errors).toBeUndefined();
    expect(requested.data.requestReturn.userErrors).toEqual([]);
    const returnId = requested.data.requestReturn.returnRequest.id;
    for (const step of ['approveReturn', 'markReturnPickedUp', 'markReturnReceived', 'refundReturn']) {
      const moved = await ts.admin(`mutation($id: ID!) { ${step}(id: $id) { request { status creditNoteNumber refundAmount { amount } } } }`, { id: returnId }, STAFF);
      expect(moved.errors).toBeUndefined();
    }
    const [recorded] = await ts.db.dataSource.query(`SELECT refund_amount, credit_note_number FROM return_request WHERE id = $1`, [Number(returnId)]);
    const { data } = await ts.gql(CREDIT_NOTES, { id: orderId }, shopper.token);
    expect(data.order.creditNotes).toEqual([expect.objectContaining({ number: recorded.credit_note_number, kind: 'RETURN', amount: { amount: (recorded.refund_amount / 100).toFixed(2) } })]);
    const pdf = await get(`/api/v1/user/order/${orderId}/credit-note`, shopper.token);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(`Credit note number: ${recorded.credit_note_number}`);
    expect(text).toContain(`Against tax invoice: ${invoiceNumber}`);
    // One kurta of two, at the invoice's 5 %: the amount refunded, split into taxable value and IGST.
    const gross = recorded.refund_amount;
    const taxable = Math.round((gross * 100) / 105);
    const rupees = (p: number) => `Rs. ${(p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(`6211`);
    expect(text).toMatch(new RegExp(`6211\\s+1\\s+${rupees(gross).replace(/\./g, '\\.')}\\s+5%\\s+${rupees(taxable).replace(/\./g, '\\.')}\\s+${rupees(gross - taxable).replace(/\./g, '\\.')}`));
    expect(text).not.toContain('6204');
    expect(text).not.toContain('996812');
  });
});

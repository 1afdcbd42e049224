import { describe, expect, it } from 'vitest';
import type { DataSource, EntityManager } from 'typeorm';
import { useTestServer, type TestServer } from '../harness.js';
import { apportion, computeInvoice } from '../../src/modules/orders/invoice-calc.js';
import { TaxPolicy } from '../../src/modules/pricing/gst-policy.js';
import { GST_RATE_SEED } from '../../../migrations/1732000003800-gst-rates.js';
import { NO_CREDIT_NOTE_MESSAGE, NOT_YET_INVOICED_MESSAGE, TaxDocuments, documentNumber, financialYear } from '../../src/modules/orders/tax-documents.js';
import type { OrderRow } from '../../src/modules/orders/order.service.js';
import { ServiceContext } from '../../src/shared/service-context.js';
import { STAFF, addToCart, newShopper, payOnline, pickPincode, placeCod, placeOnline, sizeWithStock, type Shopper } from './orders-kit.js';

/** The seeded rate table (gst-policy.test.ts tests its bands). */
const policy = new TaxPolicy(GST_RATE_SEED.map((r, i) => ({ id: i, hsnPrefix: r.hsnPrefix, upToPaisePerPiece: r.upTo, ratePercent: r.rate, followsPrincipal: r.followsPrincipal ?? false, validFrom: r.from, validTo: r.to, description: '' })));
const NOW = new Date('2026-11-28T06:00:00Z');

describe('invoice arithmetic', () => {
  it('splits the coupon to the paisa', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(999, [70_000, 30_000]).reduce((a, b) => a + b)).toBe(999);
  });

  it('within Uttar Pradesh: CGST + SGST; totals equal the order to the paisa', () => {
    const inv = computeInvoice({
      items: [
        { description: 'Kurta', hsnCode: '6211', quantity: 2, unitPrice: 79_900 },
        { description: 'Lehenga', hsnCode: '6204', quantity: 1, unitPrice: 349_900 },
      ],
      discountAmount: 20_000,
      shippingCharge: 4_900,
      totalAmount: 79_900 * 2 + 349_900 - 20_000 + 4_900,
      placeOfSupplyCode: '09',
      sellerStateCode: '09',
      supplyDate: NOW,
    }, policy);
    expect(inv.intraState).toBe(true);
    expect(inv.igst).toBe(0);
    expect(inv.total).toBe(79_900 * 2 + 349_900 - 20_000 + 4_900);
    expect(inv.taxable + inv.cgst + inv.sgst).toBe(inv.total);
    const [kurta, saree, shipping] = inv.lines;
    expect(kurta.ratePercent).toBe(5);
    expect(saree.ratePercent).toBe(18);
    expect(shipping.ratePercent).toBe(18);
    expect(kurta.discount + saree.discount).toBe(20_000);
    for (const line of inv.lines) {
      expect(line.taxable + line.cgst + line.sgst).toBe(line.gross);
      expect(Math.abs(line.cgst - line.sgst)).toBeLessThanOrEqual(1);
      expect(Math.abs(line.taxable * line.ratePercent - (line.cgst + line.sgst) * 100)).toBeLessThanOrEqual(100 + line.ratePercent);
    }
  });

  it('elsewhere: IGST only', () => {
    const inv = computeInvoice({ items: [{ description: 'Shirt', hsnCode: '6205', quantity: 3, unitPrice: 59_900 }], discountAmount: 0, shippingCharge: 0, totalAmount: 179_700, placeOfSupplyCode: '27', sellerStateCode: '09', supplyDate: NOW }, policy);
    expect(inv).toMatchObject({ intraState: false, cgst: 0, sgst: 0, total: 179_700 });
    expect(inv.taxable + inv.igst).toBe(179_700);
    expect(inv.igst).toBe(179_700 - Math.round((179_700 * 100) / 105));
  });

  it('numbers each series per Indian financial year (April–March, India time), at most 16 characters', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00Z'))).toBe('25-26'); // 31 Mar 23:59 IST
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('26-27'); // 1 Apr 00:00 IST
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
    const invoice = documentNumber('INV', new Date('2026-06-01T00:00:00Z'), 1);
    expect(invoice).toBe('INV/26-27/000001');
    expect(invoice.length).toBeLessThanOrEqual(16); // CGST Rule 46(b)
    expect(documentNumber('CN', new Date('2027-01-15T00:00:00Z'), 42)).toBe('CN/26-27/000042');
  });

  it('never invoices an unpaid online order, whatever calls it', async () => {
    const documents = new TaxDocuments({ stateOf: async () => ({ name: 'Maharashtra', gstCode: '27' }) }, { invoiceIssuer: async () => { throw new Error('not asked'); }, creditNotePrefix: async () => 'CN' }, { policy: async () => policy });
    const writes: string[] = [];
    const manager = { query: async (sql: string) => (writes.push(sql), [{ lastNumber: 1 }]) } as unknown as EntityManager;
    // The documents take a service context (first argument); this one runs its SQL on the recording manager.
    const ctx = ServiceContext.system({ manager } as unknown as DataSource, 'test');
    const unpaid = { id: 1, invoiceNumber: null, creditNoteNumber: null, paymentMethod: 'ONLINE', paymentStatus: 'PENDING', shippingAddress: { pincode: '400001', state: 'Maharashtra' } } as unknown as OrderRow;
    await expect(documents.issueInvoice(ctx, unpaid)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(writes).toEqual([]);
    await documents.issueCreditNote(ctx, unpaid); // not invoiced: nothing to credit
    expect(writes).toEqual([]);
  });

  it('refuses to print an invoice that disagrees with the order', () => {
    expect(() => computeInvoice({ items: [{ description: 'x', hsnCode: '6211', quantity: 1, unitPrice: 100 }], discountAmount: 0, shippingCharge: 0, totalAmount: 101, placeOfSupplyCode: '30', sellerStateCode: '09', supplyDate: NOW }, policy)).toThrow();
  });
});

const ADVANCE = `mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`;
const ORDER = `query($id: ID!) { order(id: $id) { status invoiceNumber invoiceUrl creditNoteNumber creditNoteUrl } }`;
const INVOICE = /^INV\/\d\d-\d\d\/\d{6}$/;
const CREDIT_NOTE = /^CN\/\d\d-\d\d\/\d{6}$/;

const download = (ts: TestServer, path: string, token: string) => fetch(`${ts.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
const invoicePath = (id: string) => `/api/v1/user/order/${id}/invoice`;
const creditNotePath = (id: string) => `/api/v1/user/order/${id}/credit-note`;
const counters = async (ts: TestServer) =>
  Object.fromEntries(
    (await ts.db.dataSource.query(`SELECT series, last_number FROM tax_document_counter`)).map((r: { series: string; last_number: number }) => [r.series, r.last_number]),
  ) as Record<string, number>;
const serial = (number: string) => Number(number.slice(-6));

/** Staff move the order along until it has shipped (the order service, whichever endpoint staff use). */
async function ship(ts: TestServer, orderId: string) {
  await ts.services.orders.advance(ts.system, Number(orderId));
  return ts.services.orders.advance(ts.system, Number(orderId));
}

async function codOrder(ts: TestServer, shopper: Shopper, nth: number): Promise<string> {
  await addToCart(ts, shopper, await sizeWithStock(ts, 5, nth), 1);
  return (await placeCod(ts, shopper)).body._id;
}

describe('tax invoice: issued when the order ships, never before', () => {
  const ts = useTestServer();

  it('an order not yet shipped has no invoice: no link, a clear 409, and no number taken', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const orderId = await codOrder(ts, shopper, 50);
    const before = await counters(ts);
    for (const status of ['PLACED', 'PROCESSING']) {
      if (status === 'PROCESSING') await ts.services.orders.advance(ts.system, Number(orderId)); // not dispatched yet either
      const refused = await download(ts, invoicePath(orderId), shopper.token);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ success: false, message: NOT_YET_INVOICED_MESSAGE });
      expect((await download(ts, invoicePath(orderId), STAFF)).status).toBe(409);
      const { data } = await ts.gql(ORDER, { id: orderId }, shopper.token);
      expect(data.order).toMatchObject({ invoiceNumber: null, invoiceUrl: null, creditNoteUrl: null });
      const rest = await ts.rest('GET', `/user/order/${orderId}`, undefined, shopper.token);
      expect(rest.body.order).toMatchObject({ status, invoiceNumber: null, invoiceUrl: null, creditNoteNumber: null, creditNoteUrl: null });
    }
    expect(await counters(ts)).toEqual(before);
    const [{ invoice_number }] = await ts.db.dataSource.query(`SELECT invoice_number FROM orders WHERE id = $1`, [orderId]);
    expect(invoice_number).toBeNull();
  });

  it('an unpaid online order is never invoiced (and cannot ship)', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 51), 1);
    const orderId = (await placeOnline(ts, shopper)).body._id;
    const before = await counters(ts);
    const refused = await download(ts, invoicePath(orderId), shopper.token);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(NOT_YET_INVOICED_MESSAGE);
    const advance = await ts.admin(ADVANCE, { id: orderId }, STAFF);
    expect(advance.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await counters(ts)).toEqual(before);
  });

  it('the number is taken in the transaction that ships the order, gap-free, and downloads never take another', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const first = await codOrder(ts, shopper, 52);
    const second = await codOrder(ts, shopper, 53);
    const before = await counters(ts);
    await ts.services.orders.advance(ts.system, Number(first));
    await ts.services.orders.advance(ts.system, Number(second));
    expect(await counters(ts)).toEqual(before); // processing takes nothing
    const shippedSecond = await ts.services.orders.advance(ts.system, Number(second)); // second ships first
    const shippedFirst = await ts.services.orders.advance(ts.system, Number(first));
    expect(shippedSecond.status).toBe('SHIPPED');
    expect(shippedSecond.invoiceNumber).toMatch(INVOICE);
    expect(serial(shippedFirst.invoiceNumber!) - serial(shippedSecond.invoiceNumber!)).toBe(1);
    const series = shippedFirst.invoiceNumber!.slice(0, -7);
    expect((await counters(ts))[series]).toBe(serial(shippedFirst.invoiceNumber!));

    const { data } = await ts.gql(ORDER, { id: first }, shopper.token);
    expect(data.order).toMatchObject({ status: 'SHIPPED', invoiceNumber: shippedFirst.invoiceNumber, invoiceUrl: invoicePath(first), creditNoteUrl: null });
    for (const token of [shopper.token, STAFF, shopper.token]) {
      const pdf = await download(ts, invoicePath(first), token);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${shippedFirst.invoiceNumber!.replace(/\//g, '-')}.pdf"`);
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Later steps keep the invoice; nothing more is numbered.
    await ts.services.orders.advance(ts.system, Number(first));
    const delivered = await ts.services.orders.advance(ts.system, Number(first));
    expect(delivered.invoiceNumber).toBe(shippedFirst.invoiceNumber);
    expect((await counters(ts))[series]).toBe(serial(shippedFirst.invoiceNumber!));
    const noCredit = await download(ts, creditNotePath(first), shopper.token);
    expect(noCredit.status).toBe(409);
    expect(((await noCredit.json()) as { message: string }).message).toBe(NO_CREDIT_NOTE_MESSAGE);
  });
});

describe('credit notes: an invoiced order cancelled or refunded', () => {
  const ts = useTestServer();

  it('an order cancelled before dispatch gets neither invoice nor credit note', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const orderId = await codOrder(ts, shopper, 60);
    const before = await counters(ts);
    const cancelled = await ts.rest('POST', '/user/order/cancel', { orderId, cancelReason: 'Ordered the wrong size' }, shopper.token);
    expect(cancelled.body.order).toMatchObject({ orderStatus: 'Cancelled', invoiceNumber: null, invoiceUrl: null, creditNoteNumber: null, creditNoteUrl: null });
    expect((await download(ts, invoicePath(orderId), shopper.token)).status).toBe(409);
    expect((await download(ts, creditNotePath(orderId), shopper.token)).status).toBe(409);
    expect(await counters(ts)).toEqual(before);
  });

  it('cancelling after dispatch issues a credit note in its own gap-free series, served like the invoice', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const a = await codOrder(ts, shopper, 61);
    const b = await codOrder(ts, shopper, 62);
    const shippedA = await ship(ts, a);
    await ship(ts, b);
    const cancelledA = await ts.services.orders.cancelByStaff(ts.system, Number(a), 'Refused at the door');
    expect(cancelledA.status).toBe('CANCELLED');
    expect(cancelledA.invoiceNumber).toBe(shippedA.invoiceNumber); // the invoice stands; the credit note reverses it
    expect(cancelledA.creditNoteNumber).toMatch(CREDIT_NOTE);
    await ts.services.orders.advance(ts.system, Number(b)); // out for delivery, then comes back
    const cancelledB = await ts.services.orders.cancelByStaff(ts.system, Number(b), 'Address not found');
    expect(serial(cancelledB.creditNoteNumber!) - serial(cancelledA.creditNoteNumber!)).toBe(1);
    const all = await counters(ts);
    expect(all[cancelledA.creditNoteNumber!.slice(0, -7)]).toBe(serial(cancelledB.creditNoteNumber!));
    expect(all[shippedA.invoiceNumber!.slice(0, -7)]).toBeGreaterThanOrEqual(2); // the invoice series did not move for credit notes

    const { data } = await ts.gql(ORDER, { id: a }, shopper.token);
    expect(data.order).toMatchObject({ creditNoteNumber: cancelledA.creditNoteNumber, creditNoteUrl: creditNotePath(a), invoiceUrl: invoicePath(a) });
    const pdf = await download(ts, creditNotePath(a), shopper.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="credit-note-${cancelledA.creditNoteNumber!.replace(/\//g, '-')}.pdf"`);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(ts, invoicePath(a), shopper.token)).status).toBe(200);
    // Another customer sees neither document.
    const other = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    expect((await download(ts, creditNotePath(a), other.token)).status).toBe(404);
    // Delivered orders cannot be cancelled; a cancelled one is not credited twice.
    const again = await ts.admin(`mutation($id: ID!) { staffCancelOrder(orderId: $id, reason: "again") { id } }`, { id: a }, STAFF);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await counters(ts))[cancelledA.creditNoteNumber!.slice(0, -7)]).toBe(serial(cancelledB.creditNoteNumber!));
  });

  it('a paid online order cancelled after dispatch is refunded and credited in one go', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 63), 1);
    const placed = await placeOnline(ts, shopper);
    const orderId = placed.body._id;
    const providerOrderId = placed.body.payment.order_id;
    const verified = await payOnline(ts, shopper, orderId, providerOrderId);
    expect(verified.status).toBe(200);
    const shipped = await ship(ts, orderId);
    expect(shipped.invoiceNumber).toMatch(INVOICE);
    const cancelled = await ts.services.orders.cancelByStaff(ts.system, Number(orderId), 'Lost in transit');
    expect(cancelled).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(cancelled.creditNoteNumber).toMatch(CREDIT_NOTE);
  });
});

describe('place of supply: the state of the delivery pincode', () => {
  const ts = useTestServer();
  const MUMBAI = { pincode: '400001', state: 'Maharashtra', district: 'Mumbai' };
  const LUCKNOW = { pincode: '226001', state: 'Uttar Pradesh', district: 'Lucknow' };
  const supplyOf = async (orderId: string) =>
    (await ts.db.dataSource.query(`SELECT place_of_supply AS name, place_of_supply_code AS code FROM orders WHERE id = $1`, [orderId]))[0] as { name: string; code: string };

  it('IGST for a Mumbai pincode, CGST + SGST for a Lucknow (Uttar Pradesh) one', async () => {
    const mumbai = await newShopper(ts, MUMBAI);
    const lucknow = await newShopper(ts, LUCKNOW);
    const toMumbai = await codOrder(ts, mumbai, 70);
    const toLucknow = await codOrder(ts, lucknow, 71);
    await ship(ts, toMumbai);
    await ship(ts, toLucknow);
    expect(await supplyOf(toMumbai)).toEqual({ name: 'Maharashtra', code: '27' });
    expect(await supplyOf(toLucknow)).toEqual({ name: 'Uttar Pradesh', code: '09' });
    const [order] = await ts.db.dataSource.query(`SELECT total_amount, discount_amount, shipping_charge FROM orders WHERE id = $1`, [toMumbai]);
    const line = (await ts.services.orders.getForCaller({ customerId: null, isStaff: true }, Number(toMumbai))).items[0];
    const tax = (code: string) =>
      computeInvoice({ items: [{ description: 'x', hsnCode: line.hsnCode, quantity: line.quantity, unitPrice: line.discountedPrice }], discountAmount: order.discount_amount, shippingCharge: order.shipping_charge, totalAmount: order.total_amount, placeOfSupplyCode: code, sellerStateCode: '09', supplyDate: NOW }, policy);
    expect(tax((await supplyOf(toMumbai)).code)).toMatchObject({ intraState: false, cgst: 0, sgst: 0 });
    expect(tax((await supplyOf(toLucknow)).code)).toMatchObject({ intraState: true, igst: 0 });
  });

  it('a Mumbai pincode whose snapshot says "Uttar Pradesh" (an address saved before the check) is still taxed as Maharashtra, IGST', async () => {
    const shopper = await newShopper(ts, MUMBAI);
    const orderId = await codOrder(ts, shopper, 72);
    await ts.db.dataSource.query(`UPDATE orders SET shipping_address = shipping_address || '{"state": "Uttar Pradesh"}'::jsonb WHERE id = $1`, [orderId]);
    await ship(ts, orderId);
    expect(await supplyOf(orderId)).toEqual({ name: 'Maharashtra', code: '27' });
    const pdf = await download(ts, invoicePath(orderId), shopper.token);
    expect(pdf.status).toBe(200);
  });
});

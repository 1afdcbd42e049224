/**
 * Returns and exchanges against PostgreSQL: the window, ownership, quantities, one open request
 * per line, exchange stock under concurrency, refunds after the commit, credit notes, payout
 * details, photos, notifications and the audit log.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { loginAs, type TestServer, useTestServer } from '../harness.js';
import { STAFF, addToCart, newShopper, pickPincode, payOnline, placeCod, placeOnline, stockOf, type Shopper, type SizeRef } from '../orders/orders-kit.js';
import { pickupDates } from '../../src/modules/returns/return-rules.js';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider.js';
import { ServiceContext } from '../../src/shared/service-context.js';
import { asRupees, rupeeGql } from '../money.js';

const ts = useTestServer();

const moneyGql = rupeeGql(ts);
const _STAFF_CALLER = { staff: { id: 'owner', role: 'owner' as const } };

/** A size whose colour has at least two other sizes, with `stock` units, and a sibling size. */
async function sizeWithSiblings(nth: number, stock: number, siblingStock = 5): Promise<SizeRef & { sibling: string; siblingId: number }> {
  const [row] = await ts.db.dataSource.query(
    `SELECT vs.id AS "variantSizeId", p.id AS "productId", p.name AS "productName", v.color_name AS color, vs.size, vs.discounted_price AS price,
            sib.size AS sibling, sib.id AS "siblingId"
     FROM variant_size vs JOIN variant v ON v.id = vs.variant_id JOIN product p ON p.id = v.product_id
     JOIN LATERAL (SELECT s2.id, s2.size FROM variant_size s2 WHERE s2.variant_id = vs.variant_id AND s2.size <> vs.size ORDER BY s2.id LIMIT 1) sib ON true
     WHERE vs.discounted_price > 0 ORDER BY vs.id OFFSET $1 LIMIT 1`,
    [nth],
  );
  await ts.db.dataSource.query(`UPDATE variant_size SET stock = $2 WHERE id = $1`, [row.variantSizeId, stock]);
  await ts.db.dataSource.query(`UPDATE variant_size SET stock = $2 WHERE id = $1`, [row.siblingId, siblingStock]);
  return row;
}

const ADVANCE = `mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`;
async function deliver(orderId: string) {
  for (let i = 0; i < 4; i++) {
    const step = await ts.admin(ADVANCE, { id: orderId }, STAFF);
    if (step.errors) throw new Error(JSON.stringify(step.errors));
  }
}

/** A shopper with a delivered COD (or paid online) order of `quantity` units of `size`. */
async function deliveredOrder(size: SizeRef, quantity: number, method: 'COD' | 'ONLINE' = 'COD', shopper?: Shopper) {
  const who = shopper ?? (await newShopper(ts, await pickPincode(ts, { inUp: true })));
  await addToCart(ts, who, size, quantity);
  const placed = method === 'COD' ? await placeCod(ts, who) : await placeOnline(ts, who);
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  const orderId: string = placed.body._id;
  if (method === 'ONLINE') await payOnline(ts, who, orderId, placed.body.payment.order_id);
  await deliver(orderId);
  const [item] = await ts.db.dataSource.query(`SELECT id FROM order_item WHERE order_id = $1`, [Number(orderId)]);
  return { shopper: who, orderId, orderItemId: String(item.id) };
}

const REQUEST = `mutation($input: RequestReturnInput!) { requestReturn(input: $input) { returnRequest { id returnNumber status kind quantity refundAmount { amount currencyCode } refundTo exchangeSize photoUrls history { status } } userErrors { field code message } } }`;
/** The shopper's mistake requestReturn answered (its first userError). */
const refusal = (answer: { data?: { requestReturn?: { userErrors: Array<{ field: string[] | null; code: string; message: string }> } } }) => answer.data?.requestReturn?.userErrors[0];
const OPTIONS = `query($id: ID!) { returnOptions(orderId: $id) { eligible message refundTo pickupDates items { orderItemId returnable openReturnId exchangeSizes { size inStock } } } }`;
const upi = { upiId: 'asha.verma@okaxis' };

function requestInput(o: { orderId: string; orderItemId: string }, extra: Record<string, unknown> = {}) {
  return { orderId: o.orderId, orderItemId: o.orderItemId, quantity: 1, kind: 'RETURN', reason: 'SIZE_TOO_SMALL', pickupDate: pickupDates(new Date())[0], ...upi, ...extra };
}

const adminStep = async (name: string, id: string, args = '') => asRupees(await ts.admin(`mutation($id: ID!) { ${name}(id: $id${args}) { request { status refundStatus creditNoteNumber refundAmount { amount currencyCode } } nextSteps } }`, { id }, STAFF));

describe('asking for a return', () => {
  it('is open within the window after delivery, closed after it and before delivery', async () => {
    const size = await sizeWithSiblings(10, 10);
    const order = await deliveredOrder(size, 1);
    const open = await moneyGql(OPTIONS, { id: order.orderId }, order.shopper.token);
    expect(open.data.returnOptions).toMatchObject({ eligible: true, message: null, refundTo: 'BANK_OR_UPI' });
    expect(open.data.returnOptions.pickupDates).toHaveLength(5);
    // Delivered 8 days ago: the 7-day window has closed.
    await ts.db.dataSource.query(`UPDATE order_status_history SET created_at = now() - interval '8 days' WHERE order_id = $1 AND status = 'DELIVERED'`, [Number(order.orderId)]);
    const closed = await moneyGql(REQUEST, { input: requestInput(order) }, order.shopper.token);
    expect(closed.data.requestReturn).toEqual({ returnRequest: null, userErrors: [{ field: null, code: 'CONFLICT', message: 'Returns and exchanges are accepted within 7 days of delivery.' }] });
    expect((await moneyGql(OPTIONS, { id: order.orderId }, order.shopper.token)).data.returnOptions.eligible).toBe(false);

    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, size, 1);
    const undelivered = (await placeCod(ts, shopper)).body._id;
    const [item] = await ts.db.dataSource.query(`SELECT id FROM order_item WHERE order_id = $1`, [Number(undelivered)]);
    const early = await moneyGql(REQUEST, { input: requestInput({ orderId: undelivered, orderItemId: String(item.id) }) }, shopper.token);
    expect(refusal(early)?.message).toBe('Only a delivered order can be returned or exchanged.');
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM return_request`);
    expect(count).toBe(0);
  });

  it("another shopper can neither see nor create returns on someone else's order", async () => {
    const order = await deliveredOrder(await sizeWithSiblings(11, 10), 1);
    const created = await moneyGql(REQUEST, { input: requestInput(order) }, order.shopper.token);
    expect(created.errors).toBeUndefined();
    expect(created.data.requestReturn.userErrors).toEqual([]);
    const stranger = await loginAs(ts, '9800011122');
    const options = await moneyGql(OPTIONS, { id: order.orderId }, stranger.token);
    expect(options.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const theirs = await moneyGql(REQUEST, { input: requestInput(order, { reason: 'DAMAGED' }) }, stranger.token);
    expect(refusal(theirs)).toEqual({ field: ['input', 'orderId'], code: 'NOT_FOUND', message: 'Order not found.' });
    // A visitor: UNAUTHENTICATED, top-level.
    expect((await moneyGql(REQUEST, { input: requestInput(order) })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const list = await moneyGql(`query($id: ID) { myReturns(orderId: $id) { id } }`, { id: order.orderId }, stranger.token);
    expect(list.data.myReturns).toEqual([]);
    const anonymous = await moneyGql(`{ myReturns { id } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('never more than delivered minus already returned; one open request per line', async () => {
    const order = await deliveredOrder(await sizeWithSiblings(12, 10), 3);
    const tooMany = await moneyGql(REQUEST, { input: requestInput(order, { quantity: 4 }) }, order.shopper.token);
    expect(refusal(tooMany)).toEqual({ field: ['input', 'quantity'], code: 'INVALID', message: 'You can return at most 3 of this item.' });
    const first = await moneyGql(REQUEST, { input: requestInput(order, { quantity: 2 }) }, order.shopper.token);
    expect(first.data.requestReturn.returnRequest).toMatchObject({ status: 'REQUESTED', quantity: 2, refundTo: 'UPI as••••@okaxis' });
    const second = await moneyGql(REQUEST, { input: requestInput(order, { quantity: 1 }) }, order.shopper.token);
    expect(refusal(second)).toMatchObject({ code: 'CONFLICT', message: 'This item already has a return or exchange in progress.' });
    // Rejected: the units are free again.
    const rejected = await ts.admin(`mutation($id: ID!) { rejectReturn(id: $id, reason: "Tags removed") { request { status rejectReason } } }`, { id: first.data.requestReturn.returnRequest.id }, STAFF);
    expect(rejected.data.rejectReturn.request).toEqual({ status: 'REJECTED', rejectReason: 'Tags removed' });
    const again = await moneyGql(REQUEST, { input: requestInput(order, { quantity: 2 }) }, order.shopper.token);
    const id = again.data.requestReturn.returnRequest.id;
    for (const step of ['approveReturn', 'markReturnPickedUp', 'markReturnReceived', 'refundReturn']) expect((await adminStep(step, id)).errors).toBeUndefined();
    const options = await moneyGql(OPTIONS, { id: order.orderId }, order.shopper.token);
    expect(options.data.returnOptions.items[0]).toMatchObject({ returnable: 1, openReturnId: null });
    const over = await moneyGql(REQUEST, { input: requestInput(order, { quantity: 2 }) }, order.shopper.token);
    expect(refusal(over)?.message).toBe('You can return at most 1 of this item.');
  });

  it('a cash order needs a valid bank account or UPI id; bad details are refused by field', async () => {
    const order = await deliveredOrder(await sizeWithSiblings(13, 10), 1);
    const none = await moneyGql(REQUEST, { input: requestInput(order, { upiId: null }) }, order.shopper.token);
    expect(refusal(none)).toMatchObject({ code: 'INVALID', field: ['input', 'upiId'] });
    const badIfsc = await moneyGql(REQUEST, { input: requestInput(order, { upiId: null, accountNumber: '123456789012', ifsc: 'SBIN1234', accountName: 'Asha Verma' }) }, order.shopper.token);
    expect(refusal(badIfsc)).toMatchObject({ code: 'INVALID', field: ['input', 'ifsc'] });
    const badDate = await moneyGql(REQUEST, { input: requestInput(order, { pickupDate: '2020-01-01' }) }, order.shopper.token);
    expect(refusal(badDate)).toMatchObject({ code: 'INVALID', field: ['input', 'pickupDate'] });
    const bank = await moneyGql(REQUEST, { input: requestInput(order, { upiId: null, accountNumber: '123456789012', ifsc: 'sbin0001234', accountName: 'Asha Verma' }) }, order.shopper.token);
    expect(bank.data.requestReturn.returnRequest.refundTo).toBe('A/c ••••9012 · SBIN0001234');
    const [stored] = await ts.db.dataSource.query(`SELECT payout_account_number, payout_ifsc, payout_upi_id FROM return_request WHERE id = $1`, [Number(bank.data.requestReturn.returnRequest.id)]);
    expect(stored).toEqual({ payout_account_number: '123456789012', payout_ifsc: 'SBIN0001234', payout_upi_id: null });
  });
});

describe('staff moving a return', () => {
  it('every step is notified, audit-logged, and a refund issues a credit note from the CN series', async () => {
    const order = await deliveredOrder(await sizeWithSiblings(14, 10), 2);
    const before = (await ts.services.notifications.list(order.shopper.customerId)).length;
    const created = (await moneyGql(REQUEST, { input: requestInput(order) }, order.shopper.token)).data.requestReturn.returnRequest;
    const approved = await adminStep('approveReturn', created.id);
    expect(approved.data.approveReturn).toEqual({ request: expect.objectContaining({ status: 'APPROVED' }), nextSteps: ['PICKED_UP'] });
    const skip = await adminStep('refundReturn', created.id);
    expect(skip.errors?.[0]).toMatchObject({ message: 'This request is Pickup scheduled: it cannot move to Refunded.', extensions: { code: 'CONFLICT' } });
    await adminStep('markReturnPickedUp', created.id);
    await adminStep('markReturnReceived', created.id);
    const refunded = await ts.admin(`mutation($id: ID!) { refundReturn(id: $id, payoutReference: "UTR-123456") { request { status refundStatus creditNoteNumber refundAmount { amount currencyCode } } } }`, { id: created.id }, STAFF);
    expect(refunded.data.refundReturn.request).toMatchObject({ status: 'REFUNDED', refundStatus: 'DONE', creditNoteNumber: expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{6}$/) });
    const notes = (await ts.services.notifications.list(order.shopper.customerId)).slice(0, 5).map((n) => n.title);
    expect(notes).toEqual(['refunded', 'received', 'picked up', 'approved', 'requested'].map((t) => `Return ${created.returnNumber} ${t}`));
    expect((await ts.services.notifications.list(order.shopper.customerId)).length).toBe(before + 5);
    const audit = await ts.db.dataSource.query(`SELECT action, staff_id FROM audit_log WHERE entity_type = 'return' AND entity_id = $1 ORDER BY id`, [created.id]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['return.approved', 'return.picked-up', 'return.received', 'return.refunded']);
    // The next credit note (a second return of the other unit) takes the next number: one gap-free series.
    const next = (await moneyGql(REQUEST, { input: requestInput(order) }, order.shopper.token)).data.requestReturn.returnRequest;
    for (const step of ['approveReturn', 'markReturnPickedUp', 'markReturnReceived']) await adminStep(step, next.id);
    const second = (await adminStep('refundReturn', next.id)).data.refundReturn.request.creditNoteNumber;
    const serial = (n: string) => Number(n.split('/')[2]);
    expect(serial(second)).toBe(serial(refunded.data.refundReturn.request.creditNoteNumber) + 1);
  });

  it('an online refund is asked of the provider after the commit, for the line value, and retried when it fails', async () => {
    const size = await sizeWithSiblings(15, 10);
    const order = await deliveredOrder(size, 2, 'ONLINE');
    const created = (await moneyGql(REQUEST, { input: requestInput(order, { upiId: null }) }, order.shopper.token)).data.requestReturn.returnRequest;
    expect(created.refundTo).toBe('Original payment method');
    for (const step of ['approveReturn', 'markReturnPickedUp', 'markReturnReceived']) await adminStep(step, created.id);
    const provider = ts.services.payments.provider as PaymentProvider;
    const original = provider.refund;
    const seen: Array<{ amount: number; statusSeen: string; orderLockFree: boolean }> = [];
    provider.refund = async (input) => {
      // Another connection sees the refund decided (committed), and can lock the order at once.
      const [row] = await ts.db.dataSource.query(`SELECT status FROM return_request WHERE id = $1`, [Number(created.id)]);
      const orderLockFree = await ts.db.dataSource.transaction(async (m) => {
        await m.query(`SET LOCAL lock_timeout = '200ms'`);
        await m.query(`SELECT id FROM orders WHERE id = $1 FOR UPDATE`, [Number(order.orderId)]);
        return true;
      });
      seen.push({ amount: input.amount, statusSeen: row.status, orderLockFree });
      if (seen.length === 1) throw new Error('provider timed out');
      return original.call(provider, input);
    };
    try {
      const refunded = await adminStep('refundReturn', created.id);
      expect(refunded.data.refundReturn.request).toMatchObject({ status: 'REFUNDED', refundStatus: 'PENDING', refundAmount: size.price / 100 });
      await ts.db.dataSource.query(`UPDATE return_request SET refund_next_at = now() - interval '1 second' WHERE id = $1`, [Number(created.id)]);
      expect(await ts.services.returns.retryDueRefunds(ts.system)).toBe(1);
    } finally {
      provider.refund = original;
    }
    expect(seen).toEqual([
      { amount: size.price, statusSeen: 'REFUNDED', orderLockFree: true },
      { amount: size.price, statusSeen: 'REFUNDED', orderLockFree: true },
    ]);
    const [row] = await ts.db.dataSource.query(`SELECT refund_status, refund_id, refund_attempts FROM return_request WHERE id = $1`, [Number(created.id)]);
    expect(row).toMatchObject({ refund_status: 'DONE', refund_id: expect.stringMatching(/^rfnd_/), refund_attempts: 2 });
  });
});

describe('exchanges', () => {
  it('reserve the new size on approval with a conditional update: two requests for the last unit, one approved', async () => {
    const size = await sizeWithSiblings(16, 10, 1);
    const a = await deliveredOrder(size, 1);
    const b = await deliveredOrder(size, 1);
    const exchange = (o: typeof a) => moneyGql(REQUEST, { input: requestInput(o, { kind: 'EXCHANGE', exchangeSize: size.sibling, upiId: null }) }, o.shopper.token);
    const [ra, rb] = [(await exchange(a)).data.requestReturn.returnRequest, (await exchange(b)).data.requestReturn.returnRequest];
    expect(ra).toMatchObject({ kind: 'EXCHANGE', exchangeSize: size.sibling, refundAmount: 0 });
    const answers = await Promise.all([adminStep('approveReturn', ra.id), adminStep('approveReturn', rb.id)]);
    const codes = answers.map((x) => x.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'OUT_OF_STOCK']);
    expect(await stockOf(ts, size.siblingId)).toBe(0);
    // The refused one stays REQUESTED (nothing half-written); the approved one ships the new size.
    const refused = answers.findIndex((x) => x.errors);
    const [still] = await ts.db.dataSource.query(`SELECT status, exchange_stock_reserved FROM return_request WHERE id = $1`, [Number([ra, rb][refused].id)]);
    expect(still).toEqual({ status: 'REQUESTED', exchange_stock_reserved: false });
    const winner = [ra, rb][1 - refused].id;
    await adminStep('markReturnPickedUp', winner);
    await adminStep('markReturnReceived', winner);
    const shipped = await ts.admin(`mutation($id: ID!) { shipExchange(id: $id, courier: "Delhivery", trackingNumber: "DL-99887766") { request { status courier } } }`, { id: winner }, STAFF);
    expect(shipped.data.shipExchange.request).toEqual({ status: 'EXCHANGE_SHIPPED', courier: 'Delhivery' });
    expect(await stockOf(ts, size.siblingId)).toBe(0);
  });

  it('an exchange asks for another size of the same colour', async () => {
    const size = await sizeWithSiblings(17, 10, 0);
    const o = await deliveredOrder(size, 1);
    const same = await moneyGql(REQUEST, { input: requestInput(o, { kind: 'EXCHANGE', exchangeSize: size.size }) }, o.shopper.token);
    expect(refusal(same)).toMatchObject({ code: 'INVALID', field: ['input', 'exchangeSize'] });
    const out = await moneyGql(REQUEST, { input: requestInput(o, { kind: 'EXCHANGE', exchangeSize: size.sibling }) }, o.shopper.token);
    expect(refusal(out)).toMatchObject({ code: 'OUT_OF_STOCK', field: ['input', 'exchangeSize'] });
  });
});

describe('return photos', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const upload = (body: Buffer, token?: string, type = 'image/png') =>
    fetch(`${ts.baseUrl}/api/v1/returns/photos`, { method: 'POST', headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body }).then(async (r) => ({ status: r.status, body: (await r.json()) as { id: string; url: string } }));

  it('accepts real images from logged-in shoppers, refuses other files and big ones, and only the uploader can attach them', async () => {
    const order = await deliveredOrder(await sizeWithSiblings(18, 10), 1);
    expect((await upload(png)).status).toBe(401);
    const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), order.shopper.token);
    expect(fake).toMatchObject({ status: 400, body: { message: 'That file is not a photo: upload a JPEG, PNG or WebP image.' } });
    // A PNG's header over bytes that do not decode: refused as not a photo, not stored as sent.
    const broken = await upload(Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 7)]), order.shopper.token);
    expect(broken).toMatchObject({ status: 400, body: { message: 'That file is not a photo: upload a JPEG, PNG or WebP image.' } });
    const big = await upload(Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]), order.shopper.token);
    expect(big).toMatchObject({ status: 400, body: { message: 'A photo can be at most 5 MB.' } });
    const ok = await upload(png, order.shopper.token);
    expect(ok.status).toBe(201);
    const served = await fetch(`${ts.baseUrl}${ok.body.url}`);
    expect(ok.body.url).toMatch(/^\/uploads\/returns\/[0-9a-f]{32}\.png$/);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const stranger = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const other = await deliveredOrder(await sizeWithSiblings(19, 10), 1, 'COD', stranger);
    const stolen = await moneyGql(REQUEST, { input: requestInput(other, { photoIds: [ok.body.id] }) }, stranger.token);
    expect(refusal(stolen)).toMatchObject({ code: 'INVALID', field: ['input', 'photoIds'] });
    const mine = await moneyGql(REQUEST, { input: requestInput(order, { photoIds: [ok.body.id] }) }, order.shopper.token);
    expect(mine.data.requestReturn.returnRequest.photoUrls).toEqual([ok.body.url]);
  });
});

describe('return photo quota', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  it('is checked before a photo is decoded: past 12 unattached uploads a day, even a file that would not decode is refused as over the quota', async () => {
    const order = await deliveredOrder(await sizeWithSiblings(21, 10), 1);
    const upload = (body: Buffer) =>
      fetch(`${ts.baseUrl}/api/v1/returns/photos`, { method: 'POST', headers: { 'content-type': 'image/png', authorization: `Bearer ${order.shopper.token}` }, body }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
    for (let i = 0; i < 12; i++) expect((await upload(png)).status).toBe(201);
    // A PNG header over bytes that do not decode: only decoding would tell it is not a photo.
    const undecoded = await upload(Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 7)]));
    expect(undecoded).toMatchObject({ status: 429, body: { message: 'Too many photos uploaded today. Please ask for your return with the ones you have.' } });
  });
});

describe('return photos keep no metadata', () => {
  it("drops a phone photo's EXIF (its GPS position: where the shopper lives) and keeps its picture and orientation", async () => {
    const order = await deliveredOrder(await sizeWithSiblings(20, 10), 1);
    // A phone photo held sideways (EXIF orientation 6: turn 90°) with the position it was taken at.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Asha at home' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' } })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, width: 40, height: 20 });
    expect(photo.includes(Buffer.from('Asha at home'))).toBe(true);
    const response = await fetch(`${ts.baseUrl}/api/v1/returns/photos`, { method: 'POST', headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${order.shopper.token}` }, body: photo });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/\.jpg$/);
    const stored = Buffer.from(await (await fetch(`${ts.baseUrl}${url}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Asha at home'))).toBe(false);
    // Turned upright before the orientation tag went: 20 wide, 40 high, still red.
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    const { dominant } = await sharp(stored).stats();
    expect(dominant.r).toBeGreaterThan(150);
  });
});

describe('admin list', () => {
  it('lists requests by status for fulfilment staff', async () => {
    const page = await ts.admin(`{ adminReturns(status: REFUNDED, limit: 5) { total returns { request { status returnNumber } customerPhone nextSteps } } }`, undefined, STAFF);
    expect(page.errors).toBeUndefined();
    expect(page.data.adminReturns.total).toBeGreaterThan(0);
    expect(page.data.adminReturns.returns.every((r: { request: { status: string }; nextSteps: string[] }) => r.request.status === 'REFUNDED' && r.nextSteps.length === 0)).toBe(true);
    await expect(ts.services.returns.approve(ServiceContext.system(ts.db.dataSource, 'test'), 999999, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

export type { TestServer };

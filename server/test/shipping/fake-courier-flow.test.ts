/**
 * Couriers over the local fake courier (issue 29): staff book a shipment (AWB, label), book a
 * pickup, and the courier's scans (webhook, or the polling job) move the order; each scan is
 * recorded once, in the courier's time order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock, stockOf, type Shopper, type SizeRef } from '../orders/orders-kit.js';
import { staffLogin } from '../staff/staff-kit.js';
import { startFakeCourier, type FakeCourierService } from '../../src/modules/shipping/fake-courier-service.js';
import { COURIER_WEBHOOK_PATH } from '../../src/modules/shipping/shipping.routes.js';

const SECRET = 'courier-webhook-secret-for-tests';
const overrides: Record<string, string> = { COURIER_PROVIDER: 'fake', COURIER_FAKE_KEY: 'fake-key', COURIER_WEBHOOK_SECRET: SECRET };
let courier: FakeCourierService;
// Started before the server (its beforeAll runs first), so the server's settings can name it.
beforeAll(async () => {
  courier = await startFakeCourier({ apiKey: 'fake-key', webhookSecret: SECRET });
  overrides.COURIER_FAKE_URL = courier.url;
});
afterAll(() => courier.close());
const ts = useTestServer(overrides);

let staff: string;
let shopper: Shopper;
const SIZE = { weightGrams: 450, lengthCm: 30, breadthCm: 25, heightCm: 4 };
const DETAIL = `query($id: ID!) { adminOrder(id: $id) { order { status statusHistory { status note } } courier trackingNumber allowedActions
  shipment { awb courierName labelUrl status expectedDelivery pickupRef scans { status courierStatus location at } } } }`;
const BOOK = `mutation($id: ID!, $size: PackageSizeInput!) { bookShipment(orderId: $id, size: $size) { awb courierName labelUrl status } }`;

beforeAll(async () => {
  courier.webhookUrl = `${ts.baseUrl}${COURIER_WEBHOOK_PATH}`;
  staff = (await staffLogin(ts, 'fulfilment')).token;
  shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
});

/** A COD order confirmed by staff (Processing), ready to ship. */
async function packedOrder(size?: SizeRef): Promise<string> {
  await addToCart(ts, shopper, size ?? (await sizeWithStock(ts, 5, 40)), 1);
  const id = String((await placeCod(ts, shopper)).body._id);
  await ts.admin(`mutation($id: ID!) { confirmOrder(orderId: $id) { status } }`, { id }, staff);
  return id;
}
const detail = async (id: string) => (await ts.admin(DETAIL, { id }, staff)).data.adminOrder;
const webhook = (body: unknown, secret = SECRET) =>
  fetch(`${ts.baseUrl}${COURIER_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-courier-secret': secret }, body: JSON.stringify(body) });

describe('shipping with the fake courier', () => {
  it('says Ship books with the courier', async () => {
    expect((await ts.admin(`{ shippingSetup { provider books } }`, {}, staff)).data.shippingSetup).toEqual({ provider: 'fake', books: true });
  });

  it('books the parcel, ships the order with the AWB, and refuses a second booking', async () => {
    const id = await packedOrder();
    const bad = await ts.admin(BOOK, { id, size: { ...SIZE, weightGrams: 0 } }, staff);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'weightGrams' });
    expect(courier.calls.filter((call) => call === 'POST /shipments')).toHaveLength(0);

    const booked = (await ts.admin(BOOK, { id, size: SIZE }, staff)).data.bookShipment;
    expect(booked).toMatchObject({ awb: expect.stringMatching(/^FK\d{10}$/), courierName: 'FakeXpress Surface', status: 'BOOKED' });
    const sent = courier.parcels.get(booked.awb)!.request as any;
    expect(sent).toMatchObject({ paymentMethod: 'COD', weightGrams: 450, deliverTo: { pincode: expect.stringMatching(/^\d{6}$/) } });
    expect(sent.codAmount).toBeGreaterThan(0);
    expect(sent.items[0]).toMatchObject({ sku: expect.stringMatching(/^VS\d+$/), units: 1 });

    const after = await detail(id);
    expect(after).toMatchObject({ courier: 'FakeXpress Surface', trackingNumber: booked.awb, order: { status: 'SHIPPED' }, shipment: { awb: booked.awb, status: 'BOOKED' } });
    expect(after.shipment.expectedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const label = await fetch(booked.labelUrl);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    const [note] = await ts.db.dataSource.query(`SELECT body FROM notification WHERE customer_id = $1 ORDER BY id DESC LIMIT 1`, [shopper.customerId]);
    expect(note.body).toContain(booked.awb);

    const again = await ts.admin(BOOK, { id, size: SIZE }, staff);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM shipment WHERE order_id = $1`, [id]);
    expect(count).toBe(1);
  });

  it('leaves the order packed when the courier is down', async () => {
    const id = await packedOrder();
    courier.failNextBooking(503);
    const failed = await ts.admin(BOOK, { id, size: SIZE }, staff);
    expect(failed.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(failed.errors?.[0]?.message).toMatch(/courier/i);
    expect(await detail(id)).toMatchObject({ order: { status: 'PROCESSING' }, shipment: null, allowedActions: ['SHIP', 'CANCEL'] });
  });

  it('moves the order by the webhook: secret checked, each scan once, older scans arriving late change nothing', async () => {
    const id = await packedOrder();
    const { awb } = (await ts.admin(BOOK, { id, size: SIZE }, staff)).data.bookShipment;
    const pickup = await ts.admin(`mutation($ids: [ID!]!) { requestPickup(orderIds: $ids) { pickupRef pickupDate } }`, { ids: [id] }, staff);
    expect(pickup.data.requestPickup[0].pickupRef).toMatch(/^P\d+$/);

    const forged = await webhook({ awb, scan_id: 'x', status: 'DLVD', location: 'x', at: new Date().toISOString() }, 'wrong-secret-wrong-secret-wrong!');
    expect(forged.status).toBe(401);
    expect((await detail(id)).order.status).toBe('SHIPPED');

    const t0 = Date.now();
    await courier.scan(awb, 'PICKED', { location: 'Surat', at: new Date(t0 - 3 * 3600_000) });
    const ofd = await courier.scan(awb, 'OFD', { location: 'Lucknow', at: new Date(t0 - 3600_000) });
    expect(ofd.webhookStatus).toBe(200);
    expect(await detail(id)).toMatchObject({ order: { status: 'OUT_FOR_DELIVERY' }, shipment: { status: 'OUT_FOR_DELIVERY' } });

    // The courier sends the same scan again: recorded once.
    const repeat = await (await webhook({ awb, ...ofd.scan })).json();
    expect(repeat).toMatchObject({ success: true, recorded: 0, status: 'OUT_FOR_DELIVERY' });
    // An in-transit scan taken before OFD arrives late: the parcel is still out for delivery.
    await courier.scan(awb, 'IN_TRANSIT', { location: 'Kanpur', at: new Date(t0 - 2 * 3600_000) });
    expect((await detail(id)).shipment.status).toBe('OUT_FOR_DELIVERY');

    await courier.scan(awb, 'DLVD', { location: 'Lucknow', at: new Date(t0) });
    const done = await detail(id);
    expect(done.order.status).toBe('DELIVERED');
    expect(done.order.statusHistory.map((h: { status: string }) => h.status)).toEqual(['PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(done.order.statusHistory.at(-1).note).toBe('Delivered by FakeXpress Surface (Lucknow)');
    expect(done.shipment.scans.map((s: { courierStatus: string }) => s.courierStatus)).toEqual(['PICKED', 'IN_TRANSIT', 'OFD', 'DLVD']);
  });

  it('answers a scan of an AWB it did not book without retries, and refuses a body that is not a scan', async () => {
    expect(await (await webhook({ awb: 'FK0000000000', scan_id: 'a', status: 'DLVD', at: new Date().toISOString() })).json()).toMatchObject({ success: true, recorded: 0, unknownAwb: true });
    expect((await webhook({ awb: 'FK1', status: 'TELEPORTED' })).status).toBe(400);
  });

  it('catches up by polling when webhooks were missed; a failed attempt (NDR) leaves the order shipped', async () => {
    const id = await packedOrder();
    const { awb } = (await ts.admin(BOOK, { id, size: SIZE }, staff)).data.bookShipment;
    await courier.scan(awb, 'PICKED', { sendWebhook: false });
    await courier.scan(awb, 'UNDELIVERED', { sendWebhook: false, remark: 'Customer not available', location: 'Agra' });
    const polled = await ts.services.shipping.pollOpenShipments(ts.system);
    expect(polled.recorded).toBeGreaterThanOrEqual(3); // MANIFESTED, PICKED, UNDELIVERED
    const after = await detail(id);
    expect(after).toMatchObject({ order: { status: 'SHIPPED' }, shipment: { status: 'NDR' } });
    expect(after.shipment.scans.map((s: { status: string }) => s.status)).toEqual(['BOOKED', 'PICKED_UP', 'NDR']);

    await courier.scan(awb, 'OFD', { sendWebhook: false });
    await courier.scan(awb, 'DLVD', { sendWebhook: false });
    await ts.services.shipping.pollOpenShipments(ts.system);
    expect((await detail(id)).order.status).toBe('DELIVERED');
    // A delivered parcel is not asked about again.
    const before = courier.calls.length;
    await ts.services.shipping.pollOpenShipments(ts.system);
    expect(courier.calls.slice(before).filter((call) => call.includes(awb))).toEqual([]);
  });

  it('keeps a returning parcel’s order open until staff receive it; sellable units go back on sale, damaged ones do not', async () => {
    const RECEIVE = `mutation($id: ID!, $c: ParcelCondition!) { receiveReturnedParcel(orderId: $id, condition: $c) { status receivedCondition } }`;
    for (const [condition, back] of [['SELLABLE', 1], ['DAMAGED', 0]] as const) {
      const size = await sizeWithStock(ts, 5, 41);
      const id = await packedOrder(size);
      const { awb } = (await ts.admin(BOOK, { id, size: SIZE }, staff)).data.bookShipment;
      const tooSoon = await ts.admin(RECEIVE, { id, c: condition }, staff);
      expect(tooSoon.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      await courier.scan(awb, 'PICKED');
      await courier.scan(awb, 'UNDELIVERED', { remark: 'Refused by customer' });
      await courier.scan(awb, 'RTO_INITIATED');
      expect(await detail(id)).toMatchObject({ order: { status: 'SHIPPED' }, shipment: { status: 'RTO_IN_TRANSIT' } });
      // Not while the parcel is on the road: its units would be back on sale before it is.
      const onTheRoad = await stockOf(ts, size.variantSizeId);
      const early = await ts.admin(`mutation($id: ID!) { staffCancelOrder(orderId: $id, reason: "Refused") { status } }`, { id }, staff);
      expect(early.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringMatching(/with the courier/) });
      expect(await stockOf(ts, size.variantSizeId)).toBe(onTheRoad);
      await courier.scan(awb, 'RTO_DLVD');
      expect((await detail(id)).order.status).toBe('SHIPPED');
      const stockBefore = await stockOf(ts, size.variantSizeId);

      const received = await ts.admin(RECEIVE, { id, c: condition }, staff);
      expect(received.data.receiveReturnedParcel).toEqual({ status: 'RTO_DELIVERED', receivedCondition: condition });
      expect((await detail(id)).order.status).toBe('CANCELLED');
      expect(await stockOf(ts, size.variantSizeId)).toBe(stockBefore + back);
      const twice = await ts.admin(RECEIVE, { id, c: condition }, staff);
      expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(await stockOf(ts, size.variantSizeId)).toBe(stockBefore + back);
      const [audit] = await ts.db.dataSource.query(`SELECT after FROM audit_log WHERE entity_type = 'order' AND entity_id = $1 AND action = 'order.rto-received'`, [id]);
      expect(audit.after).toMatchObject({ status: 'CANCELLED', restocked: condition === 'SELLABLE' });
    }
  });

  it('cancels the courier booking when staff cancel an order booked but not yet picked up', async () => {
    const id = await packedOrder();
    const { awb } = (await ts.admin(BOOK, { id, size: SIZE }, staff)).data.bookShipment;
    const cancelled = await ts.admin(`mutation($id: ID!) { staffCancelOrder(orderId: $id, reason: "Shopper changed their mind") { status } }`, { id }, staff);
    expect(cancelled.data.staffCancelOrder.status).toBe('CANCELLED');
    expect(courier.parcels.get(awb)!.cancelled).toBe(true);
    expect((await detail(id)).shipment.status).toBe('CANCELLED');
  });
});

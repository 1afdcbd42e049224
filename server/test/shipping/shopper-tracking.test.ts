/**
 * The shopper sees where the parcel is (issue 29, part 2): the order page and My Orders carry the
 * courier, AWB, tracking link, scans and expected delivery (GraphQL and the REST twins), and a new
 * scan reaches an open order screen live, even when the order's status stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock, type Shopper } from '../orders/orders-kit.js';
import { staffLogin } from '../staff/staff-kit.js';
import { eventually } from '../fake-sms-gateway.js';
import { startFakeCourier, type FakeCourierService } from '../../src/modules/shipping/fake-courier-service.js';
import { COURIER_WEBHOOK_PATH } from '../../src/modules/shipping/shipping.routes.js';

const SECRET = 'courier-webhook-secret-for-tests';
const overrides: Record<string, string> = { COURIER_PROVIDER: 'fake', COURIER_FAKE_KEY: 'fake-key', COURIER_WEBHOOK_SECRET: SECRET };
let courier: FakeCourierService;
beforeAll(async () => {
  courier = await startFakeCourier({ apiKey: 'fake-key', webhookSecret: SECRET });
  overrides.COURIER_FAKE_URL = courier.url;
});
afterAll(() => courier.close());
const ts = useTestServer(overrides);

let shopper: Shopper;
let staff: string;
let orderId: string;
let awb: string;
const SHIPMENT = `shipment { courierName awb trackingUrl status statusLabel expectedDelivery scans { status location remark at } }`;

beforeAll(async () => {
  courier.webhookUrl = `${ts.baseUrl}${COURIER_WEBHOOK_PATH}`;
  staff = (await staffLogin(ts, 'fulfilment')).token;
  shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
  await addToCart(ts, shopper, await sizeWithStock(ts, 5, 42), 1);
  orderId = String((await placeCod(ts, shopper)).body._id);
  await ts.admin(`mutation($id: ID!) { confirmOrder(orderId: $id) { status } }`, { id: orderId }, staff);
  awb = (await ts.admin(`mutation($id: ID!) { bookShipment(orderId: $id, size: { weightGrams: 400, lengthCm: 30, breadthCm: 20, heightCm: 5 }) { awb } }`, { id: orderId }, staff)).data.bookShipment.awb;
});

describe("the shopper's view of the parcel", () => {
  it('shows courier, AWB, tracking link and expected delivery on the order page, My Orders and the REST twins', async () => {
    const page = (await ts.gql(`query($id: ID!) { order(id: $id) { status ${SHIPMENT} } }`, { id: orderId }, shopper.token)).data.order;
    expect(page).toMatchObject({ status: 'SHIPPED', shipment: { courierName: 'FakeXpress Surface', awb, trackingUrl: `${courier.url}/track/${awb}`, status: 'BOOKED' } });
    expect(page.shipment.expectedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mine = (await ts.gql(`{ myOrders { nodes { id ${SHIPMENT} } } }`, undefined, shopper.token)).data.myOrders.nodes;
    expect(mine.find((o: { id: string }) => o.id === orderId).shipment.awb).toBe(awb);

    const rest = await ts.rest('GET', `/user/order/${orderId}`, undefined, shopper.token);
    expect(rest.body.order.shipment).toMatchObject({ courierName: 'FakeXpress Surface', awb, status: 'BOOKED', statusLabel: 'Packed, waiting for the courier' });
    const ongoing = await ts.rest('GET', '/user/user-orders/ongoing', undefined, shopper.token);
    expect(ongoing.body.orders.find((o: { _id: unknown }) => String(o._id) === orderId).shipment.awb).toBe(awb);
    expect((await fetch(page.shipment.trackingUrl)).status).toBe(200);
  });

  it('a new scan reaches the open order page live, with the scan in the order', async () => {
    const client = createClient({ url: `${ts.baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${shopper.token}` }, retryAttempts: 0 });
    const heard: any[] = [];
    client.subscribe({ query: `subscription($id: ID) { orderStatusChanged(orderId: $id) { status order { ${SHIPMENT} } } }`, variables: { id: orderId } }, { next: (value) => void heard.push(value), error: () => undefined, complete: () => undefined });
    try {
      await eventually(() => ts.services.events.target.listenerCount() >= 1);
      await courier.scan(awb, 'UNDELIVERED', { location: 'Agra', remark: 'Customer not available' });
      await eventually(() => heard.length > 0);
      expect(heard[0].data.orderStatusChanged).toMatchObject({ status: 'SHIPPED', order: { shipment: { status: 'NDR', statusLabel: 'Delivery attempt failed' } } });
      expect(heard[0].data.orderStatusChanged.order.shipment.scans.at(-1)).toMatchObject({ status: 'NDR', location: 'Agra', remark: 'Customer not available' });
    } finally {
      await client.dispose();
    }
  });

  it('an order page open before the order ships hears the shipment with the Shipped event', async () => {
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 43), 1);
    const id = String((await placeCod(ts, shopper)).body._id);
    const client = createClient({ url: `${ts.baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${shopper.token}` }, retryAttempts: 0 });
    const heard: any[] = [];
    client.subscribe({ query: `subscription($id: ID) { orderStatusChanged(orderId: $id) { status order { ${SHIPMENT} } } }`, variables: { id } }, { next: (value) => void heard.push(value), error: () => undefined, complete: () => undefined });
    try {
      await eventually(() => ts.services.events.target.listenerCount() >= 1);
      await ts.admin(`mutation($id: ID!) { confirmOrder(orderId: $id) { status } }`, { id }, staff);
      await eventually(() => heard.length === 1);
      expect(heard[0].data.orderStatusChanged).toMatchObject({ status: 'PROCESSING', order: { shipment: null } });
      await ts.admin(`mutation($id: ID!) { bookShipment(orderId: $id, size: { weightGrams: 400, lengthCm: 30, breadthCm: 20, heightCm: 5 }) { awb } }`, { id }, staff);
      await eventually(() => heard.length === 2);
      expect(heard[1].data.orderStatusChanged).toMatchObject({ status: 'SHIPPED', order: { shipment: { status: 'BOOKED', awb: expect.stringMatching(/^FK/) } } });
    } finally {
      await client.dispose();
    }
  });
});

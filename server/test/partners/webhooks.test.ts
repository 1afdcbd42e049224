/**
 * The partner simulation, webhooks: a local receiver checks every signature and sees each event
 * once through a receiver outage and a process that died mid-send; a redirect is not followed; a
 * day of failures disables the endpoint for the owner to enable again; redelivery by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from '../orders/orders-kit.js';
import { startReceiver, type Receiver } from './partner-kit.js';
import { signWebhook, verifyWebhook } from '../../src/modules/webhooks/webhook-signature.js';

const ts = useTestServer({ WEBHOOK_TIMEOUT_MS: '500', WEBHOOK_FIRST_RETRY_SECONDS: '1' });
let receiver: Receiver;
let endpointId = '';

const CREATE = `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url events status } } }`;
const LOG = `query($id: ID!) { webhookDeliveries(endpointId: $id) { id eventId eventType status attempts responseStatus responseBody durationMs lastError body } }`;

beforeAll(async () => {
  receiver = await startReceiver();
  const created = await ts.admin(CREATE, { input: { url: receiver.url, events: ['order.created', 'order.status_changed', 'order.cancelled'], description: 'ERP' } }, STAFF_TOKEN);
  expect(created.errors).toBeUndefined();
  endpointId = created.data.createWebhookEndpoint.endpoint.id;
  receiver.secret = created.data.createWebhookEndpoint.secret;
  expect(receiver.secret).toMatch(/^whsec_/);
});
afterAll(async () => receiver?.close());

async function placeOrder(nth: number): Promise<{ orderId: string; orderNumber: string }> {
  const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
  await addToCart(ts, shopper, await sizeWithStock(ts, 50, nth), 1);
  const placed = await placeCod(ts, shopper);
  expect(placed.status).toBe(201);
  const [row] = await ts.db.dataSource.query(`SELECT id, order_number FROM orders WHERE customer_id = $1`, [shopper.customerId]);
  return { orderId: String(row.id), orderNumber: row.order_number };
}

/** Makes every waiting delivery due now (instead of waiting out the back-off) and runs the job. */
async function runDeliveryJob(): Promise<void> {
  await ts.db.dataSource.query(`UPDATE webhook_delivery SET next_attempt_at = now() WHERE status = 'PENDING'`);
  await ts.services.jobs.runNow('webhooks.deliver');
}

async function until<T>(read: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('partner webhooks', () => {
  it('the signature is the Standard Webhooks HMAC of id, timestamp and body; a changed body or an old timestamp fails', () => {
    const secret = 'whsec_' + Buffer.from('0123456789abcdef0123').toString('base64');
    const now = Date.now();
    const timestamp = Math.floor(now / 1000);
    const signature = signWebhook(secret, 'evt_1', timestamp, '{"a":1}');
    expect(verifyWebhook(secret, { id: 'evt_1', timestamp: String(timestamp), signature }, '{"a":1}', now)).toBe(true);
    expect(verifyWebhook(secret, { id: 'evt_1', timestamp: String(timestamp), signature }, '{"a":2}', now)).toBe(false);
    expect(verifyWebhook(secret, { id: 'evt_2', timestamp: String(timestamp), signature }, '{"a":1}', now)).toBe(false);
    expect(verifyWebhook(secret, { id: 'evt_1', timestamp: String(timestamp), signature }, '{"a":1}', now + 600_000)).toBe(false);
  });

  it('a placed order reaches the receiver signed, once, and the delivery log shows the answer', async () => {
    const order = await placeOrder(0);
    const hook = await until(async () => receiver.received.find((r) => r.body.data.orderNumber === order.orderNumber), 'the order.created webhook');
    expect(hook).toMatchObject({ type: 'order.created', signatureValid: true, body: { type: 'order.created', data: { orderId: order.orderId, orderNumber: order.orderNumber, paymentMethod: 'COD' } } });
    expect(hook.body.id).toBe(hook.id);
    const log = await until(async () => {
      const answer = await ts.admin(LOG, { id: endpointId }, STAFF_TOKEN);
      const line = answer.data.webhookDeliveries.find((d: { eventId: string }) => d.eventId === hook.id);
      return line?.status === 'DELIVERED' ? line : null;
    }, 'the delivery to be logged');
    expect(log).toMatchObject({ eventType: 'order.created', status: 'DELIVERED', attempts: 1, responseStatus: 200, responseBody: '{"ok":true}', lastError: null });
    expect(JSON.parse(log.body)).toEqual(hook.body);
    await runDeliveryJob();
    expect(receiver.received.filter((r) => r.id === hook.id)).toHaveLength(1);
  });

  it('through a receiver outage and a sender that died mid-send, every event is accepted exactly once', async () => {
    receiver.mode = 'down';
    const orders = [await placeOrder(1), await placeOrder(2)];
    const ids = await until(async () => {
      const hooks = receiver.received.filter((r) => orders.some((o) => o.orderNumber === r.body.data.orderNumber));
      return hooks.length === 2 ? hooks.map((h) => h.id) : null;
    }, 'the first tries');
    const failing = await ts.admin(LOG, { id: endpointId }, STAFF_TOKEN);
    expect(failing.data.webhookDeliveries.filter((d: { eventId: string }) => ids.includes(d.eventId))).toEqual([
      expect.objectContaining({ status: 'PENDING', attempts: 1, responseStatus: 503, responseBody: 'maintenance window', lastError: 'HTTP 503' }),
      expect.objectContaining({ status: 'PENDING', attempts: 1, responseStatus: 503 }),
    ]);
    // A process leased one delivery and died before recording the answer: the lease runs out.
    await ts.db.dataSource.query(`UPDATE webhook_delivery SET attempts = attempts + 1, next_attempt_at = now() + interval '1 hour' WHERE event_position = $1`, [ids[0].slice(4)]);
    receiver.mode = 'ok';
    await runDeliveryJob();
    await runDeliveryJob();
    for (const id of ids) expect(receiver.accepted().filter((a) => a === id)).toHaveLength(1);
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
  });

  it('a redirect is not followed and counts as a failure; a receiver that never answers times out', async () => {
    receiver.mode = 'redirect';
    const order = await placeOrder(3);
    const line = await until(async () => {
      const answer = await ts.admin(LOG, { id: endpointId }, STAFF_TOKEN);
      return answer.data.webhookDeliveries.find((d: { body: string; attempts: number }) => d.body.includes(order.orderNumber) && d.attempts === 1 && (d as { lastError?: string }).lastError);
    }, 'the redirect to be logged');
    expect(line).toMatchObject({ status: 'PENDING', responseStatus: 302, lastError: 'redirect to http://127.0.0.1:1/elsewhere not followed' });
    receiver.mode = 'hang';
    await runDeliveryJob();
    const [row] = await ts.db.dataSource.query(`SELECT response_status, last_error FROM webhook_delivery WHERE id = $1`, [line.id]);
    expect(row).toEqual({ response_status: null, last_error: 'no answer within 500 ms' });
    receiver.mode = 'ok';
    await runDeliveryJob();
    expect(receiver.accepted().filter((id) => id === line.eventId)).toHaveLength(1);
  });

  it('failing past the retry window fails the delivery and disables the endpoint with a reason; enabling it and redelivering by hand sends it again', async () => {
    receiver.mode = 'down';
    const order = await placeOrder(4);
    const first = await until(async () => (await ts.db.dataSource.query(`SELECT d.id, d.event_position FROM webhook_delivery d JOIN partner_event p ON p.position = d.event_position WHERE p.data->>'orderNumber' = $1 AND d.attempts = 1 AND d.response_status = 503`, [order.orderNumber]))[0], 'the first failure');
    // A day has passed.
    await ts.db.dataSource.query(`UPDATE webhook_delivery SET give_up_at = now() WHERE id = $1`, [first.id]);
    await runDeliveryJob();
    const endpoints = await ts.admin(`{ webhookEndpoints { id status disabledReason } }`, {}, STAFF_TOKEN);
    expect(endpoints.data.webhookEndpoints).toEqual([{ id: endpointId, status: 'DISABLED', disabledReason: 'Deliveries failed for 24 hours (last: HTTP 503).' }]);
    // The owner's notice on the dashboard's overview.
    const overview = await ts.admin(`{ dashboardOverview { disabledWebhookEndpoints } }`, {}, STAFF_TOKEN);
    expect(overview.data.dashboardOverview.disabledWebhookEndpoints).toBe(1);
    const [failed] = await ts.db.dataSource.query(`SELECT status FROM webhook_delivery WHERE id = $1`, [first.id]);
    expect(failed.status).toBe('FAILED');
    // A disabled endpoint is sent nothing.
    const before = receiver.received.length;
    await placeOrder(5);
    await runDeliveryJob();
    expect(receiver.received.length).toBe(before);

    receiver.mode = 'ok';
    const enabled = await ts.admin(`mutation($id: ID!) { updateWebhookEndpoint(id: $id, changes: { enabled: true }) { status disabledReason } }`, { id: endpointId }, STAFF_TOKEN);
    expect(enabled.errors).toBeUndefined();
    expect(enabled.data.updateWebhookEndpoint).toEqual({ status: 'ACTIVE', disabledReason: null });
    const again = await ts.admin(`mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id status eventId } }`, { id: String(first.id) }, STAFF_TOKEN);
    expect(again.data.redeliverWebhook.eventId).toBe(`evt_${first.event_position}`);
    await runDeliveryJob();
    expect(receiver.accepted()).toContain(`evt_${first.event_position}`);
    const audit = await ts.db.dataSource.query(`SELECT action FROM audit_log WHERE entity_type IN ('webhook_endpoint', 'webhook_delivery') ORDER BY id`);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['webhook.create', 'webhook.update', 'webhook.redeliver']);
  });

  it('a cancellation is sent as order.status_changed and order.cancelled', async () => {
    const order = await placeOrder(6);
    const cancelled = await ts.admin(`mutation($id: ID!) { staffCancelOrder(orderId: $id, reason: "Out of stock") { status } }`, { id: order.orderId }, STAFF_TOKEN);
    expect(cancelled.errors).toBeUndefined();
    const types = await until(async () => {
      const hooks = receiver.received.filter((r) => r.body.data.orderNumber === order.orderNumber).map((r) => r.type);
      return hooks.length === 3 ? hooks : null;
    }, 'the three webhooks');
    expect(types.sort()).toEqual(['order.cancelled', 'order.created', 'order.status_changed']);
  });

  it('bad endpoints are refused with a clear message and nothing is created', async () => {
    const plain = await ts.admin(CREATE, { input: { url: 'http://erp.example.com/hooks', events: ['order.created'] } }, STAFF_TOKEN);
    expect(plain.errors?.[0]).toMatchObject({ message: 'The receiver’s address must start with https://', extensions: { code: 'BAD_INPUT' } });
    const unknown = await ts.admin(CREATE, { input: { url: 'https://erp.example.com/hooks', events: ['order.teleported'] } }, STAFF_TOKEN);
    expect(unknown.errors?.[0]?.message).toMatch(/^Unknown event type: order.teleported/);
    const none = await ts.admin(CREATE, { input: { url: 'https://erp.example.com/hooks', events: [] } }, STAFF_TOKEN);
    expect(none.errors?.[0]?.message).toBe('Choose at least one event to send.');
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM webhook_endpoint`);
    expect(n).toBe(1);
  });
});

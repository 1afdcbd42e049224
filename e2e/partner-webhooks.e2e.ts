/**
 * Partners: the owner makes an API key and adds a webhook endpoint in the dashboard (each
 * secret shown once), sees an order's event delivered (200) in the endpoint's delivery log (the
 * receiver is a local HTTP server that checks the signature), and the key reads the event feed but
 * is refused a stock change.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';
import { verifyWebhook } from '../server/src/modules/webhooks/webhook-signature.js';

const OWNER = '7000000001';

async function sql<T = Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function staffLogin(page: Page, phone: string) {
  await page.goto('/admin');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const note = await page.getByRole('status').filter({ hasText: 'Development code' }).innerText();
  await page.getByLabel('One-time code').fill(/Development code: (\d{6})/.exec(note)![1]);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
}

describe('partner webhooks in the dashboard', () => {
  const e2e = useE2E({ OUTBOX_DELIVER_INTERVAL_SECONDS: '1', WEBHOOK_DELIVER_INTERVAL_SECONDS: '1', JOB_POLL_INTERVAL_SECONDS: '0.5' });
  const received: Array<{ valid: boolean; type: string }> = [];
  let secret = '';
  let receiver: http.Server;
  let receiverUrl = '';

  beforeAll(async () => {
    await sql(e2e.databaseUrl, `INSERT INTO staff_member (phone, name, role) VALUES ($1, 'Asha Owner', 'owner')`, [OWNER]);
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const valid = verifyWebhook(secret, { id: String(req.headers['webhook-id']), timestamp: String(req.headers['webhook-timestamp']), signature: String(req.headers['webhook-signature']) }, body);
        received.push({ valid, type: String(req.headers['webhook-event']) });
        res.writeHead(valid ? 200 : 401, { 'content-type': 'application/json' }).end(valid ? '{"received":true}' : 'bad signature');
      });
    });
    receiver.listen(0, '127.0.0.1');
    await new Promise((resolve) => receiver.once('listening', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/erp/hooks`;
  });
  afterAll(async () => {
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('the owner adds an endpoint, keeps the secret shown once, and sees a signed delivery in the log', async () => {
    const page = await e2e.newPage(1280);
    await staffLogin(page, OWNER);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    // Plain http to another machine is refused with the field's message.
    await page.getByLabel('Receiver address (https)').fill('http://erp.example.com/hooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.locator('#webhook-url-error').filter({ hasText: 'must start with https://' }).waitFor();
    await page.getByLabel('Receiver address (https)').fill(receiverUrl);
    await page.getByLabel('Whose is it (optional)').fill('Tally ERP');
    await page.getByLabel('order.cancelled').check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    secret = (await page.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByText('Tally ERP').waitFor();
    await e2e.screenshot(page, 'admin-webhooks-created-1280');

    // An order is placed: its event goes through the outbox to the receiver.
    await sql(
      e2e.databaseUrl,
      `WITH e AS (INSERT INTO outbox_event (name, payload) VALUES ('order.placed', $1) RETURNING id) INSERT INTO outbox_delivery (event_id, consumer) SELECT id, 'webhooks' FROM e`,
      [JSON.stringify({ orderId: 1, orderNumber: 'KS00000077', customerId: null, paymentMethod: 'COD', totalAmount: 149900 })],
    );
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    expect(received).toEqual([{ valid: true, type: 'order.created' }]);

    await page.getByRole('button', { name: 'Deliveries' }).click();
    await page.getByRole('cell', { name: /order\.created/ }).waitFor({ timeout: 15_000 });
    await page.getByText('delivered', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByText('{"received":true}').waitFor();
    await e2e.screenshot(page, 'admin-webhooks-log-1280');

    // A disabled endpoint is the owner's notice on the overview.
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('disabled', { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('alert').filter({ hasText: 'A partner webhook endpoint is disabled' }).waitFor();
    await e2e.screenshot(page, 'admin-overview-webhook-notice-1280');

    // The partner's server reads the feed with a key the owner makes; a stock change is refused.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'API keys' }).click();
    await page.getByLabel('Name (whose is it, what does it do)').fill('Tally ERP sync');
    await page.getByRole('checkbox', { name: /events:read/ }).check();
    await page.getByRole('checkbox', { name: /orders:read/ }).check();
    await page.getByRole('button', { name: 'Make key' }).click();
    const token = (await page.getByTestId('api-key-token').innerText()).trim();
    expect(token).toMatch(/^sk_/);
    await page.getByText('never used').waitFor();
    await e2e.screenshot(page, 'admin-api-keys-1280');
    const call = async (query: string) => (await fetch(`${e2e.baseUrl}/admin/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) })).json();
    const feed = await call('{ events(types: ["order.created"]) { events { id type data } hasMore } }');
    expect(feed.data.events.events).toEqual([expect.objectContaining({ id: 'evt_1', type: 'order.created', data: expect.objectContaining({ orderNumber: 'KS00000077' }) })]);
    const stock = await call('mutation { adjustStock(sizeId: "1", delta: 1, reason: RESTOCK) { stock } }');
    expect(stock.errors[0].message).toBe('This API key lacks the scope stock:write.');

    const phone = await e2e.newPage(375);
    await staffLogin(phone, OWNER);
    await phone.goto('/admin/webhooks');
    await phone.getByRole('button', { name: 'Deliveries' }).click();
    await phone.getByText('delivered', { exact: true }).waitFor({ timeout: 15_000 });
    await e2e.screenshot(phone, 'admin-webhooks-375');
    await phone.goto('/admin/api-keys');
    await phone.getByText('Tally ERP sync').waitFor();
    await e2e.screenshot(phone, 'admin-api-keys-375');
  });
});

/**
 * The outbox across a crash: the BUILT server is killed (SIGKILL) after an order's transaction
 * committed and before its side effects were delivered; after a restart the delivery job delivers
 * them, once per consumer, even with two processes delivering at the same time.
 *
 * The moment between commit and delivery is held open deterministically: the test holds a SHARE
 * lock on the notification table, so the `notifications` consumer's insert waits while the order
 * is already committed with its outbox rows.
 */
import 'reflect-metadata';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, cloneDatabase, gql, makeShoppers, pickLines, ADD_TO_CART, PLACE_ORDER, OUT, type ClonedDatabase } from '../../../bench/resilience/support.js';
// @ts-ignore plain ESM helper without types
import { startStore } from '../../../bench/lib/proc.mjs';

let db: ClonedDatabase;
const port = () => 20_000 + Math.floor(Math.random() * 10_000);
const started: Array<{ stop(signal?: string): Promise<unknown> }> = [];

async function start(env: Record<string, string> = {}) {
  const store = await startStore({ outDir: OUT, databaseUrl: db.url, port: port(), env: { OUTBOX_DELIVER_INTERVAL_SECONDS: '1', JOB_POLL_INTERVAL_SECONDS: '0.5', ...env } });
  started.push(store);
  return store as { baseUrl: string; pid: number; stop(signal?: string): Promise<unknown> };
}

beforeAll(async () => {
  await buildServer();
  db = await cloneDatabase();
}, 180_000);
afterAll(async () => {
  for (const store of started) await store.stop('SIGKILL').catch(() => undefined);
  await db?.drop();
});

async function until<T>(what: string, read: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('side effects of a committed order survive the server being killed before delivering them', () => {
  it('delivered after a restart, exactly once per consumer, with two processes delivering', { timeout: 180_000 }, async () => {
    const [shopper] = await makeShoppers(db, 1, '96');
    const [line] = await pickLines(db, 1, 50);
    const first = await start();
    const added = await gql(first.baseUrl, ADD_TO_CART, { line: { productId: line.productId, color: line.color, size: line.size, quantity: 1 } }, shopper.token);
    expect(added.body.data.addToCart.userErrors).toEqual([]);

    // Hold the notifications consumer's insert, then place the order.
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE notification IN SHARE MODE');
    const placing = gql(first.baseUrl, PLACE_ORDER, { input: { addressId: shopper.addressId, paymentMethod: 'COD', idempotencyKey: 'outbox-crash-1' } }, shopper.token).catch((error: Error) => error);
    const order = await until('the order to commit', async () => (await db.dataSource.query(`SELECT id, order_number FROM orders WHERE customer_id = $1`, [shopper.customerId]))[0]);
    const pendingBeforeKill = await until('the outbox rows of the order', async () => {
      const rows = await db.dataSource.query(
        `SELECT d.consumer, d.status FROM outbox_delivery d JOIN outbox_event e ON e.id = d.event_id WHERE e.name = 'order.placed' AND (e.payload->>'orderId')::int = $1 ORDER BY d.consumer`,
        [order.id],
      );
      return rows.length === 3 ? rows : null;
    });
    expect(pendingBeforeKill).toEqual([
      { consumer: 'live-order-status', status: 'PENDING' },
      { consumer: 'notifications', status: 'PENDING' },
      { consumer: 'webhooks', status: 'PENDING' },
    ]);

    // The crash: the process dies between the commit and the delivery.
    await first.stop('SIGKILL');
    await placing;
    await blocker.query('ROLLBACK');
    await blocker.end();
    const notices = async () => (await db.dataSource.query(`SELECT count(*)::int AS n FROM notification WHERE customer_id = $1 AND title LIKE $2`, [shopper.customerId, `%${order.order_number}%`]))[0].n as number;
    expect(await notices()).toBe(0);

    // Two processes come back; their delivery jobs race for the same rows.
    await Promise.all([start(), start()]);
    const delivered = await until('both deliveries', async () => {
      const rows = await db.dataSource.query(
        `SELECT d.consumer, d.status, d.attempts FROM outbox_delivery d JOIN outbox_event e ON e.id = d.event_id WHERE e.name = 'order.placed' AND (e.payload->>'orderId')::int = $1 ORDER BY d.consumer`,
        [order.id],
      );
      return rows.every((r: { status: string }) => r.status === 'DELIVERED') ? rows : null;
    });
    expect(delivered.map((r: { consumer: string }) => r.consumer)).toEqual(['live-order-status', 'notifications', 'webhooks']);
    // Let both job workers run a few more rounds: still one notice.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await notices()).toBe(1);
    // The partner feed has the order once too.
    expect((await db.dataSource.query(`SELECT count(*)::int AS n FROM partner_event WHERE type = 'order.created' AND data->>'orderNumber' = $1`, [order.order_number]))[0].n).toBe(1);
  });
});

/**
 * PgBouncer in transaction pooling mode (issue 15): a real pgbouncer (Debian's 1.18, which does
 * not carry named prepared statements across server connections) started here on a spare port in
 * front of the test database. The store, with DATABASE_POOLER=pgbouncer, answers through it:
 * browse, cart, place an order; and the named statements it would otherwise send are shown to fail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDataSource, preparedQuery } from '../../src/shared/db.js';
import { useTestDatabase, useTestServer, type TestDatabase } from '../harness.js';
import { binaryAvailable } from '../optional-tools.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock, stockOf } from '../orders/orders-kit.js';

const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';
const hasPgbouncer = binaryAvailable('pgbouncer', PGBOUNCER, 'apt-get install -y pgbouncer, or set PGBOUNCER_BIN');
const port = 21_000 + Math.floor(Math.random() * 11_000); // below the ephemeral range (32768+)
const direct = useTestDatabase();
let bouncer: ChildProcess | undefined;
let folder = '';
/** The URL of the test database through pgbouncer. */
const viaBouncer = () => {
  const url = new URL(direct.url);
  url.host = `127.0.0.1:${port}`;
  return url.toString();
};

// Filled in before the app is configured (the harness spreads the overrides in its own beforeAll).
const overrides: Record<string, string> = { DATABASE_POOLER: 'pgbouncer' };
const bouncerDb = { statements: [] as string[] } as TestDatabase;

beforeAll(async () => {
  if (!hasPgbouncer) return;
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-pgbouncer-'));
  fs.chmodSync(folder, 0o755);
  const server = new URL(direct.url);
  fs.writeFileSync(path.join(folder, 'userlist.txt'), `"${decodeURIComponent(server.username || 'postgres')}" ""\n`);
  fs.writeFileSync(
    path.join(folder, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(folder, 'userlist.txt')}`,
      'pool_mode = transaction',
      // Fewer server connections than the app's pool: transactions really are handed around.
      'default_pool_size = 4',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits,options',
      // pgbouncer refuses to run as root; it switches to this user after start.
      ...(process.getuid?.() === 0 ? ['user = postgres'] : []),
    ].join('\n'),
  );
  bouncer = spawn(PGBOUNCER, [path.join(folder, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  bouncer.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  await waitForPort(port, () => stderr);
  overrides.DATABASE_URL = viaBouncer();
  overrides.DATABASE_DIRECT_URL = direct.url;
  bouncerDb.url = viaBouncer();
  bouncerDb.dataSource = createDataSource({ url: bouncerDb.url, namedStatements: false, poolSize: 10 });
  await bouncerDb.dataSource.initialize();
});
afterAll(async () => {
  await bouncerDb.dataSource?.destroy();
  bouncer?.kill('SIGTERM');
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});


async function waitForPort(wanted: number, log: () => string) {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(wanted, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`pgbouncer did not listen on ${wanted}: ${log()}`);
}

describe.skipIf(!hasPgbouncer)('through pgbouncer in transaction mode', () => {
  // Inside the describe, so a machine without pgbouncer starts no server for it.
  const ts = useTestServer(overrides, { db: bouncerDb });

  it('named prepared statements break (the reason for DATABASE_POOLER=pgbouncer): the same calls unnamed all succeed', async () => {
    const run = async (namedStatements: boolean) => {
      const dataSource = createDataSource({ url: viaBouncer(), namedStatements, poolSize: 8 });
      await dataSource.initialize();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 120 }, (_, i) => preparedQuery<{ n: number }>(dataSource, `SELECT $1::int AS n, pg_sleep(0.001) IS NULL AS slept`, [i])),
      );
      await dataSource.destroy();
      return outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason?.message));
    };
    const namedFailures = await run(true);
    expect(namedFailures.length).toBeGreaterThan(0);
    expect(namedFailures[0]).toMatch(/prepared statement .* (does not exist|already exists)/);
    expect(await run(false)).toEqual([]);
  });

  it('the store answers: listing, search, product page, cart and a cash order, stock taken exactly', async () => {
    const listing = await ts.gql(`{ products(first: 12) { totalCount items: nodes { id name } } }`);
    expect(listing.errors).toBeUndefined();
    expect(listing.data.products.items.length).toBe(12);
    const search = await ts.gql(`query($t: String!) { searchProducts(text: $t, first: 5) { nodes { id } } }`, { t: 'shrt' });
    expect(search.errors).toBeUndefined();
    const product = await ts.rest('GET', `/user/product/${listing.data.products.items[0].id}`);
    expect(product.status).toBe(200);

    const size = await sizeWithStock(ts, 20, 3);
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, size, 2);
    const cart = await ts.gql(`{ cart { lines { quantity } } }`, {}, shopper.token);
    expect(cart.errors).toBeUndefined();
    expect(cart.data.cart.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
    const placed = await placeCod(ts, shopper);
    expect(placed.status).toBe(201);
    expect(await stockOf(ts, size.variantSizeId)).toBe(18);
  });

  it('many shoppers at once over fewer server connections: every order placed once, no statement errors', async () => {
    const size = await sizeWithStock(ts, 100, 4);
    const pincode = await pickPincode(ts, { inUp: false });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => newShopper(ts, pincode)));
    await Promise.all(shoppers.map((s) => addToCart(ts, s, size, 1)));
    const answers = await Promise.all(shoppers.map((s) => placeCod(ts, s)));
    expect(answers.map((a) => a.status)).toEqual(shoppers.map(() => 201));
    expect(await stockOf(ts, size.variantSizeId)).toBe(92);
  });

  it('live events still arrive: LISTEN goes to DATABASE_DIRECT_URL, not through pgbouncer', async () => {
    const heard = new Promise<unknown>((resolve) => ts.services.events.target.addInternalListener('probe_event', (event) => resolve((event as CustomEvent).detail)));
    await ts.services.events.target.ready();
    const client = new pg.Client({ connectionString: viaBouncer() });
    await client.connect();
    await client.query(`SELECT pg_notify('kapda_events', $1)`, [JSON.stringify({ t: 'probe_event', d: { ok: 1 } })]);
    await client.end();
    expect(await heard).toEqual({ ok: 1 });
  });
});

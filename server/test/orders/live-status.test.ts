/**
 * Live order status: graphql-ws subscriptions on /graphql, fed by PostgreSQL LISTEN/NOTIFY.
 * The owner hears staff moves made over /admin/graphql, nobody else does, sockets without a live
 * session are refused, events cross server instances through the database, a rolled-back change
 * is never heard, and the limits (sockets per user and address, queries over WS, cost) hold.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { createDataSource } from '../../src/shared/db.js';
import { createLogger } from '../../src/shared/logger.js';
import { createApp } from '../../src/app/create-app.js';
import type { LiveUpdates } from '../../src/app/graphql-ws.js';
import { publishOrderChanged } from '../../src/modules/orders/order-events.js';
import { useTestServer, STAFF_TOKEN, type GqlAnswer, type TestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock, type Shopper } from './orders-kit.js';

const ts = useTestServer({ LIVE_MAX_SOCKETS_PER_USER: '3', LIVE_MAX_SOCKETS_PER_ADDRESS: '12' });

const ORDER_SUB = `subscription Live($orderId: ID) { orderStatusChanged(orderId: $orderId) { orderId status statusLabel order { id status statusLabel statusHistory { status label } } } }`;

const LEAN_SUB = `subscription Lean($orderId: ID) { orderStatusChanged(orderId: $orderId) { orderId status statusLabel } }`;

const wsUrlOf = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/graphql`;

interface Listening {
  events: any[];
  errors: unknown[];
  closeCode: Promise<number>;
  client: Client;
  stop(): Promise<void>;
}

const running: Listening[] = [];
// A failed test must not leave its sockets (and their listeners) to the next one.
afterEach(async () => {
  await Promise.all(running.splice(0).map((l) => l.stop()));
});

/** A graphql-ws client (no retries) running one subscription and recording what it hears. */
function listen(baseUrl: string, token: string | null, query = ORDER_SUB, variables: Record<string, unknown> = {}): Listening {
  let closed!: (code: number) => void;
  const closeCode = new Promise<number>((resolve) => (closed = resolve));
  const client = createClient({
    url: wsUrlOf(baseUrl),
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    on: { closed: (event) => closed((event as { code: number }).code) },
  });
  const events: any[] = [];
  const errors: unknown[] = [];
  client.subscribe({ query, variables }, { next: (value) => events.push(value), error: (error) => errors.push(error), complete: () => undefined });
  const listening: Listening = {
    events,
    errors,
    closeCode,
    client,
    async stop() {
      await client.dispose();
    },
  };
  running.push(listening);
  return listening;
}

async function until(check: () => boolean, what: string, ms = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Target = TestServer['services']['events']['target'];
/** Waits until `count` subscriptions listen in this app (their subscribe message was processed). */
const listenersReady = (target: Target, count: number) => until(() => target.listenerCount() >= count, `${count} listeners`);
/** Waits until the earlier tests' subscriptions have ended (their listeners are gone). */
const noListeners = (target: Target) => until(() => target.listenerCount() === 0, 'no listeners');

const staffMove = (orderId: number, mutation: 'confirmOrder') =>
  ts.admin(`mutation($id: ID!) { ${mutation}(orderId: $id) { status } }`, { id: String(orderId) }, STAFF_TOKEN);

let owner: Shopper;
let stranger: Shopper;
let orderId: number;

beforeAll(async () => {
  const pincode = await pickPincode(ts, { inUp: true });
  owner = await newShopper(ts, pincode);
  stranger = await newShopper(ts, pincode);
  const size = await sizeWithStock(ts, 50);
  await addToCart(ts, owner, size, 1);
  const placed = await placeCod(ts, owner);
  expect(placed.status).toBe(201);
  const [row] = await ts.db.dataSource.query(`SELECT id FROM orders WHERE customer_id = $1`, [owner.customerId]);
  orderId = row.id;
  await ts.services.events.target.ready();
});

describe('live order status over graphql-ws', () => {
  it("delivers the staff's move to the owner (this order and all orders), and nothing to another shopper", async () => {
    await noListeners(ts.services.events.target);
    const base = 0;
    const onePage = listen(ts.baseUrl, owner.token, ORDER_SUB, { orderId: String(orderId) });
    const myOrders = listen(ts.baseUrl, owner.token);
    const other = listen(ts.baseUrl, stranger.token);
    const otherPage = listen(ts.baseUrl, stranger.token, ORDER_SUB, { orderId: String(orderId) });
    await listenersReady(ts.services.events.target, base + 4);

    const moved = await staffMove(orderId, 'confirmOrder');
    expect(moved.errors).toBeUndefined();
    await until(() => onePage.events.length === 1 && myOrders.events.length === 1, 'the owner’s events');
    const event = onePage.events[0].data.orderStatusChanged;
    expect(event).toMatchObject({ orderId: String(orderId), status: 'PROCESSING', statusLabel: 'Processing' });
    // The order is read after the commit: the new history entry is there.
    expect(event.order.status).toBe('PROCESSING');
    expect(event.order.statusHistory.map((h: { status: string }) => h.status)).toEqual(['PLACED', 'PROCESSING']);
    expect(myOrders.events[0].data.orderStatusChanged.orderId).toBe(String(orderId));

    // Another shopper hears nothing, even naming the owner's order id.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(other.events).toEqual([]);
    expect(otherPage.events).toEqual([]);
    await Promise.all([onePage.stop(), myOrders.stop(), other.stop(), otherPage.stop()]);
  });

  it('refuses a subscription with more aliases than GRAPHQL_MAX_ALIASES, as over HTTP', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `s${i}: status`).join(' ');
    const many = listen(ts.baseUrl, owner.token, `subscription Many { orderStatusChanged { ${aliases} } }`);
    await until(() => many.errors.length > 0, 'the alias refusal');
    expect(JSON.stringify(many.errors)).toContain('Too many aliases: the document uses 31, the limit is 30.');
    expect(many.events).toEqual([]);
    await many.stop();
  });

  it('refuses a socket with no token, a forged token or a logged-out session (4403)', async () => {
    const none = listen(ts.baseUrl, null);
    const forged = listen(ts.baseUrl, `${owner.token.slice(0, -4)}abcd`);
    const session = await ts.services.authTokens.issue(owner.customerId);
    const caller = await ts.services.authTokens.resolve(session.token);
    await ts.services.authTokens.revoke(caller!.sessionId);
    const loggedOut = listen(ts.baseUrl, session.token);
    expect(await none.closeCode).toBe(4403);
    expect(await forged.closeCode).toBe(4403);
    expect(await loggedOut.closeCode).toBe(4403);
    for (const l of [none, forged, loggedOut]) expect(l.events).toEqual([]);
  });

  it('stops delivering to a session logged out after the socket opened', async () => {
    const session = await ts.services.authTokens.issue(owner.customerId);
    const caller = await ts.services.authTokens.resolve(session.token);
    await noListeners(ts.services.events.target);
    const base = 0;
    const live = listen(ts.baseUrl, session.token);
    await listenersReady(ts.services.events.target, base + 1);
    await ts.services.authTokens.revoke(caller!.sessionId);
    // The owner's order moves after the logout: this socket must not hear it.
    await ts.db.dataSource.transaction((manager) => publishOrderChanged(manager, { id: orderId, customerId: owner.customerId }, 'PROCESSING'));
    await until(() => live.events.length > 0 || live.errors.length > 0, 'an answer');
    const answers = [...live.events, ...live.errors] as any[];
    expect(JSON.stringify(answers)).not.toContain('"status":"PROCESSING"');
    expect(JSON.stringify(answers)).toContain('UNAUTHENTICATED');
    await live.stop();
  });

  it('publishes on commit only: a rolled-back change is never heard', async () => {
    await noListeners(ts.services.events.target);
    const base = 0;
    const live = listen(ts.baseUrl, owner.token);
    await listenersReady(ts.services.events.target, base + 1);
    await ts.db.dataSource
      .transaction(async (manager) => {
        await publishOrderChanged(manager, { id: orderId, customerId: owner.customerId }, 'CANCELLED');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await ts.db.dataSource.transaction((manager) => publishOrderChanged(manager, { id: orderId, customerId: owner.customerId }, 'PROCESSING'));
    await until(() => live.events.length >= 1, 'the committed event');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(live.events.map((e) => e.data.orderStatusChanged.status)).toEqual(['PROCESSING']);
    await live.stop();
  });

  it('serves only subscriptions over WebSocket, one root field each', async () => {
    const query = listen(ts.baseUrl, owner.token, `query { myOrders { nodes { id } } }`);
    await until(() => query.errors.length > 0, 'the refusal');
    expect(JSON.stringify(query.errors)).toContain('Only subscriptions are served over WebSocket');
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: orderStatusChanged { ...F }`).join(' ');
    const fragment = 'fragment F on OrderStatusEvent { order { items { productName colorName size image hsnCode lineTotal quantity } statusHistory { status label note date } } }';
    const costly = listen(ts.baseUrl, owner.token, `subscription Costly { ${aliases(20)} } ${fragment}`);
    await until(() => costly.errors.length > 0, 'the refusal');
    expect(JSON.stringify(costly.errors)).toContain('must select only one top level field');
    // 200 of them (3,200 fields, fragments expanded) are refused by their shape before validation, as over HTTP.
    const huge = listen(ts.baseUrl, owner.token, `subscription Huge { ${aliases(200)} } ${fragment}`);
    await until(() => huge.errors.length > 0, 'the refusal');
    expect(JSON.stringify(huge.errors)).toContain('Too many fields in one selection');
    await Promise.all([query.stop(), costly.stop(), huge.stop()]);
  });

  it('a subscription sent over HTTP is refused without a 500', async () => {
    const response = await fetch(`${ts.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ query: ORDER_SUB }),
    });
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as GqlAnswer<unknown>;
    expect(body.errors?.length ?? 0).toBeGreaterThan(0);
  });

  it('caps open sockets per shopper (4429) and per client address (429 at the upgrade)', async () => {
    const mine = [listen(ts.baseUrl, owner.token), listen(ts.baseUrl, owner.token), listen(ts.baseUrl, owner.token)];
    await until(() => ts.live.openSockets() >= 3, 'three sockets');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fourth = listen(ts.baseUrl, owner.token);
    expect(await fourth.closeCode).toBe(4429);

    // The address cap (12): raw sockets that never authenticate still count.
    const raw: WebSocket[] = [];
    while (ts.live.openSockets() < 12) {
      const socket = new WebSocket(wsUrlOf(ts.baseUrl), 'graphql-transport-ws');
      raw.push(socket);
      await new Promise((resolve) => socket.once('open', resolve));
    }
    const refused = new WebSocket(wsUrlOf(ts.baseUrl), 'graphql-transport-ws');
    const status = await new Promise<number>((resolve) => {
      refused.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      refused.once('open', () => resolve(101));
    });
    expect(status).toBe(429);
    for (const socket of raw) socket.terminate();
    await Promise.all(mine.map((l) => l.stop()));
    await until(() => ts.live.openSockets() === 0, 'sockets closed');
  });
});

describe('two app instances over one database', () => {
  let second: { server: Server; live: LiveUpdates; baseUrl: string; destroy: () => Promise<void> };

  beforeAll(async () => {
    const dataSource = createDataSource({ url: ts.db.url });
    await dataSource.initialize();
    // The second instance has a low cost limit: the subscription's cost counts like a query's.
    const { app, services, live } = await createApp({ dataSource, config: { ...ts.config, GRAPHQL_MAX_COMPLEXITY: 20 }, logger: createLogger('silent') });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    live.attach(server);
    await services.events.target.ready();
    second = {
      server,
      live,
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      destroy: async () => {
        await live.close();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await dataSource.destroy();
      },
    };
    (second as unknown as { services: typeof services }).services = services;
  });
  afterAll(async () => second?.destroy());

  it('an order moved through one instance reaches a subscriber of the other', async () => {
    const secondTarget = (second as unknown as { services: TestServer['services'] }).services.events.target;
    const onSecond = listen(second.baseUrl, owner.token, LEAN_SUB, { orderId: String(orderId) });
    await listenersReady(secondTarget, 1);
    // The first instance holds no subscriber of this order: only PostgreSQL can carry the event.
    const moved = await ts.admin(`mutation($id: ID!) { shipOrder(orderId: $id, courier: "Delhivery", trackingNumber: "DL12345678") { status } }`, { id: String(orderId) }, STAFF_TOKEN);
    expect(moved.errors).toBeUndefined();
    await until(() => onSecond.events.length === 1, 'the event on the second instance');
    expect(onSecond.events[0].data.orderStatusChanged).toMatchObject({ orderId: String(orderId), status: 'SHIPPED', statusLabel: 'Shipped' });
    await onSecond.stop();
  });

  it('refuses a subscription over the cost limit before it runs', async () => {
    const costly = listen(second.baseUrl, owner.token, ORDER_SUB);
    await until(() => costly.errors.length > 0, 'the cost refusal');
    expect(JSON.stringify(costly.errors)).toContain('QUERY_TOO_COMPLEX');
    expect(costly.events).toEqual([]);
  });

  it('graceful shutdown closes open sockets with 1001', async () => {
    const secondTarget = (second as unknown as { services: TestServer['services'] }).services.events.target;
    await noListeners(secondTarget);
    const before = 0;
    const open = listen(second.baseUrl, owner.token, LEAN_SUB);
    await listenersReady(secondTarget, before + 1);
    await second.live.close();
    expect(await open.closeCode).toBe(1001);
    await open.stop();
  });
});

/**
 * Load (issue 7): a mixed run at a steady rate — browse 80 % (listing over GraphQL and REST,
 * search, product page, home), cart 15 % (add a line), checkout 5 % (add, then place a cash on
 * delivery order) — against the BUILT server. No errors, memory flat (RSS at start and end), no
 * leaked database connections.
 *
 *   LOAD_SECONDS (default 60; the README's figure is from LOAD_SECONDS=300, the issue's 5 minutes)
 *   LOAD_RATE    requests per second (default 40)
 */
import 'reflect-metadata';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, cloneDatabase, startBuiltStore, makeShoppers, pickLines, type ClonedDatabase, type Store } from './support.js';
// @ts-ignore plain ESM helpers without types
import { runLoad } from '../lib/load.mjs';
// @ts-ignore plain ESM helpers without types
import { rssOf } from '../lib/proc.mjs';
// @ts-ignore plain ESM helpers without types
import { customerPool } from '../scenarios.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RATE = Number(process.env.LOAD_RATE ?? 40);

let db: ClonedDatabase;
let store: Store;
beforeAll(async () => {
  await buildServer();
  db = await cloneDatabase();
  // Errors are logged (and shown below when the run has any), so a failure can be diagnosed.
  store = await startBuiltStore(db.url, { LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await store?.stop();
  await db?.drop();
});

const connections = async () =>
  (await db.dataSource.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'idle in transaction')::int AS stuck FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [db.name]))[0] as {
    total: number;
    stuck: number;
  };

describe(`mixed load for ${SECONDS} s at ${RATE} req/s`, () => {
  it('no errors, flat memory, no leaked connections', async () => {
    const shoppers = await makeShoppers(db, 40, '95');
    const lines = await pickLines(db, 60, 5000);
    const [section] = await db.dataSource.query(`SELECT id FROM section ORDER BY position, id LIMIT 1`);
    const categories = (await db.dataSource.query(`SELECT id FROM category ORDER BY id`)).map((r: any) => r.id);
    const products = (await db.dataSource.query(`SELECT id FROM product ORDER BY id LIMIT 200`)).map((r: any) => r.id);
    const words = ['shirt', 'kurta', 'jeans', 'shrt', 'kurt', 'saree', 'dress', 'cotton'];
    const pool = customerPool(shoppers);
    const any = <T,>(list: T[]) => list[Math.floor(Math.random() * list.length)];
    const gqlBody = (query: string, variables: unknown) => JSON.stringify({ query, variables });
    const auth = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
    const addBody = () => {
      const line = any(lines);
      return gqlBody(`mutation($line: CartLineInput!) { addToCart(line: $line) { cart { id itemCount } userErrors { field code message } } }`, { line: { productId: line.productId, color: line.color, size: line.size, quantity: 1 } });
    };
    const counts = { browse: 0, cart: 0, checkout: 0 };

    const requests = [
      {
        method: 'POST',
        path: '/graphql',
        setupRequest: (req: any, ctx: any) => {
          const roll = Math.random();
          ctx.shopper = null;
          ctx.checkout = false;
          if (roll < 0.8) {
            counts.browse++;
            const pick = Math.floor(Math.random() * 5);
            if (pick === 0) return { ...req, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: gqlBody(`query($f: ProductFilter) { products(filter: $f, sort: PRICE_ASC, first: 24) { totalCount nodes { id name price { amount currencyCode } variants { colorName sizes { size stock discountedPrice { amount currencyCode } } } } } }`, { f: { categoryId: String(any(categories)) } }) };
            if (pick === 1) return { ...req, method: 'GET', path: `/api/v1/user/getProductsByCategory/${any(categories)}?limit=24`, headers: {}, body: undefined };
            if (pick === 2) return { ...req, method: 'GET', path: `/api/v1/user/serachProducts?sectionId=${section.id}&search=${any(words)}`, headers: {}, body: undefined };
            if (pick === 3) return { ...req, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: gqlBody(`query($id: ID!) { product(id: $id) { id name description variants { colorName images sizes { size stock discountedPrice { amount currencyCode } } } reviews { nodes { rating text } } recommendations { id name price { amount currencyCode } image } } }`, { id: String(any(products)) }) };
            return { ...req, method: 'GET', path: '/api/v1/website/home_page', headers: {}, body: undefined };
          }
          ctx.shopper = pool.take();
          ctx.checkout = roll >= 0.95;
          if (ctx.checkout) counts.checkout++;
          else counts.cart++;
          return { ...req, method: 'POST', path: '/graphql', headers: auth(ctx.shopper.token), body: addBody() };
        },
        onResponse: (_status: number, _body: string, ctx: any) => {
          if (ctx.shopper && !ctx.checkout) pool.give(ctx.shopper);
        },
      },
      {
        method: 'POST',
        path: '/graphql',
        // Only a checkout has a second step; everything else starts over.
        setupRequest: (req: any, ctx: any) =>
          ctx.checkout
            ? { ...req, headers: auth(ctx.shopper.token), body: gqlBody(`mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { field code message } } }`, { input: { addressId: ctx.shopper.addressId, paymentMethod: 'COD', idempotencyKey: crypto.randomUUID() } }) }
            : null,
        onResponse: (_status: number, _body: string, ctx: any) => pool.give(ctx.shopper),
      },
    ];

    // Warm up, then take the starting figures.
    await runLoad({ url: store.baseUrl, requests, connections: 10, duration: 5, overallRate: RATE });
    const rssStart = await rssOf(store.pid);
    const connectionsStart = await connections();
    let peakConnections = connectionsStart.total;
    const sampler = setInterval(() => {
      connections().then((c) => (peakConnections = Math.max(peakConnections, c.total)), () => undefined);
    }, 1000);
    const [{ n: ordersBefore }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM orders`);
    const figures = await runLoad({ url: store.baseUrl, requests, connections: 20, duration: SECONDS, overallRate: RATE, title: 'mixed' });
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 2000));
    const rssEnd = await rssOf(store.pid);
    const connectionsEnd = await connections();
    const [{ n: ordersAfter }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM orders`);
    const [{ n: negative }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM variant_size WHERE stock < 0`);
    const mb = (b: number) => Math.round(b / 1024 / 1024);
    console.log(
      `mixed load ${SECONDS} s at ${RATE} req/s: ${figures.requests} requests (${figures.requestsPerSecond}/s; browse ${counts.browse}, cart ${counts.cart}, checkout ${counts.checkout}), ` +
        `${ordersAfter - ordersBefore} orders, p50 ${figures.p50} ms, p99 ${figures.p99} ms, errors ${figures.errors}${figures.firstFailure ? ` (first: ${figures.firstFailure})` : ''}; ` +
        `RSS ${mb(rssStart)} MB → ${mb(rssEnd)} MB; DB connections ${connectionsStart.total} at start, ${peakConnections} at peak, ${connectionsEnd.total} at end (${connectionsEnd.stuck} idle in transaction)`,
    );
    if (figures.errors > 0) console.log(`server errors:\n${store.output().slice(-4000)}`);
    expect(figures.errors, figures.firstFailure ?? '').toBe(0);
    // The steady rate was held (a busy shared machine may lag a little behind it).
    expect(figures.requestsPerSecond).toBeGreaterThan(RATE * 0.7);
    expect(ordersAfter - ordersBefore).toBeGreaterThan(0);
    expect(negative).toBe(0);
    // Memory flat: some growth from warm caches is fine, a leak over the run is not.
    expect(rssEnd).toBeLessThan(rssStart * 1.5 + 40 * 1024 * 1024);
    // No leaked connections: within the pool, none stuck in a transaction.
    expect(peakConnections).toBeLessThanOrEqual(20);
    expect(connectionsEnd.stuck).toBe(0);
    expect(connectionsEnd.total).toBeLessThanOrEqual(20);
  });
});

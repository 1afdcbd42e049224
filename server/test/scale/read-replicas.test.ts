/**
 * Read replicas (issue 15): catalogue reads go to DATABASE_REPLICA_URLS, while what a shopper
 * writes (cart, addresses, wishlist, orders) is read back from the primary at once. The "replica"
 * here is a second database cloned from the same seeded template, with one product renamed in it
 * only, so each answer shows which database it came from (a streaming replica made with
 * pg_basebackup is the scale harness's job; this proves the routing). A replica that does not
 * answer is left out: reads go to the primary.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { adminQuery, withDatabase } from '../global-setup.js';
import { useTestDatabase, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from '../orders/orders-kit.js';

const replicaName = `r_${crypto.randomBytes(6).toString('hex')}`;
const replicaUrl = withDatabase(inject('adminUrl'), replicaName);
const REPLICA_ONLY_NAME = 'Replica Only Kurta Name';

// Made before the apps are configured (hooks run in the order they are registered).
beforeAll(async () => {
  await adminQuery(inject('adminUrl'), `CREATE DATABASE ${replicaName} TEMPLATE ${inject('templateDatabase')}`);
});
afterAll(async () => {
  await adminQuery(inject('adminUrl'), `DROP DATABASE IF EXISTS ${replicaName} WITH (FORCE)`);
});

const db = useTestDatabase();
const ts = useTestServer({ DATABASE_REPLICA_URLS: replicaUrl }, { db });
// A replica address where nothing listens.
const unreachable = useTestServer({ DATABASE_REPLICA_URLS: 'postgres://postgres@127.0.0.1:1/none' }, { db });

let productId: number;
beforeAll(async () => {
  const size = await sizeWithStock(ts, 50, 7);
  productId = size.productId;
  await adminQuery(replicaUrl, `UPDATE product SET name = '${REPLICA_ONLY_NAME}' WHERE id = ${productId}`);
  // Refuses writes like a hot standby: the replica's pool must only ever read.
  await adminQuery(inject('adminUrl'), `ALTER DATABASE ${replicaName} SET default_transaction_read_only = on`);
  await ts.services.replicas?.ready();
  await unreachable.services.replicas?.ready();
});

const productName = async (server: typeof ts) => {
  const answer = await server.gql(`query($id: ID!) { product(id: $id) { name } }`, { id: String(productId) });
  expect(answer.errors).toBeUndefined();
  return answer.data.product.name as string;
};

describe('with a read replica', () => {
  it('catalogue reads (product page, listing, REST twin) come from the replica', async () => {
    expect(ts.services.replicas?.healthyCount()).toBe(1);
    expect(await productName(ts)).toBe(REPLICA_ONLY_NAME);
    const rest = await ts.rest('GET', `/user/product/${productId}`);
    expect(rest.body.product.name).toBe(REPLICA_ONLY_NAME);
    const [{ categoryId }] = await db.dataSource.query(`SELECT category_id::text AS "categoryId" FROM product WHERE id = $1`, [productId]);
    const listing = await ts.gql(`query($f: ProductFilter) { products(filter: $f, first: 100) { items: nodes { id name } } }`, { f: { categoryId } });
    expect(listing.errors).toBeUndefined();
    expect(listing.data.products.items.find((p: { id: string }) => p.id === String(productId))?.name).toBe(REPLICA_ONLY_NAME);
    // Search, typo lookup and facets run on the (read-only) replica too.
    const search = await ts.gql(`{ searchProducts(text: "shrt", first: 5) { nodes { id } } products(filter: { search: "kurta" }, first: 4) { totalCount facets { sizes { value count } } } }`);
    expect(search.errors).toBeUndefined();
    expect(search.data.searchProducts.nodes.length).toBeGreaterThan(0);
  });

  it('what a shopper writes is read back from the primary at once: cart, address, wishlist, order', async () => {
    const size = await sizeWithStock(ts, 30, 8);
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, size, 2);
    // None of these rows exist on the replica: an answer from it would be empty.
    const cart = await ts.gql(`{ cart { lines { quantity } } }`, {}, shopper.token);
    expect(cart.data.cart.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
    const addresses = await ts.gql(`{ addresses { id } }`, {}, shopper.token);
    expect(addresses.data.addresses.map((a: { id: string }) => a.id)).toEqual([String(shopper.addressId)]);
    const saved = await ts.gql(`mutation($p: ID!) { addToWishlist(productId: $p) { wishlist { count } } }`, { p: String(productId) }, shopper.token);
    expect(saved.data.addToWishlist.wishlist.count).toBe(1);
    const wishlist = await ts.gql(`{ wishlist { count } }`, {}, shopper.token);
    expect(wishlist.data.wishlist.count).toBe(1);
    const placed = await placeCod(ts, shopper);
    expect(placed.status).toBe(201);
    const orders = await ts.gql(`{ myOrders { nodes { id status } } }`, {}, shopper.token);
    expect(orders.errors).toBeUndefined();
    expect(orders.data.myOrders.nodes).toHaveLength(1);
    const [onReplica] = await (async () => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: replicaUrl });
      await client.connect();
      try {
        await expect(client.query(`INSERT INTO cart_item DEFAULT VALUES`)).rejects.toThrow(/read-only transaction/);
        return (await client.query(`SELECT count(*)::int AS n FROM cart_item`)).rows as Array<{ n: number }>;
      } finally {
        await client.end();
      }
    })();
    expect(onReplica.n).toBe(0);
  });
});

describe('with a replica that does not answer', () => {
  it('catalogue reads go to the primary; nothing fails', async () => {
    expect(unreachable.services.replicas?.healthyCount()).toBe(0);
    expect(await productName(unreachable)).not.toBe(REPLICA_ONLY_NAME);
    const listing = await unreachable.gql(`{ products(first: 4) { items: nodes { id } } }`);
    expect(listing.errors).toBeUndefined();
  });
});

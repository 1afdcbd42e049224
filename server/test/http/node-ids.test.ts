/**
 * Cache-safe ids (issue #14, item 6): every object's id names one thing across queries and
 * shoppers, so a normalised cache keyed on `__typename:id` never merges two different things;
 * and `node(id:)` refetches the main objects by their global id, with the caller's rights.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestServer } from '../harness.js';
import { newShopper, pickPincode, sizeWithStock, type Shopper } from '../orders/orders-kit.js';
import { ServiceContext } from '../../src/shared/service-context.js';

const globalId = (typename: string, id: string | number) => Buffer.from(`${typename}:${id}`).toString('base64');

/** Every object of an answer with a __typename and an id, as a normalised cache would key it. */
function entities(value: unknown, found: Map<string, unknown[]> = new Map()): Map<string, unknown[]> {
  if (Array.isArray(value)) for (const item of value) entities(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.__typename === 'string' && record.id != null) {
      const key = `${record.__typename}:${record.id}`;
      // What the cache would store for it: its own scalar fields.
      const scalars = Object.fromEntries(Object.entries(record).filter(([, v]) => v === null || typeof v !== 'object'));
      found.set(key, [...(found.get(key) ?? []), scalars]);
    }
    for (const inner of Object.values(record)) entities(inner, found);
  }
  return found;
}

const ACCOUNT = `{
  me { __typename id name phone }
  wishlist { __typename id count productIds items { nodes { __typename id productId addedAt } } }
  notifications { __typename id unreadCount items { nodes { __typename id title read } } }
  cart { __typename id itemCount lines { __typename id quantity } }
  myOrders { nodes { __typename id orderNumber } }
  addresses { __typename id fullName }
}`;

describe('ids across shoppers and queries', () => {
  const ts = useTestServer();
  let a: Shopper;
  let b: Shopper;
  let productId: string;

  beforeAll(async () => {
    const pincode = await pickPincode(ts, { inUp: true });
    a = await newShopper(ts, pincode);
    b = await newShopper(ts, pincode);
    const size = await sizeWithStock(ts, 50);
    productId = String(size.productId);
    for (const [shopper, quantity] of [[a, 1], [b, 3]] as const) {
      const added = await ts.gql(`mutation($p: ID!) { addToWishlist(productId: $p) { userErrors { code } } }`, { p: productId }, shopper.token);
      expect(added.data.addToWishlist.userErrors).toEqual([]);
      const line = { productId, color: size.color, size: size.size, quantity };
      const cart = await ts.gql(`mutation($l: CartLineInput!) { addToCart(line: $l) { userErrors { code } } }`, { l: line }, shopper.token);
      expect(cart.data.addToCart.userErrors).toEqual([]);
      await ts.services.notifications.notify(ServiceContext.system(ts.db.dataSource, 'test'), shopper.customerId, { title: `Hello ${quantity}`, body: '' });
    }
  });

  it("gives each shopper's wishlist, feed, cart and their items ids of their own, stable across reads", async () => {
    const [first, second, again] = [await ts.gql(ACCOUNT, {}, a.token), await ts.gql(ACCOUNT, {}, b.token), await ts.gql(ACCOUNT, {}, a.token)];
    for (const answer of [first, second, again]) expect(answer.errors).toBeUndefined();
    const [mine, theirs] = [first.data, second.data];
    expect(again.data.wishlist.id).toBe(mine.wishlist.id);
    expect(again.data.notifications.id).toBe(mine.notifications.id);
    expect(again.data.cart.id).toBe(mine.cart.id);
    for (const [what, id] of [['wishlist', mine.wishlist.id], ['feed', mine.notifications.id], ['cart', mine.cart.id]]) {
      expect(id, what).not.toMatch(/^(current|me|preview)$/);
    }
    expect(mine.wishlist.id).not.toBe(theirs.wishlist.id);
    expect(mine.notifications.id).not.toBe(theirs.notifications.id);
    expect(mine.cart.id).not.toBe(theirs.cart.id);
    expect(mine.me.id).not.toBe(theirs.me.id);
    // The same product saved by both is two wishlist entries, the same size two cart lines.
    expect(mine.wishlist.items.nodes[0].productId).toBe(theirs.wishlist.items.nodes[0].productId);
    expect(mine.wishlist.items.nodes[0].id).not.toBe(theirs.wishlist.items.nodes[0].id);
    expect(mine.cart.lines[0].id).not.toBe(theirs.cart.lines[0].id);
  });

  it('never gives two different things one __typename:id, within or across answers', async () => {
    const answers = [await ts.gql(ACCOUNT, {}, a.token), await ts.gql(ACCOUNT, {}, b.token), await ts.gql(ACCOUNT)];
    // A visitor's account reads: a visitor wishlist and no more (the rest needs a login).
    const seen = entities(answers.map((answer) => answer.data));
    expect(seen.size).toBeGreaterThan(10);
    for (const [key, copies] of seen) {
      for (const copy of copies) expect(copy, key).toEqual(copies[0]);
    }
  });
});

describe('node(id:)', () => {
  const ts = useTestServer();
  let a: Shopper;
  let b: Shopper;
  let orderId: number;

  const NODE = `query($id: ID!) { node(id: $id) { __typename id
    ... on Product { name } ... on Section { name } ... on Category { name } ... on Offer { title }
    ... on Review { rating } ... on Order { orderNumber } ... on Address { fullName } ... on Customer { phone } } }`;
  const node = async (id: string, token?: string) => {
    const answer = await ts.gql(NODE, { id }, token);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data.node;
  };

  beforeAll(async () => {
    const pincode = await pickPincode(ts, { inUp: true });
    a = await newShopper(ts, pincode);
    b = await newShopper(ts, pincode);
    [{ id: orderId }] = await ts.db.dataSource.query(
      `INSERT INTO orders (customer_id, status, payment_status, payment_method, shipping_address) VALUES ($1, 'PLACED', 'PENDING', 'COD', '{"fullName":"Asha Verma"}'::jsonb) RETURNING id`,
      [a.customerId],
    );
  });

  it('answers each main type by its global id (base64 of "<type>:<id>"), as its own query does', async () => {
    const one = async (sql: string) => String((await ts.db.dataSource.query(sql))[0].id);
    const cases: Array<[string, string, string | undefined]> = [
      ['Product', await one(`SELECT id FROM product WHERE published ORDER BY id LIMIT 1`), undefined],
      ['Section', await one(`SELECT id FROM section ORDER BY id LIMIT 1`), undefined],
      ['Category', await one(`SELECT id FROM category ORDER BY id LIMIT 1`), undefined],
      ['Offer', await one(`SELECT id FROM offer WHERE active ORDER BY id LIMIT 1`), undefined],
      ['Review', await one(`SELECT id FROM review WHERE status = 'PUBLISHED' ORDER BY id LIMIT 1`), undefined],
      ['Order', String(orderId), a.token],
      ['Address', String(a.addressId), a.token],
      ['Customer', String(a.customerId), a.token],
    ];
    for (const [typename, id, token] of cases) {
      const found = await node(globalId(typename, id), token);
      expect(found, typename).toMatchObject({ __typename: typename, id });
    }
    expect(globalId('Product', 12)).toBe('UHJvZHVjdDoxMg==');
    // Padding and the URL-safe alphabet are accepted too.
    const productId = cases[0][1];
    expect((await node(Buffer.from(`Product:${productId}`).toString('base64url'))).id).toBe(productId);
    // The object is the one its own query answers.
    const { data } = await ts.gql(`query($id: ID!) { product(id: $id) { name } }`, { id: productId });
    expect((await node(globalId('Product', productId))).name).toBe(data.product.name);
  });

  it("answers null for someone else's order, address or profile, and for a visitor", async () => {
    expect(await node(globalId('Order', orderId), b.token)).toBeNull();
    expect(await node(globalId('Address', a.addressId), b.token)).toBeNull();
    expect(await node(globalId('Customer', a.customerId), b.token)).toBeNull();
    expect(await node(globalId('Order', orderId))).toBeNull();
    expect(await node(globalId('Address', a.addressId))).toBeNull();
    const visitor = await loginAs(ts, '9811111999');
    expect(await node(globalId('Customer', a.customerId), visitor.token)).toBeNull();
  });

  it('answers null for an unknown id, an unknown type, an unpublished product or a hidden review', async () => {
    expect(await node(globalId('Product', 99999999))).toBeNull();
    expect(await node(globalId('Order', 99999999), a.token)).toBeNull();
    expect(await node(globalId('Widget', 1))).toBeNull();
    const [{ id: hidden }] = await ts.db.dataSource.query(`SELECT min(id) AS id FROM review WHERE status = 'PUBLISHED'`);
    expect(await node(globalId('Review', hidden))).not.toBeNull();
    await ts.db.dataSource.query(`UPDATE review SET status = 'HIDDEN' WHERE id = $1`, [hidden]);
    expect(await node(globalId('Review', hidden))).toBeNull();
    const [{ id: unpublished }] = await ts.db.dataSource.query(`SELECT max(id) AS id FROM product`);
    await ts.db.dataSource.query(`UPDATE product SET published = false WHERE id = $1`, [unpublished]);
    expect(await node(globalId('Product', unpublished))).toBeNull();
  });

  it('refuses an id that is not a global id at all (BAD_INPUT, not a 500)', async () => {
    for (const id of ['12', '@@@', globalId('Product', 'abc'), globalId('product', 1), Buffer.from('Product:12:3').toString('base64')]) {
      const answer = await ts.gql(NODE, { id });
      expect(answer.errors?.[0]?.extensions, id).toMatchObject({ code: 'BAD_INPUT', field: 'id' });
    }
  });
});

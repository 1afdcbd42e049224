/**
 * A partner polling `adminOrders`: keyset pages (an order placed between two pages does not make
 * the next page repeat one, as offset pages did: "KS04 twice"), and `updatedSince` for the orders
 * changed since an instant, oldest change first.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from '../orders/orders-kit.js';

const ts = useTestServer();
const LIST = `query($limit: Int!, $offset: Int, $after: String, $filter: AdminOrderFilter) {
  adminOrders(limit: $limit, offset: $offset, after: $after, filter: $filter) { total endCursor hasMore orders { id orderNumber status updatedAt } }
}`;

async function placeOne(nth: number): Promise<string> {
  const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
  await addToCart(ts, shopper, await sizeWithStock(ts, 50, 20 + nth), 1);
  const placed = await placeCod(ts, shopper);
  expect(placed.status).toBe(201);
  return String(placed.body._id);
}

describe('adminOrders for partners', () => {
  it('keyset pages: an order placed between pages repeats nothing (offset pages repeat one)', async () => {
    for (let i = 0; i < 4; i++) await placeOne(i);
    const first = (await ts.admin(LIST, { limit: 2 }, STAFF_TOKEN)).data.adminOrders;
    expect(first.hasMore).toBe(true);
    await placeOne(5);
    const byCursor = (await ts.admin(LIST, { limit: 2, after: first.endCursor }, STAFF_TOKEN)).data.adminOrders;
    const byOffset = (await ts.admin(LIST, { limit: 2, offset: 2 }, STAFF_TOKEN)).data.adminOrders;
    const firstNumbers = first.orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(byCursor.orders.map((o: { orderNumber: string }) => o.orderNumber).filter((n: string) => firstNumbers.includes(n))).toEqual([]);
    expect(byCursor.orders).toHaveLength(2);
    // The old way, for the record: the new order pushes the first page's last one onto page two.
    expect(byOffset.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(firstNumbers[1]);
  });

  it('updatedSince lists orders changed since an instant, oldest change first, page by page', async () => {
    const a = await placeOne(6);
    const b = await placeOne(7);
    const [{ since }] = await ts.db.dataSource.query(`SELECT now() AS since`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const moved = await ts.admin(`mutation($id: ID!) { confirmOrder(orderId: $id) { status } }`, { id: b }, STAFF_TOKEN);
    expect(moved.errors).toBeUndefined();
    await ts.admin(`mutation($id: ID!) { confirmOrder(orderId: $id) { status } }`, { id: a }, STAFF_TOKEN);
    const filter = { updatedSince: new Date(since).toISOString() };
    const page1 = (await ts.admin(LIST, { limit: 1, filter }, STAFF_TOKEN)).data.adminOrders;
    const page2 = (await ts.admin(LIST, { limit: 1, filter, after: page1.endCursor }, STAFF_TOKEN)).data.adminOrders;
    expect([...page1.orders, ...page2.orders].map((o: { id: string }) => o.id)).toEqual([b, a]);
    expect(page2.hasMore).toBe(false);
    expect(page1.total).toBe(2);
  });

  it('refuses a cursor of another list, a cursor with an offset, and a made-up cursor', async () => {
    const newest = (await ts.admin(LIST, { limit: 1 }, STAFF_TOKEN)).data.adminOrders;
    const mixed = await ts.admin(LIST, { limit: 1, after: newest.endCursor, filter: { updatedSince: '2020-01-01T00:00:00Z' } }, STAFF_TOKEN);
    expect(mixed.errors?.[0]).toMatchObject({ message: '`after` must be the endCursor of a page of this same list (with or without updatedSince).', extensions: { code: 'BAD_INPUT' } });
    const both = await ts.admin(LIST, { limit: 1, after: newest.endCursor, offset: 1 }, STAFF_TOKEN);
    expect(both.errors?.[0]?.message).toBe('Give `after` or `offset`, not both.');
    const junk = await ts.admin(LIST, { limit: 1, after: 'not-a-cursor' }, STAFF_TOKEN);
    expect(junk.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });
});

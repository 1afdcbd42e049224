/**
 * DESIGN rule 5 for the order list: the SQL statements of myOrders (with items and status
 * history) and of the REST order list do not grow with the number of orders. Orders are written
 * straight into the tables (each with two items and a history entry) so the test needs no
 * checkout; the counts compare 2 orders with 12.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { newShopper, pickPincode, sizeWithStock } from './orders-kit.js';

describe('the order list statement count', () => {
  const ts = useTestServer();

  async function addOrders(customerId: number, count: number): Promise<void> {
    const size = await sizeWithStock(ts, 50);
    const ids: number[] = (
      await ts.db.dataSource.query(
        `INSERT INTO orders (customer_id, status, payment_status, payment_method, shipping_address, created_at)
         SELECT $1, 'PLACED', 'PENDING', 'COD', '{"fullName":"Asha Verma"}'::jsonb, now() - make_interval(mins => n)
         FROM generate_series(1, $2::int) AS n RETURNING id`,
        [customerId, count],
      )
    ).map((r: { id: number }) => r.id);
    await ts.db.dataSource.query(
      `INSERT INTO order_item (order_id, product_id, variant_size_id, product_name, color_name, size, original_price, discounted_price, quantity, position)
       SELECT o, $2, $3, $4, $5, $6, $7, $7, 1, k FROM unnest($1::int[]) AS o, generate_series(0, 1) AS k`,
      [ids, size.productId, size.variantSizeId, size.productName, size.color, size.size, size.price],
    );
    await ts.db.dataSource.query(`INSERT INTO order_status_history (order_id, status) SELECT o, 'PLACED' FROM unnest($1::int[]) AS o`, [ids]);
  }

  /** Statements of one request, and its answer. */
  async function counted<T>(request: () => Promise<T>): Promise<{ statements: number; answer: T }> {
    ts.db.statements.length = 0;
    const answer = await request();
    return { statements: ts.db.statements.length, answer };
  }

  it('myOrders and GET /user/user-orders/ongoing cost the same number of statements for 2 orders as for 12', async () => {
    const pincode = await pickPincode(ts, { inUp: true });
    const few = await newShopper(ts, pincode);
    const many = await newShopper(ts, pincode);
    await addOrders(few.customerId, 2);
    await addOrders(many.customerId, 12);

    const gqlList = (token: string) =>
      ts.gql(`{ myOrders(first: 50) { totalCount nodes { id status totalAmount { amount currencyCode } items { id productName quantity lineTotal { amount currencyCode } } statusHistory { status date } } } }`, undefined, token);
    const restList = (token: string) => ts.rest('GET', '/user/user-orders/ongoing', undefined, token);
    // Warm-up: caches and prepared statements of a first call are not the list's cost.
    await gqlList(few.token);
    await restList(few.token);

    const gqlFew = await counted(() => gqlList(few.token));
    const gqlMany = await counted(() => gqlList(many.token));
    expect(gqlFew.answer.errors).toBeUndefined();
    expect(gqlMany.answer.data.myOrders.nodes).toHaveLength(12);
    expect(gqlMany.answer.data.myOrders.totalCount).toBe(12);
    expect(gqlMany.answer.data.myOrders.nodes.every((o: { items: unknown[]; statusHistory: unknown[] }) => o.items.length === 2 && o.statusHistory.length >= 1)).toBe(true);
    expect(gqlMany.statements).toBe(gqlFew.statements);

    const restFew = await counted(() => restList(few.token));
    const restMany = await counted(() => restList(many.token));
    expect(restMany.answer.status).toBe(200);
    expect(restMany.answer.body.orders).toHaveLength(12);
    expect(restMany.statements).toBe(restFew.statements);
    // A handful: session, orders with items and history, nothing per order.
    expect(restMany.statements).toBeLessThan(8);
    expect(gqlMany.statements).toBeLessThan(8);
  });
});

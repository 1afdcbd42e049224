/**
 * DESIGN rule 5 for the staff's lists: the SQL statements of adminOrders (the order list, with the
 * shoppers' names and phones from the customers module) and of adminReturns (with the order lines
 * from the orders module and the phones from the customers module) do not grow with the page size.
 * Orders and requests are written straight into the tables; the counts compare pages of 2 and 12.
 * The figures are logged for the README (statements and a rough time per page of 12).
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { useTestServer } from '../harness.js';
import { newShopper, pickPincode, sizeWithStock, type Shopper } from '../orders/orders-kit.js';
import { staffLogin } from './staff-kit.js';

const ts = useTestServer();
let staff: string;
let shopper: Shopper;
let phone: string;

beforeAll(async () => {
  staff = (await staffLogin(ts, 'owner')).token;
  shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
  [{ phone }] = await ts.db.dataSource.query(`SELECT phone FROM customer WHERE id = $1`, [shopper.customerId]);
  const size = await sizeWithStock(ts, 50);
  const orderIds: number[] = (
    await ts.db.dataSource.query(
      `INSERT INTO orders (customer_id, status, payment_status, payment_method, shipping_address, created_at)
       SELECT $1, 'DELIVERED', 'PAID', 'COD', '{"fullName":"Asha Verma","city":"Lucknow"}'::jsonb, now() - make_interval(mins => n)
       FROM generate_series(1, 12) AS n RETURNING id`,
      [shopper.customerId],
    )
  ).map((r: { id: number }) => r.id);
  const itemIds: Array<{ id: number; orderId: number }> = await ts.db.dataSource.query(
    `INSERT INTO order_item (order_id, product_id, variant_size_id, product_name, color_name, size, original_price, discounted_price, quantity, position)
     SELECT o, $2, $3, $4, $5, $6, $7, $7, 2, 0 FROM unnest($1::int[]) AS o RETURNING id, order_id AS "orderId"`,
    [orderIds, size.productId, size.variantSizeId, size.productName, size.color, size.size, size.price],
  );
  await ts.db.dataSource.query(
    `INSERT INTO return_request (order_id, order_item_id, customer_id, kind, quantity, reason, pickup_date)
     SELECT i."orderId", i.id, $2, 'RETURN', 1, 'SIZE_TOO_SMALL', current_date + 2 FROM jsonb_to_recordset($1::jsonb) AS i(id int, "orderId" int)`,
    [JSON.stringify(itemIds), shopper.customerId],
  );
});

/** Statements and milliseconds of one request (the median of seven), and its answer. */
async function counted<T>(request: () => Promise<T>): Promise<{ statements: number; ms: number; answer: T }> {
  await request(); // warm-up: prepared statements and caches of a first call are not the list's cost
  const runs: Array<{ statements: number; ms: number; answer: T }> = [];
  for (let i = 0; i < 7; i++) {
    ts.db.statements.length = 0;
    const started = performance.now();
    const answer = await request();
    runs.push({ statements: ts.db.statements.length, ms: performance.now() - started, answer });
  }
  runs.sort((a, b) => a.ms - b.ms);
  return runs[3];
}

describe('statement counts of the staff lists', () => {
  it('adminOrders costs the same for a page of 2 as for 12, with and without a phone search', async () => {
    const list = (limit: number, filter: Record<string, unknown> | null) =>
      ts.admin(`query($f: AdminOrderFilter, $l: Int) { adminOrders(filter: $f, limit: $l) { total orders { id customerPhone customerName itemCount } } }`, { f: filter, l: limit }, staff);
    const few = await counted(() => list(2, null));
    const many = await counted(() => list(12, null));
    expect(many.answer.errors).toBeUndefined();
    expect(many.answer.data.adminOrders.orders).toHaveLength(12);
    expect(many.statements).toBe(few.statements);
    const byPhoneFew = await counted(() => list(2, { search: phone }));
    const byPhone = await counted(() => list(12, { search: phone }));
    expect(byPhone.answer.data.adminOrders.orders).toHaveLength(12);
    expect(byPhone.answer.data.adminOrders.orders.every((o: { customerPhone: string; itemCount: number }) => o.customerPhone === phone && o.itemCount === 2)).toBe(true);
    expect(byPhone.statements).toBe(byPhoneFew.statements);
    // Staff session, count, page, the shoppers' contacts (+ the account with that phone).
    expect(many.statements).toBeLessThan(8);
    expect(byPhone.statements).toBeLessThan(9);
    console.info(`[figures] adminOrders page of 12: ${many.statements} statements, ${many.ms.toFixed(1)} ms; by phone: ${byPhone.statements} statements, ${byPhone.ms.toFixed(1)} ms`);
  });

  it('adminReturns costs the same for a page of 2 as for 12', async () => {
    const list = (limit: number) => ts.admin(`query($l: Int) { adminReturns(limit: $l) { total returns { id customerPhone request { orderNumber productName history { status } } } } }`, { l: limit }, staff);
    const few = await counted(() => list(2));
    const many = await counted(() => list(12));
    expect(many.answer.errors).toBeUndefined();
    const rows = many.answer.data.adminReturns.returns;
    expect(rows).toHaveLength(12);
    expect(rows.every((r: { request: { orderNumber: string; productName: string }; customerPhone: string }) => r.request.orderNumber.startsWith('KS') && r.request.productName && r.customerPhone === phone)).toBe(true);
    expect(many.statements).toBe(few.statements);
    expect(many.statements).toBeLessThan(9);
    console.info(`[figures] adminReturns page of 12: ${many.statements} statements, ${many.ms.toFixed(1)} ms`);
  });
});

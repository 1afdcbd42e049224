/**
 * myOrders takes a size (security issue, item 1): the answer and the query's price both follow
 * `limit` (default 20, clamped to 1..100), so a long history cannot be asked past the cost limit.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { newShopper, pickPincode } from './orders-kit.js';

describe('myOrders(limit)', () => {
  const ts = useTestServer();

  it('answers the newest `limit` orders (default 20, at most 100); REST still answers all up to 100', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    // 120 delivered cash orders, oldest first.
    await ts.db.dataSource.query(
      `INSERT INTO orders (customer_id, status, payment_status, payment_method, shipping_address, created_at)
       SELECT $1, 'DELIVERED', 'PAID', 'COD', '{"fullName":"Asha Verma"}'::jsonb, now() - make_interval(mins => 200 - n)
       FROM generate_series(1, 120) AS n`,
      [shopper.customerId],
    );
    const ids: number[] = (await ts.db.dataSource.query(`SELECT id FROM orders WHERE customer_id = $1 ORDER BY created_at DESC, id DESC`, [shopper.customerId])).map((r: { id: number }) => r.id);
    const ask = async (args: string) => {
      const answer = await ts.gql(`{ myOrders${args} { id } }`, undefined, shopper.token);
      expect(answer.errors).toBeUndefined();
      return answer.data.myOrders.map((o: { id: string }) => Number(o.id));
    };
    expect(await ask('')).toEqual(ids.slice(0, 20));
    expect(await ask('(limit: 3)')).toEqual(ids.slice(0, 3));
    expect(await ask('(limit: 0)')).toEqual(ids.slice(0, 1));
    expect(await ask('(limit: -5)')).toEqual(ids.slice(0, 1));
    expect(await ask('(limit: 40)')).toHaveLength(40);
    expect(await ask('(limit: 100000)')).toEqual(ids.slice(0, 100));
    const rest = await ts.rest('GET', '/user/user-orders/ongoing', undefined, shopper.token);
    expect(rest.body.orders).toHaveLength(100);
  });

  it('is priced by its argument: a large history with full orders is refused before it runs', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const fullOrder = `id orderNumber status totalAmount { amount currencyCode } shippingAddress { fullName phone houseName address locality landmark city state pincode }
      items { id productId productName colorName size image originalPrice { amount currencyCode } discountedPrice { amount currencyCode } quantity lineTotal { amount currencyCode } } statusHistory { status label note date }`;
    const few = await ts.gql(`{ myOrders(limit: 20) { ${fullOrder} } }`, undefined, shopper.token);
    expect(few.errors).toBeUndefined();
    // Three aliases of 100 full orders: about 3 × 100 × 190, over the 20,000 limit.
    const many = await ts.gql(`{ a: myOrders(limit: 100) { ${fullOrder} } b: myOrders(limit: 100) { ${fullOrder} } c: myOrders(limit: 100) { ${fullOrder} } }`, undefined, shopper.token);
    expect(many.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    // The same aliases asking 5 orders each are admitted: the argument, not a guess, sets the price.
    const small = await ts.gql(`{ a: myOrders(limit: 5) { ${fullOrder} } b: myOrders(limit: 5) { ${fullOrder} } c: myOrders(limit: 5) { ${fullOrder} } }`, undefined, shopper.token);
    expect(small.errors).toBeUndefined();
  });
});

/**
 * myOrders is a connection (issue #14, item 5; before it, the security issue's `limit`): the
 * answer and the query's price both follow `first`/`last` (20 when neither is given, at most 100),
 * pages follow the cursor even as new orders arrive, and a long history cannot be asked past the
 * cost limit.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { newShopper, pickPincode } from './orders-kit.js';

const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) { myOrders(first: $first, after: $after, last: $last, before: $before) {
  totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } nodes { id } } }`;

describe('myOrders pages', () => {
  const ts = useTestServer();

  it('answers the newest `first` (default 20, at most 100), then the next by cursor, backwards by `last`; REST still answers all up to 100', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    // 120 delivered cash orders, oldest first (some share a second: the id breaks the tie).
    await ts.db.dataSource.query(
      `INSERT INTO orders (customer_id, status, payment_status, payment_method, shipping_address, created_at)
       SELECT $1, 'DELIVERED', 'PAID', 'COD', '{"fullName":"Asha Verma"}'::jsonb, date_trunc('second', now()) - make_interval(mins => (200 - n) / 2)
       FROM generate_series(1, 120) AS n`,
      [shopper.customerId],
    );
    const ids: number[] = (await ts.db.dataSource.query(`SELECT id FROM orders WHERE customer_id = $1 ORDER BY created_at DESC, id DESC`, [shopper.customerId])).map((r: { id: number }) => r.id);
    const ask = async (variables: Record<string, unknown>) => {
      const answer = await ts.gql(PAGE, variables, shopper.token);
      expect(answer.errors).toBeUndefined();
      const page = answer.data.myOrders;
      return { ...page, ids: page.nodes.map((o: { id: string }) => Number(o.id)) };
    };
    const first = await ask({});
    expect(first.ids).toEqual(ids.slice(0, 20));
    expect(first.totalCount).toBe(120);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect((await ask({ first: 3 })).ids).toEqual(ids.slice(0, 3));
    expect((await ask({ first: 0 })).ids).toEqual([]);
    expect((await ask({ first: 100 })).ids).toEqual(ids.slice(0, 100));
    const second = await ask({ first: 20, after: first.pageInfo.endCursor });
    expect(second.ids).toEqual(ids.slice(20, 40));
    expect((await ask({ last: 20, before: second.pageInfo.startCursor })).ids).toEqual(ids.slice(0, 20));
    const oldest = await ask({ last: 7 });
    expect(oldest.ids).toEqual(ids.slice(113));
    expect(oldest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    // A new order arrives: the next page after the old cursor is the same page.
    await ts.db.dataSource.query(
      `INSERT INTO orders (customer_id, status, payment_status, payment_method, shipping_address) VALUES ($1, 'PLACED', 'PENDING', 'COD', '{"fullName":"Asha Verma"}'::jsonb)`,
      [shopper.customerId],
    );
    expect((await ask({ first: 20, after: first.pageInfo.endCursor })).ids).toEqual(ids.slice(20, 40));
    for (const [variables, field] of [[{ first: 101 }, 'first'], [{ first: -5 }, 'first'], [{ last: 100000 }, 'last'], [{ first: 1, last: 1 }, 'first'], [{ after: 'x' }, 'after'], [{ last: 2, before: first.pageInfo.endCursor.slice(0, -3) }, 'before']] as const) {
      const answer = await ts.gql(PAGE, variables, shopper.token);
      expect(answer.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({ code: 'BAD_INPUT', field });
    }
    const rest = await ts.rest('GET', '/user/user-orders/ongoing', undefined, shopper.token);
    expect(rest.body.orders).toHaveLength(100);
  });

  it('is priced by first/last: a large history with full orders is refused before it runs', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const fullOrder = `nodes { id orderNumber status totalAmount { amount currencyCode } shippingAddress { fullName phone houseName address locality landmark city state pincode }
      items { id productId productName colorName size image originalPrice { amount currencyCode } discountedPrice { amount currencyCode } quantity lineTotal { amount currencyCode } } statusHistory { status label note date } }`;
    const few = await ts.gql(`{ myOrders(first: 20) { ${fullOrder} } }`, undefined, shopper.token);
    expect(few.errors).toBeUndefined();
    // Three aliases of 100 full orders: about 3 × 100 × 190, over the 20,000 limit.
    const many = await ts.gql(`{ a: myOrders(first: 100) { ${fullOrder} } b: myOrders(last: 100) { ${fullOrder} } c: myOrders(first: 100) { ${fullOrder} } }`, undefined, shopper.token);
    expect(many.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    // The same aliases asking 5 orders each are admitted: the argument, not a guess, sets the price.
    const small = await ts.gql(`{ a: myOrders(first: 5) { ${fullOrder} } b: myOrders(last: 5) { ${fullOrder} } c: myOrders(first: 5) { ${fullOrder} } }`, undefined, shopper.token);
    expect(small.errors).toBeUndefined();
  });
});

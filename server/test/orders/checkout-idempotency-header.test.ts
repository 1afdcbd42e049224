import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, sizeWithStock, stockOf } from './orders-kit.js';

// The balancer replays a POST carrying an Idempotency-Key header on another process when the one
// answering it dies (deploy/haproxy.cfg): a GraphQL checkout that sends only the header must
// still be one order when it arrives twice.
describe('checkout over GraphQL with the Idempotency-Key header', () => {
  const ts = useTestServer();

  it('takes the header as the key when the input has none: the same request twice is one order', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const size = await sizeWithStock(ts, 10, 12);
    await addToCart(ts, shopper, size, 2);
    const send = async () => {
      const response = await fetch(`${ts.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}`, 'idempotency-key': `replayed-${shopper.customerId}` },
        body: JSON.stringify({ query: `mutation { placeOrder(input: { addressId: "${shopper.addressId}", paymentMethod: COD }) { created order { id } userErrors { code } } }` }),
      });
      return (await response.json()) as { data: { placeOrder: { created: boolean; order: { id: string } } } };
    };
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.data.placeOrder.order.id).toBe(second.data.placeOrder.order.id);
    expect([first.data.placeOrder.created, second.data.placeOrder.created].sort()).toEqual([false, true]);
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM orders WHERE customer_id = $1`, [shopper.customerId]);
    expect(count).toBe(1);
    expect(await stockOf(ts, size.variantSizeId)).toBe(8);
  });
});

/**
 * Concurrent orders that share products, with their cart lines in opposite orders, must all
 * succeed. Guards the lock order of checkout: the 5-minute mixed load (bench/resilience/load.test.ts)
 * once failed a checkout with a deadlock on the products' best-seller counters, and the product
 * rows are now locked in id order. (This short test did not reproduce that deadlock on its own; it
 * keeps the pattern that provokes lock-order deadlocks under watch.)
 */
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { useTestServer, loginAs } from '../harness.js';

const ts = useTestServer();

describe('concurrent orders sharing products', () => {
  it('never deadlock, whatever the order of their lines', async () => {
    // Two products with at least two sizes each, plenty of stock.
    const sizes: Array<{ product_id: number; color: string; size: string; id: number }> = await ts.db.dataSource.query(`
      WITH p AS (
        SELECT v.product_id FROM variant v JOIN variant_size s ON s.variant_id = v.id
        GROUP BY v.product_id HAVING count(*) >= 2 ORDER BY v.product_id LIMIT 2)
      SELECT * FROM (
        SELECT s.id, v.product_id, v.color_name AS color, s.size, row_number() OVER (PARTITION BY v.product_id ORDER BY s.id) AS n
          FROM variant_size s JOIN variant v ON v.id = s.variant_id WHERE v.product_id IN (SELECT product_id FROM p)) x
      WHERE n <= 2 ORDER BY product_id, n`);
    expect(sizes).toHaveLength(4);
    await ts.db.dataSource.query(`UPDATE variant_size SET stock = 1000 WHERE id = ANY($1::int[])`, [sizes.map((s) => s.id)]);
    const [a1, a2, b1, b2] = sizes;
    const [pin] = await ts.db.dataSource.query(`SELECT pincode, district, state FROM pincode WHERE deliverable AND cod_available ORDER BY pincode LIMIT 1`);

    const gql = async (token: string, query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${ts.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
    };
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const { token } = await loginAs(ts, `96600000${String(i).padStart(2, '0')}`);
        const added = await gql(token, `mutation($input: AddressInput!) { addAddress(input: $input) { address { id } } }`, {
          input: { fullName: `Buyer ${i}`, phone: '9660000000', pincode: pin.pincode, houseName: '1, Hill Road', address: 'Main Street', city: pin.district, state: pin.state, isDefault: true },
        });
        return { token, addressId: added.data.addAddress.address.id as string, even: i % 2 === 0 };
      }),
    );
    const line = (s: (typeof sizes)[number]) => ({ productId: String(s.product_id), color: s.color, size: s.size, quantity: 1 });
    const failures: string[] = [];
    for (let round = 0; round < 4; round++) {
      // Even buyers put A then B in the cart, odd buyers B then A (different sizes, so only the
      // product rows are shared).
      for (const s of shoppers) {
        for (const l of s.even ? [line(a1), line(b1)] : [line(b2), line(a2)]) {
          const r = await gql(s.token, `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { id } userErrors { field code message } } }`, { line: l });
          expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
        }
      }
      const results = await Promise.all(
        shoppers.map((s, i) => gql(s.token, `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code message } } }`, { input: { addressId: s.addressId, paymentMethod: 'COD', idempotencyKey: `dl-${round}-${i}` } })),
      );
      for (const r of results) {
        if (r.errors) failures.push(`${r.errors[0].extensions?.code}: ${r.errors[0].message}`);
        for (const refusal of r.data?.placeOrder?.userErrors ?? []) failures.push(`${refusal.code}: ${refusal.message}`);
      }
    }
    expect(failures).toEqual([]);
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE idempotency_key LIKE 'dl-%'`);
    expect(n).toBe(shoppers.length * 4);
  }, 180_000); // the sweep grows with the schema; a busy machine must not fail it
});

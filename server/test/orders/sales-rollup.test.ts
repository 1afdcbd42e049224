/**
 * Best-seller units and the "in stock" flag after checkout and cancellation: units reach
 * product.units_sold through product_sale_pending and the roll-up; the product row's in_stock
 * follows its last size selling out and coming back.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from './orders-kit.js';

describe('best-seller units and in-stock flag', () => {
  const ts = useTestServer();
  const productRow = async (id: number) =>
    (await ts.db.dataSource.query(`SELECT units_sold AS "unitsSold", in_stock AS "inStock" FROM product WHERE id = $1`, [id]))[0] as { unitsSold: number; inStock: boolean };

  it('rolls units up after the order, subtracts a cancellation (never below 0), flips in_stock on the last unit', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 2, 3);
    // Only this size of the product has stock, and the product has sold nothing yet.
    await ts.db.dataSource.query(
      `UPDATE variant_size SET stock = 0 WHERE id <> $1 AND variant_id IN (SELECT id FROM variant WHERE product_id = $2)`,
      [size.variantSizeId, size.productId],
    );
    await ts.db.dataSource.query(`UPDATE product SET units_sold = 0, in_stock = true WHERE id = $1`, [size.productId]);
    await ts.services.inventory.rollUpBestSellers(ts.system);

    await addToCart(ts, shopper, size, 2);
    const placed = await placeCod(ts, shopper);
    expect(placed.status).toBe(201);
    // The last unit went: out of the in-stock listings at once; units wait for the roll-up.
    expect(await productRow(size.productId)).toEqual({ unitsSold: 0, inStock: false });
    expect(await ts.services.inventory.rollUpBestSellers(ts.system)).toBeGreaterThanOrEqual(1);
    expect(await productRow(size.productId)).toEqual({ unitsSold: 2, inStock: false });
    expect(await ts.services.inventory.rollUpBestSellers(ts.system)).toBe(0);

    const cancel = await ts.rest('POST', '/user/order/cancel', { orderId: placed.body._id, cancelReason: 'ordered by mistake' }, shopper.token);
    expect(cancel.status).toBe(200);
    expect((await productRow(size.productId)).inStock).toBe(true);
    await ts.services.inventory.rollUpBestSellers(ts.system);
    expect(await productRow(size.productId)).toEqual({ unitsSold: 0, inStock: true });

    // Placed and cancelled before one roll-up: the net is 0, not a clamped −2 followed by +2.
    await addToCart(ts, shopper, size, 1);
    const again = await placeCod(ts, shopper);
    expect(again.status).toBe(201);
    expect((await ts.rest('POST', '/user/order/cancel', { orderId: again.body._id, cancelReason: 'changed my mind' }, shopper.token)).status).toBe(200);
    await ts.services.inventory.rollUpBestSellers(ts.system);
    expect(await productRow(size.productId)).toEqual({ unitsSold: 0, inStock: true });
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM product_sale_pending`);
    expect(n).toBe(0);
  });
});

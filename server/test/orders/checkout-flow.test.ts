/**
 * The place-order flow's edges: a step that refuses undoes every earlier step (one transaction),
 * and the payment provider, called after the commit, failing leaves the order placed and payable
 * (its compensation: nothing to undo; Pay Now opens the payment later).
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, placeOnline, sizeWithStock, stockOf } from './orders-kit.js';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider.js';

const ts = useTestServer();

describe('placing an order', () => {
  it('a line that cannot be taken undoes the lines taken before it: no order, stock and cart as they were', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const plenty = await sizeWithStock(ts, 5, 40);
    const scarce = await sizeWithStock(ts, 1, 41);
    await addToCart(ts, shopper, plenty, 2);
    await addToCart(ts, shopper, scarce, 1);
    await ts.db.dataSource.query(`UPDATE variant_size SET stock = 0 WHERE id = $1`, [scarce.variantSizeId]);
    const [{ before }] = await ts.db.dataSource.query(`SELECT count(*)::int AS before FROM product_sale_pending`);

    const answer = await placeCod(ts, shopper);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('OUT_OF_STOCK');
    expect(await stockOf(ts, plenty.variantSizeId)).toBe(5);
    const [{ orders }] = await ts.db.dataSource.query(`SELECT count(*)::int AS orders FROM orders WHERE customer_id = $1`, [shopper.customerId]);
    expect(orders).toBe(0);
    const [{ lines }] = await ts.db.dataSource.query(`SELECT count(*)::int AS lines FROM cart_item WHERE customer_id = $1`, [shopper.customerId]);
    expect(lines).toBe(2);
    const [{ after }] = await ts.db.dataSource.query(`SELECT count(*)::int AS after FROM product_sale_pending`);
    expect(after).toBe(before);
  });

  it('the provider failing after the commit leaves the order placed and payable, its stock taken; Pay Now opens it later', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 3, 42);
    await addToCart(ts, shopper, size, 1);
    const provider = ts.services.payments.provider as PaymentProvider;
    const original = provider.createOrder;
    provider.createOrder = async () => {
      throw new Error('provider unreachable');
    };
    let placed: Awaited<ReturnType<typeof placeOnline>>;
    try {
      placed = await placeOnline(ts, shopper);
    } finally {
      provider.createOrder = original;
    }
    expect(placed.status).toBe(201);
    expect(placed.body.payment).toBeUndefined();
    expect(placed.body.order).toMatchObject({ status: 'PLACED' });
    expect(await stockOf(ts, size.variantSizeId)).toBe(2);
    const [row] = await ts.db.dataSource.query(`SELECT status, payment_status AS "paymentStatus" FROM orders WHERE id = $1`, [Number(placed.body._id)]);
    expect(row).toEqual({ status: 'PLACED', paymentStatus: 'PENDING' });
    const payNow = await ts.rest('POST', '/user/start-payment', { orderId: placed.body._id }, shopper.token);
    expect(payNow.status).toBe(200);
    expect(payNow.body.payment.order_id).toMatch(/^order_/);
  });
});

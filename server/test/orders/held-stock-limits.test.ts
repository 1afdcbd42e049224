/**
 * Issue 25, item 4: one shopper could still hold a product's whole stock. Two cash orders (24 + 9
 * units) emptied a 33-unit free-size saree: its one size per colour kept every cart line under
 * the per-size limit, so one order took 10 + 10 + 4 across three colours. What must hold: the
 * units of one size, and of one product, held across the shopper's unpaid open orders are capped;
 * so is the value of one cash order and of all open cash orders; the refusal says why, and
 * nothing is taken.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../harness.js';
import { CHECKOUT_MESSAGES } from '../../src/modules/checkout/checkout.service.js';
import { addToCart, newShopper, pickPincode, placeCod, placeOnline, sizeWithStock, stockOf, type SizeRef } from './orders-kit.js';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { field code message } } }`;

/** `count` colours of one product, each one size with `stock` units (a free-size saree, as the store sells them). */
async function coloursOfOneProduct(ts: TestServer, count: number, stock: number): Promise<SizeRef[]> {
  const rows: SizeRef[] = await ts.db.dataSource.query(
    `WITH p AS (SELECT v.product_id FROM variant v GROUP BY v.product_id HAVING count(*) >= $1 ORDER BY v.product_id DESC LIMIT 1)
     SELECT DISTINCT ON (v.id) vs.id AS "variantSizeId", pr.id AS "productId", pr.name AS "productName", v.color_name AS color, vs.size, vs.discounted_price AS price
     FROM p JOIN product pr ON pr.id = p.product_id JOIN variant v ON v.product_id = p.product_id JOIN variant_size vs ON vs.variant_id = v.id
     WHERE vs.discounted_price > 0 ORDER BY v.id, vs.id`,
    [count],
  );
  const chosen = rows.slice(0, count);
  expect(chosen).toHaveLength(count);
  // ₹1,000 each, so 20 stay under the cash-order value limit and only the unit limits speak.
  for (const size of chosen) await ts.db.dataSource.query(`UPDATE variant_size SET stock = $2, discounted_price = 100000, original_price = 100000 WHERE id = $1`, [size.variantSizeId, stock]);
  return chosen;
}

const setPrice = (ts: TestServer, size: SizeRef, paise: number) =>
  ts.db.dataSource.query(`UPDATE variant_size SET discounted_price = $2, original_price = $2 WHERE id = $1`, [size.variantSizeId, paise]);

describe('held stock across a shopper’s open orders (issue 25, item 4)', () => {
  const ts = useTestServer();

  it('one order cannot take more than 20 of one product across its colours (the 24-unit saree order), and nothing is taken', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const colours = await coloursOfOneProduct(ts, 3, 11);
    await addToCart(ts, shopper, colours[0], 10);
    await addToCart(ts, shopper, colours[1], 10);
    await addToCart(ts, shopper, colours[2], 4);
    const message = CHECKOUT_MESSAGES.tooManyHeldOfProduct(20, colours[0].productName, 0);
    expect(await placeCod(ts, shopper)).toMatchObject({ status: 409, body: { success: false, message } });
    expect((await ts.gql(PLACE, { input: { addressId: String(shopper.addressId), paymentMethod: 'COD' } }, shopper.token)).data.placeOrder.userErrors)
      .toEqual([{ field: null, code: 'CONFLICT', message }]);
    for (const size of colours) expect(await stockOf(ts, size.variantSizeId)).toBe(11);
    // 20 goes; then the rest of the saree is out of this shopper's reach until they pay or it is delivered.
    await ts.db.dataSource.query(`DELETE FROM cart_item WHERE customer_id = $1 AND variant_size_id = $2`, [shopper.customerId, colours[2].variantSizeId]);
    expect((await placeCod(ts, shopper)).status).toBe(201);
    await addToCart(ts, shopper, colours[2], 9);
    expect(await placeCod(ts, shopper)).toMatchObject({ status: 409, body: { message: CHECKOUT_MESSAGES.tooManyHeldOfProduct(20, colours[0].productName, 20) } });
    expect(await stockOf(ts, colours[2].variantSizeId)).toBe(11);
  });

  it('units of one size are capped across open unpaid orders (cash and awaiting payment), not per order only; a delivered order frees them', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 50, 120);
    await addToCart(ts, shopper, size, 6);
    const first = await placeCod(ts, shopper);
    expect(first.status).toBe(201);
    await addToCart(ts, shopper, size, 3);
    expect((await placeOnline(ts, shopper)).status).toBe(201); // awaiting payment: held too
    await ts.db.dataSource.query(`DELETE FROM cart_item WHERE customer_id = $1`, [shopper.customerId]); // (the cart is kept for the unpaid order)
    await addToCart(ts, shopper, size, 2);
    const message = CHECKOUT_MESSAGES.tooManyHeldOfSize(10, size.productName, size.color, size.size, 9);
    expect(await placeCod(ts, shopper)).toMatchObject({ status: 409, body: { success: false, message } });
    expect(await placeOnline(ts, shopper)).toMatchObject({ status: 409, body: { message } });
    expect(await stockOf(ts, size.variantSizeId)).toBe(41);
    await ts.db.dataSource.query(`UPDATE orders SET status = 'DELIVERED', payment_status = 'PAID' WHERE id = $1`, [Number(first.body._id)]);
    expect((await placeCod(ts, shopper)).status).toBe(201);
    expect(await stockOf(ts, size.variantSizeId)).toBe(39);
  });

  it('a cash order above ₹50,000 is refused (Pay Now is not); open cash orders together stop at ₹1,00,000', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const dear = await sizeWithStock(ts, 20, 121);
    await setPrice(ts, dear, 30_000_00);
    await addToCart(ts, shopper, dear, 2);
    const tooLarge = CHECKOUT_MESSAGES.codOrderTooLarge('₹50,000.00', true);
    expect(await placeCod(ts, shopper)).toMatchObject({ status: 409, body: { success: false, message: tooLarge } });
    expect((await ts.gql(PLACE, { input: { addressId: String(shopper.addressId), paymentMethod: 'COD' } }, shopper.token)).data.placeOrder.userErrors)
      .toEqual([{ field: ['input', 'paymentMethod'], code: 'CONFLICT', message: tooLarge }]);
    expect(await stockOf(ts, dear.variantSizeId)).toBe(20);
    expect((await placeOnline(ts, shopper)).status).toBe(201);

    const other = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await setPrice(ts, dear, 40_000_00);
    for (let i = 0; i < 2; i++) {
      await addToCart(ts, other, dear, 1);
      expect((await placeCod(ts, other)).status).toBe(201);
    }
    const [{ open }] = await ts.db.dataSource.query(`SELECT sum(total_amount)::int AS open FROM orders WHERE customer_id = $1`, [other.customerId]);
    await addToCart(ts, other, dear, 1);
    const message = CHECKOUT_MESSAGES.openCodTooLarge('₹1,00,000.00', formatInr(open), true);
    expect(await placeCod(ts, other)).toMatchObject({ status: 409, body: { success: false, message } });
    expect(await stockOf(ts, dear.variantSizeId)).toBe(16);
  });

  it('the public storeSettings query tells the limits', async () => {
    const { data } = await ts.gql(`{ storeSettings { maxUnitsPerSize maxHeldUnitsPerSize maxHeldUnitsPerProduct maxCodOrderValue maxOpenCodValue maxOpenCodOrders } }`);
    expect(data.storeSettings).toEqual({ maxUnitsPerSize: 10, maxHeldUnitsPerSize: 10, maxHeldUnitsPerProduct: 20, maxCodOrderValue: 50000, maxOpenCodValue: 100000, maxOpenCodOrders: 5 });
  });
});

describe('held-stock limits are settings', () => {
  const ts = useTestServer({ MAX_HELD_UNITS_PER_SIZE: '3', MAX_COD_ORDER_VALUE: '1000' });

  it('follow the configured values', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 20, 122);
    await setPrice(ts, size, 100_00);
    await addToCart(ts, shopper, size, 4);
    expect(await placeCod(ts, shopper)).toMatchObject({ status: 409, body: { message: CHECKOUT_MESSAGES.tooManyHeldOfSize(3, size.productName, size.color, size.size, 0) } });
    await ts.db.dataSource.query(`UPDATE cart_item SET quantity = 3 WHERE customer_id = $1`, [shopper.customerId]);
    expect((await placeCod(ts, shopper)).status).toBe(201);
    const { data } = await ts.gql(`{ storeSettings { maxHeldUnitsPerSize maxCodOrderValue } }`);
    expect(data.storeSettings).toEqual({ maxHeldUnitsPerSize: 3, maxCodOrderValue: 1000 });
  });
});

const formatInr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

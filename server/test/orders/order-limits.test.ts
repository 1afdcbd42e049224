/**
 * One shopper cannot hold the stock everyone wants: at most 10 of a size per order (and per cart
 * line), 2 unpaid online orders and 5 undelivered cash orders at a time. Refused over both APIs
 * with the same message, and nothing is taken or written.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../harness.js';
import { CHECKOUT_MESSAGES } from '../../src/modules/checkout/checkout.service.js';
import { CART_MESSAGES } from '../../src/modules/cart/cart-rules.js';
import { addToCart, newShopper, pickPincode, placeCod, placeOnline, payOnline, sizeWithStock, stockOf, type Shopper, type SizeRef } from './orders-kit.js';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { field code message } } }`;
const ADD = `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { lines { quantity maxQuantity } } userErrors { field code message } } }`;

describe('limits on the stock one shopper holds', () => {
  const ts = useTestServer();

  const placeGql = (shopper: Shopper, paymentMethod: 'COD' | 'ONLINE') =>
    ts.gql(PLACE, { input: { addressId: String(shopper.addressId), paymentMethod } }, shopper.token);
  const orderCount = async (shopper: Shopper) =>
    (await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM orders WHERE customer_id = $1`, [shopper.customerId]))[0].count as number;
  /** Puts `quantity` of `size` in the cart directly (the cart itself refuses more than 10). */
  const forceCartLine = (shopper: Shopper, size: SizeRef, quantity: number) =>
    ts.db.dataSource.query(
      `INSERT INTO cart_item (customer_id, variant_size_id, quantity, price_seen) VALUES ($1, $2, $3, $4)
       ON CONFLICT (customer_id, variant_size_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
      [shopper.customerId, size.variantSizeId, quantity, size.price],
    );

  it('a cart line holds at most 10 of one size, over both APIs', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 50, 80);
    const line = { productId: String(size.productId), color: size.color, size: size.size };
    const ten = await ts.gql(ADD, { line: { ...line, quantity: 10 } }, shopper.token);
    expect(ten.data.addToCart.cart.lines[0]).toEqual({ quantity: 10, maxQuantity: 10 });
    const eleventh = await ts.gql(ADD, { line: { ...line, quantity: 1 } }, shopper.token);
    expect(eleventh.data.addToCart.userErrors[0]).toMatchObject({ message: CART_MESSAGES.perSizeLimit(10), code: 'INVALID' });
    const rest = await ts.rest('POST', '/user/changeQty', { productId: String(size.productId), variant: { color: size.color, size: size.size }, newQty: 11 }, shopper.token);
    expect(rest).toMatchObject({ status: 400, body: { success: false, message: CART_MESSAGES.perSizeLimit(10) } });
    const [row] = await ts.db.dataSource.query(`SELECT quantity FROM cart_item WHERE customer_id = $1`, [shopper.customerId]);
    expect(row.quantity).toBe(10);
    // Stock below the limit still speaks of stock.
    const scarce = await sizeWithStock(ts, 3, 81);
    const tooMany = await ts.gql(ADD, { line: { productId: String(scarce.productId), color: scarce.color, size: scarce.size, quantity: 4 } }, shopper.token);
    expect(tooMany.data.addToCart.userErrors[0]).toMatchObject({ message: 'Only 3 item(s) available', code: 'OUT_OF_STOCK' });
  });

  it('an order takes at most 10 of one size (REST 400, a GraphQL userError INVALID); 10 is fine; no stock is taken', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 50, 82);
    const other = await sizeWithStock(ts, 50, 83);
    await addToCart(ts, shopper, other, 1);
    await forceCartLine(shopper, size, 11);
    const message = CHECKOUT_MESSAGES.tooManyOfSize(10, size.productName, size.color, size.size);
    expect(await placeCod(ts, shopper)).toMatchObject({ status: 400, body: { success: false, message } });
    expect((await placeGql(shopper, 'COD')).data.placeOrder).toEqual({ order: null, userErrors: [{ field: null, code: 'INVALID', message }] });
    expect(await stockOf(ts, size.variantSizeId)).toBe(50);
    expect(await stockOf(ts, other.variantSizeId)).toBe(50);
    expect(await orderCount(shopper)).toBe(0);
    await forceCartLine(shopper, size, 10);
    expect((await placeCod(ts, shopper)).status).toBe(201);
    expect(await stockOf(ts, size.variantSizeId)).toBe(40);
  });

  it('at most 2 unpaid online orders: the third is refused until one is paid', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 20, 84);
    const placed: Array<{ orderId: string; providerOrderId: string }> = [];
    // One unit in the cart: it is kept while the online orders await payment (issue 25), so each order takes it again.
    await addToCart(ts, shopper, size, 1);
    for (let i = 0; i < 2; i++) {
      const { status, body } = await placeOnline(ts, shopper);
      expect(status).toBe(201);
      placed.push({ orderId: body._id, providerOrderId: body.payment.order_id });
    }
    const message = CHECKOUT_MESSAGES.tooManyUnpaid(2);
    expect(await placeOnline(ts, shopper)).toMatchObject({ status: 409, body: { success: false, message } });
    expect((await placeGql(shopper, 'ONLINE')).data.placeOrder).toEqual({ order: null, userErrors: [{ field: null, code: 'CONFLICT', message }] });
    expect(await orderCount(shopper)).toBe(2);
    expect(await stockOf(ts, size.variantSizeId)).toBe(18);
    // Cash on delivery is still open to them, and paying one frees a place.
    await payOnline(ts, shopper, placed[0].orderId, placed[0].providerOrderId);
    // The paid order's line left the cart (after the payment's commit): the shopper adds one again.
    await expect.poll(async () => (await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM cart_item WHERE customer_id = $1`, [shopper.customerId]))[0].n).toBe(0);
    await addToCart(ts, shopper, size, 1);
    expect((await placeGql(shopper, 'ONLINE')).data.placeOrder.userErrors).toEqual([]);
    expect(await orderCount(shopper)).toBe(3);
  });

  it('at most 5 cash-on-delivery orders not yet delivered: the sixth is refused until one is delivered or cancelled', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 20, 85);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      await addToCart(ts, shopper, size, 1);
      const { status, body } = await placeCod(ts, shopper);
      expect(status).toBe(201);
      ids.push(body._id);
    }
    await addToCart(ts, shopper, size, 1);
    const message = CHECKOUT_MESSAGES.tooManyCod(5, true);
    expect(await placeCod(ts, shopper)).toMatchObject({ status: 409, body: { success: false, message } });
    expect((await placeGql(shopper, 'COD')).data.placeOrder).toEqual({ order: null, userErrors: [{ field: null, code: 'CONFLICT', message }] });
    expect(await stockOf(ts, size.variantSizeId)).toBe(15);
    await ts.db.dataSource.query(`UPDATE orders SET status = 'DELIVERED' WHERE id = $1`, [Number(ids[0])]);
    expect((await placeCod(ts, shopper)).status).toBe(201);
    await addToCart(ts, shopper, size, 1);
    expect((await placeCod(ts, shopper)).status).toBe(409);
    expect((await ts.rest('POST', '/user/order/cancel', { orderId: ids[1], cancelReason: 'Not needed' }, shopper.token)).status).toBe(200);
    expect((await placeGql(shopper, 'COD')).errors).toBeUndefined();
  });

  it('the limits count per shopper: another shopper is not affected', async () => {
    const busy = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 20, 86);
    await holdOpenCod(ts, busy, size, 5);
    const other = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, other, size, 1);
    expect((await placeCod(ts, other)).status).toBe(201);
  });
});

async function holdOpenCod(ts: TestServer, shopper: Shopper, size: SizeRef, n: number) {
  for (let i = 0; i < n; i++) {
    await addToCart(ts, shopper, size, 1);
    expect((await placeCod(ts, shopper)).status).toBe(201);
  }
}

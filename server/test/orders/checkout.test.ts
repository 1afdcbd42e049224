import { describe, expect, it } from 'vitest';
import { actingFor, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, placeOnline, sizeWithStock, stockOf } from './orders-kit.js';
import { ServiceContext } from '../../src/shared/service-context.js';
import { rupeeGql } from '../money.js';

describe('checkout: placing an order', () => {
  const ts = useTestServer();
  const moneyGql = rupeeGql(ts);

  it('places a cash order with server-computed prices, takes stock, empties the cart and notifies', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const a = await sizeWithStock(ts, 10, 0);
    const b = await sizeWithStock(ts, 10, 7);
    await addToCart(ts, shopper, a, 2);
    await addToCart(ts, shopper, b, 1);
    const [{ units_sold: soldBefore }] = await ts.db.dataSource.query(`SELECT units_sold FROM product WHERE id = $1`, [a.productId]);

    // Client-sent charges (and any price) are ignored.
    const { status, body } = await placeCod(ts, shopper, { shippingCharge: 0, taxAmount: 999, totalAmount: 1 });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    const subtotal = a.price * 2 + b.price;
    expect(body.order).toMatchObject({
      _id: body._id,
      orderStatus: 'Order Progress',
      paymentStatus: 'pending',
      paymentMethod: 'COD',
      itemsSubtotal: subtotal / 100,
      shippingCharge: 49,
      taxAmount: 0,
      totalAmount: (subtotal + 4900) / 100,
    });
    expect(body.order.orderItems).toHaveLength(2);
    expect(body.order.orderItems[0]).toMatchObject({ name: a.productName, quantity: 2, variant: { color: a.color, size: a.size }, price: { discountedPrice: a.price / 100 } });
    expect(body.order.statusHistory).toHaveLength(1);
    expect(body.order.shippingAddress.houseName).toBe('Flat 4B, Gulmohar Residency');
    expect(body.payment).toBeUndefined();

    expect(await stockOf(ts, a.variantSizeId)).toBe(8);
    expect(await stockOf(ts, b.variantSizeId)).toBe(9);
    expect((await ts.services.cart.getPricedCart(ts.system, shopper.customerId)).lines).toHaveLength(0);
    // Best-seller units reach the product through the background roll-up (every second in the server).
    await ts.services.inventory.rollUpBestSellers(ServiceContext.system(ts.db.dataSource, 'test'));
    const [{ units_sold: soldAfter }] = await ts.db.dataSource.query(`SELECT units_sold FROM product WHERE id = $1`, [a.productId]);
    expect(soldAfter).toBe(soldBefore + 2 + (b.productId === a.productId ? 1 : 0));
    const notes = await ts.services.notifications.list(shopper.customerId);
    expect(notes.some((n) => n.title.includes(body.order.orderNumber))).toBe(true);

    // The address snapshot does not follow later edits.
    await ts.db.dataSource.query(`UPDATE address SET house_name = 'Changed' WHERE id = $1`, [shopper.addressId]);
    const again = await ts.rest('GET', `/user/order/${body._id}`, undefined, shopper.token);
    expect(again.body.order.shippingAddress.houseName).toBe('Flat 4B, Gulmohar Residency');

    // GraphQL answers the same order.
    const gql = await moneyGql(`{ myOrders { nodes { id status statusLabel totalAmount { amount currencyCode } shippingCharge { amount currencyCode } items { productName quantity } } } }`, undefined, shopper.token);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.myOrders.nodes[0]).toMatchObject({ id: body._id, status: 'PLACED', statusLabel: 'Order Progress', totalAmount: body.order.totalAmount, shippingCharge: 49 });
  });

  it('refuses an empty cart and a missing address with the spec texts', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const empty = await placeCod(ts, shopper);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Your cart is empty!');
    const noAddress = await ts.rest('POST', '/user/place-order', { paymentMethod: 'COD' }, shopper.token);
    expect(noAddress.body.message).toBe('Please select an address!');
    expect(noAddress.body).toMatchObject({ errorCode: 'INVALID', field: 'addressId' });
    const gql = await moneyGql(`mutation { placeOrder(input: { addressId: "0", paymentMethod: COD }) { order { id } userErrors { field code message } } }`, undefined, shopper.token);
    expect(gql.data.placeOrder).toEqual({ order: null, userErrors: [{ field: ['input', 'addressId'], code: 'INVALID', message: 'Please select an address!' }] });
    // An empty cart is the cart's, no field of the input.
    const [own] = await ts.db.dataSource.query(`SELECT id FROM address WHERE customer_id = $1`, [shopper.customerId]);
    const emptyGql = await moneyGql(`mutation($a: ID) { placeOrder(input: { addressId: $a, paymentMethod: COD }) { order { id } userErrors { field code message } } }`, { a: String(own.id) }, shopper.token);
    expect(emptyGql.data.placeOrder.userErrors).toEqual([{ field: null, code: 'INVALID', message: 'Your cart is empty!' }]);
    // A visitor: UNAUTHENTICATED, top-level.
    expect((await moneyGql(`mutation { placeOrder(input: { addressId: "1", paymentMethod: COD }) { order { id } userErrors { code } } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("refuses someone else's address", async () => {
    const pin = await pickPincode(ts, { inUp: true });
    const a = await newShopper(ts, pin);
    const b = await newShopper(ts, pin);
    await addToCart(ts, b, await sizeWithStock(ts, 5, 3), 1);
    const { status, body } = await ts.rest('POST', '/user/place-order', { addressId: String(a.addressId), paymentMethod: 'COD' }, b.token);
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'Address not found.', errorCode: 'NOT_FOUND', field: 'addressId' });
    const gql = await moneyGql(`mutation($a: ID) { placeOrder(input: { addressId: $a, paymentMethod: COD }) { order { id } userErrors { field code message } } }`, { a: String(a.addressId) }, b.token);
    expect(gql.data.placeOrder).toEqual({ order: null, userErrors: [{ field: ['input', 'addressId'], code: 'NOT_FOUND', message: 'Address not found.' }] });
  });

  it('offers cash on delivery only where the pincode allows it; Pay Now ships free', async () => {
    const [noCod] = await ts.db.dataSource.query(`SELECT pincode, state, district FROM pincode WHERE deliverable AND NOT cod_available ORDER BY pincode LIMIT 1`);
    const shopper = await newShopper(ts, noCod);
    const size = await sizeWithStock(ts, 5, 4);
    await addToCart(ts, shopper, size, 1);
    const cod = await placeCod(ts, shopper);
    expect(cod.status).toBe(400);
    expect(cod.body.message).toMatch(/Cash on Delivery is not available/);
    expect(await stockOf(ts, size.variantSizeId)).toBe(5);
    const online = await placeOnline(ts, shopper, { shippingCharge: 49 });
    expect(online.status).toBe(201);
    expect(online.body.order).toMatchObject({ paymentMethod: 'ONLINE', shippingCharge: 0, totalAmount: size.price / 100, paymentStatus: 'pending' });
    expect(online.body.payment).toMatchObject({ provider: 'test', amount: size.price, currency: 'INR', order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/) });
  });

  it('applies the cart coupon again at placing and records its use', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 50, 2);
    const [coupon] = await ts.db.dataSource.query(
      `SELECT code FROM coupon WHERE active AND (expires_at IS NULL OR expires_at > now()) AND (starts_at IS NULL OR starts_at <= now())
         AND (usage_limit IS NULL OR used_count < usage_limit) AND NOT first_order_only ORDER BY min_order_amount DESC LIMIT 1`,
    );
    const [{ min }] = await ts.db.dataSource.query(`SELECT min_order_amount AS min FROM coupon WHERE code = $1`, [coupon.code]);
    const qty = Math.min(50, Math.max(1, Math.ceil((min + 1) / size.price)));
    await addToCart(ts, shopper, size, qty);
    const applied = await ts.services.cart.applyCoupon(actingFor(ts, shopper.customerId), coupon.code);
    expect(applied.result.success).toBe(true);
    const { body } = await placeCod(ts, shopper);
    expect(body.order.discountAmount).toBeGreaterThan(0);
    expect(body.order.couponCode).toBe(coupon.code);
    expect(body.order.totalAmount).toBeCloseTo(body.order.itemsSubtotal - body.order.discountAmount + 49, 2);
    const [use] = await ts.db.dataSource.query(`SELECT order_id FROM coupon_redemption WHERE order_id = $1`, [Number(body._id)]);
    expect(use).toEqual({ order_id: Number(body._id) });
  });
});

describe('checkout: concurrency', () => {
  const ts = useTestServer();
  const moneyGql = rupeeGql(ts);

  it('20 buyers for the last 3 units: exactly 3 orders, 17 clear out-of-stock errors, stock 0', async () => {
    const pin = await pickPincode(ts, { inUp: true });
    const size = await sizeWithStock(ts, 20, 11);
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const shopper = await newShopper(ts, pin);
      await addToCart(ts, shopper, size, 1);
      shoppers.push(shopper);
    }
    await ts.db.dataSource.query(`UPDATE variant_size SET stock = 3 WHERE id = $1`, [size.variantSizeId]);
    const results = await Promise.all(shoppers.map((shopper) => placeCod(ts, shopper)));
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('OUT_OF_STOCK');
      expect(r.body.message).toContain(size.productName);
    }
    expect(await stockOf(ts, size.variantSizeId)).toBe(0);
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM order_item WHERE variant_size_id = $1`, [size.variantSizeId]);
    expect(count).toBe(3);
  });

  it('the same idempotency key twice at once gives one order', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const size = await sizeWithStock(ts, 10, 12);
    await addToCart(ts, shopper, size, 2);
    const key = `checkout-${Date.now()}`;
    const [first, second] = await Promise.all([placeCod(ts, shopper, { idempotencyKey: key }), placeCod(ts, shopper, { idempotencyKey: key })]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body._id).toBe(second.body._id);
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM orders WHERE customer_id = $1`, [shopper.customerId]);
    expect(count).toBe(1);
    expect(await stockOf(ts, size.variantSizeId)).toBe(8);
    // And over GraphQL, later, the same key still answers the same order.
    const gql = await moneyGql(
      `mutation($key: String) { placeOrder(input: { addressId: "${shopper.addressId}", paymentMethod: COD, idempotencyKey: $key }) { created order { id } userErrors { code } } }`,
      { key },
      shopper.token,
    );
    expect(gql.data.placeOrder).toEqual({ created: false, order: { id: first.body._id }, userErrors: [] });
  });
});

/**
 * Issue 25, item 9: closing the payment sheet emptied the cart and left an unpaid order that looked
 * confirmed. The cart stays until the payment succeeds (then the order's lines leave it; lines
 * added since stay) or the shopper chooses cash on delivery; an order awaiting payment says when
 * it is cancelled if unpaid.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { addToCart, newShopper, payOnline, pickPincode, placeCod, placeOnline, sizeWithStock } from './orders-kit.js';

const ORDER = `query($id: ID!) { order(id: $id) { status paymentStatus canPay createdAt payBy } }`;

describe('the cart and an online order waiting for payment', () => {
  const ts = useTestServer();
  const cartLines = async (customerId: number) =>
    (await ts.db.dataSource.query(`SELECT variant_size_id AS "sizeId", quantity FROM cart_item WHERE customer_id = $1 ORDER BY variant_size_id`, [customerId])) as Array<{ sizeId: number; quantity: number }>;

  it('keeps the cart while the order awaits payment (with its deadline), and takes the order’s lines out when it is paid', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 20, 150);
    const later = await sizeWithStock(ts, 20, 151);
    await addToCart(ts, shopper, size, 2);
    const placed = await placeOnline(ts, shopper);
    expect(placed.status).toBe(201);
    expect(await cartLines(shopper.customerId)).toEqual([{ sizeId: size.variantSizeId, quantity: 2 }]);

    const { data } = await ts.gql(ORDER, { id: placed.body._id }, shopper.token);
    expect(data.order).toMatchObject({ status: 'PLACED', paymentStatus: 'PENDING', canPay: true });
    expect(new Date(data.order.payBy).getTime() - new Date(data.order.createdAt).getTime()).toBe(15 * 60_000);

    // Something added while it waits stays after the payment; the paid lines leave.
    await addToCart(ts, shopper, size, 1);
    await addToCart(ts, shopper, later, 1);
    expect((await payOnline(ts, shopper, placed.body._id, placed.body.payment.order_id)).status).toBe(200);
    await expect.poll(() => cartLines(shopper.customerId)).toEqual(
      [{ sizeId: size.variantSizeId, quantity: 1 }, { sizeId: later.variantSizeId, quantity: 1 }].sort((a, b) => a.sizeId - b.sizeId),
    );
    const paid = await ts.gql(ORDER, { id: placed.body._id }, shopper.token);
    expect(paid.data.order).toMatchObject({ paymentStatus: 'PAID', canPay: false, payBy: null });
  });

  it('a cash order still empties the cart at once', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 20, 152);
    await addToCart(ts, shopper, size, 1);
    expect((await placeCod(ts, shopper)).status).toBe(201);
    expect(await cartLines(shopper.customerId)).toEqual([]);
  });
});

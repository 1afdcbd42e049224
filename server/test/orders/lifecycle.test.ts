import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { STAFF, addToCart, newShopper, pickPincode, placeCod, placeOnline, sizeWithStock, stockOf } from './orders-kit.js';

const ADVANCE = `mutation($id: ID!) { advanceOrder(orderId: $id) { status statusLabel statusHistory { status } } }`;

describe('order lifecycle', () => {
  const ts = useTestServer();

  it('staff advance an order through every step, each change in the history and notified; refusals beyond', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 40), 1);
    const orderId = (await placeCod(ts, shopper)).body._id;
    const before = (await ts.services.notifications.list(shopper.customerId)).length;
    const labels = [];
    for (let i = 0; i < 4; i++) {
      const step = await ts.admin(ADVANCE, { id: orderId }, STAFF);
      expect(step.errors).toBeUndefined();
      labels.push(step.data.advanceOrder.statusLabel);
      // cash is collected when it arrives
      if (step.data.advanceOrder.status === 'SHIPPED') {
        const early = await ts.admin(`mutation($id: ID!) { markOrderPaid(orderId: $id) { paymentStatus } }`, { id: orderId }, STAFF);
        expect(early.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      }
    }
    expect(labels).toEqual(['Processing', 'Shipped', 'Out For Delivered', 'Delivered']);
    const beyond = await ts.admin(ADVANCE, { id: orderId }, STAFF);
    expect(beyond.errors?.[0]?.message).toBe('Order cannot be advanced as it is already Delivered');
    const paid = await ts.admin(`mutation($id: ID!) { markOrderPaid(orderId: $id) { paymentStatus } }`, { id: orderId }, STAFF);
    expect(paid.data.markOrderPaid.paymentStatus).toBe('PAID');
    const { body } = await ts.rest('GET', `/user/order/${orderId}`, undefined, shopper.token);
    expect(body.order.statusHistory.map((h: { status: string }) => h.status)).toEqual(['Order Progress', 'Processing', 'Shipped', 'Out For Delivered', 'Delivered']);
    expect((await ts.services.notifications.list(shopper.customerId)).length).toBe(before + 5);
    const cancel = await ts.rest('POST', '/user/order/cancel', { orderId, cancelReason: 'late' }, shopper.token);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('Order cannot be cancelled as it is already Delivered');
    const byStatus = await ts.admin(`{ staffOrders(status: DELIVERED) { id status } }`, undefined, STAFF);
    expect(byStatus.data.staffOrders.map((o: { id: string }) => o.id)).toContain(orderId);
    expect(byStatus.data.staffOrders.every((o: { status: string }) => o.status === 'DELIVERED')).toBe(true);
  });

  it('a shipped order cannot be cancelled; an unpaid online order cannot be processed', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 41), 1);
    const cod = (await placeCod(ts, shopper)).body._id;
    await ts.admin(ADVANCE, { id: cod }, STAFF);
    await ts.admin(ADVANCE, { id: cod }, STAFF);
    const refused = await ts.rest('POST', '/user/order/cancel', { orderId: cod, cancelReason: 'changed my mind' }, shopper.token);
    expect(refused.body.message).toBe('Order cannot be cancelled as it is already Shipped');
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 42), 1);
    const online = (await placeOnline(ts, shopper)).body._id;
    const early = await ts.admin(ADVANCE, { id: online }, STAFF);
    expect(early.errors?.[0]?.message).toBe('An online order is processed only after its payment is received.');
    // The store may still cancel the unpaid online order; the shopper sees why.
    const storeCancel = await ts.admin(`mutation($id: ID!) { staffCancelOrder(orderId: $id, reason: "Out of stock at the warehouse") { status cancelReason } }`, { id: online }, STAFF);
    expect(storeCancel.data.staffCancelOrder).toEqual({ status: 'CANCELLED', cancelReason: 'Out of stock at the warehouse' });
    // The store may cancel a shipped parcel that comes back (a credit note follows, invoice.test.ts).
    const shipped = await ts.admin(`mutation($id: ID!) { staffCancelOrder(orderId: $id, reason: "returned to origin") { status } }`, { id: cod }, STAFF);
    expect(shipped.data.staffCancelOrder).toEqual({ status: 'CANCELLED' });
  });

  it('cancel gives the stock back exactly once, even when sent twice at once', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 7, 43);
    await addToCart(ts, shopper, size, 3);
    const orderId = (await placeCod(ts, shopper)).body._id;
    expect(await stockOf(ts, size.variantSizeId)).toBe(4);
    const noReason = await ts.rest('POST', '/user/order/cancel', { orderId, cancelReason: '  ' }, shopper.token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errorCode).toBe('INVALID');
    const noReasonGql = await ts.gql(`mutation($id: ID!) { cancelOrder(orderId: $id, reason: " ") { order { id } userErrors { field code message } } }`, { id: orderId }, shopper.token);
    expect(noReasonGql.data.cancelOrder).toEqual({ order: null, userErrors: [{ field: ['reason'], code: 'INVALID', message: noReason.body.message }] });
    const [one, two] = await Promise.all([
      ts.rest('POST', '/user/order/cancel', { orderId, cancelReason: 'Found it cheaper' }, shopper.token),
      ts.gql(`mutation($id: ID!) { cancelOrder(orderId: $id, reason: "Found it cheaper") { order { status } userErrors { field code message } } }`, { id: orderId }, shopper.token),
    ]);
    expect(two.errors).toBeUndefined();
    const successes = [one.status === 200, two.data.cancelOrder.order !== null].filter(Boolean);
    expect(successes).toHaveLength(1);
    // The second is a forbidden state change: a CONFLICT userError over GraphQL, 409 with errorCode CONFLICT over REST.
    const refusal = one.status === 200 ? two.data.cancelOrder.userErrors[0] : { field: null, code: one.body.errorCode, message: one.body.message };
    expect(refusal).toEqual({ field: null, code: 'CONFLICT', message: 'Order cannot be cancelled as it is already Cancelled' });
    expect(await stockOf(ts, size.variantSizeId)).toBe(7);
    const { body } = await ts.rest('GET', `/user/order/${orderId}`, undefined, shopper.token);
    expect(body.order).toMatchObject({ orderStatus: 'Cancelled', cancelReason: 'Found it cheaper', canCancel: false });
  });

  it('unpaid online orders past the timeout are cancelled and their stock released', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 4, 44);
    await addToCart(ts, shopper, size, 2);
    const stale = (await placeOnline(ts, shopper)).body._id;
    // The cart is kept while an online order awaits payment (issue 25): the next order is 1 unit.
    await ts.db.dataSource.query(`UPDATE cart_item SET quantity = 1 WHERE customer_id = $1`, [shopper.customerId]);
    const fresh = (await placeOnline(ts, shopper)).body._id;
    expect(await stockOf(ts, size.variantSizeId)).toBe(1);
    // The hold is 15 minutes by default (UNPAID_ORDER_TIMEOUT_MINUTES): 16 minutes is past it, 14 is not.
    await ts.db.dataSource.query(`UPDATE orders SET created_at = now() - interval '16 minutes' WHERE id = $1`, [Number(stale)]);
    await ts.db.dataSource.query(`UPDATE orders SET created_at = now() - interval '14 minutes' WHERE id = $1`, [Number(fresh)]);
    const expired = await ts.services.orders.expireUnpaid(ts.system);
    expect(expired).toEqual([Number(stale)]);
    expect(await stockOf(ts, size.variantSizeId)).toBe(3);
    const [row] = await ts.db.dataSource.query(`SELECT status, payment_status FROM orders WHERE id = $1`, [Number(stale)]);
    expect(row).toEqual({ status: 'CANCELLED', payment_status: 'FAILED' });
    expect(await ts.services.orders.expireUnpaid(ts.system)).toEqual([]);
    const [other] = await ts.db.dataSource.query(`SELECT status FROM orders WHERE id = $1`, [Number(fresh)]);
    expect(other.status).toBe('PLACED');
    expect(ts.services.jobs.names()).toContain('orders.expire-unpaid');
  });
});

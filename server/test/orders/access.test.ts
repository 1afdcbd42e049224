import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { STAFF, addToCart, newShopper, pickPincode, placeOnline, sizeWithStock, testGatewayCheckout } from './orders-kit.js';

describe("orders are their owner's alone", () => {
  const ts = useTestServer();

  it("customer B can neither see, cancel, pay for nor download the invoice of A's order", async () => {
    const pin = await pickPincode(ts, { inUp: true });
    const a = await newShopper(ts, pin);
    const b = await newShopper(ts, pin);
    await addToCart(ts, a, await sizeWithStock(ts, 5, 30), 1);
    const placed = await placeOnline(ts, a);
    const orderId = placed.body._id;
    const providerOrderId = placed.body.payment.order_id;

    expect((await ts.rest('GET', `/user/order/${orderId}`, undefined, b.token)).status).toBe(404);
    expect((await ts.rest('GET', '/user/user-orders/ongoing', undefined, b.token)).body.orders).toEqual([]);
    // Someone else's order looks exactly like none: null to read, NOT_FOUND on the order argument to change.
    const seen = await ts.gql(`query($id: ID!) { order(id: $id) { id } }`, { id: orderId }, b.token);
    expect(seen).toEqual({ data: { order: null }, extensions: { cost: expect.any(Object) } });
    const cancel = await ts.gql(`mutation($id: ID!) { cancelOrder(orderId: $id, reason: "mine now") { order { id } userErrors { field code message } } }`, { id: orderId }, b.token);
    expect(cancel.data.cancelOrder).toEqual({ order: null, userErrors: [{ field: ['orderId'], code: 'NOT_FOUND', message: 'Order not found.' }] });
    const pay = await ts.gql(`mutation($id: ID!) { startPayment(orderId: $id) { payment { providerOrderId } userErrors { field code message } } }`, { id: orderId }, b.token);
    expect(pay.data.startPayment).toEqual({ payment: null, userErrors: [{ field: ['orderId'], code: 'NOT_FOUND', message: 'Order not found.' }] });
    const fail = await ts.gql(`mutation($i: PaymentFailureInput!) { recordPaymentFailure(input: $i) { order { id } userErrors { field code } } }`, { i: { orderId, providerOrderId } }, b.token);
    expect(fail.data.recordPaymentFailure).toEqual({ order: null, userErrors: [{ field: ['input', 'orderId'], code: 'NOT_FOUND' }] });
    const restCancel = await ts.rest('POST', '/user/order/cancel', { orderId, cancelReason: 'mine now' }, b.token);
    expect(restCancel).toMatchObject({ status: 404, body: { success: false, message: 'Order not found.', errorCode: 'NOT_FOUND' } });
    expect((await ts.rest('POST', '/user/start-payment', { orderId }, b.token)).status).toBe(404);
    expect((await testGatewayCheckout(ts, b.token, providerOrderId, 'success')).status).toBe(404);
    expect((await testGatewayCheckout(ts, undefined, providerOrderId, 'success')).status).toBe(401);
    expect((await ts.rest('POST', '/user/razorpay_payment', { orderId, transactionId: providerOrderId, paymentStatus: 'failed' }, b.token)).status).toBe(404);
    const invoice = await fetch(`${ts.baseUrl}/api/v1/user/order/${orderId}/invoice`, { headers: { authorization: `Bearer ${b.token}` } });
    expect(invoice.status).toBe(404);
    const visitorInvoice = await fetch(`${ts.baseUrl}/api/v1/user/order/${orderId}/invoice`);
    expect(visitorInvoice.status).toBe(401);
    // Nothing changed for A.
    const [row] = await ts.db.dataSource.query(`SELECT status, payment_status FROM orders WHERE id = $1`, [Number(orderId)]);
    expect(row).toEqual({ status: 'PLACED', payment_status: 'PENDING' });
    // A can read it; staff over REST (read-only) and on /admin/graphql.
    expect((await ts.rest('GET', `/user/order/${orderId}`, undefined, a.token)).status).toBe(200);
    expect((await ts.rest('GET', `/user/order/${orderId}`, undefined, STAFF)).status).toBe(200);
    expect((await ts.admin(`query($id: ID!) { staffOrder(id: $id) { id } }`, { id: orderId }, STAFF)).data?.staffOrder.id).toBe(String(orderId));
    // The staff token is nobody on the shoppers' /graphql.
    const staffOnPublic = await ts.gql(`query($id: ID!) { order(id: $id) { id } }`, { id: orderId }, STAFF);
    expect(staffOnPublic.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A visitor (no token) asking for an order gets null; changing one needs a login (UNAUTHENTICATED, top-level).
    expect(await ts.gql(`query($id: ID!) { order(id: $id) { id } }`, { id: orderId })).toEqual({ data: { order: null }, extensions: { cost: expect.any(Object) } });
    const visitorCancel = await ts.gql(`mutation($id: ID!) { cancelOrder(orderId: $id, reason: "x") { order { id } userErrors { code } } }`, { id: orderId });
    expect(visitorCancel.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('staff operations refuse shoppers and visitors, on /admin/graphql and (as unknown fields) on /graphql', async () => {
    const pin = await pickPincode(ts, { inUp: false });
    const a = await newShopper(ts, pin);
    for (const [token, status, code] of [[a.token, 403, 'FORBIDDEN'], [undefined, 401, 'UNAUTHENTICATED'], ['forged.token.value', 401, 'UNAUTHENTICATED']] as const) {
      for (const query of [`{ staffOrders { id } }`, `mutation { advanceOrder(orderId: "1") { id } }`]) {
        const answer = await ts.admin(query, undefined, token);
        expect(answer.status).toBe(status);
        expect(answer.errors?.[0]?.extensions?.code).toBe(code);
        expect(answer.data).toBeUndefined();
        const onPublic = await ts.gql(query, undefined, token);
        expect(onPublic.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }
    }
    for (const query of [`{ staffOrders { id } }`, `mutation { advanceOrder(orderId: "1") { id } }`]) {
      expect((await ts.gql(query, undefined, STAFF)).errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('odd ids are a missing order, never a server error', async () => {
    const a = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    for (const id of ['abc', '-1', '99999999999', '1.5']) {
      expect((await ts.rest('GET', `/user/order/${id}`, undefined, a.token)).status).toBe(404);
    }
  });
});

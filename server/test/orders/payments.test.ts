import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import type { TestGatewayProvider } from '../../src/modules/payments/test-gateway.provider.js';
import { addToCart, newShopper, pickPincode, placeOnline, payOnline, sizeWithStock, testGatewayCheckout, type Shopper } from './orders-kit.js';


describe('payments with the built-in test gateway', () => {
  const ts = useTestServer();

  async function onlineOrder(nth: number): Promise<{ shopper: Shopper; orderId: string; providerOrderId: string; amount: number }> {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 10, nth), 1);
    const { status, body } = await placeOnline(ts, shopper);
    expect(status).toBe(201);
    return { shopper, orderId: body._id, providerOrderId: body.payment.order_id, amount: body.payment.amount };
  }
  const paymentStatus = async (orderId: string) =>
    (await ts.db.dataSource.query(`SELECT payment_status FROM orders WHERE id = $1`, [Number(orderId)]))[0].payment_status;

  it('a failed attempt is recorded and leaves payment pending; Pay Now retries and succeeds', async () => {
    const { shopper, orderId, providerOrderId } = await onlineOrder(20);
    const failed = await testGatewayCheckout(ts, shopper.token, providerOrderId, 'failure');
    expect(failed).toMatchObject({ status: 200, body: { error: { code: 'BAD_REQUEST_ERROR', metadata: { order_id: providerOrderId } } } });
    expect(failed.body.razorpay_signature).toBeUndefined();
    // The spec's failure call.
    const recorded = await ts.rest(
      'POST',
      '/user/razorpay_payment',
      { orderId, transactionId: providerOrderId, addressId: String(shopper.addressId), paymentMethod: 'UPI', shippingCharge: 49, taxAmount: 0, paymentId: failed.body.error.metadata.payment_id, paymentStatus: 'failed' },
      shopper.token,
    );
    expect(recorded).toMatchObject({ status: 200, body: { success: true, orderId } });
    expect(await paymentStatus(orderId)).toBe('PENDING');
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM payment_attempt WHERE status = 'FAILED' AND source = 'client'`);
    expect(count).toBe(1);

    const { data: list } = await ts.gql(`{ myOrders { nodes { id canPay paymentStatus } } }`, undefined, shopper.token);
    expect(list.myOrders.nodes[0]).toMatchObject({ id: orderId, canPay: true, paymentStatus: 'PENDING' });
    const retry = await ts.gql(`mutation($id: ID!) { startPayment(orderId: $id) { payment { providerOrderId amountPaise provider } userErrors { code } } }`, { id: orderId }, shopper.token);
    expect(retry.data.startPayment.payment.providerOrderId).toBe(providerOrderId); // same amount: the provider order is reused
    const ok = await testGatewayCheckout(ts, shopper.token, providerOrderId, 'success');
    const answer = { providerPaymentId: ok.body.razorpay_payment_id, signature: ok.body.razorpay_signature };
    const verified = await ts.gql(
      `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { order { id paymentStatus canPay } userErrors { code } } }`,
      { input: { orderId, providerOrderId, providerPaymentId: answer.providerPaymentId, signature: answer.signature } },
      shopper.token,
    );
    expect(verified.errors).toBeUndefined();
    expect(verified.data.verifyPayment).toEqual({ order: { id: orderId, paymentStatus: 'PAID', canPay: false }, userErrors: [] });
    // Verifying again is harmless; Pay Now is refused once paid.
    const twice = await ts.rest('POST', '/user/verify-payment', { orderId, razorpay_order_id: providerOrderId, razorpay_payment_id: answer.providerPaymentId, razorpay_signature: answer.signature }, shopper.token);
    expect(twice.status).toBe(200);
    const payAgain = await ts.rest('POST', '/user/start-payment', { orderId }, shopper.token);
    expect(payAgain.status).toBe(409);
  });

  it('a forged signature is refused and the order stays unpaid; a tampered amount changes nothing', async () => {
    const { shopper, orderId, providerOrderId, amount } = await onlineOrder(21);
    const forged = await ts.rest(
      'POST',
      '/user/verify-payment',
      { orderId, razorpay_order_id: providerOrderId, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA', razorpay_signature: crypto.createHmac('sha256', 'wrong-secret').update(`${providerOrderId}|pay_AAAAAAAAAAAAAA`).digest('hex') },
      shopper.token,
    );
    expect(forged.status).toBe(402);
    expect(forged.body).toMatchObject({ message: 'Payment could not be verified.', errorCode: 'PAYMENT_FAILED' });
    // Over GraphQL: a userError PAYMENT_FAILED, nothing changed; missing details are INVALID on each field.
    const forgedGql = await ts.gql(
      `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { order { id } userErrors { field code message } } }`,
      { input: { orderId, providerOrderId, providerPaymentId: 'pay_AAAAAAAAAAAAAA', signature: 'f'.repeat(64) } },
      shopper.token,
    );
    expect(forgedGql.data.verifyPayment).toEqual({ order: null, userErrors: [{ field: null, code: 'PAYMENT_FAILED', message: 'Payment could not be verified.' }] });
    const missing = await ts.gql(
      `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { order { id } userErrors { field code } } }`,
      { input: { orderId, providerOrderId, providerPaymentId: '', signature: '' } },
      shopper.token,
    );
    expect(missing.data.verifyPayment.userErrors).toEqual([
      { field: ['input', 'providerPaymentId'], code: 'INVALID' },
      { field: ['input', 'signature'], code: 'INVALID' },
    ]);
    // A valid signature for a different provider order does not pay this one.
    const other = await onlineOrder(22);
    const otherPaid = (await testGatewayCheckout(ts, other.shopper.token, other.providerOrderId, 'success')).body;
    const swapped = await ts.rest(
      'POST',
      '/user/verify-payment',
      { orderId, razorpay_order_id: providerOrderId, razorpay_payment_id: otherPaid.razorpay_payment_id, razorpay_signature: otherPaid.razorpay_signature },
      shopper.token,
    );
    expect(swapped.status).toBe(402);
    // The spec's payment call cannot mark an order paid by saying so.
    const claimed = await ts.rest('POST', '/user/razorpay_payment', { orderId, transactionId: providerOrderId, paymentId: 'pay_x', paymentStatus: 'success', amount: 1 }, shopper.token);
    expect(claimed.status).toBe(400);
    expect(await paymentStatus(orderId)).toBe('PENDING');

    // Webhooks: a bad signature is refused; a good one with a tampered amount is refused too.
    const provider = ts.services.payments.provider as TestGatewayProvider;
    const event = (amt: number) => JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_BBBBBBBBBBBBBB', order_id: providerOrderId, amount: amt, status: 'captured' } } } });
    const post = (body: string, signature: string) =>
      fetch(`${ts.baseUrl}/api/v1/payments/razorpay/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature }, body });
    const forgedHook = await post(event(amount), crypto.createHmac('sha256', 'not-the-secret').update(event(amount)).digest('hex'));
    expect(forgedHook.status).toBe(403);
    const noSig = await fetch(`${ts.baseUrl}/api/v1/payments/razorpay/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: event(amount) });
    expect(noSig.status).toBe(403);
    const tampered = await post(event(amount - 100), provider.signWebhook(event(amount - 100)));
    expect(tampered.status).toBe(400);
    expect(await paymentStatus(orderId)).toBe('PENDING');
    // A genuine webhook pays it, once.
    const genuine = await post(event(amount), provider.signWebhook(event(amount)));
    expect(genuine.status).toBe(200);
    expect(await post(event(amount), provider.signWebhook(event(amount))).then((r) => r.status)).toBe(200);
    expect(await paymentStatus(orderId)).toBe('PAID');
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM payment WHERE order_id = $1 AND status = 'PAID'`, [Number(orderId)]);
    expect(count).toBe(1);
  });

  it('cancelling a paid online order refunds it through the provider', async () => {
    const { shopper, orderId, providerOrderId, amount } = await onlineOrder(23);
    const heard: string[] = [];
    const stops = [
      ts.services.domainEvents.subscribe('payment.received', 'test', (e) => void (e.orderId === Number(orderId) && heard.push(`paid ${e.amount}`))),
      ts.services.domainEvents.subscribe('order.status-changed', 'test', (e) => void (e.orderId === Number(orderId) && heard.push(`${e.to} refunding ${e.refundAmount}`))),
      ts.services.domainEvents.subscribe('refund.issued', 'test', (e) => void (e.orderId === Number(orderId) && heard.push(`refunded ${e.amount}`))),
    ];
    await payOnline(ts, shopper, orderId, providerOrderId);
    const cancelled = await ts.rest('POST', '/user/order/cancel', { orderId, cancelReason: 'Ordered the wrong size' }, shopper.token);
    stops.forEach((stop) => stop());
    // Announced in order, each after its commit: the payment, the cancel (with the refund due), the refund.
    expect(heard).toEqual([`paid ${amount}`, `CANCELLED refunding ${amount}`, `refunded ${amount}`]);
    expect(cancelled.body).toMatchObject({ success: true, message: 'Your order has been cancelled.', order: { orderStatus: 'Cancelled', paymentStatus: 'refunded' } });
    const [payment] = await ts.db.dataSource.query(`SELECT status, refund_id FROM payment WHERE order_id = $1 AND provider_payment_id IS NOT NULL`, [Number(orderId)]);
    expect(payment.status).toBe('REFUNDED');
    expect(payment.refund_id).toMatch(/^rfnd_/);
  });
});

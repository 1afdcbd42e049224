/**
 * A second successful payment of an order already paid (issue 25, item 5): two tabs paying the
 * same provider order, a late UPI success, its webhook. It used to answer "already paid" and
 * record nothing, so nobody gave the money back. Now: recorded as an attempt, refunded through the
 * provider once (also when the webhook repeats), shown to staff on the order.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider.js';
import type { TestGatewayProvider } from '../../src/modules/payments/test-gateway.provider.js';
import { STAFF, addToCart, newShopper, payOnline, pickPincode, placeOnline, sizeWithStock, testGatewayCheckout } from './orders-kit.js';
import { asRupees } from '../money.js';

const ts = useTestServer();

const DETAIL = `query($id: ID!) { adminOrder(id: $id) { order { paymentStatus } paymentAttempts { status source providerPaymentId secondPayment amount { amount currencyCode } refund refundId refundError errorDescription } } }`;

async function paidOrder(nth: number) {
  const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
  await addToCart(ts, shopper, await sizeWithStock(ts, 10, nth), 1);
  const placed = await placeOnline(ts, shopper);
  expect(placed.status).toBe(201);
  const orderId: string = placed.body._id;
  const providerOrderId: string = placed.body.payment.order_id;
  expect((await payOnline(ts, shopper, orderId, providerOrderId)).status).toBe(200);
  const [payment] = await ts.db.dataSource.query(`SELECT amount, provider_payment_id AS "first" FROM payment WHERE order_id = $1 AND status = 'PAID'`, [Number(orderId)]);
  return { shopper, orderId, providerOrderId, amount: payment.amount as number, firstPaymentId: payment.first as string };
}

/** Counts the provider's refunds (and can make the first ones fail). */
function watchRefunds(failFirst = 0) {
  const provider = ts.services.payments.provider as PaymentProvider;
  const original = provider.refund;
  const asked: Array<{ paymentId: string; amount: number }> = [];
  provider.refund = async (input) => {
    asked.push(input);
    if (asked.length <= failFirst) throw new Error('provider timed out');
    return original.call(provider, input);
  };
  const restore = () => {
    provider.refund = original;
  };
  return { asked, restore };
}

const webhook = (providerOrderId: string, paymentId: string, amount: number) => {
  const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, status: 'captured' } } } });
  const signature = (ts.services.payments.provider as TestGatewayProvider).signWebhook(body);
  return fetch(`${ts.baseUrl}/api/v1/payments/razorpay/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature }, body });
};

describe('a second successful payment of a paid order', () => {
  it('from a second tab: recorded, refunded through the provider once (the webhook repeating too), shown to staff', async () => {
    const order = await paidOrder(80);
    const refunds = watchRefunds();
    try {
      // The second tab pays the same provider order and the widget hands back its signed success.
      const second = (await testGatewayCheckout(ts, order.shopper.token, order.providerOrderId, 'success')).body;
      expect(second.razorpay_payment_id).not.toBe(order.firstPaymentId);
      const verified = await ts.rest(
        'POST',
        '/user/verify-payment',
        { orderId: order.orderId, razorpay_order_id: order.providerOrderId, razorpay_payment_id: second.razorpay_payment_id, razorpay_signature: second.razorpay_signature },
        order.shopper.token,
      );
      expect(verified.status).toBe(200);
      // Its webhook, then the webhook again (providers retry): nothing more.
      for (let i = 0; i < 2; i++) expect((await webhook(order.providerOrderId, second.razorpay_payment_id, order.amount)).status).toBe(200);
      // The first payment's own webhook changes nothing either.
      expect((await webhook(order.providerOrderId, order.firstPaymentId, order.amount)).status).toBe(200);
      expect(refunds.asked).toEqual([{ paymentId: second.razorpay_payment_id, amount: order.amount }]);

      const detail = asRupees(await ts.admin(DETAIL, { id: order.orderId }, STAFF));
      expect(detail.errors).toBeUndefined();
      expect(detail.data.adminOrder.order.paymentStatus).toBe('PAID');
      expect(detail.data.adminOrder.paymentAttempts).toEqual([
        expect.objectContaining({ status: 'PAID', source: 'verify', providerPaymentId: order.firstPaymentId, secondPayment: false, amount: null, refund: 'NONE', refundId: null }),
        expect.objectContaining({ status: 'PAID', source: 'verify', providerPaymentId: second.razorpay_payment_id, secondPayment: true, amount: order.amount / 100, refund: 'DONE', refundId: expect.stringMatching(/^rfnd_/), errorDescription: expect.stringMatching(/^Second payment/) }),
      ]);
      // The order's own payment is untouched: paid once, by the first payment.
      const payments = await ts.db.dataSource.query(`SELECT status, provider_payment_id AS id FROM payment WHERE order_id = $1`, [Number(order.orderId)]);
      expect(payments).toEqual([{ status: 'PAID', id: order.firstPaymentId }]);
    } finally {
      refunds.restore();
    }
  });

  it('arriving only by webhook while the provider is down: pending, then refunded once by the retry job', async () => {
    const order = await paidOrder(81);
    const refunds = watchRefunds(1);
    try {
      const late = 'pay_LATEUPISUCCESS1';
      expect((await webhook(order.providerOrderId, late, order.amount)).status).toBe(200);
      const pending = asRupees(await ts.admin(DETAIL, { id: order.orderId }, STAFF)).data.adminOrder.paymentAttempts[1];
      expect(pending).toMatchObject({ source: 'webhook', providerPaymentId: late, secondPayment: true, refund: 'PENDING', refundError: 'provider timed out' });
      // The webhook repeating while it is pending does not ask again (the claim holds it back).
      expect((await webhook(order.providerOrderId, late, order.amount)).status).toBe(200);
      expect(refunds.asked).toHaveLength(1);
      await ts.db.dataSource.query(`UPDATE payment_attempt SET refund_next_at = now() - interval '1 second' WHERE provider_payment_id = $1`, [late]);
      expect(await ts.services.refunds.retryDue(ts.system)).toBeGreaterThanOrEqual(1);
      expect(await ts.services.refunds.retryDue(ts.system)).toBe(0);
      expect(refunds.asked).toEqual([
        { paymentId: late, amount: order.amount },
        { paymentId: late, amount: order.amount },
      ]);
      const [attempt] = await ts.db.dataSource.query(`SELECT refund_status, refund_id FROM payment_attempt WHERE provider_payment_id = $1`, [late]);
      expect(attempt).toMatchObject({ refund_status: 'DONE', refund_id: expect.stringMatching(/^rfnd_/) });
      const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM payment_attempt WHERE provider_payment_id = $1`, [late]);
      expect(count).toBe(1);
    } finally {
      refunds.restore();
    }
  });

  it('through another provider order of the same order: the shopper is not told it was cancelled; refunded once; staff see it', async () => {
    const order = await paidOrder(82);
    // An older Pay Now's provider order, paid late.
    const older = 'order_OLDERPAYNOW0001';
    await ts.db.dataSource.query(`INSERT INTO payment (order_id, provider, provider_order_id, amount, status) VALUES ($1, 'test', $2, $3, 'CREATED')`, [Number(order.orderId), older, order.amount]);
    const refunds = watchRefunds();
    try {
      const late = (await testGatewayCheckout(ts, order.shopper.token, older, 'success')).body;
      const verified = await ts.rest('POST', '/user/verify-payment', { orderId: order.orderId, razorpay_order_id: older, razorpay_payment_id: late.razorpay_payment_id, razorpay_signature: late.razorpay_signature }, order.shopper.token);
      expect(verified.status).toBe(200);
      expect((await webhook(older, late.razorpay_payment_id, order.amount)).status).toBe(200);
      expect(refunds.asked).toEqual([{ paymentId: late.razorpay_payment_id, amount: order.amount }]);
      const attempts = asRupees(await ts.admin(DETAIL, { id: order.orderId }, STAFF)).data.adminOrder.paymentAttempts;
      expect(attempts[1]).toMatchObject({ providerPaymentId: late.razorpay_payment_id, secondPayment: true, amount: order.amount / 100, refund: 'DONE', refundId: expect.stringMatching(/^rfnd_/) });
      const [{ status }] = await ts.db.dataSource.query(`SELECT payment_status AS status FROM orders WHERE id = $1`, [Number(order.orderId)]);
      expect(status).toBe('PAID');
    } finally {
      refunds.restore();
    }
  });
});

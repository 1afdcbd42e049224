/**
 * Payments that cannot be faked or doubled, and provider calls that never run under a row lock:
 * the test gateway lives outside the GraphQL schema and only where it is the provider; Pay Now
 * called at once creates one provider order; a slow or failing refund leaves the order free.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../harness.js';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider.js';
import { ONLINE_PAYMENTS_OFF, PAYMENT_NOT_OPENED } from '../../src/modules/payments/payment.service.js';
import { addToCart, newShopper, pickPincode, placeCod, placeOnline, payOnline, sizeWithStock, testGatewayCheckout, type Shopper } from './orders-kit.js';
import { rupeeGql } from '../money.js';

/** Production refuses the console sender: a real gateway's settings, aimed where nothing listens. */
const NOWHERE_SMS = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', SMS_DLT_SENDER_ID: 'KAPDAS', MSG91_BASE_URL: 'http://127.0.0.1:9', SMS_MAX_ATTEMPTS: '1' };

const START_PAYMENT = `mutation($id: ID!) { startPayment(orderId: $id) { payment { providerOrderId } userErrors { field code message } } }`;
const SETTINGS = `{ storeSettings { onlinePaymentsEnabled paymentProvider onlinePaymentsMessage maxUnitsPerSize maxUnpaidOnlineOrders maxOpenCodOrders } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { field code message } } }`;

async function onlineOrder(ts: TestServer, nth: number): Promise<{ shopper: Shopper; orderId: string; providerOrderId: string }> {
  const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
  await addToCart(ts, shopper, await sizeWithStock(ts, 10, nth), 1);
  const { status, body } = await placeOnline(ts, shopper);
  expect(status).toBe(201);
  return { shopper, orderId: body._id, providerOrderId: body.payment.order_id };
}

/** Replaces one method of the shared provider instance for the length of `run`. */
async function withProviderMethod<K extends 'createOrder' | 'refund'>(ts: TestServer, name: K, replacement: PaymentProvider[K], run: () => Promise<void>): Promise<void> {
  const provider = ts.services.payments.provider as PaymentProvider;
  const original = provider[name];
  provider[name] = replacement;
  try {
    await run();
  } finally {
    provider[name] = original;
  }
}

describe('with the built-in test gateway (development and tests)', () => {
  const ts = useTestServer();
  const moneyGql = rupeeGql(ts);

  it('the public schema has no test operation; the test gateway answers on its own HTTP route', async () => {
    const { data } = await moneyGql(`{ __schema { queryType { fields { name } } mutationType { fields { name } } } }`);
    const names = [...data.__schema.queryType.fields, ...data.__schema.mutationType.fields].map((f: { name: string }) => f.name);
    expect(names.filter((name) => /test/i.test(name))).toEqual([]);
    const asMutation = await moneyGql(`mutation { testGatewayCheckout(providerOrderId: "order_x", outcome: SUCCESS) { signature } }`);
    expect(asMutation.errors?.[0]?.message).toMatch(/testGatewayCheckout/);

    expect((await moneyGql(SETTINGS)).data.storeSettings).toEqual({
      onlinePaymentsEnabled: true,
      paymentProvider: 'TEST',
      onlinePaymentsMessage: null,
      maxUnitsPerSize: 10,
      maxUnpaidOnlineOrders: 2,
      maxOpenCodOrders: 5,
    });
    const { shopper, orderId, providerOrderId } = await onlineOrder(ts, 60);
    const paid = await testGatewayCheckout(ts, shopper.token, providerOrderId, 'success');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ razorpay_order_id: providerOrderId, razorpay_payment_id: expect.stringMatching(/^pay_/), razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const bad = await testGatewayCheckout(ts, shopper.token, providerOrderId, 'maybe' as 'success');
    expect(bad.status).toBe(400);
    expect((await ts.rest('POST', '/user/verify-payment', { orderId, razorpay_order_id: providerOrderId, razorpay_payment_id: paid.body.razorpay_payment_id, razorpay_signature: paid.body.razorpay_signature }, shopper.token)).status).toBe(200);
  });

  it('concurrent Pay Now calls for one order create ONE provider order and all answer it', async () => {
    const { shopper, orderId } = await onlineOrder(ts, 61);
    // As if opening the payment at checkout had failed: no payment row yet.
    await ts.db.dataSource.query(`DELETE FROM payment WHERE order_id = $1`, [Number(orderId)]);
    const provider = ts.services.payments.provider as PaymentProvider;
    const create = provider.createOrder.bind(provider);
    let created = 0;
    await withProviderMethod(
      ts,
      'createOrder',
      async (input) => {
        created++;
        await new Promise((resolve) => setTimeout(resolve, 300)); // a provider round trip: every caller arrives meanwhile
        return create(input);
      },
      async () => {
        const calls = Array.from({ length: 8 }, (_, i) =>
          i % 2 === 0
            ? moneyGql(START_PAYMENT, { id: orderId }, shopper.token).then((r) => r.data?.startPayment?.payment?.providerOrderId ?? r.data?.startPayment?.userErrors[0]?.message ?? r.errors?.[0]?.message)
            : ts.rest('POST', '/user/start-payment', { orderId }, shopper.token).then((r) => r.body.payment?.order_id ?? r.body.message),
        );
        const answers = await Promise.all(calls);
        expect(created).toBe(1);
        expect(new Set(answers).size).toBe(1);
        expect(answers[0]).toMatch(/^order_/);
      },
    );
    const rows = await ts.db.dataSource.query(`SELECT status, provider_order_id FROM payment WHERE order_id = $1`, [Number(orderId)]);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('CREATED');
  });

  it('a provider that fails to open the payment leaves no claim behind: Pay Now works again', async () => {
    const { shopper, orderId } = await onlineOrder(ts, 62);
    await ts.db.dataSource.query(`DELETE FROM payment WHERE order_id = $1`, [Number(orderId)]);
    await withProviderMethod(
      ts,
      'createOrder',
      async () => {
        throw new Error('provider unreachable');
      },
      async () => {
        expect(await ts.rest('POST', '/user/start-payment', { orderId }, shopper.token)).toMatchObject({ status: 402, body: { message: PAYMENT_NOT_OPENED } });
      },
    );
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM payment WHERE order_id = $1`, [Number(orderId)]);
    expect(count).toBe(0);
    const again = await ts.rest('POST', '/user/start-payment', { orderId }, shopper.token);
    expect(again.status).toBe(200);
  });

  it('a slow refund does not hold the order row: another transaction updates it meanwhile (lock_timeout 500 ms)', async () => {
    const { shopper, orderId, providerOrderId } = await onlineOrder(ts, 63);
    expect((await payOnline(ts, shopper, orderId, providerOrderId)).status).toBe(200);
    const provider = ts.services.payments.provider as PaymentProvider;
    const refund = provider.refund.bind(provider);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let refundStarted!: () => void;
    const started = new Promise<void>((resolve) => (refundStarted = resolve));
    await withProviderMethod(
      ts,
      'refund',
      async (input) => {
        refundStarted();
        await gate; // the provider takes its time
        return refund(input);
      },
      async () => {
        const cancelling = ts.rest('POST', '/user/order/cancel', { orderId, cancelReason: 'Changed my mind' }, shopper.token);
        await started;
        // While the provider is still working, the order and its payment can be locked and changed.
        await ts.db.dataSource.transaction(async (manager) => {
          await manager.query(`SET LOCAL lock_timeout = '500ms'`);
          await manager.query(`UPDATE orders SET updated_at = now() WHERE id = $1`, [Number(orderId)]);
          await manager.query(`UPDATE payment SET updated_at = now() WHERE order_id = $1`, [Number(orderId)]);
        });
        const [during] = await ts.db.dataSource.query(`SELECT o.status, o.payment_status, p.status AS payment FROM orders o JOIN payment p ON p.order_id = o.id WHERE o.id = $1`, [Number(orderId)]);
        expect(during).toEqual({ status: 'CANCELLED', payment_status: 'REFUNDED', payment: 'REFUND_PENDING' });
        release();
        const cancelled = await cancelling;
        expect(cancelled.body).toMatchObject({ success: true, order: { orderStatus: 'Cancelled', paymentStatus: 'refunded' } });
      },
    );
    const [payment] = await ts.db.dataSource.query(`SELECT status, refund_id FROM payment WHERE order_id = $1`, [Number(orderId)]);
    expect(payment.status).toBe('REFUNDED');
    expect(payment.refund_id).toMatch(/^rfnd_/);
  });

  it('a failed refund does not undo the cancel: it stays pending, logged, and the retry settles it', async () => {
    const { shopper, orderId, providerOrderId } = await onlineOrder(ts, 64);
    await payOnline(ts, shopper, orderId, providerOrderId);
    await withProviderMethod(
      ts,
      'refund',
      async () => {
        throw new Error('provider timed out');
      },
      async () => {
        const cancelled = await ts.rest('POST', '/user/order/cancel', { orderId, cancelReason: 'Ordered twice' }, shopper.token);
        expect(cancelled.body).toMatchObject({ success: true, order: { orderStatus: 'Cancelled' } });
      },
    );
    const [pending] = await ts.db.dataSource.query(`SELECT status, refund_error, refund_attempts, refund_next_at > now() AS later FROM payment WHERE order_id = $1`, [Number(orderId)]);
    expect(pending).toEqual({ status: 'REFUND_PENDING', refund_error: 'provider timed out', refund_attempts: 1, later: true });
    // Not due yet: the retry leaves it alone; once due, it is refunded.
    expect(await ts.services.refunds.retryDue(ts.system)).toBe(0);
    await ts.db.dataSource.query(`UPDATE payment SET refund_next_at = now() - interval '1 second' WHERE order_id = $1`, [Number(orderId)]);
    expect(await ts.services.refunds.retryDue(ts.system)).toBe(1);
    const [settled] = await ts.db.dataSource.query(`SELECT status, refund_error FROM payment WHERE order_id = $1`, [Number(orderId)]);
    expect(settled).toEqual({ status: 'REFUNDED', refund_error: null });
  });
});

describe('with Razorpay keys', () => {
  const ts = useTestServer({ RAZORPAY_KEY_ID: 'rzp_test_keyid000000', RAZORPAY_KEY_SECRET: 'razorpay-secret-for-tests', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-for-tests' });
  const moneyGql = rupeeGql(ts);

  it('the test gateway route does not exist', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    expect((await testGatewayCheckout(ts, shopper.token, 'order_AAAAAAAAAAAAAA', 'success')).status).toBe(404);
    expect((await moneyGql(SETTINGS)).data.storeSettings).toMatchObject({ onlinePaymentsEnabled: true, paymentProvider: 'RAZORPAY' });
  });
});

describe('in production with ONLINE_PAYMENTS=off (Cash on Delivery only)', () => {
  const ts = useTestServer({ NODE_ENV: 'production', ONLINE_PAYMENTS: 'off', ...NOWHERE_SMS });
  const moneyGql = rupeeGql(ts);

  it('says so, refuses online orders and Pay Now over both APIs, and takes cash orders', async () => {
    expect((await moneyGql(SETTINGS)).data.storeSettings).toMatchObject({ onlinePaymentsEnabled: false, paymentProvider: null, onlinePaymentsMessage: ONLINE_PAYMENTS_OFF });
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 5, 65);
    await addToCart(ts, shopper, size, 1);

    const rest = await placeOnline(ts, shopper);
    expect(rest).toMatchObject({ status: 400, body: { success: false, message: ONLINE_PAYMENTS_OFF } });
    const gql = await moneyGql(PLACE, { input: { addressId: String(shopper.addressId), paymentMethod: 'ONLINE' } }, shopper.token);
    expect(gql.data.placeOrder).toEqual({ order: null, userErrors: [{ field: ['input', 'paymentMethod'], code: 'INVALID', message: ONLINE_PAYMENTS_OFF }] });
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM orders WHERE customer_id = $1`, [shopper.customerId]);
    expect(count).toBe(0);

    const cod = await placeCod(ts, shopper);
    expect(cod.status).toBe(201);
    // An online order from before the switch cannot be paid now either.
    await ts.db.dataSource.query(`UPDATE orders SET payment_method = 'ONLINE', shipping_charge = 0 WHERE id = $1`, [Number(cod.body._id)]);
    expect(await ts.rest('POST', '/user/start-payment', { orderId: cod.body._id }, shopper.token)).toMatchObject({ status: 409, body: { message: ONLINE_PAYMENTS_OFF } });
    const pay = await moneyGql(START_PAYMENT, { id: cod.body._id }, shopper.token);
    expect(pay.data.startPayment).toEqual({ payment: null, userErrors: [{ field: null, code: 'CONFLICT', message: ONLINE_PAYMENTS_OFF }] });
    expect((await testGatewayCheckout(ts, shopper.token, 'order_AAAAAAAAAAAAAA', 'success')).status).toBe(404);
    const hook = await fetch(`${ts.baseUrl}/api/v1/payments/razorpay/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab' }, body: '{}' });
    expect(hook.status).toBe(404);
  });
});

/**
 * A second payment of a paid order (issue 25, item 5): the shopper pays the same order in two
 * tabs; the second payment is recorded and refunded through the provider, and fulfilment staff
 * see it on the order screen (375 and 1280 px).
 */
import { describe, it, beforeAll } from 'vitest';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';

const FULFILMENT = '7000000022';
const SHOPPER = '9811100091';

async function sql<T = Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function staffLogin(page: Page, phone: string) {
  await page.goto('/admin');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const note = await page.getByRole('status').filter({ hasText: 'Development code' }).innerText();
  await page.getByLabel('One-time code').fill(/Development code: (\d{6})/.exec(note)![1]);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
}

describe('a second payment of a paid order', () => {
  const e2e = useE2E();
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${e2e.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    return response.json() as Promise<any>;
  };
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const body = await post('/graphql', { query, variables }, token);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  beforeAll(async () => {
    await sql(e2e.databaseUrl, `INSERT INTO staff_member (phone, name, role) VALUES ($1, 'Farid Fulfilment', 'fulfilment')`, [FULFILMENT]);
  });

  it('is refunded and shown to staff on the order', async () => {
    const { otp } = await post('/api/v1/user/sendOtp', { phone: SHOPPER });
    const { token } = await post('/api/v1/user/verifyOtp', { phone: SHOPPER, otp });
    const [size] = await sql<{ productId: number; color: string; size: string }>(
      e2e.databaseUrl,
      `SELECT p.id AS "productId", v.color_name AS color, vs.size FROM variant_size vs JOIN variant v ON v.id = vs.variant_id JOIN product p ON p.id = v.product_id
       WHERE vs.stock > 3 ORDER BY vs.id OFFSET 11 LIMIT 1`,
    );
    const { addAddress } = await gql(token, `mutation($input: AddressInput!) { addAddress(input: $input) { address { id } } }`, {
      input: { fullName: 'Asha Verma', phone: '9876543210', pincode: '226001', houseName: 'Flat 4B, Gulmohar Residency', address: '12 Station Road' },
    });
    await gql(token, `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { __typename } } }`, { line: { productId: String(size.productId), color: size.color, size: size.size, quantity: 1 } });
    const { placeOrder } = await gql(token, `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } } }`, { input: { addressId: addAddress.address.id, paymentMethod: 'ONLINE' } });
    const orderId: string = placeOrder.order.id;
    const { startPayment } = await gql(token, `mutation($id: ID!) { startPayment(orderId: $id) { payment { providerOrderId } } }`, { id: orderId });
    const providerOrderId: string = startPayment.payment.providerOrderId;
    // Two tabs pay the same order; each widget hands back its own signed success.
    for (let tab = 0; tab < 2; tab++) {
      const paid = await post('/api/test-gateway/checkout', { providerOrderId, outcome: 'success' }, token);
      const verified = await post('/api/v1/user/verify-payment', { orderId, razorpay_order_id: providerOrderId, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature }, token);
      if (!verified.success) throw new Error(JSON.stringify(verified));
    }

    for (const width of [375, 1280]) {
      const staff = await e2e.newPage(width);
      await staffLogin(staff, FULFILMENT);
      await staff.goto(`/admin/orders/${orderId}`);
      await staff.getByRole('heading', { name: new RegExp(`Order ${placeOrder.order.orderNumber}`) }).waitFor();
      await staff.getByText('second payment refunded').waitFor();
      await staff.getByText(/paid twice, refunded to the shopper \(rfnd_/).waitFor();
      await e2e.screenshot(staff, `admin-order-second-payment-${width}`);
    }
  });
});

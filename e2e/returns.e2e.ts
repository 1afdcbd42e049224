/**
 * Returns (issue 17): an order is delivered (staff token on /admin/graphql), the shopper asks to
 * return one item from the order page (a bad UPI id refused by its field, a photo attached),
 * fulfilment staff approve it and move it to refunded in the dashboard, and the shopper sees the
 * status on the order page and in My Orders.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';

const STAFF_TOKEN = 'staff-token-for-tests-only';
const FULFILMENT = '7000000012';
const SHOPPER = '9811100071';
// A 1×1 PNG: a real image for the photo upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function sql<T = Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function shopperLogin(page: Page, phone: string): Promise<string> {
  await page.goto('/user-login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = (await page.getByTestId('dev-otp').innerText()).trim();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: /Verify/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('user-login'));
  return (await page.evaluate(() => localStorage.getItem('token')))!;
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

describe('returns journey', () => {
  const e2e = useE2E();
  const gql = async (path: string, token: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${e2e.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  beforeAll(async () => {
    await sql(e2e.databaseUrl, `INSERT INTO staff_member (phone, name, role) VALUES ($1, 'Farid Fulfilment', 'fulfilment')`, [FULFILMENT]);
  });

  it('a shopper returns a delivered item; staff approve and refund it; the shopper sees the status', async () => {
    // A product colour with at least two sizes in stock, so an exchange is offered too.
    const [size] = await sql<{ productId: number; color: string; size: string }>(
      e2e.databaseUrl,
      `SELECT p.id AS "productId", v.color_name AS color, vs.size FROM variant_size vs JOIN variant v ON v.id = vs.variant_id JOIN product p ON p.id = v.product_id
       WHERE vs.stock > 3 AND (SELECT count(*) FROM variant_size s2 WHERE s2.variant_id = v.id AND s2.stock > 0) >= 2 ORDER BY vs.id OFFSET 7 LIMIT 1`,
    );
    const shopper = await e2e.newPage(375);
    const token = await shopperLogin(shopper, SHOPPER);
    const { addAddress } = await gql('/graphql', token, `mutation($input: AddressInput!) { addAddress(input: $input) { address { id } } }`, {
      input: { fullName: 'Asha Verma', phone: '9876543210', pincode: '226001', houseName: 'Flat 4B, Gulmohar Residency', address: '12 Station Road' },
    });
    await gql('/graphql', token, `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { __typename } userErrors { field code message } } }`, { line: { productId: String(size.productId), color: size.color, size: size.size, quantity: 2 } });
    const { placeOrder } = await gql('/graphql', token, `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } } }`, { input: { addressId: addAddress.address.id, paymentMethod: 'COD' } });
    const orderId: string = placeOrder.order.id;
    for (let i = 0; i < 4; i++) await gql('/admin/graphql', STAFF_TOKEN, `mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`, { id: orderId });

    // The shopper opens the delivered order and asks to return one of the two.
    await shopper.goto(`/order-placed/${orderId}`);
    await shopper.getByRole('button', { name: 'Return or exchange' }).click();
    const dialog = shopper.getByRole('dialog', { name: 'Return or exchange' });
    await dialog.getByLabel('Reason').selectOption({ label: 'Size too small' });
    await dialog.getByLabel('Comment (optional)').fill('Runs a size small.');
    await dialog.getByLabel(/Photos/).setInputFiles({ name: 'tag.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText('tag.png').waitFor();
    await dialog.getByRole('textbox', { name: 'UPI ID' }).fill('asha-no-handle');
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await dialog.getByText('Enter a valid UPI ID, like name@bank.').waitFor();
    await e2e.screenshot(shopper, 'returns-form-375');
    await dialog.screenshot({ path: 'e2e/screenshots/returns-dialog-375.png' });
    await dialog.getByRole('textbox', { name: 'UPI ID' }).fill('asha.verma@okaxis');
    await dialog.getByRole('button', { name: 'Request return' }).click();
    const card = shopper.getByRole('region', { name: 'Returns and exchanges' });
    await card.getByText('Requested', { exact: true }).first().waitFor();
    await card.getByText(/UPI as••••@okaxis/).waitFor();
    // One open request per item: the button is gone while it is open.
    await expect.poll(() => shopper.getByRole('button', { name: 'Return or exchange' }).count()).toBe(0);
    await e2e.screenshot(shopper, 'returns-order-requested-375');

    // Fulfilment staff find it under Returns, approve it and take it to refunded.
    const staff = await e2e.newPage(1280);
    await staffLogin(staff, FULFILMENT);
    await staff.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Returns' }).click();
    await staff.getByRole('heading', { name: 'Returns' }).waitFor();
    await staff.getByText('1 request;').waitFor();
    await e2e.screenshot(staff, 'admin-returns-1280');
    await staff.getByRole('link', { name: /^RT\d{8}$/ }).click();
    await staff.getByRole('button', { name: /^Approve · pickup/ }).click();
    await staff.getByRole('button', { name: 'Mark picked up' }).click();
    await staff.getByRole('button', { name: 'Mark received' }).click();
    await staff.getByLabel('Transfer reference (UTR), optional').fill('UTR-20261123');
    await e2e.screenshot(staff, 'admin-return-received-1280');
    await staff.getByRole('button', { name: /^Refund ₹/ }).click();
    await staff.getByText('Nothing left to do: the request is refunded.').waitFor();
    await staff.getByText(/CN\/\d{2}-\d{2}\/\d{6}/).first().waitFor();
    await e2e.screenshot(staff, 'admin-return-refunded-1280');
    const narrowStaff = await e2e.newPage(375);
    await staffLogin(narrowStaff, FULFILMENT);
    await narrowStaff.goto(staff.url());
    await narrowStaff.getByText('Nothing left to do: the request is refunded.').waitFor();
    await e2e.screenshot(narrowStaff, 'admin-return-refunded-375');

    const audit = await sql<{ action: string }>(e2e.databaseUrl, `SELECT action FROM audit_log WHERE entity_type = 'return' ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(['return.approved', 'return.picked-up', 'return.received', 'return.refunded']);

    // The shopper sees it refunded on the order page and in My Orders; the other unit may still be returned.
    await shopper.reload();
    await card.getByText('Refunded', { exact: true }).first().waitFor();
    await shopper.getByRole('button', { name: 'Return or exchange' }).waitFor();
    await e2e.screenshot(shopper, 'returns-order-refunded-375');
    await shopper.goto('/my-orders');
    await shopper.getByRole('tab', { name: 'History' }).click();
    await shopper.getByTestId('return-status').getByText('Refunded').waitFor();
    await e2e.screenshot(shopper, 'returns-my-orders-375');
    const wide = await e2e.newPage(1280);
    await shopperLogin(wide, SHOPPER);
    await wide.goto(`/order-placed/${orderId}`);
    await wide.getByRole('region', { name: 'Returns and exchanges' }).getByText('Refunded', { exact: true }).first().waitFor();
    await e2e.screenshot(wide, 'returns-order-refunded-1280');
    await wide.getByRole('button', { name: 'Return or exchange' }).click();
    await wide.getByRole('dialog', { name: 'Return or exchange' }).getByText('Exchange for another size').waitFor();
    await wide.getByRole('dialog', { name: 'Return or exchange' }).getByLabel(/Exchange for another size/).check();
    await wide.getByRole('dialog', { name: 'Return or exchange' }).getByLabel('New size').waitFor();
    await wide.getByRole('dialog', { name: 'Return or exchange' }).screenshot({ path: 'e2e/screenshots/returns-dialog-exchange-1280.png' });
    const notices = await sql<{ title: string }>(e2e.databaseUrl, `SELECT title FROM notification n JOIN customer c ON c.id = n.customer_id WHERE c.phone = $1 AND title LIKE 'Return %' ORDER BY n.id`, [SHOPPER]);
    expect(notices.map((n) => n.title.replace(/RT\d+/, 'RT'))).toEqual(['requested', 'approved', 'picked up', 'received', 'refunded'].map((t) => `Return RT ${t}`));
  }, 180_000);
});

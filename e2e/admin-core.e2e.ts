/**
 * The staff dashboard (issue 13): OTP login, a fulfilment user moving an order through shipping to
 * delivery while the shopper watches their tracker, and a catalogue user refused the orders.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';

async function sql<T = Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const OWNER = '7000000001';
const FULFILMENT = '7000000002';
const CATALOGUE = '7000000003';

/** Staff login at /admin: phone, then the development code the screen shows. */
async function staffLogin(page: Page, phone: string) {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Staff dashboard' }).waitFor();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const note = await page.getByRole('status').filter({ hasText: 'Development code' }).innerText();
  const code = /Development code: (\d{6})/.exec(note)![1];
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
}

async function shopperLogin(page: Page, phone: string) {
  await page.goto('/user-login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = (await page.getByTestId('dev-otp').innerText()).trim();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: /Verify/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('user-login'));
}

describe('staff dashboard core', () => {
  const e2e = useE2E();

  beforeAll(async () => {
    await sql(e2e.databaseUrl, `INSERT INTO staff_member (phone, name, role) VALUES ($1, 'Asha Owner', 'owner'), ($2, 'Farid Fulfilment', 'fulfilment'), ($3, 'Chitra Catalogue', 'catalogue')`, [OWNER, FULFILMENT, CATALOGUE]);
  });

  it('an owner logs in by phone and one-time code and sees the overview, staff and audit log', async () => {
    const page = await e2e.newPage(1280);
    await staffLogin(page, OWNER);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByText('Orders today').waitFor();
    await page.getByRole('img', { name: /Revenue over the last 30 days/ }).waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allInnerTexts()).toEqual(['Overview', 'Orders', 'Returns', 'Customers', 'Sections & categories', 'Products', 'CSV import', 'Bulk stock & prices', 'Coupons', 'Merchandising', 'Store pages', 'Reviews', 'Delivery area', 'Store settings', 'Staff', 'Audit log', 'Deliveries', 'GST', 'Webhooks', 'API keys']);
    await e2e.screenshot(page, 'admin-overview-1280');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('cell', { name: FULFILMENT }).waitFor();
    // Bad input: a field-level message, and nobody is added.
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('Please enter a valid 10-digit mobile number').or(page.locator('#invite-phone-error')).first().waitFor();
    const [{ count }] = await sql<{ count: number }>(e2e.databaseUrl, `SELECT count(*)::int AS count FROM staff_member`);
    expect(count).toBe(3);
    await page.getByLabel('Mobile number').fill('7000000009');
    await page.getByLabel('Name (optional)').fill('Gita');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('cell', { name: '7000000009' }).waitFor();
    await e2e.screenshot(page, 'admin-staff-1280');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('cell', { name: /staff\.invite/ }).waitFor();
    await e2e.screenshot(page, 'admin-audit-1280');
  });

  it('a fulfilment user ships (courier + tracking) and delivers; the shopper sees the tracker move', async () => {
    // The shopper places a cash-on-delivery order.
    const [product] = await sql<{ id: number; size: string }>(
      e2e.databaseUrl,
      `SELECT p.id, vs.size FROM product p JOIN variant v ON v.product_id = p.id AND v.position = 0
         JOIN LATERAL (SELECT * FROM variant_size s WHERE s.variant_id = v.id AND s.stock > 2 ORDER BY s.position LIMIT 1) vs ON true
       ORDER BY p.id OFFSET 5 LIMIT 1`,
    );
    const shopper = await e2e.newPage(1280);
    await shopperLogin(shopper, '9811100021');
    await shopper.goto(`/product-details/${product.id}`);
    await shopper.getByRole('button', { name: product.size, exact: true }).click();
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    await shopper.getByText(/Added to cart successfully/).first().waitFor();
    await shopper.goto('/check-out');
    await shopper.getByRole('button', { name: 'Add New Address' }).click();
    const dialog = shopper.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByLabel('Full name').fill('Asha Verma');
    await dialog.getByLabel('Mobile number').fill('9876543210');
    await dialog.getByLabel('Pincode').fill('226001');
    await expect.poll(() => dialog.getByLabel('State').inputValue(), { timeout: 10_000 }).toBe('Uttar Pradesh');
    await dialog.getByLabel('House / flat no. and building').fill('Flat 4B, Gulmohar Residency');
    await dialog.getByLabel('Address (street, area)').fill('12 Station Road');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await shopper.getByRole('radio', { name: /Asha Verma/ }).waitFor();
    await shopper.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await shopper.waitForURL('**/order-placed/*', { timeout: 10_000 });
    const orderId = shopper.url().split('/').pop()!;
    const [{ order_number: orderNumber }] = await sql<{ order_number: string }>(e2e.databaseUrl, `SELECT order_number FROM orders WHERE id = $1`, [Number(orderId)]);
    const step = (label: string) => shopper.locator('[aria-current="step"]', { hasText: label });
    await step('Order Progress').waitFor();

    // Fulfilment finds it by order number and moves it along.
    const staff = await e2e.newPage(1280);
    await staffLogin(staff, FULFILMENT);
    await expect.poll(() => staff.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allInnerTexts()).toEqual(['Overview', 'Orders', 'Returns', 'Customers', 'Delivery area']);
    await staff.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders' }).click();
    await staff.getByLabel('Order number or phone').fill(orderNumber);
    await staff.getByRole('button', { name: 'Apply' }).click();
    await staff.getByText('1 order;').waitFor();
    await e2e.screenshot(staff, 'admin-orders-1280');
    await staff.getByRole('link', { name: orderNumber }).click();
    await staff.getByRole('heading', { name: new RegExp(`Order ${orderNumber}`) }).waitFor();
    await staff.getByRole('button', { name: 'Confirm (start packing)' }).click();
    // Shipping needs a courier and a valid tracking number: a bad one is refused next to its field.
    await staff.getByLabel('Courier').fill('Delhivery');
    await staff.getByLabel('Tracking number').fill('#1');
    await staff.getByRole('button', { name: 'Ship' }).click();
    await staff.getByText('Enter the tracking number: 4–40 letters, digits or dashes.').waitFor();
    await staff.getByLabel('Tracking number').fill('DL12345678');
    await staff.getByRole('button', { name: 'Ship' }).click();
    await staff.getByTestId('tracking').filter({ hasText: 'DL12345678' }).waitFor();
    await e2e.screenshot(staff, 'admin-order-1280');

    await shopper.reload();
    await step('Shipped').waitFor();

    await staff.getByRole('button', { name: 'Out for delivery' }).click();
    await staff.getByRole('button', { name: 'Mark delivered' }).click();
    await staff.getByText('Nothing left to do').or(staff.getByRole('button', { name: 'Mark cash collected' })).first().waitFor();
    await shopper.reload();
    await step('Delivered').waitFor();

    const actions = await sql<{ action: string }>(e2e.databaseUrl, `SELECT action FROM audit_log WHERE entity_type = 'order' AND entity_id = $1 ORDER BY id`, [orderId]);
    expect(actions.map((a) => a.action)).toEqual(['order.confirm', 'order.ship', 'order.out-for-delivery', 'order.deliver']);

    const narrow = await e2e.newPage(768);
    await staffLogin(narrow, FULFILMENT);
    await narrow.goto(`/admin/orders/${orderId}`);
    await narrow.getByTestId('tracking').waitFor();
    await e2e.screenshot(narrow, 'admin-order-768');
    await narrow.goto('/admin/orders');
    await narrow.getByRole('table').waitFor();
    await e2e.screenshot(narrow, 'admin-orders-768');
    await narrow.goto('/admin');
    await narrow.getByRole('img', { name: /Revenue over the last 30 days/ }).waitFor();
    await e2e.screenshot(narrow, 'admin-overview-768');
  });

  it('a catalogue user cannot open orders: the server refuses and the screen says so', async () => {
    const page = await e2e.newPage(1280);
    await staffLogin(page, CATALOGUE);
    await expect.poll(() => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allInnerTexts()).toEqual(['Overview', 'Sections & categories', 'Products', 'CSV import', 'Bulk stock & prices', 'Coupons', 'Merchandising', 'Store pages', 'Reviews']);
    await page.goto('/admin/orders');
    const refusal = page.locator('.admin-error[data-code="FORBIDDEN"]');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/Your staff role may not do this/);
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
    await e2e.screenshot(page, 'admin-catalogue-refused-1280');
  });
});

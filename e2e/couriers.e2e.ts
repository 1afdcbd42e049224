/**
 * Couriers (issue 29): staff book a shipment on the order page (the local fake courier answers the
 * AWB and label), the courier's webhook moves it, and the shopper's open order page shows the
 * courier, AWB and scans live, without a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';
import { startFakeCourier, type FakeCourierService } from '../server/src/modules/shipping/fake-courier-service.js';

const SECRET = 'e2e-courier-webhook-secret';
const FULFILMENT = '7000000092';
const env: Record<string, string> = { COURIER_PROVIDER: 'fake', COURIER_FAKE_KEY: 'e2e-courier-key', COURIER_WEBHOOK_SECRET: SECRET };
let courier: FakeCourierService;
// Before the server starts (useE2E's beforeAll runs next), so its settings can name the courier.
beforeAll(async () => {
  courier = await startFakeCourier({ apiKey: 'e2e-courier-key', webhookSecret: SECRET });
  env.COURIER_FAKE_URL = courier.url;
});
afterAll(() => courier?.close());

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

async function shopperPlacesOrder(page: Page, databaseUrl: string): Promise<string> {
  const [product] = await sql<{ id: number; size: string }>(
    databaseUrl,
    `SELECT p.id, vs.size FROM product p JOIN variant v ON v.product_id = p.id AND v.position = 0
       JOIN LATERAL (SELECT * FROM variant_size s WHERE s.variant_id = v.id AND s.stock > 2 ORDER BY s.position LIMIT 1) vs ON true
     ORDER BY p.id OFFSET 7 LIMIT 1`,
  );
  await page.goto('/user-login');
  await page.getByLabel('Mobile number').fill('9811170092');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('One-time code').fill((await page.getByTestId('dev-otp').innerText()).trim());
  await page.getByRole('button', { name: /Verify/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('user-login'));
  await page.goto(`/product-details/${product.id}`);
  await page.getByRole('button', { name: product.size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(/Added to cart successfully/).first().waitFor();
  await page.goto('/check-out');
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByLabel('Full name').fill('Asha Verma');
  await dialog.getByLabel('Mobile number').fill('9876543210');
  await dialog.getByLabel('Pincode').fill('226001');
  await expect.poll(() => dialog.getByLabel('State').inputValue(), { timeout: 10_000 }).toBe('Uttar Pradesh');
  await dialog.getByLabel('House / flat no. and building').fill('Flat 4B, Gulmohar Residency');
  await dialog.getByLabel('Address (street, area)').fill('12 Station Road');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await page.getByRole('radio', { name: /Asha Verma/ }).waitFor();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL('**/order-placed/*', { timeout: 10_000 });
  return page.url().split('/').pop()!;
}

describe('shipping with a courier', () => {
  const e2e = useE2E(env);

  it('staff book the parcel, the courier scans it, and the shopper sees courier, AWB and scans live', async () => {
    courier.webhookUrl = `${e2e.baseUrl}/api/v1/shipping/tracking-webhook`;
    await sql(e2e.databaseUrl, `INSERT INTO staff_member (phone, name, role) VALUES ($1, 'Farid Fulfilment', 'fulfilment') ON CONFLICT DO NOTHING`, [FULFILMENT]);
    const shopper = await e2e.newPage(375);
    const orderId = await shopperPlacesOrder(shopper, e2e.databaseUrl);
    await shopper.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    await shopper.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 7));

    const staff = await e2e.newPage(1280);
    await staffLogin(staff, FULFILMENT);
    await staff.goto(`/admin/orders/${orderId}`);
    await staff.getByRole('button', { name: 'Confirm (start packing)' }).click();
    const book = staff.getByRole('form', { name: 'Book the shipment' });
    await book.getByLabel('Weight (g)').fill('0');
    await book.getByLabel('Length (cm)').fill('30');
    await book.getByLabel('Breadth (cm)').fill('25');
    await book.getByLabel('Height (cm)').fill('4');
    await book.getByRole('button', { name: 'Ship (book courier)' }).click();
    await staff.getByText('Enter the package weight in grams (1–50,000).').waitFor();
    await book.getByLabel('Weight (g)').fill('450');
    await book.getByRole('button', { name: 'Ship (book courier)' }).click();
    const awb = (await staff.getByTestId('awb').innerText()).trim();
    expect(awb).toMatch(/^FK\d{10}$/);
    await staff.getByRole('link', { name: 'Print label' }).waitFor();
    await staff.getByRole('button', { name: 'Book pickup' }).click();
    await staff.getByText(/Pickup P\d+/).waitFor();
    await e2e.screenshot(staff, 'couriers-admin-booked-1280');

    // The shopper's open page: shipped with the courier and AWB, then the courier's scans arrive live.
    await shopper.getByTestId('parcel-awb').filter({ hasText: awb }).waitFor({ timeout: 8000 });
    await courier.scan(awb, 'PICKED', { location: 'Surat Hub' });
    await courier.scan(awb, 'UNDELIVERED', { location: 'Lucknow', remark: 'Customer not available' });
    await shopper.getByTestId('parcel-status').filter({ hasText: 'Delivery attempt failed' }).waitFor({ timeout: 8000 });
    await shopper.getByText('Customer not available').waitFor();
    await e2e.screenshot(shopper, 'couriers-order-ndr-375');
    await courier.scan(awb, 'OFD', { location: 'Lucknow' });
    await shopper.locator('[aria-current="step"]', { hasText: 'Out For Delivered' }).waitFor({ timeout: 8000 });
    expect(await shopper.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(7);

    await e2e.screenshot(shopper, 'couriers-order-ofd-375');
    await shopper.setViewportSize({ width: 1280, height: 900 });
    await e2e.screenshot(shopper, 'couriers-order-ofd-1280');
    await staff.reload();
    await staff.getByRole('list', { name: 'Courier scans' }).getByText('Delivery attempt failed').waitFor();
    await e2e.screenshot(staff, 'couriers-admin-scans-1280');
  });
});

/**
 * Live order status: with the order page (and then My Orders) open, staff move the order on
 * /admin/graphql and the screen follows by itself: no reload, well before the 30 s fallback poll.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { useE2E } from './harness.js';

async function productToBuy(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT p.id, vs.size FROM product p
         JOIN variant v ON v.product_id = p.id AND v.position = 0
         JOIN LATERAL (SELECT * FROM variant_size s WHERE s.variant_id = v.id AND s.stock > 2 ORDER BY s.position LIMIT 1) vs ON true
       ORDER BY p.id OFFSET 5 LIMIT 1`,
    );
    return { id: String(rows[0].id), size: rows[0].size as string };
  } finally {
    await client.end();
  }
}

async function login(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = (await page.getByTestId('dev-otp').innerText()).trim();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: /Verify/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('user-login'));
}

/** A cash-on-delivery order placed through the screens; answers its id. */
async function placeOrder(page: Page, product: { id: string; size: string }): Promise<string> {
  await page.goto(`/product-details/${product.id}`);
  await page.getByRole('button', { name: product.size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(/Added to cart successfully/).first().waitFor();
  await page.goto('/check-out');
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
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

async function staffAdvances(baseUrl: string, orderId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer staff-token-for-tests-only' },
    body: JSON.stringify({ query: `mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`, variables: { id: orderId } }),
  });
  const body = (await response.json()) as { data?: { advanceOrder: { status: string } }; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data!.advanceOrder.status;
}

/** Well under the 30 s fallback poll: only the live socket can be this quick. */
const LIVE_WITHIN_MS = 8000;

describe('live order status', () => {
  const e2e = useE2E();

  for (const [width, phone] of [
    [1280, '9811170001'],
    [375, '9811170002'],
  ] as const) {
    it(`the order page and My Orders follow staff moves without a reload (${width} px)`, async () => {
      const product = await productToBuy(e2e.databaseUrl);
      const page = await e2e.newPage(width);
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      await page.goto('/user-login');
      await login(page, phone);
      const orderId = await placeOrder(page, product);
      await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
      await page.locator('[aria-current="step"]', { hasText: 'Order Progress' }).waitFor();
      // Anything that reloads the page loses this mark.
      await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 42));
      await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(sockets[0]).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/graphql$/);
      // Let the subscription reach the server before staff act.
      await page.waitForTimeout(500);

      expect(await staffAdvances(e2e.baseUrl, orderId)).toBe('PROCESSING');
      await page.locator('[aria-current="step"]', { hasText: 'Processing' }).waitFor({ timeout: LIVE_WITHIN_MS });
      await page.locator('.order-detail .badge', { hasText: 'Processing' }).first().waitFor({ timeout: LIVE_WITHIN_MS });
      await e2e.screenshot(page, `live-status-order-${width}`);

      expect(await staffAdvances(e2e.baseUrl, orderId)).toBe('SHIPPED');
      await page.locator('[aria-current="step"]', { hasText: 'Shipped' }).waitFor({ timeout: LIVE_WITHIN_MS });
      // Shipping issues the tax invoice: the page offers it without a reload.
      await page.getByRole('button', { name: 'Download Invoice' }).waitFor({ timeout: LIVE_WITHIN_MS });
      expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(42);

      // My Orders, reached inside the app (no reload), follows too.
      await page.getByRole('link', { name: 'My Orders' }).first().click();
      await page.waitForURL('**/my-orders');
      const card = page.locator('.order-card', { hasText: `Order ID: ${orderId}` });
      await card.getByText('Shipped').waitFor();
      await page.waitForTimeout(500);
      expect(await staffAdvances(e2e.baseUrl, orderId)).toBe('OUT_FOR_DELIVERY');
      await card.getByText('Out For Delivered').waitFor({ timeout: LIVE_WITHIN_MS });
      expect(await staffAdvances(e2e.baseUrl, orderId)).toBe('DELIVERED');
      // Delivered orders belong to History: the card leaves Ongoing by itself.
      await page.getByText('No ongoing orders found.').waitFor({ timeout: LIVE_WITHIN_MS });
      await page.getByRole('tab', { name: 'History' }).click();
      await card.getByText('Delivered').waitFor();
      await e2e.screenshot(page, `live-status-my-orders-${width}`);
      expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(42);
    });
  }
});

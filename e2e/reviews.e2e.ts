/**
 * Reviews by buyers: a visitor is told to log in; a shopper whose order is not delivered is told
 * why; staff deliver the order on /admin/graphql; the shopper writes a review with a rating, which
 * shows on the product page (verified buyer) with the rating and count updated; another shopper
 * reports it; the catalogue team sees it in the dashboard's Reviews screen.
 */
import { describe, expect, it } from 'vitest';
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

async function gql(baseUrl: string, path: '/graphql' | '/admin/graphql', token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

const STAFF_TOKEN = 'staff-token-for-tests-only';

async function login(page: Page, phone: string): Promise<string> {
  await page.goto('/user-login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = (await page.getByTestId('dev-otp').innerText()).trim();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: /Verify/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('user-login'));
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

/** Places a cash-on-delivery order of one unit through the shoppers' API (checkout has its own journey). */
async function placeOrder(baseUrl: string, token: string, product: { id: string; color: string; size: string }): Promise<string> {
  const address = await gql(baseUrl, '/graphql', token, `mutation($i: AddressInput!) { addAddress(input: $i) { address { id } } }`, {
    i: { fullName: 'Asha Verma', phone: '9876543210', pincode: '226001', houseName: 'Flat 4B', address: '12 Station Road', city: 'Lucknow', state: 'Uttar Pradesh' },
  });
  await gql(baseUrl, '/graphql', token, `mutation($l: CartLineInput!) { addToCart(line: $l) { cart { id } userErrors { field code message } } }`, { l: { productId: product.id, color: product.color, size: product.size, quantity: 1 } });
  const placed = await gql(baseUrl, '/graphql', token, `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id } } }`, { i: { addressId: address.addAddress.address.id, paymentMethod: 'COD' } });
  return placed.placeOrder.order.id;
}

/** Staff move the order to DELIVERED through the order state machine on /admin/graphql. */
async function deliver(baseUrl: string, orderId: string) {
  for (let step = 0; step < 5; step++) {
    const { advanceOrder } = await gql(baseUrl, '/admin/graphql', STAFF_TOKEN, `mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`, { id: orderId });
    if (advanceOrder.status === 'DELIVERED') return;
  }
  throw new Error('order did not reach DELIVERED');
}

const reviewsTab = (page: Page) => page.getByRole('tab', { name: 'Rating & Reviews' });

describe('reviews by buyers', () => {
  const e2e = useE2E();

  it('a buyer reviews a delivered product; it shows with the new rating; another shopper reports it; staff see it', async () => {
    const [product] = await sql<{ id: number; color: string; size: string; num_reviews: number }>(
      e2e.databaseUrl,
      `SELECT p.id, v.color_name AS color, vs.size, p.num_reviews FROM product p
         JOIN variant v ON v.product_id = p.id AND v.position = 0
         JOIN LATERAL (SELECT * FROM variant_size s WHERE s.variant_id = v.id AND s.stock > 2 ORDER BY s.position LIMIT 1) vs ON true
       WHERE p.num_reviews BETWEEN 1 AND 5 ORDER BY p.id LIMIT 1`,
    );
    const productId = String(product.id);

    // A visitor sees the reviews and a clear reason instead of the action.
    const visitor = await e2e.newPage(375);
    // The page's GraphQL operations: the product and the header's sections arrived with the HTML, so
    // the page asks for neither; the product only once the reviews tab (where a review can change it)
    // is opened.
    const operations: string[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') operations.push(String((request.postDataJSON() as { operationName?: string } | null)?.operationName));
    });
    await visitor.goto(`/product-details/${productId}`);
    await reviewsTab(visitor).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(operations).not.toContain('Sections');
    expect(operations).not.toContain('ProductDetails');
    await reviewsTab(visitor).click();
    await visitor.getByRole('note').filter({ hasText: 'Log in to write a review.' }).waitFor();
    await expect.poll(() => operations).toContain('ProductDetails');
    await e2e.screenshot(visitor, 'reviews-visitor-375');

    // A shopper with an order that is not delivered yet is told why.
    const page = await e2e.newPage(1280);
    const token = await login(page, '9822200001');
    const orderId = await placeOrder(e2e.baseUrl, token, { id: productId, color: product.color, size: product.size });
    await page.goto(`/product-details/${productId}`);
    await reviewsTab(page).click();
    await page.getByRole('note').filter({ hasText: 'You can review this product once it has been delivered to you.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Write a review' }).count()).toBe(0);

    // Delivered by staff: the shopper may write, with a rating.
    await deliver(e2e.baseUrl, orderId);
    await page.reload();
    await reviewsTab(page).click();
    await page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    // Sending without a rating and text: field messages, nothing saved.
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await dialog.getByText('Choose a rating from 1 to 5 stars.').waitFor();
    await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await dialog.getByLabel('Title (optional)').fill('Perfect festive wear');
    await dialog.getByLabel('Your review').fill('Soft <b>fabric</b>, true to size and the colour stayed after washing.');
    await page.screenshot({ path: 'e2e/screenshots/reviews-form-1280.png' });
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Thank you! Your review is published.').first().waitFor();

    const mine = page.locator('.review', { hasText: 'Perfect festive wear' });
    await mine.waitFor();
    expect(await mine.innerText()).toContain('Soft fabric, true to size');
    await mine.getByText('Verified buyer').waitFor();
    await page.getByRole('button', { name: 'Edit your review' }).waitFor();
    // The header's count and rating moved.
    await page.locator('.pdp__rating').getByText(`${product.num_reviews + 1} reviews`).waitFor();
    const [{ average_rating: average }] = await sql<{ average_rating: number }>(e2e.databaseUrl, `SELECT average_rating FROM product WHERE id = $1`, [product.id]);
    await page.locator('.pdp__rating .rating-badge').getByText((Math.round(average * 10) / 10).toFixed(1)).waitFor();
    await e2e.screenshot(page, 'reviews-product-1280');

    // Another shopper reports it on a phone.
    const other = await e2e.newPage(375);
    await login(other, '9822200002');
    // Only a buyer or an account a month old may report (a brand-new account could hide reviews).
    await sql(e2e.databaseUrl, `UPDATE customer SET created_at = now() - interval '40 days' WHERE phone = '9822200002'`);
    await other.goto(`/product-details/${productId}`);
    await reviewsTab(other).click();
    await other.getByRole('note').filter({ hasText: 'delivered to you' }).waitFor();
    await e2e.screenshot(other, 'reviews-product-375');
    await other.locator('.review', { hasText: 'Perfect festive wear' }).getByRole('button', { name: 'Report' }).click();
    const report = other.getByRole('dialog', { name: 'Report this review' });
    await report.getByRole('radio', { name: 'Rude or offensive' }).check();
    await other.screenshot({ path: 'e2e/screenshots/reviews-report-375.png' });
    await report.getByRole('button', { name: 'Report' }).click();
    await other.getByText('Thank you. Our team will look at this review.').first().waitFor();
    const [{ report_count: reports }] = await sql<{ report_count: number }>(e2e.databaseUrl, `SELECT report_count FROM review WHERE customer_id IS NOT NULL AND product_id = $1`, [product.id]);
    expect(reports).toBe(1);

    // The catalogue team sees it in the dashboard.
    await sql(e2e.databaseUrl, `INSERT INTO staff_member (phone, name, role) VALUES ('7000000031', 'Chitra Catalogue', 'catalogue'), ('7000000032', 'Asha Owner', 'owner')`);
    const staff = await e2e.newPage(1280);
    await staff.goto('/admin');
    await staff.getByLabel('Mobile number').fill('7000000031');
    await staff.getByRole('button', { name: 'Send code' }).click();
    const note = await staff.getByRole('status').filter({ hasText: 'Development code' }).innerText();
    await staff.getByLabel('One-time code').fill(/Development code: (\d{6})/.exec(note)![1]);
    await staff.getByRole('button', { name: 'Log in' }).click();
    await staff.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' }).click();
    await staff.getByRole('heading', { name: 'Reviews' }).waitFor();
    await staff.getByRole('combobox', { name: 'Show' }).selectOption('PUBLISHED');
    const card = staff.locator('.admin-review', { hasText: 'Perfect festive wear' });
    await card.getByText('Reasons: Rude or offensive').waitFor();
    await e2e.screenshot(staff, 'reviews-admin-1280');
    await card.getByRole('button', { name: 'Hide' }).click();
    await staff.getByText('No reviews here.').waitFor();
    const [{ status }] = await sql<{ status: string }>(e2e.databaseUrl, `SELECT status FROM review WHERE customer_id IS NOT NULL AND product_id = $1`, [product.id]);
    expect(status).toBe('HIDDEN');
    const admin375 = await e2e.newPage(375);
    await admin375.goto('/admin');
    await admin375.getByLabel('Mobile number').fill('7000000032');
    await admin375.getByRole('button', { name: 'Send code' }).click();
    const note375 = await admin375.getByRole('status').filter({ hasText: 'Development code' }).innerText();
    await admin375.getByLabel('One-time code').fill(/Development code: (\d{6})/.exec(note375)![1]);
    await admin375.getByRole('button', { name: 'Log in' }).click();
    await admin375.getByRole('heading', { name: 'Overview' }).waitFor();
    await admin375.goto('/admin/reviews');
    await admin375.getByRole('combobox', { name: 'Show' }).selectOption('HIDDEN');
    await admin375.locator('.admin-review', { hasText: 'Perfect festive wear' }).waitFor();
    await e2e.screenshot(admin375, 'reviews-admin-375');
  }, 240_000);
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { useE2E } from './harness.js';

const PHONE = '9876512345';

async function sql(databaseUrl: string, text: string, params: unknown[] = []): Promise<any[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The n-th seeded product with a size that has a few units in stock. */
async function firstProduct(databaseUrl: string, offset = 0): Promise<{ id: string; color: string; size: string; name: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT p.id, p.name, v.color_name AS color, vs.size
       FROM product p JOIN variant v ON v.product_id = p.id AND v.position = 0
       JOIN LATERAL (SELECT size FROM variant_size WHERE variant_id = v.id AND stock > 3 ORDER BY position LIMIT 1) vs ON true
       ORDER BY p.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    return { id: String(rows[0].id), color: rows[0].color, size: rows[0].size, name: rows[0].name };
  } finally {
    await client.end();
  }
}

const cartLines = (page: Page) => page.locator('.cart-table tbody tr');

describe('cart journeys', () => {
  const e2e = useE2E();

  it('a visitor fills a cart, reloads, logs in and finds it merged; applies and clears a coupon', async () => {
    const first = await firstProduct(e2e.databaseUrl, 0);
    const second = await firstProduct(e2e.databaseUrl, 1);
    // The shopper already has something in their server cart from another device.
    await sql(
      e2e.databaseUrl,
      `WITH c AS (INSERT INTO customer (phone) VALUES ($1) RETURNING id)
       INSERT INTO cart_item (customer_id, variant_size_id, quantity, price_seen)
       SELECT c.id, vs.id, 1, vs.discounted_price FROM c, variant v JOIN variant_size vs ON vs.variant_id = v.id
       WHERE v.product_id = $2 AND v.color_name = $3 AND vs.size = $4`,
      [PHONE, Number(second.id), second.color, second.size],
    );

    const page = await e2e.newPage(1280);
    await page.goto(`/product-details/${first.id}`);
    await page.getByRole('button', { name: first.size, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('1 Added to cart successfully').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(stored).toMatchObject([{ productId: first.id, color: first.color, size: first.size, quantity: 1 }]);

    // The mini cart has the same controls.
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    const mini = page.getByRole('dialog', { name: 'Your cart' });
    await mini.getByText(first.name).waitFor();
    expect(await mini.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    await mini.getByRole('button', { name: 'Increase quantity' }).click();
    await mini.locator('.cart-qty__value', { hasText: '2' }).waitFor();
    await e2e.screenshot(page, 'cart-mini-1280');
    await mini.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL('**/add-to-cart');

    await page.reload();
    await expect.poll(() => cartLines(page).count()).toBe(1);
    await page.locator('.cart-table .cart-qty__value', { hasText: '2' }).waitFor();
    // The cart states shipping from the store's settings, as checkout charges it.
    await page.locator('.cart-summary__note', { hasText: /Shipping is free when you pay online/ }).waitFor();
    await e2e.screenshot(page, 'cart-visitor-1280');

    // Check Out without a session goes to login, and login brings the shopper back.
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL('**/user-login');
    await page.getByLabel('Mobile number').fill(PHONE);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = await page.getByTestId('dev-otp').innerText();
    await page.getByLabel('One-time code').fill(otp);
    await page.getByRole('button', { name: /Verify/ }).click();
    await page.waitForURL((url) => !url.pathname.includes('user-login'));

    await page.goto('/add-to-cart');
    await expect.poll(() => cartLines(page).count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('link', { name: first.name }).first().waitFor();
    await page.getByRole('link', { name: second.name }).first().waitFor();
    // The server has the merged cart too.
    const server = await sql(
      e2e.databaseUrl,
      `SELECT v.product_id::text AS "productId", ci.quantity FROM cart_item ci JOIN customer c ON c.id = ci.customer_id
       JOIN variant_size vs ON vs.id = ci.variant_size_id JOIN variant v ON v.id = vs.variant_id WHERE c.phone = $1 ORDER BY v.product_id`,
      [PHONE],
    );
    expect(server.map((r) => [r.productId, r.quantity])).toEqual([[first.id, 2], [second.id, 1]].sort((a, b) => Number(a[0]) - Number(b[0])));

    // Coupons: a refused one, then one that applies, then clear.
    const input = page.getByLabel('Coupon code');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon code is required.').waitFor();
    await input.fill('MONSOON15');
    await page.getByRole('button', { name: 'Apply' }).click();
    const invalid = page.getByRole('dialog', { name: 'Invalid Coupon' });
    await invalid.getByText('This coupon expired on 30 September 2024.').waitFor();
    await invalid.getByRole('button', { name: 'OK' }).click();
    await input.fill('KAPDA5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('dialog', { name: 'Coupon Applied' }).getByText('Your discount has been applied successfully!').waitFor();
    await page.getByText('Coupon (KAPDA5)').waitFor();
    expect(await input.getAttribute('readonly')).not.toBeNull();
    await e2e.screenshot(page, 'cart-coupon-1280');
    await page.getByRole('dialog', { name: 'Coupon Applied' }).waitFor({ state: 'hidden', timeout: 5000 });
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).waitFor();
    expect(await page.getByText('Coupon (KAPDA5)').count()).toBe(0);
    expect(await input.inputValue()).toBe('');

    // View All lists coupons with Copy.
    await page.getByRole('button', { name: 'View All' }).click();
    const list = page.getByRole('dialog', { name: 'Available Coupons' });
    await list.getByRole('button', { name: 'Copy code FLAT200' }).click();
    await list.getByRole('button', { name: 'Copied FLAT200' }).waitFor();
    // The hint goes after 2 seconds.
    await list.getByRole('button', { name: 'Copy code FLAT200' }).waitFor({ timeout: 4000 });
  });

  it('checks a deliverable and an undeliverable pincode on the product page', async () => {
    const first = await firstProduct(e2e.databaseUrl, 2);
    const page = await e2e.newPage(375);
    await page.goto(`/product-details/${first.id}`);
    const box = page.getByLabel('Pincode');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText('Please Provide a valid 6 digit code.').waitFor();
    await box.fill('40a0');
    expect(await box.inputValue()).toBe('400');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText('Please enter a valid 6-digit pincode.').waitFor();
    await box.fill('4000011234');
    expect(await box.inputValue()).toBe('400001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText(/^Expected delivery by [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+/).waitFor();
    await box.fill('194101');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText("Sorry, we're unable to deliver to this location. Try updating your delivery address.").waitFor();
    await e2e.screenshot(page, 'cart-pincode-375');
  });

  it('shows the cart and mini cart on a phone', async () => {
    const first = await firstProduct(e2e.databaseUrl, 3);
    const page = await e2e.newPage(375);
    await page.goto('/');
    await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([line])), { productId: first.id, color: first.color, size: first.size, quantity: 2 });
    await page.goto('/add-to-cart');
    await page.getByRole('link', { name: first.name }).first().waitFor();
    await e2e.screenshot(page, 'cart-visitor-375');
    await page.getByRole('button', { name: /^Cart, 2 items/ }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByText(first.name).waitFor();
    await e2e.screenshot(page, 'cart-mini-375');
    await page.getByRole('button', { name: 'Close cart' }).click();
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByRole('dialog', { name: 'Clear your cart?' }).getByRole('button', { name: 'Yes, clear it' }).click();
    await page.getByText('Your cart is empty').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  it('keeps a change the server did not get and sends it later', async () => {
    const product = await firstProduct(e2e.databaseUrl, 4);
    const phone = '9876598765';
    const post = (path: string, body: unknown) =>
      fetch(`${e2e.baseUrl}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ otp: string; token: string }>);
    const { otp } = await post('/user/sendOtp', { phone });
    const { token } = await post('/user/verifyOtp', { phone, otp });
    const page = await e2e.newPage(1280);
    await page.goto('/');
    await page.evaluate(([t, p]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userData', JSON.stringify({ phone: p, token: t }));
    }, [token, phone]);
    await page.route('**/graphql', (route) => ((route.request().postData() ?? '').includes('mutation AddToCart') ? route.abort() : route.continue()));
    await page.goto(`/product-details/${product.id}`);
    await page.getByRole('button', { name: product.size, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('1 Added to cart successfully').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartPending') ?? '[]').length)).toBe(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toMatchObject([{ productId: product.id, quantity: 1 }]);
    const inDb = () => sql(e2e.databaseUrl, `SELECT ci.quantity FROM cart_item ci JOIN customer c ON c.id = ci.customer_id WHERE c.phone = $1`, [phone]);
    expect(await inDb()).toEqual([]);

    await page.unroute('**/graphql');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(inDb, { timeout: 10_000 }).toEqual([{ quantity: 1 }]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartPending'))).toBeNull();
  });
});

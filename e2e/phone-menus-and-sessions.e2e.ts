/**
 * Journeys for the defects a demanding shopper found ): the phone menu, the cart toast over
 * the header, the phone notifications popup, sizes chosen for the shopper, expired logins, the
 * looping offers strip, mini-cart focus, Clear Cart and a cancelled COD order's payment status.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from './harness.js';

async function sql<T = Record<string, any>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The n-th product whose first colour has sizes in stock. */
async function productToBuy(databaseUrl: string, offset: number) {
  const [row] = await sql(
    databaseUrl,
    `SELECT p.id::text AS id, p.name, v.color_name AS color, vs.size FROM product p
       JOIN variant v ON v.product_id = p.id AND v.position = 0
       JOIN LATERAL (SELECT size FROM variant_size s WHERE s.variant_id = v.id AND s.stock > 3 ORDER BY s.position DESC LIMIT 1) vs ON true
     ORDER BY p.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return row as { id: string; name: string; color: string; size: string };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
};
/** A screenshot of what the shopper sees (the window, not the whole page), for a person to look at. */
const shoot = async (page: Page, name: string) => {
  fs.mkdirSync(path.resolve('e2e/screenshots'), { recursive: true });
  await page.screenshot({ path: path.resolve('e2e/screenshots', `${name}.png`) });
};
const cartLines = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { productId: string; color: string; size: string; quantity: number }[]);

describe('phone menus, sessions, cart and cancelled orders', () => {
  const e2e = useE2E();

  const post = (path: string, body: unknown) =>
    fetch(`${e2e.baseUrl}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ otp: string; token: string }>);
  /** Logs a shopper in through the API (dev mode answers the code). */
  const apiLogin = async (phone: string): Promise<string> => {
    const { otp } = await post('/user/sendOtp', { phone });
    const { token } = await post('/user/verifyOtp', { phone, otp });
    return token;
  };
  const gql = async <T = any>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${e2e.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  /** A page whose browser already holds the shopper's session (the spec's storage keys). */
  const loggedInPage = async (width: number, phone: string) => {
    const token = await apiLogin(phone);
    const page = await e2e.newPage(width);
    await page.goto('/about-us');
    await page.evaluate(([t, p]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userData', JSON.stringify({ phone: p, token: t }));
    }, [token, phone]);
    return { page, token };
  };
  const loginThroughScreen = async (page: Page, phone: string) => {
    // Logging in again within the 30 s resend gap: the earlier code is made older instead of waiting.
    await sql(e2e.databaseUrl, `UPDATE otp_code SET created_at = created_at - interval '1 minute' WHERE phone LIKE '%' || $1`, [phone]);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = (await page.getByTestId('dev-otp').innerText()).trim();
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: /Verify/ }).click();
  };

  it('phone menu: Women opens its categories, and each section has a link to its page', async () => {
    const page = await e2e.newPage(375);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.locator('summary', { hasText: 'Women' }).click();
    for (const name of ['Kurtis', 'Sarees', 'Dresses', 'Tops', 'Leggings', 'Ethnic Sets']) {
      await menu.getByRole('link', { name, exact: true }).waitFor({ timeout: 3000 });
    }
    await menu.getByRole('link', { name: 'All Women' }).waitFor();
    await menu.getByRole('link', { name: 'All Men' }).waitFor();
    await shoot(page, 'shopper-a-menu-375');

    await menu.getByRole('link', { name: 'Kurtis', exact: true }).click();
    await page.waitForURL('**/product-category-list/*');
    await page.getByRole('heading', { name: 'Kurtis', level: 1 }).waitFor();
    expect(await menu.count()).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.locator('summary', { hasText: 'Women' }).click();
    await menu.getByRole('link', { name: 'All Women' }).click();
    await page.waitForURL('**/product-listing/**');
    expect(decodeURIComponent(page.url())).toContain('Kurtis');
    expect(await menu.count()).toBe(0);
  });

  for (const width of [1280, 375]) {
    it(`the Added to cart toast stays off the header icons, never takes their clicks and goes by itself (${width} px)`, async () => {
      const product = await productToBuy(e2e.databaseUrl, width === 1280 ? 0 : 1);
      const page = await e2e.newPage(width);
      await page.goto(`/product-details/${product.id}`);
      await page.getByRole('button', { name: product.size, exact: true }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      const toast = page.locator('.Toastify__toast', { hasText: 'Added to cart successfully' });
      await toast.waitFor();
      await page.waitForTimeout(500); // the toast's entry animation
      const toastBox = await box(toast);
      const header = await box(page.locator('.site-header'));
      expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      const cart = page.getByRole('button', { name: /^Cart, 1 item/ });
      for (const icon of [page.getByRole('button', { name: 'Log in' }), page.getByRole('link', { name: /^Wishlist/ }), page.getByRole('button', { name: /^Notifications/ }), cart]) {
        expect(overlaps(toastBox, await box(icon))).toBe(false);
      }
      await shoot(page, `shopper-a-toast-${width}`);

      // The shopper goes straight for the cart: the click lands, and Escape gives focus back to it.
      await cart.click({ timeout: 2000 });
      const mini = page.getByRole('dialog', { name: 'Your cart' });
      await mini.getByText(product.name).waitFor();
      await page.keyboard.press('Escape');
      await mini.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cart, 1 item');

      // With the pointer resting on the cart icon the toast still goes by itself.
      await cart.hover();
      await toast.waitFor({ state: 'detached', timeout: 8000 });
    });
  }

  it('phone notifications popup stays on screen on every page (home, product, others)', async () => {
    const product = await productToBuy(e2e.databaseUrl, 2);
    const { page } = await loggedInPage(375, '9876500101');
    for (const route of ['/', `/product-details/${product.id}`, '/about-us']) {
      await page.goto(route);
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      const popup = page.getByRole('dialog', { name: 'Notifications' });
      await popup.getByText('Welcome to Kapda!').waitFor();
      const popupBox = await box(popup);
      expect(popupBox.x, route).toBeGreaterThanOrEqual(0);
      expect(popupBox.x + popupBox.width, route).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(375);
      const markBox = await box(popup.getByRole('button', { name: 'Mark as read' }));
      expect(markBox.x + markBox.width, route).toBeLessThanOrEqual(375);
      if (route === '/') await shoot(page, 'shopper-a-notifications-home-375');
      if (route !== '/about-us') {
        await page.keyboard.press('Escape');
        continue;
      }
      await popup.getByRole('button', { name: 'Mark as read' }).click();
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    }
    // And at 1280 it sits under the bell, inside the window.
    const wide = await loggedInPage(1280, '9876500102');
    await wide.page.goto('/');
    await wide.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const popupBox = await box(wide.page.getByRole('dialog', { name: 'Notifications' }));
    expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(1280);
    await shoot(wide.page, 'shopper-a-notifications-home-1280');
  });

  for (const width of [1280, 375]) {
    it(`the product page chooses no size for the shopper (${width} px)`, async () => {
      const product = await productToBuy(e2e.databaseUrl, width === 1280 ? 3 : 4);
      const page = await e2e.newPage(width);
      await page.goto(`/product-details/${product.id}`);
      await page.getByRole('button', { name: product.size, exact: true }).waitFor();
      expect(await page.locator('.size-btn[aria-pressed="true"]').count()).toBe(0);
      await page.getByText('Select a size').first().waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please select a size' }).waitFor();
      expect(await cartLines(page)).toEqual([]);
      await shoot(page, `shopper-a-pdp-no-size-${width}`);
      await page.getByRole('button', { name: product.size, exact: true }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('1 Added to cart successfully').waitFor();
      expect(await cartLines(page)).toMatchObject([{ productId: product.id, color: product.color, size: product.size, quantity: 1 }]);
    });
  }

  for (const width of [1280, 375]) {
    it(`quick Add to Cart on a category card asks for the colour and size (${width} px)`, async () => {
      const [{ id: jeans }] = await sql(e2e.databaseUrl, `SELECT id::text AS id FROM category WHERE name = 'Jeans'`);
      // The first size of every jeans' first colour is sold out (the old quick add took the first in stock).
      await sql(
        e2e.databaseUrl,
        `UPDATE variant_size SET stock = 0 WHERE position = 0 AND variant_id IN (
           SELECT v.id FROM variant v JOIN product p ON p.id = v.product_id WHERE p.category_id = $1 AND v.position = 0)`,
        [Number(jeans)],
      );
      const page = await e2e.newPage(width);
      await page.goto(`/product-category-list/${jeans}`);
      const card = page.locator('.product-card').first();
      const name = await card.locator('.product-card__name').innerText();
      const [{ id: productId }] = await sql(e2e.databaseUrl, `SELECT id::text AS id FROM product WHERE name = $1 AND category_id = $2 LIMIT 1`, [name, Number(jeans)]);
      const sizes = await sql<{ size: string; stock: number; color: string }>(
        e2e.databaseUrl,
        `SELECT s.size, s.stock, v.color_name AS color FROM variant_size s JOIN variant v ON v.id = s.variant_id WHERE v.product_id = $1 AND v.position = 0 ORDER BY s.position`,
        [Number(productId)],
      );
      const soldOut = sizes[0];
      const wanted = sizes.filter((s) => s.stock > 0).at(-1)!;

      await card.getByRole('button', { name: 'Add to Cart' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose a size' });
      await picker.waitFor({ timeout: 3000 });
      expect(await cartLines(page)).toEqual([]);
      expect(await picker.getByRole('button', { name: soldOut.color, exact: true }).getAttribute('aria-pressed')).toBe('true');
      expect(await picker.getByRole('button', { name: `${soldOut.size}, out of stock` }).isDisabled()).toBe(true);
      await picker.getByRole('button', { name: 'Add to Cart' }).click();
      await picker.getByText('Please select a size').waitFor();
      expect(await cartLines(page)).toEqual([]);
      await picker.getByRole('button', { name: wanted.size, exact: true }).click();
      await shoot(page, `shopper-a-quick-add-${width}`);
      await picker.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('1 Added to cart successfully').waitFor();
      await picker.waitFor({ state: 'detached' });
      expect(await cartLines(page)).toMatchObject([{ productId, color: wanted.color, size: wanted.size, quantity: 1 }]);
    });
  }

  it('an expired or revoked login logs out cleanly, offers login and comes back', async () => {
    const phone = '9876500103';
    const page = await e2e.newPage(1280);
    await page.goto('/my-Profile');
    await page.waitForURL('**/user-login');
    await loginThroughScreen(page, phone);
    await page.waitForURL('**/my-Profile');
    await page.getByRole('button', { name: 'Your account' }).waitFor();
    // The shopper leaves (the app, running, would notice on its own at its next request)…
    await page.goto('about:blank');
    // …the session ends on the server (expired, revoked elsewhere), and the next account page notices.
    await sql(e2e.databaseUrl, `UPDATE session SET revoked_at = now() WHERE customer_id = (SELECT id FROM customer WHERE phone = $1)`, [phone]);
    await page.goto('/my-address', { waitUntil: 'commit' });
    await page.getByText('Your session has expired. Please log in again.').first().waitFor();
    await page.waitForURL('**/user-login', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')])).toEqual([null, null]);
    await shoot(page, 'shopper-a-session-expired-1280');
    await loginThroughScreen(page, phone);
    await page.waitForURL('**/my-address');
    await page.getByRole('heading', { name: 'No Address Found' }).waitFor();

    // Logged out through the API (another device), then a fresh load of checkout.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await gql(token!, 'mutation { logout { loggedOut } }');
    await page.goto('/check-out');
    await page.waitForURL('**/user-login', { timeout: 10_000 });
    expect(await page.getByText('Your cart is empty!').count()).toBe(0);
    await loginThroughScreen(page, phone);
    await page.waitForURL('**/check-out');
  });

  it('phone: the expired-session notice at 375 px', async () => {
    const { page, token } = await loggedInPage(375, '9876500104');
    await gql(token, 'mutation { logout { loggedOut } }');
    await page.goto('/my-orders', { waitUntil: 'commit' });
    await page.getByText('Your session has expired. Please log in again.').first().waitFor();
    await page.waitForURL('**/user-login', { timeout: 10_000 });
    await shoot(page, 'shopper-a-session-expired-375');
  });

  for (const width of [1280, 375]) {
    it(`every visible Get Now of the looping offers works, the repeated half too (${width} px)`, async () => {
      const page = await e2e.newPage(width);
      await page.goto('/');
      const strip = page.locator('#offers .marquee');
      await strip.getByRole('link', { name: /Get Now/ }).first().waitFor();
      await strip.scrollIntoViewIfNeeded();
      const offers = await strip.getByRole('link', { name: /Get Now/ }).count();
      const copyLinks = page.locator('.marquee__group').nth(1).locator('a');
      expect(await copyLinks.count()).toBe(offers);
      // The copy stays out of the tab order and of the accessibility tree.
      expect(await copyLinks.evaluateAll((links) => links.every((link) => (link as HTMLElement).tabIndex === -1))).toBe(true);
      // Stop the loop where the repeated half has come round to the left edge, as a shopper sees it.
      await page.locator('.marquee__track').evaluate((track) => {
        const [animation] = track.getAnimations();
        animation.pause();
        animation.currentTime = Number(animation.effect!.getComputedTiming().duration) * 0.999;
      });
      const target = await box(copyLinks.first());
      expect(target.x).toBeGreaterThanOrEqual(0);
      expect(target.x + target.width).toBeLessThanOrEqual(width);
      await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
      await page.waitForURL('**/offers-listing/*', { timeout: 5000 });
    });
  }

  it('Clear Cart asks first; Cancel keeps the cart', async () => {
    const product = await productToBuy(e2e.databaseUrl, 5);
    for (const width of [375, 1280]) {
      const page = await e2e.newPage(width);
      await page.goto('/about-us');
      await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([line])), { productId: product.id, color: product.color, size: product.size, quantity: 1 });
      await page.goto('/add-to-cart');
      await page.getByRole('link', { name: product.name }).first().waitFor();
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      const confirm = page.getByRole('dialog', { name: 'Clear your cart?' });
      await confirm.getByText('This removes every item from your cart.').waitFor();
      await shoot(page, `shopper-a-clear-cart-${width}`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      expect(await cartLines(page)).toHaveLength(1);
      await page.getByRole('link', { name: product.name }).first().waitFor();
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await confirm.getByRole('button', { name: 'Yes, clear it' }).click();
      await page.getByText('Your cart is empty').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    }
  });

  it('a cancelled cash-on-delivery order says it was not charged', async () => {
    const product = await productToBuy(e2e.databaseUrl, 6);
    const phone = '9876500105';
    const token = await apiLogin(phone);
    const { addAddress } = await gql(token, `mutation($input: AddressInput!) { addAddress(input: $input) { address { id } } }`, {
      input: { fullName: 'Asha Verma', phone: '9876543210', pincode: '560001', city: 'Bengaluru', state: 'Karnataka', houseName: '22 Rose Villa', address: 'MG Road' },
    });
    await gql(token, `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { id } userErrors { field code message } } }`, { line: { productId: product.id, color: product.color, size: product.size, quantity: 1 } });
    const { placeOrder } = await gql(token, `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`, { input: { addressId: addAddress.address.id, paymentMethod: 'COD' } });
    const orderId: string = placeOrder.order.id;
    await gql(token, `mutation($id: ID!) { cancelOrder(orderId: $id, reason: "Changed my mind") { order { id } } }`, { id: orderId });

    for (const width of [1280, 375]) {
      const page = await e2e.newPage(width);
      await page.goto('/about-us');
      await page.evaluate(([t, p]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('userData', JSON.stringify({ phone: p, token: t }));
      }, [token, phone]);
      await page.goto(`/order-placed/${orderId}`);
      const status = page.locator('.facts div', { hasText: 'Payment status' }).locator('dd');
      await status.waitFor();
      expect((await status.innerText()).trim()).toBe('Not charged');
      await status.scrollIntoViewIfNeeded();
      await shoot(page, `shopper-a-cancelled-cod-${width}`);
    }
    // An order that is not the shopper's (the lookup answers null) shows the order page's not-found state.
    const page = await e2e.newPage(1280);
    await page.goto('/about-us');
    await page.evaluate(([t, p]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userData', JSON.stringify({ phone: p, token: t }));
    }, [token, phone]);
    await page.goto('/order-placed/99999999');
    await page.getByRole('alert').filter({ hasText: 'Order not found.' }).waitFor();
  });
});

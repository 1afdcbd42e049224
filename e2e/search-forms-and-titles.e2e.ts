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

async function login(page: Page, phone: string) {
  await page.goto('/user-login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = (await page.getByTestId('dev-otp').innerText()).trim();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: /Verify/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('user-login'));
}

/** Elements that stick out past the right edge of the viewport (scrolling strips' contents excepted). */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll|hidden)/.test(style.overflowX) && p.scrollWidth > p.clientWidth) return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.width > width || box.right > width + 0.5) && !inScroller(el)) out.push(`${el.tagName}.${el.className} right=${box.right.toFixed(1)} width=${box.width.toFixed(1)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, out };
  });
}

describe('search, forms, page titles and coupons', () => {
  const e2e = useE2E();

  it('search: Enter acts on the text as typed, not on a hovered suggestion of the old text', async () => {
    for (const width of [375, 1280]) {
      const page = await e2e.newPage(width);
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search products' }).first();
      await box.click();
      await box.pressSequentially('shrt');
      const first = page.getByRole('option').first();
      await expect.poll(() => first.innerText(), { timeout: 10_000 }).toMatch(/shirt/i);
      await first.hover();
      // Retype and press Enter well inside the 300 ms debounce.
      await box.fill('saree');
      // The shirt suggestions are out of date at once: no longer choosable options.
      expect(await page.getByRole('option', { name: /shirt/i }).count()).toBe(0);
      expect(await page.getByTestId('stale-suggestion').count()).toBeGreaterThan(0);
      await e2e.screenshot(page, `search-forms-search-stale-${width}`);
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=saree$/);
      expect(page.url()).not.toMatch(/product-details/);
    }

    // A suggestion chosen with the keyboard for the current text still opens.
    const page = await e2e.newPage(1280);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.click();
    await box.pressSequentially('saree');
    await expect.poll(() => page.getByRole('option').first().innerText(), { timeout: 10_000 }).toMatch(/saree/i);
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/product-details\/\d+$/);
  });

  it('address form: "This field is required." goes away as each field is filled', async () => {
    for (const width of [375, 1280]) {
      const page = await e2e.newPage(width);
      await login(page, `98765${width === 375 ? '10375' : '11280'}`);
      await page.goto('/my-address');
      await page.getByRole('button', { name: 'Add New Address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Address' });
      await dialog.getByRole('button', { name: 'Save Address' }).click();
      const required = dialog.getByText('This field is required.');
      await expect.poll(() => required.count()).toBe(7);
      await dialog.getByLabel('Full name').fill('Asha Verma');
      await expect.poll(() => required.count()).toBe(6);
      await dialog.getByLabel('Mobile number').fill('9876543210');
      await dialog.getByLabel('Pincode').fill('560001');
      // City and state come from the pincode: their errors go too.
      await expect.poll(() => dialog.getByLabel('City').inputValue()).toBe('Bengaluru');
      await expect.poll(() => required.count()).toBe(2);
      await dialog.getByLabel('House / flat no. and building').fill('22 Rose Villa');
      await dialog.getByLabel('Address (street, area)').fill('MG Road');
      await expect.poll(() => required.count()).toBe(0);
      await e2e.screenshot(page, `search-forms-address-form-${width}`);
      // Emptying a field again brings its error back.
      await dialog.getByLabel('Full name').fill('');
      await expect.poll(() => required.count()).toBe(1);
    }
  });

  it('phone product page fits 375 px: nothing cut off at the right edge', async () => {
    const [{ id }] = await sql<{ id: string }>(e2e.databaseUrl, `SELECT id::text AS id FROM product WHERE in_stock ORDER BY id LIMIT 1`);
    for (const width of [375, 1280]) {
      const page = await e2e.newPage(width);
      await page.goto(`/product-details/${id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Coupon offer' }).waitFor();
      const { scrollWidth, out } = await overflowing(page);
      expect(out).toEqual([]);
      expect(scrollWidth).toBe(width);
      for (const name of ['Add to Cart', 'Check']) {
        const button = page.getByRole('button', { name, exact: true }).first();
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      }
      await e2e.screenshot(page, `search-forms-product-${width}`);
    }
  });

  it('each screen has its own title; unknown URLs answer 404 with the store\'s not-found screen', async () => {
    const [product] = await sql<{ id: string; name: string }>(e2e.databaseUrl, `SELECT id::text AS id, name FROM product ORDER BY id LIMIT 1`);
    const [category] = await sql<{ id: string; name: string }>(e2e.databaseUrl, `SELECT id::text AS id, name FROM category ORDER BY id LIMIT 1`);
    const page = await e2e.newPage(1280);
    const titles: Record<string, string> = {
      [`/product-details/${product.id}`]: `${product.name} · Kapda`,
      [`/product-category-list/${category.id}`]: `${category.name} · Kapda`,
      '/add-to-cart': 'Cart · Kapda',
      '/new-arrivals': 'New Arrivals · Kapda',
      '/terms-condition': 'Terms & Conditions · Kapda',
      '/product-listing/all?maxPrice=2999': 'Deals Under ₹2,999 · Kapda',
      '/': 'Kapda · Fashion for India',
    };
    for (const [url, title] of Object.entries(titles)) {
      await page.goto(url);
      await expect.poll(() => page.title(), { message: url, timeout: 20_000 }).toBe(title);
    }
    // The deal tile's listing says Deals, not All Products.
    await page.goto('/product-listing/all?maxPrice=2999');
    await page.getByRole('heading', { level: 1, name: 'Deals Under ₹2,999' }).waitFor();

    const unknown = await page.goto('/this-page-does-not-exist');
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page not found · Kapda');
    await e2e.screenshot(page, 'search-forms-not-found-1280');
    // A well-formed product URL whose product does not exist stays a client screen: its not-found state
    // (the lookup answers null, not an error).
    expect((await page.goto('/product-details/99999999'))?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Product not found · Kapda');
  });

  it('Terms & Conditions shows its title once', async () => {
    for (const width of [375, 1280]) {
      const page = await e2e.newPage(width);
      await page.goto('/terms-condition');
      await page.getByText('By using the Kapda store you agree to these terms.').waitFor();
      expect(await page.getByRole('heading', { name: 'Terms & Conditions' }).count()).toBe(1);
      await e2e.screenshot(page, `search-forms-terms-${width}`);
    }
  });

  it('the coupon list on the cart page applies a coupon with one tap; the cart fits a phone', async () => {
    const [item] = await sql<{ id: string; size: string }>(
      e2e.databaseUrl,
      `SELECT p.id::text AS id, vs.size FROM product p JOIN variant v ON v.product_id = p.id AND v.position = 0
         JOIN LATERAL (SELECT size FROM variant_size s WHERE s.variant_id = v.id AND s.stock > 2 ORDER BY s.position LIMIT 1) vs ON true
       ORDER BY p.id OFFSET 3 LIMIT 1`,
    );
    for (const width of [375, 1280]) {
      const page = await e2e.newPage(width);
      await login(page, `98765${width === 375 ? '20375' : '21280'}`);
      await page.goto(`/product-details/${item.id}`);
      await page.getByRole('button', { name: item.size, exact: true }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText(/Added to cart successfully/).first().waitFor();
      await page.goto('/add-to-cart');
      await page.getByRole('button', { name: 'View All' }).waitFor();
      // The coupon box's input once widened the phone's cart column to 422 px.
      const { scrollWidth, out } = await overflowing(page);
      expect(out).toEqual([]);
      expect(scrollWidth).toBe(width);
      await page.getByRole('button', { name: 'View All' }).click();
      const list = page.getByRole('dialog', { name: 'Available Coupons' });
      await list.getByRole('button', { name: 'Apply KAPDA5' }).waitFor();
      // The dialog as the shopper sees it (a full-page shot stretches the modal's backdrop).
      await page.screenshot({ path: `e2e/screenshots/search-forms-coupon-list-${width}.png` });
      await list.getByRole('button', { name: 'Apply KAPDA5' }).click();
      await page.getByRole('dialog', { name: 'Coupon Applied' }).waitFor();
      await page.getByText(/Coupon KAPDA5 applied: you save ₹/).waitFor();
    }
  });
});

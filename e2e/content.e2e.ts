/**
 * The owner's content screens (issue 26, part 3): a themed collection made in Merchandising with
 * dates and its products chosen by name (no ids typed), shown on the home page and on its own
 * listing page; an offer scheduled for later is not in the shop; a store page rewritten in Hindi
 * and a testimonial added are what a Hindi shopper reads; an offer with a discount shows its price on
 * its cards (MRP struck through) and the cart charges it. Screenshots at 1280 and 375 px.
 */
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';

const OWNER_PHONE = '9812300026';

describe('owner content journeys', () => {
  const e2e = useE2E({ CATALOG_CACHE_MS: '2000' });
  let session: string | null = null;

  async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: e2e.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function logIn(page: Page, path: string): Promise<void> {
    if (session) {
      await page.addInitScript((value) => localStorage.setItem('kapda.staff.session', value), session);
      await page.goto(path);
      return;
    }
    await sql(`INSERT INTO staff_member (phone, name, role) VALUES ($1, 'Asha Owner', 'owner')`, [OWNER_PHONE]);
    await page.goto('/admin');
    await page.getByLabel('Mobile number').fill(OWNER_PHONE);
    await page.getByRole('button', { name: 'Send code' }).click();
    const note = await page.getByRole('status').filter({ hasText: 'Development code' }).innerText();
    await page.getByLabel('One-time code').fill(/Development code: (\d{6})/.exec(note)?.[1] as string);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Products' }).waitFor();
    session = await page.evaluate(() => localStorage.getItem('kapda.staff.session'));
    await page.goto(path);
  }

  async function dropPhoto(page: Page, bytes: Buffer): Promise<void> {
    const zone = page.getByTestId('photo-drop').first();
    const transfer = await page.evaluateHandle((base64) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], 'tile.jpg', { type: 'image/jpeg' }));
      return dt;
    }, bytes.toString('base64'));
    await zone.dispatchEvent('dragover', { dataTransfer: transfer });
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
  }

  it('a themed collection with products picked by name shows on the home page and its own page', async () => {
    const products = await sql<{ id: number; name: string }>(`SELECT id, name FROM product WHERE published ORDER BY best_seller_score DESC, id LIMIT 2`);
    const page = await e2e.newPage(1280);
    await logIn(page, '/admin/merchandising');
    await page.getByRole('tab', { name: 'Themed collections' }).click();
    await page.getByRole('button', { name: 'Add collection' }).click();
    await page.getByLabel('Title').fill('Monsoon Picks');
    await page.getByLabel('Description').fill('Light layers for the rains');
    for (const product of products) {
      await page.getByLabel('Find a product by name').fill(product.name);
      await page.getByRole('button', { name: `Add ${product.name}` }).first().click();
    }
    await page.getByRole('list', { name: 'Chosen products, in the order shown' }).getByText(products[1].name).waitFor();
    await dropPhoto(page, await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f6f8f' } }).jpeg().toBuffer());
    await page.locator('.cat-photos__item img').first().waitFor({ timeout: 45_000 }); // resizing (WebP + AVIF, three widths) is slow on a busy machine
    // Shown until a week from now.
    const end = new Date(Date.now() + 7 * 86_400_000);
    const local = new Date(end.getTime() - end.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByLabel('Shown until (empty: no end)').fill(local);
    await e2e.screenshot(page, 'content-admin-collection-form-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved “Monsoon Picks”' }).waitFor();
    await page.locator('.cat-merch-item', { hasText: 'Monsoon Picks' }).getByText(/Shown until/).waitFor();
    await e2e.screenshot(page, 'content-admin-collections-1280');

    for (const width of [1280, 375]) {
      const shop = await e2e.newPage(width);
      await shop.goto('/');
      const tile = shop.getByRole('link', { name: /Monsoon Picks/ });
      await tile.scrollIntoViewIfNeeded({ timeout: 15_000 });
      await e2e.screenshot(shop, `content-home-collections-${width}`);
      await tile.click();
      await shop.waitForURL('**/collections/monsoon-picks-*');
      await shop.getByRole('heading', { name: 'Monsoon Picks', level: 1 }).waitFor();
      const names = await shop.locator('.product-grid h3, .product-grid [class*="name"]').allInnerTexts();
      expect(names.join(' | ')).toContain(products[0].name.slice(0, 12));
      await e2e.screenshot(shop, `content-collection-page-${width}`);
    }
  });

  it('an offer that starts tomorrow is scheduled in the dashboard and not in the shop yet', async () => {
    const page = await e2e.newPage(375);
    await logIn(page, '/admin/merchandising');
    await page.getByRole('tab', { name: 'Offers' }).click();
    await page.getByRole('button', { name: 'Add offer' }).click();
    await page.getByLabel('Title').fill('Tomorrow Only');
    await dropPhoto(page, await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#a3123a' } }).jpeg().toBuffer());
    await page.locator('.cat-photos__item img').first().waitFor({ timeout: 45_000 }); // resizing (WebP + AVIF, three widths) is slow on a busy machine
    const start = new Date(Date.now() + 86_400_000);
    await page.getByLabel('Shown from (empty: now)').fill(new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.cat-merch-item', { hasText: 'Tomorrow Only' }).getByText(/^.*Starts /).waitFor();
    await e2e.screenshot(page, 'content-admin-offers-375');
    const shop = await e2e.newPage(1280);
    await shop.goto('/');
    await shop.getByRole('heading', { name: 'Offers' }).waitFor();
    await shop.locator('.offer-card').first().waitFor();
    expect(await shop.locator('.offer-card', { hasText: 'Tomorrow Only' }).count()).toBe(0);
  });

  it('an offer with 30 % off: its card shows the offer price with the MRP struck through, and the cart charges it', async () => {
    const [product] = await sql<{ id: number; name: string; price: number; mrp: number; size: string }>(
      `SELECT p.id, p.name, p.listing_price AS price, p.listing_original_price AS mrp, vs.size FROM product p
       JOIN LATERAL (SELECT v.id FROM variant v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1) v ON true
       JOIN LATERAL (SELECT s.size FROM variant_size s WHERE s.variant_id = v.id ORDER BY s.position, s.id LIMIT 1) vs ON true
       WHERE p.published AND p.in_stock AND p.listing_price >= 50000 ORDER BY p.best_seller_score DESC, p.id LIMIT 1`,
    );
    await sql(`UPDATE variant_size SET stock = 20 WHERE variant_id = (SELECT id FROM variant WHERE product_id = $1 ORDER BY position, id LIMIT 1)`, [product.id]);
    // pricing.offerPrice: 30 % off in whole rupees, rounded down.
    const offerPaise = product.price - Math.floor((product.price * 30) / 10_000) * 100;
    const shown = (paise: number) => new RegExp(`₹\\s?${new Intl.NumberFormat('en-IN').format(paise / 100)}(\\.00)?`);

    const page = await e2e.newPage(1280);
    await logIn(page, '/admin/merchandising');
    await page.getByRole('tab', { name: 'Offers' }).click();
    await page.getByRole('button', { name: 'Add offer' }).click();
    await page.getByLabel('Title').fill('Thirty Off');
    await page.getByLabel('Discount on its products').selectOption('percentage');
    await page.getByLabel('Percent off (1–90, whole)').fill('95');
    await page.getByLabel('Find a product by name').fill(product.name);
    await page.getByRole('button', { name: `Add ${product.name}` }).first().click();
    await dropPhoto(page, await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#b4451f' } }).jpeg().toBuffer());
    await page.locator('.cat-photos__item img').first().waitFor({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A percentage must be a whole number from 1 to 90.').first().waitFor();
    await page.getByLabel('Percent off (1–90, whole)').fill('30');
    await e2e.screenshot(page, 'content-admin-offer-discount-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved “Thirty Off”' }).waitFor();
    await page.locator('.cat-merch-item', { hasText: 'Thirty Off' }).getByText(/30 % off/).waitFor();
    const [offer] = await sql<{ id: number }>(`SELECT id FROM offer WHERE title = 'Thirty Off'`);
    const narrow = await e2e.newPage(375);
    await logIn(narrow, '/admin/merchandising');
    await narrow.getByRole('tab', { name: 'Offers' }).click();
    await narrow.getByRole('button', { name: 'Edit Thirty Off' }).click();
    await narrow.getByLabel('Percent off (1–90, whole)').waitFor();
    expect(await narrow.getByLabel('Percent off (1–90, whole)').inputValue()).toBe('30');
    await e2e.screenshot(narrow, 'content-admin-offer-discount-375');

    for (const width of [1280, 375]) {
      const shop = await e2e.newPage(width);
      await shop.goto(`/offers-listing/${offer.id}`);
      const card = shop.locator('.product-card', { hasText: product.name.slice(0, 20) }).first();
      await card.waitFor({ timeout: 15_000 });
      expect((await card.locator('.price__now').innerText()).trim()).toMatch(shown(offerPaise));
      expect(await card.locator('.price__was').innerText()).toMatch(shown(product.mrp));
      expect(await card.locator('.price__was').evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('line-through');
      await card.scrollIntoViewIfNeeded();
      await e2e.screenshot(shop, `content-offer-card-${width}`);

      await shop.goto(`/product-details/${product.id}`);
      await shop.getByRole('button', { name: product.size, exact: true }).click();
      await shop.getByRole('button', { name: 'Add to Cart' }).click();
      await shop.getByText(/Added to cart successfully/).waitFor();
      await shop.goto('/add-to-cart');
      const line = shop.locator('.cart-table tbody tr').first();
      await line.waitFor();
      expect(await line.innerText()).toMatch(shown(offerPaise));
      await e2e.screenshot(shop, `content-offer-cart-${width}`);
    }
  });

  it('the owner rewrites the Hindi shipping page and adds a testimonial; a Hindi shopper reads them', async () => {
    const page = await e2e.newPage(1280);
    await logIn(page, '/admin/store-pages');
    await page.getByLabel('Page', { exact: true }).selectOption('SHIPPING_DELIVERY');
    await page.getByLabel('Language', { exact: true }).selectOption('hi');
    const editor = page.getByRole('textbox', { name: 'Text' });
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('कैश ऑन डिलीवरी पर {codFee} शुल्क। {returnWindowDays} दिनों में वापसी।');
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await e2e.screenshot(page, 'content-admin-store-page-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'The shop shows it now.' }).waitFor();

    await page.getByRole('tab', { name: 'Testimonials' }).click();
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    await page.getByLabel('Name').fill('Meera Das');
    await page.getByLabel('City').fill('Patna');
    await page.getByLabel('What they said (English)').fill('Lovely cotton sarees, quick delivery.');
    await page.getByLabel('What they said (Hindi)').fill('सुंदर सूती साड़ियाँ, जल्दी डिलीवरी।');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved Meera Das’s testimonial' }).waitFor();
    await page.getByRole('button', { name: 'Move Meera Das up' }).click();
    await page.getByRole('status').filter({ hasText: 'Moved Meera Das up.' }).waitFor();
    await e2e.screenshot(page, 'content-admin-testimonials-1280');
    const narrow = await e2e.newPage(375);
    await logIn(narrow, '/admin/store-pages');
    await narrow.getByRole('textbox', { name: 'Text' }).waitFor();
    await e2e.screenshot(narrow, 'content-admin-store-page-375');

    for (const width of [1280, 375]) {
      const shop = await e2e.newPage(width);
      await shop.goto('/shiping-delivery');
      await shop.evaluate(() => localStorage.setItem('kapda.language', 'hi'));
      await shop.goto('/shiping-delivery');
      await shop.getByRole('heading', { name: 'शिपिंग और डिलीवरी', level: 1 }).waitFor();
      await shop.getByText('कैश ऑन डिलीवरी पर ₹49 शुल्क। 7 दिनों में वापसी।').waitFor();
      await e2e.screenshot(shop, `content-shipping-hi-${width}`);
      await shop.goto('/about-us');
      await shop.getByRole('heading', { name: 'हमारे बारे में', level: 1 }).waitFor();
      await shop.getByText('सुंदर सूती साड़ियाँ, जल्दी डिलीवरी।').first().waitFor();
      await e2e.screenshot(shop, `content-about-hi-${width}`);
    }
  });
});

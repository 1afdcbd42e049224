import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ png: bytes.subarray(1, 4).toString('ascii') === 'PNG', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('size chart and installable app journeys', () => {
  const e2e = useE2E();

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${e2e.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  /** An in-stock shirt (the Shirts chart: slim fit; chest, shoulder, sleeve length, length). */
  const pickShirt = async () => {
    const data = await gql<{ categories: Array<{ name: string; topProducts: Array<{ id: string; inStock: boolean }> }> }>(`{ categories { name topProducts(limit: 10) { id inStock } } }`);
    const shirt = data.categories.find((c) => c.name === 'Shirts')?.topProducts.find((p) => p.inStock);
    if (!shirt) throw new Error('the seed has no shirt in stock');
    return shirt.id;
  };

  const cellOf = (page: Page, size: string, column: number) => page.getByRole('dialog', { name: 'Size chart' }).locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: size, exact: true }) }).locator('td').nth(column);

  it.each([1280, 375])('product page → Size chart dialog with fit and measurements, cm/in toggle, Escape closes it (%i px)', async (width) => {
    const id = await pickShirt();
    const page = await e2e.newPage(width);
    await page.goto(`/product-details/${id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // No size is chosen for the shopper: pick one, and the chart marks it.
    await page.locator('.size-btn:not([disabled])').first().click();
    const chosen = await page.locator('.size-btn[aria-pressed="true"]').innerText();

    const button = page.getByRole('button', { name: 'Size chart' });
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/screenshots/size-chart-and-app-size-chart-button-${width}-viewport.png` });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Size chart' });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('.size-chart__fit-badge').innerText()).toBe('Slim fit');
    expect(await dialog.getByRole('columnheader').allInnerTexts()).toEqual(['Size', 'Chest', 'Shoulder', 'Sleeve length', 'Length']);
    expect(await dialog.getByRole('rowheader').allInnerTexts()).toEqual(['S', 'M', 'L', 'XL']);
    // Inches first (how Indian shops print charts); the size chosen on the page is marked.
    expect(await dialog.getByRole('button', { name: 'Inches' }).getAttribute('aria-pressed')).toBe('true');
    expect(await cellOf(page, 'M', 0).innerText()).toBe('41');
    expect(await dialog.locator('tr[aria-current="true"] th').innerText()).toBe(chosen);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await e2e.screenshot(page, `size-chart-and-app-size-chart-in-${width}`);

    await dialog.getByRole('button', { name: 'Centimetres' }).click();
    expect(await dialog.getByRole('button', { name: 'Centimetres' }).getAttribute('aria-pressed')).toBe('true');
    expect(await cellOf(page, 'M', 0).innerText()).toBe('104.1');
    expect(await dialog.locator('caption').innerText()).toContain('centimetres');
    await e2e.screenshot(page, `size-chart-and-app-size-chart-cm-${width}`);
    // The dialog as the shopper sees it (a full-page shot puts the sticky header mid-page).
    await page.screenshot({ path: `e2e/screenshots/size-chart-and-app-size-chart-cm-${width}-viewport.png` });
    // On a phone the whole chart fits: no sideways scrolling inside the dialog either.
    const scroll = dialog.locator('.size-chart__scroll');
    expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // Escape closes it and focus goes back to the button; the unit choice is remembered.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await button.click();
    await expect.poll(() => cellOf(page, 'M', 0).innerText()).toBe('104.1');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('installable app: manifest linked and valid, service worker registered, nothing personal cached, offline page when offline', async () => {
    const page = await e2e.newPage(375, { serviceWorkers: 'allow' });
    await page.goto('/');
    await page.getByRole('heading', { name: 'New Collections' }).waitFor();

    // The manifest: linked from the page, with the brand colour of the CSS and icons that are real PNGs.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifestResponse = await page.request.get(href!);
    expect(manifestResponse.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as Manifest;
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());
    expect(manifest).toMatchObject({ short_name: 'Kapda', start_url: '/', scope: '/', display: 'standalone', theme_color: brand });
    expect(manifest.name).toContain('Kapda');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(brand);
    for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]) {
      const icon = manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any') === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const bytes = await (await page.request.get(icon!.src)).body();
      const [w, h] = size.split('x').map(Number);
      expect(pngSize(bytes)).toEqual({ png: true, width: w, height: h });
    }

    // The service worker registers after the page has loaded and takes control of it.
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${e2e.baseUrl}/sw.js`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Browse a little under its control: the GraphQL answers (the product, the cart) stay out of every cache.
    await page.reload();
    await page.getByRole('heading', { name: 'New Collections' }).waitFor();
    await page.goto(`/product-details/${await pickShirt()}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached.some((p) => p.startsWith('/offline.html'))).toBe(true);
    expect(cached.some((p) => p.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((p) => /^\/(graphql|api|admin|img)\b/.test(p) || p.endsWith('/') || /^\/product-details/.test(p))).toEqual([]);

    // Offline: a navigation shows the offline page, which says so.
    await page.context().setOffline(true);
    await page.goto('/my-orders');
    await page.getByRole('heading', { name: 'You are offline…' }).waitFor();
    expect(page.url()).toBe(`${e2e.baseUrl}/my-orders`);
    await e2e.screenshot(page, 'size-chart-and-app-offline-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await e2e.screenshot(page, 'size-chart-and-app-offline-1280');

    // Back online, Try again loads the page that was asked for.
    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(/\/my-orders$/);
    await expect.poll(() => page.getByRole('heading', { name: 'You are offline…' }).count()).toBe(0);
  });

  it('the app banner: Install opens the browser\'s install dialog when offered, otherwise explains Add to Home screen', async () => {
    const page = await e2e.newPage(375);
    await page.goto('/');
    await page.getByRole('heading', { name: 'New Collections' }).waitFor();
    const install = page.getByRole('button', { name: 'Install app' });

    // No offer from the browser (Safari, Firefox, or Chromium before it decides): the help opens.
    await install.click();
    const help = page.getByRole('region', { name: 'Install the Kapda app' });
    await help.waitFor();
    expect(await help.innerText()).toContain('Add to Home screen');
    expect(await install.getAttribute('aria-expanded')).toBe('true');
    await e2e.screenshot(page, 'size-chart-and-app-install-help-375');
    await page.screenshot({ path: 'e2e/screenshots/size-chart-and-app-install-help-375-viewport.png' });
    await help.getByRole('button', { name: 'Close' }).click();
    await help.waitFor({ state: 'hidden' });

    // The browser offers to install (beforeinstallprompt): Install opens its dialog instead.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
      (window as unknown as { offerCancelled: boolean }).offerCancelled = offer.defaultPrevented;
    });
    expect(await page.evaluate(() => (window as unknown as { offerCancelled: boolean }).offerCancelled)).toBe(true);
    await expect.poll(() => install.getAttribute('aria-haspopup')).toBe('dialog');
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    expect(await help.count()).toBe(0);

    const desktop = await e2e.newPage(1280);
    await desktop.goto('/');
    await desktop.getByRole('button', { name: 'Install app' }).waitFor();
    await e2e.screenshot(desktop, 'size-chart-and-app-banner-1280');
  });
});

import { describe, expect, it } from 'vitest';
import { useE2E } from './harness.js';

describe('foundation journeys', () => {
  const e2e = useE2E();

  it('home loads with the sections in the header', async () => {
    for (const width of [375, 1280]) {
      const page = await e2e.newPage(width);
      await page.goto('/');
      if (width >= 1024) {
        const nav = page.getByRole('navigation', { name: 'Sections' });
        await expect(nav.getByRole('link', { name: 'Men', exact: true }).isVisible()).resolves.toBe(true);
        await expect(nav.getByRole('link', { name: 'Women', exact: true }).isVisible()).resolves.toBe(true);
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect(menu.getByText('Women').isVisible()).resolves.toBe(true);
        await expect(menu.getByRole('link', { name: 'Kurtas' }).isVisible()).resolves.toBe(true);
        await page.getByRole('button', { name: 'Close menu' }).click();
      }
      await e2e.screenshot(page, `foundation-home-${width}`);
    }
  });

  it('a deep link loads on refresh (SPA fallback) and unknown pages show the 404 screen', async () => {
    const page = await e2e.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('the playground runs a query', async () => {
    const page = await e2e.newPage();
    await page.goto('/graphql');
    await page.locator('.graphiql-execute-button').click();
    await page.getByText('"gender": "women"').first().waitFor({ timeout: 20_000 });
    await e2e.screenshot(page, 'foundation-playground-1280');
  });
});

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
        await nav.getByRole('link', { name: 'Men', exact: true }).waitFor();
        await nav.getByRole('link', { name: 'Women', exact: true }).waitFor();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await menu.getByText('Women', { exact: true }).waitFor();
        await menu.getByRole('link', { name: 'Kurtas' }).waitFor();
        await page.getByRole('button', { name: 'Close menu' }).click();
      }
      await e2e.screenshot(page, `foundation-home-${width}`);
    }
  });

  it('a deep link loads on refresh (SPA fallback) and unknown pages show the 404 screen', async () => {
    const page = await e2e.newPage();
    const response = await page.goto('/no-such-page');
    // The SPA's 404 screen, with a real 404 status (server/src/app/spa-routes.ts).
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('the playground runs a query', async () => {
    const page = await e2e.newPage();
    // GraphiQL is ready once it has introspected the schema (its docs come from that answer).
    const introspected = page.waitForResponse((response) => (response.request().postData() ?? '').includes('IntrospectionQuery'));
    await page.goto('/graphql');
    await introspected;
    await page.locator('.graphiql-query-editor').getByText('sections').first().waitFor();
    const answered = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST' && (response.request().postData() ?? '').includes('query Browse'));
    await page.locator('.graphiql-execute-button').click();
    const response = await answered;
    expect((await response.json()).data.sections.map((s: { name: string }) => s.name)).toEqual(['Men', 'Women']);
    await expect.poll(() => page.locator('.graphiql-response').innerText(), { timeout: 15_000 }).toContain('sections');
    await e2e.screenshot(page, 'foundation-playground-1280');
  });

  it('the staff playground at /admin/graphql works once the staff token is in its headers', async () => {
    const page = await e2e.newPage();
    // Without the token even the schema is refused: the page is an empty shell until then.
    const refused = page.waitForResponse((response) => response.url().endsWith('/admin/graphql') && response.request().method() === 'POST');
    await page.goto('/admin/graphql');
    expect((await refused).status()).toBe(401);
    await page.locator('.graphiql-query-editor').getByText('dashboardOverview').first().waitFor();
    await page.locator('.graphiql-editor-tool .graphiql-editor').last().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('{ "Authorization": "Bearer staff-token-for-tests-only" }');
    const answered = page.waitForResponse((response) => response.url().endsWith('/admin/graphql') && (response.request().postData() ?? '').includes('query Overview'));
    await page.locator('.graphiql-execute-button').click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect((await response.json()).data.currentStaff).toEqual({ id: 'owner', role: 'OWNER' });
    await expect.poll(() => page.locator('.graphiql-response').innerText(), { timeout: 15_000 }).toContain('OWNER');
    await e2e.screenshot(page, 'foundation-admin-playground-1280');
  });
});

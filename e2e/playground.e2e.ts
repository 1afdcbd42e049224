/**
 * The playgrounds teach the API (issue #14, item 13): /graphql opens with the example tabs
 * (client/playground/examples.ts), the docs explorer and a key button that fills the
 * Authorization header; /admin/graphql opens with the staff examples and the header to fill.
 * Screenshots at 1280 and 375 px are saved under e2e/screenshots/ for a person to look at.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';

const SHOPPER_TABS = ['Browse', 'Search', 'SendCode', 'AddToCart', 'SaveAddress', 'TrackOrder'];
const tabTitles = (page: Page) => page.locator('.graphiql-tab').allInnerTexts();
// Monaco draws spaces as no-break spaces.
const headersText = async (page: Page) => (await page.locator('.graphiql-editor-tool .graphiql-editor').last().innerText()).replace(/\u00a0/g, ' ');

describe('the playgrounds teach the API', () => {
  const e2e = useE2E();

  it('/graphql opens on the example tabs with the docs, runs them, and the key button sets the token', async () => {
    const page = await e2e.newPage(1280);
    const introspected = page.waitForResponse((response) => (response.request().postData() ?? '').includes('IntrospectionQuery'));
    await page.goto('/graphql');
    await introspected;
    await page.locator('.graphiql-query-editor').getByText('sections').first().waitFor();
    expect((await tabTitles(page)).map((title) => title.trim())).toEqual(SHOPPER_TABS);
    // The docs explorer is open beside the editors.
    await page.locator('.graphiql-doc-explorer').getByText('Root Types').waitFor();
    const answered = page.waitForResponse((response) => (response.request().postData() ?? '').includes('query Browse'));
    await page.locator('.graphiql-execute-button').click();
    expect((await (await answered).json()).data.products.nodes).toHaveLength(6);
    await expect.poll(() => page.locator('.graphiql-response').innerText(), { timeout: 15_000 }).toContain('sections');
    await e2e.screenshot(page, 'playground-1280');

    // Log in through the Log in tab, then the key button offers that token for the Cart tab.
    await page.locator('.graphiql-tab').filter({ hasText: 'SendCode' }).click();
    await page.locator('.graphiql-query-editor').getByText('verifyOtp').first().waitFor();
    const phone = '9876543210'; // the tab's own variables
    const sent = page.waitForResponse((response) => (response.request().postData() ?? '').includes('"operationName":"SendCode"'));
    await page.locator('.graphiql-execute-button').click();
    await page.getByRole('menuitem', { name: 'SendCode' }).click();
    const otp: string = (await (await sent).json()).data.sendOtp.otpSent.otp;
    // The variables editor of this tab: phone as given, the code filled in.
    await page.locator('.graphiql-editor-tool .graphiql-editor').first().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(JSON.stringify({ phone, otp }));
    const verified = page.waitForResponse((response) => (response.request().postData() ?? '').includes('"operationName":"VerifyCode"'));
    await page.locator('.graphiql-execute-button').click();
    await page.getByRole('menuitem', { name: 'VerifyCode' }).click();
    const login = await (await verified).json();
    expect(login.errors).toBeUndefined();
    const token: string = login.data.verifyOtp.login.token;

    await page.locator('.graphiql-tab').filter({ hasText: 'AddToCart' }).click();
    await page.locator('.graphiql-editor-tools').getByText('Headers').click();
    await expect.poll(() => headersText(page)).toContain('PASTE_THE_TOKEN_FROM_THE_LOG_IN_TAB');
    page.once('dialog', (dialog) => {
      expect(dialog.defaultValue()).toBe(token);
      void dialog.accept(dialog.defaultValue());
    });
    await page.getByRole('button', { name: /Use a token/ }).click();
    await expect.poll(() => headersText(page)).toContain(`Bearer ${token.slice(0, 20)}`);
    const cart = page.waitForResponse((response) => (response.request().postData() ?? '').includes('"operationName":"MyCart"'));
    await page.locator('.graphiql-execute-button').click();
    await page.getByRole('menuitem', { name: 'MyCart' }).click();
    const answer = await (await cart).json();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.cart.itemCount).toBe(0);
  });

  it('fits a phone: the tabs and editor at 375 px', async () => {
    const page = await e2e.newPage(375);
    await page.goto('/graphql');
    await page.locator('.graphiql-query-editor').getByText('sections').first().waitFor();
    await page.locator('.graphiql-execute-button').waitFor();
    // No horizontal scrolling of the page itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await e2e.screenshot(page, 'playground-375');
  });

  it('/admin/graphql opens on the staff examples with the Authorization header to fill in', async () => {
    const page = await e2e.newPage(1280);
    await page.goto('/admin/graphql');
    await page.locator('.graphiql-query-editor').getByText('dashboardOverview').first().waitFor();
    expect((await tabTitles(page)).map((title) => title.trim())).toEqual(['Overview', 'PlacedOrders', 'Confirm', 'LowStock']);
    await expect.poll(() => headersText(page)).toContain('PASTE_YOUR_STAFF_TOKEN');
    await e2e.screenshot(page, 'admin-playground-1280');
  });
});

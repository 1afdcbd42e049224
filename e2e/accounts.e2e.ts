import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';

/** Logs in through the login screen with the development code the server shows. */
async function loginWithDevCode(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByText(`OTP sent successfully to ${phone}`).waitFor();
  const code = (await page.getByTestId('dev-otp').innerText()).trim();
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
}

async function firstProductId(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id::text AS id FROM product ORDER BY id LIMIT 1`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

describe('accounts journeys', () => {
  const e2e = useE2E();

  it('a visitor logs in with the dev code, comes back, adds and edits an address with pincode autofill, toggles the wishlist, logs out', async () => {
    const page = await e2e.newPage(1280);
    // An account screen sends the visitor to login and login brings them back.
    await page.goto('/my-address');
    await page.waitForURL('**/user-login');
    await loginWithDevCode(page, '9876500001');
    await page.waitForURL('**/my-address');
    await page.getByRole('heading', { name: 'No Address Found' }).waitFor();

    // Add, with city and state filled from the pincode.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByLabel('Full name').fill('Asha Verma');
    await dialog.getByLabel('Mobile number').fill('9876543210');
    await dialog.getByLabel('Pincode').fill('560001');
    await expect.poll(() => dialog.getByLabel('City').inputValue()).toBe('Bengaluru');
    expect(await dialog.getByLabel('State').inputValue()).toBe('Karnataka');
    await dialog.getByLabel('House / flat no. and building').fill('22 Rose Villa');
    await dialog.getByLabel('Address (street, area)').fill('MG Road');
    await dialog.getByLabel('Office').check();
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Address added successfully!').waitFor();
    const card = page.getByTestId('address-card');
    await card.getByText('Bengaluru').waitFor();
    await card.getByText('Office').waitFor();
    await e2e.screenshot(page, 'accounts-my-address-1280');

    // Edit: the form opens filled in; a new pincode refills city and state.
    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    expect(await edit.getByLabel('Full name').inputValue()).toBe('Asha Verma');
    await edit.getByLabel('Pincode').fill('400001');
    await expect.poll(() => edit.getByLabel('City').inputValue()).toBe('Mumbai');
    await edit.getByRole('button', { name: 'Update Address' }).click();
    await page.getByText('Address updated successfully!').waitFor();
    await card.getByText('Mumbai').waitFor();
    await card.getByText('Maharashtra').waitFor();

    // Remove asks first, then confirms.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const second = page.getByRole('dialog', { name: 'Add New Address' });
    await second.getByLabel('Full name').fill('Ravi Kumar');
    await second.getByLabel('Mobile number').fill('9123456780');
    await second.getByLabel('Pincode').fill('110001');
    await expect.poll(() => second.getByLabel('State').inputValue()).toBe('Delhi');
    await second.getByLabel('House / flat no. and building').fill('B-12');
    await second.getByLabel('Address (street, area)').fill('Janpath');
    await second.getByRole('button', { name: 'Save Address' }).click();
    await expect.poll(() => card.count()).toBe(2);
    await page.getByRole('button', { name: /^Remove address of Ravi Kumar/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText('Are you sure you want to delete this address?').waitFor();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByRole('dialog', { name: 'Deleted!' }).getByText('Your address has been deleted successfully.').waitFor();
    await expect.poll(() => card.count()).toBe(1);

    // Wishlist from the product page: the heart and the header count, across a reload.
    const productId = await firstProductId(e2e.databaseUrl);
    await page.goto(`/product-details/${productId}`);
    await page.locator('.pdp__wish').click();
    await page.getByRole('link', { name: 'Wishlist, 1 items' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlistCount'))).toBe('1');
    await page.reload();
    await page.getByRole('link', { name: 'Wishlist, 1 items' }).waitFor();
    await page.getByRole('link', { name: 'Wishlist, 1 items' }).click();
    await page.getByTestId('wishlist-card').waitFor();
    // The card's size labels come from Product.sizeLabels (not every variant and size).
    expect(await page.getByTestId('wishlist-card').getByRole('list', { name: 'Sizes' }).locator('li').count()).toBeGreaterThan(0);
    await e2e.screenshot(page, 'accounts-wishlist-1280');
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 812 });
    await e2e.screenshot(page, 'accounts-wishlist-375');
    if (wide) await page.setViewportSize(wide);
    await page.getByTestId('wishlist-card').getByRole('button', { name: 'Remove from wishlist' }).click();
    await page.getByRole('heading', { name: 'No Saved Items!' }).waitFor();
    await page.getByRole('link', { name: 'Wishlist, 0 items' }).waitFor();

    // The welcome notification is in the bell.
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByText('Welcome to Kapda!').waitFor();
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // Logout clears the stored session and revokes the token on the server.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.goto('/my-Profile');
    await page.getByRole('complementary', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData'), localStorage.getItem('wishlistCount')])).toEqual([null, null, null]);
    const after = await fetch(`${e2e.baseUrl}/api/v1/user/get-profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('every account screen renders at 375 and 1280 px', async () => {
    const sent = (await (await fetch(`${e2e.baseUrl}/api/v1/user/sendOtp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '9876500002' }) })).json()) as { otp: string };
    const { token } = (await (
      await fetch(`${e2e.baseUrl}/api/v1/user/verifyOtp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '9876500002', otp: sent.otp }) })
    ).json()) as { token: string };
    for (const width of [375, 1280]) {
      const visitor = await e2e.newPage(width);
      await visitor.goto('/user-login');
      await visitor.getByRole('heading', { name: 'Login' }).waitFor();
      await e2e.screenshot(visitor, `accounts-login-${width}`);
      await visitor.goto('/register');
      await visitor.getByRole('button', { name: 'Register' }).click();
      await visitor.getByText('Please enter a valid email address.').waitFor();
      await e2e.screenshot(visitor, `accounts-register-${width}`);

      const page = await e2e.newPage(width);
      await page.addInitScript((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('userData', JSON.stringify({ phone: '9876500002', token: t }));
      }, token);
      await page.goto('/my-Profile');
      await page.getByRole('heading', { name: 'User Information' }).waitFor();
      if (width === 1280) {
        await page.getByLabel('Full name').fill('Ravi Kumar');
        await page.getByLabel('Female').check();
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await page.getByText('Profile updated successfully!').waitFor();
        await page.reload();
        await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Ravi Kumar');
      }
      await e2e.screenshot(page, `accounts-profile-${width}`);
      await page.goto('/my-wallet');
      await page.getByText('No debit/credit card saved').waitFor();
      await e2e.screenshot(page, `accounts-wallet-${width}`);
      await page.goto('/my-address');
      await page.getByRole('heading', { name: 'No Address Found' }).waitFor();
      await page.getByRole('button', { name: 'Add New Address' }).click();
      await e2e.screenshot(page, `accounts-address-dialog-${width}`);
      await page.keyboard.press('Escape');
      await page.goto('/wish-list');
      await page.getByRole('heading', { name: 'No Saved Items!' }).waitFor();
      await e2e.screenshot(page, `accounts-wishlist-empty-${width}`);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).getByText('Welcome to Kapda!').waitFor();
      await page.screenshot({ path: `e2e/screenshots/accounts-notifications-${width}.png` });
    }
  });
  it('a long OTP back-off reads in minutes and seconds, not "900s"', async () => {
    for (const width of [375, 1280]) {
      const page = await e2e.newPage(width);
      // The server's longest per-phone wait (15 minutes) on this send.
      await page.route('**/graphql', async (route) => {
        if (!route.request().postData()?.includes('SendOtp')) return route.continue();
        const response = await route.fetch();
        const body = await response.json();
        if (body.data?.sendOtp?.otpSent) body.data.sendOtp.otpSent.resendAfterSeconds = 900;
        await route.fulfill({ response, json: body });
      });
      await page.goto('/user-login');
      await page.getByLabel('Mobile number').fill(`98765${String(width).padStart(5, '0')}`);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText(/^Resend OTP in 1[45] min/).waitFor();
      expect(await page.getByText(/Resend OTP in \d+s$/).count()).toBe(0);
      await e2e.screenshot(page, `login-resend-wait-${width}`);
      await page.close();
    }
  });
});

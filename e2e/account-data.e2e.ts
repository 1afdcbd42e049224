import fs from 'node:fs';
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

/** Opens My Profile as a visitor, logs in with the development code and comes back. */
async function loginToProfile(page: Page, phone: string) {
  await page.goto('/my-Profile');
  await page.waitForURL('**/user-login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = (await page.getByTestId('dev-otp').innerText()).trim();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await page.waitForURL('**/my-Profile');
  await page.getByRole('heading', { name: 'Your data' }).waitFor();
}

describe('your data: download and delete the account', () => {
  const e2e = useE2E();

  it('at 375 px: download the data, refused deletion while an order is open, then deleted with the phone code and logged out', async () => {
    const phone = '9876522001';
    const page = await e2e.newPage(375);
    await loginToProfile(page, phone);
    await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
    await e2e.screenshot(page, 'account-data-profile-375');

    // Download my data: a JSON file of this shopper.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^kapda-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await file.path()) as string, 'utf8'));
    expect(data.profile.mobile).toBe(phone);
    expect(data.notifications.map((n: { title: string }) => n.title)).toContain('Welcome to Kapda!');

    // An open order blocks deletion, and the dialog says what to wait for.
    const [{ id: customerId }] = await sql<{ id: number }>(e2e.databaseUrl, `SELECT id FROM customer WHERE phone = $1`, [phone]);
    const [order] = await sql<{ id: number; order_number: string }>(
      e2e.databaseUrl,
      `INSERT INTO orders (customer_id, payment_method, total_amount, shipping_address)
       VALUES ($1, 'COD', 99900, '{"fullName":"Asha Verma","phone":"9876522001","houseName":"22 Rose Villa","address":"MG Road","city":"Bengaluru","state":"Karnataka","pincode":"560001"}')
       RETURNING id, order_number`,
      [customerId],
    );
    await page.getByRole('button', { name: 'Delete my account' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText(`Order ${order.order_number} is still open: wait until it is delivered, or cancel it.`).waitFor();
    await e2e.screenshot(page, 'account-data-delete-blocked-375');
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Delivered: the dialog explains what is kept and why, then asks for the code.
    await sql(e2e.databaseUrl, `UPDATE orders SET status = 'DELIVERED' WHERE id = $1`, [order.id]);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText(/GST law makes us keep tax records for 8 years/).waitFor();
    // What deletion keeps for fraud prevention is said before the shopper confirms (issue 25, item 7).
    await dialog.getByText(/To stop coupon abuse, we keep a one-way code made from your phone number/).waitFor();
    await e2e.screenshot(page, 'account-data-delete-confirm-375');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = (await dialog.getByTestId('dev-otp').innerText()).trim();
    await dialog.getByLabel(`Code sent to +91 ${phone}`).fill(code);
    await e2e.screenshot(page, 'account-data-delete-code-375');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();

    await page.waitForURL('**/account-deleted');
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    await page.getByTestId('deletion-reference').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await e2e.screenshot(page, 'account-data-deleted-375');
    expect(await sql(e2e.databaseUrl, `SELECT 1 FROM customer WHERE phone = $1`, [phone])).toHaveLength(0);
    const [kept] = await sql<{ customer_id: number | null; shipping_address: Record<string, string> }>(e2e.databaseUrl, `SELECT customer_id, shipping_address FROM orders WHERE id = $1`, [order.id]);
    expect(kept.customer_id).toBeNull();
    expect(kept.shipping_address).toMatchObject({ fullName: 'Former customer', phone: '', state: 'Karnataka', pincode: '560001' });

    // Account screens now ask for a login.
    await page.goto('/my-Profile');
    await page.waitForURL('**/user-login');
  }, 180_000);

  it('at 1280 px: the Your data section and the confirm dialog', async () => {
    const page = await e2e.newPage(1280);
    await loginToProfile(page, '9876522002');
    await e2e.screenshot(page, 'account-data-profile-1280');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('To confirm it is you, we will send a one-time code to +91 9876522002.').waitFor();
    await e2e.screenshot(page, 'account-data-delete-confirm-1280');
    // Keeping the account closes the dialog and changes nothing.
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });
});

/**
 * An owner builds the store's structure from the dashboard (issue 26, part 2): sections and
 * categories with their HSN codes, a category's size chart, the delivery area from the courier's
 * pincode list (a refused file, then an applied one, then one pincode switched off), and products
 * archived in bulk; the shop follows at once. The new screens at 1280 px and 375 px.
 */
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';

const OWNER_PHONE = '9812300026';

describe('store set-up journeys', () => {
  const e2e = useE2E({ CATALOG_CACHE_MS: '2000' });

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${e2e.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  let session: string | null = null;
  async function logIn(page: Page): Promise<void> {
    if (session) {
      await page.addInitScript((value) => localStorage.setItem('kapda.staff.session', value), session);
      await page.goto('/admin/structure');
      return;
    }
    const client = new pg.Client({ connectionString: e2e.databaseUrl });
    await client.connect();
    await client.query(`INSERT INTO staff_member (phone, name, role) VALUES ($1, 'Meera Owner', 'owner')`, [OWNER_PHONE]);
    await client.end();
    await page.goto('/admin');
    await page.getByLabel('Mobile number').fill(OWNER_PHONE);
    await page.getByRole('button', { name: 'Send code' }).click();
    const note = await page.getByRole('status').filter({ hasText: 'Development code' }).innerText();
    await page.getByLabel('One-time code').fill(/Development code: (\d{6})/.exec(note)?.[1] ?? '');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sections & categories' }).waitFor();
    session = await page.evaluate(() => localStorage.getItem('kapda.staff.session'));
  }

  it('sections, categories and a size chart at 1280: the shop menu follows at once', async () => {
    const page = await e2e.newPage(1280);
    await logIn(page);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sections & categories' }).click();
    await page.getByRole('heading', { name: 'Sections & categories', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'New section' }).click();
    await page.getByLabel('Section name').fill('Kids');
    await page.getByRole('button', { name: 'Save section' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved the section Kids.' }).waitFor();

    await page.getByRole('button', { name: 'Add category to Kids' }).last().click();
    await page.getByLabel('Category name').fill('Lehengas');
    await page.getByLabel(/HSN code/).fill('62O4');
    await page.getByRole('button', { name: 'Save category' }).click();
    await page.locator('.admin-field-error', { hasText: 'HSN code must be 4, 6 or 8 digits.' }).waitFor();
    await e2e.screenshot(page, 'admin-structure-refused-1280');
    await page.getByLabel(/HSN code/).fill('6204');
    await page.getByRole('button', { name: 'Save category' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved the category Lehengas.' }).waitFor();
    const menu = await gql<{ sections: Array<{ name: string; categories: Array<{ name: string }> }> }>(`{ sections { name categories { name } } }`);
    expect(menu.sections.filter((s) => s.name === 'Kids').at(-1)?.categories.map((c) => c.name)).toEqual(['Lehengas']);

    // A category with products: hidden (not deleted), its products leave the shop.
    const firstSection = page.getByRole('listitem', { name: /^Section / }).first();
    const categoryName = (await firstSection.locator('tbody tr').first().locator('td').first().innerText()).split('\n')[0].split(' /')[0].trim();
    await page.getByRole('button', { name: `Hide ${categoryName}`, exact: true }).click();
    await page.getByRole('status').filter({ hasText: `${categoryName} and its products are hidden from the shop.` }).waitFor();
    const after = await gql<{ sections: Array<{ categories: Array<{ name: string }> }> }>(`{ sections { categories { name } } }`);
    expect(after.sections.flatMap((s) => s.categories.map((c) => c.name))).not.toContain(categoryName);
    await e2e.screenshot(page, 'admin-structure-1280');
    await page.getByRole('button', { name: `Show ${categoryName}`, exact: true }).click();
    await page.getByRole('status').filter({ hasText: `${categoryName} is shown in the shop again.` }).waitFor();

    // Its size chart, typed in inches.
    await page.getByRole('link', { name: `Size chart of ${categoryName}` }).click();
    await page.getByRole('heading', { name: `Size chart of ${categoryName}` }).waitFor();
    await page.getByLabel('Inches').check();
    const firstValue = page.locator('tbody input[inputmode="decimal"]').first();
    await firstValue.fill('40');
    await page.getByRole('button', { name: 'Save size chart' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await e2e.screenshot(page, 'admin-size-chart-1280');
  });

  it('the delivery area at 1280: a file with problems is refused, the courier list applied, one pincode switched off', async () => {
    const page = await e2e.newPage(1280);
    await logIn(page);
    await page.goto('/admin/delivery-area');
    await page.getByRole('heading', { name: 'Delivery area', level: 1 }).waitFor();
    await page.getByLabel(/The list is the whole delivery area/).uncheck();
    await page.locator('input[type="file"]').setInputFiles({ name: 'courier.csv', mimeType: 'text/csv', buffer: Buffer.from('pincode,cod,days\n110001,yes,2\n999999,yes,2\n560001,maybe,3\n') });
    await page.getByText('Line 3: 999999 is not an Indian pincode we know.').waitFor();
    await page.getByText('Line 4: COD must be yes or no, not “maybe”.').waitFor();
    expect(await page.getByRole('button', { name: 'Apply the list' }).count()).toBe(0);
    await e2e.screenshot(page, 'admin-delivery-refused-1280');

    await page.locator('input[type="file"]').setInputFiles({ name: 'courier.csv', mimeType: 'text/csv', buffer: Buffer.from('pincode,cod,days\n110001,yes,2\n560001,no,3\n') });
    await page.getByRole('button', { name: 'Apply the list' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported 2 pincodes.' }).waitFor();
    const checked = await gql<{ checkPincode: { deliverable: boolean; codAvailable: boolean; deliveryDays: number } }>(`{ checkPincode(pincode: "560001") { deliverable codAvailable deliveryDays } }`);
    expect(checked.checkPincode).toEqual({ deliverable: true, codAvailable: false, deliveryDays: 3 });

    await page.getByRole('searchbox', { name: 'Pincode, city or state' }).fill('110001');
    await page.getByRole('button', { name: 'Switch off 110001' }).click();
    await page.getByRole('status').filter({ hasText: 'Stopped delivering to 110001.' }).waitFor();
    expect((await gql<{ checkPincode: { deliverable: boolean } }>(`{ checkPincode(pincode: "110001") { deliverable } }`)).checkPincode.deliverable).toBe(false);
    await e2e.screenshot(page, 'admin-delivery-1280');
  });

  it('products archived in bulk at 1280 leave the shop; the new screens at 375', async () => {
    const page = await e2e.newPage(1280);
    await logIn(page);
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    const before = (await gql<{ products: { totalCount: number } }>(`{ products { totalCount } }`)).products.totalCount;
    const boxes = page.getByRole('checkbox', { name: /^Select (?!every)/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Archive selected (2)' }).click();
    await page.getByRole('status').filter({ hasText: '2 products archived.' }).waitFor();
    expect((await gql<{ products: { totalCount: number } }>(`{ products { totalCount } }`)).products.totalCount).toBe(before - 2);
    await page.getByLabel('Archived').check();
    await page.getByText(/^\d+ archived products$/).waitFor();
    expect(await page.getByText('Archived', { exact: false }).filter({ hasText: /Archived \d/ }).count()).toBeGreaterThanOrEqual(2);
    await e2e.screenshot(page, 'admin-products-archived-1280');

    // New products from a sheet: a bad row is shown with its problem, then the fixed sheet creates them.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'CSV import' }).click();
    await page.getByRole('heading', { name: 'Import products', level: 1 }).waitFor();
    const sheet = (mrp: string) =>
      Buffer.from(`product,name,section,category,colour,colour_code,size,price,mrp,stock,images,published\nN1,Wombatweave Kurta,Men,Kurtas,Navy,#1f3a93,M,999,1499,4,,yes\nN1,,,,Navy,,L,1099,${mrp},2,,\n`);
    await page.getByLabel('The CSV sheet').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: sheet('999') });
    await page.getByRole('button', { name: 'Check the sheet' }).click();
    await page.getByRole('cell', { name: 'MRP cannot be below the price.' }).waitFor();
    await e2e.screenshot(page, 'admin-product-csv-1280');
    await page.getByLabel('The CSV sheet').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: sheet('1599') });
    await page.getByRole('button', { name: 'Check the sheet' }).click();
    await page.getByRole('button', { name: 'Create 1 products' }).click();
    await page.getByRole('status').filter({ hasText: 'Created 1 products.' }).waitFor();
    expect((await gql<{ products: { totalCount: number } }>(`{ products(filter: { search: "wombatweave" }) { totalCount } }`)).products.totalCount).toBe(1);

    const phone = await e2e.newPage(375);
    await logIn(phone);
    await phone.getByRole('heading', { name: 'Sections & categories', level: 1 }).waitFor();
    await phone.getByRole('button', { name: 'Add category to Kids' }).first().waitFor();
    await e2e.screenshot(phone, 'admin-structure-375');
    await phone.goto('/admin/delivery-area');
    await phone.getByText(/the store delivers to/).waitFor();
    await e2e.screenshot(phone, 'admin-delivery-375');
    await phone.goto('/admin/products');
    await phone.getByRole('button', { name: /Archive all/ }).waitFor();
    await e2e.screenshot(phone, 'admin-products-375');
    // Nothing wider than the screen: the tables scroll inside their frame, visually hidden labels
    // of their far columns included (the frame is their containing block).
    const wide = await phone.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > 376 && !el.closest('.admin-table-wrap'))
        .map((el) => `${el.tagName}.${el.className}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

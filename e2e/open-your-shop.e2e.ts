/**
 * Open your shop (issue 26, part 1): a production start on an empty database seeds nothing and says
 * what to do next; the owner is created with `npm run staff`, logs in (the code arrives by SMS, here
 * a local fake MSG91), lands on the first-run setup, is told what a bad GSTIN is, completes it,
 * and the shop's footer, Contact Us and policy pages show the new brand and figures.
 */
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';
import { startFakeGateway, type FakeGateway } from '../server/test/fake-sms-gateway.js';

const run = promisify(execFile);
const OWNER_PHONE = '9123400001';

async function sql<T = Record<string, unknown>>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

let sms: FakeGateway;
let serverEnv: Record<string, string> = {};
const e2e = useE2E(
  async () => {
    sms = await startFakeGateway();
    serverEnv = {
      NODE_ENV: 'production',
      JWT_SECRET: 'open-your-shop-journey-secret-0123456789',
      ONLINE_PAYMENTS: 'off',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'journey',
      MSG91_TEMPLATE_ID: 'journey',
      SMS_DLT_SENDER_ID: 'SHOPIN',
      MSG91_BASE_URL: sms.url,
      SEED_ON_START: '',
    };
    return serverEnv;
  },
  { emptyDatabase: true },
);

afterAll(async () => {
  await sms?.close();
});

/** The last login code the fake MSG91 received for `phone`. */
function lastCode(phone: string): string {
  for (const request of [...sms.requests].reverse()) {
    const recipient = JSON.parse(request.body || '{}').recipients?.[0];
    if (recipient?.mobiles === `91${phone}`) return recipient.otp;
  }
  throw new Error(`no code sent to ${phone}`);
}

async function ownerLogin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Mobile number').fill(OWNER_PHONE);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => sms.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByLabel('One-time code').fill(lastCode(OWNER_PHONE));
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('open your shop: from an empty production database to a shop in the owner’s name', () => {
  beforeAll(async () => {
    // What a new owner sees first: nothing seeded, and the next steps printed at start.
    expect(e2e.output()).toMatch(/Your shop is not open yet[\s\S]*npm run staff -- add[\s\S]*\/admin/);
    const [{ products }] = await sql<{ products: number }>(e2e.databaseUrl, 'SELECT count(*)::int AS products FROM product');
    expect(products).toBe(0);
    // The documented path: `npm run staff -- add <mobile> owner "<name>"` (its compiled CLI here).
    await run(process.execPath, [`${process.env.E2E_OUT ?? 'dist'}/server/src/cli/staff.js`, 'add', OWNER_PHONE, 'owner', 'Meera Iyer'], {
      env: { ...process.env, ...serverEnv, DATABASE_URL: e2e.databaseUrl, LOG_LEVEL: 'warn' },
    });
  });

  it('an empty shop states no fee, no contact and no seller it does not have', async () => {
    const page = await e2e.newPage(1280);
    await page.goto('/contact-us');
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.innerText()).toMatch(/Our store/);
    expect(await footer.innerText()).not.toMatch(/Kapda|Lucknow|24 hours/);
    // The page shell (before the app starts) and the installed app's name carry no demo brand either.
    const shell = await (await fetch(`${e2e.baseUrl}/contact-us`, { headers: { accept: 'text/html' } })).text();
    expect(shell).not.toContain('Kapda');
  });

  it('the owner lands on the setup, a bad GSTIN is refused on its field, then the shop opens in their name', async () => {
    const page = await e2e.newPage(375);
    await ownerLogin(page);
    await page.getByRole('heading', { name: 'Set up your shop' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/setup');
    await e2e.screenshot(page, 'open-shop-setup-375');

    await page.getByLabel('Brand name').fill('Chhavi');
    await page.getByLabel('Legal name').fill('Chhavi Textiles LLP');
    await page.getByLabel('State or union territory').fill('Maharashtra');
    await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZW'); // one character off
    await page.getByLabel('Registered address (one line per line)').fill('12 MG Road\nPune, Maharashtra 411001');
    await page.getByLabel('Invoice series prefix').fill('CHV');
    await page.getByLabel('Credit note series prefix').fill('CCN');
    await page.getByLabel('Support phone').fill('+91 20 4000 1234');
    await page.getByLabel('Support e-mail').fill('help@chhavi.example');
    await page.getByLabel('Support hours').fill('Every day, 9 am – 9 pm');
    await page.getByLabel('Office address (Contact Us)').fill('12 MG Road, Pune 411001');
    await page.getByLabel('Instagram').fill('https://www.instagram.com/chhavi');
    await page.getByLabel('Cash on delivery fee (₹)').fill('39');
    await page.getByLabel(/Free shipping from/).fill('1499');
    await page.getByLabel(/Return window/).fill('10');
    await page.getByLabel('Delivery estimate (days)').fill('5');
    await page.getByRole('button', { name: 'Save and open the dashboard' }).click();
    await page.locator('.admin-field-error', { hasText: /check character/ }).waitFor();
    await expect.poll(() => page.getByLabel('GSTIN').getAttribute('aria-invalid')).toBe('true');
    await e2e.screenshot(page, 'open-shop-setup-gstin-refused-375');

    await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await page.getByRole('button', { name: 'Save and open the dashboard' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    // Every legal detail is set: no invoicing warning on the overview.
    expect(await page.getByTestId('invoicing-warning').count()).toBe(0);
    const [audit] = await sql<{ action: string }>(e2e.databaseUrl, `SELECT action FROM audit_log WHERE entity_type = 'settings'`);
    expect(audit.action).toBe('settings.setup');

    // The same session on a wide screen (a second code would wait for the resend delay).
    const wide = page;
    await wide.setViewportSize({ width: 1280, height: 900 });
    await e2e.screenshot(wide, 'open-shop-overview-1280');
    await wide.getByRole('link', { name: 'Store settings' }).click();
    await wide.getByRole('heading', { name: 'Store settings' }).waitFor();
    await expect.poll(() => wide.getByLabel('GSTIN').inputValue()).toBe('27AAPFU0939F1ZV');
    await e2e.screenshot(wide, 'open-shop-settings-1280');
  });

  it('the shop’s footer, Contact Us and policy pages show the new brand and figures', async () => {
    for (const width of [375, 1280]) {
      const page = await e2e.newPage(width);
      await page.goto('/contact-us');
      await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
      const info = page.locator('.contact-info');
      await expect.poll(() => info.innerText()).toMatch(/\+91 20 4000 1234/);
      expect(await info.innerText()).toMatch(/help@chhavi\.example[\s\S]*Every day, 9 am – 9 pm[\s\S]*12 MG Road, Pune 411001/);
      const footer = page.locator('footer');
      await footer.scrollIntoViewIfNeeded();
      await expect.poll(() => footer.innerText()).toMatch(/Chhavi brings/);
      const text = await footer.innerText();
      expect(text).toMatch(/On orders over ₹1,499\.00, cash on delivery included/);
      expect(text).toMatch(/Within 10 days of delivery/);
      expect(text).toMatch(/Chhavi Textiles LLP\. All rights reserved\./);
      expect(text).not.toMatch(/Kapda|Lucknow|24 hours|Facebook/);
      expect(await page.getByRole('link', { name: 'Chhavi home' }).count()).toBe(1);
      await expect.poll(() => page.title()).toBe('Contact Us · Chhavi');
      expect((await (await fetch(`${e2e.baseUrl}/manifest.webmanifest`)).json()).short_name).toBe('Chhavi');
      await e2e.screenshot(page, `open-shop-contact-${width}`);
    }
    const page = await e2e.newPage(1280);
    await page.goto('/shiping-delivery');
    // The owner's page text (a starter text here), its figures filled from the settings checkout charges by.
    await expect.poll(() => page.locator('article').innerText()).toMatch(/Orders worth ₹1,499 or more ship free, whatever the payment\./);
    expect(await page.locator('article').innerText()).toMatch(/a shipping charge of ₹39\b/);
    expect(await page.locator('article').innerText()).toMatch(/within 5 days/);
    expect(await page.locator('article').innerText()).not.toMatch(/Lucknow|24 hours/);
    await page.goto('/cancellation-refund');
    await expect.poll(() => page.locator('article').innerText()).toMatch(/within 10 days of its delivery/);
  });
});

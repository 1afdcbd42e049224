/**
 * Open your shop: a production start on an empty database seeds nothing and says what to do next;
 * the owner is created with `npm run staff`, logs in (the code arrives by SMS, here a local fake
 * MSG91), lands on the first-run setup, is told what a bad GSTIN is, completes it, and the shop's
 * footer, Contact Us and policy pages show the new brand and figures. Then the owner builds the
 * catalogue through the dashboard's staff API (a section, a category, the delivery area, a product),
 * a shopper finds it and orders it cash on delivery, and the owner delivers it: the tax invoice is
 * in the owner's name, with their GSTIN. (The dashboard screens of those steps have journeys of
 * their own: admin-store-setup, admin-catalogue, orders.)
 */
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';
import { startFakeGateway, type FakeGateway } from '../server/test/fake-sms-gateway.js';

const run = promisify(execFile);
const OWNER_PHONE = '9123400001';
const SHOPPER_PHONE = '9123400002';
/** The owner's staff token, kept from the setup's login (a second code would wait for the resend delay). */
let ownerToken = '';

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
    ownerToken = (JSON.parse((await page.evaluate(() => localStorage.getItem('kapda.staff.session'))) ?? '{}') as { token?: string }).token ?? '';
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

  it('the owner builds a catalogue, a shopper orders cash on delivery, and the delivered order is invoiced in the owner’s name', async () => {
    expect(ownerToken).not.toBe('');
    const call = async <T>(path: string, query: string, variables: Record<string, unknown>, token: string): Promise<T> => {
      const response = await fetch(`${e2e.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: unknown };
      if (body.errors || !body.data) throw new Error(`${path}: ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    const staff = <T>(query: string, variables: Record<string, unknown> = {}) => call<T>('/admin/graphql', query, variables, ownerToken);

    // The catalogue's structure, the delivery area and a first product, as the dashboard sends them.
    const { createSection } = await staff<{ createSection: { id: string } }>('mutation($i: AdminSectionInput!) { createSection(input: $i) { id } }', { i: { name: 'Women', gender: 'women' } });
    const { createCategory } = await staff<{ createCategory: { id: string } }>('mutation($i: AdminCategoryInput!) { createCategory(input: $i) { id } }', {
      i: { sectionId: createSection.id, name: 'Kurtas', hsnCode: '6211' },
    });
    const imported = await staff<{ importPincodes: { applied: boolean; problemCount: number } }>('mutation($csv: String!) { importPincodes(csv: $csv, replace: true) { applied problemCount } }', {
      csv: 'pincode,cod,days\n411001,yes,3\n560001,no,5\n',
    });
    expect(imported.importPincodes).toEqual({ applied: true, problemCount: 0 });
    const { createProduct } = await staff<{ createProduct: { id: string } }>('mutation($i: AdminProductInput!) { createProduct(input: $i) { id } }', {
      i: {
        sectionId: createSection.id,
        categoryId: createCategory.id,
        name: 'Chikan Cotton Kurta',
        description: 'Hand-embroidered cotton kurta.',
        published: true,
        variants: [{ colorName: 'Ivory', colorValue: '#f4efe1', images: [], sizes: [{ size: 'M', price: 1299, mrp: 1899, stock: 5 }] }],
      },
    });

    // A shopper finds it in the shop.
    const shopperPage = await e2e.newPage(375);
    await shopperPage.goto(`/product-details/${createProduct.id}`);
    await expect.poll(() => shopperPage.locator('main').innerText()).toMatch(/Chikan Cotton Kurta/);
    await e2e.screenshot(shopperPage, 'open-shop-first-product-375');

    // ...logs in with the code the store texts, gives a Pune address and orders cash on delivery.
    await call('/graphql', 'mutation($p: String!) { sendOtp(phone: $p) { userErrors { message } } }', { p: SHOPPER_PHONE }, '');
    await expect.poll(() => sms.requests.some((r) => (r.body ?? '').includes(`91${SHOPPER_PHONE}`)), { timeout: 15_000 }).toBe(true);
    const { verifyOtp } = await call<{ verifyOtp: { login: { token: string } } }>('/graphql', 'mutation($p: String!, $o: String!) { verifyOtp(phone: $p, otp: $o) { login { token } } }', { p: SHOPPER_PHONE, o: lastCode(SHOPPER_PHONE) }, '');
    const shopper = verifyOtp.login.token;
    const { addAddress } = await call<{ addAddress: { address: { id: string } } }>('/graphql', 'mutation($i: AddressInput!) { addAddress(input: $i) { address { id } userErrors { message } } }', {
      i: { fullName: 'Anjali Deshmukh', phone: SHOPPER_PHONE, pincode: '411001', houseName: '4, Shanti Kunj', address: 'FC Road', city: 'Pune', state: 'Maharashtra' },
    }, shopper);
    await call('/graphql', 'mutation($l: CartLineInput!) { addToCart(line: $l) { userErrors { message } } }', { l: { productId: createProduct.id, color: 'Ivory', size: 'M', quantity: 1 } }, shopper);
    const { placeOrder } = await call<{ placeOrder: { order: { id: string; totalAmount: { amount: string } } | null; userErrors: unknown[] } }>(
      '/graphql',
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id totalAmount { amount } } userErrors { field code message } } }',
      { i: { addressId: addAddress.address.id, paymentMethod: 'COD', idempotencyKey: 'open-your-shop-1' } },
      shopper,
    );
    expect(placeOrder.userErrors).toEqual([]);
    // ₹1,299 of goods and the owner's ₹39 cash-on-delivery fee (below the ₹1,499 free-shipping threshold).
    expect(placeOrder.order!.totalAmount.amount).toBe('1338.00');
    const orderId = placeOrder.order!.id;

    // The owner confirms, ships (the invoice is issued), and it is delivered.
    await staff('mutation($o: ID!) { confirmOrder(orderId: $o) { status } }', { o: orderId });
    await staff('mutation($o: ID!) { shipOrder(orderId: $o, courier: "Delhivery", trackingNumber: "DL0001") { status } }', { o: orderId });
    await staff('mutation($o: ID!) { markOutForDelivery(orderId: $o) { status } }', { o: orderId });
    const { markDelivered } = await staff<{ markDelivered: { status: string } }>('mutation($o: ID!) { markDelivered(orderId: $o) { status } }', { o: orderId });
    expect(markDelivered.status).toBe('DELIVERED');

    // The tax invoice: the owner's legal name, GSTIN and series; CGST + SGST inside Maharashtra.
    const invoice = await fetch(`${e2e.baseUrl}/admin/files/orders/${orderId}/invoice.pdf`, { headers: { authorization: `Bearer ${ownerToken}` } });
    expect(invoice.status).toBe(200);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await invoice.arrayBuffer()) }).toString('utf8');
    expect(text).toMatch(/Chhavi Textiles LLP/);
    expect(text).toMatch(/27AAPFU0939F1ZV/);
    expect(text).toMatch(/CHV\//);
    expect(text).toMatch(/6211/);
    expect(text).toMatch(/CGST/);
    expect(text).not.toMatch(/Kapda|09AAKCK1234M1Z5/);
  });
});

/**
 * Store settings over PostgreSQL (issue 26, part 1): the owner saves them on /admin/graphql; a bad
 * GSTIN changes nothing; every change is audit-logged; shoppers read the same figures that
 * checkout charges (`shop`, contact, cart quote, COD order); an empty store refuses to invoice
 * until its legal details are set, and the overview says so; invoices keep their seller.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestDatabase, useTestServer, type TestServer } from '../harness.js';
import { staffLogin } from './staff-kit.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from '../orders/orders-kit.js';
import { DEMO_SETTINGS } from '../../src/modules/store-settings/store-settings.seed.js';

const SAVE = `mutation($input: StoreSettingsInput!) { updateStoreSettings(input: $input) { brandName legalName state stateCode gstin pan invoicePrefix codFee freeShippingOver returnWindowDays deliveryDays } }`;
const READ = `{ adminStoreSettings { brandName gstin codFee } }`;
const SHOP = `{ shop { configured brandName legalName supportPhone supportEmail officeAddress socialLinks { instagram } codFee { amount } freeShippingOver { amount } returnWindowDays deliveryDays } }`;
const OVERVIEW = `{ dashboardOverview { store { setupComplete missingForInvoices } } }`;

/** A real shop's settings (Pune; a published GSTIN with a valid check character). */
const CHHAVI = {
  brandName: 'Chhavi',
  legalName: 'Chhavi Textiles LLP',
  registeredAddress: '12 MG Road\nPune, Maharashtra 411001',
  state: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  invoicePrefix: 'CHV',
  creditNotePrefix: 'CCN',
  supportPhone: '+91 20 4000 1234',
  supportEmail: 'help@chhavi.example',
  supportHours: 'Every day, 9 am – 9 pm',
  instagramUrl: 'https://www.instagram.com/chhavi',
  officeAddress: '12 MG Road, Pune 411001',
  codFee: 39,
  freeShippingOver: 1499,
  returnWindowDays: 10,
  deliveryDays: 5,
};

async function auditOf(ts: TestServer): Promise<Array<{ action: string; before: any; after: any; role: string }>> {
  return ts.db.dataSource.query(`SELECT action, before, after, role FROM audit_log WHERE entity_type = 'settings' ORDER BY id`);
}

describe('store settings: the owner saves them, shoppers and checkout read them', () => {
  const ts = useTestServer();
  let owner = '';
  let catalogue = '';

  beforeAll(async () => {
    owner = (await staffLogin(ts, 'owner')).token;
    catalogue = (await staffLogin(ts, 'catalogue')).token;
  });

  it('starts from the demo seed (the sample company), and only the owner may read or save it', async () => {
    expect((await ts.admin(READ, {}, owner)).data.adminStoreSettings).toEqual({ brandName: 'Kapda', gstin: DEMO_SETTINGS.gstin, codFee: 49 });
    const refused = await ts.admin(SAVE, { input: CHHAVI }, catalogue);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await ts.gql(SHOP)).data.shop.brandName).toBe('Kapda');
  });

  it('refuses a GSTIN with a wrong check character, or of another state, field by field, and changes nothing', async () => {
    const before = await auditOf(ts);
    const bad = await ts.admin(SAVE, { input: { ...CHHAVI, gstin: '27AAPFU0939F1ZW', pan: 'AAGCB7383J', supportEmail: 'help@' } }, owner);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_INPUT');
    expect(((bad.errors?.[0].extensions?.fieldErrors ?? []) as Array<{ field: string }>).map((e) => e.field)).toEqual(['gstin', 'pan', 'supportEmail']);
    const otherState = await ts.admin(SAVE, { input: { ...CHHAVI, state: 'Karnataka' } }, owner);
    expect(otherState.errors?.[0].message).toMatch(/registered in state code 27, but the registered state is Karnataka \(29\)/);
    expect((await ts.gql(SHOP)).data.shop.brandName).toBe('Kapda');
    expect(await auditOf(ts)).toEqual(before);
  });

  it('saves valid settings, audit-logs what changed, and shoppers see them on their next request', async () => {
    const saved = await ts.admin(SAVE, { input: { ...CHHAVI, gstin: '27aapfu0939f1zv', state: 'MH' } }, owner);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateStoreSettings).toMatchObject({ brandName: 'Chhavi', state: 'Maharashtra', stateCode: '27', gstin: '27AAPFU0939F1ZV', invoicePrefix: 'CHV', codFee: 39, freeShippingOver: 1499 });

    const [record] = (await auditOf(ts)).slice(-1);
    expect(record).toMatchObject({ action: 'settings.update', role: 'owner' });
    expect(record.before).toMatchObject({ brandName: 'Kapda', codFee: 4900, gstin: DEMO_SETTINGS.gstin });
    expect(record.after).toMatchObject({ brandName: 'Chhavi', codFee: 3900, gstin: '27AAPFU0939F1ZV' });

    expect((await ts.gql(SHOP)).data.shop).toEqual({
      configured: true,
      brandName: 'Chhavi',
      legalName: 'Chhavi Textiles LLP',
      supportPhone: '+91 20 4000 1234',
      supportEmail: 'help@chhavi.example',
      officeAddress: '12 MG Road, Pune 411001',
      socialLinks: { instagram: 'https://www.instagram.com/chhavi' },
      codFee: { amount: '39.00' },
      freeShippingOver: { amount: '1499.00' },
      returnWindowDays: 10,
      deliveryDays: 5,
    });
    const contact = await ts.rest('GET', '/user/contactus');
    expect(contact.body.data).toMatchObject({ address: '12 MG Road, Pune 411001', phone: '+91 20 4000 1234', email: 'help@chhavi.example' });
  });

  it('checkout charges the saved COD fee, and nothing from the free-shipping threshold on', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const cheap = await sizeWithStock(ts, 5, 3);
    await ts.db.dataSource.query(`UPDATE variant_size SET discounted_price = 50000 WHERE id = $1`, [cheap.variantSizeId]);
    await addToCart(ts, shopper, cheap, 1);
    const quote = await ts.gql(`{ cart { quote { options { paymentMethod shipping { amount } } } } }`, {}, shopper.token);
    expect(quote.data.cart.quote.options).toEqual([
      { paymentMethod: 'ONLINE', shipping: { amount: '0.00' } },
      { paymentMethod: 'COD', shipping: { amount: '39.00' } },
    ]);
    const placed = await placeCod(ts, shopper);
    expect(placed.status).toBe(201);
    const [row] = await ts.db.dataSource.query(`SELECT shipping_charge, total_amount FROM orders WHERE id = $1`, [placed.body._id]);
    expect(row).toEqual({ shipping_charge: 3900, total_amount: 53900 });

    // ₹1,500 of goods reaches the ₹1,499 threshold: cash on delivery ships free too.
    await ts.db.dataSource.query(`UPDATE variant_size SET discounted_price = 150000 WHERE id = $1`, [cheap.variantSizeId]);
    await addToCart(ts, shopper, cheap, 1);
    const over = await placeCod(ts, shopper);
    const [free] = await ts.db.dataSource.query(`SELECT shipping_charge, total_amount FROM orders WHERE id = $1`, [over.body._id]);
    expect(free).toEqual({ shipping_charge: 0, total_amount: 150000 });
  });

  it('invoices in the saved seller’s name and series, and an issued invoice keeps its seller after a later change', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 7), 1);
    const orderId = Number((await placeCod(ts, shopper)).body._id);
    await ts.services.orders.advance(ts.system, orderId);
    await ts.services.orders.advance(ts.system, orderId);
    const [order] = await ts.db.dataSource.query(`SELECT invoice_number, seller FROM orders WHERE id = $1`, [orderId]);
    expect(order.invoice_number).toMatch(/^CHV\/\d\d-\d\d\/000001$/);
    expect(order.seller).toEqual({ name: 'Chhavi Textiles LLP', address: ['12 MG Road', 'Pune, Maharashtra 411001'], state: 'Maharashtra', stateCode: '27', gstin: '27AAPFU0939F1ZV' });

    await ts.admin(SAVE, { input: { ...CHHAVI, legalName: 'Chhavi Retail Pvt. Ltd.' } }, owner);
    // The audit record names only what changed.
    const [record] = (await auditOf(ts)).slice(-1);
    expect(record).toMatchObject({ before: { legalName: 'Chhavi Textiles LLP' }, after: { legalName: 'Chhavi Retail Pvt. Ltd.' } });
    expect(Object.keys(record.after)).toEqual(['legalName']);
    const facts = await ts.services.orders.getForCaller({ customerId: null, isStaff: true }, orderId);
    const [kept] = await ts.db.dataSource.query(`SELECT seller->>'name' AS name FROM orders WHERE id = $1`, [facts.id]);
    expect(kept.name).toBe('Chhavi Textiles LLP');

    // Delivered: the shopper's return window is the saved 10 days, not a constant.
    await ts.services.orders.advance(ts.system, orderId); // out for delivery
    await ts.services.orders.advance(ts.system, orderId); // delivered
    const [{ at }] = await ts.db.dataSource.query(`SELECT max(created_at) AS at FROM order_status_history WHERE order_id = $1 AND status = 'DELIVERED'`, [orderId]);
    const options = await ts.services.returns.options(shopper.customerId, orderId);
    expect(options.windowEndsAt?.getTime()).toBe(new Date(at).getTime() + 10 * 86_400_000);
    expect((await ts.services.returns.options(shopper.customerId, orderId, new Date(new Date(at).getTime() + 11 * 86_400_000))).eligible).toBe(false);
  });
});

describe('an empty store (no settings): no invoice until the legal details are set', () => {
  const ts = useTestServer();

  beforeAll(async () => {
    await ts.db.dataSource.query(`DELETE FROM store_settings`);
    // Behind the service's back: drop its copy as a change notice would.
    ts.services.catalog.catalogueChanged();
  });

  it('tells shoppers it is not configured, charges no COD fee, and has no contact details', async () => {
    const shop = (await ts.gql(SHOP)).data.shop;
    expect(shop).toMatchObject({ configured: false, legalName: null, supportPhone: '', codFee: { amount: '0.00' }, freeShippingOver: null });
    expect((await ts.rest('GET', '/user/contactus')).status).toBe(404);
  });

  it('refuses to ship (invoice) an order, naming what is missing; the overview says the same', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 11), 1);
    const orderId = Number((await placeCod(ts, shopper)).body._id);
    await ts.services.orders.advance(ts.system, orderId); // confirmed
    await expect(ts.services.orders.advance(ts.system, orderId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/legal name, registered address, state, GSTIN missing/),
    });
    const [order] = await ts.db.dataSource.query(`SELECT status, invoice_number FROM orders WHERE id = $1`, [orderId]);
    expect(order.invoice_number).toBeNull();
    expect(order.status).not.toBe('SHIPPED');
    expect((await ts.admin(OVERVIEW, {}, STAFF_TOKEN)).data.dashboardOverview.store).toEqual({ setupComplete: false, missingForInvoices: ['legal name', 'registered address', 'state', 'GSTIN'] });

    // The setup without the legal part: the store opens, invoicing still waits.
    const { legalName: _l, registeredAddress: _r, state: _s, gstin: _g, pan: _p, ...contactOnly } = CHHAVI;
    const first = await ts.admin(SAVE, { input: contactOnly }, STAFF_TOKEN);
    expect(first.errors).toBeUndefined();
    expect((await auditOf(ts)).map((r) => r.action)).toEqual(['settings.setup']);
    expect((await ts.admin(OVERVIEW, {}, STAFF_TOKEN)).data.dashboardOverview.store).toEqual({ setupComplete: true, missingForInvoices: ['legal name', 'registered address', 'state', 'GSTIN'] });
    await expect(ts.services.orders.advance(ts.system, orderId)).rejects.toMatchObject({ code: 'CONFLICT' });

    await ts.admin(SAVE, { input: CHHAVI }, STAFF_TOKEN);
    expect((await ts.admin(OVERVIEW, {}, STAFF_TOKEN)).data.dashboardOverview.store.missingForInvoices).toEqual([]);
    await ts.services.orders.advance(ts.system, orderId);
    const [shipped] = await ts.db.dataSource.query(`SELECT status, invoice_number, seller->>'gstin' AS gstin FROM orders WHERE id = $1`, [orderId]);
    expect(shipped).toMatchObject({ status: 'SHIPPED', gstin: '27AAPFU0939F1ZV' });
    expect(shipped.invoice_number).toMatch(/^CHV\//);
  });
});

describe('a settings change reaches every server process at once (caches invalidated across processes)', () => {
  const db = useTestDatabase();
  // Both processes keep their copies (settings 30 s, shop answers a minute): only the change notice can make B drop them.
  const a = useTestServer({ CATALOG_CACHE_MS: '60000' }, { db });
  const b = useTestServer({ CATALOG_CACHE_MS: '60000' }, { db });

  it('B answers the new brand and COD fee within a second of A saving them', async () => {
    await Promise.all([a.services.events.target.ready(), b.services.events.target.ready()]);
    expect((await b.gql(SHOP)).data.shop.brandName).toBe('Kapda');
    // Changed behind the service's back: B keeps its copy (the cache is really on: SETTINGS_CACHE_MS).
    await db.dataSource.query(`UPDATE store_settings SET brand_name = 'Sneaky'`);
    expect((await b.gql(SHOP)).data.shop.brandName).toBe('Kapda');

    expect((await a.admin(SAVE, { input: CHHAVI }, STAFF_TOKEN)).errors).toBeUndefined();
    const savedAt = Date.now();
    let shop = (await b.gql(SHOP)).data.shop;
    while (shop.brandName !== 'Chhavi' && Date.now() - savedAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      shop = (await b.gql(SHOP)).data.shop;
    }
    expect(shop).toMatchObject({ brandName: 'Chhavi', codFee: { amount: '39.00' } });
    expect((await b.services.storeSettings.shippingRules())).toEqual({ codFee: 3900, freeShippingOver: 149900 });
  });
});

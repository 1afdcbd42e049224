/**
 * Staff's bulk CSV update, coupons and merchandising on /admin/graphql (dashboard issue 13).
 * The shop's caches are on (CATALOG_CACHE_MS 60 s), so "the shop sees it at once" is real.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { rupeeGql } from '../money.js';
import { ServiceContext } from '../../src/shared/service-context.js';

const ts = useTestServer({ CATALOG_CACHE_MS: '60000' });

const moneyGql = rupeeGql(ts);
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);

describe('bulk stock and price update from a CSV', () => {
  let sizes: Array<{ id: number; productId: number; price: number; mrp: number; stock: number }>;
  beforeAll(async () => {
    sizes = await ts.db.dataSource.query(
      `SELECT s.id, v.product_id AS "productId", s.discounted_price / 100.0 AS price, s.original_price / 100.0 AS mrp, s.stock
       FROM variant_size s JOIN variant v ON v.id = s.variant_id WHERE s.stock > 3 ORDER BY s.id LIMIT 3`,
    );
    sizes = sizes.map((s) => ({ ...s, price: Number(s.price), mrp: Number(s.mrp) }));
  });

  it('downloads a sheet with a header and one row per size', async () => {
    const answer = await admin(`query($p: [ID!]) { stockCsv(productIds: $p) }`, { p: [String(sizes[0].productId)] });
    const lines = answer.data.stockCsv.trim().split('\n');
    expect(lines[0]).toBe('size_id,product_id,product,colour,size,price,mrp,stock,stock_at_download');
    expect(lines.some((l: string) => l.startsWith(`${sizes[0].id},${sizes[0].productId},`))).toBe(true);
  });

  it('previews per-row changes and errors, refuses to apply while any row is wrong, then applies', async () => {
    const [a, b, c] = sizes;
    const csv = [
      'size_id,price,mrp,stock',
      `${a.id},${a.price - 1},,${a.stock + 5}`,
      `${b.id},,,${b.stock}`,
      `${c.id},${c.mrp + 1},,`,
      '999999,10,10,1',
      `${a.id},,,-1`,
      `x,1,1,1`,
    ].join('\n');
    const preview = (await admin(`query($csv: String!) { previewStockCsv(csv: $csv) { changedRows errorRows rows { line sizeId changes { field from to } errors } } }`, { csv })).data.previewStockCsv;
    expect(preview.changedRows).toBe(1);
    expect(preview.errorRows).toBe(4);
    expect(preview.rows[0]).toEqual({ line: 2, sizeId: String(a.id), changes: [{ field: 'price', from: a.price, to: a.price - 1 }, { field: 'stock', from: a.stock, to: a.stock + 5 }], errors: [] });
    expect(preview.rows[1].changes).toEqual([]);
    expect(preview.rows[2].errors).toEqual(['MRP cannot be below the price.']);
    expect(preview.rows[3].errors).toEqual(['No size has the id 999999.']);
    expect(preview.rows[4].errors).toEqual([`Size ${a.id} appears on an earlier line too.`, 'Stock cannot be below zero.']);
    expect(preview.rows[5].errors).toEqual(['No size has the id x.']);

    const refused = await admin(`mutation($csv: String!) { applyStockCsv(csv: $csv) { changedRows } }`, { csv });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Fix the 4 rows with problems first; nothing was changed.', extensions: { code: 'BAD_INPUT' } });
    const [unchanged] = await ts.db.dataSource.query(`SELECT stock, discounted_price FROM variant_size WHERE id = $1`, [a.id]);
    expect(unchanged.stock).toBe(a.stock);

    // The shop's listing of that product is cached now; the apply must show through at once.
    const listing = `query($id: ID!) { product(id: $id) { variants { sizes { id stock discountedPrice { amount currencyCode } } } } }`;
    await moneyGql(listing, { id: String(a.productId) });
    const good = `size_id,price,mrp,stock\n${a.id},${a.price - 1},,${a.stock + 5}\n${b.id},,,${b.stock - 2}\n`;
    const applied = await admin(`mutation($csv: String!) { applyStockCsv(csv: $csv) { changedRows errorRows } }`, { csv: good });
    expect(applied.data.applyStockCsv).toEqual({ changedRows: 2, errorRows: 0 });
    const shopSize = (await moneyGql(listing, { id: String(a.productId) })).data.product.variants.flatMap((v: any) => v.sizes).find((s: any) => s.id === String(a.id));
    expect(shopSize).toEqual({ id: String(a.id), stock: a.stock + 5, discountedPrice: a.price - 1 });
    const moves = await ts.db.dataSource.query(`SELECT variant_size_id AS id, delta, reason, note FROM stock_movement WHERE variant_size_id = ANY($1::int[]) ORDER BY variant_size_id`, [[a.id, b.id]]);
    expect(moves).toEqual(
      [
        { id: a.id, delta: 5, reason: 'correction', note: 'CSV update' },
        { id: b.id, delta: -2, reason: 'correction', note: 'CSV update' },
      ].sort((x, y) => x.id - y.id),
    );
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'size.csv-update'`);
    expect(n).toBe(2);
  });
});

describe('coupons', () => {
  const CREATE = `mutation($input: AdminCouponInput!) { createCoupon(input: $input) { id code discountType discountValue maxDiscount minOrderAmount active usedCount redemptions customers } }`;
  const base = { code: 'diwali25', title: 'Diwali 25% off', discountType: 'percentage', discountValue: 25, maxDiscount: 400, minOrderAmount: 1499, perCustomerLimit: 1, usageLimit: 500 };

  it('creates a coupon that checkout then judges by the same rules, and pauses it', async () => {
    const created = await admin(CREATE, { input: base });
    expect(created.errors).toBeUndefined();
    const coupon = created.data.createCoupon;
    expect(coupon).toMatchObject({ code: 'DIWALI25', discountValue: 25, maxDiscount: 400, minOrderAmount: 1499, active: true, usedCount: 0, redemptions: 0, customers: 0 });
    // Checkout's evaluation: the cap applies, the minimum is enforced.
    expect((await ts.services.coupons.evaluate(ServiceContext.system(ts.db.dataSource, 'test'), 'diwali25', 1, 300000)).discount).toBe(40000);
    await expect(ts.services.coupons.evaluate(ServiceContext.system(ts.db.dataSource, 'test'), 'DIWALI25', 1, 100000)).rejects.toThrow(/minimum order ₹1,499/);

    const paused = await admin(`mutation($id: ID!) { setCouponActive(id: $id, active: false) { active } }`, { id: coupon.id });
    expect(paused.data.setCouponActive.active).toBe(false);
    await expect(ts.services.coupons.evaluate(ServiceContext.system(ts.db.dataSource, 'test'), 'DIWALI25', 1, 300000)).rejects.toThrow('This coupon is no longer available.');
    const listed = (await admin(`{ adminCoupons { code active } }`)).data.adminCoupons;
    expect(listed).toContainEqual({ code: 'DIWALI25', active: false });
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'coupon' AND entity_id = $1`, [coupon.id]);
    expect(n).toBe(2);
  });

  it.each([
    ['a duplicate code', { code: 'Diwali25' }, 'code', 'Another coupon already uses the code DIWALI25.'],
    ['a percentage over 100', { code: 'BIG101', discountValue: 101 }, 'discountValue', 'A percentage must be a whole number from 1 to 100.'],
    ['a cap on a flat coupon', { code: 'FLAT50', discountType: 'flat', discountValue: 50 }, 'maxDiscount', 'A cap applies to percentage coupons only.'],
    ['an expiry before the start', { code: 'BACKWARDS', startsAt: '2030-01-02T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' }, 'expiresAt', 'The expiry must be after the start.'],
    ['a zero usage limit', { code: 'ZEROLIMIT', usageLimit: 0 }, 'usageLimit', 'The usage limit must be a whole number, 1 or more (leave it empty for no limit).'],
    ['an unknown type', { code: 'WHATTYPE', discountType: 'bogo' }, 'discountType', 'Choose percentage or flat.'],
  ])('refuses %s with a field-level message', async (_what, overrides, field, message) => {
    const [{ n: before }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM coupon`);
    const answer = await admin(CREATE, { input: { ...base, ...overrides } });
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { field } });
    const [{ n: after }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM coupon`);
    expect(after).toBe(before);
  });

  it('shows usage counts of a used coupon and keeps its limit above the uses made', async () => {
    const [used] = await ts.db.dataSource.query(`SELECT id, code, used_count AS "usedCount" FROM coupon WHERE used_count > 0 ORDER BY id LIMIT 1`);
    const row = (await admin(`{ adminCoupons { id usedCount } }`)).data.adminCoupons.find((c: any) => c.id === String(used.id));
    expect(row.usedCount).toBe(used.usedCount);
    const full = (await admin(`{ adminCoupons { id code title discountType discountValue maxDiscount minOrderAmount perCustomerLimit } }`)).data.adminCoupons.find((c: any) => c.id === String(used.id));
    const { id: _id, ...input } = full;
    const answer = await admin(`mutation($id: ID!, $input: AdminCouponInput!) { updateCoupon(id: $id, input: $input) { id } }`, { id: String(used.id), input: { ...input, usageLimit: used.usedCount - 1 || 0 } });
    expect(answer.errors?.[0]?.extensions?.field).toBe('usageLimit');
  });
});

describe('merchandising', () => {
  const HOME = `{ homePage { banners { id title } } }`;

  it('a new banner appears on the home page at once, in the order staff set; deleting removes it', async () => {
    const before = (await ts.gql(HOME)).data.homePage.banners; // cached now
    const saved = await admin(`mutation($input: BannerInput!) { saveBanner(input: $input) { id position active } }`, {
      input: { title: 'Monsoon Sale', subtitle: 'Up to 40% off', image: '/uploads/0123456789abcdef0123456789abcdef/800', link: '/offers-listing' },
    });
    expect(saved.errors).toBeUndefined();
    const id = saved.data.saveBanner.id;
    let banners = (await ts.gql(HOME)).data.homePage.banners;
    expect(banners.map((b: any) => b.title)).toEqual([...before.map((b: any) => b.title), 'Monsoon Sale']);

    await admin(`mutation($ids: [ID!]!) { reorderMerchandising(kind: BANNER, ids: $ids) }`, { ids: [id, ...before.map((b: any) => b.id)] });
    banners = (await ts.gql(HOME)).data.homePage.banners;
    expect(banners[0].title).toBe('Monsoon Sale');

    const badLink = await admin(`mutation($id: ID, $input: BannerInput!) { saveBanner(id: $id, input: $input) { id } }`, { id, input: { title: 'X', image: 'javascript:1', link: 'javascript:alert(1)' } });
    expect(badLink.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'image', message: 'Upload an image (or give an https address).' },
      { field: 'link', message: 'The link must be a page of the store (starting with /) or an https address.' },
    ]);

    await admin(`mutation($id: ID!) { deleteMerchandising(kind: BANNER, id: $id) }`, { id });
    expect((await ts.gql(HOME)).data.homePage.banners.map((b: any) => b.title)).not.toContain('Monsoon Sale');
  });

  it('an offer with products in order; unknown products are refused', async () => {
    const products: Array<{ id: number }> = await ts.db.dataSource.query(`SELECT id FROM product ORDER BY id LIMIT 3`);
    const productIds = products.map((p) => String(p.id)).reverse();
    const saved = await admin(`mutation($input: OfferInput!) { saveOffer(input: $input) { id slug productIds } }`, { input: { title: 'Weekend Steals', poster: '/img/p/kurta/front/aa3300.svg', productIds } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveOffer.productIds).toEqual(productIds);
    expect(saved.data.saveOffer.slug).toBe(`weekend-steals-${saved.data.saveOffer.id}`);
    const shop = await ts.gql(`query($id: ID!) { offer(id: $id) { title products { nodes { id } } } }`, { id: saved.data.saveOffer.id });
    expect(shop.data.offer.products.nodes.map((p: any) => p.id)).toEqual(productIds);

    const unknown = await admin(`mutation($input: OfferInput!) { saveOffer(input: $input) { id } }`, { input: { title: 'Nope', poster: '/img/p/x.svg', productIds: ['99999999'] } });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'No product has the id 99999999.', extensions: { field: 'productIds' } });
  });

  it('a themed collection of a section', async () => {
    const [section] = await ts.db.dataSource.query(`SELECT id FROM section ORDER BY id LIMIT 1`);
    const [product] = await ts.db.dataSource.query(`SELECT id FROM product WHERE section_id = $1 LIMIT 1`, [section.id]);
    const saved = await admin(`mutation($input: CollectionInput!) { saveThemedCollection(input: $input) { id sectionId productIds } }`, {
      input: { sectionId: String(section.id), title: 'Wedding Edit', image: '/img/p/kurta/front/aa3300.svg', productIds: [String(product.id)] },
    });
    expect(saved.errors).toBeUndefined();
    const shop = await ts.gql(`query($s: ID) { themedCollections(sectionId: $s) { title } }`, { s: String(section.id) });
    expect(shop.data.themedCollections.map((c: any) => c.title)).toContain('Wedding Edit');
  });
});

describe('merchandising links (issue 25, item 7)', () => {
  const SAVE = `mutation($id: ID, $input: BannerInput!) { saveBanner(id: $id, input: $input) { id link } }`;
  const image = '/uploads/0123456789abcdef0123456789abcdef/800';

  it('refuses a link a browser reads as another site; keeps store pages and https addresses', async () => {
    for (const link of ['//evil.example/phish', '/\\evil.example', '/\t/evil.example', 'https://kapda.in@evil.example/']) {
      const refused = await admin(SAVE, { input: { title: 'Phish', image, link } });
      expect(refused.errors?.[0]?.extensions?.fieldErrors, link).toEqual([{ field: 'link', message: 'The link must be a page of the store (starting with /) or an https address.' }]);
    }
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM banner WHERE title = 'Phish'`);
    expect(n).toBe(0);
    for (const link of ['/offers-listing?sort=new', 'https://kapda.in/sale']) {
      const saved = await admin(SAVE, { input: { title: 'Fine', image, link } });
      expect(saved.data.saveBanner.link).toBe(link);
      await admin(`mutation($id: ID!) { deleteMerchandising(kind: BANNER, id: $id) }`, { id: saved.data.saveBanner.id });
    }
  });

  it('the home hero never links off-site, even to a link stored before the check', async () => {
    const saved = await admin(SAVE, { input: { title: 'Old banner', image, link: '/sale' } });
    await ts.db.dataSource.query(`UPDATE banner SET link = '//evil.example/phish' WHERE id = $1`, [saved.data.saveBanner.id]);
    ts.services.catalog.catalogueChanged();
    const banners = (await ts.gql(`{ homePage { banners { title link } } }`)).data.homePage.banners;
    expect(banners.find((b: { title: string }) => b.title === 'Old banner')).toEqual({ title: 'Old banner', link: '' });
    await admin(`mutation($id: ID!) { deleteMerchandising(kind: BANNER, id: $id) }`, { id: saved.data.saveBanner.id });
  });
});

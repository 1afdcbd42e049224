/**
 * Staff catalogue editing on /admin/graphql (dashboard issue 13): products with colours and sizes,
 * field-level validation that changes nothing, publishing, stock adjustments. The shop's caches
 * are ON in this file (CATALOG_CACHE_MS 60 s) so "at once" is tested against them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN, loginAs, useTestServer } from '../harness.js';
import { rupeeGql } from '../money.js';

const ts = useTestServer({ CATALOG_CACHE_MS: '60000' });

const moneyGql = rupeeGql(ts);

const PRODUCT_FIELDS = `id name slug published inStock listingPrice variants { id colorName images sizes { id size price mrp discount stock lowStock } }`;
const CREATE = `mutation($input: AdminProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AdminProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const LISTING = `query($f: ProductFilter) { products(filter: $f, first: 50) { totalCount items: nodes { id name price { amount currencyCode } } } }`;
const DROPDOWN = `query($t: String!) { searchProducts(text: $t, first: 10) { nodes { id name } } }`;

let sectionId: string;
let categoryId: string;
let categoryName: string;
beforeAll(async () => {
  const [row] = await ts.db.dataSource.query(`SELECT c.id, c.section_id AS "sectionId", c.name FROM category c ORDER BY c.id LIMIT 1`);
  sectionId = String(row.sectionId);
  categoryId = String(row.id);
  categoryName = row.name;
});

const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);

function draft(name: string, overrides: Record<string, unknown> = {}) {
  const sizes = (base: number) => [
    { size: 'S', price: base, mrp: base + 500, stock: 4 },
    { size: 'M', price: base + 100, mrp: base + 600, stock: 0 },
    { size: 'L', price: base + 200, mrp: base + 700, stock: 9 },
  ];
  return {
    sectionId,
    categoryId,
    name,
    description: 'Soft handloom cotton.',
    materialCare: '100% cotton. Machine wash cold.',
    specifications: 'Fit: Regular\nSleeve: Full',
    variants: [
      { colorName: 'Saffron', colorValue: '#f4a300', sleeve: 'full', images: ['/img/p/kurta/front/f4a300.svg'], sizes: sizes(999) },
      { colorName: 'Indigo', colorValue: '#27408b', sleeve: 'full', images: [], sizes: sizes(1099) },
    ],
    ...overrides,
  };
}

async function listingIds(search: string): Promise<string[]> {
  const answer = await moneyGql(LISTING, { f: { search } });
  expect(answer.errors).toBeUndefined();
  return answer.data.products.items.map((p: { id: string }) => p.id);
}
async function dropdownIds(text: string): Promise<string[]> {
  const answer = await ts.gql(DROPDOWN, { t: text });
  expect(answer.errors).toBeUndefined();
  return answer.data.searchProducts.nodes.map((p: { id: string }) => p.id);
}
const productCount = async () => (await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM product`))[0].n as number;

describe('creating a product', () => {
  it('with two colours and three sizes, it is in the listing, the category and search at once (caches on)', async () => {
    // Warm the shop's caches with answers that do not have it yet.
    expect(await listingIds('zephyrkurta')).toEqual([]);
    expect(await dropdownIds('zephyrkurta')).toEqual([]);
    const categoryListing = await moneyGql(LISTING, { f: { categoryId } });
    const before = categoryListing.data.products.totalCount;

    const created = await admin(CREATE, { input: draft('Zephyrkurta Handloom Kurta') });
    expect(created.errors).toBeUndefined();
    const product = created.data.createProduct;
    expect(product).toMatchObject({ name: 'Zephyrkurta Handloom Kurta', published: true, inStock: true, listingPrice: 999 });
    expect(product.slug).toBe(`zephyrkurta-handloom-kurta-${product.id}`);
    expect(product.variants.map((v: { colorName: string }) => v.colorName)).toEqual(['Saffron', 'Indigo']);
    expect(product.variants[0].sizes).toMatchObject([
      { size: 'S', price: 999, mrp: 1499, discount: 33, stock: 4, lowStock: true },
      { size: 'M', stock: 0 },
      { size: 'L', stock: 9, lowStock: false },
    ]);

    expect(await listingIds('zephyrkurta')).toEqual([product.id]);
    expect(await listingIds('zephyrkurt')).toEqual([product.id]); // a fragment, through the search words
    expect(await dropdownIds('zephyrkurta')).toEqual([product.id]);
    expect((await moneyGql(LISTING, { f: { categoryId } })).data.products.totalCount).toBe(before + 1);
    const page = await moneyGql(`query($id: ID!) { product(id: $id) { name category { name } variants { colorName sizes { size discountedPrice { amount currencyCode } originalPrice { amount currencyCode } } } } }`, { id: product.id });
    expect(page.errors).toBeUndefined();
    expect(page.data.product).toMatchObject({ name: 'Zephyrkurta Handloom Kurta', category: { name: categoryName } });
    expect(page.data.product.variants[1].sizes[2]).toEqual({ size: 'L', discountedPrice: 1299, originalPrice: 1799 });
    // Colours are facets: the Indigo filter finds it.
    expect((await moneyGql(LISTING, { f: { search: 'zephyrkurta', colors: ['indigo'] } })).data.products.items).toHaveLength(1);
    // Recorded in the audit log, with who did it.
    const audit = await ts.db.dataSource.query(`SELECT staff_id AS "staffId", role, action, after->>'name' AS name FROM audit_log WHERE entity_type = 'product' AND entity_id = $1`, [product.id]);
    expect(audit).toEqual([{ staffId: 'owner', role: 'owner', action: 'product.create', name: 'Zephyrkurta Handloom Kurta' }]);
    // Opening stock is a stock movement.
    const moves = await ts.db.dataSource.query(`SELECT reason, delta FROM stock_movement WHERE product_id = $1 ORDER BY id`, [Number(product.id)]);
    expect(moves).toEqual([
      { reason: 'initial', delta: 4 },
      { reason: 'initial', delta: 9 },
      { reason: 'initial', delta: 4 },
      { reason: 'initial', delta: 9 },
    ]);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', 'Name is required.'],
    ['a price below zero', { variants: [{ colorName: 'Red', colorValue: '#ff0000', images: [], sizes: [{ size: 'M', price: -1, mrp: 100, stock: 1 }] }] }, 'variants.0.sizes.0.price', 'Price cannot be below zero.'],
    ['an MRP below the price', { variants: [{ colorName: 'Red', colorValue: '#ff0000', images: [], sizes: [{ size: 'M', price: 500, mrp: 499, stock: 1 }] }] }, 'variants.0.sizes.0.mrp', 'MRP cannot be below the price.'],
    [
      'a duplicate size',
      { variants: [{ colorName: 'Red', colorValue: '#ff0000', images: [], sizes: [{ size: 'M', price: 5, mrp: 5 }, { size: 'm ', price: 5, mrp: 5 }] }] },
      'variants.0.sizes.1.size',
      'Size m is listed twice.',
    ],
    ['no colour', { variants: [] }, 'variants', 'Add at least one colour.'],
    ['a bad photo address', { variants: [{ colorName: 'Red', colorValue: '#ff0000', images: ['javascript:alert(1)'], sizes: [{ size: 'M', price: 5, mrp: 5 }] }] }, 'variants.0.images.0', 'Photo addresses must be uploaded photos or start with https://.'],
  ])('refuses %s with a field-level message and changes nothing', async (_what, overrides, field, message) => {
    const count = await productCount();
    const answer = await admin(CREATE, { input: draft('Refused Kurta', overrides) });
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_INPUT', field } });
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toContainEqual({ field, message });
    expect(await productCount()).toBe(count);
  });

  it('reports every problem at once', async () => {
    const answer = await admin(CREATE, {
      input: draft('', { variants: [{ colorName: '', colorValue: 'red', images: [], sizes: [{ size: 'M', price: -5, mrp: 10 }, { size: 'M', price: 10, mrp: 5 }] }] }),
    });
    const fields = ((answer.errors?.[0]?.extensions?.fieldErrors ?? []) as Array<{ field: string }>).map((e) => e.field);
    expect(fields).toEqual(['name', 'variants.0.colorName', 'variants.0.colorValue', 'variants.0.sizes.0.price', 'variants.0.sizes.1.size', 'variants.0.sizes.1.mrp']);
  });

  it('refuses a category of another section', async () => {
    const [other] = await ts.db.dataSource.query(`SELECT id FROM category WHERE section_id <> $1 LIMIT 1`, [Number(sectionId)]);
    const answer = await admin(CREATE, { input: draft('Wrong Section Kurta', { categoryId: String(other.id) }) });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'categoryId' });
  });
});

describe('editing, publishing and stock', () => {
  let product: any;
  beforeAll(async () => {
    product = (await admin(CREATE, { input: draft('Quillonshirt Linen Shirt') })).data.createProduct;
  });

  it('an edit changes name, prices and sizes; the listing price and search words follow at once', async () => {
    expect(await listingIds('quillonshirt')).toEqual([product.id]);
    const [saffron, indigo] = product.variants;
    const input = draft('Quillonshirt Marigold Shirt', {
      variants: [
        {
          id: saffron.id,
          colorName: 'Marigold',
          colorValue: '#ffb000',
          images: [],
          sizes: [
            { id: saffron.sizes[0].id, size: 'S', price: 749, mrp: 999, stock: 100 }, // stock of an existing size is not set here
            { size: 'XL', price: 799, mrp: 999, stock: 2 },
          ],
        },
        { id: indigo.id, colorName: 'Indigo', colorValue: '#27408b', images: [], sizes: indigo.sizes.map((s: any) => ({ id: s.id, size: s.size, price: s.price, mrp: s.mrp })) },
      ],
    });
    const answer = await admin(UPDATE, { id: product.id, input });
    expect(answer.errors).toBeUndefined();
    const saved = answer.data.updateProduct;
    expect(saved.listingPrice).toBe(749);
    expect(saved.variants[0].sizes).toMatchObject([{ id: saffron.sizes[0].id, size: 'S', price: 749, stock: 4 }, { size: 'XL', stock: 2 }]);
    expect(await listingIds('marigold')).toEqual([product.id]);
    const listed = (await moneyGql(LISTING, { f: { search: 'quillonshirt' } })).data.products.items;
    expect(listed).toEqual([{ id: product.id, name: 'Quillonshirt Marigold Shirt', price: 749 }]);
    product = saved;
  });

  it('a colour or size of another product is refused', async () => {
    const [foreign] = await ts.db.dataSource.query(`SELECT id FROM variant WHERE product_id <> $1 LIMIT 1`, [Number(product.id)]);
    const input = draft('Quillonshirt Marigold Shirt', { variants: [{ id: String(foreign.id), colorName: 'X', colorValue: '#000000', images: [], sizes: [{ size: 'M', price: 1, mrp: 1 }] }] });
    const answer = await admin(UPDATE, { id: product.id, input });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'variants.0.id' });
    expect((await admin(`query($id: ID!) { adminProduct(id: $id) { variants { id } } }`, { id: product.id })).data.adminProduct.variants).toHaveLength(2);
  });

  it('unpublished, it vanishes from listing, search and product lookups; published, it is back', async () => {
    const hidden = await admin(`mutation($id: ID!) { setProductPublished(id: $id, published: false) { published } }`, { id: product.id });
    expect(hidden.data.setProductPublished.published).toBe(false);
    expect(await listingIds('quillonshirt')).toEqual([]);
    expect(await dropdownIds('quillonshirt')).toEqual([]);
    const lookup = await ts.gql(`query($id: ID!) { product(id: $id) { id } }`, { id: product.id });
    expect(lookup).toEqual({ data: { product: null }, extensions: { cost: expect.any(Object) } });
    const bySlug = await ts.gql(`query($s: String!) { productBySlug(slug: $s) { id } }`, { s: product.slug });
    expect(bySlug).toEqual({ data: { productBySlug: null }, extensions: { cost: expect.any(Object) } });
    expect((await ts.rest('GET', `/user/product/${product.id}`)).status).toBe(404);
    // Staff still see it.
    const list = await admin(`{ adminProducts(search: "quillonshirt") { totalCount items { id published } } }`);
    expect(list.data.adminProducts.items).toEqual([{ id: product.id, published: false }]);

    await admin(`mutation($id: ID!) { setProductPublished(id: $id, published: true) { published } }`, { id: product.id });
    expect(await listingIds('quillonshirt')).toEqual([product.id]);
  });

  it('stock adjustments: restock, damage, never below zero, recorded with their reason', async () => {
    const size = product.variants[0].sizes[0]; // S, 4 in stock
    const adjust = (delta: number, reason: string, note?: string) =>
      admin(`mutation($s: ID!, $d: Int!, $r: StockReason!, $n: String) { adjustStock(sizeId: $s, delta: $d, reason: $r, note: $n) { stock lowStock } }`, { s: size.id, d: delta, r: reason, n: note });
    expect((await adjust(10, 'RESTOCK', 'Delivery 42')).data.adjustStock).toEqual({ stock: 14, lowStock: false });
    expect((await adjust(-3, 'DAMAGE')).data.adjustStock.stock).toBe(11);
    const tooMuch = await adjust(-12, 'CORRECTION');
    expect(tooMuch.errors?.[0]).toMatchObject({ message: 'Stock cannot go below zero (11 in stock).', extensions: { code: 'BAD_INPUT', field: 'delta' } });
    expect((await adjust(-1, 'RESTOCK')).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    const audited = await ts.db.dataSource.query(`SELECT action, before, after FROM audit_log WHERE entity_type = 'variant_size' AND entity_id = $1 ORDER BY id`, [size.id]);
    expect(audited).toEqual([
      { action: 'stock.restock', before: { stock: 4 }, after: { stock: 14, note: 'Delivery 42' } },
      { action: 'stock.damage', before: { stock: 14 }, after: { stock: 11, note: '' } },
    ]);
    const moves = await admin(`query($p: ID!) { stockMovements(productId: $p) { sizeId delta stockAfter reason note staffId } }`, { p: product.id });
    expect(moves.data.stockMovements.slice(0, 2)).toEqual([
      { sizeId: size.id, delta: -3, stockAfter: 11, reason: 'damage', note: '', staffId: 'owner' },
      { sizeId: size.id, delta: 10, stockAfter: 14, reason: 'restock', note: 'Delivery 42', staffId: 'owner' },
    ]);
  });

  it('out of stock everywhere: the in-stock listing drops it at once', async () => {
    const current = (await admin(`query($id: ID!) { adminProduct(id: $id) { variants { sizes { id stock } } } }`, { id: product.id })).data.adminProduct;
    const inStockIds = async () => (await moneyGql(LISTING, { f: { search: 'quillonshirt', inStockOnly: true } })).data.products.items.map((p: { id: string }) => p.id);
    expect(await inStockIds()).toEqual([product.id]);
    for (const variant of current.variants) {
      for (const size of variant.sizes) {
        if (size.stock > 0) await admin(`mutation($s: ID!, $d: Int!) { adjustStock(sizeId: $s, delta: $d, reason: CORRECTION) { stock } }`, { s: size.id, d: -size.stock });
      }
    }
    expect(await inStockIds()).toEqual([]);
  });

  it('shoppers cannot reach catalogue operations', async () => {
    const { token } = await loginAs(ts, '9876500013');
    const answer = await ts.admin(`mutation($id: ID!) { setProductPublished(id: $id, published: false) { id } }`, { id: product.id }, token);
    expect(answer.status).toBe(403);
  });
});

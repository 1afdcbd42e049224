/**
 * Clearing the demo and keeping order (issue 26, part 2): archive and restore instead of delete,
 * bulk publish / unpublish / archive by selection or by the list's filter. Archived products leave
 * the shop (listing, search, product page, buying) at once (caches on) but stay for orders.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from '../orders/orders-kit.js';

const ts = useTestServer({ CATALOG_CACHE_MS: '60000' });
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);

const BULK = `mutation($a: ProductBulkAction!, $ids: [ID!], $f: AdminProductFilterInput) { bulkUpdateProducts(action: $a, ids: $ids, filter: $f) }`;
const LIST = `query($archived: Boolean, $categoryId: ID, $published: Boolean) { adminProducts(archived: $archived, categoryId: $categoryId, published: $published, limit: 100) { totalCount items { id published inShop archivedAt } } }`;
const SHOP_PRODUCT = `query($id: ID!) { product(id: $id) { id } }`;
const SHOP_COUNT = `query($f: ProductFilter) { products(filter: $f, first: 1) { totalCount } }`;
const shopCount = async (filter: Record<string, unknown> = {}) => (await ts.gql(SHOP_COUNT, { f: filter })).data.products.totalCount as number;

describe('archive and restore', () => {
  it('an archived product leaves the shop and the default list at once, stays for its orders, and comes back unpublished', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 5);
    await addToCart(ts, shopper, size, 1);
    const order = await placeCod(ts, shopper);
    expect(order.status).toBe(201);
    const id = String(size.productId);
    const total = await shopCount();
    expect((await ts.gql(SHOP_PRODUCT, { id })).data.product?.id).toBe(id);

    const archived = await admin(`mutation { archiveProduct(id: "${id}") { id published inShop archivedAt } }`);
    expect(archived.errors).toBeUndefined();
    expect(archived.data.archiveProduct).toMatchObject({ published: true, inShop: false });
    expect(archived.data.archiveProduct.archivedAt).not.toBeNull();
    expect((await ts.gql(SHOP_PRODUCT, { id })).data.product).toBeNull();
    expect(await shopCount()).toBe(total - 1);
    expect((await admin(LIST, {})).data.adminProducts.items.some((p: { id: string }) => p.id === id)).toBe(false);
    expect((await admin(LIST, { archived: true })).data.adminProducts.items.map((p: { id: string }) => p.id)).toContain(id);
    // The order still shows what was bought.
    const mine = await ts.gql(`{ myOrders(first: 5) { nodes { items { productName } } } }`, {}, shopper.token);
    expect(JSON.stringify(mine.data ?? mine.errors)).toContain(size.productName);
    // It cannot be bought.
    const again = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await expect(addToCart(ts, again, size, 1)).rejects.toThrow();

    const restored = await admin(`mutation { restoreProduct(id: "${id}") { published inShop archivedAt } }`);
    expect(restored.data.restoreProduct).toEqual({ published: false, inShop: false, archivedAt: null });
    await admin(`mutation { setProductPublished(id: "${id}", published: true) { id } }`);
    expect((await ts.gql(SHOP_PRODUCT, { id })).data.product?.id).toBe(id);
    expect(await shopCount()).toBe(total);
  });

  it('archive and restore of an unknown product: NOT_FOUND', async () => {
    expect((await admin(`mutation { archiveProduct(id: "999999") { id } }`)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('bulk changes', () => {
  it('unpublishes a selection, then publishes it back; counts only what changed', async () => {
    const ids = (await ts.db.dataSource.query(`SELECT id FROM product WHERE published ORDER BY id LIMIT 3`)).map((r: { id: number }) => String(r.id));
    const total = await shopCount();
    expect((await admin(BULK, { a: 'UNPUBLISH', ids })).data.bulkUpdateProducts).toBe(3);
    expect(await shopCount()).toBe(total - 3);
    expect((await admin(BULK, { a: 'UNPUBLISH', ids })).data.bulkUpdateProducts).toBe(0);
    expect((await admin(BULK, { a: 'PUBLISH', ids })).data.bulkUpdateProducts).toBe(3);
    expect(await shopCount()).toBe(total);
  });

  it('the whole demo cleared by filter in one call (not 216 clicks): every product of a category, then all', async () => {
    const [cat] = await ts.db.dataSource.query(`SELECT category_id AS id, count(*)::int AS n FROM product WHERE archived_at IS NULL GROUP BY category_id ORDER BY count(*) DESC LIMIT 1`);
    const categoryId = String(cat.id);
    expect(await shopCount({ categoryId })).toBeGreaterThan(0);
    const byCategory = await admin(BULK, { a: 'ARCHIVE', f: { categoryId } });
    expect(byCategory.data.bulkUpdateProducts).toBe(cat.n);
    expect(await shopCount({ categoryId })).toBe(0);
    expect((await admin(LIST, { categoryId })).data.adminProducts.totalCount).toBe(0);
    expect((await admin(BULK, { a: 'RESTORE', f: { categoryId, archived: true } })).data.bulkUpdateProducts).toBe(cat.n);
    expect((await admin(LIST, { categoryId, published: false })).data.adminProducts.totalCount).toBe(cat.n);

    const all = await admin(BULK, { a: 'UNPUBLISH', f: {} });
    expect(all.data.bulkUpdateProducts).toBeGreaterThan(100);
    expect(await shopCount()).toBe(0);
    const [{ audit }] = await ts.db.dataSource.query(`SELECT count(*)::int AS audit FROM audit_log WHERE action = 'product.bulk.unpublish'`);
    expect(audit).toBeGreaterThanOrEqual(1);
    await admin(BULK, { a: 'PUBLISH', f: {} });
    expect(await shopCount()).toBeGreaterThan(100);
  });

  it('refuses a call without ids or filter, and more than 1,000 ids, changing nothing', async () => {
    const none = await admin(BULK, { a: 'ARCHIVE' });
    expect(none.errors?.[0]).toMatchObject({ message: 'Choose products, or a filter.', extensions: { code: 'BAD_INPUT' } });
    const many = await admin(BULK, { a: 'ARCHIVE', ids: Array.from({ length: 1001 }, (_, i) => String(i + 1)) });
    expect(many.errors?.[0].extensions?.code).toBe('BAD_INPUT');
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM product WHERE archived_at IS NOT NULL`);
    expect(n).toBe(0);
  });
});

/**
 * Sections and categories from the dashboard (issue 26, part 2): an owner builds the menu from
 * nothing, hides what is not for sale (its products leave the shop at once, caches on), and a
 * category with products cannot be deleted. Over PostgreSQL, through /admin/graphql.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';

const ts = useTestServer({ CATALOG_CACHE_MS: '60000' });
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);

const SECTION_FIELDS = `id name slug gender image hidden position categories { id name slug hsnCode hidden position productCount seoTitle seoDescription }`;
const CATEGORY_FIELDS = `id sectionId name slug image hsnCode hidden position seoTitle seoDescription productCount`;
const CREATE_SECTION = `mutation($input: AdminSectionInput!) { createSection(input: $input) { ${SECTION_FIELDS} } }`;
const UPDATE_SECTION = `mutation($id: ID!, $input: AdminSectionInput!) { updateSection(id: $id, input: $input) { ${SECTION_FIELDS} } }`;
const CREATE_CATEGORY = `mutation($input: AdminCategoryInput!) { createCategory(input: $input) { ${CATEGORY_FIELDS} } }`;
const UPDATE_CATEGORY = `mutation($id: ID!, $input: AdminCategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }`;
const DELETE_CATEGORY = `mutation($id: ID!) { deleteCategory(id: $id) }`;
const DELETE_SECTION = `mutation($id: ID!) { deleteSection(id: $id) }`;
const SHOP_MENU = `{ sections { id name categories { id name } } }`;
const SHOP_CATEGORIES = `query($s: ID) { categories(sectionId: $s) { id name } }`;
const SHOP_PRODUCT = `query($id: ID!) { product(id: $id) { id name } }`;
const SHOP_LISTING = `query($f: ProductFilter) { products(filter: $f, first: 5) { totalCount nodes { id } } }`;

const shopMenu = async () => (await ts.gql(SHOP_MENU)).data.sections as Array<{ id: string; name: string; categories: Array<{ id: string; name: string }> }>;

describe('sections and categories', () => {
  it('an owner creates a section and a category; the shop menu shows them at once (caches on)', async () => {
    await shopMenu(); // warm the caches
    const section = await admin(CREATE_SECTION, { input: { name: 'Kids', gender: 'women', image: '/uploads/kids.webp' } });
    expect(section.errors).toBeUndefined();
    expect(section.data.createSection).toMatchObject({ name: 'Kids', slug: 'kids', gender: 'women', hidden: false, categories: [] });
    const sectionId = section.data.createSection.id;
    const category = await admin(CREATE_CATEGORY, { input: { sectionId, name: 'Lehengas', hsnCode: '6204', seoTitle: 'Lehengas for girls' } });
    expect(category.errors).toBeUndefined();
    expect(category.data.createCategory).toMatchObject({ sectionId, name: 'Lehengas', slug: 'kids-lehengas', hsnCode: '6204', position: 0, productCount: 0, seoTitle: 'Lehengas for girls' });
    const menu = await shopMenu();
    expect(menu.find((s) => s.id === sectionId)?.categories.map((c) => c.name)).toEqual(['Lehengas']);

    // A second category of the same name gets a free URL name; it goes at the end.
    const again = await admin(CREATE_CATEGORY, { input: { sectionId, name: 'Lehengas', hsnCode: '62046200' } });
    expect(again.data.createCategory).toMatchObject({ slug: 'kids-lehengas-2', position: 1 });

    // Reorder, then delete the empty one; then the empty section can go too.
    const ids = [again.data.createCategory.id, category.data.createCategory.id];
    const reordered = await admin(`mutation($s: ID!, $ids: [ID!]!) { reorderCategories(sectionId: $s, ids: $ids) { categories { id } } }`, { s: sectionId, ids });
    expect(reordered.data.reorderCategories.categories.map((c: { id: string }) => c.id)).toEqual(ids);
    expect((await ts.gql(SHOP_CATEGORIES, { s: sectionId })).data.categories.map((c: { id: string }) => c.id)).toEqual(ids);
    const halfList = await admin(`mutation($s: ID!, $ids: [ID!]!) { reorderCategories(sectionId: $s, ids: $ids) { id } }`, { s: sectionId, ids: [ids[0]] });
    expect(halfList.errors?.[0].extensions?.code).toBe('BAD_INPUT');

    expect((await admin(DELETE_SECTION, { id: sectionId })).errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    for (const id of ids) expect((await admin(DELETE_CATEGORY, { id })).data.deleteCategory).toBe(true);
    expect((await admin(DELETE_SECTION, { id: sectionId })).data.deleteSection).toBe(true);
    expect((await shopMenu()).some((s) => s.id === sectionId)).toBe(false);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const [{ count: before }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM category`);
    const [{ id: sectionId }] = await ts.db.dataSource.query(`SELECT id FROM section ORDER BY id LIMIT 1`);
    const answer = await admin(CREATE_CATEGORY, { input: { sectionId: String(sectionId), name: ' ', hsnCode: '62O4', image: 'javascript:alert(1)', slug: 'Bad Slug', seoTitle: 'x'.repeat(71) } });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_INPUT');
    const fieldErrors = (answer.errors?.[0].extensions?.fieldErrors ?? []) as Array<{ field: string }>;
    expect(fieldErrors.map((e) => e.field).sort()).toEqual(['hsnCode', 'image', 'name', 'seoTitle', 'slug']);
    const unknownSection = await admin(CREATE_CATEGORY, { input: { sectionId: '999999', name: 'Caps', hsnCode: '6505' } });
    expect(unknownSection.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fieldErrors: [{ field: 'sectionId' }] });
    const badGender = await admin(CREATE_SECTION, { input: { name: 'Kids', gender: 'kids' } });
    expect(badGender.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'gender', message: 'Choose men or women.' }]);
    const [{ count: after }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM category`);
    expect(after).toBe(before);
  });

  it('a category with products cannot be deleted, only hidden: hidden, it and its products leave the shop at once and come back when shown', async () => {
    const [cat] = await ts.db.dataSource.query(
      `SELECT c.id, c.section_id AS "sectionId", c.name, c.hsn_code AS "hsnCode", (SELECT min(p.id) FROM product p WHERE p.category_id = c.id AND p.published) AS "productId"
         FROM category c WHERE EXISTS (SELECT 1 FROM product p WHERE p.category_id = c.id AND p.published) ORDER BY c.id LIMIT 1`,
    );
    const id = String(cat.id);
    const productId = String(cat.productId);
    // Warm every cache that could keep the category or its product.
    expect((await ts.gql(SHOP_PRODUCT, { id: productId })).data.product?.id).toBe(productId);
    const listed = await ts.gql(SHOP_LISTING, { f: { categoryId: id } });
    expect(listed.data.products.totalCount).toBeGreaterThan(0);

    const refused = await admin(DELETE_CATEGORY, { id });
    expect(refused.errors?.[0]).toMatchObject({ message: 'This category has products: hide it instead of deleting it.', extensions: { code: 'CONFLICT' } });
    expect((await ts.db.dataSource.query(`SELECT 1 FROM category WHERE id = $1`, [id])).length).toBe(1);

    const input = { sectionId: String(cat.sectionId), name: cat.name, hsnCode: cat.hsnCode };
    const hidden = await admin(UPDATE_CATEGORY, { id, input: { ...input, hidden: true } });
    expect(hidden.data.updateCategory).toMatchObject({ hidden: true });
    expect((await ts.gql(SHOP_CATEGORIES, { s: String(cat.sectionId) })).data.categories.some((c: { id: string }) => c.id === id)).toBe(false);
    expect((await ts.gql(`query($id: ID!) { category(id: $id) { id } }`, { id })).data.category).toBeNull();
    expect((await ts.gql(SHOP_PRODUCT, { id: productId })).data.product).toBeNull();
    expect((await ts.gql(SHOP_LISTING, { f: { categoryId: id } })).data.products.totalCount).toBe(0);
    // Still there for staff (and for orders: the row is kept).
    const dashboard = await admin(`{ adminProduct(id: "${productId}") { id published inShop } }`);
    expect(dashboard.data.adminProduct).toMatchObject({ published: true, inShop: false });

    // Edits without `hidden` keep it hidden (and without image or SEO texts keep those); showing it brings everything back.
    await admin(UPDATE_CATEGORY, { id, input: { ...input, seoDescription: 'Kurtas for every day.', image: '/uploads/kurtas.webp' } });
    const kept = await admin(UPDATE_CATEGORY, { id, input });
    expect(kept.data.updateCategory).toMatchObject({ hidden: true, seoDescription: 'Kurtas for every day.', image: '/uploads/kurtas.webp' });
    expect((await ts.gql(SHOP_PRODUCT, { id: productId })).data.product).toBeNull();
    await admin(UPDATE_CATEGORY, { id, input: { ...input, hidden: false } });
    expect((await ts.gql(SHOP_PRODUCT, { id: productId })).data.product?.id).toBe(productId);
    expect((await ts.gql(SHOP_LISTING, { f: { categoryId: id } })).data.products.totalCount).toBe(listed.data.products.totalCount);
  });

  it('hiding a section hides its categories and products; a product unpublished by staff stays unpublished when the section is shown again', async () => {
    const [row] = await ts.db.dataSource.query(
      `SELECT s.id, s.name, s.gender, (SELECT min(p.id) FROM product p WHERE p.section_id = s.id AND p.published) AS "productId",
              (SELECT max(p.id) FROM product p WHERE p.section_id = s.id AND p.published) AS "otherId"
         FROM section s ORDER BY s.position LIMIT 1`,
    );
    const id = String(row.id);
    await admin(`mutation { setProductPublished(id: "${row.otherId}", published: false) { id } }`);
    const hidden = await admin(UPDATE_SECTION, { id, input: { name: row.name, gender: row.gender, hidden: true } });
    expect(hidden.data.updateSection.hidden).toBe(true);
    expect((await shopMenu()).some((s) => s.id === id)).toBe(false);
    expect((await ts.gql(SHOP_PRODUCT, { id: String(row.productId) })).data.product).toBeNull();
    await admin(UPDATE_SECTION, { id, input: { name: row.name, gender: row.gender, hidden: false } });
    expect((await ts.gql(SHOP_PRODUCT, { id: String(row.productId) })).data.product?.id).toBe(String(row.productId));
    expect((await ts.gql(SHOP_PRODUCT, { id: String(row.otherId) })).data.product).toBeNull();
    await admin(`mutation { setProductPublished(id: "${row.otherId}", published: true) { id } }`);
  });

  it('moving a category to another section moves its products (the product form stays consistent)', async () => {
    const sections = await ts.db.dataSource.query(`SELECT id FROM section ORDER BY position LIMIT 2`);
    const [cat] = await ts.db.dataSource.query(`SELECT id, name, hsn_code AS "hsnCode" FROM category WHERE section_id = $1 ORDER BY id DESC LIMIT 1`, [sections[0].id]);
    const moved = await admin(UPDATE_CATEGORY, { id: String(cat.id), input: { sectionId: String(sections[1].id), name: cat.name, hsnCode: cat.hsnCode } });
    expect(moved.errors).toBeUndefined();
    const [{ wrong }] = await ts.db.dataSource.query(`SELECT count(*)::int AS wrong FROM product WHERE category_id = $1 AND section_id <> $2`, [cat.id, sections[1].id]);
    expect(wrong).toBe(0);
    await admin(UPDATE_CATEGORY, { id: String(cat.id), input: { sectionId: String(sections[0].id), name: cat.name, hsnCode: cat.hsnCode } });
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { ServiceContext } from '../../src/shared/service-context.js';
import { rupeeGql } from '../money.js';

const PRODUCT_FIELDS = `id slug name subtitle description specifications materialCare averageRating numReviews inStock totalStock
  price { amount currencyCode } originalPrice { amount currencyCode } discountPercent image hoverImage isNewArrival isTrending createdAt
  category { id name } section { id name }
  variants { id colorName colorValue sleeve neck type images hoverImage sizes { id size originalPrice { amount currencyCode } discountedPrice { amount currencyCode } discountPercent stock inStock } }`;

const LISTING = `query L($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $last: Int, $before: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    totalCount totalCountExact pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    nodes { ${PRODUCT_FIELDS} }
  }
}`;

interface ListingPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  items: any[];
}

describe('catalogue over GraphQL', () => {
  // Whole-catalogue checks read 100 full product cards a page (cost ~35,000): above the shoppers'
  // default limit on purpose, as an integrator's deployment might allow.
  const ts = useTestServer({ GRAPHQL_MAX_COMPLEXITY: '100000' });
  const moneyGql = rupeeGql(ts);
  const list = async (variables: Record<string, unknown>): Promise<ListingPage> => {
    const { data, errors } = await moneyGql(LISTING, variables);
    expect(errors).toBeUndefined();
    return { ...data.products, items: data.products.nodes };
  };
  const firstSize = (p: any) => p.variants[0].sizes[0];

  it('seeds a realistic catalogue: 200+ products, 2-5 colours, S-XL or Free Size, some out of stock', async () => {
    const all = await list({ first: 100 });
    expect(all.totalCount).toBeGreaterThanOrEqual(200);
    const [{ count: outOfStock }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM product WHERE NOT in_stock`);
    expect(outOfStock).toBeGreaterThan(0);
    for (const p of all.items) {
      expect(p.variants.length).toBeGreaterThanOrEqual(2);
      expect(p.variants.length).toBeLessThanOrEqual(5);
      const sizes = p.variants[0].sizes.map((s: any) => s.size);
      expect([['S', 'M', 'L', 'XL'], ['Free Size']]).toContainEqual(sizes);
      expect(p.price).toBeGreaterThanOrEqual(100);
      expect(p.originalPrice).toBeLessThanOrEqual(4999);
    }
    const colours = new Set(all.items.flatMap((p) => p.variants.map((v: any) => v.colorName)));
    for (const c of ['Red', 'Blue', 'Green', 'Black']) expect(colours).toContain(c);
  });

  it('answers product(id) and productBySlug with variants, sizes, reviews and recommendations', async () => {
    const { data: listing } = await moneyGql(`{ products(first: 1, sort: RATING) { nodes { id slug } } }`);
    const { id, slug } = listing.products.nodes[0];
    const { data, errors } = await moneyGql(
      `query P($id: ID!, $slug: String!) {
        a: product(id: $id) { ${PRODUCT_FIELDS} reviews(first: 100) { totalCount nodes { id rating title text authorName createdAt } } recommendations { id category { id } inStock } }
        b: productBySlug(slug: $slug) { id }
      }`,
      { id, slug },
    );
    expect(errors).toBeUndefined();
    const p = data.a;
    expect(data.b.id).toBe(id);
    const reviews = p.reviews.nodes;
    expect(reviews.length).toBeGreaterThan(0);
    expect(p.reviews.totalCount).toBe(p.numReviews);
    expect(p.numReviews).toBeGreaterThanOrEqual(reviews.length);
    const mean = reviews.reduce((s: number, r: any) => s + r.rating, 0) / reviews.length;
    if (p.numReviews === reviews.length) expect(p.averageRating).toBeCloseTo(mean, 1);
    expect(p.price).toBe(firstSize(p).discountedPrice);
    expect(p.originalPrice).toBe(firstSize(p).originalPrice);
    expect(p.image).toBe(p.variants[0].images[0]);
    expect(p.variants[0].images).toHaveLength(3);
    expect(p.recommendations.length).toBeGreaterThan(0);
    for (const r of p.recommendations) {
      expect(r.id).not.toBe(id);
      expect(r.category.id).toBe(p.category.id);
      expect(r.inStock).toBe(true);
    }
  });

  it('answers null for unknown products (by id or slug), without wiping the rest of the answer', async () => {
    for (const id of ['999999', 'abc']) {
      const { data, errors } = await moneyGql(`query($id: ID!) { product(id: $id) { id } productBySlug(slug: "no-such-product") { id } sections { id } }`, { id });
      expect(errors).toBeUndefined();
      expect(data.product).toBeNull();
      expect(data.productBySlug).toBeNull();
      expect(data.sections.length).toBeGreaterThan(0);
    }
  });

  it('marks a product Out of Stock only when every size of every variant has stock 0', async () => {
    const all = await list({ first: 100, sort: 'NEWEST' });
    const page2 = await list({ first: 100, sort: 'NEWEST', after: all.pageInfo.endCursor });
    const page3 = await list({ first: 100, sort: 'NEWEST', after: page2.pageInfo.endCursor });
    const items = [...all.items, ...page2.items, ...page3.items];
    const out = items.filter((p) => !p.inStock);
    expect(out.length).toBeGreaterThan(0);
    for (const p of items) {
      const anyStock = p.variants.some((v: any) => v.sizes.some((s: any) => s.stock > 0));
      expect(p.inStock).toBe(anyStock);
    }
    const partly = items.find((p) => p.inStock && p.variants.some((v: any) => v.sizes.some((s: any) => s.stock === 0)));
    expect(partly).toBeDefined();
  });

  it('runs a fixed number of SQL statements for a listing whatever the page size (no N+1)', async () => {
    const counts: number[] = [];
    for (const pageSize of [4, 24]) {
      ts.db.statements.length = 0;
      const page = await list({ first: pageSize, filter: { minRating: 1 } });
      expect(page.items).toHaveLength(pageSize);
      counts.push(ts.db.statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(4);
  });

  it('runs a fixed number of statements for a product page with reviews and recommendations', async () => {
    ts.db.statements.length = 0;
    await moneyGql(`{ product(id: "1") { id category { name } section { name } reviews { nodes { id } } recommendations { id category { name } variants { id } } } }`);
    expect(ts.db.statements.length).toBeLessThanOrEqual(6);
  });

  it('filters by colour with "any variant matches", case-insensitively', async () => {
    const page = await list({ filter: { colors: ['red'] }, first: 100 });
    expect(page.totalCount).toBeGreaterThan(0);
    for (const p of page.items) expect(p.variants.some((v: any) => v.colorName === 'Red')).toBe(true);
    const [{ count }] = await ts.db.dataSource.query(
      `SELECT count(DISTINCT product_id)::int AS count FROM variant WHERE color_name = 'Red'`,
    );
    expect(page.totalCount).toBe(count);
  });

  it('needs ONE variant to have all the selected variant values (colour + sleeve + size)', async () => {
    const filter = { colors: ['Blue'], sleeves: ['Full'], sizes: ['XL'] };
    const page = await list({ filter, first: 100 });
    const [{ count }] = await ts.db.dataSource.query(
      `SELECT count(DISTINCT v.product_id)::int AS count FROM variant v JOIN variant_size s ON s.variant_id = v.id
       WHERE v.color_name = 'Blue' AND v.sleeve = 'Full' AND s.size = 'XL'`,
    );
    expect(page.totalCount).toBe(count);
    expect(count).toBeGreaterThan(0);
    for (const p of page.items) {
      expect(p.variants.some((v: any) => v.colorName === 'Blue' && v.sleeve === 'Full' && v.sizes.some((s: any) => s.size === 'XL'))).toBe(true);
    }
  });

  it('filters by neck and type (including "jeans")', async () => {
    const jeans = await list({ filter: { types: ['jeans'] }, first: 100 });
    expect(jeans.totalCount).toBeGreaterThan(0);
    for (const p of jeans.items) expect(p.category.name).toBe('Jeans');
    const vNeck = await list({ filter: { necks: ['V-Neck'] }, first: 100 });
    expect(vNeck.totalCount).toBeGreaterThan(0);
    for (const p of vNeck.items) expect(p.variants.some((v: any) => v.neck === 'V-Neck')).toBe(true);
  });

  it("applies min discount and max price to the first variant's first size", async () => {
    const discounted = await list({ filter: { minDiscountPercent: 40 }, first: 100 });
    expect(discounted.totalCount).toBeGreaterThan(0);
    for (const p of discounted.items) {
      const s = firstSize(p);
      expect(((s.originalPrice - s.discountedPrice) / s.originalPrice) * 100).toBeGreaterThanOrEqual(39.5);
    }
    const cheap = await list({ filter: { maxPrice: 599 }, first: 100 });
    expect(cheap.totalCount).toBeGreaterThan(0);
    for (const p of cheap.items) expect(firstSize(p).discountedPrice).toBeLessThanOrEqual(599);
    const all = await list({ first: 1 });
    expect(cheap.totalCount).toBeLessThan(all.totalCount);
  });

  it('applies min rating on averageRating', async () => {
    const page = await list({ filter: { minRating: 4.5 }, first: 100 });
    expect(page.totalCount).toBeGreaterThan(0);
    for (const p of page.items) expect(p.averageRating).toBeGreaterThanOrEqual(4.5);
  });

  it('scopes by section, category, categories and collection', async () => {
    const { data } = await moneyGql(`{ sections { id name categories { id name } } }`);
    const women = data.sections.find((s: any) => s.name === 'Women');
    const sarees = women.categories.find((c: any) => c.name === 'Sarees');
    const inWomen = await list({ filter: { sectionId: women.id }, first: 100 });
    for (const p of inWomen.items) expect(p.section.name).toBe('Women');
    const inSarees = await list({ filter: { categoryId: sarees.id }, first: 100 });
    expect(inSarees.totalCount).toBeGreaterThan(0);
    for (const p of inSarees.items) {
      expect(p.category.name).toBe('Sarees');
      expect(p.variants[0].sizes.map((s: any) => s.size)).toEqual(['Free Size']);
    }
    const two = await list({ filter: { categoryIds: women.categories.slice(0, 2).map((c: any) => c.id) }, first: 100 });
    expect(new Set(two.items.map((p) => p.category.name)).size).toBe(2);
    for (const [collection, flag] of [['NEW_ARRIVALS', 'isNewArrival'], ['TRENDING', 'isTrending']] as const) {
      const page = await list({ filter: { collection }, first: 100 });
      expect(page.totalCount).toBeGreaterThan(0);
      expect(page.totalCount).toBeLessThan(inWomen.totalCount * 2);
      for (const p of page.items) expect(p[flag]).toBe(true);
    }
  });

  it('sorts by price both ways, discount, rating and newest', async () => {
    const check = async (sort: string, key: (p: any) => number, dir: 1 | -1) => {
      const page = await list({ sort, first: 60 });
      const values = page.items.map(key);
      for (let i = 1; i < values.length; i++) expect((values[i] - values[i - 1]) * dir).toBeGreaterThanOrEqual(0);
      expect(new Set(values).size).toBeGreaterThan(1);
    };
    await check('PRICE_ASC', (p) => p.price, 1);
    await check('PRICE_DESC', (p) => p.price, -1);
    await check('DISCOUNT', (p) => p.discountPercent, -1);
    await check('RATING', (p) => p.averageRating, -1);
    await check('NEWEST', (p) => Date.parse(p.createdAt), -1);
  });

  it('pages forwards and backwards by cursor with a total count', async () => {
    const first = await list({ first: 10, sort: 'PRICE_ASC' });
    const second = await list({ first: 10, sort: 'PRICE_ASC', after: first.pageInfo.endCursor });
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(second.totalCount).toBe(first.totalCount);
    expect(second.items.map((p) => p.id).filter((id) => first.items.some((p) => p.id === id))).toEqual([]);
    // Back from the second page's start: the first page again.
    const back = await list({ last: 10, sort: 'PRICE_ASC', before: second.pageInfo.startCursor });
    expect(back.items.map((p) => p.id)).toEqual(first.items.map((p) => p.id));
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // The last page from the end, without a cursor; the listing ends there.
    const tail = first.totalCount % 10 || 10;
    const last = await list({ last: tail, sort: 'PRICE_ASC' });
    expect(last.items).toHaveLength(tail);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const beyond = await list({ first: 10, sort: 'PRICE_ASC', after: last.pageInfo.endCursor });
    expect(beyond.items).toEqual([]);
    expect(beyond.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: null });
    expect(beyond.totalCount).toBe(first.totalCount);
  });

  it('refuses bad page arguments with BAD_INPUT, naming the argument', async () => {
    const refused = async (variables: Record<string, unknown>, field: string) => {
      const { errors, data } = await moneyGql(LISTING, variables);
      expect(data).toBeNull();
      expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field });
      return errors![0].message as string;
    };
    expect(await refused({ first: 101 }, 'first')).toBe('`first` must be a whole number from 0 to 100.');
    expect(await refused({ first: -1 }, 'first')).toBe('`first` must be a whole number from 0 to 100.');
    expect(await refused({ last: 1000 }, 'last')).toBe('`last` must be a whole number from 0 to 100.');
    expect(await refused({ first: 5, last: 5 }, 'first')).toBe('Pass `first` or `last`, not both.');
    expect(await refused({ first: 5, after: 'not-a-cursor' }, 'after')).toBe('That page cursor is not valid: start again from the first page.');
    expect(await refused({ last: 5, before: Buffer.from('{"o":"price","k":[1,"x"],"n":0}').toString('base64url') }, 'before')).toMatch(/not valid/);
    // A cursor of another sort is not misread as this one's.
    const byPrice = await list({ first: 2, sort: 'PRICE_ASC' });
    expect(await refused({ first: 2, sort: 'NEWEST', after: byPrice.pageInfo.endCursor }, 'after')).toMatch(/not valid/);
    // first: 0 is a page of nothing that still says whether anything follows.
    const none = await list({ first: 0 });
    expect(none.items).toEqual([]);
    expect(none.pageInfo.hasNextPage).toBe(true);
  });

  it('returns facet counts for the listing', async () => {
    const { data, errors } = await moneyGql(`{ products(filter: { types: ["jeans"] }) { totalCount facets { colors { value count } sizes { value count } types { value count } } } }`);
    expect(errors).toBeUndefined();
    const { facets, totalCount } = data.products;
    expect(facets.types).toEqual([{ value: 'jeans', count: totalCount }]);
    expect(facets.colors.find((c: any) => c.value === 'blue')?.count).toBeGreaterThan(0);
    expect(facets.sizes.map((s: any) => s.value).sort()).toEqual(['l', 'm', 's', 'xl']);
  });

  it('searches with typos and partial words, ranked by relevance', async () => {
    const { data, errors } = await moneyGql(`{
      shrt: searchProducts(text: "shrt", first: 5) { nodes { name category { name } } }
      kurt: searchProducts(text: "kurt", first: 8) { nodes { name } }
      saree: searchProducts(text: "banarsi saree", first: 5) { nodes { name } }
      none: searchProducts(text: "zzzzqqq") { nodes { name } totalCount pageInfo { hasNextPage } }
    }`);
    expect(errors).toBeUndefined();
    const nodes = (key: string) => data[key].nodes as any[];
    const shrt = nodes('shrt');
    const kurt = nodes('kurt');
    expect(shrt.length).toBeGreaterThan(0);
    expect(shrt[0].name).toMatch(/shirt/i);
    for (const p of shrt) expect(p.name).toMatch(/shirt/i);
    expect(kurt.length).toBeGreaterThan(0);
    for (const p of kurt) expect(p.name).toMatch(/kurt[ai]/i);
    expect(nodes('saree')[0].name).toMatch(/Banarasi Silk .*Saree/);
    expect(data.none).toEqual({ nodes: [], totalCount: 0, pageInfo: { hasNextPage: false } });
    // The dropdown's matches page like any connection: the next three after the first three.
    const SEARCH = `query($first: Int, $after: String) { searchProducts(text: "kurta", first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } }`;
    const six = (await moneyGql(SEARCH, { first: 6 })).data.searchProducts;
    const three = (await moneyGql(SEARCH, { first: 3 })).data.searchProducts;
    const next = (await moneyGql(SEARCH, { first: 3, after: three.pageInfo.endCursor })).data.searchProducts;
    expect([...three.nodes, ...next.nodes]).toEqual(six.nodes);
    expect(six.totalCount).toBeGreaterThanOrEqual(6);
  });

  it('scopes search to a section and combines search with listing filters', async () => {
    const { data } = await moneyGql(`{ sections { id name } }`);
    const men = data.sections.find((s: any) => s.name === 'Men');
    const result = await moneyGql(`query($s: ID) { searchProducts(text: "cotton", sectionId: $s, first: 20) { nodes { section { name } } } }`, { s: men.id });
    expect(result.data.searchProducts.nodes.length).toBeGreaterThan(0);
    for (const p of result.data.searchProducts.nodes) expect(p.section.name).toBe('Men');
    const page = await list({ filter: { search: 'kurta', sectionId: men.id }, first: 50 });
    expect(page.totalCount).toBeGreaterThan(0);
    for (const p of page.items) expect(p.category.name).toBe('Kurtas');
  });

  it('uses the full-text and trigram indexes for search, not a table scan', async () => {
    // The vocabulary is small (bounded by the catalogue's words); its trigram index is what a typo uses.
    const [index] = await ts.db.dataSource.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'search_word_trgm_idx'`);
    expect(index.indexdef).toMatch(/gin \(word gin_trgm_ops\)/);
    const runner = ts.db.dataSource.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      const plan: Array<{ 'QUERY PLAN': string }> = await runner.query(
        `EXPLAIN SELECT id FROM product WHERE search_vector @@ to_tsquery('simple', 'shirt:*')`,
      );
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/product_search_idx/);
      await runner.query('RESET enable_seqscan');
    } finally {
      await runner.release();
    }
  });

  it('keeps the listing summary correct when sizes change (refreshListingSummary)', async () => {
    const [{ id: productId }] = await ts.db.dataSource.query(`SELECT id FROM product WHERE in_stock ORDER BY id LIMIT 1`);
    await ts.db.dataSource.query(
      `UPDATE variant_size SET original_price = 200000, discounted_price = 100000, stock = 0
       WHERE variant_id IN (SELECT id FROM variant WHERE product_id = $1)`,
      [productId],
    );
    await ts.services.inventory.refreshListingSummary(ServiceContext.system(ts.db.dataSource, 'test'), [productId]);
    const [row] = await ts.db.dataSource.query(`SELECT listing_price, listing_original_price, listing_discount, in_stock FROM product WHERE id = $1`, [productId]);
    expect(row).toEqual({ listing_price: 100000, listing_original_price: 200000, listing_discount: 50, in_stock: false });
    const { data } = await moneyGql(`query($id: ID!) { product(id: $id) { price { amount currencyCode } originalPrice { amount currencyCode } discountPercent inStock } }`, { id: String(productId) });
    expect(data.product).toEqual({ price: 1000, originalPrice: 2000, discountPercent: 50, inStock: false });
  });

  it('lists categories and one category with its first products', async () => {
    const { data, errors } = await moneyGql(`{ categories { id name image } men: sections { id } }`);
    expect(errors).toBeUndefined();
    expect(data.categories).toHaveLength(12);
    const first = data.categories[0];
    const one = await moneyGql(`query($id: ID!) { category(id: $id) { id name topProducts { id category { id } } } }`, { id: first.id });
    expect(one.data.category.topProducts).toHaveLength(4);
    for (const p of one.data.category.topProducts) expect(p.category.id).toBe(first.id);
    const scoped = await moneyGql(`query($s: ID) { categories(sectionId: $s) { id } }`, { s: data.men[1].id });
    expect(scoped.data.categories).toHaveLength(6);
    const missing = await moneyGql(`{ category(id: "99999") { id } malformed: category(id: "x") { id } }`);
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ category: null, malformed: null });
  });
});

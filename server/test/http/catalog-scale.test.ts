/**
 * The catalogue's behaviour where scale shaped it (listing.ts pageSql): bounded counts with
 * `totalCountExact`, search ranked within candidates, the REST listing twin, batched
 * Category.topProducts, cached facets, and indexes behind every hot listing shape.
 */
import { describe, expect, it } from 'vitest';
import { loginAs, useTestServer } from '../harness.js';
import { rupeeGql } from '../money.js';

const LISTING = `query L($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $last: Int) {
  products(filter: $filter, sort: $sort, first: $first, after: $after, last: $last) {
    totalCount totalCountExact pageInfo { hasNextPage endCursor }
    nodes { id name price { amount currencyCode } category { id name } variants { id sizes { id stock } } }
  }
}`;

type Page = {
  totalCount: number;
  totalCountExact: boolean;
  hasNextPage: boolean;
  endCursor: string | null;
  items: Array<{ id: string; name: string; price: number; category: { id: string; name: string } }>;
};

describe('catalogue at scale', () => {
  const ts = useTestServer();
  const moneyGql = rupeeGql(ts);
  /** A page of `first` products (`pageSize`); `page` N walks the cursors of the N - 1 pages before it. */
  const list = async ({ pageSize, page = 1, ...variables }: Record<string, unknown>): Promise<Page> => {
    let after: string | null = null;
    for (let n = 1; ; n++) {
      const { data, errors } = await moneyGql(LISTING, { ...variables, first: pageSize, after });
      expect(errors).toBeUndefined();
      const { pageInfo, nodes, ...rest } = data.products;
      if (n >= (page as number)) return { ...rest, ...pageInfo, items: nodes };
      after = pageInfo.endCursor;
    }
  };

  it('counts exactly on a small catalogue and says so', async () => {
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM product`);
    const all = await list({ pageSize: 10 });
    expect(all).toMatchObject({ totalCount: n, totalCountExact: true, hasNextPage: true });
    const [{ red }] = await ts.db.dataSource.query(`SELECT count(*)::int AS red FROM product WHERE 'red' = ANY(facet_colors)`);
    const page = await list({ filter: { colors: ['Red'] }, pageSize: 5, page: 2 });
    expect(page).toMatchObject({ totalCount: red, totalCountExact: true });
  });

  it('searches with a non-relevance sort (price) and pages a search without repeats', async () => {
    const cheap = await list({ filter: { search: 'kurta' }, sort: 'PRICE_ASC', pageSize: 50 });
    expect(cheap.totalCount).toBeGreaterThan(0);
    for (const p of cheap.items) expect(p.name).toMatch(/kurt/i);
    const prices = cheap.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const withFacets = await moneyGql(`{ products(filter: { search: "kurt" }) { totalCount facets { exact types { value count } } } }`);
    expect(withFacets.errors).toBeUndefined();
    expect(withFacets.data.products.facets.exact).toBe(true);
    expect(withFacets.data.products.facets.types.length).toBeGreaterThan(0);
    const first = await list({ filter: { search: 'cotton' }, pageSize: 10 });
    const second = await list({ filter: { search: 'cotton' }, pageSize: 10, page: 2 });
    expect(first.totalCountExact).toBe(true);
    expect(second.totalCount).toBe(first.totalCount);
    const seen = new Set(first.items.map((p) => p.id));
    for (const p of second.items) expect(seen.has(p.id)).toBe(false);
  });

  it('stops counting past the cap: totalCount is then a lower bound and paging still works', async () => {
    // 2,100 more kurtas in one category (no variants needed for the listing's count and order).
    await ts.db.dataSource.query(
      `INSERT INTO product (section_id, category_id, name, slug, listing_price, listing_original_price, best_seller_score, in_stock)
       SELECT c.section_id, c.id, 'Scale Test Kurta ' || g, 'scale-test-kurta-' || g, 50000 + g, 60000 + g, 0, true
       FROM generate_series(1, 2100) g, (SELECT id, section_id FROM category ORDER BY id LIMIT 1) c`,
    );
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM product`);
    expect(n).toBeGreaterThan(2001);
    const all = await list({ pageSize: 24 });
    expect(all).toMatchObject({ totalCount: 1000, totalCountExact: false, hasNextPage: true });
    // Pages past the cap still answer and know whether another follows: walked by cursor to the end.
    const deep = await list({ pageSize: 100, page: Math.ceil(n / 100) });
    expect(deep.items.length).toBe(n - 100 * (Math.ceil(n / 100) - 1));
    expect(deep.hasNextPage).toBe(false);
    // The end is also one `last` away.
    const { data: tail } = await moneyGql(LISTING, { last: deep.items.length });
    expect(tail.products.nodes.map((p: { id: string }) => p.id)).toEqual(deep.items.map((p) => p.id));
    // Search counts stop at its candidate window (200), ranked results stay relevant.
    const searched = await list({ filter: { search: 'kurta' }, pageSize: 24 });
    expect(searched).toMatchObject({ totalCount: 200, totalCountExact: false, hasNextPage: true });
    for (const p of searched.items) expect(p.name).toMatch(/kurt/i);
    // Facet counts past 2,000 matches are a best-sellers sample and say so; a small listing's are exact.
    const facets = await moneyGql(`query($c: ID) { all: products { facets { exact } } one: products(filter: { categoryId: $c }) { facets { exact } } }`, {
      c: String((await ts.db.dataSource.query(`SELECT id FROM category ORDER BY id DESC LIMIT 1`))[0].id),
    });
    expect(facets.data).toEqual({ all: { facets: { exact: false } }, one: { facets: { exact: true } } });
    // The same over REST.
    const rest = await ts.rest('GET', '/user/products?pageSize=24');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ success: true, totalCount: 1000, totalCountExact: false, hasNextPage: true });
  });

  it('answers the REST listing twin with the same products as GraphQL', async () => {
    const { data } = await moneyGql(`{ sections { id name } }`);
    const men = data.sections.find((s: { name: string }) => s.name === 'Men');
    const gql = await list({ filter: { sectionId: men.id, maxPrice: 2500, inStockOnly: true, colors: ['Blue', 'Black'] }, sort: 'PRICE_ASC', pageSize: 12 });
    const rest = await ts.rest('GET', `/user/products?sectionId=${men.id}&maxPrice=2500&inStockOnly=true&colors=Blue,Black&sort=price_asc&pageSize=12`);
    expect(rest.status).toBe(200);
    expect(rest.body.products.map((p: { _id: string }) => p._id)).toEqual(gql.items.map((p) => p.id));
    expect(rest.body.totalCount).toBe(gql.totalCount);
    const first = rest.body.products[0];
    expect(first).toMatchObject({ _id: gql.items[0].id, price: gql.items[0].price });
    expect(first.variants[0].sizes[0]).toHaveProperty('stock');
    // Its shape as before; `after` takes its endCursor (a keyset cursor now) and pages as GraphQL does.
    expect(Object.keys(rest.body).sort()).toEqual(['endCursor', 'hasNextPage', 'page', 'pageSize', 'products', 'success', 'totalCount', 'totalCountExact']);
    const restAll = await ts.rest('GET', `/user/products?sort=price_asc&pageSize=5`);
    const restNext = await ts.rest('GET', `/user/products?sort=price_asc&pageSize=5&after=${encodeURIComponent(restAll.body.endCursor)}`);
    const gqlTen = await list({ sort: 'PRICE_ASC', pageSize: 10 });
    expect(restNext.body.products.map((p: { _id: string }) => p._id)).toEqual(gqlTen.items.slice(5).map((p) => p.id));
    expect(restNext.body).toMatchObject({ page: 2, pageSize: 5, hasNextPage: true });
    const restPage2 = await ts.rest('GET', `/user/products?sort=price_asc&pageSize=5&page=2`);
    expect(restPage2.body.products.map((p: { _id: string }) => p._id)).toEqual(gqlTen.items.slice(5).map((p) => p.id));
    const badCursor = await ts.rest('GET', '/user/products?after=o%3A3');
    expect(badCursor.status).toBe(400);
    const bad = await ts.rest('GET', '/user/products?sort=CHEAPEST');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const badPrice = await ts.rest('GET', '/user/products?maxPrice=lots');
    expect(badPrice.status).toBe(400);
  });

  it('loads Category.topProducts of every category in one statement', async () => {
    ts.db.statements.length = 0;
    const { data, errors } = await moneyGql(`{ categories { id topProducts { id category { id } variants { id } } } }`);
    expect(errors).toBeUndefined();
    expect(data.categories.length).toBeGreaterThan(6);
    for (const c of data.categories) {
      expect(c.topProducts.length).toBe(4);
      for (const p of c.topProducts) expect(p.category.id).toBe(c.id);
    }
    expect(ts.db.statements.length).toBeLessThanOrEqual(2);
  });

  it('keeps a listing to one statement (plus one per new set of search words) whatever the page size', async () => {
    for (const filter of [{ sectionId: '1', maxPrice: 2500, inStockOnly: true }, { search: 'shirt' }]) {
      const counts: number[] = [];
      for (const pageSize of [4, 48]) {
        ts.db.statements.length = 0;
        await list({ filter, pageSize });
        counts.push(ts.db.statements.length);
      }
      expect(counts[1]).toBe(1); // search words were resolved (and cached) by the first call
      expect(counts[0]).toBeLessThanOrEqual(2);
    }
  });

  it('serves repeated facet counts of the same filter from its one-minute cache', async () => {
    const query = `{ products(filter: { types: ["jeans"] }) { facets { types { value count } } } }`;
    const first = await moneyGql(query);
    ts.db.statements.length = 0;
    const again = await moneyGql(query);
    expect(again.data).toEqual(first.data);
    expect(ts.db.statements.filter((s) => /unnest\(m\.facet_/.test(s))).toHaveLength(0);
  });

  it('has an index for every hot listing shape (no sequential scan of product when scans are priced out)', async () => {
    const { buildWhere, pageSql } = await import('../../src/modules/catalog/listing.js');
    const catalog = ts.services.catalog;
    const shapes = [
      { filter: {}, sort: 'RELEVANCE' },
      { filter: {}, sort: 'NEWEST' },
      { filter: { sectionId: '1', maxPrice: 2500, inStockOnly: true }, sort: 'PRICE_ASC' },
      { filter: { sectionId: '1' }, sort: 'RELEVANCE' },
      { filter: { categoryId: '2' }, sort: 'PRICE_DESC' },
      { filter: { categoryId: '2', colors: ['blue'], maxPrice: 1500 }, sort: 'RELEVANCE' },
      { filter: { collection: 'NEW_ARRIVALS' }, sort: 'RELEVANCE' },
      { filter: { offerId: '1' }, sort: 'RELEVANCE' },
      { filter: { search: 'kurta' }, sort: 'RELEVANCE' },
      { filter: { search: 'saree', sectionId: '1' }, sort: 'RELEVANCE' },
      { filter: { search: 'blue cotton shirt' }, sort: 'PRICE_ASC' },
    ] as const;
    const tsqueryOf = (q: unknown) => (catalog as unknown as { tsqueryOf(q: unknown): Promise<string | null> }).tsqueryOf(q);
    // An offer's products come from the content module, as the service asks for them before building the query.
    const withMembers = <Q>(q: Q) => (catalog as unknown as { withMembers(q: Q): Promise<Q> }).withMembers(q);
    const runner = ts.db.dataSource.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      for (const shape of shapes) {
        const q = await withMembers(catalog.parseListingQuery({ filter: { ...shape.filter } as never, sort: shape.sort as never, pageSize: 24 }));
        const { text, params } = pageSql(q, buildWhere(q, await tsqueryOf(q)), true);
        const plan: Array<{ 'QUERY PLAN': string }> = await runner.query(`EXPLAIN ${text}`, params);
        const lines = plan.map((r) => r['QUERY PLAN']).join('\n');
        expect(lines, JSON.stringify(shape)).not.toMatch(/Seq Scan on (product|variant|variant_size)\b/);
      }
    } finally {
      await runner.query('RESET enable_seqscan');
      await runner.release();
    }
  });
});

describe('listing cache (CATALOG_CACHE_MS)', () => {
  const ts = useTestServer({ CATALOG_CACHE_MS: '1500' });
  const moneyGql = rupeeGql(ts);
  const QUERY = `query($id: ID!) {
    products(filter: { categoryId: $id }, sort: NEWEST, first: 3) { totalCount nodes { id variants { sizes { id stock } } } }
  }`;

  it('answers a repeated listing from memory for the TTL, then reads it again; the product page is always fresh', async () => {
    const [{ categoryId }] = await ts.db.dataSource.query(`SELECT category_id AS "categoryId" FROM product ORDER BY id LIMIT 1`);
    ts.db.statements.length = 0;
    const first = await moneyGql(QUERY, { id: String(categoryId) });
    expect(first.errors).toBeUndefined();
    expect(ts.db.statements.length).toBe(1);
    const size = first.data.products.nodes[0].variants[0].sizes[0];
    await ts.db.dataSource.query(`UPDATE variant_size SET stock = $2 WHERE id = $1`, [Number(size.id), size.stock + 7]);

    ts.db.statements.length = 0;
    const cached = await moneyGql(QUERY, { id: String(categoryId) });
    expect(ts.db.statements.length).toBe(0);
    expect(cached.data).toEqual(first.data);
    const page = await moneyGql(`query($id: ID!) { product(id: $id) { variants { sizes { id stock } } } }`, { id: first.data.products.nodes[0].id });
    expect(page.data.product.variants[0].sizes[0].stock).toBe(size.stock + 7);

    await new Promise((resolve) => setTimeout(resolve, 1600));
    const fresh = await moneyGql(QUERY, { id: String(categoryId) });
    expect(fresh.data.products.nodes[0].variants[0].sizes[0].stock).toBe(size.stock + 7);
  });

  it('answers a repeated anonymous catalogue query from the response micro-cache, never a personal or failed one', async () => {
    const query = `{ products(sort: RATING, first: 5) { nodes { id name } } }`;
    const first = await moneyGql(query);
    ts.db.statements.length = 0;
    expect(await moneyGql(query)).toEqual(first);
    expect(ts.db.statements).toHaveLength(0);
    // A signed-in caller is never served a shared answer.
    const { token } = await loginAs(ts, '9876512345');
    ts.db.statements.length = 0;
    expect((await moneyGql(query, {}, token)).data).toEqual(first.data);
    expect(ts.db.statements.length).toBeGreaterThan(0);
    // Other root fields (here a policy page) are not kept. (The store's contact details would not
    // show it: they come from the settings' per-process copy, with no statement.)
    const contact = `{ policy(type: TERMS) { title } products(first: 1) { totalCount } }`;
    await moneyGql(contact);
    ts.db.statements.length = 0;
    await moneyGql(contact);
    expect(ts.db.statements.length).toBeGreaterThan(0);
    // Errors are not kept (a refused cursor runs no statement: the operation's other field counts them).
    const refused = `{ products(first: 1, after: "not-a-cursor") { totalCount } categories { id } }`;
    await moneyGql(refused);
    ts.db.statements.length = 0;
    const again = await moneyGql(refused);
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(ts.db.statements.length).toBeGreaterThan(0);
    // The REST twin uses the listing cache underneath.
    await ts.rest('GET', '/user/products?sort=RATING&pageSize=5');
    ts.db.statements.length = 0;
    const rest = await ts.rest('GET', '/user/products?sort=RATING&pageSize=5');
    expect(rest.body.products.map((p: { _id: string }) => p._id)).toEqual(first.data.products.nodes.map((p: { id: string }) => p.id));
    expect(ts.db.statements).toHaveLength(0);
  });
});

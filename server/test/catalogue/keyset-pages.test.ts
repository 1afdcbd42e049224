/**
 * Keyset pages of the product listing (issue #14, item 5): in every sort, a page read after a
 * cursor starts where the cursor left off even when products are added and removed before it
 * meanwhile (an offset would shift by them), backwards as forwards; the statement walks an index
 * from the cursor whatever the page's depth.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';

const LISTING = `query L($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $last: Int, $before: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id } }
  }
}`;

interface Page {
  ids: string[];
  totalCount: number;
  cursors: string[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
}

describe('product listing keyset pages', () => {
  const ts = useTestServer();
  const page = async (variables: Record<string, unknown>): Promise<Page> => {
    const { data, errors } = await ts.gql(LISTING, variables);
    expect(errors).toBeUndefined();
    const { edges, pageInfo, totalCount } = data.products;
    return { ids: edges.map((e: { node: { id: string } }) => e.node.id), cursors: edges.map((e: { cursor: string }) => e.cursor), pageInfo, totalCount };
  };

  /** A copy of a product (same sort values, a higher id): it lands right beside the original in every order. */
  async function copyOf(productId: string): Promise<string> {
    const columns: Array<{ column_name: string }> = await ts.db.dataSource.query(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'product' AND table_schema = current_schema() AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'slug')`,
    );
    const list = columns.map((c) => c.column_name).join(', ');
    const [row] = await ts.db.dataSource.query(`INSERT INTO product (${list}, slug) SELECT ${list}, slug || '-copy-' || id FROM product WHERE id = $1 RETURNING id`, [Number(productId)]);
    return String(row.id);
  }

  const cases: Array<[string, Record<string, unknown>]> = [
    ['RELEVANCE (best sellers)', { sort: 'RELEVANCE' }],
    ['PRICE_ASC', { sort: 'PRICE_ASC' }],
    ['PRICE_DESC', { sort: 'PRICE_DESC' }],
    ['NEWEST', { sort: 'NEWEST' }],
    ['DISCOUNT', { sort: 'DISCOUNT' }],
    ['RATING', { sort: 'RATING' }],
    ['RELEVANCE with search text (ranked)', { sort: 'RELEVANCE', filter: { search: 'shirt' } }],
    ['PRICE_DESC in a category, in stock only', { sort: 'PRICE_DESC', filter: { categoryId: '2', inStockOnly: true } }],
  ];

  it.each(cases)('%s: boundaries stay put forwards and backwards when products are added and removed before them', async (_name, listing) => {
    const first = await page({ ...listing, first: 5 });
    const second = await page({ ...listing, first: 5, after: first.pageInfo.endCursor });
    const third = await page({ ...listing, first: 5, after: second.pageInfo.endCursor });
    expect(first.ids).toHaveLength(5);
    expect(second.ids).toHaveLength(5);
    expect(new Set([...first.ids, ...second.ids, ...third.ids]).size).toBe(first.ids.length + second.ids.length + third.ids.length);
    // The same two pages again, from the end and from a cursor, backwards.
    expect((await page({ ...listing, last: 5, before: second.pageInfo.startCursor })).ids).toEqual(first.ids);
    expect((await page({ ...listing, last: 5, before: third.pageInfo.startCursor })).ids).toEqual(second.ids);

    // Meanwhile a product joins the first page (a copy of its second product) and its first one leaves.
    const added = await copyOf(first.ids[1]);
    await ts.db.dataSource.query(`UPDATE product SET published = false WHERE id = $1`, [Number(first.ids[0])]);
    try {
      const firstNow = await page({ ...listing, first: 5 });
      expect(firstNow.ids).toContain(added);
      expect(firstNow.ids).not.toContain(first.ids[0]);
      // After the old cursors: exactly the pages read before (an offset would have shifted them).
      expect((await page({ ...listing, first: 5, after: first.pageInfo.endCursor })).ids).toEqual(second.ids);
      expect((await page({ ...listing, first: 5, after: second.pageInfo.endCursor })).ids).toEqual(third.ids);
      // Backwards from the second page: the five before it, ending where the first page ended.
      const back = await page({ ...listing, last: 5, before: second.pageInfo.startCursor });
      expect(back.ids.at(-1)).toBe(first.ids.at(-1));
      expect(back.ids).toContain(added);
      expect(back.pageInfo.hasNextPage).toBe(true);
      // Each edge's cursor is a boundary of its own: after the second product of the second page, its last three.
      expect((await page({ ...listing, first: 3, after: second.cursors[1] })).ids).toEqual(second.ids.slice(2));
    } finally {
      await ts.db.dataSource.query(`DELETE FROM product WHERE id = $1`, [Number(added)]);
      await ts.db.dataSource.query(`UPDATE product SET published = true WHERE id = $1`, [Number(first.ids[0])]);
    }
  });

  it('walks the whole listing by cursor, forwards and backwards, seeing each product once', async () => {
    const forwards: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let n = 0; n < 100; n++) {
      const next: Page = await page({ sort: 'DISCOUNT', first: 40, after });
      forwards.push(...next.ids);
      total = next.totalCount;
      if (!next.pageInfo.hasNextPage) break;
      after = next.pageInfo.endCursor;
    }
    expect(forwards).toHaveLength(total);
    expect(new Set(forwards).size).toBe(total);
    const backwards: string[] = [];
    let before: string | null = null;
    for (let n = 0; n < 100; n++) {
      const previous: Page = await page({ sort: 'DISCOUNT', last: 40, before });
      backwards.unshift(...previous.ids);
      if (!previous.pageInfo.hasPreviousPage) break;
      before = previous.pageInfo.startCursor;
    }
    expect(backwards).toEqual(forwards);
  });

  it('reads a deep page without a table scan, the cursor a condition of the walk (no offset)', async () => {
    const { buildWhere, pageSql } = await import('../../src/modules/catalog/listing.js');
    const catalog = ts.services.catalog;
    const runner = ts.db.dataSource.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      for (const sort of ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST', 'DISCOUNT', 'RATING'] as const) {
        for (const filter of [{}, { categoryId: '2' }, { sectionId: '1', inStockOnly: true }]) {
          const deep = await page({ sort, filter, first: 30 });
          const q = catalog.parseListingQuery({ filter, sort: sort as never, connection: { first: 24, after: deep.pageInfo.endCursor } });
          for (const direction of [q, { ...q, forward: false }]) {
            const { text, params } = pageSql(direction, buildWhere(direction), true);
            const plan = (await runner.query(`EXPLAIN ${text}`, params)).map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
            expect(plan, `${sort} ${JSON.stringify(filter)}`).not.toMatch(/Seq Scan on (product|variant|variant_size)\b/);
            // The cursor bounds the walk (an index condition where the planner walks the sort index).
            expect(plan, `${sort} ${JSON.stringify(filter)}`).toMatch(/(Index Cond|Filter): .*ROW\(/);
          }
        }
      }
    } finally {
      await runner.query('RESET enable_seqscan');
      await runner.release();
    }
  });
});

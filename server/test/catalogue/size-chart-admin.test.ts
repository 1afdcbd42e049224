/**
 * Size charts from the dashboard (issue 26, part 2): a category's chart typed in inches or cm,
 * a product's own chart overriding it, and back; the product page shows each at once (caches on).
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';

const ts = useTestServer({ CATALOG_CACHE_MS: '60000' });
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);

const CHART = `fit fitNote columns { kind } rows { size measurements { kind cm inches } }`;
const SAVE_CATEGORY = `mutation($c: ID!, $chart: SizeChartInput!) { saveCategorySizeChart(categoryId: $c, chart: $chart) { ${CHART} } }`;
const SAVE_PRODUCT = `mutation($p: ID!, $chart: SizeChartInput) { saveProductSizeChart(productId: $p, chart: $chart) { ${CHART} } }`;
const SHOP = `query($id: ID!) { product(id: $id) { sizeChart { ${CHART} } } }`;
const shopChart = async (id: string) => (await ts.gql(SHOP, { id })).data.product.sizeChart;

describe('size charts from the dashboard', () => {
  it("a category's chart (typed in inches) is on its products' pages at once, in cm and inches; a product's own chart overrides it, and removing it restores the category's", async () => {
    const [row] = await ts.db.dataSource.query(`SELECT p.id, p.category_id AS "categoryId" FROM product p WHERE p.published ORDER BY p.id LIMIT 1`);
    const id = String(row.id);
    const before = await shopChart(id); // warm the caches

    const chart = { fit: 'SLIM', fitNote: 'Cut close.', measurements: ['CHEST', 'LENGTH'], inches: true, rows: [{ size: 'S', values: [38, 28] }, { size: 'M', values: [40, 29] }] };
    const saved = await admin(SAVE_CATEGORY, { c: String(row.categoryId), chart });
    expect(saved.errors).toBeUndefined();
    const expected = {
      fit: 'SLIM',
      fitNote: 'Cut close.',
      columns: [{ kind: 'CHEST' }, { kind: 'LENGTH' }],
      rows: [
        { size: 'S', measurements: [{ kind: 'CHEST', cm: 96.5, inches: 38 }, { kind: 'LENGTH', cm: 71.1, inches: 28 }] },
        { size: 'M', measurements: [{ kind: 'CHEST', cm: 101.6, inches: 40 }, { kind: 'LENGTH', cm: 73.7, inches: 29 }] },
      ],
    };
    expect(saved.data.saveCategorySizeChart).toEqual(expected);
    expect(await shopChart(id)).toEqual(expected);
    expect(before).not.toEqual(expected);

    const own = { fit: 'RELAXED', measurements: ['LENGTH'], rows: [{ size: 'Free Size', values: [110] }] };
    const overridden = await admin(SAVE_PRODUCT, { p: id, chart: own });
    expect(overridden.errors).toBeUndefined();
    expect(await shopChart(id)).toMatchObject({ fit: 'RELAXED', rows: [{ size: 'Free Size', measurements: [{ cm: 110, inches: 43.5 }] }] });
    // Another product of the category still shows the category's.
    const [other] = await ts.db.dataSource.query(`SELECT id FROM product WHERE category_id = $1 AND id <> $2 AND published LIMIT 1`, [row.categoryId, row.id]);
    expect(await shopChart(String(other.id))).toEqual(expected);
    const charts = await admin(`query($p: ID!) { productSizeCharts(productId: $p) { own { fit } category { fit } } }`, { p: id });
    expect(charts.data.productSizeCharts).toEqual({ own: { fit: 'RELAXED' }, category: { fit: 'SLIM' } });

    const reset = await admin(SAVE_PRODUCT, { p: id });
    expect(reset.data.saveProductSizeChart).toBeNull();
    expect(await shopChart(id)).toEqual(expected);
  });

  it('refuses a bad chart with the first problem, changing nothing', async () => {
    const [row] = await ts.db.dataSource.query(`SELECT id FROM category ORDER BY id LIMIT 1`);
    const before = await admin(`query($c: ID!) { categorySizeChart(categoryId: $c) { ${CHART} } }`, { c: String(row.id) });
    const bad = [
      [{ fit: 'SLIM', measurements: ['CHEST'], rows: [{ size: 'S', values: [0] }] }, 'Chest of size "S" must be between 1 and 1000 cm.'],
      [{ fit: 'SLIM', measurements: ['CHEST'], rows: [{ size: 'S', values: [90, 70] }] }, 'Size "S" needs 1 values, one per measurement.'],
      [{ fit: 'SLIM', measurements: ['CHEST'], rows: [{ size: 'S', values: [90] }, { size: 's', values: [92] }] }, 'Size "s" appears twice.'],
      [{ fit: 'SLIM', measurements: [], rows: [] }, 'A size chart needs at least one measurement.'],
    ] as const;
    for (const [chart, message] of bad) {
      const answer = await admin(SAVE_CATEGORY, { c: String(row.id), chart });
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_INPUT' } });
    }
    const after = await admin(`query($c: ID!) { categorySizeChart(categoryId: $c) { ${CHART} } }`, { c: String(row.id) });
    expect(after.data).toEqual(before.data);
    expect((await admin(SAVE_PRODUCT, { p: '999999' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

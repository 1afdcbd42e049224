import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.js';
import { DomainError } from '../../shared/errors.js';
import { cmToInches, inchesToCm, validateSizeChart, type SizeChartInput } from './size-chart.rules.js';
import { CATEGORY_SPECS } from './seed/catalog-data.js';
import { SIZE_CHARTS } from './seed/size-chart-data.js';

const shirtChart = (): SizeChartInput => ({
  fit: 'SLIM',
  fitNote: '  Slim fit: size up for a relaxed feel.  ',
  measurements: ['CHEST', 'LENGTH'],
  rows: [
    { size: 'S', cm: { CHEST: 99.06, LENGTH: 73.7 } },
    { size: 'M', cm: { CHEST: 104.1, LENGTH: 74.9 } },
  ],
});

const refusal = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('size chart rules', () => {
  it('converts centimetres to inches to the nearest half inch, and inches to centimetres with one decimal', () => {
    expect(cmToInches(96.5)).toBe(38);
    expect(cmToInches(110)).toBe(43.5);
    expect(cmToInches(550)).toBe(216.5);
    expect(inchesToCm(38)).toBe(96.5);
    expect(inchesToCm(24.5)).toBe(62.2);
    for (const inches of [24, 30.5, 38, 44, 46.5]) expect(cmToInches(inchesToCm(inches))).toBe(inches);
  });

  it('normalises a valid chart: trimmed note, centimetres to one decimal', () => {
    const chart = validateSizeChart(shirtChart());
    expect(chart.fitNote).toBe('Slim fit: size up for a relaxed feel.');
    expect(chart.rows[0].cm).toEqual({ CHEST: 99.1, LENGTH: 73.7 });
  });

  it.each([
    ['an unknown fit', (c: any) => (c.fit = 'BAGGY'), 'Fit must be one of REGULAR, SLIM, RELAXED.'],
    ['no measurements', (c: any) => (c.measurements = []), 'A size chart needs at least one measurement.'],
    ['an unknown measurement', (c: any) => c.measurements.push('NECK'), 'Unknown measurement "NECK".'],
    ['a measurement twice', (c: any) => c.measurements.push('CHEST'), 'Each measurement can be listed only once.'],
    ['no sizes', (c: any) => (c.rows = []), 'A size chart needs at least one size.'],
    ['a size twice', (c: any) => (c.rows[1].size = ' s '), 'Size "s" appears twice.'],
    ['a missing value', (c: any) => delete c.rows[1].cm.LENGTH, 'Size "M" has no length measurement.'],
    ['a value out of range', (c: any) => (c.rows[0].cm.CHEST = 0), 'Chest of size "S" must be between 1 and 1000 cm.'],
    ['a value that is not a number', (c: any) => (c.rows[0].cm.CHEST = '96'), 'Chest of size "S" must be between 1 and 1000 cm.'],
    ['a value the chart does not list', (c: any) => (c.rows[0].cm.HIP = 100), 'Size "S" has a measurement the chart does not list: HIP.'],
    ['a long fit note', (c: any) => (c.fitNote = 'x'.repeat(301)), 'The fit note can be at most 300 characters.'],
    ['too many sizes', (c: any) => (c.rows = Array.from({ length: 13 }, (_, i) => ({ size: `S${i}`, cm: { CHEST: 90 + i, LENGTH: 70 } }))), 'A size chart can have at most 12 sizes.'],
  ])('refuses %s with BAD_INPUT', (_name, spoil, message) => {
    const chart = shirtChart();
    spoil(chart);
    const error = refusal(() => validateSizeChart(chart));
    expect(error.code).toBe('BAD_INPUT');
    expect(error.message).toBe(message);
  });

  it('has a valid seed chart for every seeded category, sized like its products', () => {
    for (const [name, spec] of Object.entries(CATEGORY_SPECS)) {
      const chart = SIZE_CHARTS[name];
      expect(chart, name).toBeDefined();
      expect(chart.rows.map(([size]) => size)).toEqual(spec.freeSize ? ['Free Size'] : ['S', 'M', 'L', 'XL']);
      for (const [, ...values] of chart.rows) expect(values).toHaveLength(chart.measurements.length);
    }
  });
});

describe('size charts over GraphQL and SizeChartService', () => {
  const ts = useTestServer();
  const CHART = `sizeChart { fit fitNote columns { kind label } rows { size measurements { kind cm inches } } }`;

  it('seeds a chart for every category, shown on its products with both units', async () => {
    // Every category's fit first; whole charts one category at a time (all of them in one query
    // would cost more than the query-cost limit admits).
    const { data, errors } = await ts.gql(`{ categories { id name sizeChart { fit fitNote } } }`);
    expect(errors).toBeUndefined();
    expect(data.categories.length).toBe(12);
    for (const category of data.categories) {
      expect(category.sizeChart, category.name).not.toBeNull();
      expect(['REGULAR', 'SLIM', 'RELAXED']).toContain(category.sizeChart.fit);
      expect(category.sizeChart.fitNote.length).toBeGreaterThan(10);
    }
    const chartOf = async (name: string) => {
      const { data: one } = await ts.gql(`query($id: ID!) { category(id: $id) { ${CHART} } }`, { id: data.categories.find((c: any) => c.name === name).id });
      return one.category.sizeChart;
    };
    const shirts = await chartOf('Shirts');
    expect(shirts.fit).toBe('SLIM');
    expect(shirts.columns.map((c: any) => c.label)).toEqual(['Chest', 'Shoulder', 'Sleeve length', 'Length']);
    expect(shirts.rows.map((r: any) => r.size)).toEqual(['S', 'M', 'L', 'XL']);
    expect(shirts.rows[1].measurements[0]).toEqual({ kind: 'CHEST', cm: 104.1, inches: 41 });
    const sarees = await chartOf('Sarees');
    expect(sarees.rows).toEqual([{ size: 'Free Size', measurements: [{ kind: 'LENGTH', cm: 550, inches: 216.5 }, { kind: 'WIDTH', cm: 110, inches: 43.5 }, { kind: 'BLOUSE_PIECE', cm: 80, inches: 31.5 }] }]);

    const { data: product } = await ts.gql(`query($id: ID!) { category(id: $id) { topProducts(limit: 1) { id category { name } ${CHART} } } }`, {
      id: data.categories.find((c: any) => c.name === 'Shirts').id,
    });
    expect(product.category.topProducts[0].sizeChart).toEqual(shirts);
  });

  it("loads the charts of a whole listing in two statements, whatever its size (no N+1): the products' own charts, then the categories'", async () => {
    const countChartStatements = async (pageSize: number) => {
      ts.db.statements.length = 0;
      const { data, errors } = await ts.gql(`query($n: Int) { products(first: $n) { items: nodes { id sizeChart { fit rows { size } } } } }`, { n: pageSize });
      expect(errors).toBeUndefined();
      expect(data.products.items.every((p: any) => p.sizeChart !== null)).toBe(true);
      return ts.db.statements.filter((sql) => /size_chart/.test(sql)).length;
    };
    expect(await countChartStatements(4)).toBe(2);
    expect(await countChartStatements(48)).toBe(2);
  });

  it('answers null for a category without a chart', async () => {
    const [{ id }] = await ts.db.dataSource.query(`SELECT id FROM category WHERE name = 'Tops' LIMIT 1`);
    await ts.db.dataSource.query(`DELETE FROM size_chart WHERE category_id = $1`, [id]);
    const { data, errors } = await ts.gql(`query($id: ID!) { category(id: $id) { sizeChart { fit } } }`, { id: String(id) });
    expect(errors).toBeUndefined();
    expect(data.category.sizeChart).toBeNull();
  });

  it('replaceChart replaces the whole chart (staff only: no mutation in the shoppers\' schema)', async () => {
    const [{ id }] = await ts.db.dataSource.query(`SELECT id FROM category WHERE name = 'Jeans' LIMIT 1`);
    const saved = await ts.services.sizeCharts.replaceChart(id, shirtChart());
    expect(saved).toEqual({ categoryId: id, fit: 'SLIM', fitNote: 'Slim fit: size up for a relaxed feel.', measurements: ['CHEST', 'LENGTH'], rows: [{ size: 'S', cm: { CHEST: 99.1, LENGTH: 73.7 } }, { size: 'M', cm: { CHEST: 104.1, LENGTH: 74.9 } }] });
    expect(await ts.services.sizeCharts.chartOfCategory(id)).toEqual(saved);
    const [{ rows }] = await ts.db.dataSource.query(`SELECT count(*)::int AS rows FROM size_chart_row WHERE category_id = $1`, [id]);
    expect(rows).toBe(2);

    const { data } = await ts.gql(`{ __schema { mutationType { fields { name } } } }`);
    expect(data.__schema.mutationType.fields.map((f: any) => f.name).filter((n: string) => /size/i.test(n))).toEqual([]);
  });

  it('replaceChart refuses a bad chart or an unknown category and changes nothing', async () => {
    const [{ id }] = await ts.db.dataSource.query(`SELECT id FROM category WHERE name = 'Kurtas' LIMIT 1`);
    const before = await ts.services.sizeCharts.chartOfCategory(id);
    const bad = shirtChart();
    bad.rows[1].size = 'S';
    await expect(ts.services.sizeCharts.replaceChart(id, bad)).rejects.toMatchObject({ code: 'BAD_INPUT', message: 'Size "S" appears twice.' });
    await expect(ts.services.sizeCharts.replaceChart(999_999, shirtChart())).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Category not found.' });
    expect(await ts.services.sizeCharts.chartOfCategory(id)).toEqual(before);
    const [{ charts }] = await ts.db.dataSource.query(`SELECT count(*)::int AS charts FROM size_chart WHERE category_id = 999999`);
    expect(charts).toBe(0);
  });

  it('two concurrent replacements leave one of them whole', async () => {
    const [{ id }] = await ts.db.dataSource.query(`SELECT id FROM category WHERE name = 'Dresses' LIMIT 1`);
    const three: SizeChartInput = { fit: 'RELAXED', fitNote: '', measurements: ['BUST'], rows: ['XS', 'S', 'M'].map((size, i) => ({ size, cm: { BUST: 80 + i * 5 } })) };
    await Promise.all([ts.services.sizeCharts.replaceChart(id, shirtChart()), ts.services.sizeCharts.replaceChart(id, three)]);
    const chart = await ts.services.sizeCharts.chartOfCategory(id);
    const expected = [validateSizeChart(shirtChart()), validateSizeChart(three)].map((c) => ({ categoryId: id, ...c }));
    expect(expected).toContainEqual(chart);
  });
});

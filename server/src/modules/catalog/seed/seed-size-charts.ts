/**
 * Seeds a size chart for every category that has one in SIZE_CHARTS (all the demo categories),
 * inside the seeding transaction. Charts pass the same validation as a staff edit.
 */
import type { EntityManager } from 'typeorm';
import { inchesToCm, validateSizeChart, type SizeChartInput } from '../size-chart.rules.js';
import { SIZE_CHARTS, type SeedSizeChart } from './size-chart-data.js';

/** The seed's compact form as the chart a staff member would enter (centimetres). */
export function seedChartInput(chart: SeedSizeChart): SizeChartInput {
  const toCm = (value: number) => (chart.unit === 'in' ? inchesToCm(value) : value);
  return validateSizeChart({
    fit: chart.fit,
    fitNote: chart.fitNote,
    measurements: chart.measurements,
    rows: chart.rows.map(([size, ...values]) => ({
      size,
      cm: Object.fromEntries(chart.measurements.map((kind, i) => [kind, toCm(values[i])])),
    })),
  });
}

export async function seedSizeCharts(manager: EntityManager): Promise<Record<string, number>> {
  const categories: Array<{ id: number; name: string }> = await manager.query(`SELECT id, name FROM category ORDER BY id`);
  const charts = categories.flatMap(({ id, name }) => (SIZE_CHARTS[name] ? [{ id, chart: seedChartInput(SIZE_CHARTS[name]) }] : []));
  await manager.query(
    `INSERT INTO size_chart (category_id, fit, fit_note, measurements)
     SELECT id, fit, note, string_to_array(kinds, ',') FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS x(id, fit, note, kinds)
     ON CONFLICT (category_id) DO NOTHING`,
    [charts.map((c) => c.id), charts.map((c) => c.chart.fit), charts.map((c) => c.chart.fitNote), charts.map((c) => c.chart.measurements.join(','))],
  );
  const rows = charts.flatMap((c) => c.chart.rows.map((row, position) => ({ id: c.id, position, size: row.size, cm: JSON.stringify(row.cm) })));
  await manager.query(
    `INSERT INTO size_chart_row (category_id, size, position, measurements_cm)
     SELECT id, size, position, cm FROM unnest($1::int[], $2::text[], $3::int[], $4::jsonb[]) AS x(id, size, position, cm)
     ON CONFLICT (category_id, size) DO NOTHING`,
    [rows.map((r) => r.id), rows.map((r) => r.size), rows.map((r) => r.position), rows.map((r) => r.cm)],
  );
  return { sizeCharts: charts.length };
}

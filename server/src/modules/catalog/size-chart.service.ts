/**
 * Size charts of categories, and products' own charts that override them: the only reader and
 * writer of `size_chart`, `size_chart_row` and `product_size_chart`. Shoppers read them through
 * Product.sizeChart / Category.sizeChart (batched by DataLoader); staff replace them from the
 * dashboard (replaceChart, replaceProductChart), each change audit-logged by the caller's service.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { notFound } from '../../shared/errors.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { validateSizeChart, type SizeChartInput, type SizeChartRecord } from './size-chart.rules.js';

export const CATEGORY_NOT_FOUND = 'Category not found.';

const CHARTS_SQL = `
  SELECT c.category_id AS "categoryId", c.fit, c.fit_note AS "fitNote", c.measurements,
         coalesce(json_agg(json_build_object('size', r.size, 'cm', r.measurements_cm) ORDER BY r.position)
                  FILTER (WHERE r.size IS NOT NULL), '[]') AS rows
  FROM size_chart c LEFT JOIN size_chart_row r ON r.category_id = c.category_id
  WHERE c.category_id = ANY($1::int[])
  GROUP BY c.category_id`;

export class SizeChartService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The charts of many categories in one statement, in the order asked (DataLoader batch);
   * null for a category without a chart.
   */
  async chartsForCategories(categoryIds: readonly number[]): Promise<(SizeChartRecord | null)[]> {
    return this.chartsIn(this.dataSource.manager, categoryIds);
  }

  /** chartsForCategories in a transaction of this service's own (answering a save). */
  private async chartsIn(manager: EntityManager, categoryIds: readonly number[]): Promise<(SizeChartRecord | null)[]> {
    const rows: SizeChartRecord[] = await manager.query(CHARTS_SQL, [[...categoryIds]]);
    const byCategory = new Map(rows.map((row) => [row.categoryId, row]));
    return categoryIds.map((id) => byCategory.get(id) ?? null);
  }

  /** One category's chart, or null when it has none. */
  async chartOfCategory(categoryId: number): Promise<SizeChartRecord | null> {
    const [chart] = await this.chartsForCategories([categoryId]);
    return chart;
  }

  /** Products' own charts (null: the product follows its category's), in the order asked (DataLoader batch). */
  async chartsForProducts(productIds: readonly number[]): Promise<(SizeChartInput | null)[]> {
    const rows: Array<{ productId: number; chart: SizeChartInput }> = await this.dataSource.query(
      `SELECT product_id AS "productId", chart FROM product_size_chart WHERE product_id = ANY($1::int[])`,
      [[...productIds]],
    );
    const byProduct = new Map(rows.map((row) => [row.productId, row.chart]));
    return productIds.map((id) => byProduct.get(id) ?? null);
  }

  /**
   * Gives a product its own chart (validated as a category's), or with null removes it so the
   * product follows its category's again. Runs in the caller's transaction. NOT_FOUND for an
   * unknown product.
   */
  async replaceProductChart(ctx: ServiceContext, productId: number, input: SizeChartInput | null): Promise<SizeChartInput | null> {
    const chart = input ? validateSizeChart(input) : null;
    return ctx.transaction(async (tx) => {
      const [product] = await tx.manager.query(`SELECT id FROM product WHERE id = $1 FOR KEY SHARE`, [productId]);
      if (!product) throw notFound('Product not found.');
      if (!chart) {
        await tx.manager.query(`DELETE FROM product_size_chart WHERE product_id = $1`, [productId]);
        return null;
      }
      await tx.manager.query(
        `INSERT INTO product_size_chart (product_id, chart, updated_at) VALUES ($1, $2::jsonb, now())
         ON CONFLICT (product_id) DO UPDATE SET chart = EXCLUDED.chart, updated_at = EXCLUDED.updated_at`,
        [productId, JSON.stringify(chart)],
      );
      return chart;
    });
  }

  /**
   * Replaces a category's whole chart (fit, note, measurements and every size row) in one
   * transaction: a chart is never seen half-written, and two concurrent replacements end with
   * one of them whole (the upsert locks the chart row, so the second waits and then replaces
   * the first). Staff only: the staff dashboard will call it after checking the caller.
   * BAD_INPUT for an invalid chart, NOT_FOUND ("Category not found.") for an unknown category.
   */
  async replaceChart(categoryId: number, input: SizeChartInput, ctx?: ServiceContext): Promise<SizeChartRecord> {
    const chart = validateSizeChart(input);
    const inTransaction = <T>(work: (manager: EntityManager) => Promise<T>) => (ctx ? ctx.transaction((tx) => work(tx.manager)) : this.dataSource.transaction(work));
    return inTransaction(async (manager) => {
      const [category] = await manager.query(`SELECT id FROM category WHERE id = $1 FOR KEY SHARE`, [categoryId]);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      await manager.query(
        `INSERT INTO size_chart (category_id, fit, fit_note, measurements, updated_at) VALUES ($1, $2, $3, $4::text[], now())
         ON CONFLICT (category_id) DO UPDATE SET fit = EXCLUDED.fit, fit_note = EXCLUDED.fit_note,
           measurements = EXCLUDED.measurements, updated_at = EXCLUDED.updated_at`,
        [categoryId, chart.fit, chart.fitNote, chart.measurements],
      );
      await manager.query(`DELETE FROM size_chart_row WHERE category_id = $1`, [categoryId]);
      await manager.query(
        `INSERT INTO size_chart_row (category_id, size, position, measurements_cm)
         SELECT $1, size, position - 1, cm FROM unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS x(size, cm, position)`,
        [categoryId, chart.rows.map((r) => r.size), chart.rows.map((r) => JSON.stringify(r.cm))],
      );
      const [saved] = await this.chartsIn(manager, [categoryId]);
      return saved!;
    });
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's own size chart, overriding its category's (issue 26, part 2; ADR 0153): a kurta cut
 * longer than the rest of its category. Stored whole as the validated chart (fit, note,
 * measurements, rows in centimetres): it is always read and replaced as one piece.
 */
export class ProductSizeCharts1732000003610 implements MigrationInterface {
  name = 'ProductSizeCharts1732000003610';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_size_chart (
        product_id int PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
        chart jsonb NOT NULL CHECK (jsonb_typeof(chart) = 'object'),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_size_chart`);
  }
}

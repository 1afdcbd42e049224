import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Size charts: one chart per category (its fit and which garment measurements it lists) and one
 * row per size with those measurements in centimetres (inches are derived when read). The
 * measurements live in a JSON object per row because garments differ (a shirt has chest and
 * sleeve, jeans waist and inseam, a saree length and width); SizeChartService validates them.
 */
export class SizeCharts1732000000970 implements MigrationInterface {
  name = 'SizeCharts1732000000970';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE size_chart (
        category_id int PRIMARY KEY REFERENCES category(id) ON DELETE CASCADE,
        fit varchar(10) NOT NULL CHECK (fit IN ('REGULAR', 'SLIM', 'RELAXED')),
        fit_note varchar(300) NOT NULL DEFAULT '',
        measurements text[] NOT NULL CHECK (cardinality(measurements) BETWEEN 1 AND 10),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
    await q.query(`
      CREATE TABLE size_chart_row (
        category_id int NOT NULL REFERENCES size_chart(category_id) ON DELETE CASCADE,
        size varchar(20) NOT NULL,
        position smallint NOT NULL,
        measurements_cm jsonb NOT NULL CHECK (jsonb_typeof(measurements_cm) = 'object'),
        PRIMARY KEY (category_id, size)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE size_chart_row`);
    await q.query(`DROP TABLE size_chart`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A shopper's reports of the last day are counted on each report (REVIEW_REPORTS_PER_DAY). */
export class ReviewReportByReporter1732000003420 implements MigrationInterface {
  name = 'ReviewReportByReporter1732000003420';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX review_report_customer_created_idx ON review_report (customer_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX review_report_customer_created_idx`);
  }
}

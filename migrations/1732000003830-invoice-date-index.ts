import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The GST screen reads a month's invoices by date (issue 27): an index for that filter. */
export class InvoiceDateIndex1732000003830 implements MigrationInterface {
  name = 'InvoiceDateIndex1732000003830';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_invoice_date_idx ON orders (invoice_date) WHERE invoice_date IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_invoice_date_idx`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST tax documents (security issue, item 7): the tax invoice is issued when the order ships and
 * a credit note when an invoiced order is cancelled or refunded, each numbered gap-free in its own
 * series per financial year (INV/26-27/000001, CN/26-27/000001). One counter row per series,
 * created on the series' first number; taken with an upsert … RETURNING inside the transaction
 * that issues the document, so a rollback gives the number back.
 *
 * The old single counter goes. Numbers it handed out for orders that never shipped (an invoice
 * was issued on the first download, even for unpaid orders) are withdrawn: those orders get
 * their invoice when they ship. Invoices of shipped orders keep their numbers.
 */
export class GstTaxDocuments1732000000930 implements MigrationInterface {
  name = 'GstTaxDocuments1732000000930';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tax_document_counter (
        series varchar(20) PRIMARY KEY,
        last_number int NOT NULL CHECK (last_number > 0)
      );
      ALTER TABLE orders
        ADD COLUMN place_of_supply varchar(60),
        ADD COLUMN place_of_supply_code char(2),
        ADD COLUMN credit_note_number varchar(20) UNIQUE,
        ADD COLUMN credit_note_date timestamptz;
      UPDATE orders SET invoice_number = NULL, invoice_date = NULL
       WHERE invoice_number IS NOT NULL AND status IN ('PLACED', 'PROCESSING', 'CANCELLED');
      DROP TABLE invoice_counter;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invoice_counter (
        id int PRIMARY KEY CHECK (id = 1),
        last_number int NOT NULL DEFAULT 0
      );
      INSERT INTO invoice_counter (id, last_number)
        SELECT 1, coalesce(max(substring(invoice_number FROM '(\\d+)$')::int), 0) FROM orders WHERE invoice_number LIKE 'INV-%';
      ALTER TABLE orders DROP COLUMN credit_note_date, DROP COLUMN credit_note_number, DROP COLUMN place_of_supply_code, DROP COLUMN place_of_supply;
      DROP TABLE tax_document_counter;
    `);
  }
}

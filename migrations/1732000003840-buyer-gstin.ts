import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A registered buyer's GSTIN and business name on the order (issue 27): a B2B invoice and GSTR-1's B2B table. */
export class BuyerGstin1732000003840 implements MigrationInterface {
  name = 'BuyerGstin1732000003840';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders ADD COLUMN buyer_gstin varchar(15) CHECK (buyer_gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'),
                         ADD COLUMN buyer_business_name varchar(100),
                         ADD CONSTRAINT orders_buyer_gstin_named CHECK ((buyer_gstin IS NULL) = (buyer_business_name IS NULL));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN buyer_business_name, DROP COLUMN buyer_gstin`);
  }
}

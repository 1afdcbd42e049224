import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Serviceability is data: whether we deliver to a pincode, in how many days (NULL: the store's
 * default of 6) and whether cash on delivery is allowed there. Added to the accounts module's
 * `pincode` table; the delivery seeder fills them.
 */
export class DeliveryServiceability1732000000410 implements MigrationInterface {
  name = 'DeliveryServiceability1732000000410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE pincode
        ADD COLUMN deliverable boolean NOT NULL DEFAULT true,
        ADD COLUMN delivery_days smallint CHECK (delivery_days IS NULL OR delivery_days BETWEEN 1 AND 30),
        ADD COLUMN cod_available boolean NOT NULL DEFAULT true;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE pincode DROP COLUMN deliverable, DROP COLUMN delivery_days, DROP COLUMN cod_available`);
  }
}

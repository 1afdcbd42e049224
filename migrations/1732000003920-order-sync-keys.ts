import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keyset pages of the staff order list (ADR 0184): newest first by (created_at, id), and a
 * partner's changed-since sync by (updated_at, id).
 */
export class OrderSyncKeys1732000003920 implements MigrationInterface {
  name = 'OrderSyncKeys1732000003920';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX IF NOT EXISTS orders_created_id_idx ON orders (created_at DESC, id DESC);
      CREATE INDEX orders_updated_id_idx ON orders (updated_at, id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_updated_id_idx; DROP INDEX IF EXISTS orders_created_id_idx;`);
  }
}

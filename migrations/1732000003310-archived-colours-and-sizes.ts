import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A colour or size that orders refer to is archived, never deleted (issue 25, item 9): it keeps its
 * rows, its stock history and the order items' links, and the shop's reads leave it out.
 */
export class ArchivedColoursAndSizes1732000003310 implements MigrationInterface {
  name = 'ArchivedColoursAndSizes1732000003310';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE variant ADD COLUMN archived_at timestamptz;
      ALTER TABLE variant_size ADD COLUMN archived_at timestamptz;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE variant DROP COLUMN archived_at; ALTER TABLE variant_size DROP COLUMN archived_at;`);
  }
}

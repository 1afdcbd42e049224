import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deleted account's finished returns stay (their refunds and credit notes are tax records), with
 * no customer and no payout details: return_request.customer_id may now be empty.
 */
export class ReturnsAfterAccountDeletion1732000001160 implements MigrationInterface {
  name = 'ReturnsAfterAccountDeletion1732000001160';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE return_request ALTER COLUMN customer_id DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM return_request WHERE customer_id IS NULL`);
    await q.query(`ALTER TABLE return_request ALTER COLUMN customer_id SET NOT NULL`);
  }
}

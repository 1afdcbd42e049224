import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Browser carts already merged into a shopper's cart, by the key the browser sends with them:
 * a merge retried after a lost answer (or sent by two tabs at once) is applied once.
 */
export class CartMergeKeys1732000000420 implements MigrationInterface {
  name = 'CartMergeKeys1732000000420';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cart_merge (
        customer_id int NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        merge_key varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, merge_key)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cart_merge`);
  }
}

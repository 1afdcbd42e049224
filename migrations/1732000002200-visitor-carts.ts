import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitor carts on the server (issue #14, item 8): a cart a visitor creates without a login and
 * reaches with an unguessable token, of which only the SHA-256 hash is stored. Its lines live in
 * cart_item beside the customers' (one of customer_id or visitor_cart_id is set), so the cart's
 * rules and statements are the same for both. A visitor cart idle for 30 days is deleted (its
 * lines with it) by the cart module's job; `last_active_at` is indexed for that sweep.
 */
export class VisitorCarts1732000002200 implements MigrationInterface {
  name = 'VisitorCarts1732000002200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE visitor_cart (
        id uuid PRIMARY KEY,
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_active_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX visitor_cart_last_active_idx ON visitor_cart (last_active_at);

      ALTER TABLE cart_item ALTER COLUMN customer_id DROP NOT NULL;
      ALTER TABLE cart_item ADD COLUMN visitor_cart_id uuid REFERENCES visitor_cart(id) ON DELETE CASCADE;
      ALTER TABLE cart_item ADD CONSTRAINT cart_item_one_owner CHECK ((customer_id IS NULL) <> (visitor_cart_id IS NULL));
      CREATE UNIQUE INDEX cart_item_visitor_size_idx ON cart_item (visitor_cart_id, variant_size_id) WHERE visitor_cart_id IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM cart_item WHERE visitor_cart_id IS NOT NULL;
      ALTER TABLE cart_item DROP CONSTRAINT cart_item_one_owner;
      ALTER TABLE cart_item DROP COLUMN visitor_cart_id;
      ALTER TABLE cart_item ALTER COLUMN customer_id SET NOT NULL;
      DROP TABLE visitor_cart;
    `);
  }
}

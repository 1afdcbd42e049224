import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotent "add to cart" (issue 15, item 5): a request that carries an `Idempotency-Key` header
 * leaves its key here, per cart, in the transaction that adds the line. The balancer may then send
 * the same request again on another process when the first died before answering: a key already
 * here means the line was added, and the second copy changes nothing. Keys are kept a day.
 */
export class CartRequestKeys1732000002600 implements MigrationInterface {
  name = 'CartRequestKeys1732000002600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cart_request_key (
        id bigserial PRIMARY KEY,
        customer_id integer REFERENCES customer (id) ON DELETE CASCADE,
        visitor_cart_id uuid REFERENCES visitor_cart (id) ON DELETE CASCADE,
        key varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT cart_request_key_one_owner CHECK ((customer_id IS NULL) <> (visitor_cart_id IS NULL))
      );
      CREATE UNIQUE INDEX cart_request_key_customer_key ON cart_request_key (customer_id, key) WHERE customer_id IS NOT NULL;
      CREATE UNIQUE INDEX cart_request_key_visitor_key ON cart_request_key (visitor_cart_id, key) WHERE visitor_cart_id IS NOT NULL;
      CREATE INDEX cart_request_key_created_idx ON cart_request_key (created_at);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cart_request_key`);
  }
}

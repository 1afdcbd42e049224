import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calls to the payment provider leave the database transaction (DESIGN: outside services never
 * run under a row lock), so a payment row now records the two in-between states:
 * - OPENING: Pay Now claimed the order's one provider-order creation; the provider order id is
 *   filled in when the provider answers. One OPENING row per order at most, so concurrent Pay Now
 *   calls create one provider order.
 * - REFUND_PENDING: the cancel committed; the refund is asked of the provider afterwards and
 *   retried (refund_attempts, refund_error, refund_next_at) until the provider confirms it.
 */
export class PaymentOpeningRefunds1732000000910 implements MigrationInterface {
  name = 'PaymentOpeningRefunds1732000000910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payment ALTER COLUMN provider_order_id DROP NOT NULL;
      ALTER TABLE payment DROP CONSTRAINT payment_status_check;
      ALTER TABLE payment ALTER COLUMN status TYPE varchar(20);
      ALTER TABLE payment ADD CONSTRAINT payment_status_check
        CHECK (status IN ('OPENING', 'CREATED', 'FAILED', 'PAID', 'REFUND_PENDING', 'REFUNDED'));
      ALTER TABLE payment ADD CONSTRAINT payment_provider_order_known CHECK (status = 'OPENING' OR provider_order_id IS NOT NULL);
      ALTER TABLE payment ADD COLUMN refund_attempts int NOT NULL DEFAULT 0;
      ALTER TABLE payment ADD COLUMN refund_error text;
      ALTER TABLE payment ADD COLUMN refund_next_at timestamptz;
      CREATE UNIQUE INDEX payment_one_opening_per_order ON payment (order_id) WHERE status = 'OPENING';
      CREATE INDEX payment_refund_pending_idx ON payment (refund_next_at) WHERE status = 'REFUND_PENDING';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX payment_refund_pending_idx;
      DROP INDEX payment_one_opening_per_order;
      DELETE FROM payment WHERE status = 'OPENING';
      UPDATE payment SET status = 'PAID' WHERE status = 'REFUND_PENDING';
      ALTER TABLE payment DROP COLUMN refund_next_at, DROP COLUMN refund_error, DROP COLUMN refund_attempts;
      ALTER TABLE payment DROP CONSTRAINT payment_provider_order_known;
      ALTER TABLE payment DROP CONSTRAINT payment_status_check;
      ALTER TABLE payment ADD CONSTRAINT payment_status_check CHECK (status IN ('CREATED', 'FAILED', 'PAID', 'REFUNDED'));
      ALTER TABLE payment ALTER COLUMN status TYPE varchar(10);
      ALTER TABLE payment ALTER COLUMN provider_order_id SET NOT NULL;
    `);
  }
}

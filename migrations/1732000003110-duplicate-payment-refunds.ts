import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A second successful payment of an order already paid (issue 25, item 5: two tabs, a late UPI
 * success, the webhook of another payment of the same provider order) used to vanish: nothing
 * recorded, nobody refunded it. It is now a payment attempt of its own with its amount, refunded
 * through the provider like a payment after a cancellation (refund_status PENDING → DONE, claimed
 * with refund_next_at, retried with back-off by the `payments.retry-refunds` job). A provider
 * payment id is captured once: the webhook repeating it records and refunds nothing more.
 * `second_payment` marks such attempts (also one captured on another provider order of the same
 * order, whose refund is its payment row's), so staff see "paid twice" on the order.
 */
export class DuplicatePaymentRefunds1732000003110 implements MigrationInterface {
  name = 'DuplicatePaymentRefunds1732000003110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payment_attempt
        ADD COLUMN second_payment boolean NOT NULL DEFAULT false,
        ADD COLUMN amount int CHECK (amount IS NULL OR amount > 0),
        ADD COLUMN refund_status varchar(10) NOT NULL DEFAULT 'NONE' CHECK (refund_status IN ('NONE', 'PENDING', 'DONE')),
        ADD COLUMN refund_id varchar(60),
        ADD COLUMN refund_error text,
        ADD COLUMN refund_attempts int NOT NULL DEFAULT 0,
        ADD COLUMN refund_next_at timestamptz,
        ADD CONSTRAINT payment_attempt_refund_has_amount CHECK (refund_status = 'NONE' OR (amount IS NOT NULL AND provider_payment_id IS NOT NULL));
      CREATE UNIQUE INDEX payment_attempt_captured_once ON payment_attempt (provider_payment_id) WHERE status = 'PAID' AND provider_payment_id IS NOT NULL;
      CREATE INDEX payment_attempt_refund_due_idx ON payment_attempt (refund_next_at) WHERE refund_status = 'PENDING';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX payment_attempt_refund_due_idx;
      DROP INDEX payment_attempt_captured_once;
      ALTER TABLE payment_attempt DROP CONSTRAINT payment_attempt_refund_has_amount,
        DROP COLUMN refund_next_at, DROP COLUMN refund_attempts, DROP COLUMN refund_error, DROP COLUMN refund_id, DROP COLUMN refund_status, DROP COLUMN amount, DROP COLUMN second_payment;
    `);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Short return refunds made good (issue 25, item 1; ADR 0101): a return refunded before the fix
 * was paid the order's leftovers (₹49 or ₹0) instead of what the shopper paid for the units. The
 * owner's `npm run orders -- settle-short-refunds --apply` writes one row here per short return
 * (unique on return_id, so running it twice pays once) with the difference: refunded through the
 * provider for an online order (claimed and retried like a return's refund), or a payout owed
 * for a cash order (staff transfer it and record the UTR). A supplementary credit note from the
 * CN series covers the difference when the order was invoiced.
 */
export class ReturnRefundAdjustments1732000003100 implements MigrationInterface {
  name = 'ReturnRefundAdjustments1732000003100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE return_refund_adjustment (
        id serial PRIMARY KEY,
        return_id int NOT NULL REFERENCES return_request(id) ON DELETE CASCADE,
        order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        amount int NOT NULL CHECK (amount > 0),
        method varchar(10) NOT NULL CHECK (method IN ('ORIGINAL', 'BANK', 'UPI')),
        status varchar(12) NOT NULL CHECK (status IN ('PENDING', 'PAYOUT_OWED', 'DONE')),
        refund_id varchar(60),
        refund_error text,
        refund_attempts int NOT NULL DEFAULT 0,
        refund_next_at timestamptz,
        payout_reference varchar(60),
        credit_note_number varchar(20) UNIQUE,
        credit_note_date timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX return_refund_adjustment_return_idx ON return_refund_adjustment (return_id);
      CREATE INDEX return_refund_adjustment_order_idx ON return_refund_adjustment (order_id);
      CREATE INDEX return_refund_adjustment_due_idx ON return_refund_adjustment (refund_next_at) WHERE status = 'PENDING';
      -- The refunds of an order's returns (the refund's "already refunded" and the short-refund report).
      CREATE INDEX return_request_refunded_idx ON return_request (order_id) WHERE status = 'REFUNDED';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX return_request_refunded_idx; DROP TABLE return_refund_adjustment`);
  }
}

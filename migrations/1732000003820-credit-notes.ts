import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit notes as documents (issue 27, ADR 0173). A credit note number used to be a column (on the
 * order for a cancellation, on the return for a refunded return) with nothing to print for a return.
 * `credit_note` (owned by orders) records what each note credits: the order it reverses, the units of
 * which order items, whether the shipping charge, and the amount recorded (GST included). The PDF is
 * computed from it and the original invoice at the invoice date's rates, as the invoice itself is.
 *
 * Existing numbers are carried over: an order's credit note credits the whole order; a return's
 * credits its units for the refund amount recorded on it.
 */
export class CreditNotes1732000003820 implements MigrationInterface {
  name = 'CreditNotes1732000003820';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE credit_note (
        id serial PRIMARY KEY,
        number varchar(20) NOT NULL UNIQUE,
        order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        kind varchar(12) NOT NULL CHECK (kind IN ('CANCELLATION', 'RETURN', 'REFUND')),
        reason varchar(300) NOT NULL DEFAULT '',
        -- What is credited, GST included (paise): the amount the refund recorded.
        amount int NOT NULL CHECK (amount >= 0),
        -- [{"orderItemId": 12, "quantity": 1}]: the units credited.
        items jsonb NOT NULL DEFAULT '[]',
        includes_shipping boolean NOT NULL DEFAULT false,
        -- The return it refunds, when it does (the returns module's id; no foreign key across owners).
        return_id int,
        issued_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX credit_note_order_idx ON credit_note (order_id);
      CREATE INDEX credit_note_issued_idx ON credit_note (issued_at);

      INSERT INTO credit_note (number, order_id, kind, reason, amount, items, includes_shipping, issued_at)
      SELECT o.credit_note_number, o.id, 'CANCELLATION', coalesce(nullif(o.cancel_reason, ''), 'Order cancelled'), o.total_amount,
             (SELECT coalesce(jsonb_agg(jsonb_build_object('orderItemId', i.id, 'quantity', i.quantity) ORDER BY i.position, i.id), '[]') FROM order_item i WHERE i.order_id = o.id),
             o.shipping_charge > 0, coalesce(o.credit_note_date, o.updated_at)
      FROM orders o WHERE o.credit_note_number IS NOT NULL;

      INSERT INTO credit_note (number, order_id, kind, reason, amount, items, includes_shipping, return_id, issued_at)
      SELECT r.credit_note_number, r.order_id, 'RETURN', 'Goods returned (' || r.return_number || ')', r.refund_amount,
             jsonb_build_array(jsonb_build_object('orderItemId', r.order_item_id, 'quantity', r.quantity)), false, r.id, coalesce(r.credit_note_date, r.updated_at)
      FROM return_request r WHERE r.credit_note_number IS NOT NULL
      ON CONFLICT (number) DO NOTHING;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE credit_note`);
  }
}

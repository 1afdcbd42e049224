import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Returns and exchanges of delivered order items (server/src/modules/returns). One row per
 * request; at most one open request per order line (partial unique index), quantities checked by
 * the service under the order's row lock. COD refunds go to a bank account or UPI id the shopper
 * gives: only what a payout needs is kept (account number, IFSC, holder name or the UPI id).
 * Photos are files under DATA_DIR/uploads/returns, one row each, claimed by a request.
 */
export class Returns1732000001100 implements MigrationInterface {
  name = 'Returns1732000001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE return_request (
        id serial PRIMARY KEY,
        return_number varchar(20) GENERATED ALWAYS AS ('RT' || lpad(id::text, 8, '0')) STORED,
        order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        order_item_id int NOT NULL REFERENCES order_item(id) ON DELETE CASCADE,
        customer_id int NOT NULL REFERENCES customer(id),
        kind varchar(10) NOT NULL CHECK (kind IN ('RETURN', 'EXCHANGE')),
        status varchar(20) NOT NULL DEFAULT 'REQUESTED'
          CHECK (status IN ('REQUESTED', 'APPROVED', 'REJECTED', 'PICKED_UP', 'RECEIVED', 'REFUNDED', 'EXCHANGE_SHIPPED')),
        quantity int NOT NULL CHECK (quantity > 0),
        reason varchar(40) NOT NULL,
        comment varchar(500) NOT NULL DEFAULT '',
        exchange_variant_size_id int REFERENCES variant_size(id) ON DELETE SET NULL,
        exchange_size varchar(20),
        -- Set in the statement that takes the exchange size's stock, so it is taken once.
        exchange_stock_reserved boolean NOT NULL DEFAULT false,
        pickup_date date NOT NULL,
        refund_amount int NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
        refund_method varchar(10) CHECK (refund_method IN ('ORIGINAL', 'BANK', 'UPI')),
        payout_account_number varchar(18),
        payout_ifsc varchar(11),
        payout_account_name varchar(100),
        payout_upi_id varchar(60),
        payout_reference varchar(60),
        refund_status varchar(10) NOT NULL DEFAULT 'NONE' CHECK (refund_status IN ('NONE', 'PENDING', 'DONE')),
        refund_id varchar(60),
        refund_error text,
        refund_attempts int NOT NULL DEFAULT 0,
        refund_next_at timestamptz,
        credit_note_number varchar(20) UNIQUE,
        credit_note_date timestamptz,
        reject_reason varchar(300),
        courier varchar(60),
        tracking_number varchar(40),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'EXCHANGE') = (exchange_size IS NOT NULL))
      );
      CREATE UNIQUE INDEX return_request_number_idx ON return_request (return_number);
      CREATE INDEX return_request_order_idx ON return_request (order_id, id);
      CREATE INDEX return_request_customer_idx ON return_request (customer_id, id DESC);
      CREATE INDEX return_request_status_idx ON return_request (status, id DESC);
      CREATE UNIQUE INDEX return_request_one_open_idx ON return_request (order_item_id)
        WHERE status IN ('REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED');
      CREATE INDEX return_request_refund_due_idx ON return_request (refund_next_at) WHERE refund_status = 'PENDING';

      CREATE TABLE return_status_history (
        id serial PRIMARY KEY,
        return_id int NOT NULL REFERENCES return_request(id) ON DELETE CASCADE,
        status varchar(20) NOT NULL,
        note varchar(300) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX return_status_history_return_idx ON return_status_history (return_id, id);

      CREATE TABLE return_photo (
        id varchar(40) PRIMARY KEY,
        customer_id int NOT NULL REFERENCES customer(id),
        return_id int REFERENCES return_request(id) ON DELETE CASCADE,
        content_type varchar(20) NOT NULL,
        bytes int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX return_photo_customer_idx ON return_photo (customer_id, created_at DESC);
      CREATE INDEX return_photo_return_idx ON return_photo (return_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE return_photo, return_status_history, return_request`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders, their item and address snapshots, status history, payments (one row per provider order,
 * with every attempt recorded) and the gap-free invoice counter. All money is integer paise.
 */
export class OrdersPayments1732000000500 implements MigrationInterface {
  name = 'OrdersPayments1732000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        order_number varchar(20) GENERATED ALWAYS AS ('KS' || lpad(id::text, 8, '0')) STORED,
        customer_id int NOT NULL REFERENCES customer(id),
        status varchar(20) NOT NULL DEFAULT 'PLACED'
          CHECK (status IN ('PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED')),
        payment_status varchar(10) NOT NULL DEFAULT 'PENDING'
          CHECK (payment_status IN ('PENDING', 'PAID', 'FAILED', 'REFUNDED')),
        payment_method varchar(10) NOT NULL CHECK (payment_method IN ('COD', 'ONLINE')),
        items_subtotal int NOT NULL DEFAULT 0 CHECK (items_subtotal >= 0),
        discount_amount int NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
        shipping_charge int NOT NULL DEFAULT 0 CHECK (shipping_charge >= 0),
        tax_amount int NOT NULL DEFAULT 0 CHECK (tax_amount >= 0),
        total_amount int NOT NULL DEFAULT 0 CHECK (total_amount >= 0),
        coupon_id int,
        coupon_code varchar(40),
        shipping_address jsonb NOT NULL,
        idempotency_key varchar(100),
        cancel_reason text,
        cancelled_at timestamptz,
        -- Set in the same statement that gives the stock back, so it happens exactly once.
        stock_released boolean NOT NULL DEFAULT false,
        invoice_number varchar(30) UNIQUE,
        invoice_date timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT orders_customer_idempotency_key UNIQUE (customer_id, idempotency_key)
      );
      CREATE UNIQUE INDEX orders_order_number_idx ON orders (order_number);
      CREATE INDEX orders_customer_created_idx ON orders (customer_id, created_at DESC, id DESC);
      CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC, id DESC);
      -- The expiry job's scan: unpaid online orders still waiting, oldest first.
      CREATE INDEX orders_unpaid_online_idx ON orders (created_at)
        WHERE payment_method = 'ONLINE' AND status = 'PLACED' AND payment_status IN ('PENDING', 'FAILED');

      CREATE TABLE order_item (
        id serial PRIMARY KEY,
        order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        product_id int REFERENCES product(id) ON DELETE SET NULL,
        variant_id int REFERENCES variant(id) ON DELETE SET NULL,
        variant_size_id int REFERENCES variant_size(id) ON DELETE SET NULL,
        product_name varchar(200) NOT NULL,
        color_name varchar(40) NOT NULL,
        color_value varchar(9) NOT NULL DEFAULT '',
        size varchar(20) NOT NULL,
        image varchar(300) NOT NULL DEFAULT '',
        hsn_code varchar(8) NOT NULL DEFAULT '6211',
        original_price int NOT NULL CHECK (original_price >= 0),
        discounted_price int NOT NULL CHECK (discounted_price >= 0),
        quantity int NOT NULL CHECK (quantity > 0),
        position int NOT NULL DEFAULT 0
      );
      CREATE INDEX order_item_order_idx ON order_item (order_id, position);
      CREATE INDEX order_item_product_idx ON order_item (product_id);
      CREATE INDEX order_item_variant_size_idx ON order_item (variant_size_id);

      CREATE TABLE order_status_history (
        id serial PRIMARY KEY,
        order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        status varchar(20) NOT NULL,
        note varchar(300) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, id);

      CREATE TABLE payment (
        id serial PRIMARY KEY,
        order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        provider varchar(20) NOT NULL,
        provider_order_id varchar(60) NOT NULL UNIQUE,
        provider_payment_id varchar(60),
        amount int NOT NULL CHECK (amount > 0),
        currency varchar(3) NOT NULL DEFAULT 'INR',
        status varchar(10) NOT NULL DEFAULT 'CREATED' CHECK (status IN ('CREATED', 'FAILED', 'PAID', 'REFUNDED')),
        signature varchar(200),
        error_code varchar(100),
        error_description text,
        refund_id varchar(60),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX payment_order_idx ON payment (order_id, id DESC);
      CREATE UNIQUE INDEX payment_provider_payment_idx ON payment (provider_payment_id) WHERE provider_payment_id IS NOT NULL;

      -- Every attempt the shopper made (failed ones included), as reported by the client or a webhook.
      CREATE TABLE payment_attempt (
        id serial PRIMARY KEY,
        payment_id int NOT NULL REFERENCES payment(id) ON DELETE CASCADE,
        provider_payment_id varchar(60),
        status varchar(10) NOT NULL CHECK (status IN ('FAILED', 'PAID')),
        source varchar(10) NOT NULL CHECK (source IN ('client', 'webhook', 'verify')),
        error_code varchar(100),
        error_description text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX payment_attempt_payment_idx ON payment_attempt (payment_id, id);

      -- One row: the last invoice number issued. Taken with UPDATE ... RETURNING inside the
      -- transaction that issues the invoice, so a rolled-back issue leaves no gap.
      CREATE TABLE invoice_counter (
        id int PRIMARY KEY CHECK (id = 1),
        last_number int NOT NULL DEFAULT 0
      );
      INSERT INTO invoice_counter (id, last_number) VALUES (1, 0);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE invoice_counter, payment_attempt, payment, order_status_history, order_item, orders`);
  }
}

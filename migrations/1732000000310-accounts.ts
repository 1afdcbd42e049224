import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time login codes, addresses, wishlists and notifications: the shopper's own data. */
export class Accounts1732000000310 implements MigrationInterface {
  name = 'Accounts1732000000310';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE otp_code (
        id serial PRIMARY KEY,
        phone varchar(10) NOT NULL,
        ip varchar(64) NOT NULL DEFAULT '',
        code_hash varchar(64) NOT NULL,
        attempts smallint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        voided_at timestamptz
      );
      CREATE INDEX otp_code_phone_created_idx ON otp_code (phone, created_at DESC);
      CREATE INDEX otp_code_ip_created_idx ON otp_code (ip, created_at DESC);

      CREATE TABLE address (
        id serial PRIMARY KEY,
        customer_id int NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        full_name varchar(120) NOT NULL,
        phone varchar(10) NOT NULL,
        pincode char(6) NOT NULL,
        city varchar(100) NOT NULL,
        state varchar(100) NOT NULL,
        house_name varchar(200) NOT NULL,
        address varchar(300) NOT NULL,
        locality varchar(200) NOT NULL DEFAULT '',
        landmark varchar(200) NOT NULL DEFAULT '',
        address_type varchar(10) NOT NULL DEFAULT 'Home' CHECK (address_type IN ('Home', 'Work')),
        is_default boolean NOT NULL DEFAULT false,
        latitude double precision,
        longitude double precision,
        country varchar(60) NOT NULL DEFAULT 'India',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX address_customer_idx ON address (customer_id, id);
      -- At most one default address per customer, enforced by the database.
      CREATE UNIQUE INDEX address_one_default_idx ON address (customer_id) WHERE is_default;

      CREATE TABLE wishlist_item (
        customer_id int NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        product_id int NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, product_id)
      );
      CREATE INDEX wishlist_item_customer_created_idx ON wishlist_item (customer_id, created_at DESC);
      CREATE INDEX wishlist_item_product_idx ON wishlist_item (product_id);

      CREATE TABLE notification (
        id serial PRIMARY KEY,
        customer_id int NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        body text NOT NULL DEFAULT '',
        sent_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      );
      CREATE INDEX notification_customer_sent_idx ON notification (customer_id, sent_at DESC, id DESC);
      CREATE INDEX notification_customer_unread_idx ON notification (customer_id) WHERE read_at IS NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification, wishlist_item, address, otp_code`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coupons, their redemptions, the shopper's server cart and the coupon applied to it.
 * Money columns are integer paise; a percentage coupon keeps its whole percent in discount_value.
 */
export class CartCoupons1732000000400 implements MigrationInterface {
  name = 'CartCoupons1732000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE coupon (
        id serial PRIMARY KEY,
        code varchar(40) NOT NULL,
        title varchar(120) NOT NULL,
        description text NOT NULL DEFAULT '',
        discount_type varchar(10) NOT NULL CHECK (discount_type IN ('percentage', 'flat')),
        discount_value int NOT NULL CHECK (discount_value > 0),
        max_discount int CHECK (max_discount IS NULL OR max_discount > 0),
        min_order_amount int NOT NULL DEFAULT 0 CHECK (min_order_amount >= 0),
        starts_at timestamptz,
        expires_at timestamptz,
        usage_limit int CHECK (usage_limit IS NULL OR usage_limit >= 0),
        used_count int NOT NULL DEFAULT 0 CHECK (used_count >= 0),
        per_customer_limit int CHECK (per_customer_limit IS NULL OR per_customer_limit >= 0),
        first_order_only boolean NOT NULL DEFAULT false,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (discount_type = 'flat' OR discount_value <= 100),
        CHECK (usage_limit IS NULL OR used_count <= usage_limit)
      );
      CREATE UNIQUE INDEX coupon_code_idx ON coupon (upper(code));
      CREATE INDEX coupon_listing_idx ON coupon (active, min_order_amount);

      CREATE TABLE coupon_redemption (
        id serial PRIMARY KEY,
        coupon_id int NOT NULL REFERENCES coupon(id) ON DELETE CASCADE,
        customer_id int NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        order_id int NOT NULL,
        discount int NOT NULL DEFAULT 0 CHECK (discount >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        released_at timestamptz
      );
      CREATE UNIQUE INDEX coupon_redemption_order_idx ON coupon_redemption (order_id, coupon_id);
      CREATE INDEX coupon_redemption_customer_idx ON coupon_redemption (coupon_id, customer_id) WHERE released_at IS NULL;
      CREATE INDEX coupon_redemption_by_customer_idx ON coupon_redemption (customer_id);

      CREATE TABLE cart_item (
        id serial PRIMARY KEY,
        customer_id int NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        variant_size_id int NOT NULL REFERENCES variant_size(id) ON DELETE CASCADE,
        quantity int NOT NULL CHECK (quantity >= 1),
        price_seen int NOT NULL CHECK (price_seen >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (customer_id, variant_size_id)
      );
      CREATE INDEX cart_item_variant_size_idx ON cart_item (variant_size_id);

      CREATE TABLE cart_coupon (
        customer_id int PRIMARY KEY REFERENCES customer(id) ON DELETE CASCADE,
        coupon_id int NOT NULL REFERENCES coupon(id) ON DELETE CASCADE,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX cart_coupon_coupon_idx ON cart_coupon (coupon_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cart_coupon, cart_item, coupon_redemption, coupon`);
  }
}

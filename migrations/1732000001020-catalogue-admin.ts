import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff catalogue editing (dashboard issue 13):
 * - `product.published`: an unpublished product is out of the shop's listings, search and product
 *   pages. The two partial "in stock" indexes are rebuilt with `AND published` so the listings'
 *   capped counts stay index-only (see 1732000000710); the best-seller index (the unfiltered
 *   listing) becomes partial `WHERE published` for the same reason.
 * - `variant_size.low_stock_threshold`: at or below it the dashboard flags the size.
 * - `stock_movement`: every stock change made by staff, with its reason.
 */
export class CatalogueAdmin1732000001020 implements MigrationInterface {
  name = 'CatalogueAdmin1732000001020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE product ADD COLUMN published boolean NOT NULL DEFAULT true;
      ALTER TABLE variant_size ADD COLUMN low_stock_threshold int NOT NULL DEFAULT 5 CHECK (low_stock_threshold >= 0);

      DROP INDEX product_section_instock_price_idx;
      CREATE INDEX product_section_instock_price_idx ON product (section_id, listing_price, id) WHERE in_stock AND published;
      DROP INDEX product_category_instock_price_idx;
      CREATE INDEX product_category_instock_price_idx ON product (category_id, listing_price, id) WHERE in_stock AND published;
      -- The unfiltered listing (best sellers first) and its capped count walk this one.
      DROP INDEX product_best_seller_idx;
      CREATE INDEX product_best_seller_idx ON product ((best_seller_score + units_sold) DESC, id) WHERE published;

      CREATE TABLE stock_movement (
        id bigserial PRIMARY KEY,
        variant_size_id int NOT NULL REFERENCES variant_size(id) ON DELETE CASCADE,
        product_id int NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        delta int NOT NULL,
        stock_after int NOT NULL CHECK (stock_after >= 0),
        reason varchar(20) NOT NULL CHECK (reason IN ('restock', 'damage', 'correction', 'initial')),
        note varchar(200) NOT NULL DEFAULT '',
        staff_id varchar(60) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX stock_movement_size_idx ON stock_movement (variant_size_id, created_at DESC);
      CREATE INDEX stock_movement_product_idx ON stock_movement (product_id, created_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE stock_movement;
      DROP INDEX product_best_seller_idx;
      CREATE INDEX product_best_seller_idx ON product ((best_seller_score + units_sold) DESC, id);
      DROP INDEX product_section_instock_price_idx;
      CREATE INDEX product_section_instock_price_idx ON product (section_id, listing_price, id) WHERE in_stock;
      DROP INDEX product_category_instock_price_idx;
      CREATE INDEX product_category_instock_price_idx ON product (category_id, listing_price, id) WHERE in_stock;
      ALTER TABLE variant_size DROP COLUMN low_stock_threshold;
      ALTER TABLE product DROP COLUMN published;
    `);
  }
}

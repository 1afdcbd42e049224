import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue at scale (100,000 products): indexes that let the hot listings walk an index in
 * their sort order and stop at LIMIT (see server/src/modules/catalog/listing.ts pageSql and
 * bench/CATALOG-SCALE.md for the EXPLAINs that asked for them).
 */
export class CatalogScale1732000000700 implements MigrationInterface {
  name = 'CatalogScale1732000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      -- A section's in-stock products by price (the listing screen with "in stock only", cheapest or
      -- dearest first, with a price cap): page and count are both walks of this index.
      CREATE INDEX product_section_instock_price_idx ON product (section_id, listing_price, id) WHERE in_stock;
      -- A section's default order (best sellers first), and the search candidates within a section.
      CREATE INDEX product_section_best_idx ON product (section_id, (best_seller_score + units_sold) DESC, id);
      -- A category's listing sorted by price or newest (its default order has product_category_best_idx).
      CREATE INDEX product_category_price_idx ON product (category_id, listing_price, id);
      CREATE INDEX product_category_created_idx ON product (category_id, created_at DESC, id DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX product_section_instock_price_idx, product_section_best_idx, product_category_price_idx, product_category_created_idx;
    `);
  }
}

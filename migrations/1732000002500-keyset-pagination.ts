import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keyset pagination (issue #14, item 5): a page after a cursor is one row comparison
 * `(k1, k2, id) < (cursor)`, which a btree index walks from the cursor only when every column of
 * the order runs the same way. The listing orders that ended on `id` ascending after descending
 * keys (best sellers, discount, rating) now end on `id DESC`; their indexes follow. The wishlist's
 * page order gains its tie-breaker (product_id), as orders, notifications and reviews have.
 */
export class KeysetPagination1732000002500 implements MigrationInterface {
  name = 'KeysetPagination1732000002500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX product_best_seller_idx;
      CREATE INDEX product_best_seller_idx ON product ((best_seller_score + units_sold) DESC, id DESC) WHERE published;
      DROP INDEX product_category_best_idx;
      CREATE INDEX product_category_best_idx ON product (category_id, (best_seller_score + units_sold) DESC, id DESC);
      DROP INDEX product_section_best_idx;
      CREATE INDEX product_section_best_idx ON product (section_id, (best_seller_score + units_sold) DESC, id DESC);
      DROP INDEX product_trending_idx;
      CREATE INDEX product_trending_idx ON product ((best_seller_score + units_sold) DESC, id DESC) WHERE is_trending;
      DROP INDEX product_listing_discount_idx;
      CREATE INDEX product_listing_discount_idx ON product (listing_discount DESC, id DESC);
      DROP INDEX product_rating_idx;
      CREATE INDEX product_rating_idx ON product (average_rating DESC, num_reviews DESC, id DESC);
      DROP INDEX wishlist_item_customer_created_idx;
      CREATE INDEX wishlist_item_customer_created_idx ON wishlist_item (customer_id, created_at DESC, product_id DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX wishlist_item_customer_created_idx;
      CREATE INDEX wishlist_item_customer_created_idx ON wishlist_item (customer_id, created_at DESC);
      DROP INDEX product_rating_idx;
      CREATE INDEX product_rating_idx ON product (average_rating DESC, num_reviews DESC, id);
      DROP INDEX product_listing_discount_idx;
      CREATE INDEX product_listing_discount_idx ON product (listing_discount DESC, id);
      DROP INDEX product_trending_idx;
      CREATE INDEX product_trending_idx ON product ((best_seller_score + units_sold) DESC, id) WHERE is_trending;
      DROP INDEX product_section_best_idx;
      CREATE INDEX product_section_best_idx ON product (section_id, (best_seller_score + units_sold) DESC, id);
      DROP INDEX product_category_best_idx;
      CREATE INDEX product_category_best_idx ON product (category_id, (best_seller_score + units_sold) DESC, id);
      DROP INDEX product_best_seller_idx;
      CREATE INDEX product_best_seller_idx ON product ((best_seller_score + units_sold) DESC, id) WHERE published;
    `);
  }
}

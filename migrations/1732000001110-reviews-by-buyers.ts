import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews by buyers: one review per shopper and product, photos, reports by other shoppers and
 * staff moderation. A review is PUBLISHED (shown, counted in the product's rating), PENDING
 * (hidden after enough reports, waiting for staff) or HIDDEN (hidden by staff).
 */
export class ReviewsByBuyers1732000001110 implements MigrationInterface {
  name = 'ReviewsByBuyers1732000001110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE review
        ADD COLUMN status varchar(10) NOT NULL DEFAULT 'PUBLISHED' CHECK (status IN ('PUBLISHED', 'PENDING', 'HIDDEN')),
        ADD COLUMN report_count int NOT NULL DEFAULT 0 CHECK (report_count >= 0),
        ADD COLUMN updated_at timestamptz,
        ADD COLUMN moderated_at timestamptz;
      -- Once per product and shopper (seeded reviews have no customer).
      CREATE UNIQUE INDEX review_one_per_buyer_idx ON review (product_id, customer_id) WHERE customer_id IS NOT NULL;
      -- The product page reads published reviews only, newest first.
      CREATE INDEX review_published_idx ON review (product_id, created_at DESC, id DESC) WHERE status = 'PUBLISHED';
      -- The moderation queue: reported or hidden reviews.
      CREATE INDEX review_moderation_idx ON review (status, report_count DESC, id DESC) WHERE report_count > 0 OR status <> 'PUBLISHED';

      CREATE TABLE review_report (
        review_id int NOT NULL REFERENCES review(id) ON DELETE CASCADE,
        customer_id int NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        reason varchar(200) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (review_id, customer_id)
      );

      -- Uploaded photos: owned by the uploader, attached to at most one review (up to 3 each).
      CREATE TABLE review_photo (
        id uuid PRIMARY KEY,
        customer_id int NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        review_id int REFERENCES review(id) ON DELETE SET NULL,
        url varchar(200) NOT NULL,
        position int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX review_photo_review_idx ON review_photo (review_id, position) WHERE review_id IS NOT NULL;
      CREATE INDEX review_photo_customer_idx ON review_photo (customer_id, created_at);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE review_photo, review_report;
      DROP INDEX review_moderation_idx, review_published_idx, review_one_per_buyer_idx;
      ALTER TABLE review DROP COLUMN status, DROP COLUMN report_count, DROP COLUMN updated_at, DROP COLUMN moderated_at;
    `);
  }
}

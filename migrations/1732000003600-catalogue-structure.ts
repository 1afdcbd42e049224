import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An owner builds the catalogue from the dashboard (issue 26, part 2; ADR 0151):
 * - `section.hidden`, `section.image`, `category.hidden`: hidden ones leave the shop's menus and
 *   pages (their products with them) but stay for orders. A category with products cannot be
 *   deleted (the product's foreign key already says RESTRICT), only hidden.
 * - `product.listed`: staff's publish switch. `product.published` becomes what the shop obeys:
 *   listed, not archived, and its category and section not hidden. Every shop read, the listing
 *   indexes and inventory's "can it be bought" already read `published`, so one column decides.
 * - `product.archived_at`: archived products leave the dashboard's default list and the shop.
 * - SEO title and description of products and categories (empty: the name and text are used).
 */
export class CatalogueStructure1732000003600 implements MigrationInterface {
  name = 'CatalogueStructure1732000003600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE section
        ADD COLUMN hidden boolean NOT NULL DEFAULT false,
        ADD COLUMN image varchar(300) NOT NULL DEFAULT '';
      ALTER TABLE category
        ADD COLUMN hidden boolean NOT NULL DEFAULT false,
        ADD COLUMN seo_title varchar(70) NOT NULL DEFAULT '',
        ADD COLUMN seo_description varchar(160) NOT NULL DEFAULT '';
      ALTER TABLE product
        ADD COLUMN listed boolean NOT NULL DEFAULT true,
        ADD COLUMN archived_at timestamptz,
        ADD COLUMN seo_title varchar(70) NOT NULL DEFAULT '',
        ADD COLUMN seo_description varchar(160) NOT NULL DEFAULT '';
      UPDATE product SET listed = published;
      -- The dashboard's default list (not archived, newest first).
      CREATE INDEX product_active_created_idx ON product (created_at DESC, id DESC) WHERE archived_at IS NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX product_active_created_idx;
      UPDATE product SET published = listed AND archived_at IS NULL;
      ALTER TABLE product DROP COLUMN listed, DROP COLUMN archived_at, DROP COLUMN seo_title, DROP COLUMN seo_description;
      ALTER TABLE category DROP COLUMN hidden, DROP COLUMN seo_title, DROP COLUMN seo_description;
      ALTER TABLE section DROP COLUMN hidden, DROP COLUMN image;
    `);
  }
}

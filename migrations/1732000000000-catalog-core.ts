import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sections, categories, products, variants and sizes: the catalogue every other module refers to. */
export class CatalogCore1732000000000 implements MigrationInterface {
  name = 'CatalogCore1732000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE section (
        id serial PRIMARY KEY,
        name varchar(80) NOT NULL,
        slug varchar(80) NOT NULL UNIQUE,
        gender varchar(10) NOT NULL CHECK (gender IN ('men', 'women')),
        position int NOT NULL DEFAULT 0
      );
      CREATE TABLE category (
        id serial PRIMARY KEY,
        section_id int NOT NULL REFERENCES section(id) ON DELETE CASCADE,
        name varchar(80) NOT NULL,
        slug varchar(120) NOT NULL UNIQUE,
        image varchar(300) NOT NULL,
        hsn_code varchar(8) NOT NULL DEFAULT '6211',
        position int NOT NULL DEFAULT 0
      );
      CREATE INDEX category_section_position_idx ON category (section_id, position);

      CREATE TABLE product (
        id serial PRIMARY KEY,
        section_id int NOT NULL REFERENCES section(id),
        category_id int NOT NULL REFERENCES category(id),
        name varchar(200) NOT NULL,
        slug varchar(240) NOT NULL UNIQUE,
        subtitle varchar(200) NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        specifications text NOT NULL DEFAULT '',
        material_care text NOT NULL DEFAULT '',
        average_rating real NOT NULL DEFAULT 0,
        num_reviews int NOT NULL DEFAULT 0,
        is_new_arrival boolean NOT NULL DEFAULT false,
        is_trending boolean NOT NULL DEFAULT false,
        best_seller_score int NOT NULL DEFAULT 0,
        units_sold int NOT NULL DEFAULT 0,
        listing_price int NOT NULL DEFAULT 0,
        listing_original_price int NOT NULL DEFAULT 0,
        listing_discount smallint NOT NULL DEFAULT 0,
        in_stock boolean NOT NULL DEFAULT true,
        facet_sizes text[] NOT NULL DEFAULT '{}',
        facet_colors text[] NOT NULL DEFAULT '{}',
        facet_sleeves text[] NOT NULL DEFAULT '{}',
        facet_necks text[] NOT NULL DEFAULT '{}',
        facet_types text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX product_category_idx ON product (category_id, id);
      CREATE INDEX product_section_idx ON product (section_id, id);

      CREATE TABLE variant (
        id serial PRIMARY KEY,
        product_id int NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        position int NOT NULL DEFAULT 0,
        color_name varchar(40) NOT NULL,
        color_value varchar(9) NOT NULL,
        sleeve varchar(20) NOT NULL DEFAULT '',
        neck varchar(20) NOT NULL DEFAULT '',
        type varchar(20) NOT NULL DEFAULT '',
        images text[] NOT NULL DEFAULT '{}',
        hover_image varchar(300) NOT NULL DEFAULT ''
      );
      CREATE INDEX variant_product_position_idx ON variant (product_id, position);

      CREATE TABLE variant_size (
        id serial PRIMARY KEY,
        variant_id int NOT NULL REFERENCES variant(id) ON DELETE CASCADE,
        position int NOT NULL DEFAULT 0,
        size varchar(20) NOT NULL,
        original_price int NOT NULL CHECK (original_price >= 0),
        discounted_price int NOT NULL CHECK (discounted_price >= 0),
        discount smallint NOT NULL DEFAULT 0,
        stock int NOT NULL DEFAULT 0 CHECK (stock >= 0)
      );
      CREATE INDEX variant_size_variant_position_idx ON variant_size (variant_id, position);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE variant_size, variant, product, category, section`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue discovery: reviews, full-text + trigram search, listing indexes, and the store's
 * content (offers, banners, themed collections, testimonials, delivery cities, contact info,
 * policy pages, contact messages).
 */
export class CatalogDiscovery1732000000200 implements MigrationInterface {
  name = 'CatalogDiscovery1732000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      -- Search: extra words (category, section, colours) kept by CatalogService.refreshListingSummary,
      -- and a weighted English full-text vector generated from them.
      ALTER TABLE product ADD COLUMN search_text text NOT NULL DEFAULT '';
      ALTER TABLE product ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, name), 'A') ||
        setweight(to_tsvector('english'::regconfig, subtitle || ' ' || search_text), 'B') ||
        setweight(to_tsvector('english'::regconfig, description), 'C')
      ) STORED;
      CREATE INDEX product_search_idx ON product USING gin (search_vector);
      -- The vocabulary of the catalogue (lexemes of search_vector): a typo ("shrt") is mapped to
      -- the nearest words ("shirt") through this trigram index, then matched through the full-text index.
      CREATE TABLE search_word (word text PRIMARY KEY);
      CREATE INDEX search_word_trgm_idx ON search_word USING gin (word gin_trgm_ops);

      -- Listing filters and sorts.
      CREATE INDEX product_listing_price_idx ON product (listing_price, id);
      CREATE INDEX product_listing_discount_idx ON product (listing_discount DESC, id);
      CREATE INDEX product_rating_idx ON product (average_rating DESC, num_reviews DESC, id);
      CREATE INDEX product_created_idx ON product (created_at DESC, id DESC);
      CREATE INDEX product_best_seller_idx ON product ((best_seller_score + units_sold) DESC, id);
      CREATE INDEX product_category_best_idx ON product (category_id, (best_seller_score + units_sold) DESC, id);
      CREATE INDEX product_new_arrival_idx ON product (created_at DESC, id DESC) WHERE is_new_arrival;
      CREATE INDEX product_trending_idx ON product ((best_seller_score + units_sold) DESC, id) WHERE is_trending;
      CREATE INDEX product_facet_sizes_idx ON product USING gin (facet_sizes);
      CREATE INDEX product_facet_colors_idx ON product USING gin (facet_colors);
      CREATE INDEX product_facet_sleeves_idx ON product USING gin (facet_sleeves);
      CREATE INDEX product_facet_necks_idx ON product USING gin (facet_necks);
      CREATE INDEX product_facet_types_idx ON product USING gin (facet_types);

      CREATE TABLE review (
        id serial PRIMARY KEY,
        product_id int NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        customer_id int REFERENCES customer(id) ON DELETE SET NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title varchar(120) NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        author_name varchar(120) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX review_product_idx ON review (product_id, created_at DESC, id DESC);
      CREATE INDEX review_customer_idx ON review (customer_id) WHERE customer_id IS NOT NULL;

      CREATE TABLE offer (
        id serial PRIMARY KEY,
        slug varchar(120) NOT NULL UNIQUE,
        title varchar(120) NOT NULL,
        description text NOT NULL DEFAULT '',
        poster varchar(300) NOT NULL,
        position int NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true
      );
      CREATE INDEX offer_active_position_idx ON offer (position, id) WHERE active;
      CREATE TABLE offer_product (
        offer_id int NOT NULL REFERENCES offer(id) ON DELETE CASCADE,
        product_id int NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        position int NOT NULL DEFAULT 0,
        PRIMARY KEY (offer_id, product_id)
      );
      CREATE INDEX offer_product_position_idx ON offer_product (offer_id, position);
      CREATE INDEX offer_product_product_idx ON offer_product (product_id);

      CREATE TABLE banner (
        id serial PRIMARY KEY,
        title varchar(120) NOT NULL,
        subtitle varchar(200) NOT NULL DEFAULT '',
        image varchar(300) NOT NULL,
        link varchar(300) NOT NULL DEFAULT '',
        position int NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true
      );
      CREATE INDEX banner_active_position_idx ON banner (position, id) WHERE active;

      CREATE TABLE themed_collection (
        id serial PRIMARY KEY,
        section_id int NOT NULL REFERENCES section(id) ON DELETE CASCADE,
        slug varchar(120) NOT NULL UNIQUE,
        title varchar(120) NOT NULL,
        description text NOT NULL DEFAULT '',
        image varchar(300) NOT NULL,
        position int NOT NULL DEFAULT 0
      );
      CREATE INDEX themed_collection_section_idx ON themed_collection (section_id, position);
      CREATE TABLE themed_collection_product (
        collection_id int NOT NULL REFERENCES themed_collection(id) ON DELETE CASCADE,
        product_id int NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        position int NOT NULL DEFAULT 0,
        PRIMARY KEY (collection_id, product_id)
      );
      CREATE INDEX themed_collection_product_position_idx ON themed_collection_product (collection_id, position);
      CREATE INDEX themed_collection_product_product_idx ON themed_collection_product (product_id);

      CREATE TABLE testimonial (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL,
        city varchar(80) NOT NULL DEFAULT '',
        text text NOT NULL,
        rating smallint NOT NULL DEFAULT 5 CHECK (rating BETWEEN 1 AND 5),
        avatar varchar(300) NOT NULL DEFAULT '',
        position int NOT NULL DEFAULT 0
      );
      CREATE INDEX testimonial_position_idx ON testimonial (position, id);

      CREATE TABLE delivery_city (
        id serial PRIMARY KEY,
        name varchar(80) NOT NULL UNIQUE,
        position int NOT NULL DEFAULT 0
      );
      CREATE INDEX delivery_city_position_idx ON delivery_city (position, id);

      -- One row: the store's contact details.
      CREATE TABLE store_contact (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        address text NOT NULL,
        phone varchar(40) NOT NULL,
        email varchar(200) NOT NULL,
        map_url varchar(500) NOT NULL DEFAULT '',
        facebook varchar(300) NOT NULL DEFAULT '',
        twitter varchar(300) NOT NULL DEFAULT '',
        instagram varchar(300) NOT NULL DEFAULT '',
        linkedin varchar(300) NOT NULL DEFAULT ''
      );

      CREATE TABLE policy_page (
        type varchar(40) NOT NULL,
        lang varchar(8) NOT NULL DEFAULT 'en',
        title varchar(200) NOT NULL,
        content text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (type, lang)
      );

      CREATE TABLE contact_message (
        id serial PRIMARY KEY,
        first_name varchar(80) NOT NULL,
        last_name varchar(80) NOT NULL,
        phone varchar(20) NOT NULL,
        email varchar(200) NOT NULL,
        message text NOT NULL,
        customer_id int REFERENCES customer(id) ON DELETE SET NULL,
        ip varchar(64) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX contact_message_created_idx ON contact_message (created_at DESC);
      CREATE INDEX contact_message_email_idx ON contact_message (email);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE contact_message, policy_page, store_contact, delivery_city, testimonial,
        themed_collection_product, themed_collection, banner, offer_product, offer, review, search_word;
      DROP INDEX product_listing_price_idx, product_listing_discount_idx, product_rating_idx, product_created_idx,
        product_best_seller_idx, product_category_best_idx, product_new_arrival_idx, product_trending_idx,
        product_facet_sizes_idx, product_facet_colors_idx, product_facet_sleeves_idx, product_facet_necks_idx, product_facet_types_idx;
      ALTER TABLE product DROP COLUMN search_vector, DROP COLUMN search_text;
    `);
  }
}

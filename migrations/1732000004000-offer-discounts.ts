import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An offer can carry a real discount (issue 26, part 3; ADR 0163): `discount_type` 'percentage'
 * (whole percent, 1–90) or 'flat' (paise off each piece), both NULL for an offer that is only a
 * collection.
 *
 * `offer_price(product, price)` is the content module's published answer to "what does a size of
 * this product sell at now, given its price without offers": the lowest price any live offer
 * (active, inside its dates) with a discount gives, never below 0, or `price` itself. Catalogue
 * reads, listing filters and sorts, the cart and checkout's stock-taking statement call it in the
 * statement that already reads the price, so they agree and no module but content names the offer
 * tables (DESIGN rule 10). The arithmetic is pricing.offerPrice/bestOfferPrice's, written in SQL;
 * server/src/modules/pricing/offer-price.test.ts checks the two agree over PostgreSQL.
 * A percentage comes off in whole rupees, rounded down (30 % of ₹399 is ₹119 off: ₹280).
 */
export class OfferDiscounts1732000004000 implements MigrationInterface {
  name = 'OfferDiscounts1732000004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE offer ADD COLUMN discount_type text, ADD COLUMN discount_value integer,
        ADD CONSTRAINT offer_discount_terms CHECK (
          (discount_type IS NULL AND discount_value IS NULL)
          OR (discount_type = 'percentage' AND discount_value BETWEEN 1 AND 90)
          OR (discount_type = 'flat' AND discount_value > 0));
      -- The few offers that discount: offer_price walks offer_product by product, then checks these.
      CREATE INDEX offer_discounting_idx ON offer (id) WHERE discount_type IS NOT NULL AND active;
      CREATE FUNCTION offer_price(product integer, price integer) RETURNS integer
        LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
          SELECT LEAST(price, coalesce(min(GREATEST(0,
            CASE o.discount_type
              WHEN 'percentage' THEN price - (price::bigint * o.discount_value / 10000) * 100
              ELSE price - o.discount_value::bigint
            END)), price))::integer
          FROM offer_product op JOIN offer o ON o.id = op.offer_id
          WHERE op.product_id = product AND o.discount_type IS NOT NULL AND o.active
            AND (o.starts_at IS NULL OR o.starts_at <= now()) AND (o.ends_at IS NULL OR o.ends_at > now())
        $fn$;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP FUNCTION offer_price(integer, integer);
      DROP INDEX offer_discounting_idx;
      ALTER TABLE offer DROP CONSTRAINT offer_discount_terms, DROP COLUMN discount_value, DROP COLUMN discount_type;
    `);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Banners, offers and themed collections run for a time (issue 26, part 3): each gets an optional
 * start and end (NULL: no limit on that side), and themed collections can be hidden like the other
 * two. The shop reads only what is active and inside its dates at the moment of the request; the
 * partial indexes keep that read on the active rows, which are few.
 */
export class MerchandisingSchedule1732000003700 implements MigrationInterface {
  name = 'MerchandisingSchedule1732000003700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE banner ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz,
        ADD CONSTRAINT banner_dates_in_order CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);
      ALTER TABLE offer ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz,
        ADD CONSTRAINT offer_dates_in_order CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);
      ALTER TABLE themed_collection ADD COLUMN active boolean NOT NULL DEFAULT true,
        ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz,
        ADD CONSTRAINT themed_collection_dates_in_order CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);
      CREATE INDEX themed_collection_active_idx ON themed_collection (section_id, position, id) WHERE active;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX themed_collection_active_idx;
      ALTER TABLE themed_collection DROP CONSTRAINT themed_collection_dates_in_order, DROP COLUMN ends_at, DROP COLUMN starts_at, DROP COLUMN active;
      ALTER TABLE offer DROP CONSTRAINT offer_dates_in_order, DROP COLUMN ends_at, DROP COLUMN starts_at;
      ALTER TABLE banner DROP CONSTRAINT banner_dates_in_order, DROP COLUMN ends_at, DROP COLUMN starts_at;
    `);
  }
}

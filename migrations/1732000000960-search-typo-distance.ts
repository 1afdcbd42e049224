import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * levenshtein() for the search's one-letter-slip rule (listing.ts, SLIP_SIMILARITY): "jeens" finds
 * jeans. fuzzystrmatch is a contrib extension shipped with PostgreSQL, like pg_trgm.
 */
export class SearchTypoDistance1732000000960 implements MigrationInterface {
  name = 'SearchTypoDistance1732000000960';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP EXTENSION IF EXISTS fuzzystrmatch`);
  }
}

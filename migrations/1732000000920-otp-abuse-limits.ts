import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wrong login-code tries are counted per client address instead of on the code: one row per wrong
 * try, so limits per (phone, client), per client and per phone are windows over these rows and an
 * attacker's guesses no longer void the owner's code. The created_at index serves the store-wide
 * hourly send budget.
 */
export class OtpAbuseLimits1732000000920 implements MigrationInterface {
  name = 'OtpAbuseLimits1732000000920';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE otp_failure (
        id bigserial PRIMARY KEY,
        phone varchar(10) NOT NULL,
        ip varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX otp_failure_phone_created_idx ON otp_failure (phone, created_at DESC);
      CREATE INDEX otp_failure_ip_created_idx ON otp_failure (ip, created_at DESC);
      CREATE INDEX otp_code_created_idx ON otp_code (created_at);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE otp_failure; DROP INDEX otp_code_created_idx;`);
  }
}

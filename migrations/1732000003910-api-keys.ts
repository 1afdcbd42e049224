import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys with scopes (ADR 0183): the owner's named machine credentials, stored as a SHA-256 of
 * the key (the key itself is shown once), revocable, with an optional expiry and allowed
 * addresses. The audit log names the key that made a change.
 */
export class ApiKeys1732000003910 implements MigrationInterface {
  name = 'ApiKeys1732000003910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_key (
        id serial PRIMARY KEY,
        name varchar(80) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        token_prefix varchar(16) NOT NULL,
        scopes text[] NOT NULL,
        allowed_ips cidr[],
        expires_at timestamptz,
        revoked_at timestamptz,
        last_used_at timestamptz,
        created_by varchar(20) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      ALTER TABLE audit_log ADD COLUMN api_key_name varchar(80);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log DROP COLUMN api_key_name; DROP TABLE api_key;`);
  }
}

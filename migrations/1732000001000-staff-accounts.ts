import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts for the dashboard (issue 13): members with a role, their own login sessions
 * (stored by token hash, shorter-lived than shoppers', revocable one by one) and the audit log of
 * every staff change. Orders get the courier and tracking number staff enter when shipping.
 */
export class StaffAccounts1732000001000 implements MigrationInterface {
  name = 'StaffAccounts1732000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_member (
        id serial PRIMARY KEY,
        phone varchar(10) NOT NULL,
        name varchar(80),
        role varchar(20) NOT NULL CHECK (role IN ('owner', 'catalogue', 'fulfilment')),
        created_at timestamptz NOT NULL DEFAULT now(),
        removed_at timestamptz
      );
      -- One live account per phone; a removed member may be invited again.
      CREATE UNIQUE INDEX staff_member_phone_live_idx ON staff_member (phone) WHERE removed_at IS NULL;

      CREATE TABLE staff_session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        staff_id int NOT NULL REFERENCES staff_member(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        ip varchar(64),
        user_agent varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX staff_session_staff_idx ON staff_session (staff_id, created_at DESC);

      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        -- The member's id, or 'token' for the STAFF_TOKEN holder (CLI and scripts).
        staff_id varchar(20) NOT NULL,
        staff_phone varchar(10),
        role varchar(20) NOT NULL,
        action varchar(60) NOT NULL,
        entity_type varchar(40) NOT NULL,
        entity_id varchar(60) NOT NULL,
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
      CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, at DESC);

      ALTER TABLE orders ADD COLUMN courier varchar(60), ADD COLUMN tracking_number varchar(60);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders DROP COLUMN courier, DROP COLUMN tracking_number;
      DROP TABLE audit_log; DROP TABLE staff_session; DROP TABLE staff_member;
    `);
  }
}

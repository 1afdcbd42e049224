import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The partner platform's events (ADR 0181, 0182): `partner_event` is the feed partners poll, in
 * positions assigned under a lock so they commit in order (gap-free); `webhook_endpoint` holds
 * the owner's receivers and their signing secrets; `webhook_delivery` is one try-list per event
 * and endpoint, with what the receiver answered (the delivery log).
 */
export class PartnerWebhooks1732000003900 implements MigrationInterface {
  name = 'PartnerWebhooks1732000003900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE partner_event (
        position bigint PRIMARY KEY,
        outbox_event_id bigint NOT NULL,
        type varchar(60) NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (outbox_event_id, type)
      );
      CREATE INDEX partner_event_type_idx ON partner_event (type, position);
      CREATE TABLE webhook_endpoint (
        id serial PRIMARY KEY,
        url varchar(500) NOT NULL,
        description varchar(200) NOT NULL DEFAULT '',
        secret varchar(100) NOT NULL,
        event_types text[] NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
        disabled_reason text,
        disabled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE webhook_delivery (
        id bigserial PRIMARY KEY,
        endpoint_id integer NOT NULL REFERENCES webhook_endpoint (id) ON DELETE CASCADE,
        event_position bigint NOT NULL REFERENCES partner_event (position) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        give_up_at timestamptz NOT NULL,
        last_attempt_at timestamptz,
        response_status integer,
        response_body text,
        duration_ms integer,
        last_error text,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_at) WHERE status = 'PENDING';
      CREATE INDEX webhook_delivery_endpoint_idx ON webhook_delivery (endpoint_id, id DESC);
      CREATE INDEX webhook_delivery_event_idx ON webhook_delivery (event_position);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_delivery; DROP TABLE webhook_endpoint; DROP TABLE partner_event;`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox: side effects that must leave the process (a shopper's notification, a live order
 * event, and later shopper messages and partner webhooks) are written as rows in the same
 * transaction as the change that caused them, then delivered by the job queue with retries. One
 * event row; one delivery row per consumer, so each consumer hears each event once and a failing
 * consumer is retried (then dead-lettered) without holding back the others.
 */
export class Outbox1732000003000 implements MigrationInterface {
  name = 'Outbox1732000003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_event (
        id bigserial PRIMARY KEY,
        name varchar(80) NOT NULL,
        payload jsonb NOT NULL,
        request_id varchar(120),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX outbox_event_created_idx ON outbox_event (created_at);
      CREATE TABLE outbox_delivery (
        event_id bigint NOT NULL REFERENCES outbox_event (id) ON DELETE CASCADE,
        consumer varchar(80) NOT NULL,
        status varchar(12) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'DEAD')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        delivered_at timestamptz,
        PRIMARY KEY (event_id, consumer)
      );
      CREATE INDEX outbox_delivery_due_idx ON outbox_delivery (next_attempt_at) WHERE status = 'PENDING';
      CREATE INDEX outbox_delivery_dead_idx ON outbox_delivery (event_id DESC) WHERE status = 'DEAD';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox_delivery; DROP TABLE outbox_event;`);
  }
}

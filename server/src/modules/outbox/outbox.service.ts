/**
 * The outbox (DESIGN rule 11): what must leave the process is a row first. `record` writes an event
 * and one delivery per consumer in the caller's transaction; `deliver` runs one consumer for one
 * event inside a transaction of its own that also marks the delivery done, so a crash at any point
 * leaves the delivery PENDING and it runs again later: once per consumer, as far as the database
 * can see. A consumer that talks to an outside service gets an idempotency key
 * (`<event id>:<consumer>`) to pass on. A failed delivery is retried with a doubling back-off, then
 * marked DEAD for staff to see and retry.
 */
import type { DataSource } from 'typeorm';
import type { Logger } from '../../shared/logger.js';
import { ServiceContext } from '../../shared/service-context.js';
import { rowsOf } from '../../shared/db.js';
import { badInput, notFound } from '../../shared/errors.js';
import type { AuditService } from '../staff/audit.service.js';

export type OutboxStatus = 'PENDING' | 'DELIVERED' | 'DEAD';

/** One delivery as staff see it. */
export interface OutboxDeliveryRow {
  eventId: number;
  event: string;
  consumer: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  payload: unknown;
}

/** What a consumer is handed besides the event's payload. */
export interface DeliveryInfo {
  eventId: number;
  /** Stable for this event and consumer: pass it to outside services as their idempotency key. */
  idempotencyKey: string;
  /** 1 on the first try. */
  attempt: number;
}

export interface OutboxOptions {
  /** Tries before a delivery is DEAD. */
  maxAttempts: number;
  /** The wait after the first failure; each further failure doubles it, up to maxRetrySeconds. */
  firstRetrySeconds: number;
  maxRetrySeconds: number;
}

export type DeliveryOutcome = 'delivered' | 'not-pending' | 'failed' | 'dead';

export class OutboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly options: OutboxOptions,
    private readonly audit: AuditService,
  ) {}

  /** Writes the event and a PENDING delivery per consumer, in the context's transaction. Answers the event id. */
  async record(ctx: ServiceContext, name: string, payload: unknown, consumers: string[]): Promise<number> {
    const [row] = await ctx.manager.query(
      `WITH event AS (INSERT INTO outbox_event (name, payload, request_id) VALUES ($1, $2, $3) RETURNING id),
            deliveries AS (INSERT INTO outbox_delivery (event_id, consumer) SELECT event.id, consumer FROM event, unnest($4::text[]) AS consumer)
       SELECT id FROM event`,
      [name, JSON.stringify(payload), ctx.requestId, consumers],
    );
    return Number(row.id);
  }

  /**
   * Runs `handle` for one PENDING delivery, in one transaction with marking it DELIVERED (skipped
   * when another process holds it or it is no longer pending). A throw rolls the consumer's work
   * back and records the failure: retried after a back-off, DEAD after the last attempt.
   */
  async deliver(eventId: number, consumer: string, handle: (event: { name: string; payload: unknown }, ctx: ServiceContext, info: DeliveryInfo) => Promise<unknown>): Promise<DeliveryOutcome> {
    let requestId = `outbox-${eventId}`;
    try {
      return await ServiceContext.system(this.dataSource, `outbox:${consumer}`, (error) => this.logger.error({ err: error, eventId, consumer }, 'after-commit work of an outbox consumer failed')).transaction(async (claimCtx) => {
        const [row] = await claimCtx.manager.query(
          `SELECT d.attempts, e.name, e.payload, e.request_id
             FROM outbox_delivery d JOIN outbox_event e ON e.id = d.event_id
            WHERE d.event_id = $1 AND d.consumer = $2 AND d.status = 'PENDING'
            FOR UPDATE OF d SKIP LOCKED`,
          [eventId, consumer],
        );
        if (!row) return 'not-pending' as const;
        requestId = row.request_id ?? requestId;
        // The consumer acts as the server, under the request id of the change that caused the event.
        const ctx = claimCtx.as({ kind: 'system', name: `outbox:${consumer}` });
        await handle({ name: row.name, payload: row.payload }, ctx, { eventId, idempotencyKey: `${eventId}:${consumer}`, attempt: row.attempts + 1 });
        await claimCtx.manager.query(`UPDATE outbox_delivery SET status = 'DELIVERED', attempts = attempts + 1, delivered_at = now(), last_error = NULL WHERE event_id = $1 AND consumer = $2`, [eventId, consumer]);
        return 'delivered' as const;
      });
    } catch (error) {
      return this.recordFailure(eventId, consumer, error, requestId);
    }
  }

  private async recordFailure(eventId: number, consumer: string, error: unknown, requestId: string): Promise<DeliveryOutcome> {
    const { maxAttempts, firstRetrySeconds, maxRetrySeconds } = this.options;
    const message = error instanceof Error ? error.message : String(error);
    const [row] = rowsOf<{ status: string; attempts: number }>(await this.dataSource.query(
      `UPDATE outbox_delivery
          SET attempts = attempts + 1,
              last_error = left($3, 2000),
              status = CASE WHEN attempts + 1 >= $4 THEN 'DEAD' ELSE 'PENDING' END,
              next_attempt_at = now() + make_interval(secs => least($6::float8, $5::float8 * power(2, attempts)))
        WHERE event_id = $1 AND consumer = $2 AND status = 'PENDING'
        RETURNING status, attempts`,
      [eventId, consumer, message, maxAttempts, firstRetrySeconds, maxRetrySeconds],
    ));
    const dead = row?.status === 'DEAD';
    this.logger[dead ? 'error' : 'warn']({ err: error, eventId, consumer, attempts: row?.attempts, requestId }, dead ? 'outbox delivery failed for the last time: dead-lettered' : 'outbox delivery failed; will retry');
    return dead ? 'dead' : 'failed';
  }

  /** Deliveries whose time has come (oldest first), for the delivery job. */
  async due(limit: number): Promise<Array<{ eventId: number; consumer: string }>> {
    const rows: Array<{ event_id: string; consumer: string }> = await this.dataSource.query(
      `SELECT event_id, consumer FROM outbox_delivery WHERE status = 'PENDING' AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ eventId: Number(r.event_id), consumer: r.consumer }));
  }

  /** Deletes events delivered to every consumer more than `days` ago (dead ones are kept for staff). */
  async prune(days: number): Promise<number> {
    const rows = await this.dataSource.query(
      `DELETE FROM outbox_event e
        WHERE e.created_at < now() - make_interval(days => $1)
          AND NOT EXISTS (SELECT 1 FROM outbox_delivery d WHERE d.event_id = e.id AND d.status <> 'DELIVERED')
        RETURNING e.id`,
      [days],
    );
    return rows.length;
  }

  /** Staff: deliveries in a state (DEAD by default), newest first. */
  async list(ctx: ServiceContext, input: { status: OutboxStatus; first: number }): Promise<OutboxDeliveryRow[]> {
    ctx.requireStaff();
    if (!Number.isInteger(input.first) || input.first < 1 || input.first > 200) throw badInput('`first` must be a whole number from 1 to 200.', { field: 'first' });
    const rows = await ctx.manager.query(
      `SELECT d.event_id, e.name, d.consumer, d.status, d.attempts, d.last_error, e.created_at, d.next_attempt_at, d.delivered_at, e.payload
         FROM outbox_delivery d JOIN outbox_event e ON e.id = d.event_id
        WHERE d.status = $1 ORDER BY d.event_id DESC LIMIT $2`,
      [input.status, input.first],
    );
    return rows.map((r: Record<string, unknown>) => ({
      eventId: Number(r.event_id),
      event: String(r.name),
      consumer: String(r.consumer),
      status: r.status as OutboxStatus,
      attempts: Number(r.attempts),
      lastError: (r.last_error as string | null) ?? null,
      createdAt: r.created_at as Date,
      nextAttemptAt: r.next_attempt_at as Date,
      deliveredAt: (r.delivered_at as Date | null) ?? null,
      payload: r.payload,
    }));
  }

  /** How many deliveries are DEAD (the overview's warning). */
  async deadCount(ctx: ServiceContext): Promise<number> {
    const [row] = await ctx.manager.query(`SELECT count(*)::int AS n FROM outbox_delivery WHERE status = 'DEAD'`);
    return row.n;
  }

  /**
   * Staff: puts a DEAD delivery back in line, to be tried by the next run of the delivery job
   * (attempts start again); audit-logged.
   */
  async retry(ctx: ServiceContext, input: { eventId: number; consumer: string }): Promise<void> {
    await ctx.transaction(async (tx) => {
      const rows = await tx.manager.query(
        `UPDATE outbox_delivery SET status = 'PENDING', attempts = 0, next_attempt_at = now() WHERE event_id = $1 AND consumer = $2 AND status = 'DEAD' RETURNING last_error`,
        [input.eventId, input.consumer],
      );
      if (rows.length === 0) throw notFound('No failed delivery with that event and consumer.');
      await this.audit.record(tx, { action: 'outbox.retry', entityType: 'outbox_delivery', entityId: `${input.eventId}:${input.consumer}`.slice(0, 60), before: { status: 'DEAD', lastError: rows[0].last_error }, after: { status: 'PENDING' } });
    });
  }
}

/**
 * Partner webhooks and the partner event feed (ADR 0181, 0182).
 *
 * - `recordEvents` runs inside the `webhooks` outbox consumer's transaction: it gives each partner
 *   event the next feed position under a transaction-scoped advisory lock (so positions commit in
 *   order and a poller reading `position > after` never skips one) and queues one delivery per
 *   active endpoint subscribed to the type.
 * - `deliverDue` (the `webhooks.deliver` job) leases due deliveries in a short transaction, POSTs
 *   them signed outside any transaction, then records the answer: delivered, or retried with a
 *   doubling back-off until `give_up_at` (24 h by default), when the delivery FAILS and its endpoint
 *   is disabled with the reason shown to the owner.
 * - Owners manage endpoints, read the delivery log and send a delivery again (audit-logged).
 */
import type { DataSource } from 'typeorm';
import type { Logger } from '../../shared/logger.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { rowsOf } from '../../shared/db.js';
import type { AuditService } from '../staff/audit.service.js';
import { PARTNER_EVENT_TYPES, type PartnerEventDraft } from './partner-events.js';
import { newWebhookSecret, signWebhook } from './webhook-signature.js';
import type { WebhookSender } from './webhook-sender.js';

/** The advisory lock every feed append takes (an arbitrary constant, unique in this database). */
const FEED_LOCK = 7_300_181;

export type WebhookEndpointStatus = 'ACTIVE' | 'DISABLED';
export type WebhookDeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface WebhookEndpointRow {
  id: number;
  url: string;
  description: string;
  events: string[];
  status: WebhookEndpointStatus;
  disabledReason: string | null;
  disabledAt: Date | null;
  createdAt: Date;
}

export interface WebhookDeliveryRow {
  id: number;
  endpointId: number;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  createdAt: Date;
  /** The JSON body every try sends. */
  body: string;
}

export interface PartnerEvent {
  /** `evt_<position>`: the webhook's id too. */
  id: string;
  position: number;
  type: string;
  createdAt: Date;
  data: unknown;
}

export interface WebhookOptions {
  send: WebhookSender;
  firstRetrySeconds: number;
  maxRetrySeconds: number;
  retryHours: number;
  timeoutMs: number;
  /** Plain http to this machine (development and tests); production takes https only. */
  allowLoopbackHttp: boolean;
}

export interface EndpointInput {
  url?: string | null;
  description?: string | null;
  events?: string[] | null;
  /** Re-enables a disabled endpoint (true) or pauses one (false). */
  enabled?: boolean | null;
}

const eventIdOf = (position: number | string) => `evt_${position}`;
/** The exact body of a webhook: the same on every try (the signature covers it). */
const bodyOf = (row: { position: number | string; type: string; created_at: Date; data: unknown }) =>
  JSON.stringify({ id: eventIdOf(row.position), type: row.type, createdAt: new Date(row.created_at).toISOString(), data: row.data });

const MAX_FEED_PAGE = 500;

export class WebhookService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly audit: AuditService,
    private readonly options: WebhookOptions,
  ) {}

  /**
   * The `webhooks` consumer's work for one domain event: appends its partner events to the feed in
   * order and queues their deliveries, in the outbox delivery's transaction. The lock is held to
   * the commit, so no later position can become visible before an earlier one.
   */
  async recordEvents(ctx: ServiceContext, outboxEventId: number, drafts: PartnerEventDraft[]): Promise<void> {
    if (drafts.length === 0) return;
    await ctx.manager.query(`SELECT pg_advisory_xact_lock($1)`, [FEED_LOCK]);
    for (const draft of drafts) {
      const [row] = await ctx.manager.query(
        `INSERT INTO partner_event (position, outbox_event_id, type, data)
         SELECT coalesce(max(position), 0) + 1, $1, $2, $3::jsonb FROM partner_event
         ON CONFLICT (outbox_event_id, type) DO NOTHING RETURNING position`,
        [outboxEventId, draft.type, JSON.stringify(draft.data)],
      );
      if (!row) continue;
      await ctx.manager.query(
        `INSERT INTO webhook_delivery (endpoint_id, event_position, give_up_at)
         SELECT id, $1, now() + make_interval(secs => $3::float8) FROM webhook_endpoint WHERE status = 'ACTIVE' AND $2 = ANY (event_types)`,
        [row.position, draft.type, this.options.retryHours * 3600],
      );
    }
    // Deliver at once rather than at the job's next run (the job is the safety net).
    ctx.afterCommit(() => void this.deliverDue().catch((error) => this.logger.error({ err: error }, 'webhook delivery after an event failed; the job will try again')));
  }

  /**
   * The event feed for pollers: events after a cursor (a position), oldest first, optionally of
   * some types. Gap-free (see recordEvents): a poller that stores `endCursor` and asks again sees
   * every event exactly once.
   */
  async feed(ctx: ServiceContext, input: { after?: string | null; types?: string[] | null; first?: number | null }): Promise<{ events: PartnerEvent[]; endCursor: string | null; hasMore: boolean }> {
    const first = input.first ?? 100;
    if (!Number.isInteger(first) || first < 1 || first > MAX_FEED_PAGE) throw badInput(`\`first\` must be a whole number from 1 to ${MAX_FEED_PAGE}.`, { field: 'first' });
    const after = input.after ?? '0';
    if (!/^\d{1,18}$/.test(after)) throw badInput('`after` must be a cursor this feed gave (its endCursor or an event’s cursor).', { field: 'after' });
    const types = input.types ?? null;
    if (types) {
      const unknown = types.filter((t) => !(PARTNER_EVENT_TYPES as readonly string[]).includes(t));
      if (unknown.length > 0) throw badInput(`Unknown event type: ${unknown.join(', ')}. Known: ${PARTNER_EVENT_TYPES.join(', ')}.`, { field: 'types' });
    }
    const rows = await ctx.manager.query(
      `SELECT position, type, data, created_at FROM partner_event
        WHERE position > $1 AND ($2::text[] IS NULL OR type = ANY ($2::text[]))
        ORDER BY position LIMIT $3`,
      [after, types, first + 1],
    );
    const page = rows.slice(0, first).map((r: { position: string; type: string; data: unknown; created_at: Date }) => ({ id: eventIdOf(r.position), position: Number(r.position), type: r.type, createdAt: r.created_at, data: r.data }));
    return { events: page, endCursor: page.length > 0 ? String(page[page.length - 1].position) : input.after ?? null, hasMore: rows.length > first };
  }

  /** Owners: every endpoint, oldest first. */
  async listEndpoints(ctx: ServiceContext): Promise<WebhookEndpointRow[]> {
    const rows = await ctx.manager.query(`SELECT * FROM webhook_endpoint ORDER BY id`);
    return rows.map(toEndpoint);
  }

  /** Owners: a new endpoint; answers it with its signing secret (shown this once). Audit-logged. */
  async createEndpoint(ctx: ServiceContext, input: EndpointInput): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
    const url = this.checkUrl(input.url);
    const events = checkEvents(input.events);
    const description = checkDescription(input.description);
    const secret = newWebhookSecret();
    return ctx.transaction(async (tx) => {
      const [row] = await tx.manager.query(`INSERT INTO webhook_endpoint (url, description, secret, event_types) VALUES ($1, $2, $3, $4) RETURNING *`, [url, description, secret, events]);
      const endpoint = toEndpoint(row);
      await this.audit.record(tx, { action: 'webhook.create', entityType: 'webhook_endpoint', entityId: String(endpoint.id), after: { url, events, description } });
      return { endpoint, secret };
    });
  }

  /**
   * Owners: changes an endpoint's address, events or description, or enables/disables it. Enabling
   * gives its waiting deliveries a fresh retry window. Audit-logged.
   */
  async updateEndpoint(ctx: ServiceContext, id: number, input: EndpointInput): Promise<WebhookEndpointRow> {
    const url = input.url == null ? null : this.checkUrl(input.url);
    const events = input.events == null ? null : checkEvents(input.events);
    const description = input.description == null ? null : checkDescription(input.description);
    return ctx.transaction(async (tx) => {
      const [before] = await tx.manager.query(`SELECT * FROM webhook_endpoint WHERE id = $1 FOR UPDATE`, [id]);
      if (!before) throw notFound('No webhook endpoint with that id.');
      const status = input.enabled == null ? before.status : input.enabled ? 'ACTIVE' : 'DISABLED';
      const [row] = rowsOf(await tx.manager.query(
        `UPDATE webhook_endpoint SET url = coalesce($2::varchar, url), event_types = coalesce($3::text[], event_types), description = coalesce($4::varchar, description), status = $5::varchar,
                disabled_reason = CASE WHEN $5::varchar = 'ACTIVE' THEN NULL WHEN status = 'ACTIVE' THEN 'Disabled by the owner.' ELSE disabled_reason END,
                disabled_at = CASE WHEN $5::varchar = 'ACTIVE' THEN NULL WHEN status = 'ACTIVE' THEN now() ELSE disabled_at END,
                updated_at = now()
          WHERE id = $1 RETURNING *`,
        [id, url, events, description, status],
      ));
      if (before.status === 'DISABLED' && status === 'ACTIVE') {
        await tx.manager.query(`UPDATE webhook_delivery SET give_up_at = now() + make_interval(secs => $2::float8), next_attempt_at = now() WHERE endpoint_id = $1 AND status = 'PENDING'`, [id, this.options.retryHours * 3600]);
      }
      const endpoint = toEndpoint(row);
      await this.audit.record(tx, { action: 'webhook.update', entityType: 'webhook_endpoint', entityId: String(id), before: toEndpoint(before), after: endpoint });
      return endpoint;
    });
  }

  /** Owners: a new signing secret (the old one stops at once); answered this once. Audit-logged. */
  async rotateSecret(ctx: ServiceContext, id: number): Promise<string> {
    const secret = newWebhookSecret();
    await ctx.transaction(async (tx) => {
      const rows = rowsOf(await tx.manager.query(`UPDATE webhook_endpoint SET secret = $2, updated_at = now() WHERE id = $1 RETURNING id`, [id, secret]));
      if (rows.length === 0) throw notFound('No webhook endpoint with that id.');
      await this.audit.record(tx, { action: 'webhook.rotate-secret', entityType: 'webhook_endpoint', entityId: String(id) });
    });
    return secret;
  }

  /** Owners: removes an endpoint and its delivery log. Audit-logged. */
  async deleteEndpoint(ctx: ServiceContext, id: number): Promise<void> {
    await ctx.transaction(async (tx) => {
      const [row] = rowsOf(await tx.manager.query(`DELETE FROM webhook_endpoint WHERE id = $1 RETURNING *`, [id]));
      if (!row) throw notFound('No webhook endpoint with that id.');
      await this.audit.record(tx, { action: 'webhook.delete', entityType: 'webhook_endpoint', entityId: String(id), before: toEndpoint(row) });
    });
  }

  /** Owners: an endpoint's delivery log, newest first. */
  async deliveries(ctx: ServiceContext, input: { endpointId: number; first?: number | null }): Promise<WebhookDeliveryRow[]> {
    const first = input.first ?? 50;
    if (!Number.isInteger(first) || first < 1 || first > 200) throw badInput('`first` must be a whole number from 1 to 200.', { field: 'first' });
    const rows = await ctx.manager.query(
      `SELECT d.*, p.type, p.data, p.created_at AS event_created_at FROM webhook_delivery d JOIN partner_event p ON p.position = d.event_position
        WHERE d.endpoint_id = $1 ORDER BY d.id DESC LIMIT $2`,
      [input.endpointId, first],
    );
    return rows.map(toDelivery);
  }

  /** Owners: sends one event to its endpoint again, as a new delivery (the old one stays in the log). Audit-logged. */
  async redeliver(ctx: ServiceContext, deliveryId: number): Promise<WebhookDeliveryRow> {
    const id = await ctx.transaction(async (tx) => {
      const [row] = await tx.manager.query(
        `INSERT INTO webhook_delivery (endpoint_id, event_position, give_up_at)
         SELECT endpoint_id, event_position, now() + make_interval(secs => $2::float8) FROM webhook_delivery WHERE id = $1 RETURNING id, endpoint_id`,
        [deliveryId, this.options.retryHours * 3600],
      );
      if (!row) throw notFound('No webhook delivery with that id.');
      await this.audit.record(tx, { action: 'webhook.redeliver', entityType: 'webhook_delivery', entityId: String(deliveryId), after: { deliveryId: String(row.id) } });
      tx.afterCommit(() => void this.deliverDue().catch((error) => this.logger.error({ err: error }, 'webhook redelivery failed; the job will try again')));
      return Number(row.id);
    });
    const [row] = await ctx.manager.query(`SELECT d.*, p.type, p.data, p.created_at AS event_created_at FROM webhook_delivery d JOIN partner_event p ON p.position = d.event_position WHERE d.id = $1`, [id]);
    return toDelivery(row);
  }

  /**
   * Sends what is due (the `webhooks.deliver` job, and right after an event). Each delivery is
   * leased first (its next try pushed past the timeout) in a short transaction, so two processes
   * never send the same try and a process that dies mid-send leaves it to be tried again.
   */
  async deliverDue(limit = 50): Promise<{ delivered: number; failed: number }> {
    const leaseSeconds = Math.ceil(this.options.timeoutMs / 1000) + 30;
    const due: Array<{ id: string; attempts: number; give_up_at: Date; endpoint_id: number; url: string; secret: string; position: string; type: string; data: unknown; created_at: Date }> = await this.dataSource.query(
      `WITH leased AS (
         UPDATE webhook_delivery d SET attempts = d.attempts + 1, last_attempt_at = now(), next_attempt_at = now() + make_interval(secs => $2)
          WHERE d.id IN (SELECT w.id FROM webhook_delivery w JOIN webhook_endpoint e ON e.id = w.endpoint_id
                          WHERE w.status = 'PENDING' AND w.next_attempt_at <= now() AND e.status = 'ACTIVE'
                          ORDER BY w.next_attempt_at, w.id LIMIT $1 FOR UPDATE OF w SKIP LOCKED)
          RETURNING d.id, d.attempts, d.give_up_at, d.endpoint_id, d.event_position)
       SELECT l.id, l.attempts, l.give_up_at, l.endpoint_id, e.url, e.secret, p.position, p.type, p.data, p.created_at
         FROM leased l JOIN webhook_endpoint e ON e.id = l.endpoint_id JOIN partner_event p ON p.position = l.event_position
        ORDER BY p.position`,
      [limit, leaseSeconds],
    );
    let delivered = 0;
    let failed = 0;
    await Promise.all(
      due.map(async (row) => {
        const body = bodyOf(row);
        const id = eventIdOf(row.position);
        const timestamp = Math.floor(Date.now() / 1000);
        const answer = await this.options.send({
          url: row.url,
          body,
          headers: { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(row.secret, id, timestamp, body), 'webhook-event': row.type },
        });
        if (answer.ok) delivered++;
        else failed++;
        await this.recordAnswer(Number(row.id), row.endpoint_id, row.attempts, answer);
      }),
    );
    return { delivered, failed };
  }

  private async recordAnswer(deliveryId: number, endpointId: number, attempts: number, answer: Awaited<ReturnType<WebhookSender>>): Promise<void> {
    const { firstRetrySeconds, maxRetrySeconds } = this.options;
    const wait = Math.min(maxRetrySeconds, firstRetrySeconds * 2 ** (attempts - 1));
    const [row] = rowsOf<{ status: string }>(await this.dataSource.query(
      `UPDATE webhook_delivery SET response_status = $2, response_body = $3, duration_ms = $4, last_error = $5,
              status = CASE WHEN $6 THEN 'DELIVERED' WHEN now() + make_interval(secs => $7::float8) > give_up_at THEN 'FAILED' ELSE 'PENDING' END,
              delivered_at = CASE WHEN $6 THEN now() END,
              next_attempt_at = now() + make_interval(secs => $7::float8)
        WHERE id = $1 AND status = 'PENDING' RETURNING status`,
      [deliveryId, answer.status, answer.body, answer.durationMs, answer.error, answer.ok, wait],
    ));
    if (row?.status !== 'FAILED') return;
    // Persistent failure: the endpoint stops receiving until the owner enables it again.
    const reason = `Deliveries failed for ${this.options.retryHours} hours (last: ${answer.error ?? 'no answer'}).`;
    const disabled = rowsOf<{ url: string }>(await this.dataSource.query(`UPDATE webhook_endpoint SET status = 'DISABLED', disabled_reason = $2, disabled_at = now(), updated_at = now() WHERE id = $1 AND status = 'ACTIVE' RETURNING url`, [endpointId, reason]));
    if (disabled.length > 0) this.logger.error({ endpointId, url: disabled[0].url, reason }, 'webhook endpoint disabled after persistent failure; the owner must enable it again');
  }

  /** Endpoints disabled (the owner's notice on the dashboard's overview). */
  async disabledCount(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS n FROM webhook_endpoint WHERE status = 'DISABLED'`);
    return row.n;
  }

  private checkUrl(value: string | null | undefined): string {
    const text = (value ?? '').trim();
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw badInput('Enter the full address of your receiver, starting with https://', { field: 'url' });
    }
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && loopback && this.options.allowLoopbackHttp);
    if (!allowed) throw badInput('The receiver’s address must start with https://', { field: 'url' });
    if (url.username || url.password) throw badInput('Put no user name or password in the address: every request is signed instead.', { field: 'url' });
    if (text.length > 500) throw badInput('The address is longer than 500 characters.', { field: 'url' });
    return url.toString();
  }
}

function checkEvents(events: string[] | null | undefined): string[] {
  const list = [...new Set(events ?? [])];
  if (list.length === 0) throw badInput('Choose at least one event to send.', { field: 'events' });
  const unknown = list.filter((t) => !(PARTNER_EVENT_TYPES as readonly string[]).includes(t));
  if (unknown.length > 0) throw badInput(`Unknown event type: ${unknown.join(', ')}. Known: ${PARTNER_EVENT_TYPES.join(', ')}.`, { field: 'events' });
  return list;
}

function checkDescription(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text.length > 200) throw badInput('The description is longer than 200 characters.', { field: 'description' });
  return text;
}

const toEndpoint = (r: Record<string, any>): WebhookEndpointRow => ({
  id: Number(r.id),
  url: r.url,
  description: r.description,
  events: r.event_types,
  status: r.status,
  disabledReason: r.disabled_reason ?? null,
  disabledAt: r.disabled_at ?? null,
  createdAt: r.created_at,
});

const toDelivery = (r: Record<string, any>): WebhookDeliveryRow => ({
  id: Number(r.id),
  endpointId: Number(r.endpoint_id),
  eventId: eventIdOf(r.event_position),
  eventType: r.type,
  status: r.status,
  attempts: Number(r.attempts),
  responseStatus: r.response_status ?? null,
  responseBody: r.response_body ?? null,
  durationMs: r.duration_ms ?? null,
  lastError: r.last_error ?? null,
  lastAttemptAt: r.last_attempt_at ?? null,
  nextAttemptAt: r.next_attempt_at,
  deliveredAt: r.delivered_at ?? null,
  createdAt: r.created_at,
  body: bodyOf({ position: r.event_position, type: r.type, created_at: r.event_created_at, data: r.data }),
});

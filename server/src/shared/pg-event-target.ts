/**
 * Events that reach every server process: an EventTarget (the kind @graphql-yoga/subscription's
 * createPubSub takes, and TypeGraphQL subscriptions read) whose events travel through PostgreSQL
 * LISTEN/NOTIFY on one channel.
 *
 * - Publishing inside a transaction (`notifyInTransaction`) is the normal path: PostgreSQL holds a
 *   NOTIFY until COMMIT and drops it on ROLLBACK, so a subscriber never hears of a change that did
 *   not happen, and hears of it only once it is visible to the query it runs next.
 * - `dispatchEvent` (createPubSub's publish) sends the NOTIFY on its own, outside any transaction.
 * - Every process (this one included) receives the notification on its dedicated LISTEN
 *   connection and dispatches it to its local listeners. The connection opens with the first
 *   listener, so a process that nobody subscribes to holds no extra connection.
 * - A lost LISTEN connection comes back with a backoff; events sent meanwhile are lost, so the
 *   `onGap` listeners are called and tell their subscribers to catch up (they refetch).
 */
import pg from 'pg';
import type { EntityManager } from 'typeorm';
import type { Logger } from './logger.js';

/** The one PostgreSQL channel the store's events travel on (per database, so test databases never cross). */
export const EVENTS_CHANNEL = 'kapda_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; ours are an id and a status. */
const MAX_PAYLOAD_BYTES = 7900;

/** What travels in a NOTIFY: the event type (topic, with its id) and its detail. */
interface WireEvent {
  t: string;
  d: unknown;
}

function wirePayload(type: string, detail: unknown): string {
  const payload = JSON.stringify({ t: type, d: detail } satisfies WireEvent);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`Event ${type} is too large for NOTIFY (${payload.length} bytes): send ids, not documents.`);
  return payload;
}

/** Sends an event that is delivered when (and only if) the caller's transaction commits. */
export async function notifyInTransaction(manager: EntityManager, type: string, detail: unknown): Promise<void> {
  await manager.query(`SELECT pg_notify($1, $2)`, [EVENTS_CHANNEL, wirePayload(type, detail)]);
}

export interface PgEventTargetOptions {
  /** Connection string of the database (the same one the DataSource uses). */
  url: string;
  logger: Logger;
  /** Sends a NOTIFY outside a transaction (dispatchEvent); the DataSource's pool. */
  query: (sql: string, params: unknown[]) => Promise<unknown>;
}

export class PgEventTarget extends EventTarget {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = RETRY_FIRST_MS;
  private readonly gapListeners = new Set<() => void>();
  private listeners = 0;

  constructor(private readonly options: PgEventTargetOptions) {
    super();
  }

  /** Publishes outside any transaction; local listeners hear it when PostgreSQL echoes it back. */
  override dispatchEvent(event: Event): boolean {
    const detail = (event as CustomEvent).detail ?? null;
    this.options.query(`SELECT pg_notify($1, $2)`, [EVENTS_CHANNEL, wirePayload(event.type, detail)]).catch((error) => this.options.logger.error({ err: error, type: event.type }, 'could not publish an event'));
    return true;
  }

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    super.addEventListener(...args);
    this.listeners += 1;
    void this.ensureListening();
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    super.removeEventListener(...args);
    this.listeners = Math.max(0, this.listeners - 1);
  }

  /**
   * A listener of the store's own (cache invalidation), held for the process's life: it opens the
   * LISTEN connection now but is not counted by `listenerCount`. Answers a function that removes it.
   */
  addInternalListener(type: string, listener: (event: Event) => void): () => void {
    super.addEventListener(type, listener);
    void this.ensureListening();
    return () => super.removeEventListener(type, listener);
  }

  /** Listeners registered in this process (subscriptions running here). */
  listenerCount(): number {
    return this.listeners;
  }

  /** Calls `listener` each time the LISTEN connection came back: events may have been missed meanwhile. */
  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  /** Resolves once the LISTEN connection is open (tests wait on it before publishing). */
  async ready(): Promise<void> {
    await this.ensureListening();
  }

  /** Closes the LISTEN connection for good (shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private ensureListening(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    this.connecting ??= this.listen().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url, keepAlive: true });
    client.on('notification', (message) => this.deliver(message.payload));
    // An error is followed by 'end'; 'end' is where the reconnect is planned.
    client.on('error', (error) => this.options.logger.warn({ err: error }, 'event connection error'));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'could not open the event connection; retrying');
      await client.end().catch(() => undefined);
      this.planRetry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    const wasRetry = this.retryDelayMs !== RETRY_FIRST_MS;
    this.client = client;
    this.retryDelayMs = RETRY_FIRST_MS;
    if (wasRetry) for (const listener of this.gapListeners) listener();
  }

  private deliver(payload: string | undefined) {
    let event: WireEvent;
    try {
      event = JSON.parse(payload ?? '') as WireEvent;
    } catch {
      return; // not ours
    }
    if (typeof event?.t !== 'string') return;
    super.dispatchEvent(new CustomEvent(event.t, { detail: event.d }));
  }

  private lost(client: pg.Client) {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.options.logger.warn('event connection lost; reconnecting');
    this.planRetry();
  }

  private planRetry() {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryDelayMs;
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.ensureListening();
    }, delay);
    this.retryTimer.unref();
  }
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 15_000;

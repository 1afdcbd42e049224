/**
 * Read replicas (DATABASE_REPLICA_URLS): one DataSource (own pool) per streaming replica, taken in
 * turn for catalogue reads (CatalogService's `reads`). Everything else, and everything a shopper
 * wrote and reads back (cart, addresses, orders, payments, wishlist, account, reviews), uses the
 * primary DataSource: no session ever has to wonder whether its own write has been replayed yet.
 *
 * Each replica is checked every PROBE_MS (`SELECT 1`, bounded by a short timeout): one that does
 * not answer is left out until it answers again, and with none answering reads go to the primary,
 * so a replica that goes away costs at most one probe interval of failed catalogue reads, not an
 * outage. Replication lag is not measured here: a catalogue read may be as old as the replica's
 * lag (milliseconds for streaming replication on a healthy network), which the catalogue's own
 * cache (CATALOG_CACHE_MS) already allows.
 */
import type { DataSource } from 'typeorm';
import { createDataSource } from './db.js';
import type { Logger } from './logger.js';

const PROBE_MS = 2000;
const PROBE_TIMEOUT_MS = 1000;

interface Replica {
  url: string;
  dataSource: DataSource;
  healthy: boolean;
  /** A failure was logged since it last answered (one line per outage, not one per probe). */
  warned: boolean;
}

export interface ReadReplicasOptions {
  urls: string[];
  /** False behind PgBouncer in transaction mode (see db.ts). */
  namedStatements: boolean;
  poolSize?: number;
  logger: Logger;
}

export class ReadReplicas {
  private readonly replicas: Replica[];
  private turn = 0;
  private readonly timer: NodeJS.Timeout | null;
  private readonly firstProbe: Promise<void>;
  private closed = false;

  constructor(
    private readonly primary: DataSource,
    private readonly options: ReadReplicasOptions,
  ) {
    this.replicas = options.urls.map((url) => ({ url, healthy: false, warned: false, dataSource: createDataSource({ url, poolSize: options.poolSize ?? 10, namedStatements: options.namedStatements, readOnly: true }) }));
    this.firstProbe = this.probe();
    this.timer = this.replicas.length ? setInterval(() => void this.probe(), PROBE_MS) : null;
    this.timer?.unref();
  }

  /** The DataSource of the next catalogue read: the answering replicas in turn, else the primary. */
  pick(): DataSource {
    const healthy = this.replicas.filter((replica) => replica.healthy);
    if (healthy.length === 0) return this.primary;
    this.turn = (this.turn + 1) % healthy.length;
    return healthy[this.turn].dataSource;
  }

  /** How many replicas answer now (health, tests). */
  healthyCount(): number {
    return this.replicas.filter((replica) => replica.healthy).length;
  }

  /** Resolves once every replica has been probed once (start-up, tests). */
  ready(): Promise<void> {
    return this.firstProbe;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.replicas.map((replica) => (replica.dataSource.isInitialized ? replica.dataSource.destroy().catch(() => undefined) : undefined)));
  }

  private async probe(): Promise<void> {
    await Promise.all(
      this.replicas.map(async (replica) => {
        let healthy = false;
        try {
          if (!replica.dataSource.isInitialized) await withTimeout(replica.dataSource.initialize(), PROBE_TIMEOUT_MS * 5);
          await withTimeout(replica.dataSource.query('SELECT 1'), PROBE_TIMEOUT_MS);
          healthy = true;
        } catch (error) {
          if (!replica.warned && !this.closed) this.options.logger.warn({ err: error, replica: redact(replica.url) }, 'read replica not answering: catalogue reads go elsewhere');
          replica.warned = true;
        }
        if (this.closed) return;
        if (healthy && !replica.healthy) this.options.logger.info({ replica: redact(replica.url) }, 'read replica answering');
        if (healthy) replica.warned = false;
        replica.healthy = healthy;
      }),
    );
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A connection string without its password, for logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'replica';
  }
}

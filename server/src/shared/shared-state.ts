/**
 * State that every server process must see the same: request budgets (rate-limiter-flexible) and
 * counts of open live sockets. One engine for all of them, chosen by LIMITS_STORE:
 *
 * - `redis` (the default when REDIS_URL is set): rate-limiter-flexible's Redis store (one atomic
 *   Lua script per call), and open sockets as leases in a Redis sorted set per key. When Redis
 *   cannot answer, budgets fall back to an in-memory limiter of this process (the insurance
 *   limiter: the store keeps serving, each process then counting its own callers) and socket caps
 *   to this process's counts.
 * - `postgres`: rate-limiter-flexible's PostgreSQL store on the `rate_limit` table (migration
 *   1732000001600); socket caps stay per process (they need leases, which only the Redis engine has).
 * - `memory` (the default without REDIS_URL): per process, exactly as a single server needs.
 *
 * The OTP and wrong-code limits do not live here: they are rows in PostgreSQL (auth service),
 * serialised by advisory locks, so they already hold across processes whatever this engine is.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from './logger.js';

export type LimitsStore = 'redis' | 'postgres' | 'memory';

/** The table of the PostgreSQL store (created by a migration, never by the library at run time). */
export const RATE_LIMIT_TABLE = 'rate_limit';

export interface SharedStateOptions {
  store: LimitsStore;
  redisUrl?: string;
  /** Prefix of every Redis key, so several stores (or test files) can share one Redis. */
  redisPrefix: string;
  dataSource: DataSource;
  logger: Logger;
}

export interface BudgetOptions {
  /** Name of the budget (part of every key: budgets never share counts). */
  name: string;
  /** Calls allowed per `durationSeconds`. */
  points: number;
  durationSeconds: number;
}

/**
 * Open things (sockets) per key with a cap, counted by every process. `open` answers a release
 * function, or null when the key is at its cap.
 */
export interface OpenCounter {
  open(key: string | number): Promise<(() => void) | null>;
}

export interface SharedState {
  readonly store: LimitsStore;
  /** A request budget per key (rate-limiter-flexible). */
  budget(options: BudgetOptions): RateLimiterAbstract;
  /** A cap on things open at once per key, `max` each. */
  openCounter(name: string, max: number): OpenCounter;
  /** The Redis connection when the store is Redis (cache invalidation may use it too). */
  readonly redis: Redis | null;
  close(): Promise<void>;
}

/** How long an open socket's lease lives without renewal: a crashed process's sockets stop counting after it. */
export const SOCKET_LEASE_MS = 60_000;
const LEASE_RENEW_MS = 20_000;

export function createSharedState(options: SharedStateOptions): SharedState {
  const { store, logger } = options;
  let redis: Redis | null = null;
  if (store === 'redis') {
    if (!options.redisUrl) throw new Error('LIMITS_STORE=redis needs REDIS_URL');
    redis = new Redis(options.redisUrl, {
      keyPrefix: options.redisPrefix,
      // A down Redis must not hold requests: commands fail at once (and the insurance limiter answers).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  }
  const counters: LeaseCounter[] = [];

  return {
    store,
    redis,
    budget({ name, points, durationSeconds }) {
      const base = { keyPrefix: `rl:${name}`, points, duration: durationSeconds };
      if (store === 'redis') {
        return new RateLimiterRedis({ ...base, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(base) });
      }
      if (store === 'postgres') {
        const pool = (options.dataSource.driver as PostgresDriver).master as Pool;
        // clearExpiredByTimeout: each process deletes rows that expired an hour ago, every 5 minutes.
        return new RateLimiterPostgres({ ...base, storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: true, insuranceLimiter: new RateLimiterMemory(base) });
      }
      return new RateLimiterMemory(base);
    },
    openCounter(name, max) {
      const local = new LocalCounter(max);
      if (!redis) return local;
      const counter = new LeaseCounter(redis, name, max, local, logger);
      counters.push(counter);
      return counter;
    },
    async close() {
      for (const counter of counters) counter.stop();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}

/** Per process: a count per key in memory. */
class LocalCounter implements OpenCounter {
  private readonly counts = new Map<string, number>();
  constructor(private readonly max: number) {}

  async open(key: string | number): Promise<(() => void) | null> {
    return this.openNow(String(key));
  }

  openNow(key: string): (() => void) | null {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.max) return null;
    this.counts.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left <= 0) this.counts.delete(key);
      else this.counts.set(key, left);
    };
  }
}

/**
 * Across processes: each open thing is a member of a Redis sorted set per key, scored by when its
 * lease ends. Opening drops ended leases, adds this one and counts (one MULTI); over the cap it is
 * removed again (two racing opens for the last place may both be refused, never both admitted).
 * This process renews the leases of its open things every 20 s; a process that dies stops
 * renewing, and its sockets stop counting within SOCKET_LEASE_MS.
 */
class LeaseCounter implements OpenCounter {
  private readonly mine = new Map<string, string>(); // member → set key
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly max: number,
    private readonly fallback: LocalCounter,
    private readonly logger: Logger,
  ) {
    this.timer = setInterval(() => void this.renew(), LEASE_RENEW_MS);
    this.timer.unref();
  }

  async open(key: string | number): Promise<(() => void) | null> {
    const setKey = `open:${this.name}:${key}`;
    const member = crypto.randomUUID();
    const now = Date.now();
    try {
      const results = await this.redis
        .multi()
        .zremrangebyscore(setKey, '-inf', now)
        .zadd(setKey, now + SOCKET_LEASE_MS, member)
        .zcard(setKey)
        .pexpire(setKey, SOCKET_LEASE_MS)
        .exec();
      const count = Number(results?.[2]?.[1] ?? 0);
      if (count > this.max) {
        await this.redis.zrem(setKey, member);
        return null;
      }
    } catch (error) {
      this.logger.warn({ err: error, counter: this.name }, 'redis unavailable: counting open sockets in this process');
      return this.fallback.openNow(String(key));
    }
    this.mine.set(member, setKey);
    return () => {
      if (!this.mine.delete(member)) return;
      this.redis.zrem(setKey, member).catch(() => undefined); // the lease ends by itself otherwise
    };
  }

  private async renew() {
    if (this.mine.size === 0) return;
    const until = Date.now() + SOCKET_LEASE_MS;
    const pipeline = this.redis.pipeline();
    for (const [member, setKey] of this.mine) {
      pipeline.zadd(setKey, 'XX', until, member);
      pipeline.pexpire(setKey, SOCKET_LEASE_MS);
    }
    await pipeline.exec().catch((error) => this.logger.warn({ err: error }, 'could not renew socket leases'));
  }

  stop() {
    clearInterval(this.timer);
  }
}

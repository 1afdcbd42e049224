/**
 * Stateless servers, limits (issue 15): two app instances over one database, as two server
 * processes behind a balancer would be. With Redis (or the PostgreSQL store) a client's budget is
 * one budget whichever instance it reaches; the memory store (a single process's default) is shown
 * for contrast: there each instance counts its own callers.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSharedState } from '../../src/shared/shared-state.js';
import { createLogger } from '../../src/shared/logger.js';
import { useTestDatabase, useTestServer, type TestServer } from '../harness.js';
import { redisAvailable } from '../optional-tools.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAvailable(REDIS_URL);
const FLOOD = 12;
const db = useTestDatabase();
const prefix = `kapda-test-${crypto.randomBytes(4).toString('hex')}:`;
const common = { FLOOD_MAX_REQUESTS_PER_MINUTE: String(FLOOD), TRUST_PROXY: 'loopback', LIVE_MAX_SOCKETS_PER_ADDRESS: '4', LIVE_MAX_SOCKETS_PER_USER: '2' };
const redisA = useTestServer({ ...common, REDIS_URL, REDIS_PREFIX: prefix }, { db });
const redisB = useTestServer({ ...common, REDIS_URL, REDIS_PREFIX: prefix }, { db });
const pgA = useTestServer({ ...common, LIMITS_STORE: 'postgres' }, { db });
const pgB = useTestServer({ ...common, LIMITS_STORE: 'postgres' }, { db });
const memoryA = useTestServer(common, { db });
const memoryB = useTestServer(common, { db });

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

async function sections(server: TestServer, ip: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/v1/user/getSections`, { headers: { 'x-forwarded-for': ip } });
  await response.arrayBuffer();
  return response.status;
}

/** Calls alternating between the two instances, all from one address. */
async function alternate(a: TestServer, b: TestServer, ip: string, calls: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < calls; i++) statuses.push(await sections(i % 2 === 0 ? a : b, ip));
  return statuses;
}

/**
 * Until its Redis connection is up an instance counts in its own memory (the insurance limiter, so a
 * slow Redis holds no request): the shared budget is checked once both are connected.
 */
async function redisConnected(...servers: TestServer[]) {
  for (const server of servers) {
    const redis = server.services.shared.redis!;
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  }
}

describe('the flood limit across two instances', () => {
  it.skipIf(!redisUp)('with Redis: one budget for the address, whichever instance answers', async () => {
    expect(redisA.services.shared.store).toBe('redis');
    await redisConnected(redisA, redisB);
    const statuses = await alternate(redisA, redisB, freshIp(), FLOOD * 2);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FLOOD);
    expect(statuses.slice(FLOOD).every((s) => s === 429)).toBe(true);
    // Another address is unaffected.
    expect(await sections(redisB, freshIp())).toBe(200);
  });

  it('with the PostgreSQL store (LIMITS_STORE=postgres): the same', async () => {
    expect(pgA.services.shared.store).toBe('postgres');
    const statuses = await alternate(pgA, pgB, freshIp(), FLOOD * 2);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FLOOD);
    const [{ rows }] = await db.dataSource.query(`SELECT count(*)::int AS rows FROM rate_limit WHERE key LIKE 'rl:flood:%'`);
    expect(rows).toBeGreaterThan(0);
  });

  it('with the memory store (one process’s default): each instance counts its own, so alternating doubles the budget', async () => {
    expect(memoryA.services.shared.store).toBe('memory');
    const statuses = await alternate(memoryA, memoryB, freshIp(), FLOOD * 2);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FLOOD * 2);
  });
});

describe('OTP limits across two instances', () => {
  it('a resend through the other instance waits like one through the same (rows in PostgreSQL)', async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const ip = freshIp();
    const send = (server: TestServer) =>
      fetch(`${server.baseUrl}/api/v1/user/sendOtp`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ phone }) });
    expect((await send(redisA)).status).toBe(200);
    const again = await send(redisB);
    expect(again.status).toBe(429);
    expect(((await again.json()) as { message: string }).message).toMatch(/try again|wait/i);
  });
});

const wsUrl = (server: TestServer) => `${server.baseUrl.replace(/^http/, 'ws')}/graphql`;

/** Opens a raw socket from `ip`: 101 when admitted, the refusal's status otherwise. */
function openSocket(server: TestServer, ip: string): Promise<{ status: number; socket: WebSocket }> {
  const socket = new WebSocket(wsUrl(server), 'graphql-transport-ws', { headers: { 'x-forwarded-for': ip } });
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0, socket }));
    socket.once('open', () => resolve({ status: 101, socket }));
  });
}

describe('live-socket caps across two instances (Redis leases)', () => {
  it.skipIf(!redisUp)('an address holds at most LIVE_MAX_SOCKETS_PER_ADDRESS sockets over both instances, and a closed one frees a place', async () => {
    const ip = freshIp();
    const opened = [await openSocket(redisA, ip), await openSocket(redisB, ip), await openSocket(redisA, ip), await openSocket(redisB, ip)];
    expect(opened.map((o) => o.status)).toEqual([101, 101, 101, 101]);
    const fifthA = await openSocket(redisA, ip);
    const fifthB = await openSocket(redisB, ip);
    expect([fifthA.status, fifthB.status]).toEqual([429, 429]);
    // Closing one on A frees a place that B can use.
    const closed = new Promise((resolve) => opened[0].socket.once('close', resolve));
    opened[0].socket.close();
    await closed;
    let again = await openSocket(redisB, ip);
    for (let i = 0; again.status !== 101 && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await openSocket(redisB, ip);
    }
    expect(again.status).toBe(101);
    for (const o of [...opened, again]) o.socket.terminate();
  });

  it('memory instances cap per process only (the contrast)', async () => {
    const ip = freshIp();
    const opened = await Promise.all([0, 1, 2, 3].flatMap(() => [openSocket(memoryA, ip), openSocket(memoryB, ip)]));
    expect(opened.filter((o) => o.status === 101)).toHaveLength(8);
    for (const o of opened) o.socket.terminate();
  });
});

describe('when Redis cannot answer', () => {
  it('budgets fall back to this process (the insurance limiter) and sockets to local counts: nothing hangs or fails', async () => {
    const shared = createSharedState({ store: 'redis', redisUrl: 'redis://127.0.0.1:1', redisPrefix: 'down:', dataSource: db.dataSource, logger: createLogger('silent') });
    try {
      const budget = shared.budget({ name: 'probe', points: 2, durationSeconds: 60 });
      const started = Date.now();
      await budget.consume('k');
      await budget.consume('k');
      await expect(budget.consume('k')).rejects.toMatchObject({ remainingPoints: 0 });
      const counter = shared.openCounter('probe', 1);
      const release = await counter.open('k');
      expect(release).toBeTypeOf('function');
      expect(await counter.open('k')).toBeNull();
      release?.();
      expect(await counter.open('k')).toBeTypeOf('function');
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await shared.close();
    }
  });
});

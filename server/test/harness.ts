/**
 * Per-test-file helpers: a fresh database cloned from the seeded template, and the real HTTP
 * app listening on a random port, with small clients for GraphQL and REST.
 */
import 'reflect-metadata';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { inject, beforeAll, afterAll } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/shared/db.js';
import { ServiceContext } from '../src/shared/service-context.js';
import { loadConfig, type Config } from '../src/config.js';
import { createLogger } from '../src/shared/logger.js';
import { createApp } from '../src/app/create-app.js';
import type { Services } from '../src/app/services.js';
import type { LiveUpdates } from '../src/app/graphql-ws.js';
import type { Readiness } from '../src/app/readiness.js';
import { adminQuery, withDatabase } from './global-setup.js';

export interface TestDatabase {
  dataSource: DataSource;
  url: string;
  /** SQL statements run since the last reset (see statementCount.reset()). */
  statements: string[];
}

/** A clean database for this test file: the seeded template, cloned. */
export function useTestDatabase(): TestDatabase {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const adminUrl = inject('adminUrl');
  const db = { statements: [] as string[] } as TestDatabase;
  beforeAll(async () => {
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    db.url = withDatabase(adminUrl, name);
    db.dataSource = createDataSource({ url: db.url, onQuery: (sql) => db.statements.push(sql) });
    await db.dataSource.initialize();
  });
  afterAll(async () => {
    await db.dataSource?.destroy();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return db;
}

export interface GqlAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } & Record<string, unknown> }>;
}

/** The staff bearer token the test servers are configured with (STAFF_TOKEN, role owner). */
export const STAFF_TOKEN = 'staff-token-for-tests-only';

export interface TestServer {
  baseUrl: string;
  /** Live updates (WebSocket subscriptions) of this server. */
  live: LiveUpdates;
  /** Readiness of this server (draining before a shutdown). */
  readiness: Readiness;
  services: Services;
  config: Config;
  db: TestDatabase;
  /** A service context for the server itself (staff moves and jobs a test runs directly). */
  system: ServiceContext;
  /** POST /graphql; returns the parsed body (data and errors). */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlAnswer<T>>;
  /** POST /admin/graphql (the staff's endpoint); returns the parsed body and the HTTP status. */
  admin<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlAnswer<T> & { status: number }>;
  /** A REST call under /api/v1; returns status and parsed JSON. */
  rest<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
}

/** The real app on a random port over this file's database. */
export function useTestServer(overrides: Record<string, string> = {}, options: { clientDir?: () => string; db?: TestDatabase } = {}): TestServer {
  // Given a database, several servers (each its own createApp, as separate processes would be) share it.
  const db = options.db ?? useTestDatabase();
  let server: Server;
  const ts = { db } as TestServer;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      STAFF_TOKEN,
      DATA_DIR: '.data/test-run',
      // Every test shopper shares 127.0.0.1: the cost budget (issue 25) is tried where it is set.
      FLOOD_MAX_COST_PER_MINUTE: '0',
      ...overrides,
    });
    const { app, services, live, readiness } = await createApp({ dataSource: db.dataSource, config, logger: createLogger('silent'), clientDir: options.clientDir?.() });
    ts.readiness = readiness;
    server = app.listen(0);
    live.attach(server);
    ts.live = live;
    await new Promise((resolve) => server.once('listening', resolve));
    ts.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ts.services = services;
    ts.config = config;
    ts.system = ServiceContext.system(db.dataSource, 'test', (error) => {
      throw error;
    });
  });
  afterAll(async () => {
    await ts.live?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await ts.services?.shared.close();
    await ts.services?.replicas?.close();
  });
  const post = (path: string, query: string, variables?: Record<string, unknown>, token?: string) =>
    fetch(`${ts.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
  ts.gql = async <T>(query: string, variables?: Record<string, unknown>, token?: string) =>
    (await (await post('/graphql', query, variables, token)).json()) as GqlAnswer<T>;
  ts.admin = async <T>(query: string, variables?: Record<string, unknown>, token?: string) => {
    const response = await post('/admin/graphql', query, variables, token);
    return { status: response.status, ...((await response.json()) as GqlAnswer<T>) };
  };
  ts.rest = async (method, path, body, token) => {
    const response = await fetch(`${ts.baseUrl}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: parsed as any };
  };
  return ts;
}

/** Logs a customer in directly through the token service (for tests that are not about login). */
export async function loginAs(ts: TestServer, phone: string): Promise<{ token: string; customerId: number }> {
  const [row] = await ts.db.dataSource.query(
    `INSERT INTO customer (phone) VALUES ($1) ON CONFLICT (phone) DO UPDATE SET phone = EXCLUDED.phone RETURNING id`,
    [phone],
  );
  const { token } = await ts.services.authTokens.issue(row.id);
  return { token, customerId: row.id };
}

/** A service context acting for a shopper: tests that call services directly (ServiceContext first). */
export function actingFor(ts: TestServer, customerId: number): ServiceContext {
  return ServiceContext.create(ts.db.dataSource, { kind: 'customer', customerId, sessionId: null }, `test-${customerId}`);
}

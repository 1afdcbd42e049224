/**
 * Browser-test harness: the built server (dist/) in its own process over a fresh database,
 * and headless Debian Chromium driven by playwright-core (no browser download).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { inject, beforeAll, afterAll } from 'vitest';
import { chromium, type Browser, type Page, type BrowserContext } from 'playwright-core';
import { adminQuery, withDatabase } from '../server/test/global-setup.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface E2E {
  baseUrl: string;
  browser: Browser;
  databaseUrl: string;
  /** A new page in a fresh context (no storage) at the given viewport width. */
  newPage(width?: number): Promise<Page>;
  /** Saves a screenshot under e2e/screenshots/ (looked at by a person, not compared). */
  screenshot(page: Page, name: string): Promise<void>;
}

export function useE2E(env: Record<string, string> = {}): E2E {
  const e2e = {} as E2E;
  const dbName = `e2e_${crypto.randomBytes(6).toString('hex')}`;
  const adminUrl = inject('adminUrl');
  let server: ChildProcess | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await adminQuery(adminUrl, `CREATE DATABASE ${dbName} TEMPLATE ${inject('templateDatabase')}`);
    e2e.databaseUrl = withDatabase(adminUrl, dbName);
    const port = 20000 + Math.floor(Math.random() * 20000);
    server = spawn(process.execPath, [`${process.env.E2E_OUT ?? 'dist'}/server/src/main.js`], {
      env: {
        ...process.env,
        DATABASE_URL: e2e.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        DATA_DIR: '.data/e2e',
        STAFF_TOKEN: 'staff-token-for-tests-only',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    e2e.baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${e2e.baseUrl}/readyz`)).ok, 30_000, () => output);
    e2e.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await e2e.browser?.close();
    server?.kill('SIGTERM');
    await new Promise((resolve) => (server && server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  e2e.newPage = async (width = 1280) => {
    const context = await e2e.browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, baseURL: e2e.baseUrl });
    contexts.push(context);
    return context.newPage();
  };
  e2e.screenshot = async (page, name) => {
    const dir = path.resolve('e2e/screenshots');
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  };
  return e2e;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, describe: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${describe()}`);
}

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
// Chromium 156 preloads its omnibox popup (a WebUI renderer) even headless: ≈ 0.8 s of CPU per
// browser here, taken from the journeys' servers and pages on 2 cores (bench/README.md, 2026-11-23).
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

export interface E2E {
  baseUrl: string;
  browser: Browser;
  databaseUrl: string;
  /**
   * A new page in a fresh context (no storage) at the given viewport width. Service workers are
   * blocked unless asked for: a worker that serves files from its cache would hide requests from
   * `page.route` and carry state between steps of a journey.
   */
  newPage(width?: number, options?: { serviceWorkers?: 'allow' | 'block' }): Promise<Page>;
  /** Saves a screenshot under e2e/screenshots/ (looked at by a person, not compared). */
  screenshot(page: Page, name: string): Promise<void>;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
}

/**
 * `env` may be a function, run in beforeAll before the server starts (a journey's fakes listen on
 * ports known only then). `emptyDatabase`: a new database the server migrates itself, with no
 * demo data (a real shop's first start), instead of a clone of the seeded template.
 */
export function useE2E(env: Record<string, string> | (() => Promise<Record<string, string>>) = {}, options: { emptyDatabase?: boolean } = {}): E2E {
  const e2e = {} as E2E;
  const dbName = `e2e_${crypto.randomBytes(6).toString('hex')}`;
  const adminUrl = inject('adminUrl');
  let server: ChildProcess | undefined;
  let output = '';
  const contexts: BrowserContext[] = [];
  e2e.output = () => output;

  beforeAll(async () => {
    await adminQuery(adminUrl, options.emptyDatabase ? `CREATE DATABASE ${dbName}` : `CREATE DATABASE ${dbName} TEMPLATE ${inject('templateDatabase')}`);
    const extraEnv = typeof env === 'function' ? await env() : env;
    e2e.databaseUrl = withDatabase(adminUrl, dbName);
    // PORT=0: the kernel picks a free port and the server prints it. A random port of our own once
    // fell in Linux's ephemeral range (32768+) and CI saw the probe fail for 100 s on a server that
    // had printed "Store ready".
    server = spawn(process.execPath, [`${process.env.E2E_OUT ?? 'dist'}/server/src/main.js`], {
      env: {
        ...process.env,
        DATABASE_URL: e2e.databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        DATA_DIR: '.data/e2e',
        STAFF_TOKEN: 'staff-token-for-tests-only',
        // A journey's browser works many times faster than a shopper, from one address: the
        // per-address cost budget (docs/adr/0112) is tried by server/test/resilience/cost-budget.test.ts.
        FLOOD_MAX_COST_PER_MINUTE: '0',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    const exited = server;
    // Generous: on a 2-core CI machine two journeys' servers and browsers start side by side.
    await waitFor(
      async () => {
        if (exited.exitCode !== null) throw new Error(`server exited with code ${exited.exitCode}`);
        const port = /Store ready at http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (!port) return 'not listening yet';
        e2e.baseUrl = `http://127.0.0.1:${port}`;
        const answer = await fetch(`${e2e.baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
        return answer.ok ? true : `/readyz answered ${answer.status} ${await answer.text()}`;
      },
      100_000,
      () => output,
    );
    e2e.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await e2e.browser?.close();
    server?.kill('SIGTERM');
    await new Promise((resolve) => (server && server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  e2e.newPage = async (width = 1280, options = {}) => {
    const context = await e2e.browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 900 },
      baseURL: e2e.baseUrl,
      serviceWorkers: options.serviceWorkers ?? 'block',
    });
    contexts.push(context);
    return context.newPage();
  };
  e2e.screenshot = async (page, name) => {
    // E2E_SCREENSHOTS=off (CI, where nobody opens them): the journey runs the same, without the
    // full-page PNGs (≈ 110 of them, seconds each on a busy machine).
    if (process.env.E2E_SCREENSHOTS === 'off') return;
    const dir = path.resolve('e2e/screenshots');
    fs.mkdirSync(dir, { recursive: true });
    // A full-page shot is the whole page at once, which no screen shows: what the page skips
    // rendering until it is scrolled to (content-visibility: auto) is rendered for it.
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, style: '* { content-visibility: visible !important; }' });
  };
  return e2e;
}

/** Polls `check` until it returns true; anything else (a string, an error) is why not, kept for the failure. */
async function waitFor(check: () => Promise<true | string>, timeoutMs: number, describe: () => string) {
  const deadline = Date.now() + timeoutMs;
  let lastReason = 'never checked';
  while (Date.now() < deadline) {
    try {
      const result = await check();
      if (result === true) return;
      lastReason = result;
    } catch (error) {
      lastReason = error instanceof Error ? `${error.name}: ${error.message}${error.cause ? ` (${String(error.cause)})` : ''}` : String(error);
      if (lastReason.startsWith('Error: server exited')) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready (last check: ${lastReason}):\n${describe()}`);
}

/**
 * `npm start` as a newcomer meets it: the built server with its embedded PostgreSQL (no
 * DATABASE_URL). A taken port gets a message that says what to do and leaves no data folder;
 * SIGTERM finishes the request in flight, stops PostgreSQL and exits 0.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = path.resolve(`${process.env.E2E_OUT ?? 'dist'}/server/src/main.js`);
const folders: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-start-'));
  fs.chmodSync(dir, 0o755); // PostgreSQL runs as the postgres user when we are root
  folders.push(dir);
  return dir;
}
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The built server as `npm start` runs it after building (`npm run serve`), or node directly. */
function startStore(env: Record<string, string>, how: 'node' | 'npm' = 'node') {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const [command, args] = how === 'npm' ? ['npm', ['run', '--silent', 'serve']] : [process.execPath, [MAIN]];
  const child = spawn(command, args, { env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', SEED_ON_START: 'false', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm start with the embedded PostgreSQL', () => {
  it('says how to fix a taken port and leaves no half-made data folder', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)));
    const dataDir = tempDataDir();
    try {
      const store = startStore({ EMBEDDED_PG_PORT: String(port), DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await store.exited).toBe(1);
      expect(store.output()).toContain(`Port ${port} is already in use`);
      expect(store.output()).toContain('EMBEDDED_PG_PORT=');
      expect(store.output()).toContain('DATABASE_URL=');
      expect(store.output()).not.toContain('undefined');
      expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'pg.partial'))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('npm start hands the server signals on (exec, not a shell that would die alone)', () => {
    const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.start).toMatch(/&& exec npm run --silent serve$/);
    expect(scripts.serve).toMatch(/^exec node dist\/server\/src\/main\.js$/);
  });

  it('on SIGTERM to npm answers the request in flight, stops its PostgreSQL and exits 0', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const store = startStore({ EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir, PORT: String(port) }, 'npm');
    const deadline = Date.now() + 60_000;
    while (!/Store ready/.test(store.output())) {
      if (Date.now() > deadline || store.child.exitCode !== null) throw new Error(`the store did not start:\n${store.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const postmasterPid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(isAlive(postmasterPid)).toBe(true);

    // A request that needs the database, sent just before the signal, still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ sections { id } }' }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();

    expect(await store.exited).toBe(0);
    expect(isAlive(postmasterPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

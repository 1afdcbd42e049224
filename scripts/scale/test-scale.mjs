// `npm run test:scale`: the store as several processes behind HAProxy, proven on this machine.
//
// Starts (scripts/scale/cluster.mjs) a PostgreSQL primary of its own and a streaming replica made
// with pg_basebackup, Redis, PgBouncer when the build supports it, three built app processes and
// HAProxy with deploy/haproxy.cfg; then
//   1. place-order load across all processes while one process is SIGKILLed (and started again)
//      and the others get a rolling restart: every answer a success or a clean error, retried
//      with the same idempotency key; afterwards no oversell, stock reconciles with the orders,
//      every confirmed order is there whole, every idempotency key one order, the coupon's limit
//      held, the best-seller roll-up counted every unit once;
//   2. OTP and flood limits across processes (one client address through the balancer);
//   3. a shopper's own writes read back at once while catalogue reads come from the replica
//      (replay paused on the replica, so the two are told apart).
// Options: --skip-build (reuse dist-scale), --products N (default 300), --keep (leave the temp
// folder), SCALE_OUT=<folder> for another build folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { query } from '../../bench/lib/db.mjs';
import { run, sleep } from '../../bench/lib/proc.mjs';
import { GQL } from '../../bench/scenarios.mjs';
import { backendStatus, startApp, startCluster, waitForBackendsUp } from './cluster.mjs';
import { closeAgents, gqlBody, request, userErrorOf, withRetries } from './client.mjs';
import { addressBody, makeShoppers, stockLines } from './fixtures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const OUT = process.env.SCALE_OUT ?? 'dist-scale';
const started = Date.now();
const log = (...args) => console.log(`[scale ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s]`, ...args);

const SHOPPERS = 32;
const SIZES = 20;
const UNITS_PER_SIZE = 60;
const COUPON = { code: 'SCALE25', limit: 25 };
const FLOOD_LIMIT = 300;
const OTP_PER_IP = 6;

const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok, detail });
  log(`${ok === true ? 'PASS' : ok === false ? 'FAIL' : 'SKIP'}  ${name}${detail ? `: ${detail}` : ''}`);
};

if (!flag('skip-build')) {
  log(`building the server into ${OUT}`);
  await run('npx', ['tsc', '-p', 'tsconfig.json', '--outDir', OUT]);
}

const cluster = await startCluster({
  outDir: OUT,
  apps: 3,
  products: Number(option('products', 300)),
  log,
  appEnv: {
    // Every read must reach the database the test is watching (no per-process page cache).
    CATALOG_CACHE_MS: '0',
    FLOOD_MAX_REQUESTS_PER_MINUTE: String(FLOOD_LIMIT),
    OTP_MAX_PER_IP_PER_HOUR: String(OTP_PER_IP),
  },
});
const shutdown = async () => {
  closeAgents();
  if (flag('keep')) log(`kept ${cluster.dir}`);
  else await cluster.stop();
};

try {
  log(`this build supports: ${JSON.stringify(cluster.supports)}`);
  const db = cluster.primaryUrl;
  const base = cluster.baseUrl;

  // ------------------------------------------------------------ fixtures
  const { shoppers: everyone, pin } = await makeShoppers(cluster, SHOPPERS + 1);
  // The last one sits out the load: its empty cart and orders are part 3's evidence.
  const shoppers = everyone.slice(0, SHOPPERS);
  const observer = everyone[SHOPPERS];
  const lines = await stockLines(db, SIZES, UNITS_PER_SIZE);
  const sizeIds = lines.map((l) => l.size_id);
  await query(
    db,
    `INSERT INTO coupon (code, title, discount_type, discount_value, usage_limit) VALUES ($1, 'Scale test', 'flat', 100, $2)`,
    [COUPON.code, COUPON.limit],
  );
  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const unitsSoldBefore = new Map((await query(db, `SELECT id, units_sold FROM product WHERE id = ANY($1::int[])`, [productIds])).map((r) => [r.id, Number(r.units_sold)]));
  log(`${SHOPPERS} shoppers with addresses; ${SIZES} sizes × ${UNITS_PER_SIZE} units; coupon ${COUPON.code} limited to ${COUPON.limit} uses`);

  // ------------------------------------------------------------ 1. place-order load, SIGKILL, rolling restart
  const stats = { started, retried: {}, retriedAt: [], failures: {}, answers: { ok: 0, refused: 0, unclean: 0, 'gave up': 0 }, unclean: [], refusals: {}, confirmed: new Map(), duplicatesSent: 0 };
  const tally = (answer, what) => {
    stats.answers[answer.kind]++;
    if (answer.kind === 'unclean') stats.unclean.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
    if (answer.kind === 'refused') {
      const message = answer.json?.errors?.[0]?.message ?? userErrorOf(answer)?.message ?? answer.json?.message;
      stats.refusals[message] = (stats.refusals[message] ?? 0) + 1;
    }
  };
  const gql = (s, q, variables, headers = {}) => () =>
    request(base, 'POST', '/graphql', { body: gqlBody(q, variables), headers: { authorization: `Bearer ${s.token}`, ...headers }, localAddress: s.localAddress });
  let loadRunning = true;
  let attempts = 0;
  const shopperLoop = async (s, index) => {
    let n = 0;
    while (loadRunning) {
      const line = lines[Math.floor(Math.random() * lines.length)];
      // One key per add, the same on every retry: HAProxy may replay it and the server adds it once.
      const addKey = crypto.randomUUID();
      const added = await withRetries(gql(s, GQL.addToCart, { line: { productId: String(line.product_id), color: line.color, size: line.size, quantity: 1 } }, { 'idempotency-key': addKey }), { stats, op: 'addToCart' });
      tally(added, 'addToCart');
      if (added.kind !== 'ok') {
        await sleep(200);
        continue;
      }
      const key = crypto.randomUUID();
      const input = { addressId: String(s.addressId), paymentMethod: 'COD', idempotencyKey: key, ...(n % 4 === index % 4 ? { couponCode: COUPON.code } : {}) };
      // The key also goes in the Idempotency-Key header: it tells HAProxy this POST is safe to
      // replay on another process when the one answering it dies (deploy/haproxy.cfg, retry-on).
      const place = gql(s, GQL.placeOrder, { input }, { 'idempotency-key': key });
      attempts++;
      // Every 8th checkout is sent twice at once (a double tap): one order either way.
      const sends = n % 8 === 3 ? [withRetries(place, { stats, op: 'placeOrder' }), withRetries(place, { stats, op: 'placeOrder' })] : [withRetries(place, { stats, op: 'placeOrder' })];
      if (sends.length > 1) stats.duplicatesSent++;
      for (const answer of await Promise.all(sends)) {
        tally(answer, 'placeOrder');
        if (answer.kind === 'ok') {
          const orderId = answer.json.data.placeOrder.order.id;
          const seen = stats.confirmed.get(key);
          if (seen && seen !== orderId) stats.unclean.push(`idempotency key ${key} answered orders ${seen} and ${orderId}`);
          stats.confirmed.set(key, orderId);
        }
      }
      n++;
      await sleep(100); // a shopper's pause between checkouts (leaves the restarts some CPU)
    }
  };
  const [victim, ...others] = cluster.apps;
  const events = [];
  const chaos = async () => {
    await sleep(6000);
    events.push(`${victim.name} SIGKILL at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    log(`SIGKILL ${victim.name} (pid ${victim.child.pid}) under load`);
    victim.child.kill('SIGKILL');
    await victim.child.exited;
    await sleep(3000);
    log(`starting ${victim.name} again`);
    await startApp(cluster, victim);
    await waitForBackendsUp(cluster, [victim.name]);
    events.push(`${victim.name} back UP at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Rolling restart: one process at a time, SIGTERM (drain, finish, exit), start, wait until HAProxy has it UP.
    for (const app of [...others, victim]) {
      log(`rolling restart: SIGTERM ${app.name}`);
      const t = Date.now();
      const exit = await app.child.stop('SIGTERM', 20_000);
      events.push(`${app.name} SIGTERM → exit ${exit.code ?? exit.signal} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      await startApp(cluster, app);
      await waitForBackendsUp(cluster, [app.name]);
      events.push(`${app.name} back UP after ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    await sleep(3000);
  };
  log(`place-order load: ${SHOPPERS} shoppers through HAProxy`);
  const loops = shoppers.map((s, i) => shopperLoop(s, i));
  const loadStarted = Date.now();
  await chaos();
  loadRunning = false;
  await Promise.all(loops);
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  for (const e of events) log(`  ${e}`);
  log(`retries (time since start, cause): ${stats.retriedAt.slice(0, 60).join(', ')}${stats.retriedAt.length > 60 ? ' …' : ''}`);
  log(`load: ${loadSeconds.toFixed(0)} s, ${attempts} checkouts (${stats.duplicatesSent} sent twice at once), answers ${JSON.stringify(stats.answers)}, retried ${JSON.stringify(stats.retried)}`);
  log(`refusals: ${JSON.stringify(stats.refusals)}`);
  log(`failed attempts by call and how they ended: ${JSON.stringify(stats.failures)}`);
  // HAProxy's view: answers by status and termination state (httplog: "… status bytes - - STATE …").
  const terminations = {};
  for (const m of cluster.haproxyLog().matchAll(/ (\d{3}) \d+ - - (\S{4}) /g)) if (m[2] !== '----') terminations[`${m[1]} ${m[2]}`] = (terminations[`${m[1]} ${m[2]}`] ?? 0) + 1;
  log(`HAProxy answers that did not end normally (status, termination state): ${JSON.stringify(terminations)}`);
  const abnormal = cluster.haproxyLog().split('\n').filter((l) => / - - (?!----)\S{4} /.test(l));
  for (const l of abnormal.slice(0, 8)) log(`  haproxy: ${l.slice(0, 220)}`);
  // The best-seller roll-up is a background job (every 1–5 s depending on the build): wait for it.
  for (let i = 0; i < 60 && (await query(db, `SELECT count(*)::int AS n FROM product_sale_pending`))[0].n > 0; i++) await sleep(500);

  check('every answer a success or a clean error (no 500, no HTML, no internal error)', stats.unclean.length === 0, stats.unclean.slice(0, 5).join(' | ') || `${stats.answers.ok} ok, ${stats.answers.refused} refused with a message`);
  // The guarantee at the SIGKILL. A request the balancer may replay (an Idempotency-Key header:
  // checkout and add to cart, which the server applies once per key) is replayed on another
  // process, so its client never sees the kill: no attempt of it may end without an answer. A
  // request it must not replay (one without a key) ends with the JSON 502 (Retry-After) or, on a
  // kept-alive connection, HAProxy 2.6 closes it before any byte of an answer (HTTP/1.1's "not
  // answered" signal; README "Production shape"). No attempt may end with part of an answer.
  const failuresOf = (op, how) => stats.failures[op]?.[how] ?? 0;
  const partial = Object.values(stats.failures).reduce((t, f) => t + (f.partial ?? 0), 0);
  check(
    'SIGKILL under load: no checkout or add to cart (each with an Idempotency-Key) was left without an answer: HAProxy replayed the ones in flight on another process',
    ['placeOrder', 'addToCart'].every((op) => failuresOf(op, 'no answer') === 0 && failuresOf(op, 'partial') === 0),
    `checkout attempts that failed: ${JSON.stringify(stats.failures.placeOrder ?? {})}; add-to-cart attempts that failed: ${JSON.stringify(stats.failures.addToCart ?? {})}`,
  );
  check(
    'no attempt ended with part of an answer; calls that may not be replayed got a JSON 502/503 or a close before any byte',
    partial === 0,
    `addToCart attempts that failed: ${JSON.stringify(stats.failures.addToCart ?? {})}, partial answers ${partial}`,
  );
  check('every retryable answer succeeded or was refused cleanly within 8 tries', stats.answers['gave up'] === 0, `${stats.answers['gave up']} gave up; retries by cause ${JSON.stringify(stats.retried)}`);
  const [{ n: negative }] = await query(db, `SELECT count(*)::int AS n FROM variant_size WHERE stock < 0`);
  const sold = await query(db, `SELECT variant_size_id AS id, sum(quantity)::int AS qty FROM order_item WHERE variant_size_id = ANY($1::int[]) GROUP BY 1`, [sizeIds]);
  const stockAfter = new Map((await query(db, `SELECT id, stock FROM variant_size WHERE id = ANY($1::int[])`, [sizeIds])).map((r) => [r.id, r.stock]));
  const soldBy = new Map(sold.map((r) => [r.id, r.qty]));
  const mismatched = sizeIds.filter((id) => UNITS_PER_SIZE - (soldBy.get(id) ?? 0) !== stockAfter.get(id));
  const unitsSold = sold.reduce((t, r) => t + r.qty, 0);
  check('no oversell (no size below 0, no size sold beyond its stock)', negative === 0 && sold.every((r) => r.qty <= UNITS_PER_SIZE), `${unitsSold} of ${SIZES * UNITS_PER_SIZE} units sold`);
  check('stock reconciles: stock before − units in orders = stock after, every size', mismatched.length === 0, mismatched.length ? `sizes ${mismatched.slice(0, 5).join(', ')}` : `${SIZES} sizes`);
  const confirmedIds = [...new Set(stats.confirmed.values())].map(Number);
  const present = await query(
    db,
    `SELECT o.id, o.idempotency_key, count(i.id)::int AS items FROM orders o LEFT JOIN order_item i ON i.order_id = o.id WHERE o.id = ANY($1::int[]) GROUP BY o.id`,
    [confirmedIds],
  );
  const whole = present.filter((r) => r.items > 0).length;
  check('nothing confirmed is lost: every order a client was told about is there with its items', whole === confirmedIds.length, `${whole} of ${confirmedIds.length} confirmed orders`);
  const keyOf = new Map([...stats.confirmed].map(([k, id]) => [Number(id), k]));
  const keyMismatch = present.filter((r) => keyOf.get(r.id) !== r.idempotency_key);
  const [{ n: doubled }] = await query(db, `SELECT count(*)::int AS n FROM (SELECT customer_id, idempotency_key FROM orders WHERE idempotency_key IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1) d`);
  const [{ n: ordersTotal }] = await query(db, `SELECT count(*)::int AS n FROM orders`);
  check('every idempotency key one order (retries after the kill and double taps included)', doubled === 0 && keyMismatch.length === 0 && ordersTotal === confirmedIds.length, `${ordersTotal} orders in the database, ${confirmedIds.length} confirmed to clients, ${doubled} keys with more than one order`);
  const [coupon] = await query(
    db,
    `SELECT c.used_count, c.usage_limit, (SELECT count(*)::int FROM coupon_redemption r WHERE r.coupon_id = c.id AND r.released_at IS NULL) AS redemptions FROM coupon c WHERE code = $1`,
    [COUPON.code],
  );
  check('the coupon limit held across processes', coupon.used_count <= COUPON.limit && coupon.redemptions === coupon.used_count, `${coupon.redemptions} redemptions, used_count ${coupon.used_count}, limit ${COUPON.limit}`);
  const unitsSoldAfter = await query(db, `SELECT id, units_sold FROM product WHERE id = ANY($1::int[])`, [productIds]);
  const [{ n: pending }] = await query(db, `SELECT count(*)::int AS n FROM product_sale_pending`);
  const rolledUp = unitsSoldAfter.reduce((t, r) => t + Number(r.units_sold) - (unitsSoldBefore.get(r.id) ?? 0), 0);
  check('background roll-up of best-seller units ran each batch once (3 processes, one killed)', rolledUp === unitsSold && pending === 0, `${rolledUp} units rolled up for ${unitsSold} sold, ${pending} pending`);
  if (cluster.supports.jobs) {
    // Periodic jobs are offered by every process each tick; the queue keeps one per time slot.
    const slots = await query(
      db,
      `SELECT name, count(*)::int AS runs, count(DISTINCT singleton_on)::int AS slots,
              count(*) FILTER (WHERE state = 'completed')::int AS completed, count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM pgboss.job WHERE name IN ('orders.expire-unpaid', 'orders.sales-roll-up') GROUP BY name ORDER BY name`,
    );
    const expiry = slots.find((r) => r.name === 'orders.expire-unpaid');
    check(
      'each expiry (and roll-up) job runs once per time slot across the processes, SIGKILL and restarts included',
      Boolean(expiry) && slots.every((r) => r.runs === r.slots && r.failed === 0),
      slots.map((r) => `${r.name}: ${r.runs} runs in ${r.slots} slots, ${r.completed} completed, ${r.failed} failed`).join('; '),
    );
  } else {
    check('each expiry job runs once', null, 'not checked: the job queue (branch jobs) is not in this build');
  }

  // ------------------------------------------------------------ 2. OTP and flood limits across processes
  const otpAddress = '127.0.3.1';
  const otpAnswers = [];
  for (let i = 0; i < OTP_PER_IP * 2; i++) {
    otpAnswers.push(await request(base, 'POST', '/graphql', { body: gqlBody('mutation ($phone: String!) { sendOtp(phone: $phone) { userErrors { code } } }', { phone: String(9300000000 + i) }), localAddress: otpAddress }));
  }
  // A refusal is the payload's userErrors (RATE_LIMITED) since the public API's payloads (issue 14).
  const otpAccepted = otpAnswers.filter((a) => a.status === 200 && !a.json?.errors && a.json?.data?.sendOtp?.userErrors?.length === 0).length;
  const otpRateLimited = otpAnswers.filter((a) => a.json?.data?.sendOtp?.userErrors?.some((e) => e.code === 'RATE_LIMITED')).length;
  const otpShared = otpAccepted <= OTP_PER_IP;
  check(
    `per-IP OTP limit holds across processes (${OTP_PER_IP} an hour, ${OTP_PER_IP * 2} asked through the balancer)`,
    cluster.supports.redis ? otpShared : otpShared || null,
    `${otpAccepted} codes sent, ${otpRateLimited} refused RATE_LIMITED${!cluster.supports.redis && !otpShared ? ' (limits are per process in this build: shared limits come with REDIS_URL, branch scale-state)' : ''}`,
  );
  const floodAddress = '127.0.4.1';
  const floodAnswers = await Promise.all(
    Array.from({ length: FLOOD_LIMIT * 2 }, () => request(base, 'GET', '/api/v1/user/getSections', { localAddress: floodAddress })),
  );
  const floodOk = floodAnswers.filter((a) => a.status === 200).length;
  const flood429 = floodAnswers.filter((a) => a.status === 429 && a.headers['retry-after']).length;
  // The limiter may let a few through while a window turns over; three budgets would be 3 × the limit.
  const floodShared = floodOk <= FLOOD_LIMIT * 1.1;
  check(
    `per-IP flood limit holds across processes (${FLOOD_LIMIT} a minute, ${FLOOD_LIMIT * 2} sent through the balancer)`,
    cluster.supports.redis ? floodShared : floodShared || null,
    `${floodOk} answered, ${flood429} refused 429 with Retry-After${!cluster.supports.redis && !floodShared ? ' (per process in this build: shared limits come with REDIS_URL, branch scale-state)' : ''}`,
  );

  // ------------------------------------------------------------ 3. own writes from the primary, catalogue from the replica
  const [{ lag }] = await query(cluster.primaryAdminUrl, `SELECT count(*)::int AS lag FROM pg_stat_replication WHERE state = 'streaming'`);
  check('the replica streams from the primary', lag === 1, `${lag} streaming replica(s) in pg_stat_replication`);
  await query(cluster.replicaUrl, 'SELECT pg_wal_replay_pause()');
  try {
    const product = lines[0].product_id;
    const [{ name: oldName }] = await query(db, `SELECT name FROM product WHERE id = $1`, [product]);
    const newName = `${oldName} (renamed while replay is paused)`;
    await query(db, `UPDATE product SET name = $2 WHERE id = $1`, [product, newName]);
    await sleep(300);
    const names = [];
    for (let i = 0; i < 6; i++) {
      const answer = await request(base, 'POST', '/graphql', { body: gqlBody('query ($id: ID!) { product(id: $id) { name } }', { id: String(product) }), localAddress: '127.0.5.1' });
      names.push(answer.json?.data?.product?.name);
    }
    const fromReplica = names.every((n) => n === oldName);
    check(
      'catalogue reads come from the replica (a rename on the primary is not seen while the replica is paused)',
      cluster.supports.replicas ? fromReplica : fromReplica || null,
      fromReplica ? `${names.length} reads through the balancer answered the replica's name` : `answers: ${[...new Set(names)].join(' / ')}${cluster.supports.replicas ? '' : ' (this build reads everything from the primary: DATABASE_REPLICA_URLS comes with branch scale-state)'}`,
    );
    const s = observer;
    const auth = { authorization: `Bearer ${s.token}` };
    const added = await request(base, 'POST', '/api/v1/user/add-address', { body: addressBody(pin, s, '7, Replica Road'), headers: auth, localAddress: s.localAddress });
    const addressId = String(added.json?.address?._id ?? added.json?.address?.id);
    const readBack = [];
    for (let i = 0; i < 3; i++) {
      const mine = await request(base, 'POST', '/graphql', { body: gqlBody('{ addresses { id } }'), headers: auth, localAddress: s.localAddress });
      readBack.push((mine.json?.data?.addresses ?? []).some((a) => String(a.id) === addressId));
    }
    const line = lines.find((l) => (stockAfter.get(l.size_id) ?? 0) > 0) ?? lines[0];
    await query(db, `UPDATE variant_size SET stock = stock + 5 WHERE id = $1`, [line.size_id]);
    await request(base, 'POST', '/graphql', { body: gqlBody(GQL.addToCart, { line: { productId: String(line.product_id), color: line.color, size: line.size, quantity: 1 } }), headers: auth, localAddress: s.localAddress });
    const cart = await request(base, 'POST', '/graphql', { body: gqlBody(GQL.cart), headers: auth, localAddress: s.localAddress });
    const placed = await request(base, 'POST', '/graphql', { body: gqlBody(GQL.placeOrder, { input: { addressId: String(s.addressId), paymentMethod: 'COD', idempotencyKey: crypto.randomUUID() } }), headers: auth, localAddress: s.localAddress });
    const orderId = placed.json?.data?.placeOrder?.order?.id;
    const mine = await request(base, 'POST', '/graphql', { body: gqlBody(GQL.myOrders), headers: auth, localAddress: s.localAddress });
    const [{ onReplica }] = await query(cluster.replicaUrl, `SELECT count(*)::int AS "onReplica" FROM address WHERE id = $1`, [Number(addressId)]);
    check(
      "a shopper's own writes are read back at once (address, cart, order) while the replica lags",
      readBack.every(Boolean) && cart.json?.data?.cart?.itemCount > 0 && Boolean(orderId) && (mine.json?.data?.myOrders?.nodes ?? []).some((o) => o.id === orderId) && onReplica === 0,
      `address seen ${readBack.filter(Boolean).length}/3 times, cart ${cart.json?.data?.cart?.itemCount ?? '?'} item(s), order ${orderId ?? 'not placed: ' + placed.text.slice(0, 120)} in My Orders, the replica has ${onReplica} copies of the new address`,
    );
  } finally {
    await query(cluster.replicaUrl, 'SELECT pg_wal_replay_resume()');
  }
  const deadline = Date.now() + 10_000;
  let caughtUp = false;
  while (!caughtUp && Date.now() < deadline) {
    const [{ n }] = await query(cluster.replicaUrl, `SELECT count(*)::int AS n FROM orders`);
    const [{ n: onPrimary }] = await query(db, `SELECT count(*)::int AS n FROM orders`);
    caughtUp = n === onPrimary;
    if (!caughtUp) await sleep(200);
  }
  check('the replica catches up once replay resumes', caughtUp);
  log(`HAProxy servers at the end: ${JSON.stringify(await backendStatus(cluster))}`);
} catch (error) {
  check('the run itself', false, error.stack ?? error.message);
} finally {
  await shutdown();
}

const failed = checks.filter((c) => c.ok === false);
const skipped = checks.filter((c) => c.ok === null);
log(`${checks.length - failed.length - skipped.length} passed, ${failed.length} failed, ${skipped.length} not checked in this build, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/scale-test-latest.tmp.json', `${JSON.stringify({ date: new Date().toISOString(), checks }, null, 2)}\n`);
process.exit(failed.length ? 1 : 0);

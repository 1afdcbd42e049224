// Single requests that stall the store: how long each takes, and how long a health check sent
// meanwhile waits (the event loop is shared by every shopper of the process). Each round sends a
// NEW text (caches keyed on the query do not help an attacker who varies it).
//
//   node bench/abuse-stall.mjs [--out dist-bench] [--db postgres://postgres@127.0.0.1:5432/bench_p1000] [--rounds 5] [--stall on|off] [--load on|off] [--seconds 15]
//
// Needs a built store (`npm run bench -- --only build`, or `--out` another build) and a migrated,
// seeded database (any bench run leaves bench_p1000). Figures: bench/README.md, "Abuse".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStore, sleep } from './lib/proc.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const outDir = option('out', 'dist-bench');
const databaseUrl = option('db', 'postgres://postgres@127.0.0.1:5432/bench_p1000');
const rounds = Number(option('rounds', 5));
const PORT = 4390;

const gql = (query, variables) => ({ path: '/graphql', init: { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': '1' }, body: JSON.stringify({ query, variables }) } });
const aliases = (n, round, selection) => `{ ${Array.from({ length: n }, (_, i) => `a${i}r${round}: ${selection}`).join(' ')} }`;

/** name → (round) → the requests of one attack (sent together, at most 8 at a time). */
const SCENARIOS = {
  'GraphQL: 1,300 aliases of sections { id name }': (r) => [gql(aliases(1300, r, 'sections { id name }'))],
  'GraphQL: 300 aliases of sections { id } (under the token limit)': (r) => [gql(aliases(300, r, 'sections { id }'))],
  'GraphQL: 15 aliases of sections with categories (admitted)': (r) => [gql(aliases(15, r, 'sections { id name gender categories { id name sectionId } }'))],
  'GraphQL: 2,400 wrong cart lines in the variables': (r) => [
    gql(`query Lines${r}($l: [CartLineInput!]!) { cartPreview(lines: $l) { lines { id } } }`, { l: Array.from({ length: 2400 }, (_, i) => ({ sizeId: String(i), quantity: 1 })) }),
  ],
  'GraphQL: a filter of 9,500 colours': (r) => [
    gql(`query($f: ProductFilter) { products(first: 24, filter: $f) { totalCount nodes { id } } }`, { f: { colors: Array.from({ length: 8000 }, (_, i) => `c${r}x${i}`), sizes: Array.from({ length: 1500 }, (_, i) => `s${i}`) } }),
  ],
  // Issue 25, item 2: repeated fields that graphql-js's validation compares pairwise.
  'GraphQL: 480 copies of sections { id } (no alias)': (r) => [gql(`{ ${Array.from({ length: 480 }, () => 'sections { id }').join(' ')} } # ${r}`)],
  'GraphQL: 320 copies of sections { id name } (admitted before)': (r) => [gql(`{ ${Array.from({ length: 320 }, () => 'sections { id name }').join(' ')} } # ${r}`)],
  'GraphQL: 20 sections each with 20 categories { id }': (r) => [gql(`{ ${Array.from({ length: 20 }, () => `sections { ${Array.from({ length: 20 }, () => 'categories { id }').join(' ')} }`).join(' ')} } # ${r}`)],
  // Issue 25, item 3: the nested fan-out (900 recommendation lookups).
  'GraphQL: products(first: 100) recommendations of recommendations': (r) => [gql(`{ products(first: 100) { nodes { recommendations { recommendations { id } } } } } # ${r}`)],
  'page: /search with a 12 KB q': (r) => [{ path: `/search?q=${encodeURIComponent(`kurta${r} ${'x'.repeat(12_000)}`)}`, init: { headers: { accept: 'text/html' } } }],
  'images: 40 colours not in the catalogue': (r) =>
    Array.from({ length: 40 }, (_, i) => ({ path: `/img/p/kurta/front/${((r * 40 + i) * 2654435761 % 0xffffff).toString(16).padStart(6, '0')}.webp`, init: {} })),
};

const stall = option('stall', 'on') !== 'off';
const store = stall ? await startStore({ outDir, databaseUrl, port: PORT }) : null;
const base = store?.baseUrl;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
if (stall) try {
  // Warm the process (first compile of the schema's paths, JIT) with an ordinary page.
  for (let i = 0; i < 3; i++) await fetch(`${base}/graphql`, gql('{ sections { id name } products(first: 24) { nodes { id name } } }').init);
  const rows = [];
  for (const [name, make] of Object.entries(SCENARIOS)) {
    const took = [];
    const waited = [];
    const statuses = new Set();
    for (let round = 0; round < rounds; round++) {
      const requests = make(round);
      let done = false;
      let worstProbe = 0;
      const probing = (async () => {
        while (!done) {
          const started = performance.now();
          await fetch(`${base}/readyz`);
          worstProbe = Math.max(worstProbe, performance.now() - started);
          await sleep(20);
        }
      })();
      const started = performance.now();
      for (let i = 0; i < requests.length; i += 8) {
        await Promise.all(
          requests.slice(i, i + 8).map(async ({ path, init }) => {
            const response = await fetch(`${base}${path}`, init);
            // GraphQL refuses some inputs with 200 and an error: the error's code tells.
            const code = path === '/graphql' ? (await response.json()).errors?.[0]?.extensions?.code : undefined;
            // A page's size tells what of the request it echoed.
            const pageBytes = path.startsWith('/search') ? (await response.text()).length : undefined;
            await response.body?.cancel().catch(() => undefined);
            statuses.add(code ? `${response.status} ${code}` : pageBytes !== undefined ? `${response.status}, ${Math.round(pageBytes / 1024)} KB` : String(response.status));
          }),
        );
      }
      took.push(performance.now() - started);
      done = true;
      await probing;
      waited.push(worstProbe);
      await sleep(200);
    }
    rows.push({ name, status: [...statuses].join('/'), took: median(took), waited: median(waited) });
  }
  console.log(`\n${outDir} (medians of ${rounds} rounds)\n`);
  console.log('| attack | answer | took ms | health check waited ms |');
  console.log('|---|---|---:|---:|');
  for (const row of rows) console.log(`| ${row.name} | ${row.status} | ${Math.round(row.took)} | ${Math.round(row.waited)} |`);
} finally {
  await store.stop();
}

// ---------------------------------------------------------------- parse + validate, in process
// The slowest documents we could build that each build admits (and the issue's), parsed and
// validated with the build's own pre-validation checks and rules; best of 5 (the machine is shared).
{
  const graphql = await import('graphql');
  const limits = await import(path.resolve(outDir, 'server/src/app/operation-limits.js'));
  const depthLimit = (await import('graphql-depth-limit')).default;
  const schema = graphql.buildSchema(fs.readFileSync('schema.graphql', 'utf8'));
  const rules = [...graphql.specifiedRules, depthLimit(10), limits.aliasLimit(30)];
  const shapeLimits = { maxSelectionFields: 100, maxFields: 500, maxComparisons: 2000 };
  const rep = (n, text) => Array.from({ length: n }, () => text).join(' ');
  const card = 'averageRating createdAt description discountPercent hoverImage id image inStock isNewArrival isTrending materialCare name numReviews slug specifications subtitle totalStock';
  const documents = {
    '480 copies of sections { id }': `{ ${rep(480, 'sections { id }')} }`,
    '320 copies of sections { id name }': `{ ${rep(320, 'sections { id name }')} }`,
    '20 sections × 20 categories { id }': `{ ${rep(20, `sections { ${rep(20, 'categories { id }')} }`)} }`,
    '31 copies of sections { id } (under every limit)': `{ ${rep(31, 'sections { id }')} }`,
    '47 one-field fragments spread in one selection': `{ products(first: 1) { nodes { ${Array.from({ length: 47 }, (_, i) => `...F${i}`).join(' ')} } } } ${Array.from({ length: 47 }, (_, i) => `fragment F${i} on Product { ${i < 17 ? card.split(' ')[i] : `a${i}: id`} }`).join(' ')}`,
    'recommendations 8 deep, 17 fields a level': `{ product(id: "1") { ${Array.from({ length: 8 }).reduce((inner) => `${card} recommendations { ${inner} }`, card)} } }`,
    'introspection (GraphiQL)': graphql.getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }),
  };
  console.log(`\n${outDir}: parse + validate in process (best of 5 ms; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})\n`);
  console.log('| document | answer | parse + validate ms | CPU ms |');
  console.log('|---|---|---:|---:|');
  for (const [name, text] of Object.entries(documents)) {
    let best = Infinity;
    let bestCpu = Infinity;
    let answer = '';
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const document = graphql.parse(text, { maxTokens: 2000 });
      const refused = limits.shapeError?.(document, shapeLimits);
      const errors = refused ? [refused] : graphql.validate(schema, document, rules);
      const used = process.cpuUsage(cpu);
      best = Math.min(best, performance.now() - started);
      // CPU time of this process: what the store pays, whatever else the shared cores run.
      bestCpu = Math.min(bestCpu, (used.user + used.system) / 1000);
      answer = refused ? 'refused before validation' : errors.length ? `refused by validation (${errors.length} errors)` : 'admitted';
    }
    console.log(`| ${name} | ${answer} | ${best.toFixed(1)} | ${bestCpu.toFixed(1)} |`);
  }
}

// ---------------------------------------------------------------- under load, inside the limits
// One address sends the worst pattern its build admits, as fast as its budgets allow (12 in
// flight); another visitor's listing (one request at a time) and /healthz are timed meanwhile,
// and before it (idle). The store runs with its production limits (flood limit on, TRUST_PROXY so
// the two visitors are two addresses).
if (option('load', 'on') !== 'off') {
  const { PRODUCT_LISTING_QUERY } = await import(path.resolve(outDir, 'server/src/app/page-queries.js'));
  const loaded = await startStore({ outDir, databaseUrl, port: PORT + 1, env: { FLOOD_MAX_REQUESTS_PER_MINUTE: '1200', TRUST_PROXY: 'loopback', CATALOG_CACHE_MS: '0' } });
  const base2 = loaded.baseUrl;
  const seconds = Number(option('seconds', 15));
  const from = (ip, request) => ({ ...request, init: { ...request.init, headers: { ...request.init.headers, 'x-forwarded-for': ip } } });
  let visitors = 0;
  let attackers = 0;
  const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
  /** The visitor's listing and /healthz, timed for `ms`. */
  async function measure(ms) {
    const listing = [];
    const health = [];
    const until = performance.now() + ms;
    const visitor = (async () => {
      for (let i = 0; performance.now() < until; i++) {
        const started = performance.now();
        // Other visitors (a new address each time, so no budget of theirs runs out).
        visitors++;
        const { path: p, init } = from(`10.8.${(visitors >> 8) & 255}.${visitors & 255}`, gql(PRODUCT_LISTING_QUERY, { first: 24, sort: ['RELEVANCE', 'PRICE_ASC', 'NEWEST'][i % 3] }));
        await (await fetch(`${base2}${p}`, init)).text();
        listing.push(performance.now() - started);
        await sleep(50);
      }
    })();
    const probe = (async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await (await fetch(`${base2}/healthz`)).text();
        health.push(performance.now() - started);
        await sleep(50);
      }
    })();
    await Promise.all([visitor, probe]);
    return { listing, health };
  }
  /** One address sending `make(i)` with `inFlight` at a time until `signal.stop`; counts answers. */
  function attack(make, inFlight, signal) {
    const counts = {};
    // Each pattern from an address of its own (a fresh budget).
    const address = `10.9.0.${++attackers}`;
    const workers = Array.from({ length: inFlight }, async (_, w) => {
      for (let i = w; !signal.stop; i += inFlight) {
        const { path: p, init } = from(address, make(i));
        const response = await fetch(`${base2}${p}`, init).catch(() => null);
        const key = response ? String(response.status) : 'error';
        counts[key] = (counts[key] ?? 0) + 1;
        await response?.text().catch(() => undefined);
        // At the limit, not past it: a refused attacker waits as told (429s cost little, but are not the pattern).
        const wait = response?.status === 429 ? Number(response.headers.get('retry-after') ?? 1) : 0;
        for (const until = performance.now() + wait * 1000; !signal.stop && performance.now() < until; ) await sleep(100);
      }
    });
    return { counts, done: Promise.all(workers) };
  }
  try {
    for (let i = 0; i < 3; i++) await fetch(`${base2}/graphql`, from('10.9.0.3', gql(PRODUCT_LISTING_QUERY, { first: 24 })).init).then((r) => r.text());
    const idle = await measure(seconds * 1000);
    const patterns = {
      // The costliest recommendations fan-out each build admits (first: 100 before; 60 after, cost 19,000).
      'recommendations of recommendations': (i) => gql(`{ products(first: ${outDir.includes('before') ? 100 : 60}) { nodes { recommendations { recommendations { id } } } } } # ${i % 50}`),
      'prerendered /search pages': (i) => ({ path: `/search?q=kurta${i % 200}`, init: { headers: { accept: 'text/html' } } }),
    };
    console.log(`\n${outDir}: another visitor's listing while one address attacks (${seconds} s each, 12 in flight; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})\n`);
    console.log('| pattern | attacker answers | listing p50 ms | listing p95 ms | p95 ÷ idle | /healthz p50 / max ms |');
    console.log('|---|---|---:|---:|---:|---:|');
    const row = (name, counts, m) =>
      console.log(`| ${name} | ${counts} | ${percentile(m.listing, 50).toFixed(0)} | ${percentile(m.listing, 95).toFixed(0)} | ${(percentile(m.listing, 95) / percentile(idle.listing, 95)).toFixed(1)} | ${percentile(m.health, 50).toFixed(0)} / ${Math.max(...m.health).toFixed(0)} |`);
    row('idle', '–', idle);
    for (const [name, make] of Object.entries(patterns)) {
      const signal = { stop: false };
      const running = attack(make, 12, signal);
      const measured = await measure(seconds * 1000);
      signal.stop = true;
      await running.done;
      row(name, Object.entries(running.counts).map(([k, v]) => `${v} × ${k}`).join(', '), measured);
      await sleep(1000);
    }
  } finally {
    await loaded.stop();
  }
}

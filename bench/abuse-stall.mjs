// Single requests that stall the store: how long each takes, and how long a health check sent
// meanwhile waits (the event loop is shared by every shopper of the process). Each round sends a
// NEW text (caches keyed on the query do not help an attacker who varies it).
//
//   node bench/abuse-stall.mjs [--out dist-bench] [--db postgres://postgres@127.0.0.1:5432/bench_p1000] [--rounds 5]
//
// Needs a built store (`npm run bench -- --only build`, or `--out` another build) and a migrated,
// seeded database (any bench run leaves bench_p1000). Figures: bench/README.md, "Abuse".
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
  'images: 40 colours not in the catalogue': (r) =>
    Array.from({ length: 40 }, (_, i) => ({ path: `/img/p/kurta/front/${((r * 40 + i) * 2654435761 % 0xffffff).toString(16).padStart(6, '0')}.webp`, init: {} })),
};

const store = await startStore({ outDir, databaseUrl, port: PORT });
const base = store.baseUrl;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
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
            await response.body?.cancel().catch(() => undefined);
            statuses.add(code ? `${response.status} ${code}` : String(response.status));
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

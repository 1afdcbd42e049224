// ad-hoc: CPU profile of the store while serving the GraphQL listing
import { startNode, waitForHttp, BENCH_JWT_SECRET } from '../lib/proc.mjs';
import { runLoad } from '../lib/load.mjs';
import { GQL } from '../scenarios.mjs';
import fs from 'node:fs';
const kind = process.argv[2] ?? 'listing';
fs.rmSync('/tmp/prof', { recursive: true, force: true });
const child = startNode('dist-bench/server/src/main.js', { env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '4206', HOST: '127.0.0.1', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bench_p1000', JWT_SECRET: BENCH_JWT_SECRET, SEED_ON_START: 'false' }, nodeArgs: ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] });
await waitForHttp('http://127.0.0.1:4206/readyz', { child });
const body = kind === 'listing' ? JSON.stringify({ query: GQL.listing, variables: { filter: { sectionId: '1', maxPrice: 2500, inStockOnly: true }, pageSize: 24 } }) : JSON.stringify({ query: GQL.product, variables: { id: '5' } });
const r = await runLoad({ url: 'http://127.0.0.1:4206', requests: [{ method: 'POST', path: '/graphql', body }], connections: 20, duration: 6 });
console.log(r);
await child.stop('SIGINT');
// summarise self time per function
const file = fs.readdirSync('/tmp/prof')[0];
const prof = JSON.parse(fs.readFileSync(`/tmp/prof/${file}`, 'utf8'));
const self = new Map();
const dt = prof.timeDeltas; const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const counts = new Map();
for (let i = 0; i < prof.samples.length; i++) counts.set(prof.samples[i], (counts.get(prof.samples[i]) ?? 0) + (dt[i] ?? 0));
let total = 0;
for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/main\//, '')}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + t); total += t; }
const byPkg = new Map();
for (const [k, t] of self) { const m = /^\S+ ((?:@[^/]+\/)?[^/:]+)/.exec(k); const pkg = m ? m[1] : k; byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t); }
console.log('--- self time by package');
for (const [k, t] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log((t / total * 100).toFixed(1).padStart(5), '%', k);
console.log('--- top functions');
for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((t / total * 100).toFixed(1).padStart(5), '%', k);

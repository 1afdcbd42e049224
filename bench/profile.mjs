#!/usr/bin/env node
// CPU profile of the built store while it serves one bench scenario, summarised as self time per
// package and per function (how the listing's costs were found; see bench/README.md).
//
//   node bench/profile.mjs [scenario] [database]     e.g. node bench/profile.mjs listing bench_p10000
//   scenarios: listing | search | product | home | rest-listing   (the page cache is off unless CATALOG_CACHE_MS is set)
//      (build first: npm run bench -- --only build;
//   BENCH_OUT=<folder> profiles another build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNode, waitForHttp, BENCH_JWT_SECRET, BENCH_PRODUCTION_ENV } from './lib/proc.mjs';
import { runLoad } from './lib/load.mjs';
import { query, withDatabase } from './lib/db.mjs';
import { GQL, listingFilter, restListingPath } from './scenarios.mjs';

const kind = process.argv[2] ?? 'listing';
const database = process.argv[3] ?? 'bench_p10000';
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = withDatabase(adminUrl, database);
const [section] = await query(url, `SELECT id FROM section WHERE gender = 'men' ORDER BY position, id LIMIT 1`);
const [category] = await query(url, `SELECT id FROM category WHERE section_id = $1 ORDER BY position, id LIMIT 1`, [section.id]);
const [product] = await query(url, `SELECT id FROM product ORDER BY id LIMIT 1`);
const fx = { sectionId: section.id, categoryId: category.id };
const bodies = {
  listing: { query: GQL.listing, variables: { filter: listingFilter(fx), pageSize: 24 } },
  search: { query: GQL.search, variables: { text: 'shirt', sectionId: String(fx.sectionId) } },
  product: { query: GQL.product, variables: { id: String(product.id) } },
  home: { query: GQL.home },
};
const restPaths = { 'rest-listing': restListingPath(fx) };
if (!bodies[kind] && !restPaths[kind]) throw new Error(`unknown scenario ${kind}; one of ${[...Object.keys(bodies), ...Object.keys(restPaths)].join(', ')}`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-prof-'));
const port = 4206;
const child = startNode(`${process.env.BENCH_OUT ?? 'dist-bench'}/server/src/main.js`, {
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  env: { ...BENCH_PRODUCTION_ENV, NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, JWT_SECRET: BENCH_JWT_SECRET, SEED_ON_START: 'false', FLOOD_MAX_REQUESTS_PER_MINUTE: '0', CATALOG_CACHE_MS: process.env.CATALOG_CACHE_MS ?? '0' },
});
await waitForHttp(`http://127.0.0.1:${port}/readyz`, { child });
const figures = await runLoad({ url: `http://127.0.0.1:${port}`, requests: [restPaths[kind] ? { method: 'GET', path: restPaths[kind] } : { method: 'POST', path: '/graphql', body: JSON.stringify(bodies[kind]) }], connections: 20, duration: 8 });
console.log(`${kind}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, errors ${figures.errors}`);
await child.stop('SIGINT');

const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map();
for (let i = 0; i < profile.samples.length; i++) selfTime.set(profile.samples[i], (selfTime.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
const byFunction = new Map();
let total = 0;
for (const [id, t] of selfTime) {
  const { functionName, url: source, lineNumber } = nodes.get(id).callFrame;
  const where = source.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/.*?\/(dist-bench|server)\//, '$1/');
  const key = `${functionName || '(anonymous)'} ${where}:${lineNumber}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + t);
  total += t;
}
const byPackage = new Map();
for (const [key, t] of byFunction) {
  const where = key.split(' ')[1] ?? '';
  const pkg = where.startsWith('@') ? where.split('/').slice(0, 2).join('/') : where.split('/')[0].split(':')[0] || key;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
}
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) => `${((t / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
console.log(`--- self time by package\n${top(byPackage, 15).join('\n')}\n--- top functions\n${top(byFunction, 25).join('\n')}`);
fs.rmSync(dir, { recursive: true, force: true });

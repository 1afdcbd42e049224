import { startNode, waitForHttp, BENCH_JWT_SECRET } from '../lib/proc.mjs';
import { GQL } from '../scenarios.mjs';
const child = startNode('dist-bench/server/src/main.js', { env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '4206', HOST: '127.0.0.1', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bench_p1000', JWT_SECRET: BENCH_JWT_SECRET, SEED_ON_START: 'false' } });
await waitForHttp('http://127.0.0.1:4206/readyz', { child });
const queries = {
  listing: { query: GQL.listing, variables: { filter: { sectionId: '1', maxPrice: 2500, inStockOnly: true }, pageSize: 24 } },
  listingIdsOnly: { query: `query { products(filter: {sectionId: "1", maxPrice: 2500, inStockOnly: true}, sort: PRICE_ASC, pageSize: 24) { totalCount items { id } } }` },
  listingNoSizes: { query: `query { products(filter: {sectionId: "1", maxPrice: 2500, inStockOnly: true}, sort: PRICE_ASC, pageSize: 24) { totalCount items { id name price variants { id colorName } } } }` },
  sections: { query: `{ sections { id name } }` },
};
for (const [k, body] of Object.entries(queries)) {
  const times = []; let size = 0;
  for (let i = 0; i < 30; i++) { const t = performance.now(); const r = await fetch('http://127.0.0.1:4206/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }); const text = await r.text(); size = text.length; times.push(performance.now() - t); if (i === 0 && text.includes('errors')) console.log(text.slice(0, 300)); }
  times.sort((a, b) => a - b);
  console.log(k.padEnd(16), 'median', times[15].toFixed(1), 'ms', 'bytes', size);
}
await child.stop();

/**
 * `npm run db:seed -- --demo | --products N`: replaces the store with the demo store (the sample
 * company, its products, reviews, coupons and settings), or with a generated catalogue of N
 * products (benchmarks). Either must be asked for by name: a real shop is never seeded.
 */
import 'reflect-metadata';
import { openCliDatabase } from './database.js';
import { reseed } from './seed-runner.js';

const args = process.argv.slice(2);
const productsFlag = args.indexOf('--products');
const products = productsFlag >= 0 ? Number(args[productsFlag + 1]) : undefined;
if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
  console.error('--products takes a whole number, e.g. --products 100000');
  process.exit(1);
}
if (products === undefined && !args.includes('--demo')) {
  console.error('usage: npm run db:seed -- --demo (replaces everything with the demo store) | --products N (a generated catalogue for benchmarks)');
  process.exit(1);
}
const { dataSource, close } = await openCliDatabase();
const started = Date.now();
const summary = await reseed(dataSource, { products });
// Outside the seed's transaction: sets the visibility map so index-only scans (the listing's capped
// counts) skip the heap from the first request, instead of after autovacuum's first pass.
await dataSource.query('VACUUM (ANALYZE) product, variant, variant_size');
console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`);
await close();

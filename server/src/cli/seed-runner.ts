/** Seeding entry points shared by `npm start` (seed when empty) and `npm run db:seed`. */
import type { DataSource } from 'typeorm';
import type { Logger } from '../shared/logger.js';
import { seedStore, type SeedOptions } from '../modules/catalog/seed/seed-store.js';

/** Seeds the full demo store when the database has no catalogue yet. */
export async function seedIfEmpty(dataSource: DataSource, logger: Logger): Promise<boolean> {
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM section`);
  if (count > 0) return false;
  logger.info('empty catalogue: seeding the demo store');
  const summary = await seedStore(dataSource, {});
  console.log(`Seeded the store: ${JSON.stringify(summary)}`);
  return true;
}

export async function reseed(dataSource: DataSource, options: SeedOptions) {
  return seedStore(dataSource, { ...options, reset: true });
}

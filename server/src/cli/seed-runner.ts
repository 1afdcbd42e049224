/** Seeding entry points shared by `npm start` (seed when empty), `npm run db:seed` and the tests. */
import type { DataSource } from 'typeorm';
import type { Logger } from '../shared/logger.js';
import { SEEDERS, type SeedOptions } from '../app/seeders.js';

/** Runs every module's seeder in one transaction and returns their counts. */
export async function seedAll(dataSource: DataSource, options: SeedOptions): Promise<Record<string, number>> {
  return dataSource.transaction(async (manager) => {
    const summary: Record<string, number> = {};
    for (const seeder of SEEDERS) Object.assign(summary, await seeder(manager, options));
    return summary;
  });
}

/** Seeds the full demo store when the database has no catalogue yet. */
export async function seedIfEmpty(dataSource: DataSource, logger: Logger): Promise<boolean> {
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM section`);
  if (count > 0) return false;
  logger.info('empty catalogue: seeding the demo store');
  const summary = await seedAll(dataSource, {});
  console.log(`Seeded the store: ${JSON.stringify(summary)}`);
  return true;
}

export async function reseed(dataSource: DataSource, options: SeedOptions) {
  return seedAll(dataSource, { ...options, reset: true });
}

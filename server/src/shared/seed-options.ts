/** What a module's seeder is asked for (app/seeders.ts runs every module's seeder in order). */
export interface SeedOptions {
  /** Generate this many products instead of the hand-made demo catalogue (benchmarks). */
  products?: number;
  /** Delete existing data first. */
  reset?: boolean;
}

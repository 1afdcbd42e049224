/**
 * Every module's demo-data seeder, run in order inside one transaction by `npm start` (when the
 * database is empty), `npm run db:seed` and the test template. Add a module's seeder here.
 * A seeder returns counts for the summary line.
 */
import type { EntityManager } from 'typeorm';
import { seedCatalog } from '../modules/catalog/seed/seed-store.js';
import { seedCoupons } from '../modules/coupons/coupon.seed.js';
import { seedDelivery } from '../modules/delivery/delivery.seed.js';
import { seedPincodes } from '../modules/pincodes/pincode.seed.js';

export interface SeedOptions {
  /** Generate this many products instead of the hand-made demo catalogue (benchmarks). */
  products?: number;
  /** Delete existing data first. */
  reset?: boolean;
}

export type Seeder = (manager: EntityManager, options: SeedOptions) => Promise<Record<string, number>>;

export const SEEDERS: Seeder[] = [seedCatalog, seedPincodes, seedCoupons, seedDelivery];

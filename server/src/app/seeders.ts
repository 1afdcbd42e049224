/**
 * Every module's demo-data seeder, run in order inside one transaction by `npm start` (when the
 * database is empty), `npm run db:seed` and the test template. Add a module's seeder here.
 * A seeder returns counts for the summary line.
 */
import type { EntityManager } from 'typeorm';
import { seedCatalog } from '../modules/catalog/seed/seed-store.js';
import { seedSizeCharts } from '../modules/catalog/seed/seed-size-charts.js';
import { seedCoupons } from '../modules/coupons/coupon.seed.js';
import { seedDelivery } from '../modules/delivery/delivery.seed.js';
import { seedPincodes } from '../modules/pincodes/pincode.seed.js';
import { seedStarterPages } from '../modules/content/starter-pages.js';
import { seedStoreSettings } from '../modules/store-settings/store-settings.seed.js';

import type { SeedOptions } from '../shared/seed-options.js';
export type { SeedOptions };

export type Seeder = (manager: EntityManager, options: SeedOptions) => Promise<Record<string, number>>;

export const SEEDERS: Seeder[] = [seedStoreSettings, seedCatalog, seedStarterPages, seedSizeCharts, seedPincodes, seedCoupons, seedDelivery];

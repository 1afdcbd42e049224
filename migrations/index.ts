/**
 * Every migration, in the order it runs. Add new files at the end; never edit one that has shipped.
 * Timestamps in names: 17320000xxxxx, spaced by 100 per module so parallel work does not collide.
 */
import { CatalogCore1732000000000 } from './1732000000000-catalog-core.js';
import { CustomersSessions1732000000100 } from './1732000000100-customers-sessions.js';
import { Pincodes1732000000300 } from './1732000000300-pincodes.js';
import { Accounts1732000000310 } from './1732000000310-accounts.js';

export const MIGRATIONS = [CatalogCore1732000000000, CustomersSessions1732000000100, Pincodes1732000000300, Accounts1732000000310];

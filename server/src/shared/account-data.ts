/**
 * What the account-data module (export and erasure, DPDP Act) asks of every module that keeps a
 * shopper's rows: each owner answers its part of the export and erases (or anonymises) its own
 * rows inside the erasure's transaction (`ctx.transaction` joins it), counting rows per table for
 * the deletion record. Owners implement it in `<module>/<thing>.account-data.ts`.
 */
import type { ServiceContext } from './service-context.js';

/** Rows an erasure changed, per table. */
export type RowsChanged = Record<string, number>;

/** An owner's erasure of one shopper's rows (`phone` for tables keyed by it: login codes). */
export interface ShopperDataEraser {
  eraseFor(ctx: ServiceContext, shopper: { customerId: number; phone: string }): Promise<RowsChanged>;
}

/** Rows an UPDATE/DELETE touched (TypeORM answers [rows, count] for them). */
export function affectedRows(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && typeof result[1] === 'number') return result[1];
  return 0;
}

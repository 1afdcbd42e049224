/**
 * Inventory's part of the demo store (the catalogue seeder calls it inside the seed's
 * transaction): the sizes with their opening stock, and the listing summary of everything seeded.
 */
import type { EntityManager } from 'typeorm';
import { refreshListingSummarySql } from './inventory.service.js';

/** Sizes as parallel columns (one multi-row INSERT … SELECT FROM unnest). */
export interface SeedSizes {
  variant: number[];
  position: number[];
  size: string[];
  original: number[];
  discounted: number[];
  discount: number[];
  stock: number[];
}

export async function insertSeedSizes(manager: EntityManager, s: SeedSizes): Promise<void> {
  if (s.variant.length === 0) return;
  await manager.query(
    `INSERT INTO variant_size (variant_id, position, size, original_price, discounted_price, discount, stock)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::smallint[], $7::int[])`,
    [s.variant, s.position, s.size, s.original, s.discounted, s.discount, s.stock],
  );
}

/** The listing summary of the whole catalogue (after a bulk load). */
export async function refreshSeededSummaries(manager: EntityManager): Promise<void> {
  await refreshListingSummarySql(manager, null);
}

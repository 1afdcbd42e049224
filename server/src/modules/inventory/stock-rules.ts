/**
 * Stock rules without the database: what a staff stock change may do, the shopper's
 * out-of-stock message, which products a stock change can move in or out of the "in stock"
 * listings, and the order rows are locked in. The inventory service applies them.
 */
import { badInput } from '../../shared/errors.js';

export const STOCK_REASONS = ['restock', 'damage', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** Why a stock_movement row exists: a staff reason, a new size's opening stock, or a received return. */
export type MovementReason = StockReason | 'initial' | 'return';

/** Largest single staff change, either way. */
export const MAX_STOCK_CHANGE = 1_000_000;

/**
 * Refuses a staff stock change that is not a whole non-zero number, names an unknown reason, or
 * points the wrong way for its reason (a restock adds, damage removes). BAD_INPUT with the field.
 */
export function checkStockChange(delta: number, reason: string): asserts reason is StockReason {
  if (!Number.isSafeInteger(delta) || delta === 0 || Math.abs(delta) > MAX_STOCK_CHANGE) throw badInput('Change must be a whole number other than 0.', { field: 'delta' });
  if (!(STOCK_REASONS as readonly string[]).includes(reason)) throw badInput('Reason must be restock, damage or correction.', { field: 'reason' });
  if (reason === 'restock' && delta < 0) throw badInput('A restock adds stock: use damage or correction to remove it.', { field: 'delta' });
  if (reason === 'damage' && delta > 0) throw badInput('Damage removes stock: use restock or correction to add it.', { field: 'delta' });
}

/** The refusal when a change would take a size below zero. */
export const belowZeroMessage = (stock: number) => `Stock cannot go below zero (${stock} in stock).`;

/** The shopper's message when a line cannot be taken at checkout (spec wording). */
export function outOfStockMessage(name: string, colour: string, size: string, available: number): string {
  return available > 0
    ? `Only ${available} left of ${name} (${colour}, ${size}). Please reduce the quantity in your cart.`
    : `${name} (${colour}, ${size}) is out of stock. Please remove it from your cart.`;
}

/** Distinct ids ascending: every writer locks sizes, then products, in this order (no deadlocks). */
export function lockOrder(ids: Iterable<number | null | undefined>): number[] {
  return [...new Set([...ids].filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
}

/**
 * The products whose "in stock" state a take can have changed: only those where a size reached 0
 * (a product with any size left stays listed). Checkout refreshes just these, so an ordinary
 * order never rewrites a product row.
 */
export function productsSoldOut(taken: Array<{ productId: number; stockLeft: number }>): number[] {
  return lockOrder(taken.filter((t) => t.stockLeft === 0).map((t) => t.productId));
}

/** Units per product (for the best-seller counts): positive for a sale, negative for a release. */
export function unitsByProduct(lines: Array<{ productId: number | null; quantity: number }>, sign: 1 | -1): { productIds: number[]; quantities: number[] } {
  const sums = new Map<number, number>();
  for (const line of lines) if (line.productId !== null) sums.set(line.productId, (sums.get(line.productId) ?? 0) + line.quantity);
  const productIds = lockOrder(sums.keys());
  return { productIds, quantities: productIds.map((id) => sign * sums.get(id)!) };
}

/** Quantities per size to give back (lines without a size, whose size was deleted, are skipped). */
export function unitsBySize(lines: Array<{ variantSizeId: number | null; quantity: number }>): { sizeIds: number[]; quantities: number[] } {
  const sums = new Map<number, number>();
  for (const line of lines) if (line.variantSizeId !== null && line.quantity > 0) sums.set(line.variantSizeId, (sums.get(line.variantSizeId) ?? 0) + line.quantity);
  const sizeIds = lockOrder(sums.keys());
  return { sizeIds, quantities: sizeIds.map((id) => sums.get(id)!) };
}

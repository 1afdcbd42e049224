/** Pure cart rules: line limits, cart ids and the spec's messages. Money and stock caps are pricing's. */
import { createHash } from 'node:crypto';
import { QUOTE_MESSAGES, limitMessageFor } from '../pricing/quote.js';
import type { CartRef } from './cart.service.js';

export const CART_MESSAGES = {
  outOfStock: QUOTE_MESSAGES.outOfStock,
  onlyAvailable: QUOTE_MESSAGES.onlyAvailable,
  variantNotFound: 'Selected variant not found!',
  notInCart: 'This item is not in your cart.',
  added: (n: number) => `${n} Added to cart successfully`,
  /** A cart line above the per-size limit (MAX_UNITS_PER_SIZE): the stock is there, the limit says no. */
  perSizeLimit: QUOTE_MESSAGES.perSizeLimit,
  /** addToCart with a quantity below 1 (REST refuses it too). */
  quantityAtLeastOne: 'Quantity must be at least 1.',
  /** A visitor cart token that is unknown, malformed, expired or already merged at login. */
  cartTokenUnknown: 'This cart has expired or does not exist. Create a new cart.',
} as const;

/** A visitor cart untouched this many days is deleted (its token stops working); every use restarts the clock. */
export const VISITOR_CART_IDLE_DAYS = 30;

/**
 * A cart's id, unique among every cart and stable across reads (issue #14, item 6): "c<customer
 * id>" for a customer's cart, "v<uuid>" for a visitor's server cart (never its token), and
 * "p<hash of its lines>" for a priced browser cart (previewCartId). Opaque to clients.
 */
export function cartIdOf(ref: CartRef): string {
  return ref.kind === 'customer' ? `c${ref.customerId}` : `v${ref.cartId}`;
}

/** A priced browser cart's id: from its (size, quantity) lines, so never a real cart's and the same for the same lines. */
export function previewCartId(lines: ReadonlyArray<readonly [number, number]>): string {
  return `p${createHash('sha256').update(JSON.stringify(lines)).digest('base64url').slice(0, 22)}`;
}

/** A cart line's id: its cart's id and its size, so the same size in two carts (or a cart and a preview) never shares one. */
export const cartLineIdOf = (cartId: string, variantSizeId: number): string => `${cartId}:${variantSizeId}`;

/** Most lines (distinct sizes) a cart holds: bounds every answer that lists them (query-cost.ts). */
export const MAX_CART_LINES = 200;
export const CART_LINES_MESSAGE = `A cart can hold at most ${MAX_CART_LINES} lines.`;
/** mergeCart refused: the saved cart and the browser cart together are past MAX_CART_LINES. */
export const mergedCartLinesMessage = (lines: number) =>
  `A cart can hold at most ${MAX_CART_LINES} lines: your saved cart and this one together have ${lines}. Remove some lines and try again.`;

// The stock cap and the money of a cart are pricing's (pricing.ts, quote.ts).
export { UNKNOWN_STOCK_CAP, maxQuantityFor } from '../pricing/pricing.js';

/** The refusal for a quantity above `max`: the per-size limit's message when that is what binds, else the stock's. */
export function quantityRefusal(stock: number, max: number, perSizeLimit: number): { code: 'OUT_OF_STOCK' | 'BAD_INPUT'; message: string } {
  const limit = limitMessageFor(stock, max, perSizeLimit);
  return { code: limit.code === 'PER_SIZE_LIMIT' ? 'BAD_INPUT' : 'OUT_OF_STOCK', message: limit.message };
}

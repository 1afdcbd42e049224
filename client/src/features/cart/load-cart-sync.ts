/**
 * The cart's sync engine (cart-sync.ts) on demand: only a logged-in shopper's changes need it, so it
 * stays out of the first view's JavaScript (issue 17 item 7's budget).
 */
export const loadCartSync = () => import('./cart-sync');

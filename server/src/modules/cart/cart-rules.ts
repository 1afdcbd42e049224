/** Pure cart rules: quantity limits, totals and the spec's messages. Money in paise. */
export const CART_MESSAGES = {
  outOfStock: 'This variant is out of stock',
  onlyAvailable: (n: number) => `Only ${n} item(s) available`,
  variantNotFound: 'Selected variant not found!',
  notInCart: 'This item is not in your cart.',
  added: (n: number) => `${n} Added to cart successfully`,
} as const;

/** The spec's cap when a size's stock is not known. */
export const UNKNOWN_STOCK_CAP = 99;

/** Highest quantity of a size a cart may hold: its stock, or 99 when stock is unknown. */
export function maxQuantityFor(stock: number | null | undefined): number {
  return stock === null || stock === undefined || !Number.isFinite(stock) ? UNKNOWN_STOCK_CAP : Math.max(0, stock);
}

/** Item count and subtotal; lines out of stock are shown but not charged. */
export function cartTotals(lines: Array<{ quantity: number; discountedPrice: number; stock: number }>): { itemCount: number; subtotal: number } {
  let itemCount = 0;
  let subtotal = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    if (line.stock > 0) subtotal += line.discountedPrice * line.quantity;
  }
  return { itemCount, subtotal };
}

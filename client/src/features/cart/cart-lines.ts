/**
 * The browser cart's lines from the server's cart (kept out of cart-sync.ts, which loads on demand:
 * the header's cart button mirrors every server answer at once).
 */
import type { CartFieldsFragment } from '../../gql/graphql';
import type { LocalCartLine } from './cart-store';

/** The browser cart as the server has it. */
export function linesFromServer(cart: CartFieldsFragment): LocalCartLine[] {
  const quoted = new Map(cart.quote.lines.map((q) => [q.id, q]));
  return cart.lines.map((l) => ({
    productId: l.productId,
    color: l.color,
    size: l.size,
    quantity: l.quantity,
    name: l.productName,
    image: l.image,
    price: l.price.amount,
    originalPrice: l.originalPrice.amount,
    discountPercent: quoted.get(l.id)?.discountPercent,
    stock: l.stock,
    maxQuantity: quoted.get(l.id)?.maxQuantity ?? l.maxQuantity,
    limitMessage: quoted.get(l.id)?.limitMessage,
    synced: true,
  }));
}

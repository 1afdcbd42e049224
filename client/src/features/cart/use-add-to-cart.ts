/**
 * CONTRACT used by the product page and product cards: adds a variant/size to the cart (browser
 * copy under `cart` first, then the server for a logged-in shopper), showing the spec's toasts
 * ('{n} Added to cart successfully'; a refusal is the server's own sentence: out of stock, only n
 * available, the per-size limit). Resolves true when the line was added. When the server cannot be
 * reached the local change stays and is sent later (the server judges it then).
 */
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { toast } from '../../ui/toast';
import { VARIANT_NOT_FOUND_MESSAGE } from '../../ui/form-rules';
import { getToken } from '../session/session-store';
import { CartPreviewQuery } from './cart.documents';
import { addLocal, enqueue, getLines, sameLine, type LocalCartLine } from './cart-store';
import { loadCartSync } from './load-cart-sync';

import { t } from '../../i18n/i18n';
export interface AddToCartInput {
  productId: string;
  /** Colour name of the chosen variant, e.g. "Maroon". */
  color: string;
  /** Size label, e.g. "M". */
  size: string;
  quantity: number;
}

/** Add to Cart before a size is chosen (the spec has no text for it): the size is the shopper's choice. */
export const SELECT_SIZE = 'Please select a size';
/** The quote's messages that refuse an add (a price change does not). */
const REFUSALS = new Set(['OUT_OF_STOCK', 'ONLY_AVAILABLE', 'PER_SIZE_LIMIT']);
export const addedMessage = (n: number) => t('{n} Added to cart successfully', { n });

export function useAddToCart(): { addToCart: (input: AddToCartInput) => Promise<boolean>; adding: boolean } {
  const client = useApolloClient();
  const [adding, setAdding] = useState(false);

  const addToCart = async (input: AddToCartInput): Promise<boolean> => {
    const quantity = Math.max(1, Math.trunc(input.quantity) || 1);
    const key = { productId: input.productId, color: input.color, size: input.size };
    setAdding(true);
    try {
      // The server prices the line with what is already in the cart, so it shows at once, and
      // says (in its own words) when the size is out of stock or the quantity above what it allows.
      const inCart = getLines().find((l) => sameLine(l, key))?.quantity ?? 0;
      let snapshot: Partial<LocalCartLine> = {};
      try {
        const { data } = await client.query({ query: CartPreviewQuery, variables: { lines: [{ ...key, quantity: inCart + quantity }] }, fetchPolicy: 'network-only' });
        const line = data?.cartPreview.lines[0];
        if (!line) {
          console.warn(VARIANT_NOT_FOUND_MESSAGE, key);
          return false;
        }
        const quoted = data.cartPreview.quote.lines.find((q) => q.id === line.id);
        const refusal = data.cartPreview.quote.messages.find((m) => m.lineId === line.id && REFUSALS.has(m.code));
        if (refusal) {
          if (refusal.code === 'OUT_OF_STOCK') toast.error(refusal.message);
          else toast.info(refusal.message);
          return false;
        }
        snapshot = {
          name: line.productName,
          image: line.image,
          price: line.price.amount,
          originalPrice: line.originalPrice.amount,
          discountPercent: quoted?.discountPercent,
          stock: line.stock,
          maxQuantity: quoted?.maxQuantity,
          limitMessage: quoted?.limitMessage,
        };
      } catch {
        // Offline: add anyway; the server checks when the change reaches it.
      }
      addLocal({ ...key, quantity, ...snapshot });
      if (getToken()) {
        const op = enqueue({ type: 'add', line: { ...key, quantity } });
        const cartSync = await loadCartSync();
        const sent = cartSync.whenSent(op);
        void cartSync.flush(client);
        const result = await sent;
        if (!result.ok && !result.retrying) {
          // The sync has already put the browser cart back to the server's.
          toast.error(result.message);
          return false;
        }
      }
      toast.success(addedMessage(quantity));
      return true;
    } finally {
      setAdding(false);
    }
  };

  return { addToCart, adding };
}

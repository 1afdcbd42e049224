/**
 * CONTRACT used by the product page and product cards: adds a variant/size to the cart (browser
 * copy under `cart` first, then the server for a logged-in shopper), showing the spec's toasts
 * ('{n} Added to cart successfully', 'This variant is out of stock'). Resolves true when the line
 * was added. When the server cannot be reached the local change stays and is sent later.
 */
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { toast } from '../../ui/toast';
import { getToken } from '../session/session-store';
import { CartPreviewQuery } from './cart.documents';
import { addLocal, enqueue, getLines, sameLine } from './cart-store';
import { flush, whenSent } from './cart-sync';
import { onlyAvailable } from './use-cart-actions';

export interface AddToCartInput {
  productId: string;
  /** Colour name of the chosen variant, e.g. "Maroon". */
  color: string;
  /** Size label, e.g. "M". */
  size: string;
  quantity: number;
}

export const OUT_OF_STOCK = 'This variant is out of stock';
export const addedMessage = (n: number) => `${n} Added to cart successfully`;

export function useAddToCart(): { addToCart: (input: AddToCartInput) => Promise<boolean>; adding: boolean } {
  const client = useApolloClient();
  const [adding, setAdding] = useState(false);

  const addToCart = async (input: AddToCartInput): Promise<boolean> => {
    const quantity = Math.max(1, Math.trunc(input.quantity) || 1);
    const key = { productId: input.productId, color: input.color, size: input.size };
    setAdding(true);
    try {
      // Price and stock from the server, so the line shows at once and stock is respected.
      let snapshot: { name?: string; image?: string; price?: number; originalPrice?: number; stock?: number | null } = {};
      try {
        const { data } = await client.query({ query: CartPreviewQuery, variables: { lines: [{ ...key, quantity }] }, fetchPolicy: 'network-only' });
        const line = data?.cartPreview.lines[0];
        if (!line) {
          console.warn('Selected variant not found!', key);
          return false;
        }
        snapshot = { name: line.productName, image: line.image, price: line.price, originalPrice: line.originalPrice, stock: line.stock };
      } catch {
        // Offline: add anyway; the server checks when the change reaches it.
      }
      if (snapshot.stock === 0) {
        toast.error(OUT_OF_STOCK);
        return false;
      }
      const inCart = getLines().find((l) => sameLine(l, key))?.quantity ?? 0;
      const cap = snapshot.stock ?? 99;
      if (inCart + quantity > cap) {
        toast.info(onlyAvailable(cap));
        return false;
      }
      addLocal({ ...key, quantity, ...snapshot });
      if (getToken()) {
        const op = enqueue({ type: 'add', line: { ...key, quantity } });
        const sent = whenSent(op);
        void flush(client);
        const result = await sent;
        if (!result.ok && !result.retrying) {
          // The sync has already put the browser cart back to the server's.
          toast.error(result.message.includes('out of stock') ? OUT_OF_STOCK : result.message);
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

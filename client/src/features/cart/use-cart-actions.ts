/**
 * Quantity, remove and clear for the cart screen and the mini cart: the browser cart changes at
 * once; for a logged-in shopper the change is queued and sent to the server.
 */
import { useApolloClient } from '@apollo/client/react';
import { toast } from '../../ui/toast';
import { getToken } from '../session/session-store';
import { enqueue, removeLocal, setLines, setLocalQuantity, type CartKey, type PendingOp } from './cart-store';
import { loadCartSync } from './load-cart-sync';


export function useCartActions() {
  const client = useApolloClient();
  const sync = async (op: PendingOp) => {
    const cartSync = await loadCartSync();
    const sent = cartSync.whenSent(op);
    void cartSync.flush(client);
    const result = await sent;
    if (!result.ok && !result.retrying) toast.error(result.message);
  };
  return {
    /**
     * Sets a line's quantity: 0 or less removes it; above the server's maxQuantity shows the
     * server's limitMessage ('Only {n} item(s) available' or the per-size limit) and changes nothing.
     */
    setQuantity: async (key: CartKey & { maxQuantity: number; limitMessage: string | null }, quantity: number) => {
      if (quantity > key.maxQuantity) {
        if (key.limitMessage) toast.info(key.limitMessage);
        return;
      }
      setLocalQuantity(key, quantity);
      if (!getToken()) return;
      const line = { productId: key.productId, color: key.color, size: key.size };
      await sync(quantity <= 0 ? enqueue({ type: 'remove', line }) : enqueue({ type: 'quantity', line: { ...line, quantity } }));
    },
    remove: async (key: CartKey) => {
      removeLocal(key);
      if (getToken()) await sync(enqueue({ type: 'remove', line: { productId: key.productId, color: key.color, size: key.size } }));
    },
    /** Clear Cart: empties the cart and removes the stored copy. */
    clear: async () => {
      setLines([]);
      if (getToken()) await sync(enqueue({ type: 'clear' }));
    },
  };
}

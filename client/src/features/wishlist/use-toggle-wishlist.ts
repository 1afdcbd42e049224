import { useMutation } from '@apollo/client/react';
import { ToggleWishlistMutation } from './wishlist.documents';
import { ensureNoUserErrors } from '../../app/user-errors';
import { COUNT_KEY } from './use-wishlist';

/**
 * Toggles one product, optimistically: the heart and the count change at once and roll back if
 * the server refuses (a refusal in userErrors is thrown, as a failure). The wishlist page's item
 * list drops a removed product from the cache. Apart from use-wishlist.ts: only the hearts need
 * it, not the header's count, so it stays out of the start-up JavaScript.
 */
export function useToggleWishlist() {
  const [mutate] = useMutation(ToggleWishlistMutation);
  return async (productId: string, current: { id: string | null; count: number; productIds: readonly string[] }) => {
    const saved = current.productIds.includes(productId);
    const productIds = saved ? current.productIds.filter((id) => id !== productId) : [productId, ...current.productIds];
    // __typename lets the cache normalise the optimistic answer (codegen types omit it); without a
    // known id (the state query has not answered yet) there is nothing on screen to update early.
    const optimistic = current.id
      ? {
          toggleWishlist: {
            __typename: 'ToggleWishlistPayload' as const,
            wishlist: { __typename: 'Wishlist' as const, id: current.id, count: Math.max(0, current.count + (saved ? -1 : 1)), productIds },
            userErrors: [],
          },
        }
      : undefined;
    const { data } = await mutate({
      variables: { productId },
      optimisticResponse: optimistic,
      update(cache, { data }) {
        const wishlist = data?.toggleWishlist.wishlist;
        if (!wishlist) return;
        localStorage.setItem(COUNT_KEY, String(wishlist.count));
        if (!wishlist.productIds.includes(productId)) {
          // Every page of the wishlist page's list (its `items` connection) loses the product.
          cache.modify({
            id: cache.identify({ __typename: 'Wishlist', id: wishlist.id }),
            fields: {
              items: (existing, { readField }) => {
                if (!existing || typeof existing !== 'object' || !Array.isArray((existing as { edges?: unknown }).edges)) return existing;
                const connection = existing as { edges: Array<{ node: unknown }>; totalCount?: number };
                const edges = connection.edges.filter((edge) => readField('productId', edge.node as never) !== productId);
                return { ...connection, edges, ...(typeof connection.totalCount === 'number' ? { totalCount: connection.totalCount - (connection.edges.length - edges.length) } : {}) };
              },
            },
          });
        }
      },
    });
    return ensureNoUserErrors(data?.toggleWishlist);
  };
}

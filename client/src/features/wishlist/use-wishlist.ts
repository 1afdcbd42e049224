import { useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSession } from '../session/session-store';
import { ToggleWishlistMutation, WishlistStateQuery } from './wishlist.documents';
import { ensureNoUserErrors } from '../../app/user-errors';

const COUNT_KEY = 'wishlistCount';

/** The count persisted under the spec's `wishlistCount` key (shown before the server answers). */
export function storedWishlistCount(): number {
  return Math.max(0, Number(localStorage.getItem(COUNT_KEY) ?? 0) || 0);
}

/**
 * The shopper's wishlist state (saved product ids and count). Visitors have an empty wishlist
 * and count 0, as the spec says. The count is persisted so the header is right after a reload.
 */
export function useWishlistState() {
  const session = useSession();
  const { data, loading } = useQuery(WishlistStateQuery, { skip: !session, fetchPolicy: 'cache-first' });
  const wishlist = session ? data?.wishlist : undefined;
  useEffect(() => {
    if (wishlist) localStorage.setItem(COUNT_KEY, String(wishlist.count));
  }, [wishlist]);
  return {
    loggedIn: Boolean(session),
    loading,
    /** The shopper's wishlist id (each shopper's own, for the cache); null until it is known. */
    id: wishlist?.id ?? null,
    count: !session ? 0 : (wishlist?.count ?? storedWishlistCount()),
    productIds: wishlist?.productIds ?? [],
  };
}

/**
 * Toggles one product, optimistically: the heart and the count change at once and roll back if
 * the server refuses (a refusal in userErrors is thrown, as a failure). The wishlist page's item
 * list drops a removed product from the cache.
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

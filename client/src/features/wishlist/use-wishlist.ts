import { useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSession } from '../session/session-store';
import { ToggleWishlistMutation, WishlistStateQuery } from './wishlist.documents';

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
    count: !session ? 0 : (wishlist?.count ?? storedWishlistCount()),
    productIds: wishlist?.productIds ?? [],
  };
}

/**
 * Toggles one product, optimistically: the heart and the count change at once and roll back if
 * the server refuses. The wishlist page's item list drops a removed product from the cache.
 */
export function useToggleWishlist() {
  const [mutate] = useMutation(ToggleWishlistMutation);
  return (productId: string, current: { count: number; productIds: readonly string[] }) => {
    const saved = current.productIds.includes(productId);
    const productIds = saved ? current.productIds.filter((id) => id !== productId) : [productId, ...current.productIds];
    // __typename lets the cache normalise the optimistic answer (codegen types omit it).
    const optimistic = { __typename: 'Wishlist' as const, id: 'current', count: Math.max(0, current.count + (saved ? -1 : 1)), productIds };
    return mutate({
      variables: { productId },
      optimisticResponse: { toggleWishlist: optimistic },
      update(cache, { data }) {
        const result = data?.toggleWishlist;
        if (!result) return;
        localStorage.setItem(COUNT_KEY, String(result.count));
        if (!result.productIds.includes(productId)) {
          cache.modify({
            id: cache.identify({ __typename: 'Wishlist', id: 'current' }),
            fields: {
              items: (existing, { readField }) =>
                Array.isArray(existing) ? existing.filter((ref) => readField('productId', ref) !== productId) : existing,
            },
          });
        }
      },
    });
  };
}

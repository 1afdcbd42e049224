import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../session/session-store';
import { WishlistStateQuery } from './wishlist.documents';

/** Where the count is kept between visits (the spec's localStorage key). */
export const COUNT_KEY = 'wishlistCount';

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

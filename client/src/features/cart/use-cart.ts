/**
 * CONTRACT (used by checkout): the current cart as the shopper sees it. For a visitor it is the
 * browser cart priced by the server (cartPreview); for a logged-in shopper the server cart, with
 * any change not yet sent shown as well. Every amount, cap and message is the server's (its quote);
 * see cart-view.ts. Amounts in rupees.
 */
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../session/session-store';
import { CartPreviewQuery, CartQuery } from './cart.documents';
import { useLocalCart, usePendingCount } from './cart-store';
import { cartView, type CartViewState } from './cart-view';

export type { CartViewLine, CartQuote } from './cart-view';

export interface CartView extends CartViewState {
  loading: boolean;
  /** True for a logged-in shopper (the server cart is the truth). */
  isServer: boolean;
  /** Changes waiting to reach the server. */
  pending: number;
}

export function useCart(): CartView {
  const session = useSession();
  const local = useLocalCart();
  const pending = usePendingCount();
  const variables = useMemo(() => ({ lines: local.map(({ productId, color, size, quantity }) => ({ productId, color, size, quantity })) }), [local]);
  const server = useQuery(CartQuery, { skip: !session, fetchPolicy: 'cache-and-network' });
  const preview = useQuery(CartPreviewQuery, { skip: !!session || local.length === 0, variables });
  const priced = session ? server.data?.cart : (preview.data?.cartPreview ?? preview.previousData?.cartPreview);
  // A visitor's preview is fresh when it answers the current lines; the server cart is matched line by line.
  const fresh = !session && !!preview.data && !preview.loading;

  return useMemo(
    () => ({
      ...cartView(local, priced, fresh),
      couponMessage: session ? (priced?.couponMessage ?? null) : null,
      loading: session ? server.loading && !server.data : preview.loading && !priced,
      isServer: !!session,
      pending,
    }),
    [local, priced, fresh, session, pending, server.loading, server.data, preview.loading],
  );
}

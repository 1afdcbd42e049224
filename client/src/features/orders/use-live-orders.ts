/**
 * Keeps an order screen current while it is open: subscribes to `orderStatusChanged` (one order,
 * or all of the shopper's for My Orders). Each event carries the order afresh, which Apollo's
 * normalised cache writes into the `Order` entity, so the tracker, badge and history re-render
 * with no refetch. While the socket cannot open (or is down between reconnects) the screen's query
 * is polled every 30 s instead, silently; when the socket comes back after a gap, the query is
 * refetched once to catch up on what was missed.
 */
import { useEffect, useRef, useState } from 'react';
import { useSubscription } from '@apollo/client/react';
import { OrderStatusChangedSubscription } from './orders.documents';

export const LIVE_FALLBACK_POLL_MS = 30_000;
/** How long a socket may take to open before the screen polls meanwhile. */
const OPEN_GRACE_MS = 5000;

interface Polling {
  startPolling(ms: number): void;
  stopPolling(): void;
  refetch(): unknown;
}

export function useLiveOrders(query: Polling, orderId?: string) {
  const queryRef = useRef(query);
  queryRef.current = query;
  // The socket's code loads with the first order screen; the subscription starts once its link is in.
  const [linked, setLinked] = useState(false);
  const { error } = useSubscription(OrderStatusChangedSubscription, { variables: { orderId: orderId ?? null }, skip: !linked });

  // Load the socket's link, then follow the socket's state.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    let polling = false;
    const poll = (on: boolean) => {
      if (on === polling) return;
      polling = on;
      if (on) queryRef.current.startPolling(LIVE_FALLBACK_POLL_MS);
      else queryRef.current.stopPolling();
    };
    const grace = setTimeout(() => poll(true), OPEN_GRACE_MS);
    void import('./live-connection').then(({ installLiveLink, onLiveState }) => {
      if (cancelled) return;
      installLiveLink();
      setLinked(true);
      stop = onLiveState((state, reconnected) => {
        if (state === 'open') {
          clearTimeout(grace);
          poll(false);
          if (reconnected) void queryRef.current.refetch();
        } else if (state === 'down') poll(true);
      });
    }, () => poll(true));
    return () => {
      cancelled = true;
      clearTimeout(grace);
      stop?.();
      poll(false);
    };
  }, []);

  // Refused for good (logged out, too many sockets): polling is the way.
  useEffect(() => {
    if (!error) return;
    queryRef.current.startPolling(LIVE_FALLBACK_POLL_MS);
  }, [error]);
}

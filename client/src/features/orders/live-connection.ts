/**
 * The WebSocket side of the live order status, loaded only when an order screen first subscribes
 * (use-live-orders.ts imports it lazily): graphql-ws `createClient` behind Apollo's
 * `GraphQLWsLink`, installed as a split link (subscriptions over the socket, the rest as before).
 * The token is read at every (re)connect; reconnects back off exponentially with jitter, up to
 * 30 s, for as long as a screen listens. The state of the socket is published for
 * use-live-orders.ts, which polls while it is down.
 */
import { createClient } from 'graphql-ws';
import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { apolloClient } from '../../app/apollo';
import { getToken } from '../session/session-store';
import { reconnectDelayMs } from './live-backoff';
import { languageTag } from '../../i18n/i18n';

export type LiveState = 'connecting' | 'open' | 'down';
type StateListener = (state: LiveState, reconnected: boolean) => void;

/** Close codes after which retrying with the same token is pointless (refused, not lost). */
const REFUSED = new Set([4403, 4401]);
const stateListeners = new Set<StateListener>();
let state: LiveState = 'connecting';
let everOpen = false;

function setState(next: LiveState) {
  const reconnected = next === 'open' && everOpen && state !== 'open';
  if (next === 'open') everOpen = true;
  state = next;
  for (const listener of stateListeners) listener(next, reconnected);
}

const liveUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

const client = createClient({
  url: liveUrl,
  connectionParams: () => {
    const token = getToken();
    return { 'accept-language': languageTag(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  },
  lazy: true,
  // A screen switch (order page → My Orders) keeps the socket.
  lazyCloseTimeout: 3000,
  retryAttempts: Number.POSITIVE_INFINITY,
  retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
  shouldRetry: (event) => !(event && typeof event === 'object' && 'code' in event && REFUSED.has((event as CloseEvent).code)),
  on: {
    connecting: () => {
      if (state !== 'down') setState('connecting');
    },
    connected: () => setState('open'),
    closed: () => setState('down'),
    error: () => setState('down'),
  },
});

/** Apollo's terminating link for subscriptions. */
const liveLink = new GraphQLWsLink(client);
let installed = false;

/** Sends the client's subscriptions over the socket from now on (once; queries keep their HTTP link). */
export function installLiveLink(): void {
  if (installed) return;
  installed = true;
  apolloClient.setLink(ApolloLink.split((operation) => operation.operationType === 'subscription', liveLink, apolloClient.link));
}

/** Calls `listener` with the socket's state now and at each change; returns the unsubscribe. */
export function onLiveState(listener: StateListener): () => void {
  stateListeners.add(listener);
  listener(state, false);
  return () => stateListeners.delete(listener);
}

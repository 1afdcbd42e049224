/**
 * Apollo Client with a normalized cache: every entity is keyed by its id so a mutation's answer
 * updates every screen showing it. The bearer token comes from the session store; an answer saying
 * the token is no longer accepted ends the session (features/session/session-expiry.ts).
 * Subscriptions (live order status) go over a WebSocket whose link an order screen installs when
 * it first needs it (features/orders/live-connection.ts), so the initial bundle does not carry it.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getToken } from '../features/session/session-store';
import { sessionExpiryLink } from '../features/session/session-expiry';
import { languageTag } from '../i18n/i18n';

const authLink = new SetContextLink(({ headers }) => {
  const token = getToken();
  // Accept-Language: the server answers its messages (errors, notifications) in the shopper's language.
  return { headers: { ...headers, 'accept-language': languageTag(), ...(token ? { authorization: `Bearer ${token}` } : {}) } };
});

export const cache = new InMemoryCache({
  typePolicies: {
    // Entities with an `id` normalise by default (`Product:12`); list here the ones that need
    // a different key or merge rule.
    Query: {
      fields: {},
    },
    // Cart and CartLine ids are unique across carts (a customer's, a visitor's, each cartPreview's
    // lines), so they normalise by id. A quote belongs to its cart: its lines stay inside it, and
    // every cart answer replaces the whole quote.
    QuoteLine: { keyFields: false },
    Cart: { fields: { quote: { merge: false } } },
  },
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([sessionExpiryLink(() => apolloClient), authLink, new HttpLink({ uri: '/graphql' })]),
  cache,
});

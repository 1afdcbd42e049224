/**
 * Apollo Client with a normalized cache: every entity is keyed by its id so a mutation's answer
 * updates every screen showing it. The bearer token comes from the session store; an answer saying
 * the token is no longer accepted ends the session (features/session/session-expiry.ts).
 * Subscriptions (live order status) go over a WebSocket whose link an order screen installs when
 * it first needs it (features/orders/live-connection.ts), so the initial bundle does not carry it.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { cursorPages } from './cursor-pages';
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
    // Lists a screen grows with "Show more" (fetchMore `after` the last cursor): one entry per
    // list whose pages are spliced by cursor. keyArgs name what makes two lists different, so
    // two things are never merged: each product's reviews are their own list; My Orders is the
    // session's (the store is cleared at login and logout); a wishlist's and a feed's items
    // belong to their object, whose id is its shopper's; an offer's products to the offer, a collection's to the collection. Product listings are not merged: each
    // page is its own entry (all its arguments are its key), as page numbers show one at a time.
    Query: {
      fields: {
        myOrders: cursorPages(),
        productReviews: cursorPages(['productId']),
      },
    },
    Wishlist: { fields: { items: cursorPages() } },
    Offer: { fields: { products: cursorPages() } },
    ThemedCollection: { fields: { productPage: cursorPages() } },
    NotificationFeed: { fields: { items: cursorPages() } },
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

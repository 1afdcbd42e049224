/**
 * Apollo Client with a normalized cache: every entity is keyed by its id so a mutation's answer
 * updates every screen showing it. The bearer token comes from the session store.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getToken } from '../features/session/session-store';

const authLink = new SetContextLink(({ headers }) => {
  const token = getToken();
  return { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
});

export const cache = new InMemoryCache({
  typePolicies: {
    // Entities with an `id` normalise by default (`Product:12`); list here the ones that need
    // a different key or merge rule.
    Query: {
      fields: {},
    },
  },
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([authLink, new HttpLink({ uri: '/graphql' })]),
  cache,
});

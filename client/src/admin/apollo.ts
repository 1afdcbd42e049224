/**
 * The dashboard's own Apollo client: /admin/graphql with the staff session token. A 401 (session
 * ended, revoked or expired) drops the session, which shows the login screen again.
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { getStaffSession, setStaffSession } from './session';

const staffFetch: typeof fetch = async (input, init) => {
  const token = getStaffSession()?.token;
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(input, { ...init, headers });
  if (res.status === 401) setStaffSession(null);
  return res;
};

export function createAdminClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/admin/graphql', fetch: staffFetch }),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

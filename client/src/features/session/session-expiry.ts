/**
 * A login the server no longer accepts (expired, revoked from another device, logged out through
 * the API) must not linger in the header while account screens fail one by one. Every GraphQL
 * answer passes through `sessionExpiryLink`: an UNAUTHENTICATED error for a request that carried the
 * current token ends the session in this browser, as a logout would (token, userData,
 * wishlistCount and every cached account answer), and says so. RequireLogin then sends an account
 * screen to /user-login with the way back, and login returns the shopper there.
 */
import { ApolloLink, CombinedGraphQLErrors, ServerError, type ApolloClient } from '@apollo/client';
import { tap } from 'rxjs';
import { toast } from '../../ui/toast';
import { clearSession, getToken } from './session-store';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

type GraphQLErrorLike = { extensions?: Record<string, unknown> | null };

/** True when the server refused the caller's login (GraphQL `extensions.code`, or an HTTP 401). */
export function isUnauthenticated(errors: readonly GraphQLErrorLike[] | undefined, error?: unknown): boolean {
  if (errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return true;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * Ends the session once: only when the refused request was sent with the token still in use (not
 * for a visitor, and not after a newer login replaced it).
 */
export function endExpiredSession(client: ApolloClient, sentToken: string | null): void {
  if (!sentToken || getToken() !== sentToken) return;
  clearSession();
  // Longer than the usual 3 s: it explains a logout the shopper did not ask for.
  toast.info(SESSION_EXPIRED, { toastId: 'session-expired', autoClose: 8000 });
  // After the answer being delivered: clearing the cache inside it would cut it short.
  setTimeout(() => void client.clearStore().catch(() => undefined), 0);
}

/** The link (before the auth link) that watches every answer; `client` is read when one arrives. */
export function sessionExpiryLink(client: () => ApolloClient): ApolloLink {
  return new ApolloLink((operation, forward) => {
    // Logging out of a session that has already ended is not news to the shopper.
    if (operation.operationName === 'Logout') return forward(operation);
    const sentToken = getToken();
    return forward(operation).pipe(
      tap({
        next: (result) => isUnauthenticated(result.errors as GraphQLErrorLike[] | undefined) && endExpiredSession(client(), sentToken),
        error: (error: unknown) => isUnauthenticated(undefined, error) && endExpiredSession(client(), sentToken),
      }),
    );
  });
}

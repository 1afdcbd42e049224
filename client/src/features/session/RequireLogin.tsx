import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './session-store';
import { paths } from '../../config/paths';

/** Where the login screen returns to: the page that sent the shopper there, or home. */
export interface LoginRedirectState {
  from?: string;
}

/** The location state that makes the login screen come back to the current page. */
export function useLoginRedirectState(): LoginRedirectState {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * Route guard for account screens: a visitor is sent to /user-login with state {from}, and
 * the login screen brings them back after a successful login.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const state = useLoginRedirectState();
  if (!session) return <Navigate to={paths.login} replace state={state} />;
  return <>{children}</>;
}

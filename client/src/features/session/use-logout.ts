import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { clearSession, getToken } from './session-store';
import { LogoutMutation } from './session.documents';
import { paths } from '../../config/paths';
import { ensureNoUserErrors } from '../../app/user-errors';

/**
 * Logs out: revokes the session on the server (so the old token stops working), then forgets
 * the token, userData and wishlistCount and every account-scoped cache entry, and goes home.
 * A server that cannot be reached does not keep the shopper logged in on this device.
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return async () => {
    if (getToken()) {
      // logout has no userErrors to show (it cannot be refused); any failure still logs out here.
      const revoke = client.mutate({ mutation: LogoutMutation }).then(({ data }) => ensureNoUserErrors(data?.logout));
      await Promise.race([revoke.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 4000))]);
    }
    clearSession();
    await client.clearStore();
    navigate(paths.home);
  };
}

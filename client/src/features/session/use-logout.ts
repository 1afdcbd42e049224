import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { clearSession, getToken } from './session-store';
import { LogoutMutation } from './session.documents';
import { paths } from '../../config/paths';

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
      // The answer is not read: logout cannot be refused (LogoutPayload's userErrors is always empty),
      // and a failure to reach the server still logs this device out.
      await Promise.race([client.mutate({ mutation: LogoutMutation }).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 4000))]);
    }
    clearSession();
    await client.clearStore();
    navigate(paths.home);
  };
}

import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from './session-store';
import { paths } from '../../config/paths';

/** Logs out: forgets the token and every account-scoped cache entry, then goes home. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return async () => {
    clearSession();
    await client.clearStore();
    navigate(paths.home);
  };
}

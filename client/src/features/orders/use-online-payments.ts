import { useQuery } from '@apollo/client/react';
import { StoreSettingsQuery } from './orders.documents';

/**
 * Whether this store offers Pay Now (the server's storeSettings; off when it runs Cash on
 * Delivery only) and, when not, the server's reason to show. Assumed on until the answer
 * arrives: the server refuses an online order anyway when it is off.
 */
export function useOnlinePayments(): { enabled: boolean; message: string | null; loaded: boolean } {
  const { data } = useQuery(StoreSettingsQuery, { fetchPolicy: 'cache-first' });
  const settings = data?.storeSettings;
  return { enabled: settings?.onlinePaymentsEnabled ?? true, message: settings?.onlinePaymentsMessage ?? null, loaded: !!settings };
}

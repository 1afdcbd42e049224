/**
 * Pay Now on an unpaid online order (My Orders and the order page): reopens its payment and
 * runs it; answers what happened. Render `element` once.
 */
import { useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { toast } from '../../ui/toast';
import { StartPaymentMutation } from './orders.documents';
import { ensureNoUserErrors, isUserErrorsError } from '../../app/user-errors';
import { usePayment, type PaymentResult } from './use-payment';
import { COMPLETE_PAYMENT } from './OrderResultDialog';

import { t } from '../../i18n/i18n';
export function usePayNow(): { payNow: (orderId: string) => Promise<PaymentResult | null>; paying: string | null; element: ReactNode } {
  const [start] = useMutation(StartPaymentMutation);
  const { pay, element } = usePayment();
  const [paying, setPaying] = useState<string | null>(null);
  const payNow = async (orderId: string) => {
    setPaying(orderId);
    try {
      const { data } = await start({ variables: { orderId } });
      const { payment } = ensureNoUserErrors(data?.startPayment);
      if (!payment) throw new Error('Something went wrong!');
      const outcome = await pay(payment);
      if (outcome === 'paid') toast.success('Payment received. Thank you!');
      else toast.error(`${t('Payment Not Successfull!')} ${t(COMPLETE_PAYMENT)}`);
      return outcome;
    } catch (error) {
      toast.error((isUserErrorsError(error) ? error.message : CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : null) || 'Something went wrong!');
      return null;
    } finally {
      setPaying(null);
    }
  };
  return { payNow, paying, element };
}

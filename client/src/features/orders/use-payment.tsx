/**
 * Takes the money for an order: the built-in test gateway's dialog (Pay / Fail, answered by
 * POST /api/test-gateway/checkout, which exists only where the test gateway runs) or Razorpay's
 * checkout widget, loaded on demand. A success is verified by the server (signature check);
 * a failure or a closed widget is recorded as a failed attempt (the order stays unpaid, Pay Now
 * retries). Render `element` once in the screen that uses it.
 */
import { useShop } from '../shop/use-shop';
import { useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from '../../ui/toast';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { formatRupees } from '../../ui/format';
import type { PaymentSessionFieldsFragment } from '../../gql/graphql';
import { ensureNoUserErrors } from '../../app/user-errors';
import { RecordPaymentFailureMutation, VerifyPaymentMutation } from './orders.documents';
import { testGatewayCheckout } from './test-gateway';
import { msg, t } from '../../i18n/i18n';

export type PaymentResult = 'paid' | 'failed';
export const UNKNOWN_ERROR = msg('Unknown Error');
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { code?: string; description?: string; metadata?: { payment_id?: string } } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

let scriptLoading: Promise<void> | null = null;
/** Loads Razorpay's checkout script once; rejects with the loader's message (or 'Unknown Error'). */
function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : reject(new Error(t(UNKNOWN_ERROR))));
    script.onerror = (event) => {
      scriptLoading = null;
      script.remove();
      reject(new Error(typeof event === 'string' ? event : t(UNKNOWN_ERROR)));
    };
    document.body.appendChild(script);
  });
  return scriptLoading;
}

export function usePayment(): { pay: (session: PaymentSessionFieldsFragment) => Promise<PaymentResult>; element: ReactNode } {
  const [session, setSession] = useState<PaymentSessionFieldsFragment | null>(null);
  // The name the payment window shows: the store's brand (its settings).
  const brand = useShop()?.brandName ?? '';
  const [busy, setBusy] = useState(false);
  const resolver = useRef<((result: PaymentResult) => void) | null>(null);
  // One outcome per payment, however many times the dialog reports closing.
  const busyRef = useRef(false);
  const [verify] = useMutation(VerifyPaymentMutation);
  const [recordFailure] = useMutation(RecordPaymentFailureMutation);

  const failed = async (s: PaymentSessionFieldsFragment, paymentId: string | null, code: string, description: string) => {
    try {
      const { data } = await recordFailure({ variables: { input: { orderId: s.orderId, providerOrderId: s.providerOrderId, providerPaymentId: paymentId, code, description } } });
      ensureNoUserErrors(data?.recordPaymentFailure);
    } catch (error) {
      toast.error((error as Error).message);
    }
    return 'failed' as const;
  };
  const verified = async (s: PaymentSessionFieldsFragment, paymentId: string, signature: string): Promise<PaymentResult> => {
    try {
      const { data } = await verify({ variables: { input: { orderId: s.orderId, providerOrderId: s.providerOrderId, providerPaymentId: paymentId, signature } } });
      ensureNoUserErrors(data?.verifyPayment);
      return 'paid';
    } catch (error) {
      toast.error((error as Error).message);
      return 'failed';
    }
  };
  const finish = (result: PaymentResult) => {
    busyRef.current = false;
    setSession(null);
    setBusy(false);
    resolver.current?.(result);
    resolver.current = null;
  };

  const testGatewayChoice = async (outcome: 'success' | 'failure') => {
    if (!session || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    const s = session;
    try {
      const answer = await testGatewayCheckout(s.providerOrderId, outcome);
      if (answer.ok) finish(await verified(s, answer.paymentId, answer.signature));
      else finish(await failed(s, answer.paymentId, answer.code, answer.description));
    } catch (error) {
      toast.error((error as Error).message);
      finish(await failed(s, null, 'payment_error', (error as Error).message));
    }
  };

  const pay = (s: PaymentSessionFieldsFragment) =>
    new Promise<PaymentResult>((resolve) => {
      if (s.provider === 'TEST') {
        resolver.current = resolve;
        setSession(s);
        return;
      }
      let settled = false;
      const done = (result: Promise<PaymentResult>) => {
        if (settled) return;
        settled = true;
        void result.then(resolve);
      };
      loadRazorpay().then(
        () => {
          const widget = new window.Razorpay!({
            key: s.keyId,
            amount: s.amountPaise,
            currency: s.currency,
            order_id: s.providerOrderId,
            name: brand,
            description: t('Order {number}', { number: s.orderNumber }),
            prefill: { name: s.prefillName, contact: s.prefillContact },
            theme: { color: '#7a1f3d' },
            handler: (response: { razorpay_payment_id: string; razorpay_signature: string }) => done(verified(s, response.razorpay_payment_id, response.razorpay_signature)),
            modal: { ondismiss: () => done(failed(s, null, 'payment_cancelled', t('Payment window closed'))) },
          });
          widget.on('payment.failed', (response) =>
            done(failed(s, response.error?.metadata?.payment_id ?? null, response.error?.code ?? 'payment_failed', response.error?.description ?? t('Payment failed'))),
          );
          widget.open();
        },
        (error: Error) => {
          toast.error(error.message || t(UNKNOWN_ERROR));
          done(failed(s, null, 'script_load_failed', error.message || t(UNKNOWN_ERROR)));
        },
      );
    });

  const element = (
    <Dialog
      open={!!session}
      title={t('Test payment gateway')}
      onClose={() => {
        if (session && !busyRef.current && resolver.current) {
          busyRef.current = true;
          setBusy(true);
          void failed(session, null, 'payment_cancelled', t('Payment window closed')).then(finish);
        }
      }}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => void testGatewayChoice('failure')}>
            {t('Make payment fail')}
          </Button>
          <Button disabled={busy} onClick={() => void testGatewayChoice('success')}>
            {busy ? t('Processing…') : t('Pay {amount}', { amount: formatRupees(session?.amount ?? 0) })}
          </Button>
        </>
      }
    >
      <p>
        {t('Order')}{' '}<strong>{session?.orderNumber}</strong>
      </p>
      <p className="muted">
        {t("This is the store's built-in test gateway: no money moves. It answers exactly like Razorpay Checkout, with a signed payment the server verifies.")}
      </p>
      <p className="muted small">{t('Provider order:')}{' '}{session?.providerOrderId}</p>
    </Dialog>
  );

  return { pay, element };
}

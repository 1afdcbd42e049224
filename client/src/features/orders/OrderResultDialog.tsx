import { useEffect } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { t, msg } from '../../i18n/i18n';

export type OrderResult = { kind: 'placed' | 'payment-failed'; orderId: string; orderNumber: string };

export const ORDER_PLACED = msg('Order Placed Successfully!');
export const PAYMENT_NOT_SUCCESSFUL = msg('Order Placed Successfully! But Payment Not Successfull!');
export const COMPLETE_PAYMENT = msg('Please complete your payment.');

/** The spec's result dialogs: success (closes itself after 3 s) or placed-but-unpaid. */
export function OrderResultDialog({ result, onDone }: { result: OrderResult; onDone: () => void }) {
  useEffect(() => {
    if (result.kind !== 'placed') return;
    const timer = setTimeout(onDone, 3000);
    return () => clearTimeout(timer);
  }, [result, onDone]);
  const placed = result.kind === 'placed';
  return (
    <Dialog open title={placed ? t(ORDER_PLACED) : t(PAYMENT_NOT_SUCCESSFUL)} onClose={onDone} footer={<Button onClick={onDone}>{placed ? t('View order') : t('Go to my order')}</Button>}>
      <div className={`order-result order-result--${placed ? 'ok' : 'warn'}`}>
        <span className="order-result__icon" aria-hidden="true">
          {placed ? '✓' : '!'}
        </span>
        {placed ? (
          <p>
            {t('Order ID:')}{' '}<strong>{result.orderId}</strong> ({result.orderNumber})
          </p>
        ) : (
          <>
            <p>{t(COMPLETE_PAYMENT)}</p>
            <p className="muted small">
              {t('Order ID: {id} ({number}). Use Pay Now on the order to try again.', { id: result.orderId, number: result.orderNumber })}
            </p>
          </>
        )}
      </div>
    </Dialog>
  );
}

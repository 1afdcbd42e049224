import { useEffect } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { t, msg } from '../../i18n/i18n';

export type OrderResult =
  | { kind: 'placed'; orderId: string; orderNumber: string }
  /** Placed, not paid (the payment sheet was closed or the payment failed): it waits until `payBy`. */
  | { kind: 'payment-failed'; orderId: string; orderNumber: string; payBy: string | null };

export const AWAITING_PAYMENT = msg('Order placed: awaiting payment');

/**
 * The placed-but-unpaid answer (issue 25, item 9: it looked confirmed and the cart was gone): the
 * order waits for payment until its deadline, the cart is kept, and there is always a way on:
 * pay again, or pay on delivery instead (when the address takes cash).
 */
export function AwaitingPaymentDialog({ result, onPayAgain, onPayOnDelivery, onViewOrder, busy }: {
  result: Extract<OrderResult, { kind: 'payment-failed' }>;
  onPayAgain: () => void;
  /** Absent when cash on delivery is not offered here. */
  onPayOnDelivery?: () => void;
  onViewOrder: () => void;
  busy: boolean;
}) {
  return (
    <Dialog
      open
      title={t(AWAITING_PAYMENT)}
      onClose={onViewOrder}
      footer={
        <>
          <Button variant="secondary" onClick={onViewOrder} disabled={busy}>
            {t('Go to my order')}
          </Button>
          {onPayOnDelivery && (
            <Button variant="secondary" onClick={onPayOnDelivery} disabled={busy}>
              {t('Pay on delivery instead')}
            </Button>
          )}
          <Button onClick={onPayAgain} disabled={busy}>
            {busy ? t('Opening payment…') : t('Try paying again')}
          </Button>
        </>
      }
    >
      <div className="order-result order-result--warn">
        <span className="order-result__icon" aria-hidden="true">
          !
        </span>
        <p>{t(COMPLETE_PAYMENT)}</p>
        <p>
          {result.payBy
            ? t('Order {number} is not paid yet. Pay by {deadline}, or it is cancelled and its items go back on sale.', { number: result.orderNumber, deadline: formatDateTime(result.payBy) })
            : t('Order {number} is not paid yet.', { number: result.orderNumber })}
        </p>
        <p className="muted small">{t('Your cart is kept until the payment goes through.')}</p>
      </div>
    </Dialog>
  );
}

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

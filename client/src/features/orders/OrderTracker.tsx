import type { OrderStatus } from '../../gql/graphql';
import { t, msg } from '../../i18n/i18n';

const STEPS: Array<{ status: OrderStatus; label: string }> = [
  { status: 'PLACED' as OrderStatus, label: msg('Order Progress') },
  { status: 'PROCESSING' as OrderStatus, label: msg('Processing') },
  { status: 'SHIPPED' as OrderStatus, label: msg('Shipped') },
  { status: 'OUT_FOR_DELIVERY' as OrderStatus, label: msg('Out For Delivered') },
  { status: 'DELIVERED' as OrderStatus, label: msg('Delivered') },
];

/** The spec's five-step tracker: earlier steps filled, the current one highlighted; or 'Cancelled'. */
export function OrderTracker({ status, history = [] }: { status: OrderStatus; history?: ReadonlyArray<{ status: OrderStatus; date: string }> }) {
  // Each step's date and time: when the order reached it (the last time, if it did more than once).
  const reachedAt = new Map(history.map((entry) => [entry.status, entry.date]));
  if (status === 'CANCELLED') {
    return (
      <div className="order-tracker order-tracker--cancelled" role="status">
        <span className="order-tracker__cancelled">{t('Cancelled')}</span>
      </div>
    );
  }
  const current = STEPS.findIndex((step) => step.status === status);
  return (
    <ol className="order-tracker" aria-label={t('Order status')}>
      {STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={step.status} className={`order-tracker__step order-tracker__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="order-tracker__dot" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="order-tracker__label">{t(step.label)}</span>
            {reachedAt.has(step.status) && (
              <time className="order-tracker__date" dateTime={reachedAt.get(step.status)}>
                {new Date(reachedAt.get(step.status)!).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })}
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}

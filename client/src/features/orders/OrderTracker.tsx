import type { OrderStatus } from '../../gql/graphql';

const STEPS: Array<{ status: OrderStatus; label: string }> = [
  { status: 'PLACED' as OrderStatus, label: 'Order Progress' },
  { status: 'PROCESSING' as OrderStatus, label: 'Processing' },
  { status: 'SHIPPED' as OrderStatus, label: 'Shipped' },
  { status: 'OUT_FOR_DELIVERY' as OrderStatus, label: 'Out For Delivered' },
  { status: 'DELIVERED' as OrderStatus, label: 'Delivered' },
];

/** The spec's five-step tracker: earlier steps filled, the current one highlighted; or 'Cancelled'. */
export function OrderTracker({ status }: { status: OrderStatus }) {
  if (status === 'CANCELLED') {
    return (
      <div className="order-tracker order-tracker--cancelled" role="status">
        <span className="order-tracker__cancelled">Cancelled</span>
      </div>
    );
  }
  const current = STEPS.findIndex((step) => step.status === status);
  return (
    <ol className="order-tracker" aria-label="Order status">
      {STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={step.status} className={`order-tracker__step order-tracker__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="order-tracker__dot" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="order-tracker__label">{step.label}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Domain events: a small typed in-process bus. A service announces what happened
 * (`events.publish(ctx, 'order.status-changed', …)`); other modules subscribe without the
 * publisher knowing them (notifications, the live order status, later SMS).
 *
 * Publication inside a transaction is delivered after COMMIT (`ctx.afterCommit`), so a subscriber
 * never hears of work that was rolled back and reads the committed rows. Outside a transaction it
 * is delivered at once. Subscribers run one after another, in subscription order, before the
 * publishing call returns (the shopper sees their notification in the answer's next read); a
 * failing subscriber is logged and does not stop the others or undo the committed work (it hands
 * its work to the job queue when it must be retried, see notifications).
 */
import type { Logger } from './logger.js';
import type { ServiceContext } from './service-context.js';
import type { OrderStatus, PaymentMethod } from '../modules/orders/order-status.js';

/** Who moved an order: the shopper, staff (or the CLI), or the server on its own (unpaid expiry). */
export type OrderActor = 'shopper' | 'store' | 'system';

/** The order facts every order event carries (enough for a message without reading the order again). */
export interface OrderRef {
  orderId: number;
  orderNumber: string;
  /** Null when the shopper has deleted their account: nobody to tell. */
  customerId: number | null;
  paymentMethod: PaymentMethod;
  totalAmount: number;
}

/** Every event name and what it carries. */
export interface DomainEvents {
  'order.placed': OrderRef;
  'order.status-changed': OrderRef & {
    from: OrderStatus;
    to: OrderStatus;
    actor: OrderActor;
    /** The shopper's or staff's reason (cancellations), or what happened. */
    reason: string;
    /** Set when staff shipped with a courier and tracking number. */
    shipment?: { courier: string; trackingNumber: string };
    /** Set when a paid order was cancelled: the amount being refunded, in paise. */
    refundAmount?: number;
  };
  /** Money arrived: an online capture or the cash staff collected. */
  'payment.received': OrderRef & { amount: number; status: OrderStatus };
  /** The provider accepted a refund (a cancelled order's payment, or part of it for a return). */
  'refund.issued': { orderId: number; amount: number; refundId: string; returnId?: number };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<K extends DomainEventName> = (event: DomainEvents[K], ctx: ServiceContext) => unknown;

export class EventBus {
  private readonly handlers = new Map<DomainEventName, Array<{ name: string; handle: DomainEventHandler<DomainEventName> }>>();

  constructor(private readonly logger: Logger) {}

  /** Adds a subscriber (`name` is for the log); answers the function that removes it. */
  subscribe<K extends DomainEventName>(event: K, name: string, handle: DomainEventHandler<K>): () => void {
    const list = this.handlers.get(event) ?? [];
    const entry = { name, handle: handle as DomainEventHandler<DomainEventName> };
    list.push(entry);
    this.handlers.set(event, list);
    return () => {
      const at = list.indexOf(entry);
      if (at >= 0) list.splice(at, 1);
    };
  }

  /** Announces an event: delivered after the context's transaction commits (at once outside one). */
  publish<K extends DomainEventName>(ctx: ServiceContext, event: K, payload: DomainEvents[K]): void {
    ctx.afterCommit(() => this.deliver(ctx.detached(), event, payload));
  }

  /** How many subscribers an event has (tests). */
  subscriberCount(event: DomainEventName): number {
    return this.handlers.get(event)?.length ?? 0;
  }

  private async deliver<K extends DomainEventName>(ctx: ServiceContext, event: K, payload: DomainEvents[K]): Promise<void> {
    for (const subscriber of [...(this.handlers.get(event) ?? [])]) {
      try {
        await subscriber.handle(payload, ctx);
      } catch (error) {
        this.logger.error({ err: error, event, subscriber: subscriber.name, requestId: ctx.requestId }, 'an event subscriber failed');
      }
    }
  }
}

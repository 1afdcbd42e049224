/**
 * Domain events: a small typed bus over the outbox. A service announces what happened
 * (`await events.publish(ctx, 'order.status-changed', …)`); other modules subscribe without the
 * publisher knowing them (notifications, the live order status, later shopper messages and
 * webhooks).
 *
 * Publishing writes the event and one delivery per subscriber as rows in the publisher's
 * transaction (the outbox, modules/outbox). After COMMIT this process delivers them at once, before
 * the publishing call returns (the shopper sees their notification in the answer's next read); if
 * the process dies first, or a subscriber throws, the `outbox.deliver` job delivers them later from
 * any process, with retries and a back-off. Each subscriber runs in a transaction of its own that
 * also marks its delivery done, so it hears each event once; a rolled-back change publishes
 * nothing. Subscribers are named: the name is the consumer recorded on the delivery row, so keep it
 * stable.
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
  /** A courier reported new scans of an order's parcel (the order's status may be unchanged). */
  'shipment.scanned': { orderId: number; customerId: number; orderStatus: OrderStatus; parcelStatus: string };
  /** The provider accepted a refund (a cancelled order's payment, or part of it for a return). */
  'refund.issued': { orderId: number; amount: number; refundId: string; returnId?: number };
}

export type DomainEventName = keyof DomainEvents;
/** What a subscriber is told besides the payload: the event's id and a key for outside services. */
export interface EventDelivery {
  eventId: number;
  /** `<event id>:<subscriber>`: the same on every retry; pass it to providers that take one. */
  idempotencyKey: string;
  attempt: number;
}
/**
 * A subscriber: `ctx` is a transaction of the delivery's own (the subscriber's writes commit with
 * the mark that it was delivered); throwing rolls them back and the delivery is retried.
 */
export type DomainEventHandler<K extends DomainEventName> = (event: DomainEvents[K], ctx: ServiceContext, delivery: EventDelivery) => unknown;

/** Where events are kept until every subscriber has them (modules/outbox implements it). */
export interface EventStore {
  record(ctx: ServiceContext, name: string, payload: unknown, consumers: string[]): Promise<number>;
  deliver(eventId: number, consumer: string, handle: (event: { name: string; payload: unknown }, ctx: ServiceContext, info: EventDelivery) => Promise<unknown>): Promise<string>;
  due(limit: number): Promise<Array<{ eventId: number; consumer: string }>>;
}

export class EventBus {
  private readonly handlers = new Map<DomainEventName, Array<{ name: string; handle: DomainEventHandler<DomainEventName> }>>();
  /** Subscriber by consumer name, whatever the event (the delivery job looks them up). */
  private readonly byConsumer = new Map<string, Map<DomainEventName, DomainEventHandler<DomainEventName>>>();

  constructor(
    private readonly logger: Logger,
    private readonly store: EventStore,
  ) {}

  /** Adds a subscriber (`name` is its consumer name on the delivery rows); answers the function that removes it. */
  subscribe<K extends DomainEventName>(event: K, name: string, handle: DomainEventHandler<K>): () => void {
    const list = this.handlers.get(event) ?? [];
    if (list.some((entry) => entry.name === name)) throw new Error(`${name} already subscribes to ${event}.`);
    const entry = { name, handle: handle as DomainEventHandler<DomainEventName> };
    list.push(entry);
    this.handlers.set(event, list);
    const events = this.byConsumer.get(name) ?? new Map();
    events.set(event, entry.handle);
    this.byConsumer.set(name, events);
    return () => {
      const at = list.indexOf(entry);
      if (at >= 0) list.splice(at, 1);
      events.delete(event);
    };
  }

  /**
   * Announces an event: written to the outbox in the context's transaction (so call it before the
   * transaction ends, and await it), delivered after the commit.
   */
  async publish<K extends DomainEventName>(ctx: ServiceContext, event: K, payload: DomainEvents[K]): Promise<void> {
    const consumers = (this.handlers.get(event) ?? []).map((entry) => entry.name);
    if (consumers.length === 0) return;
    const eventId = await this.store.record(ctx, event, payload, consumers);
    const deliverAll = async () => {
      for (const consumer of consumers) await this.deliver(eventId, consumer);
    };
    // Outside a transaction the row is already committed: deliver before the publishing call returns.
    if (!ctx.inTransaction) return deliverAll();
    ctx.afterCommit(deliverAll);
  }

  /** Delivers what is due (the `outbox.deliver` job, and after a restart). Answers how many were delivered. */
  async deliverDue(limit = 200): Promise<number> {
    let delivered = 0;
    for (const { eventId, consumer } of await this.store.due(limit)) {
      if ((await this.deliver(eventId, consumer)) === 'delivered') delivered++;
    }
    return delivered;
  }

  /** How many subscribers an event has (tests). */
  subscriberCount(event: DomainEventName): number {
    return this.handlers.get(event)?.length ?? 0;
  }

  private async deliver(eventId: number, consumer: string): Promise<string> {
    try {
      return await this.store.deliver(eventId, consumer, async (event, ctx, info) => {
        const handle = this.byConsumer.get(consumer)?.get(event.name as DomainEventName);
        // A delivery whose subscriber this version no longer has fails, and ends dead-lettered for staff.
        if (!handle) throw new Error(`no subscriber ${consumer} of ${event.name} in this process`);
        return handle(event.payload as DomainEvents[DomainEventName], ctx, info);
      });
    } catch (error) {
      // The outbox could not even record the failure (the database is down): the row stays PENDING.
      this.logger.error({ err: error, eventId, consumer }, 'outbox delivery could not run; the job will try again');
      return 'failed';
    }
  }
}

/**
 * "An order moved": the event the shopper's open order screens listen to (order-live.resolver.ts).
 * It hangs off the domain events (subscribeLiveOrderStatus, below), delivered through the outbox after
 * COMMIT (never for a change rolled back); PostgreSQL carries it to every server process (shared/pg-event-target.ts).
 * The payload is small on purpose (ids and a status): subscribers read the order itself afresh.
 */
import type { EntityManager } from 'typeorm';
import type { ServiceContext } from '../../shared/service-context.js';
import type { EventBus, OrderRef } from '../../shared/events.js';
import { notifyInTransaction } from '../../shared/pg-event-target.js';
import type { OrderStatus } from './order-status.js';

/** The topic; each shopper listens on `ORDER_STATUS:<customerId>` only, so nobody hears another's orders. */
export const ORDER_STATUS_TOPIC = 'ORDER_STATUS';

/** What an order-moved event carries. */
export interface OrderStatusEventPayload {
  orderId: number;
  status: OrderStatus;
}

/** The event type of one shopper's orders. */
export const orderStatusTopicOf = (customerId: number) => `${ORDER_STATUS_TOPIC}:${customerId}`;

/** Tells the order's owner (on commit) that it changed: status, or payment on the same status. */
export async function publishOrderChanged(manager: EntityManager, order: { id: number; customerId: number }, status: OrderStatus): Promise<void> {
  await notifyInTransaction(manager, orderStatusTopicOf(order.customerId), { orderId: order.id, status } satisfies OrderStatusEventPayload);
}

/**
 * The live order status as a subscriber of the orders module's domain events (consumer name
 * `live-order-status`): a placed order, a move, or money received reaches the shopper's open
 * screens. The NOTIFY is sent in the outbox delivery's transaction, so it goes out (to every server
 * process) exactly when the delivery is marked done.
 */
export function subscribeLiveOrderStatus(events: EventBus): void {
  const tell = (ctx: ServiceContext, event: OrderRef, status: OrderStatus) =>
    event.customerId === null ? undefined : publishOrderChanged(ctx.manager, { id: event.orderId, customerId: event.customerId }, status);
  events.subscribe('order.placed', 'live-order-status', (event, ctx) => tell(ctx, event, 'PLACED'));
  events.subscribe('order.status-changed', 'live-order-status', (event, ctx) => tell(ctx, event, event.to));
  // Paid on the same status: the screens show "Paid" without a reload.
  events.subscribe('payment.received', 'live-order-status', (event, ctx) => tell(ctx, event, event.status));
}

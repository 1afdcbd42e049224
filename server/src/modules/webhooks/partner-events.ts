/**
 * The events partners see (webhooks and the `events` feed), made from the domain events by one
 * outbox consumer, `webhooks`. Partner names are snake_case and stable (a contract: docs/api);
 * amounts are integer paise, named so. A domain event may make more than one partner event (a
 * cancellation is an `order.status_changed` and an `order.cancelled`).
 */
import type { DomainEventName, DomainEvents, EventBus, OrderRef } from '../../shared/events.js';
import type { WebhookService } from './webhook.service.js';

/** Every partner event type there is a publisher for today. */
export const PARTNER_EVENT_TYPES = ['order.created', 'order.paid', 'order.status_changed', 'order.cancelled', 'refund.issued'] as const;
export type PartnerEventType = (typeof PARTNER_EVENT_TYPES)[number];

export interface PartnerEventDraft {
  type: PartnerEventType;
  data: Record<string, unknown>;
}

const orderFacts = (ref: OrderRef) => ({ orderId: String(ref.orderId), orderNumber: ref.orderNumber, paymentMethod: ref.paymentMethod, totalPaise: ref.totalAmount });

/** The partner events of one domain event (none for what partners are not told). */
export function partnerEventsOf<K extends DomainEventName>(name: K, payload: DomainEvents[K]): PartnerEventDraft[] {
  switch (name) {
    case 'order.placed':
      return [{ type: 'order.created', data: orderFacts(payload as DomainEvents['order.placed']) }];
    case 'payment.received': {
      const paid = payload as DomainEvents['payment.received'];
      return [{ type: 'order.paid', data: { ...orderFacts(paid), amountPaise: paid.amount, status: paid.status } }];
    }
    case 'order.status-changed': {
      const moved = payload as DomainEvents['order.status-changed'];
      const data = { ...orderFacts(moved), from: moved.from, to: moved.to, actor: moved.actor, reason: moved.reason, shipment: moved.shipment ?? null };
      const drafts: PartnerEventDraft[] = [{ type: 'order.status_changed', data }];
      if (moved.to === 'CANCELLED') drafts.push({ type: 'order.cancelled', data: { ...data, refundPaise: moved.refundAmount ?? 0 } });
      return drafts;
    }
    case 'refund.issued': {
      const refund = payload as DomainEvents['refund.issued'];
      return [{ type: 'refund.issued', data: { orderId: String(refund.orderId), amountPaise: refund.amount, refundId: refund.refundId, returnId: refund.returnId === undefined ? null : String(refund.returnId) } }];
    }
    default:
      return [];
  }
}

/** The domain events the `webhooks` consumer hears. */
const SOURCES: DomainEventName[] = ['order.placed', 'payment.received', 'order.status-changed', 'refund.issued'];

/**
 * Subscribes the `webhooks` consumer: in the outbox delivery's own transaction it appends the
 * partner events to the feed and queues one webhook delivery per subscribed endpoint, so both
 * happen once per domain event (ADR 0093).
 */
export function subscribePartnerEvents(events: EventBus, webhooks: WebhookService): void {
  for (const source of SOURCES) {
    events.subscribe(source, 'webhooks', (payload, ctx, delivery) => webhooks.recordEvents(ctx, delivery.eventId, partnerEventsOf(source, payload)));
  }
}

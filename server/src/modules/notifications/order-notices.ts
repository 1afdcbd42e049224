/**
 * The shopper's notifications about their orders, as subscribers of the orders module's domain
 * events (shared/events.ts): order placed, status changed, payment received. The texts are the
 * ones the store always sent (order-status.ts's notice titles and openings).
 *
 * Each notice is written by the event's outbox delivery, in the delivery's transaction: after the
 * order's commit and before the shopper's request answers, or later by the `outbox.deliver` job
 * when that first try failed or the process stopped. Either way exactly once.
 */
import type { EventBus, DomainEvents } from '../../shared/events.js';
import { formatRupeesText } from '../../shared/money.js';
import { statusNoticeBody, statusNoticeTitle } from '../orders/order-status.js';
import type { NotificationService } from './notification.service.js';
import type { ServiceContext } from '../../shared/service-context.js';

/** The placed notice: how to pay depends on the method. */
export function placedNotice(event: DomainEvents['order.placed']): { title: string; body: string } {
  const how = event.paymentMethod === 'COD' ? `Pay ${formatRupeesText(event.totalAmount)} in cash on delivery.` : 'Complete your payment to confirm it.';
  return { title: statusNoticeTitle(event.orderNumber, 'PLACED'), body: `${statusNoticeBody(event.orderNumber, 'PLACED')} ${how}` };
}

/** A move's notice: a cancellation says why (and the refund), a shipment its courier. */
export function statusNotice(event: DomainEvents['order.status-changed']): { title: string; body: string } {
  let body = statusNoticeBody(event.orderNumber, event.to);
  if (event.to === 'CANCELLED') {
    body += ` Reason: ${event.reason}`;
    if (event.refundAmount !== undefined) body += ` Your payment of ${formatRupeesText(event.refundAmount)} is being refunded.`;
  }
  if (event.shipment) body += ` Courier: ${event.shipment.courier}, tracking number ${event.shipment.trackingNumber}.`;
  return { title: statusNoticeTitle(event.orderNumber, event.to), body };
}

/** Money received: online, or the cash staff collected. */
export function paymentNotice(event: DomainEvents['payment.received']): { title: string; body: string } {
  const what = event.paymentMethod === 'COD' ? 'cash payment' : 'payment';
  return { title: `Payment received for order ${event.orderNumber}`, body: `We received your ${what} of ${formatRupeesText(event.amount)}. Thank you!` };
}

/** Subscribes the order notices (consumer name `notifications`). */
export function subscribeOrderNotices(events: EventBus, notifications: NotificationService): void {
  const send = async (ctx: ServiceContext, customerId: number | null, notice: { title: string; body: string }) => {
    // An order whose shopper deleted their account has no one to tell.
    if (customerId === null) return;
    await notifications.notify(ctx, customerId, notice);
  };
  events.subscribe('order.placed', 'notifications', (event, ctx) => send(ctx, event.customerId, placedNotice(event)));
  events.subscribe('order.status-changed', 'notifications', (event, ctx) => send(ctx, event.customerId, statusNotice(event)));
  events.subscribe('payment.received', 'notifications', (event, ctx) => send(ctx, event.customerId, paymentNotice(event)));
}

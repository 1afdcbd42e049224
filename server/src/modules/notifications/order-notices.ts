/**
 * The shopper's notifications about their orders, as subscribers of the orders module's domain
 * events (shared/events.ts): order placed, status changed, payment received. The texts are the
 * ones the store always sent (order-status.ts's notice titles and openings).
 *
 * A notice is written when the event is delivered (after the commit, before the shopper's request
 * answers). When that write fails, the notice becomes a `notifications.send` job that the queue
 * retries with a doubling back-off, from any server process.
 */
import type { EventBus, DomainEvents } from '../../shared/events.js';
import type { JobQueue } from '../../shared/jobs.js';
import type { Logger } from '../../shared/logger.js';
import { formatRupeesText } from '../../shared/money.js';
import { statusNoticeBody, statusNoticeTitle } from '../orders/order-status.js';
import type { NotificationService } from './notification.service.js';
import type { DataSource } from 'typeorm';
import { ServiceContext } from '../../shared/service-context.js';

export const SEND_NOTIFICATION_JOB = 'notifications.send';

/** One notification for one shopper (the job's data). */
export interface NoticeJob {
  customerId: number;
  title: string;
  body: string;
}

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

/** Subscribes the order notices and defines the retry job. */
export function subscribeOrderNotices(events: EventBus, jobs: JobQueue, notifications: NotificationService, logger: Logger, dataSource: DataSource): void {
  // Subscribers and jobs run after the order's transaction, as the server itself.
  const system = () => ServiceContext.system(dataSource, 'order-notices', (error) => logger.error({ err: error }, 'after-commit work failed'));
  jobs.define<NoticeJob>(SEND_NOTIFICATION_JOB, {
    handle: (notice) => notifications.notify(system(), notice.customerId, { title: notice.title, body: notice.body }),
    retryLimit: 8,
    retryDelaySeconds: 5,
  });
  const send = async (customerId: number | null, notice: { title: string; body: string }) => {
    // An order whose shopper deleted their account has no one to tell.
    if (customerId === null) return;
    try {
      await notifications.notify(system(), customerId, notice);
    } catch (error) {
      const jobId = await jobs.send<NoticeJob>(SEND_NOTIFICATION_JOB, { customerId, ...notice }).catch(() => null);
      logger.warn({ err: error, customerId, jobId }, jobId ? 'notification not written; queued for retry' : 'notification not written (no job queue here)');
    }
  };
  events.subscribe('order.placed', 'notifications', (event) => send(event.customerId, placedNotice(event)));
  events.subscribe('order.status-changed', 'notifications', (event) => send(event.customerId, statusNotice(event)));
  events.subscribe('payment.received', 'notifications', (event) => send(event.customerId, paymentNotice(event)));
}

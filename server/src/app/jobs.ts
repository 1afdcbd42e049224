/**
 * Every background job of the server, in one list. Each module declares its jobs in its
 * `<module>.jobs.ts` (name, interval or retries, and a handler that calls one service method);
 * this file hands them to the queue. To add a job: a service method that does the work, an entry in
 * the module's jobs file, and (for a new module) a line here.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { Logger } from '../shared/logger.js';
import type { EventBus } from '../shared/events.js';
import type { JobQueue } from '../shared/jobs.js';
import { ServiceContext } from '../shared/service-context.js';
import type { OrderService } from '../modules/orders/order.service.js';
import type { InventoryService } from '../modules/inventory/inventory.service.js';
import type { RefundSettler } from '../modules/payments/refunds.js';
import type { ReturnService } from '../modules/returns/return.service.js';
import type { CartService } from '../modules/cart/cart.service.js';
import type { SmsDispatcher } from '../modules/auth/sms-sender.js';
import type { OutboxService } from '../modules/outbox/outbox.service.js';
import { ordersJobs } from '../modules/orders/orders.jobs.js';
import { inventoryJobs } from '../modules/inventory/inventory.jobs.js';
import { paymentsJobs } from '../modules/payments/payments.jobs.js';
import { returnsJobs } from '../modules/returns/returns.jobs.js';
import { cartJobs } from '../modules/cart/cart.jobs.js';
import { authJobs } from '../modules/auth/auth.jobs.js';
import { outboxJobs } from '../modules/outbox/outbox.jobs.js';
import { webhooksJobs } from '../modules/webhooks/webhooks.jobs.js';
import type { WebhookService } from '../modules/webhooks/webhook.service.js';
import { shippingJobs } from '../modules/shipping/shipping.jobs.js';
import type { ShippingService } from '../modules/shipping/shipping.service.js';

export interface JobServices {
  orders: OrderService;
  inventory: InventoryService;
  refunds: RefundSettler;
  returns: ReturnService;
  cart: CartService;
  sms: SmsDispatcher;
  outbox: OutboxService;
  domainEvents: EventBus;
  webhooks: WebhookService;
  shipping: ShippingService;
}

export function registerJobs(queue: JobQueue, services: JobServices, context: { dataSource: DataSource; config: Config; logger: Logger }): void {
  const { dataSource, config, logger } = context;
  // A job acts as the server; work it registers for after its commit is logged when it fails.
  const system = (job: string) => ServiceContext.system(dataSource, job, (error) => logger.error({ err: error, job }, 'after-commit work of a job failed'));
  const all = [
    ...ordersJobs({ orders: services.orders, system, logger, expiryIntervalSeconds: config.UNPAID_EXPIRY_INTERVAL_SECONDS }),
    ...inventoryJobs({ inventory: services.inventory, system, rollUpIntervalSeconds: config.SALES_ROLLUP_INTERVAL_SECONDS }),
    ...paymentsJobs({ refunds: services.refunds, system, logger, retryIntervalSeconds: config.REFUND_RETRY_INTERVAL_SECONDS }),
    ...returnsJobs({ returns: services.returns, system, retryIntervalSeconds: config.REFUND_RETRY_INTERVAL_SECONDS }),
    ...cartJobs({ cart: services.cart, system }),
    ...authJobs({ sms: services.sms, queue, secret: config.jwtSecret }),
    ...outboxJobs({ events: services.domainEvents, outbox: services.outbox, deliverEverySeconds: config.OUTBOX_DELIVER_INTERVAL_SECONDS, retentionDays: config.OUTBOX_RETENTION_DAYS }),
    ...webhooksJobs({ webhooks: services.webhooks, deliverEverySeconds: config.WEBHOOK_DELIVER_INTERVAL_SECONDS }),
    ...shippingJobs({ shipping: services.shipping, system, pollEverySeconds: config.COURIER_POLL_INTERVAL_SECONDS }),
  ];
  for (const { name, ...definition } of all) queue.define(name, definition);
}

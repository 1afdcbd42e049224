/**
 * Builds the orders, payments and checkout services over the modules they depend on, and defines
 * their background jobs on the queue: the unpaid-order expiry, the best-seller roll-up and the
 * retry of pending refunds. Called once from app/services.ts.
 */
import type { DataSource, } from 'typeorm';
import type { Config } from '../../config.js';
import type { Logger } from '../../shared/logger.js';
import type { EventBus } from '../../shared/events.js';
import type { JobQueue } from '../../shared/jobs.js';
import { ServiceContext } from '../../shared/service-context.js';
import { OrderService, type CouponLedger } from '../orders/order.service.js';
import { OrderPlacementService } from '../orders/order-placement.js';
import { TaxDocuments, type SupplyStates, type TaxRates } from '../orders/tax-documents.js';
import { PaymentService } from '../payments/payment.service.js';
import { createPaymentProvider } from '../payments/provider-factory.js';
import { RefundSettler } from '../payments/refunds.js';
import type { CustomerDirectory } from '../orders/order-ports.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { CheckoutService, checkoutLimitsOf, type CheckoutDeps } from './checkout.service.js';

export function createOrderingServices(
  dataSource: DataSource,
  config: Config,
  logger: Logger,
  deps: CheckoutDeps & {
    coupons: CheckoutDeps['coupons'] & CouponLedger & { setOrderCounter?(counter: (ctx: ServiceContext, customerId: number) => Promise<number>): unknown };
    /** Where an invoice's place of supply comes from (the pincode table). */
    pincodes: SupplyStates;
    /** The GST rate table (pricing): the documents' rates. */
    taxRates: TaxRates;
    inventory: InventoryService;
    customers: CheckoutDeps['customers'] & CustomerDirectory;
  },
  platform: { events: EventBus; jobs: JobQueue },
) {
  const provider = createPaymentProvider(config);
  const refunds = new RefundSettler(dataSource, provider, platform.events, logger);
  const orders = new OrderService(dataSource, refunds, platform.events, deps.coupons, deps.inventory, config.UNPAID_ORDER_TIMEOUT_MINUTES, new TaxDocuments(deps.pincodes, deps.taxRates), deps.customers);
  const payments = new PaymentService(dataSource, provider, orders, refunds, logger, deps.customers);
  const checkout = new CheckoutService(deps, orders, new OrderPlacementService(), deps.inventory, payments, logger, checkoutLimitsOf(config));
  // First-order coupons ask how many orders a shopper has placed.
  deps.coupons.setOrderCounter?.((ctx, customerId) => orders.countPlaced(ctx, customerId));
  defineOrderingJobs(platform.jobs, dataSource, logger, config, { orders, refunds, inventory: deps.inventory });
  return { orders, payments, refunds, checkout };
}

/** Job names (the queue's names, also in the log). */
export const ORDERING_JOBS = {
  expireUnpaid: 'orders.expire-unpaid',
  salesRollUp: 'orders.sales-roll-up',
  retryRefunds: 'payments.retry-refunds',
} as const;

function defineOrderingJobs(jobs: JobQueue, dataSource: DataSource, logger: Logger, config: Config, services: { orders: OrderService; refunds: RefundSettler; inventory: InventoryService }) {
  const system = (name: string) => ServiceContext.system(dataSource, name, (error) => logger.error({ err: error, job: name }, 'after-commit work of a job failed'));
  jobs.define(ORDERING_JOBS.expireUnpaid, {
    everySeconds: config.UNPAID_EXPIRY_INTERVAL_SECONDS,
    handle: async () => {
      const ids = await services.orders.expireUnpaid(system(ORDERING_JOBS.expireUnpaid));
      if (ids.length) logger.info({ orderIds: ids }, 'cancelled unpaid online orders');
      return { cancelled: ids };
    },
  });
  // The best-seller roll-up: inventory folds the pending sales into units_sold.
  jobs.define(ORDERING_JOBS.salesRollUp, {
    everySeconds: config.SALES_ROLLUP_INTERVAL_SECONDS,
    handle: async () => ({ products: await services.inventory.rollUpBestSellers(system(ORDERING_JOBS.salesRollUp)) }),
  });
  jobs.define(ORDERING_JOBS.retryRefunds, {
    everySeconds: config.REFUND_RETRY_INTERVAL_SECONDS,
    handle: async () => {
      const refunded = await services.refunds.retryDue(system(ORDERING_JOBS.retryRefunds));
      if (refunded) logger.info({ refunded }, 'pending refunds settled');
      return { refunded };
    },
  });
}

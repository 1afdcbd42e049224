/**
 * Builds the orders, payments and checkout services over the modules they depend on, and the
 * background job that cancels unpaid online orders. Called once from app/services.ts.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config.js';
import type { Logger } from '../../shared/logger.js';
import { OrderService, type CouponLedger } from '../orders/order.service.js';
import { PaymentService } from '../payments/payment.service.js';
import { createPaymentProvider } from '../payments/provider-factory.js';
import { CheckoutService, type CheckoutDeps } from './checkout.service.js';

export function createOrderingServices(
  dataSource: DataSource,
  config: Config,
  logger: Logger,
  deps: CheckoutDeps & {
    coupons: CheckoutDeps['coupons'] & CouponLedger & { setOrderCounter?(counter: (customerId: number, manager: EntityManager) => Promise<number>): void };
  },
) {
  const provider = createPaymentProvider(config);
  const orders = new OrderService(dataSource, provider, deps.notifier, deps.coupons, logger, config.UNPAID_ORDER_TIMEOUT_MINUTES);
  const payments = new PaymentService(dataSource, provider, orders, deps.notifier, logger);
  const checkout = new CheckoutService(dataSource, deps, orders, payments, logger);
  // First-order coupons ask how many orders a shopper has placed.
  deps.coupons.setOrderCounter?.((customerId, manager) => orders.countPlaced(customerId, manager));
  return {
    orders,
    payments,
    checkout,
    /** Starts the unpaid-order expiry (every minute) and the best-seller roll-up (every second); returns the function that stops them. */
    startBackgroundJobs: (): (() => void) => {
      const stops = [orders.startExpiryJob(), orders.startSalesRollUp()];
      return () => stops.forEach((stop) => stop());
    },
  };
}

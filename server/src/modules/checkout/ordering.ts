/**
 * Builds the orders, payments and checkout services over the modules they depend on. Called once
 * from app/services.ts; their background jobs are in each module's `*.jobs.ts` (app/jobs.ts).
 */
import type { DataSource, } from 'typeorm';
import type { Config } from '../../config.js';
import type { Logger } from '../../shared/logger.js';
import type { EventBus } from '../../shared/events.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { OrderService, type CouponLedger } from '../orders/order.service.js';
import { OrderPlacementService } from '../orders/order-placement.js';
import { TaxDocuments, type InvoiceIssuer, type SupplyStates, type TaxRates } from '../orders/tax-documents.js';
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
    /** The seller and series of invoices (the store's settings). */
    issuer: InvoiceIssuer;
    /** The GST rate table (pricing): the documents' rates. */
    taxRates: TaxRates;
    inventory: InventoryService;
    customers: CheckoutDeps['customers'] & CustomerDirectory;
  },
  platform: { events: EventBus },
) {
  const provider = createPaymentProvider(config);
  const refunds = new RefundSettler(dataSource, provider, platform.events, logger);
  const orders = new OrderService(dataSource, refunds, platform.events, deps.coupons, deps.inventory, config.UNPAID_ORDER_TIMEOUT_MINUTES, new TaxDocuments(deps.pincodes, deps.issuer, deps.taxRates), deps.customers);
  const payments = new PaymentService(dataSource, provider, orders, refunds, logger, deps.customers);
  const checkout = new CheckoutService(deps, orders, new OrderPlacementService(), deps.inventory, payments, logger, checkoutLimitsOf(config));
  // First-order coupons ask how many orders a shopper has placed.
  deps.coupons.setOrderCounter?.((ctx, customerId) => orders.countPlaced(ctx, customerId));
  return { orders, payments, refunds, checkout };
}

/**
 * The service container: one instance of each domain service for the whole process.
 * Resolvers and REST routes reach services only through the request context.
 */
import { isDomainError } from '../shared/errors.js';
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { Logger } from '../shared/logger.js';
import { AuthTokenService } from '../modules/auth/auth-token.service.js';
import { CatalogService, DEFAULT_LISTING_CACHE_MS } from '../modules/catalog/catalog.service.js';
import { SizeChartService } from '../modules/catalog/size-chart.service.js';
import { ContentService } from '../modules/content/content.service.js';
import { CouponService } from '../modules/coupons/coupon.service.js';
import { CartService } from '../modules/cart/cart.service.js';
import { DeliveryService } from '../modules/delivery/delivery.service.js';
import { PincodeService } from '../modules/pincodes/pincode.service.js';
import { ServiceAreaService } from '../modules/pincodes/service-area.service.js';
import { NotificationService } from '../modules/notifications/notification.service.js';
import { CustomerService } from '../modules/customers/customer.service.js';
import { AddressService } from '../modules/addresses/address.service.js';
import { WishlistService } from '../modules/wishlist/wishlist.service.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { createSmsDispatcher } from '../modules/auth/sms-sender.js';
import { createOrderingServices } from '../modules/checkout/ordering.js';
import { InventoryService } from '../modules/inventory/inventory.service.js';
import { AuditService } from '../modules/staff/audit.service.js';
import { StaffService } from '../modules/staff/staff.service.js';
import { OverviewService } from '../modules/overview/overview.service.js';
import { OrderStatsService } from '../modules/orders/order-stats.service.js';
import { OrderAdminService } from '../modules/orders/order-admin.service.js';
import { AccountExportService } from '../modules/account-data/account-export.service.js';
import { AccountDeletionService } from '../modules/account-data/account-deletion.service.js';
import { CustomerAdminService } from '../modules/customers/customer-admin.service.js';
import { CatalogAdminService } from '../modules/catalog-admin/catalog-admin.service.js';
import { CatalogueStructureService } from '../modules/catalog-admin/catalogue-structure.service.js';
import { ProductCsvService } from '../modules/catalog-admin/product-csv.js';
import { StockCsvService } from '../modules/catalog-admin/stock-csv.js';
import { CouponAdminService } from '../modules/coupons/coupon-admin.service.js';
import { TaxRateService } from '../modules/pricing/tax-rate.service.js';
import { GstReportService } from '../modules/orders/gst-report.service.js';
import { ContentAdminService } from '../modules/content/content-admin.service.js';
import { StoreSettingsService } from '../modules/store-settings/store-settings.service.js';
import { createPubSub } from '@graphql-yoga/subscription';
import { PgEventTarget } from '../shared/pg-event-target.js';
import { subscribeLiveOrderStatus, type OrderStatusEventPayload } from '../modules/orders/order-events.js';
import { EventBus } from '../shared/events.js';
import { OutboxService } from '../modules/outbox/outbox.service.js';
import { WebhookService } from '../modules/webhooks/webhook.service.js';
import { ApiKeyService } from '../modules/api-keys/api-key.service.js';
import { httpWebhookSender } from '../modules/webhooks/webhook-sender.js';
import { subscribePartnerEvents } from '../modules/webhooks/partner-events.js';
import { registerJobs } from './jobs.js';
import { ServiceContext } from '../shared/service-context.js';
import { JobQueue } from '../shared/jobs.js';
import { subscribeOrderNotices } from '../modules/notifications/order-notices.js';

/** The live events subscribers can listen to (topic → [id, payload]); see order-events.ts. */
type LiveEvents = { ORDER_STATUS: [number, OrderStatusEventPayload] };

/**
 * Live events of this app: published by services inside their transactions (NOTIFY), heard by
 * every server process on its LISTEN connection (one per app, opened with the first listener).
 * LISTEN needs a session of its own, which PgBouncer's transaction pooling does not give: it goes
 * to DATABASE_DIRECT_URL (the primary itself) when that is set.
 */
function createLiveEvents(dataSource: DataSource, logger: Logger, directUrl: string | undefined) {
  const target = new PgEventTarget({ url: directUrl ?? databaseUrlOf(dataSource), logger, query: (sql, params) => dataSource.query(sql, params) });
  return { target, pubSub: createPubSub<LiveEvents>({ eventTarget: target }) };
}
import { ReviewService } from '../modules/reviews/review.service.js';
import { createImageStorage } from '../shared/image-storage.js';
import { createSharedState } from '../shared/shared-state.js';
import { ReadReplicas } from '../shared/read-replicas.js';
import { ReturnService } from '../modules/returns/return.service.js';
import { ReturnReferences } from '../modules/returns/return-references.js';
import { OrderReferences } from '../modules/orders/order-references.js';
import { ShippingService } from '../modules/shipping/shipping.service.js';
import { createCourier } from '../modules/shipping/couriers.js';
import { subscribeBookingCancellation, subscribeLiveShipmentScans } from '../modules/shipping/shipping-events.js';
import { TaxDocuments } from '../modules/orders/tax-documents.js';
import { CustomerAccountData } from '../modules/customers/customer.account-data.js';
import { AddressAccountData } from '../modules/addresses/address.account-data.js';
import { OrderAccountData } from '../modules/orders/order.account-data.js';
import { PaymentAccountData } from '../modules/payments/payment.account-data.js';
import { WishlistAccountData } from '../modules/wishlist/wishlist.account-data.js';
import { CartAccountData } from '../modules/cart/cart.account-data.js';
import { CouponAccountData } from '../modules/coupons/coupon.account-data.js';
import { NotificationAccountData } from '../modules/notifications/notification.account-data.js';
import { AuthAccountData } from '../modules/auth/auth.account-data.js';
import { ContactAccountData } from '../modules/content/contact.account-data.js';
import { ReviewAccountData } from '../modules/reviews/review.account-data.js';
import { ReturnAccountData } from '../modules/returns/return.account-data.js';

export function createServices(dataSource: DataSource, config: Config, logger: Logger) {
  const authTokens = new AuthTokenService(dataSource, config.jwtSecret, config.SESSION_TTL_HOURS);
  // Catalogue reads may go to read replicas; everything else stays on the primary (read-replicas.ts).
  const replicas = config.replicaUrls.length ? new ReadReplicas(dataSource, { urls: config.replicaUrls, namedStatements: config.DATABASE_POOLER !== 'pgbouncer', logger }) : null;
  // The pages' figures are the store settings' (built below; read only when a page is read).
  const content = new ContentService(
    dataSource,
    async () => {
      const [rules, returnWindowDays, deliveryDays] = await Promise.all([storeSettings.shippingRules(), storeSettings.returnWindowDays(), storeSettings.deliveryDays()]);
      return { codFee: rules.codFee, freeShippingThreshold: rules.freeShippingOver, returnWindowDays, deliveryDays };
    },
    config.CONTACT_MAX_PER_ADDRESS_PER_HOUR,
  );
  const catalog = new CatalogService(dataSource, {
    listingCacheMs: config.CATALOG_CACHE_MS ?? (config.NODE_ENV === 'test' ? 0 : DEFAULT_LISTING_CACHE_MS),
    reads: replicas ? () => replicas.pick() : undefined,
    members: content,
  });
  const audit = new AuditService(dataSource);
  // The store's facts; its changes ride the catalogue's cache channel to every process (ADR 0141).
  const storeSettings = new StoreSettingsService(dataSource, { audit, caches: catalog });
  const sizeCharts = new SizeChartService(dataSource);
  const coupons = new CouponService(dataSource, config.jwtSecret);
  const inventory = new InventoryService(dataSource);
  // The GST rate table: the one tax policy of the quote, the invoice, the credit note and the reports.
  const taxRates = new TaxRateService(dataSource, audit);
  const cart = new CartService({ coupons, inventory, catalog, shipping: storeSettings, taxRates }, config.MAX_UNITS_PER_SIZE);
  const pincodes = new PincodeService(dataSource);
  const delivery = new DeliveryService(dataSource, pincodes, () => storeSettings.deliveryDays());
  const notifications = new NotificationService(dataSource);
  const customers = new CustomerService(dataSource);
  const addresses = new AddressService(dataSource, pincodes, customers);
  const wishlist = new WishlistService(dataSource, catalog);
  const sms = createSmsDispatcher(config, logger);
  const auth = new AuthService(dataSource, {
    tokens: authTokens,
    customers,
    notifications,
    sms,
    secret: config.jwtSecret,
    // Both: a production config never answers codes, whatever else it says.
    returnCode: config.isDevelopment && config.returnOtpCodes,
    policy: { maxPerIpPerHour: config.OTP_MAX_PER_IP_PER_HOUR, maxSendsPerHour: config.OTP_MAX_SENDS_PER_HOUR },
  });
  // Domain events (outbox rows, delivered after commit) and the PostgreSQL job queue (started by main.ts).
  const outbox = new OutboxService(dataSource, logger, { maxAttempts: config.OUTBOX_MAX_ATTEMPTS, firstRetrySeconds: config.OUTBOX_FIRST_RETRY_SECONDS, maxRetrySeconds: config.OUTBOX_MAX_RETRY_SECONDS }, new AuditService(dataSource));
  const domainEvents = new EventBus(logger, outbox);
  // The queue's own pool goes to the primary itself when it sits behind PgBouncer.
  const jobs = new JobQueue({ url: config.DATABASE_DIRECT_URL ?? databaseUrlOf(dataSource), logger, pollingIntervalSeconds: config.JOB_POLL_INTERVAL_SECONDS });
  const ordering = createOrderingServices(dataSource, config, logger, { cart, coupons, addresses, delivery, customers, inventory, notifier: notifications, pincodes, shipping: storeSettings, issuer: storeSettings, taxRates }, { events: domainEvents });
  const staff = new StaffService(dataSource, { auth, audit, sessionHours: config.STAFF_SESSION_HOURS });
  const orderStats = new OrderStatsService(dataSource);
  // Webhooks are made further down; the overview asks them only when it is read.
  const overview = new OverviewService({ orderStats, lowStock: inventory, store: storeSettings, webhooks: { disabledCount: () => webhooks.disabledCount() } });
  // The shipping service is made just below; it is asked only when staff cancel, long after this line.
  const orderAdmin = new OrderAdminService(dataSource, { customers, payments: ordering.payments, orders: ordering.orders, audit, store: storeSettings, parcels: { withCourier: (ctx, orderId) => shipping.withCourier(ctx, orderId) } });
  // Couriers: null when staff ship by hand (COURIER_PROVIDER=manual).
  const courier = createCourier(config);
  const shipping = new ShippingService(dataSource, { courier, orders: ordering.orders, orderAdmin, events: domainEvents, logger });
  subscribeLiveShipmentScans(domainEvents);
  subscribeBookingCancellation(domainEvents, shipping);
  const customerAdmin = new CustomerAdminService(dataSource, { orderStats, addresses, notifications });
  const orderReferences = new OrderReferences();
  const returnReferences = new ReturnReferences();
  const catalogAdmin = new CatalogAdminService(dataSource, catalog, inventory, audit, {
    orders: (ctx, sizeIds) => orderReferences.ofSizes(ctx, sizeIds),
    openReturns: (ctx, orderItemIds, sizeIds) => returnReferences.countOpen(ctx, orderItemIds, sizeIds),
  });
  const catalogueStructure = new CatalogueStructureService(dataSource, catalog, audit, sizeCharts);
  const serviceArea = new ServiceAreaService(dataSource, audit);
  const productCsv = new ProductCsvService(dataSource, catalogAdmin, inventory);
  const stockCsv = new StockCsvService(dataSource, catalog, inventory, audit);
  const couponAdmin = new CouponAdminService(dataSource, audit);
  const contentAdmin = new ContentAdminService(dataSource, catalog, audit);
  const events = createLiveEvents(dataSource, logger, config.DATABASE_DIRECT_URL);
  const images = createImageStorage(config);
  const shared = createSharedState({ store: config.limitsStore, redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, dataSource, logger });
  const reviews = new ReviewService(dataSource, {
    catalog,
    orders: ordering.orders,
    customers,
    audit,
    images,
    reportThreshold: config.REVIEW_REPORT_THRESHOLD,
    reportMinAccountDays: config.REVIEW_REPORT_MIN_ACCOUNT_DAYS,
    reportsPerDay: config.REVIEW_REPORTS_PER_DAY,
    photoMaxBytes: config.REVIEW_PHOTO_MAX_BYTES,
  });
  // Every owner of a shopper's rows answers its part of the export and erases its own rows.
  const accountData = {
    customers: new CustomerAccountData(),
    addresses: new AddressAccountData(),
    orders: new OrderAccountData(),
    payments: new PaymentAccountData(),
    wishlist: new WishlistAccountData(),
    cart: new CartAccountData(),
    coupons: new CouponAccountData({ secret: config.jwtSecret, countPlaced: (ctx, customerId) => ordering.orders.countPlaced(ctx, customerId) }),
    notifications: new NotificationAccountData(),
    auth: new AuthAccountData(),
    contact: new ContactAccountData(),
    reviews: new ReviewAccountData(images),
    returns: new ReturnAccountData(images),
  };
  // An unknown customer (a staff preview of a coupon) has no phone: only its own uses count.
  coupons.setCustomerPhone((ctx, customerId) => accountData.customers.phoneOf(ctx, customerId).catch((error) => (isDomainError(error) && error.code === 'NOT_FOUND' ? null : Promise.reject(error))));
  const accountExport = new AccountExportService({ ...accountData, catalog: { productLabels: (ids) => catalog.productLabels(ids), sizeLabels: (ids) => inventory.sizeLabels(ids) } }, config.jwtSecret);
  const accountDeletion = new AccountDeletionService({
    codes: auth,
    customers: Object.assign(accountData.customers, { lockCustomer: (ctx: ServiceContext, id: number) => customers.lockCustomer(ctx, id) }),
    orders: accountData.orders,
    payments: accountData.payments,
    returns: accountData.returns,
    // Coupons first (they count the orders placed, under the phone's key), then orders (kept,
    // anonymised), the customer row last.
    erasers: [
      accountData.coupons,
      accountData.orders,
      accountData.reviews,
      accountData.returns,
      accountData.addresses,
      accountData.cart,
      accountData.wishlist,
      accountData.notifications,
      accountData.auth,
      accountData.contact,
      accountData.customers,
    ],
  });
  const returns = new ReturnService(dataSource, {
    orders: ordering.orders,
    inventory,
    customers,
    notifier: notifications,
    taxDocuments: new TaxDocuments(pincodes, storeSettings, taxRates),
    refunds: ordering.refunds,
    audit,
    images,
    logger,
    windowDays: () => storeSettings.returnWindowDays(),
    photoMaxBytes: config.RETURN_PHOTO_MAX_BYTES,
  });
  // Subscribers of the domain events: the shopper's notifications and open order screens.
  subscribeOrderNotices(domainEvents, notifications);
  subscribeLiveOrderStatus(domainEvents);
  // An online order's cart is kept until its payment arrives; then its lines leave the cart.
  domainEvents.subscribe('payment.received', 'cart-after-payment', (event, ctx) => ordering.checkout.takePaidOrderOutOfCart(ctx, event));
  // Partners: the event feed and signed webhooks (one consumer, `webhooks`).
  const webhooks = new WebhookService(dataSource, logger, audit, {
    send: httpWebhookSender(config.WEBHOOK_TIMEOUT_MS),
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    firstRetrySeconds: config.WEBHOOK_FIRST_RETRY_SECONDS,
    maxRetrySeconds: config.WEBHOOK_MAX_RETRY_SECONDS,
    retryHours: config.WEBHOOK_RETRY_HOURS,
    allowLoopbackHttp: config.isDevelopment,
  });
  subscribePartnerEvents(domainEvents, webhooks);
  const apiKeys = new ApiKeyService(dataSource, audit);
  // Every background job, in one list (app/jobs.ts).
  registerJobs(jobs, { orders: ordering.orders, inventory, refunds: ordering.refunds, returns, cart, sms, outbox, domainEvents, webhooks, shipping }, { dataSource, config, logger });
  return { ...ordering, storeSettings, taxRates, gstReport: new GstReportService(dataSource, new TaxDocuments(pincodes, storeSettings, taxRates)), inventory, domainEvents, outbox, webhooks, apiKeys, courier, shipping, jobs, shared, replicas, returns, accountExport, accountDeletion, events, reviews, images, audit, staff, overview, orderAdmin, customerAdmin, catalogAdmin, catalogueStructure, serviceArea, productCsv, stockCsv, couponAdmin, contentAdmin, dataSource, config, logger, authTokens, sms, catalog, sizeCharts, content, coupons, cart, delivery, pincodes, notifications, customers, addresses, wishlist, auth };
}

/** The connection string the DataSource was opened with (the event connection and the job queue use it too). */
const databaseUrlOf = (dataSource: DataSource): string => String((dataSource.options as { url?: string }).url);


export type Services = ReturnType<typeof createServices>;

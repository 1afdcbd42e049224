/** Every GraphQL resolver class. Add a module's resolvers here (shoppers' schema or admin schema). */
import type { NonEmptyArray } from 'type-graphql';
import { SectionResolver } from '../modules/catalog/catalog.resolver.js';
import { ProductResolver, ProductConnectionResolver } from '../modules/catalog/product.resolver.js';
import { CategoryResolver } from '../modules/catalog/category.resolver.js';
import { CategorySizeChartResolver, ProductSizeChartResolver } from '../modules/catalog/size-chart.resolver.js';
import { HomePageResolver, OfferResolver, ThemedCollectionResolver, StorePagesResolver } from '../modules/content/content.resolver.js';
import { CartResolver, CartLineResolver } from '../modules/cart/cart.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { CustomerResolver } from '../modules/customers/customer.resolver.js';
import { AddressResolver } from '../modules/addresses/address.resolver.js';
import { WishlistResolver, WishlistItemResolver } from '../modules/wishlist/wishlist.resolver.js';
import { NotificationFeedResolver, NotificationResolver } from '../modules/notifications/notification.resolver.js';
import { OrderResolver } from '../modules/orders/order.resolver.js';
import { OrderCreditNotesResolver } from '../modules/orders/credit-note.resolver.js';
import { OrderLiveResolver } from '../modules/orders/order-live.resolver.js';
import { OrderAdminResolver } from '../modules/orders/order-admin.resolver.js';
import { StaffResolver } from '../modules/staff/staff.resolver.js';
import { StoreSettingsResolver } from '../modules/checkout/store-settings.resolver.js';
import { OverviewResolver } from '../modules/overview/overview.resolver.js';
import { ShopResolver, StoreSettingsAdminResolver } from '../modules/store-settings/store-settings.resolver.js';
import { AccountDataResolver } from '../modules/account-data/account-data.resolver.js';
import { CustomerAdminResolver } from '../modules/customers/customer-admin.resolver.js';
import { CatalogAdminResolver } from '../modules/catalog-admin/catalog-admin.resolver.js';
import { CatalogueStructureResolver } from '../modules/catalog-admin/catalogue-structure.resolver.js';
import { ServiceAreaResolver } from '../modules/pincodes/service-area.resolver.js';
import { SizeChartAdminResolver } from '../modules/catalog-admin/size-chart-admin.resolver.js';
import { ProductCsvResolver } from '../modules/catalog-admin/product-csv.resolver.js';
import { StockCsvResolver } from '../modules/catalog-admin/stock-csv.resolver.js';
import { CouponAdminResolver } from '../modules/coupons/coupon-admin.resolver.js';
import { GstRateAdminResolver } from '../modules/pricing/gst-rate-admin.resolver.js';
import { GstReportResolver } from '../modules/orders/gst-report.resolver.js';
import { ContentAdminResolver } from '../modules/content/content-admin.resolver.js';

import { ReviewResolver } from '../modules/reviews/review.resolver.js';
import { ReviewAdminResolver } from '../modules/reviews/review-admin.resolver.js';
import { ReturnResolver } from '../modules/returns/return.resolver.js';
import { ReturnAdminResolver } from '../modules/returns/return-admin.resolver.js';
import { ShippingAdminResolver } from '../modules/shipping/shipping-admin.resolver.js';
import { OrderShipmentResolver } from '../modules/shipping/shipping.resolver.js';
import { OutboxAdminResolver } from '../modules/outbox/outbox-admin.resolver.js';
import { WebhookAdminResolver } from '../modules/webhooks/webhook-admin.resolver.js';
import { ApiKeyAdminResolver } from '../modules/api-keys/api-key-admin.resolver.js';
import { OrderInvoiceLinkResolver } from './invoice-links.js';
import { OrderPayByResolver } from '../modules/orders/order-pay-by.resolver.js';
import { NodeResolver } from './node.resolver.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [SectionResolver, ProductResolver, ProductConnectionResolver, CategoryResolver, ProductSizeChartResolver, CategorySizeChartResolver, HomePageResolver, OfferResolver, ThemedCollectionResolver, StorePagesResolver, AuthResolver, CustomerResolver, AddressResolver, WishlistResolver, WishlistItemResolver, NotificationResolver, NotificationFeedResolver, CartResolver, CartLineResolver, OrderResolver, OrderLiveResolver, StoreSettingsResolver, ShopResolver, ReviewResolver, AccountDataResolver, ReturnResolver, OrderInvoiceLinkResolver, OrderPayByResolver, OrderCreditNotesResolver, OrderShipmentResolver, NodeResolver];

/**
 * The admin schema's resolvers (/admin/graphql, staff only). Kept apart so the shoppers' schema
 * never shows staff operations, not even their names.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const ADMIN_RESOLVERS: NonEmptyArray<Function> = [StaffResolver, OverviewResolver, StoreSettingsAdminResolver, OrderAdminResolver, CustomerAdminResolver, CatalogAdminResolver, CatalogueStructureResolver, ServiceAreaResolver, SizeChartAdminResolver, ProductCsvResolver, StockCsvResolver, CouponAdminResolver, GstRateAdminResolver, GstReportResolver, OrderCreditNotesResolver, ContentAdminResolver, ReviewAdminResolver, ReturnAdminResolver, OutboxAdminResolver, WebhookAdminResolver, ApiKeyAdminResolver, ShippingAdminResolver];

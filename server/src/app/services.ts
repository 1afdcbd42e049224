/**
 * The service container: one instance of each domain service for the whole process.
 * Resolvers and REST routes reach services only through the request context.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { Logger } from '../shared/logger.js';
import { AuthTokenService } from '../modules/auth/auth-token.service.js';
import { CatalogService, DEFAULT_LISTING_CACHE_MS } from '../modules/catalog/catalog.service.js';
import { ContentService } from '../modules/content/content.service.js';
import { CouponService } from '../modules/coupons/coupon.service.js';
import { CartService } from '../modules/cart/cart.service.js';
import { DeliveryService } from '../modules/delivery/delivery.service.js';
import { PincodeService } from '../modules/pincodes/pincode.service.js';
import { NotificationService } from '../modules/notifications/notification.service.js';
import { CustomerService } from '../modules/customers/customer.service.js';
import { AddressService } from '../modules/addresses/address.service.js';
import { WishlistService } from '../modules/wishlist/wishlist.service.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { ConsoleSmsSender } from '../modules/auth/sms-sender.js';
import { createOrderingServices } from '../modules/checkout/ordering.js';

export function createServices(dataSource: DataSource, config: Config, logger: Logger) {
  const authTokens = new AuthTokenService(dataSource, config.jwtSecret, config.SESSION_TTL_HOURS);
  const catalog = new CatalogService(dataSource, { listingCacheMs: config.CATALOG_CACHE_MS ?? (config.NODE_ENV === 'test' ? 0 : DEFAULT_LISTING_CACHE_MS) });
  const content = new ContentService(dataSource);
  const coupons = new CouponService(dataSource);
  const cart = new CartService(dataSource, coupons);
  const delivery = new DeliveryService(dataSource);
  const pincodes = new PincodeService(dataSource);
  const notifications = new NotificationService(dataSource);
  const customers = new CustomerService(dataSource);
  const addresses = new AddressService(dataSource, pincodes);
  const wishlist = new WishlistService(dataSource);
  const auth = new AuthService(dataSource, {
    tokens: authTokens,
    customers,
    notifications,
    sms: new ConsoleSmsSender(logger, config.isDevelopment),
    secret: config.jwtSecret,
    returnCode: config.isDevelopment,
    policy: { maxPerPhonePerHour: config.OTP_MAX_PER_PHONE_PER_HOUR, maxPerIpPerHour: config.OTP_MAX_PER_IP_PER_HOUR },
  });
  const ordering = createOrderingServices(dataSource, config, logger, { cart, coupons, addresses, delivery, notifier: notifications });
  return { ...ordering, dataSource, config, logger, authTokens, catalog, content, coupons, cart, delivery, pincodes, notifications, customers, addresses, wishlist, auth };
}

export type Services = ReturnType<typeof createServices>;

/** Every GraphQL resolver class. Add a module's resolvers here. */
import type { NonEmptyArray } from 'type-graphql';
import { SectionResolver } from '../modules/catalog/catalog.resolver.js';
import { ProductResolver, ProductPageResolver } from '../modules/catalog/product.resolver.js';
import { CategoryResolver } from '../modules/catalog/category.resolver.js';
import { HomePageResolver, OfferResolver, ThemedCollectionResolver, StorePagesResolver } from '../modules/content/content.resolver.js';
import { CartResolver, CartLineResolver } from '../modules/cart/cart.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { CustomerResolver } from '../modules/customers/customer.resolver.js';
import { AddressResolver } from '../modules/addresses/address.resolver.js';
import { WishlistResolver, WishlistItemResolver } from '../modules/wishlist/wishlist.resolver.js';
import { NotificationResolver } from '../modules/notifications/notification.resolver.js';
import { OrderResolver } from '../modules/orders/order.resolver.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [SectionResolver, ProductResolver, ProductPageResolver, CategoryResolver, HomePageResolver, OfferResolver, ThemedCollectionResolver, StorePagesResolver, AuthResolver, CustomerResolver, AddressResolver, WishlistResolver, WishlistItemResolver, NotificationResolver, CartResolver, CartLineResolver, OrderResolver];

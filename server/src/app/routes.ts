/** Every REST route group, mounted under /api/v1 in this order. Add a module's routes here. */
import { catalogRoutes } from '../modules/catalog/catalog.routes.js';
import { contentRoutes } from '../modules/content/content.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { customerRoutes } from '../modules/customers/customer.routes.js';
import { addressRoutes } from '../modules/addresses/address.routes.js';
import { wishlistRoutes } from '../modules/wishlist/wishlist.routes.js';
import { notificationRoutes } from '../modules/notifications/notification.routes.js';
import { cartRoutes } from '../modules/cart/cart.routes.js';
import { orderRoutes } from '../modules/orders/orders.routes.js';
import { reviewRoutes } from '../modules/reviews/review.routes.js';
import { accountDataRoutes } from '../modules/account-data/account-data.routes.js';
import { returnRoutes } from '../modules/returns/return.routes.js';

export const REST_ROUTES = [catalogRoutes, contentRoutes, authRoutes, customerRoutes, addressRoutes, wishlistRoutes, notificationRoutes, cartRoutes, orderRoutes, reviewRoutes, accountDataRoutes, returnRoutes];

/**
 * Every migration, in the order it runs. Add new files at the end; never edit one that has shipped.
 * Timestamps in names: 17320000xxxxx, spaced by 100 per module so parallel work does not collide.
 */
import { CatalogCore1732000000000 } from './1732000000000-catalog-core.js';
import { CustomersSessions1732000000100 } from './1732000000100-customers-sessions.js';
import { CatalogDiscovery1732000000200 } from './1732000000200-catalog-discovery.js';
import { CartCoupons1732000000400 } from './1732000000400-cart-coupons.js';
import { DeliveryServiceability1732000000410 } from './1732000000410-delivery-serviceability.js';
import { CartMergeKeys1732000000420 } from './1732000000420-cart-merge-keys.js';
import { Pincodes1732000000300 } from './1732000000300-pincodes.js';
import { Accounts1732000000310 } from './1732000000310-accounts.js';
import { OrdersPayments1732000000500 } from './1732000000500-orders-payments.js';
import { CatalogScale1732000000700 } from './1732000000700-catalog-scale.js';
import { CategoryInstockPrice1732000000710 } from './1732000000710-category-instock-price.js';
import { ProductSalesPending1732000000800 } from './1732000000800-product-sales-pending.js';

export const MIGRATIONS = [CatalogCore1732000000000, CustomersSessions1732000000100, CatalogDiscovery1732000000200, Pincodes1732000000300, Accounts1732000000310, CartCoupons1732000000400, DeliveryServiceability1732000000410, OrdersPayments1732000000500, CartMergeKeys1732000000420, CatalogScale1732000000700, ProductSalesPending1732000000800, CategoryInstockPrice1732000000710];

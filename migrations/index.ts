/**
 * Every migration, in the order it runs. Add new files at the end; never edit one that has shipped.
 * Timestamps in names: 17320000xxxxx, spaced by 100 per module so parallel work does not collide.
 */
import { CatalogCore1732000000000 } from './1732000000000-catalog-core.js';
import { CustomersSessions1732000000100 } from './1732000000100-customers-sessions.js';
import { CatalogDiscovery1732000000200 } from './1732000000200-catalog-discovery.js';
import { Pincodes1732000000300 } from './1732000000300-pincodes.js';
import { Accounts1732000000310 } from './1732000000310-accounts.js';
import { CartCoupons1732000000400 } from './1732000000400-cart-coupons.js';
import { DeliveryServiceability1732000000410 } from './1732000000410-delivery-serviceability.js';
import { CartMergeKeys1732000000420 } from './1732000000420-cart-merge-keys.js';
import { OrdersPayments1732000000500 } from './1732000000500-orders-payments.js';
import { CatalogScale1732000000700 } from './1732000000700-catalog-scale.js';
import { CategoryInstockPrice1732000000710 } from './1732000000710-category-instock-price.js';
import { ProductSalesPending1732000000800 } from './1732000000800-product-sales-pending.js';
import { PaymentOpeningRefunds1732000000910 } from './1732000000910-payment-opening-refunds.js';
import { OtpAbuseLimits1732000000920 } from './1732000000920-otp-abuse-limits.js';
import { GstTaxDocuments1732000000930 } from './1732000000930-gst-tax-documents.js';
import { SearchTypoDistance1732000000960 } from './1732000000960-search-typo-distance.js';
import { SizeCharts1732000000970 } from './1732000000970-size-charts.js';
import { StaffAccounts1732000001000 } from './1732000001000-staff-accounts.js';
import { CatalogueAdmin1732000001020 } from './1732000001020-catalogue-admin.js';
import { ReviewsByBuyers1732000001110 } from './1732000001110-reviews-by-buyers.js';
import { AccountDataRights1732000001130 } from './1732000001130-account-data-rights.js';
import { Returns1732000001100 } from './1732000001100-returns.js';
import { ReturnsAfterAccountDeletion1732000001160 } from './1732000001160-returns-after-account-deletion.js';
import { JobQueue1732000001300 } from './1732000001300-job-queue.js';
import { RateLimitStore1732000001600 } from './1732000001600-rate-limit-store.js';
import { StockMovementReturn1732000001200 } from './1732000001200-stock-movement-return.js';
import { VisitorCarts1732000002200 } from './1732000002200-visitor-carts.js';
import { KeysetPagination1732000002500 } from './1732000002500-keyset-pagination.js';
import { CartRequestKeys1732000002600 } from './1732000002600-cart-request-keys.js';
import { Outbox1732000003000 } from './1732000003000-outbox.js';
import { ReturnRefundAdjustments1732000003100 } from './1732000003100-return-refund-adjustments.js';
import { DuplicatePaymentRefunds1732000003110 } from './1732000003110-duplicate-payment-refunds.js';
import { MerchandisingSchedule1732000003700 } from './1732000003700-merchandising-schedule.js';
import { StorePages1732000003710 } from './1732000003710-store-pages.js';
import { OtpScope1732000003400 } from './1732000003400-otp-scope.js';
import { CouponPhoneKeys1732000003410 } from './1732000003410-coupon-phone-keys.js';
import { ReviewReportByReporter1732000003420 } from './1732000003420-review-report-by-reporter.js';
import { Shipments1732000004100 } from './1732000004100-shipments.js';
import { ShipmentReturns1732000004110 } from './1732000004110-shipment-returns.js';

export const MIGRATIONS = [CatalogCore1732000000000, CustomersSessions1732000000100, CatalogDiscovery1732000000200, Pincodes1732000000300, Accounts1732000000310, CartCoupons1732000000400, DeliveryServiceability1732000000410, CartMergeKeys1732000000420, OrdersPayments1732000000500, CatalogScale1732000000700, CategoryInstockPrice1732000000710, ProductSalesPending1732000000800, PaymentOpeningRefunds1732000000910, OtpAbuseLimits1732000000920, GstTaxDocuments1732000000930, SearchTypoDistance1732000000960, SizeCharts1732000000970, StaffAccounts1732000001000, CatalogueAdmin1732000001020, ReviewsByBuyers1732000001110, AccountDataRights1732000001130, Returns1732000001100, ReturnsAfterAccountDeletion1732000001160, JobQueue1732000001300, RateLimitStore1732000001600, StockMovementReturn1732000001200, VisitorCarts1732000002200, KeysetPagination1732000002500, CartRequestKeys1732000002600, Outbox1732000003000, ReturnRefundAdjustments1732000003100, DuplicatePaymentRefunds1732000003110, MerchandisingSchedule1732000003700, StorePages1732000003710, OtpScope1732000003400, CouponPhoneKeys1732000003410, ReviewReportByReporter1732000003420, Shipments1732000004100, ShipmentReturns1732000004110];

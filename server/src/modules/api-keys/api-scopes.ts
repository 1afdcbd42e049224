/**
 * Scopes (ADR 0183): every operation of the staff API declares the one scope an API key needs to
 * run it, in this table. A staff login is not limited by scopes (its role decides); an API key is
 * refused any operation whose scope it was not given. `staff:manage` is never given to a key: staff,
 * sessions, keys, the audit log and the outbox stay with people.
 */
export const GRANTABLE_SCOPES = ['catalogue:read', 'catalogue:write', 'stock:write', 'orders:read', 'orders:write', 'customers:read', 'marketing:read', 'marketing:write', 'reviews:write', 'events:read', 'webhooks:manage'] as const;
export type GrantableScope = (typeof GRANTABLE_SCOPES)[number];
export type Scope = GrantableScope | 'staff:manage';

/** What each scope lets a key do (shown when the owner makes a key). */
export const SCOPE_DESCRIPTIONS: Record<GrantableScope, string> = {
  'catalogue:read': 'Read products, sections and stock movements.',
  'catalogue:write': 'Create and change products, publish and unpublish them.',
  'stock:write': 'Change stock: adjustments and the bulk stock sheet.',
  'orders:read': 'Read orders, returns and the overview (customers’ names, phones and addresses on orders).',
  'orders:write': 'Move orders and returns: confirm, ship, deliver, cancel, refund.',
  'customers:read': 'Read customer accounts.',
  'marketing:read': 'Read coupons, banners, offers and collections.',
  'marketing:write': 'Change coupons, banners, offers and collections.',
  'reviews:write': 'Read reported reviews, hide and restore them.',
  'events:read': 'Read the event feed.',
  'webhooks:manage': 'Add, change and remove webhook endpoints; read their delivery log.',
};

/** The scope of every root operation of /admin/graphql; null: any caller (who am I). */
export const OPERATION_SCOPES: Record<string, Scope | null> = {
  currentStaff: null,
  dashboardOverview: 'orders:read',
  // Catalogue
  adminProducts: 'catalogue:read',
  adminProduct: 'catalogue:read',
  catalogueSections: 'catalogue:read',
  stockMovements: 'catalogue:read',
  stockCsv: 'catalogue:read',
  createProduct: 'catalogue:write',
  updateProduct: 'catalogue:write',
  setProductPublished: 'catalogue:write',
  archiveProduct: 'catalogue:write',
  restoreProduct: 'catalogue:write',
  bulkUpdateProducts: 'catalogue:write',
  createSection: 'catalogue:write',
  updateSection: 'catalogue:write',
  deleteSection: 'catalogue:write',
  reorderSections: 'catalogue:write',
  createCategory: 'catalogue:write',
  updateCategory: 'catalogue:write',
  deleteCategory: 'catalogue:write',
  reorderCategories: 'catalogue:write',
  categorySizeChart: 'catalogue:read',
  productSizeCharts: 'catalogue:read',
  saveCategorySizeChart: 'catalogue:write',
  saveProductSizeChart: 'catalogue:write',
  productCsv: 'catalogue:read',
  previewProductCsv: 'catalogue:write',
  importProductCsv: 'catalogue:write',
  adjustStock: 'stock:write',
  previewStockCsv: 'stock:write',
  applyStockCsv: 'stock:write',
  // Orders and returns
  adminOrders: 'orders:read',
  adminOrder: 'orders:read',
  staffOrders: 'orders:read',
  staffOrder: 'orders:read',
  adminReturns: 'orders:read',
  adminReturn: 'orders:read',
  advanceOrder: 'orders:write',
  confirmOrder: 'orders:write',
  markDelivered: 'orders:write',
  markOrderPaid: 'orders:write',
  markOutForDelivery: 'orders:write',
  shipOrder: 'orders:write',
  staffCancelOrder: 'orders:write',
  shipExchange: 'orders:write',
  approveReturn: 'orders:write',
  rejectReturn: 'orders:write',
  markReturnPickedUp: 'orders:write',
  markReturnReceived: 'orders:write',
  refundReturn: 'orders:write',
  // The delivery area (which pincodes the courier serves)
  serviceablePincodes: 'orders:read',
  serviceablePincodesCsv: 'orders:read',
  previewPincodeImport: 'orders:write',
  importPincodes: 'orders:write',
  setPincodeServiceable: 'orders:write',
  // Customers
  adminCustomers: 'customers:read',
  adminCustomer: 'customers:read',
  // Marketing
  adminCoupons: 'marketing:read',
  adminBanners: 'marketing:read',
  adminOffers: 'marketing:read',
  adminThemedCollections: 'marketing:read',
  createCoupon: 'marketing:write',
  updateCoupon: 'marketing:write',
  setCouponActive: 'marketing:write',
  saveBanner: 'marketing:write',
  saveOffer: 'marketing:write',
  saveThemedCollection: 'marketing:write',
  deleteMerchandising: 'marketing:write',
  adminStorePages: 'marketing:read',
  adminTestimonials: 'marketing:read',
  saveStorePage: 'marketing:write',
  saveTestimonial: 'marketing:write',
  reorderMerchandising: 'marketing:write',
  // Reviews
  reportedReviews: 'reviews:write',
  hideReview: 'reviews:write',
  restoreReview: 'reviews:write',
  // Partners
  events: 'events:read',
  webhookEventTypes: 'webhooks:manage',
  webhookEndpoints: 'webhooks:manage',
  webhookDeliveries: 'webhooks:manage',
  createWebhookEndpoint: 'webhooks:manage',
  updateWebhookEndpoint: 'webhooks:manage',
  deleteWebhookEndpoint: 'webhooks:manage',
  rotateWebhookSecret: 'webhooks:manage',
  redeliverWebhook: 'webhooks:manage',
  // The store's legal and tax facts, and GST: the owner's alone
  adminStoreSettings: 'staff:manage',
  updateStoreSettings: 'staff:manage',
  adminGstRates: 'staff:manage',
  addGstRate: 'staff:manage',
  adminGstMonth: 'staff:manage',
  // People and the machinery: never a key's
  staffAccounts: 'staff:manage',
  staffSessions: 'staff:manage',
  inviteStaff: 'staff:manage',
  changeStaffRole: 'staff:manage',
  removeStaff: 'staff:manage',
  revokeStaffSession: 'staff:manage',
  auditLog: 'staff:manage',
  outboxDeliveries: 'staff:manage',
  retryOutboxDelivery: 'staff:manage',
  apiKeys: 'staff:manage',
  apiScopes: 'staff:manage',
  createApiKey: 'staff:manage',
  revokeApiKey: 'staff:manage',
};

/** The scope an operation needs; undefined when the table does not name it (a programming error, refused). */
export const scopeOf = (operation: string): Scope | null | undefined => (Object.hasOwn(OPERATION_SCOPES, operation) ? OPERATION_SCOPES[operation] : undefined);

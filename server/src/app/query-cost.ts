/**
 * What a GraphQL operation may cost before it runs: graphql-query-complexity walks the document
 * (fragments, aliases, @include/@skip) and asks `listSizeEstimator` the cost of every field.
 *
 * The unit is one value of the answer of up to ~64 bytes: a scalar costs 1, an object 1 plus its
 * fields, and a list its most items times the cost of one item. Long texts and long aliases cost
 * one unit per 64 bytes they add to EVERY item of the answer. So the cost bounds the size of the
 * answer: `product { recommendations { recommendations { … } } }` grows ×8 per level in cost
 * exactly as it does in bytes, and is refused before a single resolver runs.
 *
 * Why a table and not `@Field({ complexity })` on each resolver: the most items of a list is a
 * fact of the service behind it (a clamp, a LIMIT, a store-content size), spread over a dozen
 * modules owned by different people; one table beside the limit is reviewed as one thing, and a
 * test fails when a list field of the schema has no row here.
 */
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE } from '../shared/graphql/connections.js';

/** How many items a list field answers at most, and which argument (if any) asks for fewer. */
export interface ListSize {
  /** The most items the service answers (the argument is clamped to this). */
  max: number;
  /** The argument(s) that ask for N items (`limit`; a connection's `first` or `last`). */
  sizeArg?: string | string[];
  /** Items when no size argument is given (default: `max`). */
  default?: number;
  /**
   * The size argument sizes child lists rather than this field (a connection: `products(first)`
   * answers `edges` and `nodes`): only those children are multiplied, not its totalCount or facets.
   */
  sizedChild?: string | string[];
  /** This list is the `sizedChild` of its parent field: it records its one-item cost for it. */
  sizedByParent?: boolean;
  /** Where the maximum comes from. */
  why: string;
}

/**
 * A connection field (shared/graphql/connections.ts): `first` or `last` items (at most
 * MAX_PAGE_SIZE; `defaultSize` when neither is given) in both `edges` and `nodes`.
 */
const connection = (defaultSize: number, why: string): ListSize => ({
  max: MAX_PAGE_SIZE,
  sizeArg: ['first', 'last'],
  default: defaultSize,
  sizedChild: ['edges', 'nodes'],
  why: `first/last 0 to ${MAX_PAGE_SIZE} (MAX_PAGE_SIZE), ${defaultSize} by default: ${why}`,
});

/**
 * Every list field of the shoppers' schema. Sizes set by an argument use the argument (clamped
 * to its maximum); the others use the service's documented maximum.
 */
export const LIST_SIZES: Record<string, ListSize> = {
  // Catalogue: arguments clamped by the resolvers/services.
  // Connections: sized by first/last; their edges and nodes are the sized children.
  'Query.products': connection(24, 'LISTING_PAGE_SIZE'),
  'Query.searchProducts': connection(8, 'the header dropdown'),
  'Offer.products': connection(20, 'DEFAULT_PAGE_SIZE'),
  'ThemedCollection.productPage': connection(20, 'DEFAULT_PAGE_SIZE'),
  'Query.productReviews': connection(20, 'DEFAULT_PAGE_SIZE'),
  'Product.reviews': connection(20, 'DEFAULT_PAGE_SIZE'),
  'Query.myOrders': connection(20, 'DEFAULT_PAGE_SIZE'),
  'Wishlist.items': connection(20, 'DEFAULT_PAGE_SIZE'),
  'NotificationFeed.items': connection(20, 'DEFAULT_PAGE_SIZE'),
  '*.edges': { max: 1, sizedByParent: true, why: "sized by its connection field's first/last" },
  '*.nodes': { max: 1, sizedByParent: true, why: "sized by its connection field's first/last" },
  'Category.topProducts': { max: 50, sizeArg: 'limit', why: 'limit clamped to 1..50' },
  'HomePage.bestSellers': { max: 50, sizeArg: 'limit', why: 'limit clamped to 1..50' },
  'HomePage.newArrivals': { max: 50, sizeArg: 'limit', why: 'limit clamped to 1..50' },
  'HomePage.newCollection': { max: 50, sizeArg: 'limit', why: 'limit clamped to 1..50' },
  'HomePage.trending': { max: 50, sizeArg: 'limit', why: 'limit clamped to 1..50' },
  'ThemedCollection.products': { max: 50, sizeArg: 'limit', why: 'limit clamped to 1..50' },
  'Query.staffOrders': { max: 100, sizeArg: 'limit', why: 'limit clamped to 1..100 (orders LIST_LIMIT)' },
  // Catalogue: fixed by the service or the catalogue's shape.
  'Product.recommendations': { max: 8, why: 'recommendedIds LIMIT 8' },
  'Review.photos': { max: 3, why: 'MAX_PHOTOS per review' },
  'Query.reportedReviews': { max: 100, sizeArg: 'limit', why: 'limit clamped to 1..100 (moderationQueue)' },
  'AdminReview.reasons': { max: 10, why: 'latest 10 reasons (moderationQueue)' },
  'Product.variants': { max: 6, why: 'colour variants of a product (the catalogue has 1 to 5)' },
  'ProductVariant.sizes': { max: 5, why: 'sizes of a colour (S, M, L, XL or Free Size)' },
  'Product.sizeLabels': { max: 6, why: 'distinct size labels of a product' },
  'ProductVariant.images': { max: 4, why: 'image views of a colour (front, back, detail)' },
  'ProductFacets.sizes': { max: 10, why: 'distinct size labels of the store' },
  'ProductFacets.colors': { max: 30, why: 'distinct colour names of the store' },
  'ProductFacets.sleeves': { max: 5, why: 'Half, Full, Short' },
  'ProductFacets.necks': { max: 5, why: 'Round, V-Neck, Collar' },
  'ProductFacets.types': { max: 5, why: 'Casual, Formal, Sport, jeans' },
  'Query.sections': { max: 5, why: 'Men and Women' },
  'Query.categories': { max: 60, why: 'categories of the store (about 20)' },
  'Section.categories': { max: 60, why: 'categories of the store (about 20)' },
  // Account data: capped by the service.
  'AccountDeletionCheck.blockers': { max: 20, why: 'MAX_BLOCKERS in account-deletion.service.ts' },
  // Size charts: one per category (size-chart.rules.ts).
  'SizeChart.columns': { max: 10, why: 'MEASUREMENT_KINDS: ten garment measurements' },
  'SizeChart.rows': { max: 12, why: 'MAX_SIZES sizes of a chart' },
  'SizeChartRow.measurements': { max: 10, why: 'MEASUREMENT_KINDS: ten garment measurements' },
  // Store content, edited by staff.
  'HomePage.banners': { max: 10, why: 'hero slides' },
  'HomePage.offers': { max: 20, why: 'active offers' },
  'Query.offers': { max: 20, why: 'active offers' },
  'HomePage.deals': { max: 8, why: 'eight deal tiles' },
  'HomePage.dealPrices': { max: 8, why: 'eight deal prices' },
  'HomePage.deliveryCities': { max: 20, why: '"We Deliver In" cities' },
  'HomePage.testimonials': { max: 10, why: 'six testimonials' },
  'HomePage.themedCollections': { max: 20, why: 'themed collections of a section' },
  'Query.themedCollections': { max: 20, why: 'themed collections' },
  'Query.coupons': { max: 30, why: 'coupons open to shoppers' },
  // The caller's own account.
  // Mutation payloads (shared/graphql/user-errors.ts): any type's `userErrors` field.
  '*.userErrors': { max: 5, why: 'the mistakes of one request: payload() answers one, a form a few' },
  'UserError.field': { max: 5, why: 'a path into the input: argument, field, index' },
  'Cart.lines': { max: 200, why: 'MAX_CART_LINES: addToCart refuses a 201st line, cartPreview and mergeCart more than 200 lines' },
  'Quote.lines': { max: 200, why: 'one per cart line (MAX_CART_LINES)' },
  'Quote.options': { max: 2, why: 'one per payment method: ONLINE and COD' },
  'Quote.messages': { max: 401, why: 'per line at most a stock or limit sentence and a price change, plus the coupon removed' },
  'Query.addresses': { max: 20, why: 'MAX_ADDRESSES' },
  'SetDefaultAddressPayload.addresses': { max: 20, why: 'MAX_ADDRESSES' },
  'Wishlist.productIds': { max: 200, why: 'MAX_WISHLIST' },
  // Orders: the caller's own history, newest first (Query.myOrders is a connection, above).
  'Order.items': { max: 10, why: 'typical lines of an order (a cart holds at most 200)' },
  'Order.statusHistory': { max: 8, why: 'order steps plus cancellation or refund' },
  'Order.creditNotes': { max: 5, why: 'a cancellation, or one per return refunded (usually none)' },
  'OrderShipment.scans': { max: 20, why: 'courier scans of one parcel, pickup to delivery (a return adds a few)' },
  // Returns: the caller's own requests, and staff pages.
  'Query.myReturns': { max: 100, why: 'RETURN_LIST_LIMIT (newest first)' },
  'ReturnRequest.photoUrls': { max: 3, why: 'MAX_PHOTOS per request' },
  'ReturnRequest.history': { max: 6, why: 'the state machine: at most five steps' },
  'ReturnOptions.pickupDates': { max: 5, why: 'PICKUP_DAYS working days' },
  'ReturnOptions.reasons': { max: 10, why: 'RETURN_REASONS (seven)' },
  'ReturnOptions.items': { max: 10, why: 'typical lines of an order, as Order.items' },
  'ReturnableItem.exchangeSizes': { max: 5, why: 'sizes of a colour' },
  'AdminReturnPage.returns': { max: 1, sizedByParent: true, why: 'sized by adminReturns(limit), 1 to 100' },
  'Query.adminReturns': { max: 100, sizeArg: 'limit', sizedChild: 'returns', why: 'limit clamped to 1..100' },
  'AdminReturn.nextSteps': { max: 2, why: 'at most two steps from any status' },
  // The staff dashboard (/admin/graphql, its own limit GRAPHQL_ADMIN_MAX_COMPLEXITY).
  'Query.staffAccounts': { max: 100, why: 'staff of one store' },
  'Query.staffSessions': { max: 100, why: 'open staff sessions' },
  'Query.auditLog': { max: 100, why: 'newest audit entries (one page)' },
  'Query.adminCustomers': { max: 50, why: 'one page of matches' },
  'Query.catalogueSections': { max: 5, why: 'Men and Women' },
  'Query.stockMovements': { max: 100, why: 'newest movements of a size' },
  'Query.adminCoupons': { max: 100, why: 'coupons of the store' },
  'Query.adminBanners': { max: 20, why: 'hero slides' },
  'Query.adminOffers': { max: 50, why: 'offers of the store' },
  'Query.adminThemedCollections': { max: 50, why: 'themed collections' },
  'AdminOrderPage.orders': { max: 100, why: 'one page of orders' },
  'AdminOrderDetail.paymentAttempts': { max: 10, why: 'Pay Now attempts of one order' },
  'AdminOrderDetail.allowedActions': { max: 8, why: 'actions of the state machine' },
  'DashboardOverview.waiting': { max: 10, why: 'order statuses' },
  'DashboardOverview.lowStock': { max: 50, why: 'lowest sizes listed' },
  'DashboardOverview.dailySales': { max: 31, why: 'thirty days' },
  'AdminCustomerDetail.orders': { max: 100, why: 'newest orders of a shopper' },
  'AdminCustomerDetail.addresses': { max: 20, why: 'MAX_ADDRESSES' },
  'AdminCustomerDetail.notifications': { max: 50, why: 'newest notifications' },
  'AdminProductList.items': { max: 100, why: 'one page of products' },
  'AdminSection.categories': { max: 60, why: 'categories of the store' },
  'AdminProduct.variants': { max: 6, why: 'colours of a product' },
  'AdminVariant.images': { max: 8, why: 'photos of a colour' },
  'AdminVariant.sizes': { max: 8, why: 'sizes of a colour' },
  'StockCsvPreview.rows': { max: 5000, why: 'MAX_CSV_ROWS (the whole sheet, ADMIN_BODY_LIMIT)' },
  'StockCsvRow.changes': { max: 3, why: 'price, MRP, stock' },
  'StockCsvRow.errors': { max: 5, why: 'problems of one row' },
  'AdminOffer.productIds': { max: 100, why: 'products of an offer' },
  'AdminThemedCollection.productIds': { max: 50, why: 'products of a collection' },
};

/**
 * Texts longer than one unit: the longest value seen in the store's data, in bytes, rounded up.
 * Such a field costs one unit per 64 bytes.
 */
export const LONG_TEXTS: Record<string, number> = {
  'Product.description': 256,
  'Product.specifications': 256,
  'Product.materialCare': 128,
  'Product.subtitle': 128,
  'Product.name': 128,
  'Review.text': 256,
  'Offer.description': 256,
  'ThemedCollection.description': 256,
  'Testimonial.text': 384,
  'Policy.content': 8192,
  'Notification.body': 256,
};

/**
 * Work a field does beyond the values it answers, in the same units, paid once for every item of
 * its parent (issue 25, item 3): a lookup the resolver makes per parent (batched by a DataLoader
 * into one statement, whose rows and joins still grow with the parents). Without it
 * `products(first: 100) { nodes { recommendations { recommendations { id } } } }` cost 13,701
 * (admitted under 20,000) for 900 lookups and 150–290 ms of the server (2026-11-28); with 20 a
 * lookup it costs 31,701 and is refused, and a product page's "You may also like" adds 20.
 */
export const FIELD_WORK: Record<string, { units: number; why: string }> = {
  'Product.recommendations': { units: 20, why: 'a same-category best-sellers lookup (LATERAL … LIMIT 8) per product, then its products' },
  'Product.reviews': { units: 10, why: "a page of the product's published reviews per product" },
  'Category.topProducts': { units: 10, why: "the category's best sellers per category" },
  'ProductConnection.facets': { units: 50, why: 'one counting statement over the whole listing' },
};

const UNIT_BYTES = 64;
/** Characters of a response key (alias) that cost one more unit on every item that repeats it. */
const ALIAS_UNIT = 16;
/** A list field missing from LIST_SIZES (a new one) is priced as if it answered this many. */
const UNKNOWN_LIST_SIZE = 100;

interface CostContext {
  fragments: Map<string, FragmentDefinitionNode>;
  /** Cost of one item of a sized child list, by its field node (see ListSize.sizedChild). */
  sizedChildCost: Map<object, number>;
  introspectionSizes: Map<string, ListSize>;
}

/** Objects that are one value of the answer (under 64 bytes whole): their fields add no units. */
const VALUE_OBJECTS = new Set(['Money']);

/** The estimator: units of the answer for one field (see the module comment). */
export function listSizeEstimator(): ComplexityEstimator {
  return ({ type, field, node, args, childComplexity, context }) => {
    const key = `${type.name}.${field.name}`;
    const responseKey = node.alias?.value ?? node.name.value;
    // Introspection answers short names and flags of a fixed schema: only its list items count
    // (what grows when `type { fields { type { fields … } } }` nests), not each scalar.
    const introspection = type.name.startsWith('__');
    // A Money ({"amount":"1299.00","currencyCode":"INR"}, ~45 bytes) is one value of the answer, as
    // the Float it replaced: the field holding it costs 1, its two parts nothing more.
    const ownCost = introspection || VALUE_OBJECTS.has(type.name) ? 0 : Math.ceil((LONG_TEXTS[key] ?? 0) / UNIT_BYTES) || 1;
    // Every item repeats its response key: a long alias is paid for on each one.
    const itemCost = ownCost + Math.floor(responseKey.length / ALIAS_UNIT) + childComplexity;
    const costContext = context as CostContext | undefined;
    const work = FIELD_WORK[key]?.units ?? 0;
    const size = LIST_SIZES[key] ?? LIST_SIZES[`*.${field.name}`] ?? costContext?.introspectionSizes.get(key);
    if (size?.sizedChild && costContext) {
      // Only the sized children grow with the size: add the other (items - 1) copies of them.
      const childOnce = sizedChildCost(node.selectionSet, names(size.sizedChild), costContext);
      return work + itemCost + (sizeOf(size, args) - 1) * childOnce;
    }
    if (!isListType(getNullableType(field.type))) return work + itemCost;
    if (costContext && size?.sizedByParent) costContext.sizedChildCost.set(node, itemCost);
    return work + (size ? sizeOf(size, args) : UNKNOWN_LIST_SIZE) * (introspection ? itemCost + 1 : itemCost);
  };
}

const names = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function sizeOf(size: ListSize, args: Record<string, unknown>): number {
  const asked = names(size.sizeArg)
    .map((name) => args[name])
    .find((value) => value !== undefined && value !== null);
  if (typeof asked !== 'number' || !Number.isFinite(asked)) return size.default ?? size.max;
  return Math.max(1, Math.min(size.max, Math.trunc(asked)));
}

/** Sum of the recorded one-item costs of `childNames` fields in a selection (fragments followed). */
function sizedChildCost(selectionSet: SelectionSetNode | undefined, childNames: string[], context: CostContext, seen = new Set<string>()): number {
  let total = 0;
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (childNames.includes(selection.name.value)) total += context.sizedChildCost.get(selection) ?? 0;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      total += sizedChildCost(selection.selectionSet, childNames, context, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      total += sizedChildCost(context.fragments.get(selection.name.value)?.selectionSet, childNames, context, seen);
    }
  }
  return total;
}

/**
 * The cost of one operation of a (validated) document with these variables. Throws a plain
 * Error when the variables do not fit the operation (graphql-query-complexity coerces them).
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null, variables?: Record<string, unknown>): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  // getComplexity coerces the variables with no limit on errors: 2,400 wrong items of a list made
  // 2,400 GraphQLErrors (a stack trace each) and held the event loop for 1.7–6 s (2026-11-24).
  // Coerced here first, stopping at the first wrong value, whose message the caller answers.
  const operation = getOperationAST(document, operationName);
  if (operation?.variableDefinitions?.length) {
    const coerced = getVariableValues(schema, operation.variableDefinitions, variables ?? {}, { maxErrors: 1 });
    if (coerced.errors) throw new Error(coerced.errors[0].message);
  }
  const context: CostContext = { fragments, sizedChildCost: new Map(), introspectionSizes: introspectionSizes(schema) };
  return getComplexity({
    schema,
    query: document,
    operationName: operationName ?? undefined,
    variables,
    context,
    estimators: [listSizeEstimator()],
  });
}

const introspectionBySchema = new WeakMap<GraphQLSchema, Map<string, ListSize>>();

/**
 * Introspection lists (`__schema { types { fields { … } } }`) answer what the schema holds: each
 * is priced at its AVERAGE size over this schema (the schema is fixed, so a query walking all of
 * it costs what its answer weighs), which still grows ×N per nested `type { fields }` level.
 */
function introspectionSizes(schema: GraphQLSchema): Map<string, ListSize> {
  let sizes = introspectionBySchema.get(schema);
  if (sizes) return sizes;
  const types = Object.values(schema.getTypeMap());
  const average = (counts: number[]) => Math.max(1, Math.ceil(counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length)));
  const withFields = types.filter((t) => 'getFields' in t) as Array<{ getFields(): Record<string, { args?: readonly unknown[] }> }>;
  const fields = withFields.flatMap((t) => Object.values(t.getFields()));
  const enums = types.filter((t) => 'getValues' in t) as Array<{ getValues(): readonly unknown[] }>;
  const directives = schema.getDirectives();
  const size = (max: number): ListSize => ({ max, why: 'average over the schema' });
  sizes = new Map<string, ListSize>([
    ['__Schema.types', size(types.length)],
    ['__Schema.directives', size(directives.length)],
    ['__Type.fields', size(average(withFields.map((t) => Object.keys(t.getFields()).length)))],
    ['__Type.inputFields', size(average(withFields.map((t) => Object.keys(t.getFields()).length)))],
    ['__Type.enumValues', size(average(enums.map((t) => t.getValues().length)))],
    ['__Type.interfaces', size(1)],
    ['__Type.possibleTypes', size(1)],
    ['__Field.args', size(average(fields.map((f) => f.args?.length ?? 0)))],
    ['__Directive.args', size(average(directives.map((d) => d.args.length)))],
    ['__Directive.locations', size(average(directives.map((d) => d.locations.length)))],
  ]);
  introspectionBySchema.set(schema, sizes);
  return sizes;
}

/**
 * List fields of the schema (introspection types aside) that LIST_SIZES does not know, and
 * connection fields (their type has `pageInfo`) without a row sizing their edges and nodes.
 */
export function listFieldsWithoutSize(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}`;
      const named = getNamedType(field.type);
      if (isListType(getNullableType(field.type)) && !LIST_SIZES[key] && !LIST_SIZES[`*.${field.name}`]) missing.push(`${key}: [${named.name}]`);
      if (isObjectType(named) && named.getFields().pageInfo && !LIST_SIZES[key]?.sizedChild) missing.push(`${key}: ${named.name} (a connection)`);
    }
  }
  return missing;
}

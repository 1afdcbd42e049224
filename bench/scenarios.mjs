// What the bench asks the store, over GraphQL and over the REST twins, built from fixtures read
// out of the bench database (section ids, product ids, search words, customer tokens). Shared by
// bench/run.mjs and the resilience load test so both drive the same calls.
import crypto from 'node:crypto';

/**
 * The listing every figure is about: one category (the first men's category), price cap, in stock
 * only, cheapest first, 24 a page, with variants and sizes. The REST twin is the spec's
 * getProductsByCategory (which takes no filters in the spec; the extra query parameters are sent
 * so a twin that honours them is measured on the same rows).
 */
export const LISTING = { maxPrice: 2500, pageSize: 24 };

const MONEY = '{ amount currencyCode }';

export const PRODUCT_CARD = `id name slug averageRating numReviews price ${MONEY} originalPrice ${MONEY} discountPercent image hoverImage inStock
  variants { id colorName colorValue sleeve neck type images hoverImage sizes { id size originalPrice ${MONEY} discountedPrice ${MONEY} discountPercent stock } }`;

export const listingFilter = (fx) => ({ categoryId: String(fx.categoryId), maxPrice: LISTING.maxPrice, inStockOnly: true });

export const GQL = {
  listing: `query BenchListing($filter: ProductFilter, $pageSize: Int) {
    products(filter: $filter, sort: PRICE_ASC, first: $pageSize) { totalCount pageInfo { hasNextPage endCursor } nodes { ${PRODUCT_CARD} } }
  }`,
  search: `query BenchSearch($text: String!, $sectionId: ID) {
    searchProducts(text: $text, sectionId: $sectionId, first: 10) { nodes { id name price ${MONEY} originalPrice ${MONEY} discountPercent image category { id name } } }
  }`,
  searchListing: `query BenchSearchListing($filter: ProductFilter, $pageSize: Int) {
    products(filter: $filter, sort: RELEVANCE, first: $pageSize) { totalCount pageInfo { hasNextPage endCursor } nodes { ${PRODUCT_CARD} } }
  }`,
  product: `query BenchProduct($id: ID!) {
    product(id: $id) { ${PRODUCT_CARD} description specifications materialCare
      category { id name } reviews { nodes { id rating title text authorName createdAt } }
      recommendations { id name price ${MONEY} originalPrice ${MONEY} discountPercent image inStock } }
  }`,
  home: `query BenchHome {
    homePage {
      banners { id title subtitle image link }
      offers { id slug title description poster }
      deals { maxPrice ${MONEY} label image }
      testimonials { id name city text rating }
      deliveryCities
      newArrivals(limit: 10) { ${PRODUCT_CARD} }
      bestSellers(limit: 10) { ${PRODUCT_CARD} }
      trending(limit: 10) { ${PRODUCT_CARD} }
    }
  }`,
  addToCart: `mutation BenchAdd($line: CartLineInput!) { addToCart(line: $line) { cart { id itemCount subtotal ${MONEY} } userErrors { field code message } } }`,
  removeFromCart: `mutation BenchRemove($line: CartLineKeyInput!) { removeFromCart(line: $line) { cart { id itemCount } userErrors { field code message } } }`,
  cart: `query BenchCart { cart { id itemCount subtotal ${MONEY} total ${MONEY} lines { id productId productName color size quantity price ${MONEY} lineTotal ${MONEY} stock outOfStock priceChanged image } } }`,
  placeOrder: `mutation BenchPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { created order { id totalAmount ${MONEY} } userErrors { field code message } } }`,
  myOrders: `query BenchOrders { myOrders(first: 20) { totalCount nodes { id orderNumber status statusLabel paymentStatus totalAmount ${MONEY} createdAt items { id productName colorName size quantity discountedPrice ${MONEY} image } } } }`,
};

const gqlBody = (query, variables) => JSON.stringify({ query, variables });
const auth = (token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
const pick = (list, i) => list[i % list.length];

/** Query-string of the REST listing twin with the same filter and sort as GQL.listing. */
export function restListingPath(fx, pageSize = LISTING.pageSize) {
  return `/api/v1/user/getProductsByCategory/${fx.categoryId}?limit=${pageSize}&maxPrice=${LISTING.maxPrice}&inStockOnly=true&sort=PRICE_ASC`;
}

export const referencePath = (fx, pageSize = LISTING.pageSize) => `/products?categoryId=${fx.categoryId}&maxPrice=${LISTING.maxPrice}&limit=${pageSize}`;

/**
 * Read scenarios (safe to repeat): each is { name, api, requests } for bench/lib/load.mjs.
 * `fx` comes from discoverFixtures() in run.mjs.
 */
export function readScenarios(fx, { pageSize = LISTING.pageSize } = {}) {
  let n = 0;
  return [
    { name: 'reference listing', api: 'reference', requests: [{ method: 'GET', path: referencePath(fx, pageSize) }] },
    { name: 'listing', api: 'graphql', requests: [{ method: 'POST', path: '/graphql', body: gqlBody(GQL.listing, { filter: listingFilter(fx), pageSize }) }] },
    { name: 'listing', api: 'rest', requests: [{ method: 'GET', path: restListingPath(fx, pageSize) }] },
    {
      name: 'search',
      api: 'graphql',
      requests: [{ method: 'POST', path: '/graphql', setupRequest: (req) => ({ ...req, body: gqlBody(GQL.search, { text: pick(fx.searchWords, n++), sectionId: String(fx.sectionId) }) }) }],
    },
    {
      name: 'search listing',
      api: 'graphql',
      requests: [{ method: 'POST', path: '/graphql', setupRequest: (req) => ({ ...req, body: gqlBody(GQL.searchListing, { filter: { sectionId: String(fx.sectionId), search: pick(fx.searchWords, n++) }, pageSize }) }) }],
    },
    {
      name: 'search',
      api: 'rest',
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/user/serachProducts?sectionId=${fx.sectionId}&limit=10&search=${encodeURIComponent(pick(fx.searchWords, n++))}` }) }],
    },
    {
      name: 'product by id',
      api: 'graphql',
      requests: [{ method: 'POST', path: '/graphql', setupRequest: (req) => ({ ...req, body: gqlBody(GQL.product, { id: String(pick(fx.productIds, n++)) }) }) }],
    },
    {
      name: 'product by id',
      api: 'rest',
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/user/product/${pick(fx.productIds, n++)}` }) }],
    },
    { name: 'home page', api: 'graphql', requests: [{ method: 'POST', path: '/graphql', body: gqlBody(GQL.home) }] },
    { name: 'home page', api: 'rest', requests: [{ method: 'GET', path: '/api/v1/website/home_page' }] },
  ];
}

/**
 * Customers are handed out one per in-flight sequence from a free list, so two connections never
 * work on the same cart at once (the pool is larger than the connection count).
 */
export function customerPool(customers) {
  const free = [...customers];
  return {
    take: () => free.shift() ?? customers[Math.floor(Math.random() * customers.length)],
    give: (c) => free.push(c),
  };
}

/** A random in-stock (product, colour, size) among the fixture's purchasable sizes. */
const anyLine = (fx) => fx.lines[Math.floor(Math.random() * fx.lines.length)];

/** Add a line then remove it again (so carts stay small and the pair repeats forever). */
export function cartScenarios(fx) {
  const pool = customerPool(fx.customers);
  const gqlPair = [
    {
      method: 'POST',
      path: '/graphql',
      setupRequest: (req, ctx) => {
        ctx.customer = pool.take();
        ctx.line = anyLine(fx);
        return { ...req, headers: auth(ctx.customer.token), body: gqlBody(GQL.addToCart, { line: { productId: String(ctx.line.productId), color: ctx.line.color, size: ctx.line.size, quantity: 1 } }) };
      },
    },
    {
      method: 'POST',
      path: '/graphql',
      setupRequest: (req, ctx) => ({ ...req, headers: auth(ctx.customer.token), body: gqlBody(GQL.removeFromCart, { line: { productId: String(ctx.line.productId), color: ctx.line.color, size: ctx.line.size } }) }),
      onResponse: (_s, _b, ctx) => pool.give(ctx.customer),
    },
  ];
  const restPair = [
    {
      method: 'PUT',
      path: '/api/v1/user/addToCart',
      setupRequest: (req, ctx) => {
        ctx.customer = pool.take();
        ctx.line = anyLine(fx);
        return { ...req, headers: auth(ctx.customer.token), body: JSON.stringify({ productId: String(ctx.line.productId), variant: { color: ctx.line.color, size: ctx.line.size } }) };
      },
    },
    {
      method: 'PUT',
      path: '/api/v1/user/remove-cart-item',
      setupRequest: (req, ctx) => ({ ...req, headers: auth(ctx.customer.token), body: JSON.stringify({ productId: String(ctx.line.productId), variant: { color: ctx.line.color, size: ctx.line.size } }) }),
      onResponse: (_s, _b, ctx) => pool.give(ctx.customer),
    },
  ];
  return [
    { name: 'add-to-cart (+remove)', api: 'graphql', requests: gqlPair },
    { name: 'add-to-cart (+remove)', api: 'rest', requests: restPair },
  ];
}

/** Add one line, then place a cash-on-delivery order for it. Orders/s = requests/s ÷ 2. */
export function orderScenarios(fx) {
  const pool = customerPool(fx.customers);
  const gql = [
    {
      method: 'POST',
      path: '/graphql',
      setupRequest: (req, ctx) => {
        ctx.customer = pool.take();
        const line = anyLine(fx);
        return { ...req, headers: auth(ctx.customer.token), body: gqlBody(GQL.addToCart, { line: { productId: String(line.productId), color: line.color, size: line.size, quantity: 1 } }) };
      },
    },
    {
      method: 'POST',
      path: '/graphql',
      setupRequest: (req, ctx) => ({
        ...req,
        headers: auth(ctx.customer.token),
        body: gqlBody(GQL.placeOrder, { input: { addressId: String(ctx.customer.addressId), paymentMethod: 'COD', idempotencyKey: crypto.randomUUID() } }),
      }),
      onResponse: (_s, _b, ctx) => pool.give(ctx.customer),
    },
  ];
  const rest = [
    {
      method: 'PUT',
      path: '/api/v1/user/addToCart',
      setupRequest: (req, ctx) => {
        ctx.customer = pool.take();
        const line = anyLine(fx);
        return { ...req, headers: auth(ctx.customer.token), body: JSON.stringify({ productId: String(line.productId), variant: { color: line.color, size: line.size } }) };
      },
    },
    {
      method: 'POST',
      path: '/api/v1/user/place-order',
      setupRequest: (req, ctx) => ({
        ...req,
        headers: { ...auth(ctx.customer.token), 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ addressId: String(ctx.customer.addressId), paymentMethod: 'COD', shippingCharge: 49, taxAmount: 0 }),
      }),
      onResponse: (_s, _b, ctx) => pool.give(ctx.customer),
    },
  ];
  return [
    { name: 'place-order COD (+add)', api: 'graphql', requests: gql, pairs: true },
    { name: 'place-order COD (+add)', api: 'rest', requests: rest, pairs: true },
  ];
}

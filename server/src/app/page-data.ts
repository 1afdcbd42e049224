/**
 * Which pages are prerendered, and with what: for a listing, category list, search or product URL,
 * the client's own GraphQL operations (page-queries.ts) run in process as a visitor (no token, no
 * cookie: the answer is the same for everybody and holds nothing personal), through the same
 * resolvers and services as /graphql, so the HTML shows exactly what the client would fetch.
 * The variables are the ones the client's first render asks with; a URL with other query
 * parameters (filters, sort, page) is not prerendered: the client loads it as before.
 */
import {
  CATEGORY_PRODUCTS_QUERY,
  PRODUCT_DETAILS_QUERY,
  PRODUCT_LISTING_QUERY,
  SECTIONS_QUERY,
  type CategoryProductsAnswer,
  type ListingAnswer,
  type ProductAnswer,
  type SectionsAnswer,
} from './page-queries.js';
import { SEARCH_TEXT_MAX_CHARS } from '../modules/catalog/catalog.service.js';
import { categoryListHtml, listingHtml, productHtml, type Crumb, type PrerenderedPage } from './page-prerender.js';

/** Runs an operation of the shoppers' schema as a visitor; resolves to its data, or null on any error. */
export type AnonymousGraphql = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

/** The listing's page size and first sort (features/catalog/ListingScreen.tsx). */
const PAGE_SIZE = 24;

const segment = (pathname: string, prefix: string): string | null => {
  if (!pathname.toLowerCase().startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
};

/** routes/product-listing.tsx: the title and category ids a fresh load of /product-listing/{param} shows. */
export function resolveListing(param: string, sections: SectionsAnswer['sections']): { title: string; categoryIds: string[] | null } | null {
  const tokens = param
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const all = tokens.length === 0 || (tokens.length === 1 && tokens[0].toLowerCase() === 'all');
  if (all) return { title: 'All Products', categoryIds: null };
  const categories = sections.flatMap((s) => s.categories);
  let ids: string[];
  if (tokens.every((t) => /^\d+$/.test(t))) ids = tokens;
  else {
    const wanted = tokens.map((t) => t.toLowerCase());
    ids = categories.filter((c) => wanted.includes(c.name.toLowerCase()) || wanted.includes(c.slug.toLowerCase())).map((c) => c.id);
  }
  if (!ids.length) return null; // "No Data Found!": nothing worth prerendering
  const section = sections.find((s) => ids.length > 1 && s.categories.length === ids.length && s.categories.every((c) => ids.includes(c.id)));
  const single = ids.length === 1 ? categories.find((c) => c.id === ids[0]) : undefined;
  const title = section ? section.name : single ? single.name : tokens.length <= 3 ? tokens.join(', ') : 'Products';
  return { title, categoryIds: ids };
}

const listingVariables = (filter: Record<string, unknown>) => ({ filter, sort: 'RELEVANCE', first: PAGE_SIZE });

/** The URL prefixes whose pages may be prerendered (each runs the catalogue's queries in process). */
export const PRERENDERED_PATHS = ['/search', '/product-listing', '/product-details', '/product-category-list'];

/**
 * The most a prerendered page costs in GraphQL cost (query-cost.ts), priced by `cost`: what each
 * request of PRERENDERED_PATHS spends from its address's budget, as the client's own requests would.
 */
export function prerenderedPageCost(cost: (query: string, variables: Record<string, unknown>) => number): number {
  const listing = cost(PRODUCT_LISTING_QUERY, listingVariables({ search: 'kurta' }));
  return Math.max(cost(SECTIONS_QUERY, {}) + listing, cost(CATEGORY_PRODUCTS_QUERY, { categoryId: '1' }), cost(PRODUCT_DETAILS_QUERY, { id: '1' }));
}

async function listingPage(run: AnonymousGraphql, path: string, title: string, crumbs: Crumb[], filter: Record<string, unknown>, extra: PrerenderedPage['data'] = {}): Promise<PrerenderedPage | null> {
  const variables = listingVariables(filter);
  const answer = (await run(PRODUCT_LISTING_QUERY, variables)) as ListingAnswer | null;
  if (!answer?.products) return null;
  return {
    path,
    title,
    main: listingHtml(title, crumbs, answer),
    image: answer.products.nodes[0]?.image,
    data: { ...extra, ProductListing: { variables, data: answer } },
  };
}

/**
 * The prerendered first view of this URL, or null when it has none (other pages, unknown products,
 * query parameters the first render does not cover, or any error: the plain shell is served then).
 * Each carries the header's sections too: the header's first render then has its menus without a
 * request of its own (client/src/features/catalog/use-sections.ts).
 */
export async function prerenderPage(run: AnonymousGraphql, pathname: string, query: Record<string, unknown>): Promise<PrerenderedPage | null> {
  const page = await prerenderMain(run, pathname, query);
  if (!page || page.data.Sections) return page;
  return { ...page, data: { ...(await sectionsData(run)), ...page.data } };
}

/** The header's sections as a prerendered answer (also sent with the home page), or nothing. */
export async function sectionsData(run: AnonymousGraphql): Promise<PrerenderedPage['data']> {
  const sections = (await run(SECTIONS_QUERY, {})) as SectionsAnswer | null;
  return sections ? { Sections: { variables: {}, data: sections } } : {};
}

async function prerenderMain(run: AnonymousGraphql, pathname: string, query: Record<string, unknown>): Promise<PrerenderedPage | null> {
  const queryKeys = Object.keys(query);
  const listingParam = segment(pathname, '/product-listing/');
  if (listingParam !== null && !queryKeys.length) {
    const sections = (await run(SECTIONS_QUERY, {})) as SectionsAnswer | null;
    if (!sections) return null;
    const listing = resolveListing(listingParam, sections.sections);
    if (!listing) return null;
    const crumbs = [{ label: 'Home', to: '/' }, { label: 'Shop', to: '/shop-by-category' }, { label: listing.title }];
    return listingPage(run, pathname, listing.title, crumbs, listing.categoryIds ? { categoryIds: listing.categoryIds } : {}, { Sections: { variables: {}, data: sections } });
  }
  if (pathname.toLowerCase() === '/search' && queryKeys.length === 1 && typeof query.q === 'string' && query.q.trim()) {
    // Capped at what search reads (the rest would only be echoed into the page: 12 KB became 68 KB).
    const q = query.q.trim().slice(0, SEARCH_TEXT_MAX_CHARS);
    const title = `Results for “${q}”`;
    return listingPage(run, pathname, title, [{ label: 'Home', to: '/' }, { label: 'Search' }], { search: q });
  }
  const categoryId = segment(pathname, '/product-category-list/');
  if (categoryId !== null && !queryKeys.length) {
    const variables = { categoryId };
    const answer = (await run(CATEGORY_PRODUCTS_QUERY, variables)) as CategoryProductsAnswer | null;
    if (!answer?.category || !answer.products?.nodes.length) return null;
    return { path: pathname, title: answer.category.name, main: categoryListHtml(categoryId, answer), image: answer.products.nodes[0].image, data: { CategoryProducts: { variables, data: answer } } };
  }
  const productId = segment(pathname, '/product-details/');
  if (productId !== null && !queryKeys.length) {
    const variables = { id: productId };
    const answer = (await run(PRODUCT_DETAILS_QUERY, variables)) as ProductAnswer | null;
    const product = answer?.product;
    if (!product) return null;
    const variant = product.variants[0];
    return {
      path: pathname,
      title: product.seoTitle || product.name,
      description: product.seoDescription || undefined,
      main: productHtml(product),
      image: variant?.images[0] ?? product.image,
      data: { ProductDetails: { variables, data: answer } },
    };
  }
  return null;
}

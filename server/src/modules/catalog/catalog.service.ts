import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { Section } from './section.entity.js';
import { Category } from './category.entity.js';
import { badInput, notFound } from '../../shared/errors.js';
import { rupeesToPaise } from '../../shared/money.js';
import { ProductCollection, ProductSort, type FacetValue, type ProductFacets, type ProductFilter } from './catalog.types.js';
import { buildWhere, listsByPrice, withAskedColourFirst, DROPDOWN_SEARCH_CANDIDATES, listingOrder, pageSql, POPULARITY, PRODUCT_COLUMNS, PRODUCTS_BY_IDS_SQL, SEARCH_TSQUERY_SQL, searchTerms, type ListingOrder, type ListingQuery } from './listing.js';
import { decodeCursor, encodeCursor, MAX_PAGE_SIZE, readPageRequest, type PageRequest } from '../../shared/graphql/connections.js';
import { parseId } from '../../shared/ids.js';
import type { CatalogProduct } from './catalog.records.js';
import { LRUCache } from 'lru-cache';
import { searchTextInEnglish } from './hindi-search-words.js';
import { preparedQuery } from '../../shared/db.js';
import { fillMessage } from '../../shared/form-rules.js';
import type { ServiceContext } from '../../shared/service-context.js';

export interface ReviewRow {
  id: number;
  productId: number;
  /** The buyer who wrote it (reviews module); null for reviews that came with the catalogue. */
  customerId: number | null;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  createdAt: Date;
  updatedAt: Date | null;
  /** Photo URLs in order (at most 3). */
  photos: string[];
}


export interface ListingResult {
  /** The page's products in listing order (a backward page too). */
  products: CatalogProduct[];
  /** Each product's cursor (keyset of its row), in the same order. */
  cursors: string[];
  /** Exact when totalCountExact; otherwise a lower bound (COUNT_CAP, or SEARCH_CANDIDATES with search words). */
  totalCount: number;
  totalCountExact: boolean;
  /** REST's page number (from the offset, or the cursor's place in the listing). */
  page: number;
  pageSize: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** Cursors of the page's first and last products; null when the page is empty. */
  startCursor: string | null;
  endCursor: string | null;
}

export interface ListingInput {
  filter: ProductFilter;
  sort?: ProductSort;
  /** REST: a page number from 1 (offset pages) with `pageSize`, or `after` a cursor. */
  page?: number | null;
  pageSize?: number | null;
  after?: string | null;
  /** GraphQL: a connection's `first/after` or `last/before` (replaces page, pageSize and after). */
  connection?: PageRequest;
}

/** Products per page when a connection names no size (the store's listing screens show 24). */
export const LISTING_PAGE_SIZE = 24;
/**
 * Most values one filter list may name (sizes, colours, categories …): the store's filters offer
 * at most 18 colours, and 9,500 made a query of 80 KB cost 70–160 ms a request (2026-11-24).
 */
export const MAX_FILTER_VALUES = 50;
export const TOO_MANY_FILTER_VALUES_MESSAGE = 'A filter may list at most {n} values of one kind.';

/** What a listing cursor holds: its order's name, its row's sort values, and the row's place. */
interface ListingCursor {
  o: string;
  k: Array<number | string>;
  n: number;
}

const INT4_MAX = 2147483647;
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** Does a decoded cursor hold a keyset of this order (name, number and types of values)? */
function isCursorOf(order: ListingOrder) {
  return (value: unknown): value is ListingCursor => {
    if (!value || typeof value !== 'object') return false;
    const { o, k, n } = value as Partial<ListingCursor>;
    if (o !== order.name || !Array.isArray(k) || k.length !== order.keys.length) return false;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return false;
    return order.keys.every(({ type }, i) => {
      const v = k[i];
      if (type === 'int') return typeof v === 'number' && Number.isSafeInteger(v) && Math.abs(v) <= INT4_MAX;
      if (type === 'real') return typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 3e38;
      return typeof v === 'string' && TIMESTAMP_TEXT.test(v) && !Number.isNaN(Date.parse(v));
    });
  };
}

export const PRODUCT_NOT_FOUND = 'Product not found.';
/** Default time to live of cached listing pages outside tests (config CATALOG_CACHE_MS). */
export const DEFAULT_LISTING_CACHE_MS = 2000;
/** How long the products a live offer discounts are kept for listings by price (see CatalogService.discounted). */
export const DISCOUNTED_IDS_MS = 5000;

/** The products of offers and themed collections: the content module's answer (ContentService). */
export interface ListingMembers {
  productIdsOfOffers(offerIds: readonly number[]): Promise<number[][]>;
  productIdsOfCollections(collectionIds: readonly number[]): Promise<number[][]>;
  /** Products a live offer discounts now (listings by price need their offer prices: listingPriceSql). */
  discountedProductIds?(): Promise<number[]>;
}

export interface CatalogOptions {
  /** Offer and collection listings ask the content module for their products. */
  members?: ListingMembers;
  /** How long a listing page may be served from memory; 0 (the default here) reads every time. */
  listingCacheMs?: number;
  /**
   * Where catalogue reads go (sections, categories, products, listings, search, facets): a read
   * replica when DATABASE_REPLICA_URLS is set (shared/read-replicas.ts), else the primary. Writes,
   * and reviews (a shopper reads back the one they wrote), stay on the primary.
   */
  reads?: () => DataSource;
}
/** Facet counts are exact up to this many matching products, a best-sellers sample beyond. */
export const FACET_SAMPLE = 2000;

/** Reads of the catalogue: sections, categories, products, listings, search, reviews. */
/** What a cart line shows of its colour variant (catalog.variantsForLines). */
export interface CartVariantFacts {
  variantId: number;
  productId: number;
  productName: string;
  categoryName: string;
  hsnCode: string;
  colorName: string;
  colorValue: string;
  image: string;
}

/** Characters of search text a listing reads; the rest is ignored (and a prerendered search page shows no more). */
export const SEARCH_TEXT_MAX_CHARS = 200;

export class CatalogService {
  /**
   * Search words → tsquery text. The vocabulary changes only when products are added, so an
   * answer is good for minutes; a promise is cached so concurrent first searches share one statement.
   */
  private readonly tsqueries = new LRUCache<string, Promise<string>>({ ttl: 5 * 60_000, max: 2000 });
  /** Facet counts per filter: a full pass over the matches, constant while the catalogue is. */
  private readonly facetCache = new LRUCache<string, Promise<ProductFacets>>({ ttl: 60_000, max: 500 });

  /**
   * Listing pages (listings, searches, home carousels) for a couple of seconds: the same page
   * for every caller (nothing in it is personal), so a popular page costs one statement per
   * TTL instead of one per request. Stock on a listing may lag by the TTL; the product page,
   * the cart and checkout read stock fresh (checkout re-checks it in its transaction).
   */
  private readonly listingCache: LRUCache<string, Promise<ListingResult>> | null;
  /** Time to live of cached catalogue reads (0: off); the GraphQL response micro-cache uses it too. */
  readonly listingCacheMs: number;

  private readonly members: ListingMembers | null;

  /**
   * What cart lines show of variants (variantsForLines), for the listing cache's TTL: names,
   * colours, images and HSN codes change only when staff edit the catalogue (which drops it), and
   * nothing in it decides what can be bought (stock and prices are inventory's, read fresh).
   */
  private readonly variantFacts: LRUCache<string, CartVariantFacts> | null;
  /**
   * The products a live offer discounts (content's answer), kept DISCOUNTED_IDS_MS so a listing by
   * price stays one statement. Stale ids cannot show an ended discount (offer_price checks the
   * dates itself); they can only leave a just-started offer out of price filters and sorts for
   * that long. A dashboard edit drops them with the other caches.
   */
  private discounted: { until: number; ids: Promise<number[]> } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    options: CatalogOptions = {},
  ) {
    this.members = options.members ?? null;
    this.listingCacheMs = options.listingCacheMs ?? 0;
    this.reads = options.reads ?? (() => this.dataSource);
    this.listingCache = this.listingCacheMs > 0 ? new LRUCache({ ttl: this.listingCacheMs, max: 200 }) : null;
    this.variantFacts = this.listingCacheMs > 0 ? new LRUCache({ ttl: this.listingCacheMs, max: 5000 }) : null;
  }

  /** Called by `catalogueChanged` (the GraphQL response micro-cache registers here). */
  private readonly changeListeners: Array<() => void> = [];

  /** Runs `listener` whenever staff change the catalogue or its content. */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /** The DataSource of the next catalogue read (see CatalogOptions.reads). */
  private readonly reads: () => DataSource;

  /** Tells the other server processes of a change (wired in app/services.ts: PostgreSQL NOTIFY). */
  private broadcastChange: (() => void) | null = null;

  /** Sets how `catalogueChanged` reaches the other server processes. */
  broadcastChangesWith(send: () => void): void {
    this.broadcastChange = send;
  }

  /**
   * Staff changed the catalogue (a product, its sizes, stock, publishing, merchandising): drop
   * every cached listing page, facet count and resolved search, and tell the listeners, so the
   * shop shows the change on its next request instead of after the caches' time to live; then
   * tell the other server processes, which drop theirs (`dropCaches`) when they hear it.
   */
  catalogueChanged(): void {
    this.dropCaches();
    this.broadcastChange?.();
  }

  /** Drops this process's catalogue caches and tells its listeners (a change made here or heard from another process). */
  dropCaches(): void {
    this.listingCache?.clear();
    this.facetCache.clear();
    this.variantFacts?.clear();
    this.tsqueries.clear();
    this.discounted = null;
    for (const listener of this.changeListeners) listener();
  }

  /** The shop's sections in menu order (men first, as the store's default gender); hidden ones are left out. */
  async listSections(): Promise<Section[]> {
    return this.reads().getRepository(Section).find({ where: { hidden: false }, order: { position: 'ASC', id: 'ASC' } });
  }

  /** The shop's categories of many sections in one query (hidden ones left out), grouped in the order of `sectionIds` (DataLoader batch). */
  async categoriesForSections(sectionIds: readonly number[]): Promise<Category[][]> {
    const rows = await this.reads()
      .getRepository(Category)
      .find({ where: { sectionId: In([...sectionIds]), hidden: false }, order: { position: 'ASC', id: 'ASC' } });
    return sectionIds.map((id) => rows.filter((row) => row.sectionId === id));
  }

  /** The shop's categories (of one section when given), sections in menu order, then category order; hidden ones (or of a hidden section) are left out. */
  async listCategories(sectionId: number | null): Promise<Category[]> {
    return this.reads()
      .getRepository(Category)
      .createQueryBuilder('c')
      .innerJoin('section', 's', 's.id = c.section_id AND NOT s.hidden')
      .where('NOT c.hidden')
      .andWhere(sectionId === null ? 'true' : 'c.section_id = :sectionId', { sectionId })
      .orderBy('s.position', 'ASC')
      .addOrderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
  }

  /** One category of the shop; NOT_FOUND when it does not exist or is hidden. */
  async getCategory(id: number): Promise<Category> {
    const category = await this.findCategory(id);
    if (!category) throw notFound('Category not found.');
    return category;
  }

  /** One category of the shop, or null when it does not exist or is hidden (or its section is). */
  async findCategory(id: number): Promise<Category | null> {
    // The category listing's REST twin asks it on every page: prepared, without the ORM's query building.
    const [row] = await preparedQuery<Omit<Category, 'section'>>(
      this.reads(),
      `SELECT c.id, c.section_id AS "sectionId", c.name, c.slug, c.image, c.hsn_code AS "hsnCode", c.position, c.hidden,
              c.seo_title AS "seoTitle", c.seo_description AS "seoDescription"
         FROM category c JOIN section s ON s.id = c.section_id WHERE c.id = $1 AND NOT c.hidden AND NOT s.hidden`,
      [id],
    );
    return row ? Object.assign(new Category(), row) : null;
  }

  /** Categories by id in the order asked (undefined for unknown ids): DataLoader batch. */
  async categoriesByIds(ids: readonly number[]): Promise<(Category | undefined)[]> {
    const rows = await this.reads().getRepository(Category).findBy({ id: In([...ids]) });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  }

  /** Sections by id in the order asked: DataLoader batch. */
  async sectionsByIds(ids: readonly number[]): Promise<(Section | undefined)[]> {
    const rows = await this.reads().getRepository(Section).findBy({ id: In([...ids]) });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  }

  /**
   * Full products (category, variants in order, each with its sizes in order) for many ids in
   * ONE SQL statement, answered in the order of `ids` (null for ids that do not exist). The
   * batch behind the `productById` DataLoader that wishlist, cart and orders resolve products with.
   */
  async productsByIds(ids: readonly number[]): Promise<(CatalogProduct | null)[]> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647);
    if (unique.length === 0) return ids.map(() => null);
    const rows = await preparedQuery<CatalogProduct>(this.reads(), PRODUCTS_BY_IDS_SQL, [unique]);
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** One full product; NOT_FOUND ('Product not found.') when it does not exist. */
  async getProduct(id: number): Promise<CatalogProduct> {
    const product = await this.findProduct(id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  /** One published product, or null when it does not exist or is unpublished. */
  async findProduct(id: number): Promise<CatalogProduct | null> {
    const [product] = await this.productsByIds([id]);
    // Orders and carts still resolve an unpublished product by id (productsByIds); the shop's page does not.
    return product?.published ? product : null;
  }

  /** One published product by slug, or null. */
  async findProductBySlug(slug: string): Promise<CatalogProduct | null> {
    const rows: CatalogProduct[] = await this.reads().query(
      `SELECT ${PRODUCT_COLUMNS} FROM product p JOIN category c ON c.id = p.category_id WHERE p.slug = $1 AND p.published`,
      [slug],
    );
    return rows[0] ?? null;
  }

  /**
   * Validates and normalises listing input from either transport: ids parsed, rupees to paise,
   * facet values lower-cased, a page number turned into an offset (REST), a connection's
   * arguments or a cursor into a keyset page. A cursor must be one of this order's (BAD_INPUT).
   */
  parseListingQuery(input: ListingInput): ListingQuery {
    const f = input.filter ?? {};
    for (const field of ['sizes', 'colors', 'sleeves', 'necks', 'types', 'categoryIds'] as const) {
      if ((f[field]?.length ?? 0) > MAX_FILTER_VALUES) throw badInput(fillMessage(TOO_MANY_FILTER_VALUES_MESSAGE, { n: MAX_FILTER_VALUES }), { field });
    }
    let offset = 0;
    let limit: number;
    let forward = true;
    let cursor: string | null = null;
    if (input.connection) {
      const page = readPageRequest(input.connection, LISTING_PAGE_SIZE);
      limit = page.size;
      forward = page.forward;
      cursor = page.cursor;
    } else {
      limit = input.pageSize ?? LISTING_PAGE_SIZE;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw badInput(`pageSize must be between 1 and ${MAX_PAGE_SIZE}.`);
      if (input.after) cursor = input.after;
      else if (input.page != null) {
        if (!Number.isInteger(input.page) || input.page < 1) throw badInput('page must be 1 or more.');
        offset = (input.page - 1) * limit;
      }
    }
    const list = (values?: string[] | null) => {
      const cleaned = (values ?? []).map((v) => v.trim().toLowerCase()).filter(Boolean);
      return cleaned.length ? [...new Set(cleaned)] : null;
    };
    const range = (value: number | null | undefined, min: number, max: number, name: string) => {
      if (value == null) return null;
      if (!Number.isFinite(value) || value < min || value > max) throw badInput(`${name} must be between ${min} and ${max}.`);
      return value;
    };
    const categoryIds = [...(f.categoryIds ?? []), ...(f.categoryId ? [f.categoryId] : [])].map((id) => parseId(id, 'Category not found.'));
    const maxPrice = range(f.maxPrice, 0, 10_000_000, 'maxPrice');
    // In English (a Hindi search's words translated, once); '' when nothing of it is searchable.
    const searchText = f.search?.trim() ? searchTextInEnglish(f.search.trim()).slice(0, SEARCH_TEXT_MAX_CHARS) : null;
    const q: ListingQuery = {
      sectionId: f.sectionId ? parseId(f.sectionId, 'Section not found.') : null,
      categoryIds: categoryIds.length ? categoryIds : null,
      collection: f.collection ?? null,
      offerId: f.offerId ? parseId(f.offerId, 'Offer not found.') : null,
      collectionId: null,
      searchTerms: searchTerms(searchText),
      searchText,
      minRating: range(f.minRating, 0, 5, 'minRating'),
      minDiscount: range(f.minDiscountPercent, 0, 100, 'minDiscount'),
      maxPricePaise: maxPrice === null ? null : rupeesToPaise(maxPrice),
      sizes: list(f.sizes),
      colors: list(f.colors),
      sleeves: list(f.sleeves),
      necks: list(f.necks),
      types: list(f.types),
      inStockOnly: f.inStockOnly ?? false,
      sort: input.sort ?? ProductSort.RELEVANCE,
      offset,
      limit,
      keyset: null,
      forward,
    };
    if (cursor !== null) {
      // The rank expression itself is built with the SQL; only whether there is one matters here.
      const order = listingOrder(q, q.searchTerms && q.sort === ProductSort.RELEVANCE ? 'rank' : null);
      const { k, n } = decodeCursor(cursor, isCursorOf(order), forward ? 'after' : 'before');
      q.keyset = { values: k, position: n };
    }
    return q;
  }

  /**
   * One page of a listing in ONE statement whatever the page size (plus one cached statement
   * the first time a set of search words is seen): see listing.ts pageSql for the query shapes.
   * The count is exact up to COUNT_CAP; past it the answer says "COUNT_CAP or more". Served
   * from the short-lived listing cache when it is on (see `listingCache`).
   */
  async listProducts(q: ListingQuery, withCount = true): Promise<ListingResult> {
    if (this.listingCache) {
      const key = JSON.stringify([q, withCount]);
      let pending = this.listingCache.get(key);
      if (!pending) {
        pending = this.readListing(q, withCount);
        this.listingCache.set(key, pending);
        pending.catch(() => this.listingCache?.delete(key));
      }
      return pending;
    }
    return this.readListing(q, withCount);
  }

  /**
   * The listing with its offer's or collection's products (from the content module, which owns
   * them); both given: the products in both.
   */
  private async withMembers(asked: ListingQuery): Promise<ListingQuery> {
    // A listing by price or percent off needs the products whose offer lowers their price (one small statement).
    const q = listsByPrice(asked) && this.members?.discountedProductIds ? { ...asked, discountedProductIds: await this.discountedProductIds() } : asked;
    if (q.offerId === null && q.collectionId === null) return q;
    if (!this.members) throw new Error('CatalogService: offer and collection listings need the content module (options.members)');
    const [offer, collection] = await Promise.all([
      q.offerId === null ? null : this.members.productIdsOfOffers([q.offerId]).then(([ids]) => ids),
      q.collectionId === null ? null : this.members.productIdsOfCollections([q.collectionId]).then(([ids]) => ids),
    ]);
    const memberProductIds = offer && collection ? offer.filter((id) => collection.includes(id)) : (offer ?? collection ?? []);
    return { ...q, memberProductIds };
  }

  /** See `discounted`. */
  private discountedProductIds(): Promise<number[]> {
    const now = Date.now();
    if (!this.discounted || this.discounted.until <= now) {
      const ids = this.members!.discountedProductIds!();
      const entry = { until: now + DISCOUNTED_IDS_MS, ids };
      ids.catch(() => {
        if (this.discounted === entry) this.discounted = null;
      });
      this.discounted = entry;
    }
    return this.discounted.ids;
  }

  private async readListing(asked: ListingQuery, withCount: boolean): Promise<ListingResult> {
    const q = await this.withMembers(asked);
    const built = buildWhere(q, await this.tsqueryOf(q));
    const { text, params, window, order } = pageSql(q, built, withCount);
    const rows = await preparedQuery<CatalogProduct & { seen: number; after: number; ord: number | null; pageKey: Array<number | string> }>(this.reads(), text, params);
    const head = rows[0];
    const read: Array<{ product: CatalogProduct; pageKey: Array<number | string> }> = [];
    for (const row of rows) {
      if (row.ord === null) continue;
      const { seen: _s, after: _a, ord: _o, pageKey, ...product } = row;
      read.push({ product, pageKey });
    }
    // Rows of a backward page come last-first: shown in the listing's order.
    if (!q.forward) read.reverse();
    // More rows beyond the page in the direction read.
    const more = (head?.after ?? 0) > q.limit;
    // Fewer ids than the walk's window: every match was seen, the count is exact.
    const seen = head?.seen ?? 0;
    const exact = seen < window;
    const totalCount = withCount ? (exact ? seen : window - 1) : -1;
    // Each row's place in the listing (0-based): a hint kept in its cursor (see ListingKeyset).
    const first = q.forward
      ? q.keyset
        ? q.keyset.position + 1
        : q.offset
      : (q.keyset?.position ?? Math.max(totalCount, 0)) - read.length;
    const cursors = read.map(({ pageKey }, i) => encodeCursor({ o: order.name, k: pageKey, n: Math.max(0, first + i) }));
    return {
      products: read.map((r) => withAskedColourFirst(r.product, q)),
      cursors,
      totalCount,
      totalCountExact: withCount && exact,
      page: q.limit > 0 ? Math.floor(Math.max(0, first) / q.limit) + 1 : 1,
      pageSize: q.limit,
      hasNextPage: q.forward ? more : q.keyset !== null,
      hasPreviousPage: q.forward ? q.keyset !== null || q.offset > 0 : more,
      startCursor: cursors[0] ?? null,
      endCursor: cursors.at(-1) ?? null,
    };
  }

  /** The tsquery text of a listing's search words (null without search); cached, see `tsqueries`. */
  private async tsqueryOf(q: ListingQuery): Promise<string | null> {
    if (!q.searchTerms) return null;
    const key = q.searchTerms.join(' ');
    let pending = this.tsqueries.get(key);
    if (!pending) {
      pending = (this.reads().query(SEARCH_TSQUERY_SQL, [q.searchTerms]) as Promise<Array<{ tsq: string | null }>>).then((rows) => rows[0]?.tsq ?? '');
      this.tsqueries.set(key, pending);
      pending.catch(() => this.tsqueries.delete(key));
    }
    return pending;
  }

  /** Counts per facet value over the whole listing (the current filters applied), in one statement; cached a minute per filter. */
  async facets(q: ListingQuery): Promise<ProductFacets> {
    const tsquery = await this.tsqueryOf(q);
    const { sort: _s, offset: _o, limit: _l, keyset: _k, forward: _f, ...filter } = q;
    const key = JSON.stringify([filter, tsquery]);
    let pending = this.facetCache.get(key);
    if (!pending) {
      pending = this.computeFacets(q, tsquery);
      this.facetCache.set(key, pending);
      pending.catch(() => this.facetCache.delete(key));
    }
    return pending;
  }

  /**
   * Facet counts over at most FACET_SAMPLE + 1 matches (best sellers first): a pass over every
   * match of a 100,000-product catalogue took half a second; past the sample `exact` is false.
   */
  private async computeFacets(asked: ListingQuery, tsquery: string | null): Promise<ProductFacets> {
    const q = await this.withMembers(asked);
    const built = buildWhere(q, tsquery, false);
    const rows: Array<{ facet: 'sizes' | 'colors' | 'sleeves' | 'necks' | 'types' | 'total'; value: string; count: number }> = await this.reads().query(
      `WITH m AS MATERIALIZED (
         SELECT p.facet_sizes, p.facet_colors, p.facet_sleeves, p.facet_necks, p.facet_types FROM product p WHERE ${built.where}
         ORDER BY ${POPULARITY} LIMIT ${FACET_SAMPLE + 1}
       )
       SELECT 'total' AS facet, '' AS value, count(*)::int AS count FROM m
       UNION ALL SELECT 'sizes' AS facet, v AS value, count(*)::int AS count FROM m, unnest(m.facet_sizes) v GROUP BY v
       UNION ALL SELECT 'colors', v, count(*)::int FROM m, unnest(m.facet_colors) v GROUP BY v
       UNION ALL SELECT 'sleeves', v, count(*)::int FROM m, unnest(m.facet_sleeves) v GROUP BY v
       UNION ALL SELECT 'necks', v, count(*)::int FROM m, unnest(m.facet_necks) v GROUP BY v
       UNION ALL SELECT 'types', v, count(*)::int FROM m, unnest(m.facet_types) v GROUP BY v
       ORDER BY 1, 3 DESC, 2`,
      built.params,
    );
    const facets: ProductFacets = { sizes: [], colors: [], sleeves: [], necks: [], types: [], exact: true };
    for (const row of rows) {
      if (row.facet === 'total') facets.exact = row.count <= FACET_SAMPLE;
      else facets[row.facet].push({ value: row.value, count: row.count } as FacetValue);
    }
    return facets;
  }

  /**
   * The header search: the best matches for `text` (typo tolerant) within a section, a page at a
   * time (a connection's arguments; `first` defaults to 8). Ranks fewer candidates than a search
   * listing (DROPDOWN_SEARCH_CANDIDATES) unless a cursor reaches past them; counted (the count of
   * candidates costs nothing more). Text without search words answers an empty page.
   */
  async searchProducts(text: string, sectionId: number | null, page: PageRequest): Promise<ListingResult> {
    const q = this.parseListingQuery({ filter: { search: text, ...(sectionId === null ? {} : { sectionId: String(sectionId) }) }, connection: { ...page, first: page.first ?? (page.last == null ? 8 : null) } });
    if (!q.searchTerms) return emptyListing(q.limit);
    q.searchCandidates = DROPDOWN_SEARCH_CANDIDATES;
    return this.listProducts(q);
  }

  /** The header search's best `limit` matches (1 to 50): the REST dropdown's list. */
  async searchProductList(text: string, sectionId: number | null, limit: number): Promise<CatalogProduct[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw badInput('limit must be between 1 and 50.');
    return (await this.searchProducts(text, sectionId, { first: limit })).products;
  }

  /** A curated list (home carousels, best sellers) of at most `limit` products. */
  async collectionProducts(collection: ProductCollection, sectionId: number | null, limit: number): Promise<CatalogProduct[]> {
    const q = this.parseListingQuery({ filter: { collection }, pageSize: limit });
    q.sectionId = sectionId;
    return (await this.listProducts(q, false)).products;
  }

  /**
   * The first `limit` products (best sellers first) of each of many categories in ONE statement
   * (the DataLoader batch behind Category.topProducts), in the order of `categoryIds`.
   */
  async topProductsOfCategories(categoryIds: readonly number[], limit: number): Promise<CatalogProduct[][]> {
    const rows: Array<CatalogProduct> = await this.reads().query(
      `SELECT ${PRODUCT_COLUMNS}
       FROM unnest($1::int[]) AS want(category_id)
       CROSS JOIN LATERAL (
         SELECT p.id FROM product p WHERE p.category_id = want.category_id AND p.published
         ORDER BY ${POPULARITY} LIMIT $2
       ) top
       JOIN product p ON p.id = top.id JOIN category c ON c.id = p.category_id
       ORDER BY p.category_id, ${POPULARITY}`,
      [[...new Set(categoryIds)], limit],
    );
    return categoryIds.map((id) => rows.filter((p) => p.categoryId === id));
  }

  /**
   * "You may also like": for each product, up to 8 other in-stock products of its category,
   * best sellers first, in one statement (DataLoader batch). Unknown products get [].
   */
  async recommendedIds(productIds: readonly number[], limit = 8): Promise<number[][]> {
    const rows: Array<{ sourceId: number; id: number }> = await this.reads().query(
      `SELECT src.id AS "sourceId", rec.id FROM product src
       CROSS JOIN LATERAL (
         SELECT p.id FROM product p
         WHERE p.category_id = src.category_id AND p.id <> src.id AND p.in_stock AND p.published
         ORDER BY ${POPULARITY} LIMIT $2
       ) rec
       WHERE src.id = ANY($1::int[])`,
      [[...productIds], limit],
    );
    // Grouped once: filtering all rows per product was quadratic (800 products × 6,400 rows).
    const bySource = new Map<number, number[]>();
    for (const row of rows) {
      const ids = bySource.get(row.sourceId);
      if (ids) ids.push(row.id);
      else bySource.set(row.sourceId, [row.id]);
    }
    return productIds.map((id) => bySource.get(id) ?? []);
  }

  /** Full recommended products of one product (REST twin). NOT_FOUND for an unknown product. */
  async recommendations(productId: number, limit = 8): Promise<CatalogProduct[]> {
    const [ids] = await this.recommendedIds([productId], limit);
    if (ids.length === 0) await this.getProduct(productId);
    return (await this.productsByIds(ids)).filter((p): p is CatalogProduct => p !== null);
  }

  /**
   * Recomputes the search text (category, section and colour words) and the search vocabulary of
   * the given products (all when null); the listing summary is inventory's. Call it in the same
   * transaction after changing variants.
   */
  async refreshSearchText(ctx: ServiceContext, productIds: number[] | null): Promise<void> {
    await refreshSearchTextSql(ctx.manager, productIds);
  }

  /**
   * Writes products' average rating and review count (the reviews module computes them from the
   * published reviews and calls this in the transaction that changes a review); products of
   * `productIds` missing from `ratings` have no published review left (0, 0).
   */
  async setRatings(ctx: ServiceContext, productIds: readonly number[], ratings: ReadonlyArray<{ productId: number; averageRating: number; numReviews: number }>): Promise<void> {
    if (productIds.length === 0) return;
    await ctx.manager.query(
      `UPDATE product p SET average_rating = coalesce(r.avg, 0), num_reviews = coalesce(r.n, 0)
       FROM unnest($1::int[]) AS want(id) LEFT JOIN unnest($2::int[], $3::real[], $4::int[]) AS r(product_id, avg, n) ON r.product_id = want.id
       WHERE p.id = want.id`,
      [[...productIds], ratings.map((r) => r.productId), ratings.map((r) => r.averageRating), ratings.map((r) => r.numReviews)],
    );
  }

  /** Which of `ids` name a product (published or not): one statement. */
  async existingProductIds(ids: readonly number[]): Promise<Set<number>> {
    const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647);
    if (wanted.length === 0) return new Set();
    const rows: Array<{ id: number }> = await this.dataSource.query(`SELECT id FROM product WHERE id = ANY($1::int[])`, [wanted]);
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Locks a product row in the context's transaction (FOR UPDATE), so that writes about it (a
   * review) wait for, and fail after, its deletion; NOT_FOUND when there is no such product.
   */
  async lockProduct(ctx: ServiceContext, productId: number): Promise<void> {
    const rows = await ctx.manager.query(`SELECT id FROM product WHERE id = $1 FOR UPDATE`, [productId]);
    if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
  }

  /** Product names by id (published or not), one statement; unknown ids are left out. */
  async productNames(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: number; name: string }> = await this.dataSource.query(`SELECT id, name FROM product WHERE id = ANY($1::int[])`, [[...new Set(ids)]]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Names and slugs of products by id (published or not), one statement; unknown ids are left out. */
  async productLabels(ids: readonly number[]): Promise<Map<number, { name: string; slug: string }>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: number; name: string; slug: string }> = await this.dataSource.query(`SELECT id, name, slug FROM product WHERE id = ANY($1::int[])`, [[...new Set(ids)]]);
    return new Map(rows.map((r) => [r.id, { name: r.name, slug: r.slug }]));
  }

  /**
   * What a cart line shows of its colour variant, by variant id: product and category names, the
   * category's HSN code, colour name and value, and the first image ('' when none). Published or
   * not (the cart shows an unpublished product's line as out of stock). One statement for the
   * batch (none when every variant was read within the listing cache's TTL), in the caller's
   * transaction when it has one (then always read fresh: an order's lines are snapshots); unknown
   * ids are left out.
   */
  async variantsForLines(ctx: ServiceContext, variantIds: readonly number[]): Promise<Map<number, CartVariantFacts>> {
    const cache = ctx.inTransaction ? null : this.variantFacts;
    const found = new Map<number, CartVariantFacts>();
    const ids: number[] = [];
    for (const id of new Set(variantIds)) {
      const hit = cache?.get(String(id));
      if (hit) found.set(id, hit);
      else ids.push(id);
    }
    if (ids.length === 0) return found;
    const rows = await preparedQuery<CartVariantFacts>(
      ctx.manager,
      `SELECT v.id AS "variantId", p.id AS "productId", p.name AS "productName", c.name AS "categoryName", p.hsn_code AS "hsnCode",
         v.color_name AS "colorName", v.color_value AS "colorValue", COALESCE(v.images[1], '') AS image
       FROM variant v JOIN product p ON p.id = v.product_id JOIN category c ON c.id = p.category_id
       WHERE v.id = ANY($1::int[])`,
      [ids],
    );
    for (const row of rows) {
      found.set(row.variantId, row);
      this.variantFacts?.set(String(row.variantId), row);
    }
    return found;
  }
}

/** A page with no products (a search text without search words). */
function emptyListing(pageSize: number): ListingResult {
  return { products: [], cursors: [], totalCount: 0, totalCountExact: true, page: 1, pageSize, hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
}

/** The search text statement (see refreshSearchText); a function of the manager for the seeder's transaction. */
export async function refreshSearchTextSql(manager: EntityManager, productIds: number[] | null): Promise<void> {
  await manager.query(
    `UPDATE product p SET search_text = concat_ws(' ', c.name, s.name, w.colour_words)
     FROM (SELECT v.product_id, string_agg(DISTINCT v.color_name, ' ') FILTER (WHERE v.archived_at IS NULL) AS colour_words FROM variant v
           WHERE $1::int[] IS NULL OR v.product_id = ANY($1::int[]) GROUP BY v.product_id) w, category c, section s
     WHERE p.id = w.product_id AND c.id = p.category_id AND s.id = p.section_id
       AND p.search_text IS DISTINCT FROM concat_ws(' ', c.name, s.name, w.colour_words)`,
    [productIds],
  );
  await manager.query(
    `INSERT INTO search_word (word)
     SELECT DISTINCT u.lexeme FROM product p, unnest(p.search_vector) u
     WHERE ($1::int[] IS NULL OR p.id = ANY($1::int[])) AND u.lexeme ~ '^[a-z0-9]{2,}$'
     ON CONFLICT DO NOTHING`,
    [productIds],
  );
}

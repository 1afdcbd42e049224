/**
 * The product listing as SQL: one parsed query object, one WHERE builder shared by the page
 * query and the facet query. Filters run on the product's denormalised listing/facet columns
 * (indexed); when several variant attributes are chosen, an EXISTS check makes sure ONE variant
 * has them all (the spec's "a product matches if any variant matches the selected values").
 */
import { ProductCollection, ProductSort } from './catalog.types.js';
import { sizesJsonSql, variantHasSizeSql } from '../inventory/inventory.sql.js';
import { searchTextInEnglish } from './hindi-search-words.js';
import { offerPriceSql } from '../pricing/pricing.js';

export interface ListingQuery {
  sectionId: number | null;
  categoryIds: number[] | null;
  collection: ProductCollection | null;
  offerId: number | null;
  collectionId: number | null;
  /** Normalised search words ([a-z0-9]+), or null. */
  searchTerms: string[] | null;
  /** The searched text in English (ranks by similarity to names); '' when none of it is searchable, null without a search. */
  searchText: string | null;
  minRating: number | null;
  minDiscount: number | null;
  maxPricePaise: number | null;
  sizes: string[] | null;
  colors: string[] | null;
  sleeves: string[] | null;
  necks: string[] | null;
  types: string[] | null;
  inStockOnly: boolean;
  sort: ProductSort;
  /** Rows skipped (REST's page numbers); 0 for a keyset page. */
  offset: number;
  limit: number;
  /** A keyset page: the sort values of the cursor's row (see ListingOrder) and its place in the listing; null from an end. */
  keyset: ListingKeyset | null;
  /** Reading forwards (`first`/`after`) or backwards from the end or the cursor (`last`/`before`). */
  forward: boolean;
  /** How many matches a search ranks (default SEARCH_CANDIDATES; the header dropdown ranks fewer). */
  searchCandidates?: number;
  /**
   * With offerId or collectionId: the products of that offer (and/or collection), the content
   * module's answer (it owns the membership tables). CatalogService fills it before building SQL.
   */
  memberProductIds?: number[] | null;
  /**
   * Products a live offer discounts now (the content module's answer), filled by CatalogService
   * only for listings that filter or sort by price or percent off; empty or absent: no offer
   * changes a listing price, and those read the stored columns on their indexes as before.
   */
  discountedProductIds?: number[] | null;
}

/** Does this listing filter or sort by price or percent off (so offer prices must be in its SQL)? */
export const listsByPrice = (q: Pick<ListingQuery, 'sort' | 'maxPricePaise' | 'minDiscount'>): boolean =>
  q.sort === ProductSort.PRICE_ASC || q.sort === ProductSort.PRICE_DESC || q.sort === ProductSort.DISCOUNT || q.maxPricePaise !== null || (q.minDiscount !== null && q.minDiscount > 0);

/** Where a cursor points: its row's sort values, and its row's place in the listing when it was read (0-based). */
export interface ListingKeyset {
  values: Array<number | string>;
  /** Only sizes a search's candidate set for deep pages (and REST's page number): a hint, not a bound. */
  position: number;
}

/** Words of a search text: lower case letters and digits, at most 6 words. */
export function searchTerms(text: string | null | undefined): string[] | null {
  if (!text) return null;
  // Hindi words of the catalogue ("लाल कुर्ता") in English; hindi-search-words.ts.
  const words = searchTextInEnglish(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, 6);
  return words.length ? words : null;
}

/**
 * A listing that asks for a colour (its colour filter, or a colour among its search words: "red
 * kurta", "लाल कुर्ता") shows each product in that colour: the first variant of that colour is put
 * first, so the card's picture, hover picture and price are of it. Before, a "Red" filter showed a
 * peach or navy kurta that also comes in red. A multi-word colour ("Sky Blue") counts when all its
 * words were searched. Products without such a variant are left as they are.
 */
export function withAskedColourFirst<P extends { variants: Array<{ colorName: string }> }>(product: P, q: Pick<ListingQuery, 'colors' | 'searchTerms'>): P {
  if (!q.colors && !q.searchTerms) return product;
  const asked = (name: string) => {
    const lower = name.toLowerCase();
    if (q.colors?.includes(lower)) return true;
    const words = lower.split(/[^a-z0-9]+/).filter(Boolean);
    return words.length > 0 && q.searchTerms !== null && words.every((w) => q.searchTerms!.includes(w));
  };
  const at = product.variants.findIndex((v) => asked(v.colorName));
  if (at <= 0) return product;
  return { ...product, variants: [product.variants[at], ...product.variants.slice(0, at), ...product.variants.slice(at + 1)] };
}

/** How similar (pg_trgm) a catalogue word must be to a searched word to stand in for it (pg_trgm's default). */
export const WORD_SIMILARITY = 0.3;
/**
 * A one-letter slip in a short word breaks half its trigrams: "jeens" is only 0.22 similar to the
 * catalogue's stem "jean". So the trigram index is asked at this lower threshold (set_config of
 * pg_trgm.similarity_threshold inside SEARCH_TSQUERY_SQL), and such a candidate counts only when
 * it is one edit (levenshtein, fuzzystrmatch) from the word or from its stem ("jeen" → "jean");
 * "black" does not pick up "blue" (0.22) that way. Other candidates still need WORD_SIMILARITY.
 */
export const SLIP_SIMILARITY = 0.2;

/**
 * Statement that turns search words into a tsquery (text): each word matches itself as a prefix,
 * its English stem, and every catalogue word similar to it by trigrams (typos); words are ANDed.
 * CatalogService runs it once per distinct set of words and caches the answer, so the listing
 * statement gets the tsquery as a parameter the planner can estimate (a CTE would hide it).
 */
export const SEARCH_TSQUERY_SQL = `
  WITH search_terms AS (
    SELECT n, t FROM unnest($1::text[]) WITH ORDINALITY AS u(t, n)
    -- The typo lookup asks the trigram index at SLIP_SIMILARITY, set for this statement's own
    -- transaction; every use of % needs a term, and no term leaves here before the setting is made.
    WHERE set_config('pg_trgm.similarity_threshold', '${SLIP_SIMILARITY}', true) IS NOT NULL
  ),
  search_alts AS (
    SELECT n, string_agg(DISTINCT w || ':*', ' | ') AS alt FROM (
      SELECT n, t AS w FROM search_terms
      UNION SELECT n, coalesce((ts_lexize('english_stem', t))[1], t) FROM search_terms
      UNION SELECT st.n, sw.word FROM search_terms st JOIN search_word sw ON sw.word % st.t
        AND (similarity(sw.word, st.t) >= ${WORD_SIMILARITY}
          OR (length(st.t) >= 4 AND least(levenshtein(sw.word, st.t), levenshtein(sw.word, coalesce((ts_lexize('english_stem', st.t))[1], st.t))) <= 1))
    ) x
    WHERE w ~ '^[a-z0-9]+$'
    GROUP BY n
  )
  SELECT to_tsquery('simple', string_agg('(' || alt || ')', ' & '))::text AS tsq FROM search_alts`;
/** Exact counts stop here: beyond it a listing says "1,000+" (totalCountExact false). */
export const COUNT_CAP = 1000;
/** A search ranks (or sorts) at most this many candidate matches, the most popular first (see pageSql). */
export const SEARCH_CANDIDATES = 200;
/**
 * The header dropdown shows 10 suggestions and needs no count: it ranks the 60 most popular
 * matches only. Walking and ranking 200 was most of its time (2 ms walk + 1.7 ms ranking of the
 * 5.7 ms statement at 10,000 products, EXPLAIN ANALYZE "shrt").
 */
export const DROPDOWN_SEARCH_CANDIDATES = 60;
/** How many of the scope's most popular products a search checks before it asks the full-text index. */
export const SEARCH_WALK = 4000;

/**
 * The product record (see catalog.records.ts) of `p` joined to its category `c`: variants and
 * sizes are aggregated to JSON by PostgreSQL in display order, in the same statement (the sizes'
 * part is the inventory module's, inventory.sql.ts).
 */
export const PRODUCT_COLUMNS = `p.id, p.section_id AS "sectionId", p.category_id AS "categoryId", p.name, p.slug, p.subtitle,
  p.description, p.specifications, p.material_care AS "materialCare", p.average_rating AS "averageRating",
  p.num_reviews AS "numReviews", p.is_new_arrival AS "isNewArrival", p.is_trending AS "isTrending",
  p.best_seller_score AS "bestSellerScore", p.units_sold AS "unitsSold", p.listing_price AS "listingPrice",
  p.listing_original_price AS "listingOriginalPrice", p.listing_discount AS "listingDiscount", p.in_stock AS "inStock",
  p.created_at AS "createdAt", p.published, p.seo_title AS "seoTitle", p.seo_description AS "seoDescription",
  json_build_object('id', c.id, 'sectionId', c.section_id, 'name', c.name, 'slug', c.slug, 'image', c.image,
    'hsnCode', c.hsn_code, 'position', c.position) AS category,
  coalesce((SELECT json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'position', v.position,
      'colorName', v.color_name, 'colorValue', v.color_value, 'sleeve', v.sleeve, 'neck', v.neck, 'type', v.type,
      'images', v.images, 'hoverImage', v.hover_image,
      'sizes', ${sizesJsonSql('v.id', 'p.id')}) ORDER BY v.position, v.id)
    FROM variant v WHERE v.product_id = p.id AND v.archived_at IS NULL), '[]'::json) AS variants`;

/**
 * Full product records for many ids, one statement (the order of rows is not the order of ids).
 * `"product"` is quoted as TypeORM wrote it: tests of other modules count product loads by that text.
 */
export const PRODUCTS_BY_IDS_SQL = `SELECT ${PRODUCT_COLUMNS} FROM "product" p JOIN category c ON c.id = p.category_id WHERE p.id = ANY($1::int[])`;

/**
 * The listing's price as its cards show it: the first size's price under the best live offer
 * (pricing.offerPriceSql), so "under ₹399" and "price, low to high" agree with the cards while an
 * offer runs. Only the products an offer discounts (`discounted`, few, inlined as integers) pay
 * for offer_price; every other product, and every product while no offer discounts, reads the
 * stored column (with no offer running, the sort walks its index exactly as before).
 */
export function listingPriceSql(discounted: readonly number[] | null | undefined): string {
  if (!discounted?.length) return 'p.listing_price';
  return `(CASE WHEN p.id = ANY('{${discounted.map((id) => Math.trunc(id)).join(',')}}'::int[]) THEN ${offerPriceSql('p.id', 'p.listing_price')} ELSE p.listing_price END)`;
}

/** The listing's percent off as its cards show it (from the price above); the stored one when no offer lowers it. */
export function listingDiscountSql(discounted: readonly number[] | null | undefined): string {
  if (!discounted?.length) return 'p.listing_discount';
  const price = listingPriceSql(discounted);
  return `(CASE WHEN ${price} < p.listing_price AND p.listing_original_price > 0
    THEN round((p.listing_original_price - ${price}) * 100.0 / p.listing_original_price)::int ELSE p.listing_discount END)`;
}

export interface BuiltWhere {
  /** WHERE text over `product p`. */
  where: string;
  params: unknown[];
  /** Relevance of a searched product (RELEVANCE sort with search words only). */
  rankExpr: string | null;
  /** The listing has search words. */
  search: boolean;
  /** The WHERE without the full-text condition, and that condition (null without search). */
  scopeWhere: string;
  searchCond: string | null;
}

/**
 * WHERE of a listing; `tsquery` is the resolved search (SEARCH_TSQUERY_SQL) when q has search
 * words. `withRank`: also build the relevance expression (RELEVANCE sort); statements that do not
 * order by it (facets) must not, or its unused parameter would have no type.
 */
export function buildWhere(q: ListingQuery, tsquery: string | null = null, withRank = true): BuiltWhere {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Unpublished products (staff's switch) are never part of a shop listing or search.
  const conds: string[] = ['p.published'];
  let rankExpr: string | null = null;
  let searchCond: string | null = null;
  // Text with no search word in it ("'", "🙂", a Hindi word the catalogue does not have) finds
  // nothing, not the whole catalogue.
  if (!q.searchTerms && q.searchText !== null) conds.push('false');
  if (q.searchTerms) {
    if (tsquery === null) throw new Error('buildWhere: search words need their tsquery');
    const tsq = add(tsquery);
    searchCond = `p.search_vector @@ ${tsq}::tsquery`;
    // Relevance only orders RELEVANCE listings (an unused parameter would have no type).
    if (withRank && q.sort === ProductSort.RELEVANCE) {
      const raw = add(q.searchText ?? q.searchTerms.join(' '));
      rankExpr = `(ts_rank(p.search_vector, ${tsq}::tsquery) + word_similarity(${raw}::text, p.name))`;
    }
  }
  if (q.sectionId !== null) conds.push(`p.section_id = ${add(q.sectionId)}`);
  // One category as "=": PostgreSQL 15 walks (category_id, sort…) indexes in order only for "=", not "= ANY".
  if (q.categoryIds?.length === 1) conds.push(`p.category_id = ${add(q.categoryIds[0])}`);
  else if (q.categoryIds) conds.push(`p.category_id = ANY(${add(q.categoryIds)}::int[])`);
  if (q.offerId !== null || q.collectionId !== null) {
    if (!q.memberProductIds) throw new Error('buildWhere: an offer or collection listing needs its member products');
    conds.push(`p.id = ANY(${add(q.memberProductIds)}::int[])`);
  }
  switch (q.collection) {
    case ProductCollection.NEW_ARRIVALS:
      conds.push('p.is_new_arrival');
      break;
    case ProductCollection.TRENDING:
      conds.push('p.is_trending');
      break;
    case ProductCollection.BEST_SELLERS:
      conds.push('(p.best_seller_score + p.units_sold) > 0');
      break;
    case ProductCollection.NEW_COLLECTION:
      conds.push(`p.created_at >= (SELECT max(created_at) FROM product) - interval '30 days'`);
      break;
    default:
      break;
  }
  if (q.minRating !== null && q.minRating > 0) conds.push(`p.average_rating >= ${add(q.minRating)}`);
  if (q.minDiscount !== null && q.minDiscount > 0) conds.push(`${listingDiscountSql(q.discountedProductIds)} >= ${add(q.minDiscount)}`);
  if (q.maxPricePaise !== null) {
    const max = add(q.maxPricePaise);
    // Offer prices are never above the stored price: the stored column's index finds the rest.
    conds.push(q.discountedProductIds?.length ? `(p.listing_price <= ${max} OR ${listingPriceSql(q.discountedProductIds)} <= ${max})` : `p.listing_price <= ${max}`);
  }
  if (q.inStockOnly) conds.push('p.in_stock');
  const facetFilters: Array<[string[] | null, string, string]> = [
    [q.sizes, 'p.facet_sizes', variantHasSizeSql('v.id', '#')],
    [q.colors, 'p.facet_colors', 'lower(v.color_name) = ANY(#)'],
    [q.sleeves, 'p.facet_sleeves', 'lower(v.sleeve) = ANY(#)'],
    [q.necks, 'p.facet_necks', 'lower(v.neck) = ANY(#)'],
    [q.types, 'p.facet_types', 'lower(v.type) = ANY(#)'],
  ];
  const variantConds: string[] = [];
  for (const [values, column, variantCond] of facetFilters) {
    if (!values) continue;
    const param = add(values);
    conds.push(`${column} && ${param}::text[]`);
    variantConds.push(variantCond.replace('#', `${param}::text[]`));
  }
  if (variantConds.length > 1) {
    conds.push(`EXISTS (SELECT 1 FROM variant v WHERE v.product_id = p.id AND v.archived_at IS NULL AND ${variantConds.join(' AND ')})`);
  }
  const scopeWhere = conds.length ? conds.join(' AND ') : 'true';
  return { where: searchCond ? `${searchCond} AND ${scopeWhere}` : scopeWhere, params, rankExpr, search: searchCond !== null, scopeWhere, searchCond };
}

/** One column of a listing's order; its SQL type casts a cursor's value back. */
export interface SortKey {
  expr: string;
  type: 'int' | 'real' | 'timestamptz';
}

/**
 * A listing's order: its columns, all in ONE direction and ending on the id, so that "after this
 * row" is one row comparison `(k1, k2, p.id) < ($1, $2, $3)` which a btree index on the same
 * columns walks from the cursor on (keyset pagination): a page boundary stays put when products
 * are added or removed elsewhere, and page 50 costs what page 1 costs. `name` is written into
 * cursors, so a cursor of another order is refused rather than misread.
 */
export interface ListingOrder {
  name: string;
  keys: SortKey[];
  descending: boolean;
}

const ID_KEY: SortKey = { expr: 'p.id', type: 'int' };
const POPULARITY_KEY: SortKey = { expr: '(p.best_seller_score + p.units_sold)', type: 'int' };
const NEWEST_ORDER: ListingOrder = { name: 'newest', keys: [{ expr: 'p.created_at', type: 'timestamptz' }, ID_KEY], descending: true };

/** The order of a listing; `rankExpr` is the relevance of a searched product (RELEVANCE with search words). */
export function listingOrder(q: Pick<ListingQuery, 'sort' | 'collection' | 'discountedProductIds'>, rankExpr: string | null): ListingOrder {
  switch (q.sort) {
    case ProductSort.PRICE_ASC:
      return { name: 'price', keys: [{ expr: listingPriceSql(q.discountedProductIds), type: 'int' }, ID_KEY], descending: false };
    case ProductSort.PRICE_DESC:
      return { name: 'price-desc', keys: [{ expr: listingPriceSql(q.discountedProductIds), type: 'int' }, ID_KEY], descending: true };
    case ProductSort.NEWEST:
      return NEWEST_ORDER;
    case ProductSort.DISCOUNT:
      return { name: 'discount', keys: [{ expr: listingDiscountSql(q.discountedProductIds), type: 'int' }, ID_KEY], descending: true };
    case ProductSort.RATING:
      return { name: 'rating', keys: [{ expr: 'p.average_rating', type: 'real' }, { expr: 'p.num_reviews', type: 'int' }, ID_KEY], descending: true };
    default:
      if (rankExpr) return { name: 'relevance', keys: [{ expr: rankExpr, type: 'real' }, POPULARITY_KEY, ID_KEY], descending: true };
      if (q.collection === ProductCollection.NEW_ARRIVALS || q.collection === ProductCollection.NEW_COLLECTION) return NEWEST_ORDER;
      return { name: 'popular', keys: [POPULARITY_KEY, ID_KEY], descending: true };
  }
}

/** ORDER BY text of an order, read forwards or (for `last`/`before`) backwards. */
export function orderSql(order: ListingOrder, forward = true): string {
  const direction = order.descending === forward ? 'DESC' : 'ASC';
  return order.keys.map((key) => `${key.expr} ${direction}`).join(', ');
}

/** ORDER BY text of a listing read forwards. */
export function orderBy(q: ListingQuery, rankExpr: string | null): string {
  return orderSql(listingOrder(q, rankExpr));
}

/** The store's popularity order (best sellers first), as its indexes hold it. */
export const POPULARITY = orderSql({ name: 'popular', keys: [POPULARITY_KEY, ID_KEY], descending: true });

/** The row's values of an order's keys, as JSON (a timestamp keeps its microseconds, a real its digits). */
const pageKeySql = (order: ListingOrder) => `json_build_array(${order.keys.map((key) => key.expr).join(', ')})`;

/**
 * "Beyond the cursor" in the direction of reading: one row comparison over the order's keys,
 * each cursor value a parameter cast to its column's type.
 */
function keysetCondition(order: ListingOrder, values: ReadonlyArray<number | string>, forward: boolean, add: (value: unknown) => string): string {
  const op = order.descending === forward ? '<' : '>';
  return `(${order.keys.map((key) => key.expr).join(', ')}) ${op} (${order.keys.map((key, i) => `${add(values[i])}::${key.type}`).join(', ')})`;
}

/**
 * ONE statement for a listing page: the page's ids, their full records, and what the count and
 * "is there a next page" need. Shapes that keep it bounded at any catalogue size:
 * - "top-N then join": ids are found on the product table's indexes first (ORDER BY … LIMIT
 *   walks a sort index, from the cursor on for a keyset page: see ListingOrder), and only the
 *   page's rows get their variants and sizes aggregated;
 * - the count stops at `window` rows (COUNT_CAP + 1, or SEARCH_CANDIDATES + 1 with search
 *   words), so the total is exact when fewer match and a lower bound ("1,000+") otherwise:
 *   never a pass over every match; a short first page is its own count;
 * - a search works on candidates: the first `window` matches among the scope's SEARCH_WALK most
 *   popular products (a bounded walk of the popularity index: cheap when the words are common),
 *   and only when that finds too few, matches from the full-text (GIN) index, most popular first
 *   (cheap when the words are rare; "+ 0" keeps the planner off an unbounded index walk that a
 *   rare, section-correlated word would make scan the whole section). Only the candidates are
 *   ranked (ts_rank + trigram word similarity to the name) or sorted by the asked order; pages
 *   past SEARCH_CANDIDATES (by the cursor's position) widen the candidate set.
 * A backward page (`last`/`before`) reads the order reversed; its rows come back in that order.
 * Answers rows of { seen, after, ord, pageKey, …product record }: `seen` ids read by the walk (the
 * count, -1 when not wanted), `after` of them from the offset on (more than `limit` means more
 * rows in the direction read), `pageKey` the row's sort values (its cursor); a left join keeps one
 * row when the page is empty.
 */
export function pageSql(q: ListingQuery, built: BuiltWhere, withCount: boolean): { text: string; params: unknown[]; window: number; order: ListingOrder } {
  const params = [...built.params];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = built.where;
  const order = listingOrder(q, built.rankExpr);
  const reading = orderSql(order, q.forward);
  const beyondCursor = q.keyset ? ` AND ${keysetCondition(order, q.keyset.values, q.forward, add)}` : '';
  const firstOrd = add(q.offset + 1);
  const lastOrd = add(q.offset + q.limit);
  const reach = (q.keyset?.position ?? 0) + q.offset + q.limit;
  let window: number;
  let ids: string;
  let seen: string;
  if (built.searchCond) {
    // Search: candidates first (walk, then fallback: see above), then rank or sort only them.
    window = Math.max(q.searchCandidates ?? SEARCH_CANDIDATES, reach) + 1;
    const k = add(window);
    ids = `walk AS MATERIALIZED (
        SELECT x.id FROM (SELECT p.id, p.search_vector FROM product p WHERE ${built.scopeWhere} ORDER BY ${POPULARITY} LIMIT ${SEARCH_WALK}) x
        WHERE ${built.searchCond.replace('p.search_vector', 'x.search_vector')} LIMIT ${k}),
      fallback AS MATERIALIZED (
        SELECT p.id FROM product p
        WHERE (SELECT count(*) FROM walk) < ${k} AND ${where} AND p.id NOT IN (SELECT id FROM walk)
        ORDER BY (p.best_seller_score + p.units_sold + 0) DESC, p.id + 0 DESC LIMIT ${k}),
      cand AS MATERIALIZED (SELECT id FROM walk UNION ALL SELECT id FROM fallback),
      ids AS MATERIALIZED (SELECT x.id, x."pageKey", row_number() OVER () AS ord FROM (
        SELECT p.id, ${pageKeySql(order)} AS "pageKey" FROM cand JOIN product p ON p.id = cand.id
        WHERE true${beyondCursor} ORDER BY ${reading} LIMIT ${add(q.offset + q.limit + 1)}) x)`;
    seen = withCount ? '(SELECT count(*)::int FROM cand)' : '-1';
  } else {
    window = Math.max(COUNT_CAP + 1, q.offset + q.limit + 1);
    ids = `ids AS MATERIALIZED (SELECT x.id, x."pageKey", row_number() OVER () AS ord FROM (
        SELECT p.id, ${pageKeySql(order)} AS "pageKey" FROM product p WHERE ${where}${beyondCursor} ORDER BY ${reading} LIMIT ${add(q.offset + q.limit + 1)}) x)`;
    // A short first page already holds every match; otherwise count up to `window` on its own plan.
    const capped = () => `(SELECT count(*)::int FROM (SELECT 1 FROM product p WHERE ${where} LIMIT ${add(window)}) counted)`;
    seen = !withCount
      ? '-1'
      : q.keyset || !q.forward
        ? capped()
        : `CASE WHEN ${firstOrd}::int = 1 AND (SELECT count(*) FROM ids) <= ${lastOrd}::int THEN (SELECT count(*)::int FROM ids) ELSE ${capped()} END`;
  }
  const text = `WITH ${ids}
    SELECT t.seen, t.after, r.* FROM (
      SELECT ${seen} AS seen, (SELECT count(*)::int FROM ids WHERE ord >= ${firstOrd}::int) AS after) t
    LEFT JOIN LATERAL (
      SELECT ids.ord, ids."pageKey", ${PRODUCT_COLUMNS}
      FROM ids JOIN product p ON p.id = ids.id JOIN category c ON c.id = p.category_id
      WHERE ids.ord BETWEEN ${firstOrd}::int AND ${lastOrd}::int
    ) r ON true
    ORDER BY r.ord`;
  return { text, params, window, order };
}

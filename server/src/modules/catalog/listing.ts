/**
 * The product listing as SQL: one parsed query object, one WHERE builder shared by the page
 * query and the facet query. Filters run on the product's denormalised listing/facet columns
 * (indexed); when several variant attributes are chosen, an EXISTS check makes sure ONE variant
 * has them all (the spec's "a product matches if any variant matches the selected values").
 */
import { ProductCollection, ProductSort } from './catalog.types.js';

export interface ListingQuery {
  sectionId: number | null;
  categoryIds: number[] | null;
  collection: ProductCollection | null;
  offerId: number | null;
  collectionId: number | null;
  /** Normalised search words ([a-z0-9]+), or null. */
  searchTerms: string[] | null;
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
  offset: number;
  limit: number;
}

/** Words of a search text: lower case letters and digits, at most 6 words. */
export function searchTerms(text: string | null | undefined): string[] | null {
  if (!text) return null;
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, 6);
  return words.length ? words : null;
}

/**
 * CTE that turns the search words into a tsquery: each word matches itself as a prefix, its
 * English stem, and every catalogue word similar to it by trigrams (typos); words are ANDed.
 */
export const SEARCH_CTE = `
  search_terms AS (SELECT n, t FROM unnest($1::text[]) WITH ORDINALITY AS u(t, n)),
  search_alts AS (
    SELECT n, string_agg(DISTINCT w || ':*', ' | ') AS alt FROM (
      SELECT n, t AS w FROM search_terms
      UNION SELECT n, coalesce((ts_lexize('english_stem', t))[1], t) FROM search_terms
      UNION SELECT st.n, sw.word FROM search_terms st JOIN search_word sw ON sw.word % st.t
    ) x
    WHERE w ~ '^[a-z0-9]+$'
    GROUP BY n
  ),
  search_q AS (SELECT to_tsquery('simple', string_agg('(' || alt || ')', ' & ')) AS tsq, $2::text AS raw FROM search_alts)`;

export interface BuiltWhere {
  /** WITH … clause (or ''), FROM extra and WHERE text. */
  with: string;
  from: string;
  where: string;
  params: unknown[];
  rankExpr: string | null;
}

export function buildWhere(q: ListingQuery): BuiltWhere {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conds: string[] = [];
  let withClause = '';
  let from = '';
  let rankExpr: string | null = null;
  if (q.searchTerms) {
    add(q.searchTerms); // $1 and $2, used by SEARCH_CTE
    add(q.searchText ?? q.searchTerms.join(' '));
    withClause = `WITH ${SEARCH_CTE}`;
    from = ', search_q';
    conds.push('p.search_vector @@ search_q.tsq');
    rankExpr = '(ts_rank(p.search_vector, search_q.tsq) + word_similarity(search_q.raw, p.name))';
  }
  if (q.sectionId !== null) conds.push(`p.section_id = ${add(q.sectionId)}`);
  if (q.categoryIds) conds.push(`p.category_id = ANY(${add(q.categoryIds)}::int[])`);
  if (q.offerId !== null) conds.push(`EXISTS (SELECT 1 FROM offer_product op WHERE op.offer_id = ${add(q.offerId)} AND op.product_id = p.id)`);
  if (q.collectionId !== null)
    conds.push(`EXISTS (SELECT 1 FROM themed_collection_product cp WHERE cp.collection_id = ${add(q.collectionId)} AND cp.product_id = p.id)`);
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
  if (q.minDiscount !== null && q.minDiscount > 0) conds.push(`p.listing_discount >= ${add(q.minDiscount)}`);
  if (q.maxPricePaise !== null) conds.push(`p.listing_price <= ${add(q.maxPricePaise)}`);
  if (q.inStockOnly) conds.push('p.in_stock');
  const facetFilters: Array<[string[] | null, string, string]> = [
    [q.sizes, 'p.facet_sizes', 'EXISTS (SELECT 1 FROM variant_size vs WHERE vs.variant_id = v.id AND lower(vs.size) = ANY(#))'],
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
    conds.push(`EXISTS (SELECT 1 FROM variant v WHERE v.product_id = p.id AND ${variantConds.join(' AND ')})`);
  }
  return { with: withClause, from, where: conds.length ? conds.join(' AND ') : 'true', params, rankExpr };
}

export function orderBy(q: ListingQuery, rankExpr: string | null): string {
  const popularity = '(p.best_seller_score + p.units_sold) DESC, p.id';
  switch (q.sort) {
    case ProductSort.PRICE_ASC:
      return 'p.listing_price ASC, p.id';
    case ProductSort.PRICE_DESC:
      return 'p.listing_price DESC, p.id DESC';
    case ProductSort.NEWEST:
      return 'p.created_at DESC, p.id DESC';
    case ProductSort.DISCOUNT:
      return 'p.listing_discount DESC, p.id';
    case ProductSort.RATING:
      return 'p.average_rating DESC, p.num_reviews DESC, p.id';
    default:
      if (rankExpr) return `${rankExpr} DESC, ${popularity}`;
      if (q.collection === ProductCollection.NEW_ARRIVALS || q.collection === ProductCollection.NEW_COLLECTION) return 'p.created_at DESC, p.id DESC';
      return popularity;
  }
}

/**
 * The listing SQL builder (listing.ts), table-driven: the WHERE text and parameters each filter
 * adds, the ORDER BY of each sort, and the page statement's window, count and paging parameters.
 * Pure: no database (the HTTP catalogue tests run the same statements against PostgreSQL).
 */
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ProductCollection, ProductSort } from './catalog.types.js';
import { COUNT_CAP, SEARCH_CANDIDATES, buildWhere, listingOrder, orderBy, pageSql, searchTerms, withAskedColourFirst, type ListingQuery } from './listing.js';

const base: ListingQuery = {
  sectionId: null,
  categoryIds: null,
  collection: null,
  offerId: null,
  collectionId: null,
  searchTerms: null,
  searchText: null,
  minRating: null,
  minDiscount: null,
  maxPricePaise: null,
  sizes: null,
  colors: null,
  sleeves: null,
  necks: null,
  types: null,
  inStockOnly: false,
  sort: ProductSort.RELEVANCE,
  offset: 0,
  limit: 20,
  keyset: null,
  forward: true,
};
const query = (over: Partial<ListingQuery>): ListingQuery => ({ ...base, ...over });

describe('buildWhere: one condition per filter, values as parameters', () => {
  const cases: Array<[string, Partial<ListingQuery>, string, unknown[]]> = [
    ['no filter: published products only', {}, 'p.published', []],
    ['a section', { sectionId: 3 }, 'p.published AND p.section_id = $1', [3]],
    ['one category is "=" (the sort indexes walk in order)', { categoryIds: [7] }, 'p.published AND p.category_id = $1', [7]],
    ['several categories are "= ANY"', { categoryIds: [7, 8] }, 'p.published AND p.category_id = ANY($1::int[])', [[7, 8]]],
    ['an offer: its products, as the content module answers them', { offerId: 4, memberProductIds: [11, 12] }, 'p.published AND p.id = ANY($1::int[])', [[11, 12]]],
    ['a themed collection', { collectionId: 5, memberProductIds: [13] }, 'p.published AND p.id = ANY($1::int[])', [[13]]],
    ['an empty offer matches nothing', { offerId: 4, memberProductIds: [] }, 'p.published AND p.id = ANY($1::int[])', [[]]],
    ['new arrivals', { collection: ProductCollection.NEW_ARRIVALS }, 'p.published AND p.is_new_arrival', []],
    ['trending', { collection: ProductCollection.TRENDING }, 'p.published AND p.is_trending', []],
    ['best sellers', { collection: ProductCollection.BEST_SELLERS }, 'p.published AND (p.best_seller_score + p.units_sold) > 0', []],
    [
      'the new collection: the last 30 days of additions',
      { collection: ProductCollection.NEW_COLLECTION },
      "p.published AND p.created_at >= (SELECT max(created_at) FROM product) - interval '30 days'",
      [],
    ],
    ['a minimum rating', { minRating: 4 }, 'p.published AND p.average_rating >= $1', [4]],
    ['a zero minimum rating is no filter', { minRating: 0 }, 'p.published', []],
    ['a minimum discount', { minDiscount: 30 }, 'p.published AND p.listing_discount >= $1', [30]],
    ['a zero minimum discount is no filter', { minDiscount: 0 }, 'p.published', []],
    ['a price ceiling (paise, on the listing price)', { maxPricePaise: 99_900 }, 'p.published AND p.listing_price <= $1', [99_900]],
    [
      'a price ceiling while offers discount products 4 and 9: their offer price, the index for the rest',
      { maxPricePaise: 39_900, discountedProductIds: [4, 9] },
      "p.published AND (p.listing_price <= $1 OR (CASE WHEN p.id = ANY('{4,9}'::int[]) THEN offer_price(p.id, p.listing_price) ELSE p.listing_price END) <= $1)",
      [39_900],
    ],
    ['in stock only', { inStockOnly: true }, 'p.published AND p.in_stock', []],
    ['one facet: the denormalised facet column only', { colors: ['red', 'blue'] }, 'p.published AND p.facet_colors && $1::text[]', [['red', 'blue']]],
    ['sizes', { sizes: ['m'] }, 'p.published AND p.facet_sizes && $1::text[]', [['m']]],
    [
      'two facets: ONE variant must have both',
      { colors: ['red'], sleeves: ['full'] },
      'p.published AND p.facet_colors && $1::text[] AND p.facet_sleeves && $2::text[] AND EXISTS (SELECT 1 FROM variant v WHERE v.product_id = p.id AND v.archived_at IS NULL AND lower(v.color_name) = ANY($1::text[]) AND lower(v.sleeve) = ANY($2::text[]))',
      [['red'], ['full']],
    ],
    [
      'a size with another facet checks the size on that variant',
      { sizes: ['l'], necks: ['round'] },
      'p.published AND p.facet_sizes && $1::text[] AND p.facet_necks && $2::text[] AND EXISTS (SELECT 1 FROM variant v WHERE v.product_id = p.id AND v.archived_at IS NULL AND EXISTS (SELECT 1 FROM variant_size vs WHERE vs.variant_id = v.id AND vs.archived_at IS NULL AND lower(vs.size) = ANY($1::text[])) AND lower(v.neck) = ANY($2::text[]))',
      [['l'], ['round']],
    ],
    [
      'filters combine with AND, parameters numbered in order',
      { sectionId: 1, categoryIds: [2], minRating: 3, maxPricePaise: 50_000, inStockOnly: true, types: ['kurta'] },
      'p.published AND p.section_id = $1 AND p.category_id = $2 AND p.average_rating >= $3 AND p.listing_price <= $4 AND p.in_stock AND p.facet_types && $5::text[]',
      [1, 2, 3, 50_000, ['kurta']],
    ],
  ];
  it.each(cases)('%s', (_name, over, where, params) => {
    const built = buildWhere(query(over));
    expect(built.where).toBe(where);
    expect(built.params).toEqual(params);
    expect(built.search).toBe(false);
    expect(built.rankExpr).toBeNull();
    expect(built.scopeWhere).toBe(where);
  });

  it('search: the tsquery is the first parameter; the relevance sort also ranks by the raw text', () => {
    const built = buildWhere(query({ searchTerms: ['red', 'kurta'], searchText: 'Red kurta', sectionId: 2 }), "'red':* & 'kurta':*");
    expect(built.searchCond).toBe('p.search_vector @@ $1::tsquery');
    expect(built.where).toBe('p.search_vector @@ $1::tsquery AND p.published AND p.section_id = $3');
    expect(built.scopeWhere).toBe('p.published AND p.section_id = $3');
    expect(built.rankExpr).toBe('(ts_rank(p.search_vector, $1::tsquery) + word_similarity($2::text, p.name))');
    expect(built.params).toEqual(["'red':* & 'kurta':*", 'Red kurta', 2]);
    expect(built.search).toBe(true);
  });

  it('search with another sort (or for facets) builds no rank, so no parameter is left without a type', () => {
    for (const built of [buildWhere(query({ searchTerms: ['red'], sort: ProductSort.PRICE_ASC }), 'q'), buildWhere(query({ searchTerms: ['red'] }), 'q', false)]) {
      expect(built.rankExpr).toBeNull();
      expect(built.params).toEqual(['q']);
    }
  });

  it('refuses an offer or collection listing without its member products', () => {
    expect(() => buildWhere(query({ offerId: 4 }))).toThrow(/member products/);
  });

  it('refuses search words without their resolved tsquery', () => {
    expect(() => buildWhere(query({ searchTerms: ['red'] }))).toThrow(/tsquery/);
  });
});

describe('orderBy: every sort ends on the id, all keys one way, so a cursor is one row comparison', () => {
  const cases: Array<[ProductSort, ProductCollection | null, string | null, string]> = [
    [ProductSort.PRICE_ASC, null, null, 'p.listing_price ASC, p.id ASC'],
    [ProductSort.PRICE_DESC, null, null, 'p.listing_price DESC, p.id DESC'],
    [ProductSort.NEWEST, null, null, 'p.created_at DESC, p.id DESC'],
    [ProductSort.DISCOUNT, null, null, 'p.listing_discount DESC, p.id DESC'],
    [ProductSort.RATING, null, null, 'p.average_rating DESC, p.num_reviews DESC, p.id DESC'],
    [ProductSort.RELEVANCE, null, null, '(p.best_seller_score + p.units_sold) DESC, p.id DESC'],
    [ProductSort.RELEVANCE, null, 'rank', 'rank DESC, (p.best_seller_score + p.units_sold) DESC, p.id DESC'],
    [ProductSort.RELEVANCE, ProductCollection.NEW_ARRIVALS, null, 'p.created_at DESC, p.id DESC'],
    [ProductSort.RELEVANCE, ProductCollection.NEW_COLLECTION, null, 'p.created_at DESC, p.id DESC'],
    [ProductSort.RELEVANCE, ProductCollection.TRENDING, null, '(p.best_seller_score + p.units_sold) DESC, p.id DESC'],
    [ProductSort.PRICE_ASC, ProductCollection.NEW_ARRIVALS, null, 'p.listing_price ASC, p.id ASC'],
  ];
  it.each(cases)('%s in %s (rank %s)', (sort, collection, rank, expected) => {
    expect(orderBy(query({ sort, collection }), rank)).toBe(expected);
  });

  it('names each order, so a cursor of another sort is told apart', () => {
    const names = [ProductSort.PRICE_ASC, ProductSort.PRICE_DESC, ProductSort.NEWEST, ProductSort.DISCOUNT, ProductSort.RATING, ProductSort.RELEVANCE].map((sort) => listingOrder(query({ sort }), null).name);
    expect(new Set(names).size).toBe(names.length);
    expect(listingOrder(query({}), 'rank').name).not.toBe(listingOrder(query({}), null).name);
  });
});

describe('pageSql: keyset pages', () => {
  it('reads after a cursor with one row comparison over the sort keys, each value cast to its type', () => {
    const q = query({ sort: ProductSort.RATING, keyset: { values: [4.5, 12, 300], position: 20 } });
    const page = pageSql(q, buildWhere(q), true);
    expect(page.text).toContain('WHERE p.published AND (p.average_rating, p.num_reviews, p.id) < ($1::real, $2::int, $3::int) ORDER BY p.average_rating DESC, p.num_reviews DESC, p.id DESC LIMIT $6');
    expect(page.params.slice(0, 6)).toEqual([4.5, 12, 300, 1, 20, 21]);
    // Its count is the capped count, not the page (the page is not the listing's first).
    expect(page.text).toContain('LIMIT $7) counted');
    expect(page.text).not.toContain('CASE WHEN');
  });

  it('reads backwards before a cursor: the comparison and the order reversed', () => {
    const q = query({ sort: ProductSort.PRICE_ASC, keyset: { values: [129900, 42], position: 48 }, forward: false });
    const page = pageSql(q, buildWhere(q), false);
    expect(page.text).toContain('(p.listing_price, p.id) < ($1::int, $2::int) ORDER BY p.listing_price DESC, p.id DESC LIMIT $5');
    const newest = query({ sort: ProductSort.NEWEST, keyset: { values: ['2026-11-23T10:15:30.123456+00:00', 7], position: 0 }, forward: false });
    expect(pageSql(newest, buildWhere(newest), false).text).toContain('(p.created_at, p.id) > ($1::timestamptz, $2::int) ORDER BY p.created_at ASC, p.id ASC');
  });

  it('reads the last page from the end without a cursor; every row carries its sort values (its cursor)', () => {
    const q = query({ forward: false });
    const page = pageSql(q, buildWhere(q), true);
    expect(page.text).toContain('WHERE p.published ORDER BY (p.best_seller_score + p.units_sold) ASC, p.id ASC LIMIT');
    expect(page.text).toContain('json_build_array((p.best_seller_score + p.units_sold), p.id) AS "pageKey"');
  });

  it("a search's cursor keeps its place among the candidates, and a deep one widens them", () => {
    const q = query({ searchTerms: ['kurta'], searchText: 'kurta', keyset: { values: [0.25, 40, 9], position: 350 }, limit: 20 });
    const page = pageSql(q, buildWhere(q, "'kurta':*"), true);
    expect(page.window).toBe(371);
    expect(page.text).toContain(
      'WHERE true AND ((ts_rank(p.search_vector, $1::tsquery) + word_similarity($2::text, p.name)), (p.best_seller_score + p.units_sold), p.id) < ($3::real, $4::int, $5::int)',
    );
  });
});

describe('pageSql: one statement per page, bounded count', () => {
  const cases: Array<[string, Partial<ListingQuery>, boolean, { window: number; tail: unknown[] }]> = [
    ['first page with its count', { offset: 0, limit: 20 }, true, { window: COUNT_CAP + 1, tail: [1, 20, 21, COUNT_CAP + 1] }],
    ['a later page', { offset: 40, limit: 20 }, true, { window: COUNT_CAP + 1, tail: [41, 60, 61, COUNT_CAP + 1] }],
    ['without the count', { offset: 0, limit: 10 }, false, { window: COUNT_CAP + 1, tail: [1, 10, 11] }],
    ['a page past the cap widens the window', { offset: 1000, limit: 20 }, true, { window: 1021, tail: [1001, 1020, 1021, 1021] }],
  ];
  it.each(cases)('%s', (_name, over, withCount, expected) => {
    const q = query({ sectionId: 9, ...over });
    const page = pageSql(q, buildWhere(q), withCount);
    expect(page.window).toBe(expected.window);
    expect(page.params).toEqual([9, ...expected.tail]);
    expect(page.text).toContain('WHERE p.published AND p.section_id = $1 ORDER BY (p.best_seller_score + p.units_sold) DESC, p.id DESC LIMIT $4');
    expect(page.text).toContain('WHERE ids.ord BETWEEN $2::int AND $3::int');
    if (withCount) expect(page.text).toContain(`LIMIT $5) counted`);
    else expect(page.text).toContain('SELECT -1 AS seen');
  });

  it('a search ranks a bounded set of candidates: the walk, then the full-text fallback', () => {
    const q = query({ searchTerms: ['kurta'], searchText: 'kurta', offset: 0, limit: 20 });
    const page = pageSql(q, buildWhere(q, "'kurta':*"), true);
    expect(page.window).toBe(SEARCH_CANDIDATES + 1);
    expect(page.params).toEqual(["'kurta':*", 'kurta', 1, 20, SEARCH_CANDIDATES + 1, 21]);
    expect(page.text).toContain('walk AS MATERIALIZED');
    expect(page.text).toContain('WHERE x.search_vector @@ $1::tsquery LIMIT $5');
    expect(page.text).toContain('WHERE (SELECT count(*) FROM walk) < $5 AND p.search_vector @@ $1::tsquery AND p.published');
    expect(page.text).toContain('ORDER BY (ts_rank(p.search_vector, $1::tsquery) + word_similarity($2::text, p.name)) DESC, (p.best_seller_score + p.units_sold) DESC, p.id DESC LIMIT $6');
    expect(page.text).toContain('(SELECT count(*)::int FROM cand) AS seen');
  });

  it('the header dropdown ranks fewer candidates; deep search pages widen them', () => {
    const dropdown = query({ searchTerms: ['kurta'], sort: ProductSort.PRICE_ASC, searchCandidates: 60, limit: 10 });
    expect(pageSql(dropdown, buildWhere(dropdown, 'q'), false).window).toBe(61);
    const deep = query({ searchTerms: ['kurta'], sort: ProductSort.PRICE_ASC, offset: 300, limit: 20 });
    expect(pageSql(deep, buildWhere(deep, 'q'), true).window).toBe(321);
  });
});

describe('withAskedColourFirst', () => {
  const product = { id: 1, variants: [{ colorName: 'Peach' }, { colorName: 'Sky Blue' }, { colorName: 'Red' }] };
  it('puts the asked colour first, keeping the others in order', () => {
    expect(withAskedColourFirst(product, { colors: ['red'], searchTerms: null }).variants.map((v) => v.colorName)).toEqual(['Red', 'Peach', 'Sky Blue']);
    expect(withAskedColourFirst(product, { colors: null, searchTerms: ['sky', 'blue', 'kurta'] }).variants.map((v) => v.colorName)).toEqual(['Sky Blue', 'Peach', 'Red']);
  });
  it('leaves a product alone when no colour is asked, the first already is one, or none matches', () => {
    expect(withAskedColourFirst(product, { colors: null, searchTerms: null })).toBe(product);
    expect(withAskedColourFirst(product, { colors: ['peach'], searchTerms: null })).toBe(product);
    expect(withAskedColourFirst(product, { colors: null, searchTerms: ['blue'] })).toBe(product);
    expect(withAskedColourFirst(product, { colors: ['green'], searchTerms: ['kurta'] })).toBe(product);
  });
});

describe('searchTerms', () => {
  it.each([
    ['Red Kurta', ['red', 'kurta']],
    ["men's shirts", ['men', 'shirts']],
    ['  ', null],
    ['', null],
    [null, null],
    ['a b c d e f g h', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['T-Shirt/XL', ['t', 'shirt', 'xl']],
    // Hindi: the catalogue's words in English, the rest ("के लिए": for) dropped; nukta or not.
    ['लाल कुर्ता', ['red', 'kurta']],
    ['पुरुषों के लिए सफ़ेद शर्ट', ['men', 'white', 'shirt']],
    ['सफेद टी-शर्ट', ['white', 't', 'shirt']],
    ['महिलाओं की रेशमी साड़ियाँ', ['women', 'silk', 'saree']],
    ['जींस ३२', ['jeans', '32']],
    ['नमस्ते', null],
    ["'", null],
  ])('%j → %j', (text, words) => {
    expect(searchTerms(text)).toEqual(words);
  });
});

describe('price sorts under offers', () => {
  it('sort by the offer price only while an offer discounts something; by the indexed column otherwise', () => {
    expect(listingOrder(query({ sort: ProductSort.PRICE_ASC, discountedProductIds: [] }), null).keys[0].expr).toBe('p.listing_price');
    expect(listingOrder(query({ sort: ProductSort.PRICE_ASC, discountedProductIds: [7] }), null).keys[0].expr).toBe(
      "(CASE WHEN p.id = ANY('{7}'::int[]) THEN offer_price(p.id, p.listing_price) ELSE p.listing_price END)",
    );
    expect(listingOrder(query({ sort: ProductSort.DISCOUNT, discountedProductIds: [7] }), null).keys[0].expr).toContain('offer_price(p.id, p.listing_price)');
  });
});

import { useEffect, useRef } from 'react';
import type { ProductListingQuery as ListingAnswer } from '../../gql/graphql';
import { usePrerendered } from './prerendered';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ProductCollection, ProductFilter, ProductSort } from '../../gql/graphql';
import { Breadcrumb, type Crumb } from '../../ui/Breadcrumb';
import { Button } from '../../ui/Button';
import { Loading, EmptyState, ErrorState } from '../../ui/States';
import { SelectField } from '../../ui/Field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ProductCard } from './ProductCard';
import { FilterSidebar, type FacetCounts } from './FilterSidebar';
import { MAX_PRICE_CAP, SORTS, useListingParams, type SortValue } from './listing-params';
import './catalog.css';
import { t } from '../../i18n/i18n';

const PAGE_SIZE = 24;

/** One page of a listing with the sidebar's facet counts. */
export const ProductListingQuery = graphql(`
  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $last: Int, $before: String) {
    products(filter: $filter, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      totalCountExact
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      nodes {
        ...ProductCard_product
      }
      facets {
        sizes {
          value
          count
        }
        colors {
          value
          count
        }
        sleeves {
          value
          count
        }
        necks {
          value
          count
        }
        types {
          value
          count
        }
      }
    }
  }
`);

export interface ListingScope {
  collection?: ProductCollection;
  categoryIds?: string[];
  sectionId?: string;
  search?: string;
}

/**
 * The listing screens (new arrivals, trending, new collection, category listing, search results):
 * filter sidebar (drawer on phones), sort, a 4-column grid of cards with hover images, and page
 * numbers. Filters, sort and page live in the URL; `scope` is fixed by the route.
 *
 * Pages are keyset pages (the API's cursors), so a page's products stay put when the catalogue
 * changes: the URL keeps the page's cursor (`after`/`before`, or `last` for the final page) with
 * its number as a label. From any page the pager offers the first, the previous, the next and
 * (when the count is exact) the last page: each is one cursor or an end away.
 */
export function ListingScreen({ title, crumbs, scope, skip = false, none = false }: { title: string; crumbs: Crumb[]; scope: ListingScope; skip?: boolean; none?: boolean }) {
  const { filters, sort, page, position, setFilters, setSort, setPage } = useListingParams();
  useDocumentTitle(title);
  const filter: ProductFilter = {
    ...scope,
    minRating: filters.minRating || undefined,
    minDiscountPercent: filters.minDiscount || undefined,
    maxPrice: filters.maxPrice < MAX_PRICE_CAP ? filters.maxPrice : undefined,
    sizes: filters.sizes.length ? filters.sizes : undefined,
    colors: filters.colors.length ? filters.colors : undefined,
    sleeves: filters.sleeves.length ? filters.sleeves : undefined,
    necks: filters.necks.length ? filters.necks : undefined,
    types: filters.types.length ? filters.types : undefined,
  };
  const effectiveSort: SortValue = sort === 'RELEVANCE' && !scope.search && scope.collection === 'NEW_COLLECTION' ? 'NEWEST' : sort;
  // The page's place: after or before a cursor, the final `last` products, or the first page.
  const variables = {
    filter,
    sort: effectiveSort as ProductSort,
    ...(position.after ? { first: PAGE_SIZE, after: position.after } : position.before ? { last: PAGE_SIZE, before: position.before } : position.last ? { last: position.last } : { first: PAGE_SIZE }),
  };
  // The server's answer for this first view (prerendered into the HTML), when there is one.
  const prerendered = usePrerendered<ListingAnswer>('ProductListing', skip || none ? null : variables);
  const lastPrerendered = useRef(prerendered);
  if (prerendered) lastPrerendered.current = prerendered;
  const { data, previousData, loading, error } = useQuery(ProductListingQuery, { variables, skip: skip || none || Boolean(prerendered) });
  // While the first other page loads, the prerendered one stays on screen (dimmed), as previousData would.
  const result = (prerendered ?? data ?? previousData ?? (loading ? lastPrerendered.current : undefined))?.products;
  const top = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    top.current?.scrollIntoView({ block: 'start' });
  }, [page, position.after, position.before, position.last]);

  const facets: FacetCounts | undefined = result?.facets
    ? Object.fromEntries(Object.entries(result.facets).filter(([k]) => k !== '__typename').map(([key, values]) => [key, Object.fromEntries((values as { value: string; count: number }[]).map((v) => [v.value.toLowerCase(), v.count]))]))
    : undefined;
  // Without a cursor the page is the first, whatever an old link's ?page= says.
  const shownPage = position.after || position.before || position.last ? page : 1;
  // A lower-bound count ("1,000+") knows no last page: the pager then reaches one page past this one.
  const totalPages = !result ? 1 : result.totalCountExact ? Math.max(shownPage, Math.ceil(result.totalCount / PAGE_SIZE)) : shownPage + (result.pageInfo.hasNextPage ? 1 : 0);
  const goTo = (target: number) => {
    if (!result) return;
    const { startCursor, endCursor } = result.pageInfo;
    if (target <= 1) setPage(1, {});
    else if (target === shownPage - 1 && startCursor) setPage(target, { before: startCursor });
    else if (target === shownPage + 1 && endCursor) setPage(target, { after: endCursor });
    // The final page holds what is left over the full pages before it.
    else if (target === totalPages && result.totalCountExact) setPage(target, { last: result.totalCount - (totalPages - 1) * PAGE_SIZE || PAGE_SIZE });
  };

  return (
    <div className="container page" ref={top}>
      <Breadcrumb items={crumbs} />
      <div className="page-head">
        <h1>{title}</h1>
        {/* Always rendered (a blank line until the count arrives) so the grid below does not shift. */}
        <p className="muted" role="status" data-testid={result ? 'result-count' : undefined}>
          {result ? (result.totalCount === 1 ? t('1 product') : t('{count} products', { count: result.totalCount })) : '\u00a0'}
        </p>
      </div>
      <div className="listing-layout">
        <FilterSidebar value={filters} onChange={setFilters} facets={facets} />
        <div aria-busy={loading}>
          <h2 className="visually-hidden">{t('Products')}</h2>
          <div className="listing-toolbar">
            <SelectField label={t('Sort by')} value={sort} onChange={(e) => setSort(e.target.value as SortValue)}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {t(s.label)}
                </option>
              ))}
            </SelectField>
          </div>
          {none ? (
            <EmptyState title={t('No Data Found!')} />
          ) : error && !result ? (
            <ErrorState text={t('Failed to fetch data')} />
          ) : !result ? (
            <Loading text={t('Loading...')} />
          ) : result.nodes.length === 0 ? (
            <EmptyState title={t('No Data Found!')} />
          ) : (
            <>
              <div className="product-grid product-grid--4" style={{ opacity: loading ? 0.6 : 1 }}>
                {result.nodes.map((product, index) => (
                  <ProductCard key={product.id} product={product} words={10} emptyDescription={t('No description')} withHoverImage eager={index < 4} priority={index === 0} />
                ))}
              </div>
              {(totalPages > 1 || result.pageInfo.hasNextPage) && (
                <Pagination page={shownPage} totalPages={totalPages} lastKnown={result.totalCountExact} hasNext={result.pageInfo.hasNextPage} onPage={goTo} />
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** Page numbers one cursor (or an end) away: the first, the neighbours and, when the count is exact, the last. */
function Pagination({ page, totalPages, lastKnown, hasNext, onPage }: { page: number; totalPages: number; lastKnown: boolean; hasNext: boolean; onPage: (n: number) => void }) {
  const numbers = new Set([1, ...(lastKnown ? [totalPages] : []), page - 1, page, ...(hasNext ? [page + 1] : [])].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...numbers].sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t('Pages')}>
      <Button variant="secondary" small disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('Previous')}
      </Button>
      {sorted.map((n, i) => (
        <span key={n} style={{ display: 'contents' }}>
          {i > 0 && n - sorted[i - 1] > 1 && <span aria-hidden="true">…</span>}
          <Button variant="ghost" small aria-current={n === page ? 'page' : undefined} aria-label={t('Page {n}', { n })} onClick={() => onPage(n)}>
            {n}
          </Button>
        </span>
      ))}
      <Button variant="secondary" small disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('Next')}
      </Button>
    </nav>
  );
}

import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ProductCollection, ProductFilter, ProductSort } from '../../gql/graphql';
import { Breadcrumb, type Crumb } from '../../ui/Breadcrumb';
import { Button } from '../../ui/Button';
import { Loading, EmptyState, ErrorState } from '../../ui/States';
import { SelectField } from '../../ui/Field';
import { ProductCard } from './ProductCard';
import { FilterSidebar, type FacetCounts } from './FilterSidebar';
import { MAX_PRICE_CAP, SORTS, useListingParams, type SortValue } from './listing-params';
import './catalog.css';

const PAGE_SIZE = 24;

/** One page of a listing with the sidebar's facet counts. */
export const ProductListingQuery = graphql(`
  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {
    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      hasNextPage
      items {
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
 */
export function ListingScreen({ title, crumbs, scope, skip = false, none = false }: { title: string; crumbs: Crumb[]; scope: ListingScope; skip?: boolean; none?: boolean }) {
  const { filters, sort, page, setFilters, setSort, setPage } = useListingParams();
  const filter: ProductFilter = {
    ...scope,
    minRating: filters.minRating || undefined,
    minDiscount: filters.minDiscount || undefined,
    maxPrice: filters.maxPrice < MAX_PRICE_CAP ? filters.maxPrice : undefined,
    sizes: filters.sizes.length ? filters.sizes : undefined,
    colors: filters.colors.length ? filters.colors : undefined,
    sleeves: filters.sleeves.length ? filters.sleeves : undefined,
    necks: filters.necks.length ? filters.necks : undefined,
    types: filters.types.length ? filters.types : undefined,
  };
  const effectiveSort: SortValue = sort === 'RELEVANCE' && !scope.search && scope.collection === 'NEW_COLLECTION' ? 'NEWEST' : sort;
  const { data, previousData, loading, error } = useQuery(ProductListingQuery, {
    variables: { filter, sort: effectiveSort as ProductSort, page, pageSize: PAGE_SIZE },
    skip: skip || none,
  });
  const result = (data ?? previousData)?.products;
  const top = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    top.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const facets: FacetCounts | undefined = result?.facets
    ? Object.fromEntries(Object.entries(result.facets).filter(([k]) => k !== '__typename').map(([key, values]) => [key, Object.fromEntries((values as { value: string; count: number }[]).map((v) => [v.value.toLowerCase(), v.count]))]))
    : undefined;
  const totalPages = result ? Math.max(1, Math.ceil(result.totalCount / PAGE_SIZE)) : 1;

  return (
    <div className="container page" ref={top}>
      <Breadcrumb items={crumbs} />
      <div className="page-head">
        <h1>{title}</h1>
        {/* Always rendered (a blank line until the count arrives) so the grid below does not shift. */}
        <p className="muted" role="status" data-testid={result ? 'result-count' : undefined}>
          {result ? `${result.totalCount} ${result.totalCount === 1 ? 'product' : 'products'}` : '\u00a0'}
        </p>
      </div>
      <div className="listing-layout">
        <FilterSidebar value={filters} onChange={setFilters} facets={facets} />
        <div aria-busy={loading}>
          <h2 className="visually-hidden">Products</h2>
          <div className="listing-toolbar">
            <SelectField label="Sort by" value={sort} onChange={(e) => setSort(e.target.value as SortValue)}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </SelectField>
          </div>
          {none ? (
            <EmptyState title="No Data Found!" />
          ) : error && !result ? (
            <ErrorState text="Failed to fetch data" />
          ) : !result ? (
            <Loading text="Loading..." />
          ) : result.items.length === 0 ? (
            <EmptyState title="No Data Found!" />
          ) : (
            <>
              <div className="product-grid product-grid--4" style={{ opacity: loading ? 0.6 : 1 }}>
                {result.items.map((product, index) => (
                  <ProductCard key={product.id} product={product} words={10} emptyDescription="No description" withHoverImage eager={index < 4} />
                ))}
              </div>
              {totalPages > 1 && <Pagination page={result.page} totalPages={totalPages} onPage={setPage} />}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (n: number) => void }) {
  const numbers = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...numbers].sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label="Pages">
      <Button variant="secondary" small disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {sorted.map((n, i) => (
        <span key={n} style={{ display: 'contents' }}>
          {i > 0 && n - sorted[i - 1] > 1 && <span aria-hidden="true">…</span>}
          <Button variant="ghost" small aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`} onClick={() => onPage(n)}>
            {n}
          </Button>
        </span>
      ))}
      <Button variant="secondary" small disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

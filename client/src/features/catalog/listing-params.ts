import { useSearchParams } from 'react-router-dom';

import { msg } from '../../i18n/i18n';
/** The listing sidebar's choices (spec section 5). Kept in the URL so refresh and links keep them. */
export interface ListingFilters {
  minRating: number;
  minDiscount: number;
  maxPrice: number;
  sizes: string[];
  colors: string[];
  sleeves: string[];
  necks: string[];
  types: string[];
}

export const FILTER_OPTIONS = {
  sizes: ['S', 'M', 'L', 'XL'],
  colors: ['Red', 'Blue', 'Green', 'Black'],
  sleeves: ['Half', 'Full', 'Short'],
  necks: ['Round', 'V-Neck', 'Collar'],
  types: ['Casual', 'Formal', 'Sport', 'jeans'],
} as const;

export const MAX_PRICE_CAP = 5000;
export type ListFilterKey = keyof typeof FILTER_OPTIONS;
export const LIST_KEYS = Object.keys(FILTER_OPTIONS) as ListFilterKey[];

export const SORTS = [
  { value: 'RELEVANCE', label: msg('Relevance') },
  { value: 'NEWEST', label: msg('Newest first') },
  { value: 'PRICE_ASC', label: msg('Price: low to high') },
  { value: 'PRICE_DESC', label: msg('Price: high to low') },
  { value: 'DISCOUNT', label: msg('Biggest discount') },
  { value: 'RATING', label: msg('Top rated') },
] as const;
export type SortValue = (typeof SORTS)[number]['value'];

const num = (raw: string | null, fallback: number, min: number, max: number) => {
  const n = raw == null || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** Where a listing page sits: after or before a cursor, the final `last` products, or (none) the first page. */
export interface PagePosition {
  after?: string;
  before?: string;
  last?: number;
}

const CURSOR_KEYS = ['after', 'before', 'last'] as const;

/**
 * Filters, sort and page from the URL (?minRating=&minDiscount=&maxPrice=&sizes=S,M&sort=&page=
 * with the page's cursor: &after= or &before= or &last=). `page` is the page's number as shown.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const filters: ListingFilters = {
    minRating: num(params.get('minRating'), 0, 0, 5),
    minDiscount: num(params.get('minDiscount'), 0, 0, 100),
    maxPrice: num(params.get('maxPrice'), MAX_PRICE_CAP, 0, MAX_PRICE_CAP),
    sizes: list('sizes'),
    colors: list('colors'),
    sleeves: list('sleeves'),
    necks: list('necks'),
    types: list('types'),
  };
  const sortParam = params.get('sort');
  const sort: SortValue = SORTS.some((s) => s.value === sortParam) ? (sortParam as SortValue) : 'RELEVANCE';
  const page = Math.max(1, Math.floor(num(params.get('page'), 1, 1, 10_000)));
  const last = Math.floor(num(params.get('last'), 0, 0, 100));
  const position: PagePosition = params.get('after') ? { after: params.get('after')! } : params.get('before') ? { before: params.get('before')! } : last > 0 ? { last } : {};

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const clearPage = (next: URLSearchParams) => {
    next.delete('page');
    for (const key of CURSOR_KEYS) next.delete(key);
  };

  return {
    filters,
    sort,
    page,
    position,
    setFilters(nextFilters: ListingFilters) {
      update((next) => {
        const setOrDelete = (key: string, value: string, isDefault: boolean) => (isDefault ? next.delete(key) : next.set(key, value));
        setOrDelete('minRating', String(nextFilters.minRating), nextFilters.minRating === 0);
        setOrDelete('minDiscount', String(nextFilters.minDiscount), nextFilters.minDiscount === 0);
        setOrDelete('maxPrice', String(nextFilters.maxPrice), nextFilters.maxPrice === MAX_PRICE_CAP);
        for (const key of LIST_KEYS) setOrDelete(key, nextFilters[key].join(','), nextFilters[key].length === 0);
        clearPage(next);
      });
    },
    setSort(value: SortValue) {
      update((next) => {
        next.set('sort', value);
        clearPage(next);
      });
    },
    setPage(value: number, at: PagePosition) {
      update((next) => {
        clearPage(next);
        if (value <= 1) return;
        next.set('page', String(value));
        if (at.after) next.set('after', at.after);
        else if (at.before) next.set('before', at.before);
        else if (at.last) next.set('last', String(at.last));
      });
    },
  };
}

export const activeFilterCount = (f: ListingFilters) =>
  (f.minRating > 0 ? 1 : 0) + (f.minDiscount > 0 ? 1 : 0) + (f.maxPrice < MAX_PRICE_CAP ? 1 : 0) + LIST_KEYS.reduce((n, k) => n + f[k].length, 0);

export const DEFAULT_FILTERS: ListingFilters = { minRating: 0, minDiscount: 0, maxPrice: MAX_PRICE_CAP, sizes: [], colors: [], sleeves: [], necks: [], types: [] };

import type { FieldPolicy } from '@apollo/client';

interface CursorPage {
  edges: Array<{ cursor: string }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * The field policy of a connection read forwards a page at a time ("Show more": `after` the last
 * cursor): the next page is appended after the edge whose cursor it followed; a page without
 * `after` (the first, or a refetch), or after a cursor the list does not hold, replaces the list.
 * `keyArgs` name the arguments that make two lists different (reviews: `productId`), so two
 * lists are never merged into one. Apollo's relayStylePagination does this and more (backward
 * pages) for about 1 KB of the start-up bundle the store's screens do not need.
 */
export function cursorPages(keyArgs: FieldPolicy['keyArgs'] = false): FieldPolicy<CursorPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const after = typeof args?.after === 'string' ? args.after : null;
      const at = after && existing ? existing.edges.findIndex((edge) => edge.cursor === after) : -1;
      if (!existing || at < 0) return incoming;
      return {
        ...incoming,
        edges: [...existing.edges.slice(0, at + 1), ...incoming.edges],
        // The list still starts where it did; it now ends where the new page does.
        pageInfo: { ...existing.pageInfo, hasNextPage: incoming.pageInfo.hasNextPage, endCursor: incoming.pageInfo.endCursor },
      };
    },
  };
}

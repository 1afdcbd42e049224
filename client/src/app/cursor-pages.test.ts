import { describe, expect, it } from 'vitest';
import { gql, InMemoryCache } from '@apollo/client';
import { cursorPages } from './cursor-pages';

const REVIEWS = gql`
  query Reviews($productId: ID!, $after: String) {
    productReviews(productId: $productId, first: 2, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          text
        }
      }
    }
  }
`;

const page = (ids: string[], hasNextPage: boolean) => ({
  productReviews: {
    __typename: 'ReviewConnection',
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c${ids.at(-1)}` },
    edges: ids.map((id) => ({ __typename: 'ReviewEdge', cursor: `c${id}`, node: { __typename: 'Review', id, text: `review ${id}` } })),
  },
});

describe('cursorPages: "Show more" lists in the cache', () => {
  const newCache = () => new InMemoryCache({ typePolicies: { Query: { fields: { productReviews: cursorPages(['productId']) } } } });
  const ids = (cache: InMemoryCache, productId: string) =>
    cache.readQuery<ReturnType<typeof page>>({ query: REVIEWS, variables: { productId } })?.productReviews.edges.map((edge) => edge.node.id);

  it('appends the page after the cursor it followed, and ends the list where that page ends', () => {
    const cache = newCache();
    cache.writeQuery({ query: REVIEWS, variables: { productId: '1' }, data: page(['a', 'b'], true) });
    cache.writeQuery({ query: REVIEWS, variables: { productId: '1', after: 'cb' }, data: page(['c', 'd'], false) });
    const read = cache.readQuery<ReturnType<typeof page>>({ query: REVIEWS, variables: { productId: '1' } })!.productReviews;
    expect(read.edges.map((edge) => edge.node.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(read.pageInfo).toMatchObject({ hasNextPage: false, endCursor: 'cd' });
    // The same page asked again (a retry) replaces what followed its cursor instead of repeating it.
    cache.writeQuery({ query: REVIEWS, variables: { productId: '1', after: 'cb' }, data: page(['c', 'd'], false) });
    expect(ids(cache, '1')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts again from a first page (a refetch), and never merges two products\' reviews', () => {
    const cache = newCache();
    cache.writeQuery({ query: REVIEWS, variables: { productId: '1' }, data: page(['a', 'b'], true) });
    cache.writeQuery({ query: REVIEWS, variables: { productId: '1', after: 'cb' }, data: page(['c'], false) });
    cache.writeQuery({ query: REVIEWS, variables: { productId: '2' }, data: page(['x', 'y'], true) });
    expect(ids(cache, '1')).toEqual(['a', 'b', 'c']);
    expect(ids(cache, '2')).toEqual(['x', 'y']);
    cache.writeQuery({ query: REVIEWS, variables: { productId: '1' }, data: page(['z', 'a'], true) });
    expect(ids(cache, '1')).toEqual(['z', 'a']);
    // A page after a cursor this list does not hold is not spliced into it.
    cache.writeQuery({ query: REVIEWS, variables: { productId: '2', after: 'cq' }, data: page(['p'], false) });
    expect(ids(cache, '2')).toEqual(['p']);
  });
});

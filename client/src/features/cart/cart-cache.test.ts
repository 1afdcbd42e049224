/**
 * The store's Apollo cache keeps carts apart (issue #14, item 6): the customer's cart and a
 * cartPreview of the same size, in one answer, stay two carts with their own lines and quantities
 * (when both were "the size id", the preview's quantity overwrote the cart's).
 */
import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import { cache } from '../../app/apollo';

const BOTH = gql`
  query Both($lines: [CartLineInput!]!) {
    cart { id itemCount lines { id quantity } quote { lines { id quantity } } }
    cartPreview(lines: $lines) { id itemCount lines { id quantity } quote { lines { id quantity } } }
  }
`;

const cartOf = (id: string, quantity: number) => ({
  __typename: 'Cart',
  id,
  itemCount: quantity,
  lines: [{ __typename: 'CartLine', id: `${id}:501`, quantity }],
  quote: { __typename: 'Quote', lines: [{ __typename: 'QuoteLine', id: `${id}:501`, quantity }] },
});

describe('the Apollo cache and cart ids', () => {
  it('keeps a cart and a preview of the same size apart', () => {
    cache.writeQuery({ query: BOTH, variables: { lines: [] }, data: { cart: cartOf('c7', 1), cartPreview: cartOf('pAbC', 4) } });
    const read = cache.readQuery<any>({ query: BOTH, variables: { lines: [] } });
    expect(read.cart.lines[0]).toMatchObject({ id: 'c7:501', quantity: 1 });
    expect(read.cartPreview.lines[0]).toMatchObject({ id: 'pAbC:501', quantity: 4 });
    expect(read.cart.quote.lines[0].quantity).toBe(1);
    expect(Object.keys(cache.extract()).filter((key) => key.startsWith('Cart:'))).toEqual(['Cart:c7', 'Cart:pAbC']);
  });
});

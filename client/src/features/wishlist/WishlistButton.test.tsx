import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { WishlistButton } from './WishlistButton';

// A shopper's hearts (the query, the toggle, the count) are tried in the browser journeys: on the
// server React renders every page as a visitor's (useSession's server snapshot).

function renderHearts(client: ApolloClient, productIds: string[]) {
  return renderToStaticMarkup(
    <ApolloProvider client={client}>
      <MemoryRouter>
        {productIds.map((id) => (
          <WishlistButton key={id} productId={id} />
        ))}
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe('WishlistButton', () => {
  it("renders a visitor's hearts off, without watching the wishlist query (a listing has 20)", () => {
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    const watchQuery = vi.spyOn(client, 'watchQuery');
    const html = renderHearts(client, ['1', '2', '3']);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Add to wishlist"');
    expect(watchQuery).not.toHaveBeenCalled();
  });

});

import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { WishlistLink } from '../../features/wishlist/WishlistLink';
import { CartButton } from '../../features/cart/CartButton';
import { SearchBox } from '../../features/search/SearchBox';
import { setLines } from '../../features/cart/cart-store';
import { MemoryStorage } from '../../features/cart/memory-storage';

// The header is on every page's first view. Each Apollo watch it creates, even a skipped one,
// costs a phone's start-up Apollo's processing of its document (#17): a visitor's header creates
// none. A shopper's counts and the search dropdown are tried in the browser journeys; on the
// server React renders as a visitor (useSession's server snapshot).

vi.stubGlobal('localStorage', new MemoryStorage());
// Test files share their worker's globals and modules (vitest.config.ts: isolate false).
afterAll(() => {
  setLines([]);
  vi.unstubAllGlobals();
});

function renderHeaderWidgets(client: ApolloClient) {
  return renderToStaticMarkup(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <SearchBox />
        <WishlistLink />
        <CartButton />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe("a visitor's header widgets", () => {
  it('watch no query: wishlist 0, cart and search answered without Apollo', () => {
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    const watchQuery = vi.spyOn(client, 'watchQuery');
    const query = vi.spyOn(client, 'query');
    const html = renderHeaderWidgets(client);
    expect(html).toContain('aria-label="Wishlist, 0 items"');
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).toContain('role="combobox"');
    expect(watchQuery).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
  });

  it("count the browser cart's units in the cart button, still without a query", () => {
    setLines([
      { productId: '7', color: 'Maroon', size: 'M', quantity: 2 },
      { productId: '9', color: 'Navy', size: 'L', quantity: 1 },
    ]);
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    const watchQuery = vi.spyOn(client, 'watchQuery');
    const html = renderHeaderWidgets(client);
    expect(html).toContain('aria-label="Cart, 3 items"');
    expect(html).toMatch(/class="count-badge"[^>]*>3</);
    expect(watchQuery).not.toHaveBeenCalled();
  });
});

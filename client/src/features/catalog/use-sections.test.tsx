import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';

// The header's sections: from the page's prerendered HTML when it carries them (no Apollo watch),
// otherwise from the Sections query. The module decides once, when it loads: each case loads it
// afresh over a page of its own.

const SECTIONS = [{ __typename: 'Section', id: '1', name: 'Men', slug: 'men', gender: 'MEN', categories: [{ __typename: 'Category', id: '11', name: 'Kurtas', slug: 'kurtas', image: '/k.webp' }] }];

let useSectionsUnderTest: () => { name: string }[] | undefined = () => undefined;

function SectionNames() {
  return <p>{(useSectionsUnderTest() ?? []).map((s) => s.name).join(',')}</p>;
}

async function renderSectionNames(block: object | null) {
  vi.resetModules();
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'kapda-prerender' && block ? { textContent: JSON.stringify(block) } : null) });
  useSectionsUnderTest = (await import('./use-sections')).useSections;
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  const watchQuery = vi.spyOn(client, 'watchQuery');
  const html = renderToStaticMarkup(
    <ApolloProvider client={client}>
      <SectionNames />
    </ApolloProvider>,
  );
  return { html, watches: watchQuery.mock.calls.length };
}

// Test files share their worker's globals (vitest.config.ts: isolate false).
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSections', () => {
  it('reads the sections a prerendered page carries, on any page, without watching a query', async () => {
    const { html, watches } = await renderSectionNames({ path: '/product-details/7', queries: { Sections: { variables: {}, data: { sections: SECTIONS } } } });
    expect(html).toBe('<p>Men</p>');
    expect(watches).toBe(0);
  });

  it('asks Apollo where the page carries none', async () => {
    const { html, watches } = await renderSectionNames({ path: '/product-details/7', queries: {} });
    expect(html).toBe('<p></p>');
    expect(watches).toBe(1);
    expect((await renderSectionNames(null)).watches).toBe(1);
  });
});

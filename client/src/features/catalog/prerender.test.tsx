import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { parse, print } from 'graphql';
import { ProductCard, type CardProduct } from './ProductCard';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Price } from '../../ui/Price';
import { canonicalJson, PRERENDER_DATA_ID } from './prerendered';
import { ProductListingDocument, ProductDetailsDocument, CategoryProductsDocument, SectionsDocument } from '../../gql/graphql';
import { breadcrumbHtml, injectPrerender, untilReady, priceHtml, productCardHtml, productHtml, PRERENDER_DATA_ID as SERVER_DATA_ID, type CardOptions } from '../../../../server/src/app/page-prerender';
import { CATEGORY_PRODUCTS_QUERY, PRODUCT_DETAILS_QUERY, PRODUCT_LISTING_QUERY, SECTIONS_QUERY } from '../../../../server/src/app/page-queries';
import { SHELL_MAIN } from '../../../../server/src/app/home-prerender';

const XSS = '</script><script>alert(1)</script>';

const card = (overrides: Partial<CardProduct> = {}): CardProduct => ({
  id: '7',
  name: 'Cotton Kurta "Festive" & more',
  description: 'A soft cotton kurta for every day of the festive season and after',
  averageRating: 4.25,
  inStock: true,
  price: { amount: '1299.00', currencyCode: 'INR' },
  originalPrice: { amount: '1999.00', currencyCode: 'INR' },
  discountPercent: 35,
  image: '/img/p/7-1.svg',
  hoverImage: '/img/p/7-2.svg',
  variants: [{ id: '1', colorName: 'Red', sizes: [{ id: '1', size: 'M', stock: 3 }] }],
  ...overrides,
});

const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
const react = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <ApolloProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </ApolloProvider>,
  )
    // React adds a preload link for a high-priority image (the server preloads it in the head).
    .replace(/<link rel="preload" as="image"[^>]*\/>/g, '')
    .replace(/fetchPriority=/g, 'fetchpriority=');

// The server paints these from the HTML and React replaces them with its own: any difference is a
// visible jump (or a new largest paint) on the listing and product pages.
describe('prerendered listing and product markup', () => {
  it('renders a product card as ProductCard does, for every kind of card', () => {
    const products = [
      card(),
      card({ inStock: false, averageRating: 0, discountPercent: 0, description: '', hoverImage: undefined }),
      card({ name: XSS, description: XSS, image: `/img/"${XSS}`, variants: [{ id: '1', colorName: 'Red', sizes: [{ id: '1', size: 'M', stock: 0 }] }] }),
      card({ originalPrice: { amount: '1299.00', currencyCode: 'INR' }, discountPercent: 0, hoverImage: '/img/p/7-1.svg' }),
      // A product the owner has not photographed yet.
      card({ image: '', hoverImage: undefined }),
    ];
    const options: CardOptions[] = [
      { words: 10, emptyDescription: 'No description', withHoverImage: true, eager: true, priority: true },
      { words: 10, emptyDescription: 'No description', withHoverImage: true },
      { words: 6, withAddToCart: true, outOfStock: 'disabled', eager: true },
      { withAddToCart: true },
    ];
    for (const product of products) {
      for (const option of options) {
        expect(productCardHtml(product, option)).toBe(react(<ProductCard product={product} {...option} />));
      }
    }
  });

  it('renders breadcrumbs and prices as the UI components do', () => {
    const crumbs = [{ label: 'Home', to: '/' }, { label: 'Shop', to: '/shop-by-category' }, { label: `Men's ${XSS}` }];
    expect(breadcrumbHtml(crumbs)).toBe(react(<Breadcrumb items={crumbs} />));
    const inr = (amount: string) => ({ amount, currencyCode: 'INR' as const });
    for (const [now, was, off, size] of [[inr('1299.00'), inr('1999.00'), 35, 'md'], [inr('1299.00'), inr('1299.00'), 0, 'lg'], [inr('99.50'), null, 0, 'lg'], [inr('123456.05'), inr('200000.00'), 38, 'md']] as const) {
      expect(priceHtml(now, was, off, size)).toBe(react(<Price now={now} was={was} off={off} size={size} />));
    }
  });

  it('runs the client’s own operations', () => {
    const pairs = [
      [PRODUCT_LISTING_QUERY, ProductListingDocument],
      [PRODUCT_DETAILS_QUERY, ProductDetailsDocument],
      [CATEGORY_PRODUCTS_QUERY, CategoryProductsDocument],
      [SECTIONS_QUERY, SectionsDocument],
    ] as const;
    for (const [server, document] of pairs) expect(print(parse(server))).toBe(print(document));
  });

  it('escapes everything it puts into the HTML, and the data block cannot be closed early', () => {
    const product = {
      id: '7',
      name: XSS,
      seoTitle: XSS,
      seoDescription: `"><script>alert(1)</script>`,
      subtitle: `<img src=x onerror=alert(1)>`,
      averageRating: 4,
      numReviews: 2,
      inStock: false,
      price: { amount: '10.00', currencyCode: 'INR' },
      originalPrice: { amount: '20.00', currencyCode: 'INR' },
      discountPercent: 50,
      image: `x" onerror="alert(1)`,
      category: { id: '1', name: `<b>${XSS}</b>` },
      variants: [{ id: '1', colorName: `"><script>alert(1)</script>`, images: [`/img/${XSS}.svg`, '/img/2.svg'] }],
    };
    const main = productHtml(product);
    expect(main).not.toContain('<script');
    expect(main).not.toContain('<img src=x');
    expect(main).not.toContain('" onerror="');
    expect(main).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const html = injectPrerender(`<head><meta charset="UTF-8" /><title>Kapda</title></head><div id="root">${SHELL_MAIN}</div>`, {
      path: `/product-details/7`,
      title: XSS,
      description: product.seoDescription,
      main,
      image: product.image,
      data: { ProductDetails: { variables: { id: '7' }, data: { product } } },
    });
    expect(SERVER_DATA_ID).toBe(PRERENDER_DATA_ID);
    // The only script element is the data block; nothing in it or around it runs.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Kapda</title>`);
    expect(html).toContain('<link rel="preload" as="image" href="x&quot; onerror=&quot;alert(1)" fetchpriority="high">');
    expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    const block = new RegExp(`<script type="application/json" id="${PRERENDER_DATA_ID}">(.*?)</script>`).exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block).queries.ProductDetails.data.product).toEqual(product);
    expect(injectPrerender('<main></main>', { path: '/', main: 'x', data: {} })).toBe('<main></main>');
  });

  it('disables the markup’s buttons and selects until React replaces them (a tap before would be lost)', () => {
    expect(untilReady('<button type="button" class="btn">Add</button><button type="button" disabled="">Sold</button><select id="s"><option>x</option></select><a href="/p">p</a>')).toBe(
      '<button disabled="" data-until-ready="" type="button" class="btn">Add</button><button type="button" disabled="">Sold</button><select disabled="" data-until-ready="" id="s"><option>x</option></select><a href="/p">p</a>',
    );
    const html = injectPrerender(`<div id="root">${SHELL_MAIN}</div>`, { path: '/x', main: productCardHtml(card(), { withAddToCart: true }), data: {} });
    expect(html).toContain('<button disabled="" data-until-ready="" type="button" class="btn btn--primary btn--block btn--small product-card__action"');
    expect(html).not.toMatch(/<button(?![^>]*disabled)/);
  });

  it('compares variables without regard to key order or undefined values', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: ['1'] } })).toBe(canonicalJson({ a: { c: ['1'] }, b: 1 }));
    expect(canonicalJson({ a: ['2'] })).not.toBe(canonicalJson({ a: ['1'] }));
  });
});

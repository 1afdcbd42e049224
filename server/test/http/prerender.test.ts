/**
 * The first view of listing, search, category list and product pages is in the HTML before any
 * JavaScript runs (server/src/app/page-data.ts, page-prerender.ts): the product names, prices and
 * the largest image, plus the answers the client's first render reuses, equal to what /graphql gives.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { PRODUCT_DETAILS_QUERY, PRODUCT_LISTING_QUERY, SECTIONS_QUERY } from '../../src/app/page-queries.js';

const SHELL = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Kapda · Fashion for India</title></head><body><div id="root"><header class="site-header"></header><main class="shell-main"></main></div><script type="module" src="/assets/main.js"></script></body></html>`;
const XSS = '</script><script>alert(1)</script>';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string);
/** The API's Money as the store shows it ("1299.00" INR → ₹1,299.00). */
const rupees = (money: { amount: string; currencyCode: string }) => {
  expect(money).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'INR' });
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: money.currencyCode, minimumFractionDigits: 2 }).format(Number(money.amount));
};
const dataBlock = (html: string) => {
  const json = /<script type="application\/json" id="kapda-prerender">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
};

describe('prerendered listing and product pages', () => {
  const ts = useTestServer({}, {
    clientDir: () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-prerender-'));
      fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
      return dir;
    },
  });
  const page = async (url: string) => {
    const response = await fetch(`${ts.baseUrl}${url}`, { headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text(), cacheControl: response.headers.get('cache-control') };
  };

  it('a category listing has its products, prices and first image in the HTML, and the answer /graphql gives', async () => {
    const { data: sections } = await ts.gql('{ sections { categories { id name } } }');
    const category = sections.sections[0].categories[0];
    const variables = { filter: { categoryIds: [category.id] }, sort: 'RELEVANCE', first: 24 };
    const { data } = await ts.gql(PRODUCT_LISTING_QUERY, variables);
    const first = data.products.nodes[0];

    const { status, html, cacheControl } = await page(`/product-listing/${category.id}`);
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-cache');
    expect(html).toContain(`<h1>${esc(category.name)}</h1>`);
    expect(html).toContain(`${data.products.totalCount} products`);
    for (const item of data.products.nodes.slice(0, 4)) {
      expect(html).toContain(`>${esc(item.name)}</a></h3>`);
      expect(html).toContain(rupees(item.price));
    }
    expect(html).toContain(`<img src="${first.image}" alt="" width="600" height="750" loading="eager" fetchpriority="high" decoding="async"/>`);
    expect(html).toContain(`<link rel="preload" as="image" href="${first.image}" fetchpriority="high">`);
    expect(html).toContain(`<title>${esc(category.name)} · Kapda</title>`);
    // Before the app's script: painted on arrival.
    expect(html.indexOf(first.image)).toBeLessThan(html.indexOf('/assets/main.js'));
    const block = dataBlock(html);
    expect(block.path).toBe(`/product-listing/${category.id}`);
    expect(block.queries.ProductListing).toEqual({ variables, data });
  });

  it('a product page has its name, price and main image in the HTML, and the answer /graphql gives', async () => {
    const { data: listing } = await ts.gql(PRODUCT_LISTING_QUERY, { first: 1 });
    const id = listing.products.nodes[0].id;
    const { data } = await ts.gql(PRODUCT_DETAILS_QUERY, { id });
    const product = data.product;
    const image = product.variants[0]?.images[0] ?? product.image;

    const { status, html } = await page(`/product-details/${id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1 class="pdp__name">${esc(product.name)}</h1>`);
    expect(html).toContain(`<span class="price__now">${rupees(product.price)}</span>`);
    expect(html).toMatch(new RegExp(`<div class="gallery__main" data-testid="gallery-main"><img src="${image.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" alt="[^"]*" width="600" height="750" fetchpriority="high"/>`));
    expect(html).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
    expect(dataBlock(html).queries.ProductDetails).toEqual({ variables: { id }, data });
    // The header's menus come with it (the header's first render asks for nothing).
    const { data: sections } = await ts.gql(SECTIONS_QUERY, {});
    expect(dataBlock(html).queries.Sections).toEqual({ variables: {}, data: sections });
  });

  it("the home page carries its hero and the header's sections", async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<section class="home-hero container" aria-label="Featured">');
    const { data: sections } = await ts.gql(SECTIONS_QUERY, {});
    expect(dataBlock(html)).toEqual({ path: '/', queries: { Sections: { variables: {}, data: sections } } });
  });

  it('the search page and the category list are prerendered too', async () => {
    const search = await page('/search?q=kurta');
    expect(search.status).toBe(200);
    expect(search.html).toContain('<h1>Results for “kurta”</h1>');
    expect(dataBlock(search.html).queries.ProductListing.variables.filter).toEqual({ search: 'kurta' });

    const { data: sections } = await ts.gql('{ sections { categories { id name } } }');
    const category = sections.sections[0].categories[0];
    const list = await page(`/product-category-list/${category.id}`);
    expect(list.html).toContain('<div class="product-grid product-grid--4"><article class="product-card');
    expect(dataBlock(list.html).queries.CategoryProducts.variables).toEqual({ categoryId: category.id });
  });

  it('escapes what the catalogue says: a product named like a script stays text', async () => {
    const { data: listing } = await ts.gql(PRODUCT_LISTING_QUERY, { first: 4 });
    const id = listing.products.nodes[3].id;
    await ts.db.dataSource.query(`UPDATE product SET name = $1, subtitle = $2 WHERE id = $3`, [XSS, '<img src=x onerror=alert(2)>', id]);
    const { html } = await page(`/product-details/${id}`);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // Two script elements: the data block and the app; the block holds no "<" at all.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(dataBlock(html).queries.ProductDetails.data.product.name).toBe(XSS);
  });

  it('serves the plain shell where there is nothing to prerender, and unknown paths still answer 404', async () => {
    for (const url of ['/product-details/99999999', '/product-listing/1?sort=PRICE_ASC', '/search', '/product-listing/no-such-category', '/my-orders']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain('<main class="shell-main"></main>');
      expect(dataBlock(html), url).toBeNull();
    }
    const missing = await page('/product-details/1/extra');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<main class="shell-main"></main>');
  });
});

/**
 * PUBLIC_URL (app/public-urls.ts): the image and document URLs of both shoppers' APIs become
 * absolute, so an app on another origin can use them as they are. Unset, they stay relative (the
 * other test files, e.g. orders/invoice.test.ts, see the paths).
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';

const PUBLIC_URL = 'https://shop.kapda.example';

/** Every string in an answer, wherever it sits. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}
const relativeServerPaths = (answer: unknown) => strings(answer).filter((s) => /^\/(img|uploads|api)\//.test(s));

describe('absolute URLs when PUBLIC_URL is set', () => {
  const ts = useTestServer({ PUBLIC_URL: `${PUBLIC_URL}/` });

  it('GraphQL: every image URL of the home page, sections and a product listing starts with PUBLIC_URL', async () => {
    const answer = await ts.gql(`{
      sections { categories { image } }
      homePage { banners { image link } deals { image } offers { poster } testimonials { avatar } themedCollections { image products(limit: 2) { image } } }
      products(first: 3) { nodes { image hoverImage variants { images hoverImage } } }
    }`);
    expect(answer.errors).toBeUndefined();
    expect(relativeServerPaths(answer.data)).toEqual([]);
    const absolute = strings(answer.data).filter((s) => s.startsWith(`${PUBLIC_URL}/img/`));
    expect(absolute.length).toBeGreaterThan(20);
    // In-app routes are not resources: a banner's link stays as it is.
    expect(answer.data.homePage.banners[0].link.startsWith(PUBLIC_URL)).toBe(false);
    // Aliases do not escape it (the field's resolver does it, not the answer's keys).
    const aliased = await ts.gql(`{ products(first: 1) { nodes { picture: image } } }`);
    expect(aliased.data.products.nodes[0].picture.startsWith(`${PUBLIC_URL}/img/`)).toBe(true);
  });

  it('REST: the same images in the spec shapes start with PUBLIC_URL', async () => {
    const sections = await ts.rest('GET', '/user/getSections');
    const products = await ts.rest('GET', '/user/products?page=1&limit=3');
    const productId = products.body.products?.[0]?._id ?? products.body.data?.[0]?._id;
    const product = await ts.rest('GET', `/user/product/${productId}`);
    for (const answer of [sections, products, product]) {
      expect(answer.status).toBe(200);
      expect(relativeServerPaths(answer.body)).toEqual([]);
      expect(strings(answer.body).some((s) => s.startsWith(`${PUBLIC_URL}/img/`))).toBe(true);
    }
  });

  it('the images are still served at those paths', async () => {
    const answer = await ts.gql(`{ products(first: 1) { nodes { image } } }`);
    const image: string = answer.data.products.nodes[0].image;
    const response = await fetch(`${ts.baseUrl}${image.slice(PUBLIC_URL.length)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});

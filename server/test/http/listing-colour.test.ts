/**
 * A listing that asks for a colour shows each product in it: the colour filter's or the search's
 * colour comes first among the variants, so the card's picture is of that colour (it showed the
 * product's first colour: a peach kurta under the "Red" filter).
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';

type Card = { name: string; image: string; variants: Array<{ colorName: string; images: string[] }> };
const LISTING = `query($f: ProductFilter) { products(first: 48, filter: $f) { nodes { name image variants { colorName images } } } }`;

describe('a listing asked for a colour shows that colour', () => {
  const ts = useTestServer();
  const cards = async (filter: Record<string, unknown>): Promise<Card[]> => {
    const { data, errors } = await ts.gql(LISTING, { f: filter });
    expect(errors).toBeUndefined();
    return data.products.nodes;
  };

  it('the colour filter: every card pictures its red variant, the other colours follow', async () => {
    const unfiltered = await cards({});
    // The catalogue has products whose first colour is not red but which come in red.
    expect(unfiltered.some((p) => p.variants[0].colorName !== 'Red' && p.variants.some((v) => v.colorName === 'Red'))).toBe(true);
    const red = await cards({ colors: ['Red'] });
    expect(red.length).toBeGreaterThan(0);
    for (const product of red) {
      expect(product.variants[0].colorName, product.name).toBe('Red');
      expect(product.image).toBe(product.variants[0].images[0]);
    }
    // Nothing lost: the same colours as the product page's.
    const [sample] = red;
    const page = await ts.gql(`query($f: ProductFilter) { products(first: 48, filter: $f) { nodes { name variants { colorName } } } }`, { f: { search: sample.name } });
    const same = page.data.products.nodes.find((p: { name: string }) => p.name === sample.name);
    expect([...sample.variants.map((v) => v.colorName)].sort()).toEqual([...same.variants.map((v: { colorName: string }) => v.colorName)].sort());
  });

  it('a colour among the search words, in English or Hindi', async () => {
    for (const search of ['red kurta', 'लाल कुर्ता']) {
      const found = await cards({ search });
      const withRed = found.filter((p) => p.variants.some((v) => v.colorName === 'Red'));
      expect(withRed.length, search).toBeGreaterThan(0);
      for (const product of withRed) expect(product.variants[0].colorName, `${search}: ${product.name}`).toBe('Red');
    }
  });
});

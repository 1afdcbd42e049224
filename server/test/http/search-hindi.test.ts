/**
 * Search in Hindi finds what the same words find in English, and a search with no searchable word
 * finds nothing (it answered the whole catalogue: "'" listed every product, "कुर्ता" too).
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';

const LISTING = `query($t: String!) { products(first: 24, filter: { search: $t }) { totalCount nodes { name } facets { colors { value count } } } }`;
const DROPDOWN = `query($t: String!) { searchProducts(text: $t, first: 8) { nodes { name } } }`;

describe('search in Hindi', () => {
  const ts = useTestServer();
  const listing = async (text: string) => {
    const { data, errors } = await ts.gql(LISTING, { t: text });
    expect(errors, text).toBeUndefined();
    return data.products;
  };

  it('finds for "लाल कुर्ता" what "red kurta" finds, in the listing and the header search', async () => {
    const english = await listing('red kurta');
    expect(english.totalCount).toBeGreaterThan(0);
    const hindi = await listing('लाल कुर्ता');
    expect(hindi.totalCount).toBe(english.totalCount);
    expect(hindi.nodes.map((p: { name: string }) => p.name)).toEqual(english.nodes.map((p: { name: string }) => p.name));
    const dropdown = await ts.gql(DROPDOWN, { t: 'पुरुषों के लिए कुर्ता' });
    expect(dropdown.data.searchProducts.nodes.length).toBeGreaterThan(0);
    for (const p of dropdown.data.searchProducts.nodes) expect(p.name).toMatch(/^Men's .*Kurta/);
    const rest = await ts.rest('GET', `/user/serachProducts?search=${encodeURIComponent('सफ़ेद शर्ट')}`);
    expect(rest.status).toBe(200);
    expect(rest.body.products.length).toBeGreaterThan(0);
  });

  it('finds nothing for text without a search word, instead of every product', async () => {
    const all = await listing('');
    expect(all.totalCount).toBeGreaterThan(100);
    for (const text of ["'", '((((', '🙂🙂', 'नमस्ते']) {
      const none = await listing(text);
      expect(none.totalCount, text).toBe(0);
      expect(none.nodes).toEqual([]);
      expect(none.facets.colors).toEqual([]);
    }
  });
});

/**
 * The cost limit counts what a query could answer (lists times their sizes), refuses too costly
 * queries before they run over POST and GET, and malformed GraphQL is a 400, never a 500.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { useTestServer } from '../harness.js';

const ts = useTestServer();

const CARD = 'id name description price { amount currencyCode } originalPrice { amount currencyCode } image hoverImage variants { id colorName sizes { id size stock } }';

/** `inner` with `field { inner }` wrapped around it `levels` times. */
function nest(field: string, inner: string, levels: number): string {
  let selection = inner;
  for (let i = 0; i < levels; i++) selection = `${inner} ${field} { ${selection} }`;
  return selection;
}

async function post(query: string, variables?: unknown, rawVariables?: string) {
  const response = await fetch(`${ts.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Raw JSON text for variables too deep for this process's own JSON.stringify.
    body: rawVariables === undefined ? JSON.stringify({ query, variables }) : `{"query":${JSON.stringify(query)},"variables":${rawVariables}}`,
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) };
}

async function get(query: string, variables?: string) {
  const params = new URLSearchParams({ query });
  if (variables !== undefined) params.set('variables', variables);
  const response = await fetch(`${ts.baseUrl}/graphql?${params}`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) };
}

/** Objects in an answer (every JSON object counted once). */
function objects(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + objects(item), 0);
  if (value && typeof value === 'object') return 1 + Object.values(value).reduce((n: number, item) => n + objects(item), 0);
  return 0;
}

let productId = '';
beforeAll(async () => {
  const [row] = await ts.db.dataSource.query(`SELECT id FROM product ORDER BY best_seller_score DESC, id LIMIT 1`);
  productId = String(row.id);
});

describe('GraphQL cost: lists count by their size', () => {
  it('refuses nested recommendations (x8 per level) before they run, over POST and GET, with a code', async () => {
    const query = `{ product(id: "${productId}") { ${nest('recommendations', 'id name', 6)} } }`;
    for (const answer of [await post(query), await get(query)]) {
      expect(answer.status).toBe(400);
      expect(answer.json.data).toBeUndefined();
      expect(answer.json.errors[0].message).toMatch(/too complex/i);
      expect(answer.json.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 20_000 });
      expect(answer.json.errors[0].extensions.cost).toBeGreaterThan(20_000);
    }
  });

  it('refuses three levels of recommendations with product cards', async () => {
    const answer = await post(`{ product(id: "${productId}") { ${nest('recommendations', CARD, 3)} } }`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses categories { topProducts(limit: 50) { category { topProducts … } } }', async () => {
    const query = `{ categories { topProducts(limit: 50) { id category { topProducts(limit: 50) { id category { topProducts(limit: 50) { id } } } } } } }`;
    for (const answer of [await post(query), await get(query)]) {
      expect(answer.status).toBe(400);
      expect(answer.json.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    }
  });

  it('prices a list by its size argument: a small page passes where a large one is refused', async () => {
    const FULL = `${CARD} slug subtitle specifications materialCare reviews { nodes { id authorName rating title text createdAt } }`;
    const small = await post(`{ products(first: 24) { totalCount nodes { ${FULL} } } }`);
    expect(small.status).toBe(200);
    expect(small.json.errors).toBeUndefined();
    const large = await post(`{ products(first: 100) { totalCount nodes { ${FULL} recommendations { ${CARD} } } } }`);
    expect(large.status).toBe(400);
    expect(large.json.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('admits the largest queries only with small answers (well under 2 MB, a few thousand objects)', async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `abcdefghijklm${String(i).padStart(2, '0')}: hoverImage`).join(' ');
    const nearLimit = [
      `{ product(id: "${productId}") { ${nest('recommendations', CARD, 2)} } }`,
      // 30 aliases in all: GRAPHQL_MAX_ALIASES (operation-limits.ts).
      `{ ${['PRICE_ASC', 'PRICE_DESC', 'NEWEST'].map((sort, page) => `p${page}: products(first: 100, sort: ${sort}) { nodes { ${aliases(9)} } }`).join(' ')} }`,
      `{ a: products(first: 100) { nodes { variants { sizes { id } } } } b: products(first: 100, sort: NEWEST) { nodes { variants { sizes { id } } } } c: products(last: 90) { nodes { variants { sizes { id } } } } }`,
    ];
    for (const query of nearLimit) {
      const answer = await post(query);
      expect(answer.status, answer.text.slice(0, 200)).toBe(200);
      expect(answer.text.length).toBeLessThan(1_200_000);
      expect(objects(answer.json.data)).toBeLessThan(8_000);
    }
    // 64 aliased images a product (cost 19,503, admitted before the alias limit) is refused unrun.
    const manyAliases = await post(`{ ${['PRICE_ASC', 'PRICE_DESC', 'NEWEST'].map((sort, page) => `p${page}: products(first: 100, sort: ${sort}) { nodes { ${aliases(64)} } }`).join(' ')} }`);
    expect(manyAliases.status).toBe(400);
    expect(manyAliases.json.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', aliases: 195, limit: 30 });
  });
});

describe('malformed GraphQL is a 400, never a 500', () => {
  it('answers a fragment cycle with a validation error (POST and GET)', async () => {
    const query = `query { sections { ...A } } fragment A on Section { id categories { id } ...A }`;
    for (const answer of [await post(query), await get(query)]) {
      expect(answer.status).toBe(400);
      expect(answer.json.errors[0].message).toMatch(/Cannot spread fragment "A" within itself/);
      expect(answer.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('answers a two-fragment cycle the same way', async () => {
    const answer = await post(`{ sections { ...A } } fragment A on Section { ...B } fragment B on Section { id ...A }`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses variables nested 8,000 deep (catalogue query and others, POST and GET)', async () => {
    const deep = `{"x":${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}}`;
    for (const query of [`query($x: ProductFilter) { products(filter: $x) { totalCount } }`, `query($x: ID!) { product(id: $x) { id } }`]) {
      const answer = await post(query, undefined, deep);
      expect(answer.status).toBe(400);
      expect(answer.json.errors[0]).toMatchObject({ message: expect.stringMatching(/nested too deeply/), extensions: { code: 'BAD_INPUT' } });
    }
    // (2,000 levels: a longer URL is refused by Node's header size limit before it reaches us.)
    const viaGet = await get(`query($x: ID!) { product(id: $x) { id } }`, `{"x":${'['.repeat(2000)}${']'.repeat(2000)}}`);
    expect(viaGet.status).toBe(400);
    expect(viaGet.json.errors[0].extensions.code).toBe('BAD_INPUT');
  });

  it('still accepts ordinary nested variables', async () => {
    const answer = await post(`query($f: ProductFilter) { products(filter: $f, first: 2) { totalCount } }`, { f: { sizes: ['M'], colors: ['Red'] } });
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toBeUndefined();
  });
});

/**
 * The schema evolution check: a breaking change against the released schema fails unless the
 * changelog's Unreleased section records it under "### Breaking"; additions always pass.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGELOG, compareSchemas, CURRENT_SCHEMA, recordedBreakingChanges, RELEASED_SCHEMA } from './schema-evolution.js';

const RELEASED = `
type Query { product(id: ID!): Product!  products(first: Int): [Product!]! }
type Product { id: ID!  name: String!  price: Float! }
`;
const changelog = (breaking: string) => `# Changelog\n\n## Unreleased\n\n### Added\n\n- \`Product.slug\`\n\n### Breaking\n\n${breaking}\n\n## 0.1.0 (2026-11-01)\n\n### Breaking\n\n- \`Product.price\` (an old release's entry does not count)\n`;

describe('schema evolution check', () => {
  it('fails on a breaking change the changelog does not record (removed field, changed type, removed argument)', async () => {
    const current = `type Query { product(id: ID!): Product  products: [Product!]! }  type Product { id: ID!  name: String! }`;
    const report = await compareSchemas(RELEASED, current, changelog(''));
    // Non-null to nullable counts too: generated client types change (Product! → Product | null).
    expect(report.unrecorded.map((change) => change.path).sort()).toEqual(['Product.price', 'Query.product', 'Query.products.first']);
  });

  it('an entry under "### Breaking" of an older release does not count; one under Unreleased does', async () => {
    const current = `type Query { product(id: ID!): Product!  products(first: Int): [Product!]! }  type Product { id: ID!  name: String! }`;
    expect((await compareSchemas(RELEASED, current, changelog(''))).unrecorded.map((c) => c.path)).toEqual(['Product.price']);
    const recorded = await compareSchemas(RELEASED, current, changelog('- `Product.price` removed: use `Product.priceRange`.'));
    expect(recorded.unrecorded).toEqual([]);
    expect(recorded.recorded.map((c) => c.path)).toEqual(['Product.price']);
  });

  it('passes a safe addition with nothing recorded', async () => {
    const current = `type Query { product(id: ID!): Product!  products(first: Int, after: String): [Product!]! }  type Product { id: ID!  name: String!  price: Float!  slug: String }`;
    const report = await compareSchemas(RELEASED, current, changelog(''));
    expect(report.unrecorded).toEqual([]);
    expect(report.safe.map((c) => c.path)).toEqual(['Product.slug']);
    // An optional argument is "dangerous" (printed), not refused.
    expect(report.dangerous.map((c) => c.path)).toEqual(['Query.products.after']);
  });

  it('reads only the coordinates under Unreleased → Breaking', () => {
    expect([...recordedBreakingChanges(changelog('- `Query.products.first` gone\n- `Order`'))].sort()).toEqual(['Order', 'Query.products.first']);
  });

  it('the committed schema passes against the released one with the committed changelog', async () => {
    const read = (file: string) => fs.readFileSync(file, 'utf8');
    const report = await compareSchemas(read(RELEASED_SCHEMA), read(CURRENT_SCHEMA), read(CHANGELOG));
    expect(report.unrecorded.map((change) => `${change.path}: ${change.message}`)).toEqual([]);
  });
});

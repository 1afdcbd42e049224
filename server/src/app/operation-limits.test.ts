import { describe, expect, it } from 'vitest';
import { buildSchema, getIntrospectionQuery, Kind, parse, print, validate, type DocumentNode } from 'graphql';
import fs from 'node:fs';
import { aliasLimit, countAliases, documentShape, shapeError, shapeLimitsOf } from './operation-limits.js';
import { loadConfig } from '../config.js';
import * as shopDocuments from '../../../client/src/gql/graphql.js';
import * as staffDocuments from '../../../client/src/admin/gql/graphql.js';
import { SHOPPER_EXAMPLES, STAFF_EXAMPLES } from '../../../client/playground/examples.js';
import { CATEGORY_PRODUCTS_QUERY, PRODUCT_DETAILS_QUERY, PRODUCT_LISTING_QUERY, SECTIONS_QUERY } from './page-queries.js';

const defaults = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'operation-limits-test-secret-0123456789' });
const schema = buildSchema(fs.readFileSync('schema.graphql', 'utf8'));

const aliasesOf = (document: DocumentNode) => {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  return document.definitions.reduce((sum, d) => sum + (d.kind === Kind.OPERATION_DEFINITION ? countAliases(d.selectionSet, fragments) : 0), 0);
};

const isDocument = (value: unknown): value is DocumentNode => typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;

describe('GraphQL document limits', () => {
  it("admit every operation the store's client, dashboard, playground, prerender and GraphiQL send", () => {
    const texts = [
      ...[...Object.values(shopDocuments), ...Object.values(staffDocuments)].filter(isDocument).map((document) => print(document)),
      ...[...SHOPPER_EXAMPLES, ...STAFF_EXAMPLES].map((example) => example.query),
      PRODUCT_LISTING_QUERY,
      PRODUCT_DETAILS_QUERY,
      CATEGORY_PRODUCTS_QUERY,
      SECTIONS_QUERY,
      getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }),
    ];
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) {
      // Throws "Document contains more … tokens" for a longer one.
      const document = parse(text, { maxTokens: defaults.GRAPHQL_MAX_TOKENS });
      expect(aliasesOf(document)).toBeLessThanOrEqual(defaults.GRAPHQL_MAX_ALIASES);
      // The shape limits, checked before validation (issue 25, item 2).
      expect(shapeError(document, shapeLimitsOf(defaults)), text.slice(0, 80)).toBeNull();
    }
  });

  it('measures the shape as validation walks it: fragments expanded where spread, same-named pairs weighted by their subtrees', () => {
    const shape = documentShape(
      parse(`
        query A { sections { ...S ... on Section { name } } sections { id } }
        query B { categories { ...C } }
        fragment S on Section { id name categories { ...C } }
        fragment C on Category { id slug }
      `),
    );
    // A's top selection: two `sections` (sizes 1 + 6 and 1 + 1); the first's selection: id, name,
    // categories, name (S's name and the inline fragment's); B: categories and C's two fields.
    expect(shape.largestSelectionSet).toBe(4);
    expect(shape.fields).toBe(9 + 3);
    // sections × sections: 7 × 2 = 14; name × name inside the first: 1 × 1 = 1.
    expect(shape.overlapComparisons).toBe(15);
    // Fragments spread into a fragment multiply; a cycle is not followed (graphql-js reports it).
    const doubling = parse(`{ sections { ...F3 } } fragment F0 on Section { id } fragment F1 on Section { ...F0 ...F0 } fragment F2 on Section { ...F1 ...F1 } fragment F3 on Section { ...F2 ...F2 }`);
    expect(documentShape(doubling)).toEqual({ largestSelectionSet: 8, fields: 9, overlapComparisons: (8 * 8 - 8) / 2 });
    expect(documentShape(parse('{ sections { ...A } } fragment A on Section { id ...A }'))).toEqual({ largestSelectionSet: 1, fields: 2, overlapComparisons: 0 });
    // Named fragments spread into one selection are compared pair by pair, even without a field in common.
    const three = parse('{ sections { ...A ... on Section { ...B } ...C ...A } } fragment A on Section { id } fragment B on Section { name } fragment C on Section { gender }');
    expect(documentShape(three).overlapComparisons).toBe(3 + 1); // A×B, A×C, B×C, and A's id twice
  });

  it('stops measuring at the first selection set over the limit, and names the limit that refuses', () => {
    const limits = { maxSelectionFields: 10, maxFields: 20, maxComparisons: 5 };
    const copies = (n: number, selection: string) => parse(`{ ${Array.from({ length: n }, () => selection).join(' ')} }`);
    expect(documentShape(copies(11, 'sections { id }'), 10).largestSelectionSet).toBe(Infinity);
    expect(shapeError(copies(11, 'sections'), limits)?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 10 });
    expect(shapeError(parse(`{ ${Array.from({ length: 7 }, (_, i) => `a${i}: sections { id name }`).join(' ')} }`), limits)?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', fields: 21, limit: 20 });
    expect(shapeError(copies(4, 'sections'), limits)?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', comparisons: 6, limit: 5 });
    expect(shapeError(copies(3, 'sections'), limits)).toBeNull();
  });

  it('counts a fragment once per spread, inline fragments and nested fields included', () => {
    const document = parse(`
      query A { x: sections { ...S ... on Query { y: sections { id } } } }
      query B { sections { categories { ...C } } }
      fragment S on Section { a: id b: name categories { ...C } }
      fragment C on Category { c: id }
    `);
    // A: x + S (a, b, C's c) + y inside the inline fragment = 5; B: C's c = 1.
    expect(aliasesOf(document)).toBe(6);
  });

  it('reports the count and the limit, and ignores fragment cycles (graphql-js reports those)', () => {
    const tooMany = parse(`{ ${Array.from({ length: 4 }, (_, i) => `a${i}: sections { id }`).join(' ')} }`);
    const errors = validate(schema, tooMany, [aliasLimit(3)]);
    expect(errors.map((e) => [e.message, e.extensions])).toEqual([
      ['Too many aliases: the document uses 4, the limit is 3. Ask for each field once, or send separate requests.', { code: 'GRAPHQL_VALIDATION_FAILED', aliases: 4, limit: 3 }],
    ]);
    expect(validate(schema, tooMany, [aliasLimit(4)])).toEqual([]);
    const cycle = parse('{ sections { ...A } } fragment A on Section { x: id ...B } fragment B on Section { y: id ...A }');
    expect(aliasesOf(cycle)).toBe(2);
  });
});

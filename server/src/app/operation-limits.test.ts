import { describe, expect, it } from 'vitest';
import { buildSchema, getIntrospectionQuery, Kind, parse, print, validate, type DocumentNode } from 'graphql';
import fs from 'node:fs';
import { aliasLimit, countAliases } from './operation-limits.js';
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
    }
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

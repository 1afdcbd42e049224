/**
 * The cost rule against the real schema: every list field has a documented size, every operation
 * of the store's own client fits the default limit, and lists multiply as they answer.
 */
import 'reflect-metadata';
import { describe, expect, it, beforeAll } from 'vitest';
import { getIntrospectionQuery, isEnumType, isInputObjectType, isListType, isNonNullType, Kind, parse, typeFromAST, type DocumentNode, type GraphQLInputType, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import * as clientDocuments from '../../../client/src/gql/graphql.js';
import { getSchema } from './schema.js';
import { listFieldsWithoutSize, operationCost } from './query-cost.js';
import { loadConfig } from '../config.js';

let schema: GraphQLSchema;
const LIMIT = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-123' }).GRAPHQL_MAX_COMPLEXITY;

beforeAll(async () => {
  schema = await getSchema();
});

/** The client's operations: every generated `…Document` holding a query or mutation. */
function clientOperations(): Array<[string, DocumentNode, OperationDefinitionNode]> {
  return Object.entries(clientDocuments as Record<string, unknown>)
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, doc]) => [name, doc as DocumentNode, (doc as DocumentNode).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode])
    .filter((entry): entry is [string, DocumentNode, OperationDefinitionNode] => !!entry[2]);
}

/**
 * Values for the operation's required variables (optional ones are left out, so the server's
 * defaults apply, as when the client omits them). Required inputs get their required fields.
 */
function requiredVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    if (isNonNullType(type)) values[definition.variable.name.value] = sample(type);
  }
  return values;
}

function sample(type: GraphQLInputType): unknown {
  const nullable = isNonNullType(type) ? type.ofType : type;
  if (isListType(nullable)) return [];
  if (isEnumType(nullable)) return nullable.getValues()[0].name; // variables carry the enum's name (its value may differ: PRIVACY_POLICY = 'privacy-policy')
  if (isInputObjectType(nullable)) {
    const fields = Object.values(nullable.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(fields.map((field) => [field.name, sample(field.type)]));
  }
  return ({ Int: 1, Float: 1, Boolean: true, LocalDate: '2026-01-01' } as Record<string, unknown>)[nullable.name] ?? '1';
}

describe('query cost rule', () => {
  it('knows the size of every list field of the schema', () => {
    expect(listFieldsWithoutSize(schema)).toEqual([]);
  });

  it('admits every operation of the store client under the default limit', () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(30);
    const costs = operations.map(([name, document, operation]) => [name, operationCost(schema, document, operation.name?.value, requiredVariables(operation))] as const);
    const over = costs.filter(([, cost]) => cost > LIMIT);
    expect(over).toEqual([]);
    // The busiest screens keep a margin (a new field on a card must not tip them over).
    expect(Math.max(...costs.map(([, cost]) => cost))).toBeLessThan(LIMIT / 2);
  });

  it('counts a Money as one value, as the Float it replaced', () => {
    const cost = (selection: string) => operationCost(schema, parse(`{ product(id: "1") { ${selection} } }`));
    expect(cost('price { amount currencyCode }')).toBe(cost('id'));
    expect(cost('price { amount currencyCode } originalPrice { amount }')).toBe(cost('id slug'));
  });

  it('admits GraphiQL\'s introspection query', () => {
    expect(operationCost(schema, parse(getIntrospectionQuery()))).toBeLessThan(LIMIT);
  });

  it('multiplies a list by its size argument or its documented maximum', () => {
    const cost = (query: string) => operationCost(schema, parse(query));
    // Each category's lookup of its best sellers adds FIELD_WORK's 10.
    expect(cost('{ categories { topProducts(limit: 10) { id } } }')).toBe(60 * (1 + 10 + 10 * 2));
    expect(cost('{ categories { topProducts(limit: 5000) { id } } }')).toBe(60 * (1 + 10 + 50 * 2));
  });

  it('multiplies a connection\'s edges and nodes by first or last (its default when neither is given), not its other fields', () => {
    const cost = (query: string) => operationCost(schema, parse(query));
    // A connection costs 1, its totalCount 1, and each item of nodes 2 (the list item and its id).
    expect(cost('{ products(first: 10) { totalCount nodes { id } } }')).toBe(1 + 1 + 10 * 2);
    expect(cost('{ products(last: 10) { totalCount nodes { id } } }')).toBe(1 + 1 + 10 * 2);
    // Edges count their cursor and node: 1 + 1 + (1 + 1) per item.
    expect(cost('{ products(first: 10) { edges { cursor node { id } } } }')).toBe(1 + 10 * 4);
    expect(cost('{ products(first: 10) { edges { node { id } } nodes { id } } }')).toBe(1 + 10 * (3 + 2));
    // Asked past MAX_PAGE_SIZE (refused by the resolver), priced at the maximum.
    expect(cost('{ products(first: 5000) { nodes { id } } }')).toBe(1 + 100 * 2);
    // Without first/last: the field's documented default (24 products, 8 search matches, 20 orders).
    expect(cost('{ products { nodes { id } } }')).toBe(1 + 24 * 2);
    expect(cost('{ searchProducts(text: "x") { nodes { id } } }')).toBe(1 + 8 * 2);
    expect(cost('{ myOrders { nodes { id } } }')).toBe(1 + 20 * 2);
    expect(cost('{ myOrders(first: 5) { nodes { id } } }')).toBe(1 + 5 * 2);
    expect(cost('{ myOrders(first: 100000) { nodes { id } } }')).toBe(1 + 100 * 2);
    // Nested connections multiply: 8 search matches with 3 reviews each (and a reviews lookup each, 10).
    expect(cost('{ searchProducts(text: "x") { nodes { reviews(first: 3) { nodes { id } } } } }')).toBe(1 + 8 * (1 + 10 + 1 + 3 * 2));
    // Facets and pageInfo do not grow with the page size; items do.
    expect(cost('{ products(first: 100) { facets { exact } pageInfo { hasNextPage } } }')).toBe(cost('{ products(first: 1) { facets { exact } pageInfo { hasNextPage } } }'));
  });

  it('prices other lists by their size argument or maximum', () => {
    const cost = (query: string) => operationCost(schema, parse(query));
    const one = cost('{ product(id: "1") { recommendations { id } } }');
    const two = cost('{ product(id: "1") { recommendations { id recommendations { id } } } }');
    // Each product's recommendation lookup adds FIELD_WORK's 20 (issue 25, item 3).
    expect(one).toBe(1 + 20 + 8 * 2);
    expect(two).toBe(1 + 20 + 8 * (2 + 20 + 8 * 2));
  });

  it('counts aliases, long aliases and long texts', () => {
    const cost = (query: string) => operationCost(schema, parse(query));
    expect(cost('{ a: sections { id } b: sections { id } }')).toBe(2 * cost('{ sections { id } }'));
    expect(cost(`{ sections { ${'x'.repeat(64)}: id } }`)).toBeGreaterThan(cost('{ sections { id } }'));
    expect(cost('{ product(id: "1") { description } }')).toBeGreaterThan(cost('{ product(id: "1") { id } }'));
  });
});

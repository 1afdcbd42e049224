// The compiled executor's two adaptations: TypeGraphQL's pass-through resolvers are dropped (only
// those), and omitted input fields get their defaults before graphql-jit coerces the variables.
import { describe, expect, it } from 'vitest';
import { buildSchema, isObjectType, parse, type OperationDefinitionNode } from 'graphql';
import { buildStoreSchema } from './schema.js';
import { dropPassThroughResolvers, usesIntrospection, withInputDefaults } from './graphql-executor.js';

describe('dropPassThroughResolvers', () => {
  it('removes the resolvers that only read root[name] and keeps every real field resolver', async () => {
    // A schema of its own: the process's shared one has had its resolvers dropped by any app built before.
    const schema = await buildStoreSchema();
    const order = schema.getType('Order');
    const product = schema.getType('Product');
    if (!isObjectType(order) || !isObjectType(product)) throw new Error('Order or Product is missing');
    // Order has no simpleResolvers option, so TypeGraphQL gave its plain fields wrappers.
    expect(order.getFields().orderNumber?.resolve).toBeTypeOf('function');
    dropPassThroughResolvers(schema);
    expect(order.getFields().orderNumber?.resolve).toBeUndefined();
    expect(order.getFields().totalAmount).toBeDefined();
    expect(order.getFields().totalAmount?.resolve).toBeUndefined();
    for (const name of ['category', 'section', 'reviews', 'recommendations']) expect(product.getFields()[name]?.resolve, name).toBeTypeOf('function');
    // Root fields are resolver methods, never pass-through.
    const query = schema.getQueryType()!.getFields();
    expect(query.products?.resolve).toBeTypeOf('function');
    expect(query.cart?.resolve).toBeTypeOf('function');
  });
});

describe('withInputDefaults', () => {
  const schema = buildSchema(`
    enum Sort { NEWEST CHEAPEST }
    input Line { id: ID! quantity: Int! = 1 sort: Sort! = CHEAPEST tags: [String!] }
    type Query { add(line: Line!, lines: [Line!]): Int }
  `);
  const operation = parse('query ($line: Line!, $lines: [Line!]) { add(line: $line, lines: $lines) }').definitions[0] as OperationDefinitionNode;

  it('fills omitted fields with their default in JSON form, in objects and lists', () => {
    const filled = withInputDefaults(schema, operation, { line: { id: '1' }, lines: [{ id: '2', quantity: 3 }] });
    expect(filled).toEqual({ line: { id: '1', quantity: 1, sort: 'CHEAPEST' }, lines: [{ id: '2', quantity: 3, sort: 'CHEAPEST' }] });
  });

  it('keeps given values, nulls and wrong shapes for the coercion to judge', () => {
    const variables = { line: { id: '1', quantity: null, sort: 'NEWEST' }, lines: 'nope' };
    expect(withInputDefaults(schema, operation, variables)).toEqual({ line: { id: '1', quantity: null, sort: 'NEWEST' }, lines: 'nope' });
  });
});

describe('usesIntrospection', () => {
  it('sends __schema and __type to graphql-js but keeps __typename queries (every Apollo Client query) compiled', () => {
    expect(usesIntrospection(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(usesIntrospection(parse('{ __type(name: "Product") { name } }'))).toBe(true);
    expect(usesIntrospection(parse('{ products { nodes { id __typename } __typename } }'))).toBe(false);
  });
});

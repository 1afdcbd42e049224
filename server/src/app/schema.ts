/** Builds the executable GraphQL schema from the TypeGraphQL resolvers. */
import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { RESOLVERS } from './resolvers.js';

let cached: Promise<GraphQLSchema> | undefined;

export function getSchema(): Promise<GraphQLSchema> {
  // Building is pure and a few hundred ms: do it once per process.
  cached ??= buildSchema({ resolvers: RESOLVERS, validate: false, emitSchemaFile: false }).then(describeRootTypes);
  return cached;
}

/** The SDL committed as schema.graphql: sorted so diffs show real changes only. */
export async function printSchemaSdl(): Promise<string> {
  return printSchema(lexicographicSortSchema(await getSchema())) + '\n';
}

/** TypeGraphQL gives the root types no description; the playground's docs open on them. */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  if (query) query.description = 'Everything a shopper or integrator can read: catalogue, content, and (with a bearer token) their own account, cart and orders.';
  const mutation = schema.getMutationType();
  if (mutation) mutation.description = 'Every change: login, cart, wishlist, addresses, coupons, checkout, payments and orders. Account changes need `Authorization: Bearer <token>`.';
  return schema;
}

/** Builds the executable GraphQL schema from the TypeGraphQL resolvers. */
import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { RESOLVERS } from './resolvers.js';

let cached: Promise<GraphQLSchema> | undefined;

export function getSchema(): Promise<GraphQLSchema> {
  // Building is pure and a few hundred ms: do it once per process.
  cached ??= buildSchema({ resolvers: RESOLVERS, validate: false, emitSchemaFile: false });
  return cached;
}

/** The SDL committed as schema.graphql: sorted so diffs show real changes only. */
export async function printSchemaSdl(): Promise<string> {
  return printSchema(lexicographicSortSchema(await getSchema())) + '\n';
}

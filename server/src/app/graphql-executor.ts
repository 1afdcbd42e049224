/**
 * How GraphQL operations run: compiled once per distinct query by graphql-jit and cached, instead of
 * graphql-js interpreting the document again on every request.
 *
 * Why: a listing page of 24 products with variants and sizes is ~3,000 fields; graphql-js walks
 * them one by one (argument coercion, path objects, a promise check per field), which profiled as
 * the largest single cost of the request after garbage collection (bench/README.md). graphql-jit
 * turns each query into a JavaScript function that reads plain properties inline.
 *
 * Apollo Server has no executor option, but its gateway interface hands execution to a function
 * of ours while parsing, validation, plugins (complexity limit), error formatting and HTTP stay
 * Apollo's. Introspection (GraphiQL, codegen) keeps graphql-js: it is rare and its correctness
 * matters more than its speed.
 */
import {
  astFromValue,
  execute,
  GraphQLError,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  isObjectType,
  typeFromAST,
  valueFromASTUntyped,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';

/** Distinct operations kept compiled; the store's client sends a few dozen, integrators more. */
const MAX_COMPILED_QUERIES = 500;

/** The gateway Apollo Server runs with instead of a bare schema (see the module comment). */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  const executor = jitExecutor(schema);
  let listener: ((context: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
  return {
    async load() {
      listener?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      listener = callback;
      return () => {
        listener = undefined;
      };
    },
    async stop() {},
  };
}

function jitExecutor(schema: GraphQLSchema): GatewayExecutor {
  const compiled = new Map<string, CompiledQuery | null>();
  return async (requestContext) => {
    const { document, operationName, queryHash, context, request } = requestContext;
    const key = `${queryHash}:${operationName ?? ''}`;
    let query = compiled.get(key);
    if (query === undefined) {
      query = usesIntrospection(document) ? null : compile(schema, document, operationName ?? undefined);
      if (compiled.size >= MAX_COMPILED_QUERIES) compiled.delete(compiled.keys().next().value as string); // oldest first
      compiled.set(key, query);
    }
    if (!query) return (await execute({ schema, document, contextValue: context, variableValues: request.variables, operationName })) as GatewayResult;
    const result = await query.query(undefined, context, withInputDefaults(schema, requestContext.operation, request.variables ?? {}));
    return (result.errors ? { ...result, errors: result.errors.map(toGraphQLError) } : result) as GatewayResult;
  };
}

/**
 * graphql-jit (0.8.9) refuses an omitted input field of non-null type that has a default (e.g.
 * `CartLineInput.quantity: Int! = 1`) instead of using the default as the spec says; graphql-js
 * gets it right. So omitted fields with defaults are filled in, in their JSON form, before jit
 * coerces the variables.
 */
export function withInputDefaults(schema: GraphQLSchema, operation: OperationDefinitionNode | undefined, variables: Record<string, unknown>): Record<string, unknown> {
  if (!operation?.variableDefinitions?.length) return variables;
  const filled: Record<string, unknown> = { ...variables };
  for (const definition of operation.variableDefinitions) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    if (type && isInputType(type) && filled[name] != null) filled[name] = fillDefaults(type, filled[name]);
  }
  return filled;
}

function fillDefaults(type: GraphQLInputType, value: unknown): unknown {
  const named = isNonNullType(type) ? type.ofType : type;
  if (value == null) return value;
  if (isListType(named)) return Array.isArray(value) ? value.map((item) => fillDefaults(named.ofType, item)) : fillDefaults(named.ofType, value);
  if (!isInputObjectType(named) || typeof value !== 'object') return value;
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = { ...input };
  for (const field of Object.values(named.getFields())) {
    if (out[field.name] === undefined && field.defaultValue !== undefined) {
      const literal = astFromValue(field.defaultValue, field.type);
      if (literal) out[field.name] = valueFromASTUntyped(literal);
    } else if (out[field.name] != null) {
      out[field.name] = fillDefaults(field.type, out[field.name]);
    }
  }
  return out;
}

type GatewayResult = Awaited<ReturnType<GatewayExecutor>>;

/**
 * graphql-jit's errors inherit GraphQLError's prototype but skip its constructor (no `extensions`,
 * no `nodes`), which Apollo's error formatting needs: rebuild them as graphql-js errors, keeping
 * the resolver's own error (our domain errors and their codes) as `originalError`.
 */
function toGraphQLError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions ?? undefined });
  if (error.locations) (rebuilt as { locations?: unknown }).locations = error.locations;
  return rebuilt;
}

function compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
  const result = compileQuery(schema, document, operationName);
  // A document graphql-jit cannot compile (Apollo has validated it already) runs on graphql-js.
  return isCompiledQuery(result) ? result : null;
}

/**
 * True when the document asks for __schema or __type anywhere (a cheap scan of its source). Not
 * `__typename`: Apollo Client adds it to every selection, and those queries must stay compiled.
 */
export function usesIntrospection(document: DocumentNode): boolean {
  const text = document.loc?.source.body;
  return text === undefined || /\b__(schema|type)\b/.test(text);
}

/**
 * TypeGraphQL gives every plain field a resolver that only reads `root[name]` (through its empty
 * middleware chain). graphql-jit inlines a field without a resolver as a property read, so those
 * resolvers are removed; a field is touched only when its resolver is that exact TypeGraphQL
 * closure and a probe shows it returns `root[fieldName]` unchanged (no middleware, same name).
 */
export function dropPassThroughResolvers(schema: GraphQLSchema): number {
  let dropped = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      const resolve = field.resolve;
      if (!resolve || !String(resolve).includes('() => root[fieldMetadata.name]')) continue;
      const probe = Symbol(field.name);
      // biome-ignore lint/suspicious/noExplicitAny: a probe with no real args, context or info
      if (resolve({ [field.name]: probe }, {}, {}, {} as any) === probe) {
        field.resolve = undefined;
        dropped++;
      }
    }
  }
  return dropped;
}

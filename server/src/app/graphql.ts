/**
 * GraphQL at /graphql: Apollo Server 5 over the TypeGraphQL schema, with depth and complexity
 * limits and the domain-error → extensions.code mapping. A browser GET is answered with our
 * own bundled GraphiQL (Apollo's landing page needs a CDN).
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type ErrorRequestHandler } from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator, fieldExtensionsEstimator } from 'graphql-query-complexity';
import type { Services } from './services.js';
import type { Logger } from '../shared/logger.js';
import { buildContext, type RequestContext } from '../shared/context.js';
import { isDomainError, type DomainError } from '../shared/errors.js';
import { getSchema } from './schema.js';
import { dropPassThroughResolvers, jitGateway } from './graphql-executor.js';
import { rejectNulGraphql } from '../shared/input-guard.js';
import { catalogResponseCache } from '../modules/catalog/graphql-response-cache.js';
import { inputErrorFromDatabase, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../shared/db-errors.js';


export async function graphqlApi(services: Services, logger: Logger, clientDir: string): Promise<Router> {
  const schema = await getSchema();
  dropPassThroughResolvers(schema);
  const server = new ApolloServer<RequestContext>({
    // Operations run compiled by graphql-jit (graphql-executor.ts); Apollo does the rest.
    gateway: jitGateway(schema),
    introspection: true,
    validationRules: [depthLimit(services.config.GRAPHQL_MAX_DEPTH)],
    // Cache control is on by default and wraps EVERY field resolver (schema instrumentation) to
    // collect hints nobody sets: off, it saves a wrapper call per field (~2,000 on a listing page).
    plugins: [ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled(), complexityLimit(schema, services.config.GRAPHQL_MAX_COMPLEXITY), internalErrorLogger(logger)],
    formatError: formatGraphqlError,
  });
  await server.start();

  const router = Router();
  const playground = path.join(clientDir, 'playground.html');
  router.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) === 'text/html' && fs.existsSync(playground)) {
      res.sendFile(playground);
    } else next();
  });
  router.use(
    '/graphql',
    express.json({ limit: services.config.BODY_LIMIT }),
    rejectNulGraphql,
    catalogResponseCache(services.catalog.listingCacheMs),
    expressMiddleware(server, { context: async ({ req }) => buildContext(req, services, logger) }),
  );
  // Body-parser refusals (too large, not JSON) in GraphQL's error shape instead of Express's HTML page.
  router.use('/graphql', ((error, _req, res, next) => {
    const status = typeof error?.status === 'number' ? error.status : 500;
    if (status >= 500 || res.headersSent) return next(error);
    const message = error.type === 'entity.too.large' ? 'Request body is too large.' : error.type === 'entity.parse.failed' ? 'Request body is not valid JSON.' : String(error.message ?? 'Bad request.');
    res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_INPUT' } }] });
  }) as ErrorRequestHandler);
  return router;
}

/** Refuses operations whose estimated cost (fields x list sizes, aliases included) is too high. */
function complexityLimit(schema: GraphQLSchema, maxComplexity: number): ApolloServerPlugin<RequestContext> {
  // The same operation with the same variables always costs the same: remembered (bounded), so a
  // repeated listing does not walk its document with the estimators on every request.
  const known = new Map<string, number>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, queryHash }) {
          const key = `${queryHash}|${request.operationName ?? ''}|${JSON.stringify(request.variables ?? {})}`;
          let complexity = known.get(key);
          if (complexity === undefined) {
            complexity = measureComplexity(schema, document, request.operationName, request.variables);
            // Small keys only: a huge variables object is measured every time rather than kept.
            if (key.length <= 2000) {
              if (known.size >= 2000) known.delete(known.keys().next().value as string);
              known.set(key, complexity);
            }
          }
          if (complexity > maxComplexity) {
            throw new GraphQLError(`Query is too complex: ${complexity}. The limit is ${maxComplexity}.`, {
              extensions: { code: 'BAD_INPUT', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

function measureComplexity(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | undefined): number {
  try {
    return getComplexity({
      schema,
      operationName: operationName ?? undefined,
      query: document,
      variables,
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch (error) {
    // getComplexity coerces the variables first and throws a plain Error for a missing or
    // wrong-typed one: that is the caller's mistake (400), not an internal error (500).
    throw new GraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}

/** Unexpected errors are logged with the request id; the answer carries no internals. */
function internalErrorLogger(logger: Logger): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            if (isUnexpected(error)) {
              logger.error({ err: error.originalError ?? error, requestId: contextValue?.requestId }, 'unexpected GraphQL error');
            }
          }
        },
      };
    },
  };
}

function isUnexpected(error: GraphQLError): boolean {
  const original = error.originalError;
  if (!original) return false; // validation and parse errors come from the caller
  if (isDomainError(original)) return false;
  if (inputErrorFromDatabase(original)) return false; // a value the caller sent (answered BAD_INPUT)
  if (isDatabaseUnavailable(original)) return false; // an outage, answered SERVICE_UNAVAILABLE; /readyz reports it
  if (original.name === 'ArgumentValidationError') return false;
  if (original instanceof GraphQLError) return false;
  return true;
}

export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const caught = (error as GraphQLError)?.originalError;
  const original = (caught && inputErrorFromDatabase(caught)) || caught;
  if (original && isDomainError(original)) {
    const domainError = original as DomainError;
    return { message: domainError.message, path: formatted.path, extensions: { code: domainError.code, ...domainError.details } };
  }
  if (original && original.name === 'ArgumentValidationError') {
    return { message: 'Invalid input.', path: formatted.path, extensions: { code: 'BAD_INPUT' } };
  }
  if (original && isDatabaseUnavailable(original)) {
    return { message: UNAVAILABLE_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  if (original && !(original instanceof GraphQLError)) {
    return { message: 'Something went wrong. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

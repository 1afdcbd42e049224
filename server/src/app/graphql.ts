/**
 * GraphQL at /graphql: Apollo Server 5 over the shoppers' TypeGraphQL schema, with depth and
 * complexity limits and the domain-error → extensions.code mapping. A browser GET is answered with
 * our own bundled GraphiQL (Apollo's landing page needs a CDN). Introspection stays on for
 * integrators: this schema holds no staff operation (those are on /admin/graphql, admin-graphql.ts).
 * The guards below are shared with the admin endpoint.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, NoFragmentCyclesRule, parse, validate, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { operationCost } from './query-cost.js';
import { aliasLimit, documentShapeLimit, shapeLimitsOf } from './operation-limits.js';
import type { Services } from './services.js';
import type { Config } from '../config.js';
import { floodMessage, type CostBudget } from '../shared/flood-limit.js';
import type { Logger } from '../shared/logger.js';
import crypto from 'node:crypto';
import { anonymousContext, buildContext, type RequestContext } from '../shared/context.js';
import { prerenderedPageCost, type AnonymousGraphql } from './page-data.js';
import { isDomainError, type DomainError } from '../shared/errors.js';
import { getSchema } from './schema.js';
import { absoluteUrlFields } from './public-urls.js';
import { dropPassThroughResolvers, jitGateway } from './graphql-executor.js';
import { rejectDeepGraphqlInput, rejectNulGraphql } from '../shared/input-guard.js';
import { catalogResponseCache } from '../modules/catalog/graphql-response-cache.js';
import { inputErrorFromDatabase, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../shared/db-errors.js';
import { localizedGraphqlAnswers } from '../shared/i18n/localize-answer.js';


/** /graphql's router, and the same schema run in process as a visitor (the prerendered pages, page-data.ts). */
export interface GraphqlApi {
  router: Router;
  runAnonymous: AnonymousGraphql;
  /** What a prerendered page spends from its address's cost budget (page-data.ts). */
  prerenderedPageCost: number;
}

/** `costBudget`: each operation also spends its cost from its address's budget a minute (flood-limit.ts). */
export async function graphqlApi(services: Services, logger: Logger, clientDir: string, costBudget: CostBudget | null = null): Promise<GraphqlApi> {
  const schema = await getSchema();
  dropPassThroughResolvers(schema);
  // After the drop: these fields keep a resolver (PUBLIC_URL makes their paths absolute).
  absoluteUrlFields(schema);
  // In-process operations (the prerendered pages) are paid for by the page's own request.
  const payer = (context: RequestContext) => (context.inProcess ? null : context.ip);
  const guards = sharedGuards<RequestContext>(schema, services.config, logger, services.config.GRAPHQL_MAX_COMPLEXITY, costBudget ? { budget: costBudget, payer } : undefined);
  const server = new ApolloServer<RequestContext>({
    // Operations run compiled by graphql-jit (graphql-executor.ts); Apollo does the rest.
    gateway: jitGateway(schema),
    introspection: true,
    ...guards,
    // Shoppers' messages in their language (Accept-Language); the staff endpoint stays English.
    plugins: [...guards.plugins, localizedGraphqlAnswers<RequestContext>(), publicGetCaching<RequestContext>()],
  });
  await server.start();

  const router = Router();
  router.get('/graphql', playgroundPage(clientDir));
  router.use(
    '/graphql',
    express.json({ limit: services.config.BODY_LIMIT }),
    rejectNulGraphql,
    rejectDeepGraphqlInput,
    // Before Apollo validates it (validation of a repetitive document costs seconds): operation-limits.ts.
    documentShapeLimit(shapeLimitsOf(services.config), services.config.GRAPHQL_MAX_TOKENS),
    catalogResponseCache(services.catalog.listingCacheMs, 300, (clear) => services.catalog.onChange(clear)),
    // No staff here: the staff token is an unknown token on /graphql (staffReads is off).
    expressMiddleware(server, { context: async ({ req }) => buildContext(req, services, logger) }),
  );
  router.use('/graphql', graphqlBodyErrors);
  // A visitor's context (no token): what it answers is the same for everybody, nothing personal.
  const runAnonymous: AnonymousGraphql = async (query, variables) => {
    const requestId = crypto.randomUUID();
    const contextValue = { ...anonymousContext(services, logger, requestId), inProcess: true };
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return null;
    return response.body.singleResult.data ?? null;
  };
  const prerenderCost = prerenderedPageCost((query, variables) => operationCost(schema, parse(query), undefined, variables));
  return { router, runAnonymous, prerenderedPageCost: prerenderCost };
}

/**
 * The limits and error handling both GraphQL endpoints share: size, depth and complexity limits, error
 * formatting, the unexpected-error log, and in production no schema hints in errors.
 */
export function sharedGuards<Context extends { requestId: string }>(schema: GraphQLSchema, config: Config, logger: Logger, maxComplexity = config.GRAPHQL_MAX_COMPLEXITY, spending?: CostSpending<Context>) {
  const hideSchemaDetails = !config.isDevelopment;
  return {
    validationRules: [depthLimitWithoutCycles(config.GRAPHQL_MAX_DEPTH), aliasLimit(config.GRAPHQL_MAX_ALIASES)],
    // A longer document is not parsed at all (400, GRAPHQL_PARSE_FAILED): see operation-limits.ts.
    parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS },
    // "Did you mean …?" in validation errors names fields a caller has not found (staff ones once
    // did): Apollo strips them in production; formatError also covers later phases (variables).
    hideSchemaDetailsFromClientErrors: hideSchemaDetails,
    // Cache control is on by default and wraps EVERY field resolver (schema instrumentation) to
    // collect hints nobody sets: off, it saves a wrapper call per field (~2,000 on a listing page).
    plugins: [ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled(), complexityLimit<Context>(schema, maxComplexity, spending), internalErrorLogger<Context>(logger)],
    formatError: hideSchemaDetails ? (formatted: GraphQLFormattedError, error: unknown) => withoutSuggestions(formatGraphqlError(formatted, error)) : formatGraphqlError,
  };
}

/** A browser's GET is answered with the bundled GraphiQL page; it posts back to the URL it was loaded from. */
export function playgroundPage(clientDir: string): RequestHandler {
  const playground = path.join(clientDir, 'playground.html');
  return (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) === 'text/html' && fs.existsSync(playground)) {
      res.sendFile(playground);
    } else next();
  };
}

/** Body-parser refusals (too large, not JSON) in GraphQL's error shape instead of Express's HTML page. */
export const graphqlBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (status >= 500 || res.headersSent) return next(error);
  const message = error.type === 'entity.too.large' ? 'Request body is too large.' : error.type === 'entity.parse.failed' ? 'Request body is not valid JSON.' : String(error.message ?? 'Bad request.');
  res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_INPUT' } }] });
};

/** graphql-js suggests names (`Did you mean "staffOrders"?`) in validation and variable errors. */
export function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  return /Did you mean/.test(formatted.message) ? { ...formatted, message: formatted.message.replace(/ ?Did you mean [^?]*\?/g, '') } : formatted;
}

/**
 * graphql-depth-limit follows fragment spreads without remembering where it has been, so a cycle
 * (`fragment A on Section { ...A }`) overflows the stack: a 500 instead of graphql-js's own
 * NoFragmentCycles error. The depth is measured only for documents without a cycle; the cycle
 * itself is reported by the specified rules (400, GRAPHQL_VALIDATION_FAILED).
 */
export function depthLimitWithoutCycles(maxDepth: number): ValidationRule {
  const limit = depthLimit(maxDepth);
  return (context) => {
    const cycles = validate(context.getSchema(), context.getDocument(), [NoFragmentCyclesRule]);
    return cycles.length > 0 ? {} : limit(context);
  };
}

/**
 * Root fields whose answer is the same for every anonymous caller (the catalogue, content, store
 * facts): an anonymous GET of only these may be kept by shared caches for a minute. Anything that
 * can name a visitor's own data (a cart token in the variables, `node`, `order`) is not listed.
 */
const PUBLIC_ROOT_FIELDS = new Set(['__typename', 'categories', 'category', 'contactInfo', 'homePage', 'offer', 'offers', 'policy', 'product', 'productBySlug', 'productReviews', 'products', 'searchProducts', 'sections', 'storeSettings', 'themedCollections']);
export const PUBLIC_GET_CACHE_CONTROL = 'public, max-age=60';

/**
 * `Cache-Control: public, max-age=60` on an anonymous GET of public root fields only, answered
 * without errors; `Vary` names what changes the answer (the language, the caller). Requests with
 * `Authorization` are private whatever this says (private-answers.ts).
 */
function publicGetCaching<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, operation }) {
          if (request.http?.method !== 'GET' || request.http.headers.get('authorization') || operation?.operation !== 'query') return;
          if (response.body.kind !== 'single' || response.body.singleResult.errors) return;
          const publicOnly = operation.selectionSet.selections.every((s) => s.kind === 'Field' && PUBLIC_ROOT_FIELDS.has(s.name.value));
          if (!publicOnly) return;
          response.http.headers.set('cache-control', PUBLIC_GET_CACHE_CONTROL);
          response.http.headers.set('vary', 'Accept-Language, Authorization');
        },
      };
    },
  };
}

/** The code of a refused over-costly operation (with `cost` and `limit` beside it). */
export const QUERY_TOO_COSTLY = 'QUERY_TOO_COMPLEX';

/**
 * Refuses operations whose worst-case cost (query-cost.ts: values of the answer, lists times their
 * most items, aliases included) is above the limit, before anything runs: POST and GET alike.
 */
/** Who pays an operation's cost from the per-address budget (null: nobody, an in-process operation). */
interface CostSpending<Context> {
  budget: CostBudget;
  payer: (context: Context) => string | null;
}

function complexityLimit<Context extends object>(schema: GraphQLSchema, maxComplexity: number, spending?: CostSpending<Context>): ApolloServerPlugin<Context> {
  // The same operation with the same variables always costs the same: remembered (bounded), so a
  // repeated listing does not walk its document with the estimators on every request.
  const known = new Map<string, number>();
  return {
    async requestDidStart() {
      let measured: number | null = null;
      return {
        async didResolveOperation({ request, document, queryHash, contextValue, operation }) {
          // Subscriptions are served over the WebSocket (graphql-ws) on the same path, never over HTTP.
          if (operation?.operation === 'subscription') {
            throw new GraphQLError('Subscriptions run over the WebSocket: connect to this same path with the graphql-ws protocol (ws:// or wss://).', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          }
          const key = costCacheKey(queryHash, request.operationName, request.variables);
          let complexity = key === null ? undefined : known.get(key);
          if (complexity === undefined) {
            complexity = measureComplexity(schema, document, request.operationName, request.variables);
            if (key !== null) {
              if (known.size >= 2000) known.delete(known.keys().next().value as string);
              known.set(key, complexity);
            }
          }
          measured = complexity;
          if (complexity > maxComplexity) {
            throw new GraphQLError(`Query is too complex: it could answer ${complexity} values, the limit is ${maxComplexity}. Ask for fewer fields or smaller lists (first, last, limit).`, {
              extensions: { code: QUERY_TOO_COSTLY, cost: complexity, limit: maxComplexity, http: { status: 400 } },
            });
          }
          const payer = spending?.payer(contextValue);
          const wait = payer ? await spending!.budget.spend(payer, complexity) : null;
          if (wait !== null) {
            throw new GraphQLError(floodMessage(wait, {}), {
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds: wait, http: { status: 429, headers: new HeaderMap([['retry-after', String(wait)]]) } },
            });
          }
        },
        // What the operation cost against the limit, for callers to budget by (extensions.cost).
        async willSendResponse({ response }) {
          if (measured === null || response.body.kind !== 'single') return;
          response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost: { requested: measured, limit: maxComplexity } };
        },
      };
    },
  };
}

/** Key of the remembered cost; null (measure every time) for variables too large to key on. */
function costCacheKey(queryHash: string, operationName: string | null | undefined, variables: Record<string, unknown> | undefined): string | null {
  try {
    const key = `${queryHash}|${operationName ?? ''}|${JSON.stringify(variables ?? {})}`;
    return key.length <= 2000 ? key : null;
  } catch {
    return null; // not serialisable (too deep): never the case after rejectDeepGraphqlInput
  }
}

function measureComplexity(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | undefined): number {
  try {
    return operationCost(schema, document, operationName, variables);
  } catch (error) {
    // getComplexity coerces the variables first and throws a plain Error for a missing or
    // wrong-typed one: that is the caller's mistake (400), not an internal error (500).
    throw new GraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}

/** Unexpected errors are logged with the request id; the answer carries no internals. */
function internalErrorLogger<Context extends { requestId: string }>(logger: Logger): ApolloServerPlugin<Context> {
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
  // graphql-js's own words ("Document contains more that 2000 tokens") say less than a caller needs.
  const tooLong = /Document contains more (?:than|that) (\d+) tokens/.exec(formatted.message);
  if (tooLong) {
    const limit = Number(tooLong[1]);
    return { message: `The document is too long: the limit is ${limit} tokens (names, punctuation and values). Ask for fewer fields, or send separate requests.`, extensions: { code: 'GRAPHQL_PARSE_FAILED', limit } };
  }
  return formatted;
}

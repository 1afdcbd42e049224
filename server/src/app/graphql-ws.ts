/**
 * GraphQL subscriptions over WebSocket on the same /graphql path and HTTP server (graphql-ws
 * protocol, `ws` sockets): the shoppers' schema, the same session check as HTTP (bearer token in
 * connectionParams), the same size, depth and cost limits, and limits of its own:
 *
 * - open sockets per client address (checked at the upgrade, answered 429) and per shopper
 *   (checked at connection_init, closed 4429), counted across server processes when Redis is
 *   configured (shared-state.ts: leases that a dead process stops renewing), else per process;
 * - new connections per client address a minute (LIVE_MAX_CONNECTS_PER_MINUTE, answered 429);
 * - subscriptions per socket, and subscribe messages per socket a minute;
 * - only subscriptions: queries and mutations stay on HTTP, behind its flood limit;
 * - a socket must authenticate within LIVE_INIT_TIMEOUT_SECONDS; a ping every
 *   LIVE_HEARTBEAT_SECONDS, and a socket that misses its pong is dropped;
 * - `close()` (graceful shutdown) closes every socket with 1001 "Going away"; clients reconnect
 *   with a backoff to whichever process is up.
 */
import crypto from 'node:crypto';
import { ServiceContext } from '../shared/service-context.js';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import type { Context, SubscribePayload } from 'graphql-ws';
import { GraphQLError, getOperationAST, parse, specifiedRules, validate, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import proxyaddr from 'proxy-addr';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Express } from 'express';
import type { Services } from './services.js';
import { getSchema } from './schema.js';
import { operationCost } from './query-cost.js';
import { QUERY_TOO_COSTLY, depthLimitWithoutCycles, formatGraphqlError, withoutSuggestions } from './graphql.js';
import { aliasLimit, shapeError, shapeLimitsOf } from './operation-limits.js';
import { bearerToken, type RequestContext } from '../shared/context.js';
import { clientAddress } from '../shared/client-address.js';
import { createLoaders } from '../shared/loaders.js';
import { languageFromHeader } from '../shared/i18n/localize.js';

export const LIVE_PATH = '/graphql';
/** Close codes of our own refusals (graphql-ws uses 4400–4499 for the protocol's own). */
export const CLOSE_TOO_MANY = 4429;
export const CLOSE_FORBIDDEN = 4403;
/** Sent when events may have been missed (the LISTEN connection came back): clients reconnect and refetch. */
export const CLOSE_CATCH_UP = 1012;
/** Biggest message a client may send: a subscription document with its variables. */
const MAX_MESSAGE_BYTES = 16 * 1024;
const SUBSCRIBES_PER_MINUTE = 60;
/** How long a shutdown waits for clients to answer the 1001 close before dropping them. */
const CLOSE_GRACE_MS = 2000;

/** What a socket learned at connection_init: who it is. */
interface Caller {
  customerId: number;
  sessionId: string;
  ip: string;
}
type SocketContext = Context<Record<string, unknown> | undefined, Extra & { caller?: Caller; subscribes?: number[] }>;

export interface LiveUpdates {
  /** Serves WebSocket upgrades of /graphql on this HTTP server. */
  attach(server: Server): void;
  /** Closes every socket (1001) and the event connection: graceful shutdown. */
  close(): Promise<void>;
  /** Open sockets now (tests, health). */
  openSockets(): number;
}

export async function liveUpdates(services: Services, app: Express): Promise<LiveUpdates> {
  const { config, logger } = services;
  const schema = await getSchema();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const perAddress = services.shared.openCounter('live-address', config.LIVE_MAX_SOCKETS_PER_ADDRESS);
  const perUser = services.shared.openCounter('live-user', config.LIVE_MAX_SOCKETS_PER_USER);
  // Each connect costs a TLS/HTTP upgrade and a session check: counted per address a minute,
  // whatever becomes of the socket (issue 25, item 3: open-close loops were unbounded).
  const connects = services.shared.budget({ name: 'live-connects', points: config.LIVE_MAX_CONNECTS_PER_MINUTE, durationSeconds: 60 });
  const validationRules = [...specifiedRules, depthLimitWithoutCycles(config.GRAPHQL_MAX_DEPTH), aliasLimit(config.GRAPHQL_MAX_ALIASES)];
  const isProd = config.NODE_ENV === 'production';

  const disposable = useServer<Record<string, unknown> | undefined, { caller?: Caller; subscribes?: number[] }>(
    {
      schema,
      connectionInitWaitTimeout: config.LIVE_INIT_TIMEOUT_SECONDS * 1000,
      isProd,
      onConnect: async (ctx) => {
        const token = bearerToken(String(ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization ?? ''));
        const session = token ? await services.authTokens.resolve(token) : null;
        if (!session) return false; // 4403 Forbidden: no token, a forged, expired or logged-out one
        const release = await perUser.open(session.customerId);
        if (!release) {
          ctx.extra.socket.close(CLOSE_TOO_MANY, 'Too many open connections for this account.');
          return false;
        }
        // Released however the socket ends (closed by either side, dropped, shut down).
        if (ctx.extra.socket.readyState >= ctx.extra.socket.CLOSING) release();
        else ctx.extra.socket.once('close', release);
        ctx.extra.caller = { customerId: session.customerId, sessionId: session.sessionId, ip: addressOf(ctx.extra.request) };
        return true;
      },
      onSubscribe: (ctx, id, payload) => prepareSubscription(ctx as SocketContext, id, payload),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map(formatError) as unknown as GraphQLError[] } : result),
      onError: (_ctx, _id, _payload, errors) => errors.map(formatError) as unknown as GraphQLError[],
    },
    wss,
    config.LIVE_HEARTBEAT_SECONDS * 1000,
  );

  function formatError(error: GraphQLError) {
    const formatted = formatGraphqlError(error.toJSON(), error);
    return isProd ? withoutSuggestions(formatted) : formatted;
  }

  function addressOf(request: IncomingMessage): string {
    try {
      return clientAddress({ ip: proxyaddr(request, app.get('trust proxy fn')) });
    } catch {
      return clientAddress({ ip: request.socket.remoteAddress });
    }
  }

  /** Checks one subscribe message and answers what graphql-ws runs, or the errors it sends back. */
  async function prepareSubscription(ctx: SocketContext, _id: string, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]> {
    const caller = ctx.extra.caller!;
    const refuse = (message: string, code: string, extensions: Record<string, unknown> = {}) => [new GraphQLError(message, { extensions: { code, ...extensions } })];
    // A burst of subscribe/complete pairs costs a parse and a session check each: bounded.
    const now = Date.now();
    const recent = (ctx.extra.subscribes ?? []).filter((at) => now - at < 60_000);
    ctx.extra.subscribes = [...recent, now];
    if (recent.length >= SUBSCRIBES_PER_MINUTE) {
      ctx.extra.socket.close(CLOSE_TOO_MANY, 'Too many subscriptions started; try again later.');
      return refuse('Too many subscriptions started; try again later.', 'RATE_LIMITED');
    }
    if (Object.keys(ctx.subscriptions).length >= config.LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET) {
      return refuse(`At most ${config.LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions may run on one connection.`, 'RATE_LIMITED');
    }
    // Logged out since the socket opened: the socket goes too.
    if (!(await services.authTokens.isActive(caller.sessionId))) {
      ctx.extra.socket.close(CLOSE_FORBIDDEN, 'Forbidden');
      return refuse('Please login to continue.', 'UNAUTHENTICATED');
    }
    let document: DocumentNode;
    try {
      document = parse(String(payload.query ?? ''), { maxTokens: config.GRAPHQL_MAX_TOKENS });
    } catch (error) {
      return [error as GraphQLError];
    }
    // Bounded before validation, as over HTTP (operation-limits.ts).
    const tooLarge = shapeError(document, shapeLimitsOf(config));
    if (tooLarge) return [tooLarge];
    const errors = validate(schema as GraphQLSchema, document, validationRules);
    if (errors.length > 0) return errors;
    const operation = getOperationAST(document, payload.operationName);
    if (!operation) return refuse('Name the operation to run.', 'BAD_INPUT');
    if (operation.operation !== 'subscription') return refuse('Only subscriptions are served over WebSocket; send queries and mutations over HTTP.', 'BAD_INPUT');
    const variables = (payload.variables ?? {}) as Record<string, unknown>;
    let cost: number;
    try {
      cost = operationCost(schema, document, payload.operationName, variables);
    } catch (error) {
      return refuse((error as Error).message, 'BAD_USER_INPUT');
    }
    if (cost > config.GRAPHQL_MAX_COMPLEXITY) {
      return refuse(`Query is too complex: it could answer ${cost} values, the limit is ${config.GRAPHQL_MAX_COMPLEXITY}.`, QUERY_TOO_COSTLY, { cost, limit: config.GRAPHQL_MAX_COMPLEXITY });
    }
    const requestId = crypto.randomUUID();
    const contextValue: RequestContext = {
      requestId,
      ip: caller.ip,
      customerId: caller.customerId,
      sessionId: caller.sessionId,
      isStaff: false,
      tokenRejected: false,
      services,
      loaders: createLoaders(services),
      log: logger.child({ requestId, live: true }),
      // The socket's language: the app's choice in connectionParams, else the browser's upgrade request.
      language: languageFromHeader(String(ctx.connectionParams?.['accept-language'] ?? ctx.extra.request.headers['accept-language'] ?? '')),
      serviceContext: ServiceContext.create(services.dataSource, { kind: 'customer', customerId: caller.customerId, sessionId: caller.sessionId }, requestId),
    };
    return { schema, document, operationName: payload.operationName, variableValues: variables, contextValue };
  }

  // Events may have been lost while the LISTEN connection was down: every client reconnects and refetches.
  const stopGapWatch = services.events.target.onGap(() => {
    for (const socket of wss.clients) socket.close(CLOSE_CATCH_UP, 'Reconnect to catch up.');
  });

  const onUpgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (request.url ?? '').split('?')[0];
    if (pathname !== LIVE_PATH) {
      socket.destroy();
      return;
    }
    const address = addressOf(request);
    const waitSeconds = await connects.consume(address).then(
      () => 0,
      (rejection: unknown) => (rejection instanceof RateLimiterRes ? Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) : 1),
    );
    if (waitSeconds > 0) {
      const body = 'Too many connections; try again later.\r\n';
      socket.end(`HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${waitSeconds}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
      return;
    }
    const release = await perAddress.open(address);
    if (!release) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 29\r\n\r\nToo many open live updates.\r\n');
      return;
    }
    // The connection's own end releases the place, whether or not the upgrade succeeded.
    if (socket.destroyed) release();
    else socket.once('close', release);
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      wss.emit('connection', ws, request);
    });
  };

  const servers: Server[] = [];
  let closing: Promise<void> | null = null;
  return {
    attach(server) {
      server.on('upgrade', onUpgrade);
      servers.push(server);
      // Listening from the start: a subscription that begins right after the page loaded its
      // order does not wait for (and miss events during) the LISTEN connection's opening.
      void services.events.target.ready();
    },
    close() {
      closing ??= (async () => {
        stopGapWatch();
        for (const server of servers) server.off('upgrade', onUpgrade);
        // dispose() sends 1001 and waits for each client's closing handshake: a client that never
        // answers is cut off after a short grace, so it cannot hold the shutdown.
        const cutOff = setTimeout(() => {
          for (const socket of wss.clients) socket.terminate();
        }, CLOSE_GRACE_MS);
        await disposable.dispose();
        clearTimeout(cutOff);
        await services.events.target.close();
      })();
      return closing;
    },
    openSockets: () => wss.clients.size,
  };
}

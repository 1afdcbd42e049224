/**
 * The request context: who is calling, the request id, the services and this request's
 * DataLoaders. Built once per HTTP request and shared by the GraphQL and REST adapters.
 * The staff endpoint (/admin/graphql) has its own context, AdminContext, whose caller is always
 * a staff member: shoppers' and staff's requests never share a context type.
 */
import crypto from 'node:crypto';
import type { Request } from 'express';
import type { Logger } from './logger.js';
import type { Services } from '../app/services.js';

/** The service container's type (built in app/services.ts): adapters reach services through it. */
export type { Services };
import { createLoaders, type Loaders } from './loaders.js';
import { unauthenticated } from './errors.js';
import { clientAddress } from './client-address.js';
import { staffCallerRef, staffFromToken, type StaffCaller } from '../modules/staff/staff-caller.js';
import { languageOf, type Language } from './i18n/localize.js';
import { ServiceContext, type Caller } from './service-context.js';

export interface RequestContext {
  requestId: string;
  /** The normalised client address (shared/client-address.ts): what limits count and tables store. */
  ip: string;
  /** The logged-in customer, or null for a visitor. */
  customerId: number | null;
  sessionId: string | null;
  /**
   * True when the bearer token is the staff token and this API lets staff read shoppers' orders
   * (REST only: on /graphql the staff token is just an unknown token).
   */
  isStaff: boolean;
  /** A token was sent but is forged, expired or revoked. */
  tokenRejected: boolean;
  services: Services;
  loaders: Loaders;
  log: Logger;
  /** The shopper's language (Accept-Language): the transports translate messages into it on the way out. */
  language: Language;
  /** An operation the server runs for itself (a prerendered page's): its request paid for it already. */
  inProcess?: boolean;
  /** What service methods take first: the caller, the request id and (inside one) the transaction. */
  serviceContext: ServiceContext;
  /**
   * The request's `Idempotency-Key` header. The balancer replays a request carrying it on another
   * process when the first dies (deploy/haproxy.cfg), so placeOrder takes it as its key when the
   * input has none: a replay answers the same order.
   */
  idempotencyKey?: string | null;
}

/** What a shoppers' API accepts besides shoppers' tokens. */
export interface ContextOptions {
  /** The staff token may read any order (REST `/user/order/:id` and its invoice). Off on /graphql. */
  staffReads?: boolean;
}

export async function buildContext(req: Request, services: Services, log: Logger, options: ContextOptions = {}): Promise<RequestContext> {
  const requestId = requestIdOf(req);
  const token = bearerToken(req.headers.authorization);
  let customerId: number | null = null;
  let sessionId: string | null = null;
  let isStaff = false;
  let tokenRejected = false;
  if (token) {
    if (options.staffReads && staffFromToken(token, services.config)) {
      isStaff = true;
    } else {
      const caller = await services.authTokens.resolve(token);
      if (caller) ({ customerId, sessionId } = caller);
      else tokenRejected = true;
    }
  }
  const requestLog = log.child({ requestId });
  return {
    requestId,
    ip: clientAddress(req),
    customerId,
    sessionId,
    isStaff,
    tokenRejected,
    services,
    loaders: createLoaders(services),
    log: requestLog,
    language: languageOf(req.headers),
    idempotencyKey: typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null,
    serviceContext: serviceContextFor(services, customerId === null ? { kind: 'visitor' } : { kind: 'customer', customerId, sessionId }, requestId, requestLog),
  };
}

/** A visitor's context for work the server does on its own behalf (the prerendered pages): no caller. */
export function anonymousContext(services: Services, log: Logger, requestId: string): RequestContext {
  return {
    requestId,
    ip: '127.0.0.1',
    customerId: null,
    sessionId: null,
    isStaff: false,
    tokenRejected: false,
    services,
    loaders: createLoaders(services),
    log: log.child({ requestId }),
    // Prerendered HTML is English; the client renders the shopper's language over it.
    language: 'en',
    serviceContext: serviceContextFor(services, { kind: 'visitor' }, requestId, log),
  };
}

/** The logged-in customer's id, or UNAUTHENTICATED with the spec's message. */
export function requireCustomer(ctx: RequestContext): number {
  if (ctx.customerId === null) throw unauthenticated();
  return ctx.customerId;
}

/**
 * The logged-in customer, or null for a visitor who sent no token: lookups of the caller's own
 * things (`me`, `cart`, `order`, `address`) answer null for a visitor, as for anything absent. A
 * token that was sent but refused (expired, revoked) is still UNAUTHENTICATED, so a client learns
 * that its login ended.
 */
export function customerOrNull(ctx: RequestContext): number | null {
  if (ctx.customerId === null && ctx.tokenRejected) throw unauthenticated();
  return ctx.customerId;
}

/** The context of a request to /admin/graphql: the caller is a staff member, checked before it is built. */
export interface AdminContext {
  requestId: string;
  ip: string;
  staff: StaffCaller;
  services: Services;
  loaders: Loaders;
  log: Logger;
  /** What service methods take first; its caller is the staff member. */
  serviceContext: ServiceContext;
}

export function buildAdminContext(req: Request, staff: StaffCaller, services: Services, log: Logger): AdminContext {
  const requestId = requestIdOf(req);
  const requestLog = log.child({ requestId, staffId: staff.id });
  const serviceContext = serviceContextFor(services, staffCallerRef(staff), requestId, requestLog);
  return { requestId, ip: req.ip ?? 'unknown', staff, services, loaders: createLoaders(services), log: requestLog, serviceContext };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

/** A request's service context; a failed after-commit hook is logged with the request id. */
function serviceContextFor(services: Services, caller: Caller, requestId: string, log: Logger): ServiceContext {
  return ServiceContext.create(services.dataSource, caller, requestId, (error) => log.error({ err: error }, 'after-commit work failed'));
}

const requestIdOf = (req: Request) => String(req.headers['x-request-id'] ?? '') || crypto.randomUUID();

/**
 * The request context: who is calling, the request id, the services and this request's
 * DataLoaders. Built once per HTTP request and shared by the GraphQL and REST adapters.
 */
import crypto from 'node:crypto';
import type { Request } from 'express';
import type { Logger } from './logger.js';
import type { Services } from '../app/services.js';
import { createLoaders, type Loaders } from './loaders.js';
import { unauthenticated, forbidden } from './errors.js';

export interface RequestContext {
  requestId: string;
  ip: string;
  /** The logged-in customer, or null for a visitor. */
  customerId: number | null;
  sessionId: string | null;
  /** True when the bearer token is the configured staff token. */
  isStaff: boolean;
  /** A token was sent but is forged, expired or revoked. */
  tokenRejected: boolean;
  services: Services;
  loaders: Loaders;
  log: Logger;
}

export async function buildContext(req: Request, services: Services, log: Logger): Promise<RequestContext> {
  const requestId = String(req.headers['x-request-id'] ?? '') || crypto.randomUUID();
  const token = bearerToken(req.headers.authorization);
  let customerId: number | null = null;
  let sessionId: string | null = null;
  let isStaff = false;
  let tokenRejected = false;
  if (token) {
    const staffToken = services.config.STAFF_TOKEN;
    if (staffToken && timingSafeEqual(token, staffToken)) {
      isStaff = true;
    } else {
      const caller = await services.authTokens.resolve(token);
      if (caller) ({ customerId, sessionId } = caller);
      else tokenRejected = true;
    }
  }
  return {
    requestId,
    ip: req.ip ?? 'unknown',
    customerId,
    sessionId,
    isStaff,
    tokenRejected,
    services,
    loaders: createLoaders(services),
    log: log.child({ requestId }),
  };
}

/** The logged-in customer's id, or UNAUTHENTICATED with the spec's message. */
export function requireCustomer(ctx: RequestContext): number {
  if (ctx.customerId === null) throw unauthenticated();
  return ctx.customerId;
}

export function requireStaff(ctx: RequestContext): void {
  if (!ctx.isStaff) throw ctx.customerId === null ? unauthenticated() : forbidden('Staff only.');
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

function timingSafeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

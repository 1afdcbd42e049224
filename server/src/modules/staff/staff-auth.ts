/**
 * Who the staff caller behind a bearer token is, for every staff door: /admin/graphql, the
 * dashboard's REST calls (/admin/auth, /admin/files) and photo uploads (/admin/upload).
 */
import type { RequestHandler } from 'express';
import type { Config } from '../../config.js';
import { bearerToken } from '../../shared/context.js';
import type { StaffService } from './staff.service.js';
import { staffFromToken, type StaffCaller } from './staff-caller.js';

/** What staff authentication needs of the service container. */
export interface StaffAuthDeps {
  config: Config;
  staff: StaffService;
  /** The shoppers' token service (auth): a shopper's valid token is told apart from an unknown one. */
  authTokens: { resolve(token: string): Promise<unknown> };
  /** Partners' API keys (modules/api-keys): accepted only where every operation declares a scope. */
  apiKeys: { resolve(token: string, ip: string): Promise<{ id: number; name: string; scopes: readonly string[] } | null> };
}

/** The staff caller behind a bearer token: the STAFF_TOKEN holder (CLI, scripts) or a staff session. */
export async function resolveStaffCaller(services: Pick<StaffAuthDeps, 'config' | 'staff'>, token: string): Promise<StaffCaller | null> {
  return staffFromToken(token, services.config) ?? (await services.staff.resolveToken(token));
}

/**
 * The caller behind a bearer token on the staff API (/admin/graphql), where an API key is also
 * accepted: its scopes are checked per operation there (app/schema.ts). A key acts with the owner's
 * role, limited by its scopes; the audit log names it.
 */
export async function resolveStaffApiCaller(services: Pick<StaffAuthDeps, 'config' | 'staff' | 'apiKeys'>, token: string, ip: string): Promise<StaffCaller | null> {
  const key = await services.apiKeys.resolve(token, ip);
  if (key) return { id: `key:${key.id}`, role: 'owner', memberId: null, phone: null, sessionId: null, apiKey: key };
  return resolveStaffCaller(services, token);
}

/**
 * Lets staff through (who they are in `res.locals.staff`) and answers everyone else in
 * GraphQL's error shape: no token or an unknown one → 401 UNAUTHENTICATED; a shopper's valid
 * login → 403 FORBIDDEN.
 */
export function requireStaffCaller(services: StaffAuthDeps, options: { apiKeys?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    const refuse = (status: 401 | 403) =>
      res
        .status(status)
        .setHeader('WWW-Authenticate', 'Bearer')
        .json({ errors: [{ message: status === 401 ? 'Staff login required.' : 'Staff only.', extensions: { code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' } }] });
    if (!token) return refuse(401);
    (options.apiKeys ? resolveStaffApiCaller(services, token, req.ip ?? '') : resolveStaffCaller(services, token)).then(async (staff) => {
      if (staff) {
        res.locals.staff = staff;
        return next();
      }
      refuse((await services.authTokens.resolve(token)) ? 403 : 401);
    }, next);
  };
}

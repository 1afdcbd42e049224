/**
 * The staff dashboard's HTTP calls that are not GraphQL: login (before there is a staff token, so
 * /admin/graphql stays closed to strangers) and downloads (PDF, CSV) that a browser saves as files.
 *
 *   POST /admin/auth/request-code { phone }        → { message, otp? (development only) }
 *   POST /admin/auth/verify       { phone, otp }   → { token, expiresAt, staff: { id, phone, name, role } }
 *   POST /admin/auth/logout       (staff bearer)   → { ok: true }
 *
 * Errors answer `{ error: { code, message, field? } }` with the status of the error code.
 */
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Services } from '../../shared/context.js';
import { bearerToken } from '../../shared/context.js';
import { clientAddress } from '../../shared/client-address.js';
import { DomainError, forbidden, isDomainError, unauthenticated } from '../../shared/errors.js';
import { sendDomainError } from '../../shared/http.js';
import { staffMayAct, type StaffCaller, type StaffRole } from './staff-caller.js';
import { resolveStaffCaller } from './staff-auth.js';

export const STAFF_AUTH_PATH = '/admin/auth';

type StaffHandler = (req: Request, res: Response, staff: StaffCaller) => Promise<unknown>;

/** Answers a domain error in the staff REST shape; anything else goes to the app's error handler. */
export function staffRestError(error: unknown, res: Response, next: NextFunction): void {
  if (!isDomainError(error)) {
    next(error);
    return;
  }
  sendDomainError(res, error, 'staff');
}

/** A staff-only handler: the bearer token must be a staff one whose role is in `roles` (owner always). */
export function staffOnly(services: Services, roles: readonly StaffRole[], handler: StaffHandler): RequestHandler {
  return (req, res, next) => {
    (async () => {
      const token = bearerToken(req.headers.authorization);
      const staff = token ? await resolveStaffCaller(services, token) : null;
      if (!staff) throw unauthenticated('Staff login required.');
      if (!staffMayAct(staff, roles)) throw forbidden('Your staff role may not do that.');
      const body = await handler(req, res, staff);
      if (!res.headersSent) res.json(body);
    })().catch((error) => staffRestError(error, res, next));
  };
}

const open = (handler: (req: Request) => Promise<unknown>): RequestHandler => (req, res, next) => {
  handler(req).then((body) => res.json(body), (error) => staffRestError(error, res, next));
};

const bodyField = (req: Request, name: string): unknown => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>)[name] : undefined);

export function staffAuthRoutes(services: Services): Router {
  const router = Router();
  router.use(STAFF_AUTH_PATH, express.json({ limit: '4kb' }));
  router.post(`${STAFF_AUTH_PATH}/request-code`, open((req) => services.staff.requestCode(bodyField(req, 'phone'), clientAddress(req))));
  router.post(
    `${STAFF_AUTH_PATH}/verify`,
    open(async (req) => {
      const { token, expiresAt, staff } = await services.staff.verifyCode(bodyField(req, 'phone'), bodyField(req, 'otp'), clientAddress(req), req.get('user-agent') ?? null);
      return { token, expiresAt, staff: { id: String(staff.id), phone: staff.phone, name: staff.name, role: staff.role } };
    }),
  );
  router.post(
    `${STAFF_AUTH_PATH}/logout`,
    staffOnly(services, [], async (_req, _res, staff) => {
      await services.staff.logout(staff);
      return { ok: true };
    }),
  );
  // Malformed JSON and other body errors answer in the same shape.
  router.use(STAFF_AUTH_PATH, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (isDomainError(error)) return staffRestError(error, res, next);
    if (error && typeof error === 'object' && 'status' in error && (error as { status: number }).status < 500) {
      return staffRestError(new DomainError('BAD_INPUT', 'The request body must be JSON.'), res, next);
    }
    next(error);
  });
  return router;
}

/**
 * Cross-origin access for integrators' browser apps (a storefront on another origin).
 *
 * - The shoppers' APIs (/graphql, /api/v1) answer CORS for the origins in CORS_ORIGINS only (none by
 *   default), preflight included. Credentials are a bearer token the page sends in `Authorization`
 *   itself: the store sets no cookies, so `Access-Control-Allow-Credentials` is never sent and a
 *   browser never attaches anything on its own.
 * - The staff APIs (/admin/...) stay same-origin: a staff token belongs in the dashboard the store
 *   serves, not in a page on some other origin.
 * - Public images (/img, /uploads) may be shown by any page: `Cross-Origin-Resource-Policy:
 *   cross-origin` (helmet's default is same-origin) and `Access-Control-Allow-Origin: *` for canvas
 *   and fetch use. They are public by URL (uploads have unguessable names), and no cookie is involved.
 */
import type { RequestHandler } from 'express';
import cors from 'cors';

/** The paths the allow-list applies to. */
export const CORS_API_PATHS = ['/graphql', '/api/v1'];
/** The paths of images any origin may load. */
export const PUBLIC_IMAGE_PATHS = ['/img', '/uploads'];

/** How long a browser may keep a preflight answer (seconds; Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** CORS for the shoppers' APIs: allowed origins get their own origin echoed, others get no CORS headers. */
export function apiCors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Idempotency-Key: a checkout's key, which also tells the balancer the request is safe to
    // replay on another process (deploy/haproxy.cfg).
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'Accept-Language', 'X-Request-Id', 'Apollo-Require-Preflight', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    // A refused origin's preflight ends here too (204 without CORS headers: the browser refuses it).
    optionsSuccessStatus: 204,
  });
}

/** Public images: loadable by pages on any origin. */
export const publicImages: RequestHandler = (_req, res, next) => {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Access-Control-Allow-Origin', '*');
  next();
};

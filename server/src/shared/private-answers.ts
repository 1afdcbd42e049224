/**
 * Answers that depend on the caller are never kept by a shared cache (CDN, proxy, browser cache
 * shared by a family computer): every answer to a request that carries `Authorization` says
 * `Cache-Control: private, no-store`, and every API answer says `Vary: Authorization`, so an
 * answer given to a visitor is never reused for a logged-in caller either.
 *
 * Why on the request rather than per route: what is personal is decided by the caller, not the
 * route (a catalogue query may sit next to `me` in one GraphQL operation), and a route added
 * later is covered without anyone remembering to.
 */
import type { RequestHandler } from 'express';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** True when the request names a caller (a bearer token, valid or not). */
export function isPersonalRequest(headers: { authorization?: string }): boolean {
  return typeof headers.authorization === 'string' && headers.authorization.trim() !== '';
}

/** Mounted before the GraphQL and REST routers. */
export const privateAnswers: RequestHandler = (req, res, next) => {
  res.vary('Authorization');
  if (isPersonalRequest(req.headers)) {
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    // A handler further on must not loosen it (it may only keep it private).
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      name.toLowerCase() === 'cache-control' ? setHeader(name, PRIVATE_CACHE_CONTROL) : setHeader(name, value)) as typeof res.setHeader;
  }
  next();
};

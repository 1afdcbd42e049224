/**
 * Refuses request bodies that carry a NUL character (`\u0000`) anywhere in a string. PostgreSQL
 * text cannot hold NUL, so such a value would otherwise reach the database and fail there as an
 * internal error (500) instead of the caller's mistake (400). Mounted after the JSON parser of
 * the REST and GraphQL routers; GraphQL string literals in the query text are checked too.
 */
import type { RequestHandler } from 'express';
import { badInput } from './errors.js';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** True when any string (or key) inside `value` contains a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/** REST: a NUL anywhere in the body or query becomes BAD_INPUT (400 through the REST error table). */
export const rejectNulInput: RequestHandler = (req, _res, next) => {
  if (containsNul(req.body) || containsNul(req.query) || req.path.includes('\u0000')) next(badInput(NUL_MESSAGE));
  else next();
};

/** GraphQL: the same, answered in GraphQL's error shape (variables, and `\u0000` escapes in the query text). */
export const rejectNulGraphql: RequestHandler = (req, res, next) => {
  const body = req.body as { query?: unknown } | undefined;
  const literalNul = typeof body?.query === 'string' && /\\u0000/i.test(body.query);
  if (literalNul || containsNul(req.body)) {
    res.status(400).json({ errors: [{ message: NUL_MESSAGE, extensions: { code: 'BAD_INPUT' } }] });
    return;
  }
  next();
};

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

/** Deepest nesting of arrays/objects a GraphQL request may carry (the schema's inputs need about 4). */
export const MAX_INPUT_NESTING = 32;
export const NESTING_MESSAGE = `Variables are nested too deeply (at most ${MAX_INPUT_NESTING} levels).`;

/** How deep arrays and objects nest inside `value`, counted without recursion (so any depth is safe). */
export function nestingDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > stopAt) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** How deep `[`/`{` nest in a JSON text (GET variables), strings skipped. */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return deepest;
}

/**
 * GraphQL: variables (and extensions) nested deeper than MAX_INPUT_NESTING are refused with a 400
 * before anything walks them recursively (JSON.stringify in the response cache's and the cost
 * cache's keys overflows the stack at a few thousand levels: a 500).
 */
export const rejectDeepGraphqlInput: RequestHandler = (req, res, next) => {
  const body = req.body as { variables?: unknown; extensions?: unknown } | undefined;
  const query = req.query as Record<string, unknown>;
  const tooDeep =
    nestingDepth(body?.variables, MAX_INPUT_NESTING) > MAX_INPUT_NESTING ||
    nestingDepth(body?.extensions, MAX_INPUT_NESTING) > MAX_INPUT_NESTING ||
    (typeof query.variables === 'string' && jsonTextDepth(query.variables) > MAX_INPUT_NESTING) ||
    (typeof query.extensions === 'string' && jsonTextDepth(query.extensions) > MAX_INPUT_NESTING);
  if (tooDeep) {
    res.status(400).json({ errors: [{ message: NESTING_MESSAGE, extensions: { code: 'BAD_INPUT' } }] });
    return;
  }
  next();
};

import { notFound } from '../../shared/errors.js';

/** Parses a GraphQL/REST id string into a database id; anything else is an unknown id (NOT_FOUND). */
export function parseId(id: string | number, what = 'Not found.'): number {
  const n = typeof id === 'number' ? id : /^\d{1,9}$/.test(id.trim()) ? Number(id.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2147483647) throw notFound(what);
  return n;
}

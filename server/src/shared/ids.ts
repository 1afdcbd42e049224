/**
 * The one id parser of the server: a database id is a positive 32-bit integer (PostgreSQL `int`),
 * given as a GraphQL ID, a REST path or body value (digits, surrounding blanks allowed) or a number.
 * Anything else is an id that names nothing: the caller answers NOT_FOUND (or BAD_INPUT) without
 * asking the database.
 */
import { notFound } from './errors.js';

const MAX_ID = 2_147_483_647;

/** The id `value` names, or null when it is not a well-formed id. */
export function idOrNull(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

/** The id `value` names; NOT_FOUND with `notFoundMessage` when it is not a well-formed id. */
export function parseId(value: unknown, notFoundMessage = 'Not found.'): number {
  const id = idOrNull(value);
  if (id === null) throw notFound(notFoundMessage);
  return id;
}

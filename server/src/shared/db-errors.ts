/**
 * A safety net at the API edges: PostgreSQL "data exception" errors (SQLSTATE class 22: a number
 * out of range for its column, malformed text for a number, text too long for its column, bytes
 * that are not UTF-8) can only come from a value the caller sent that slipped past validation. They
 * are the caller's mistake, so they answer BAD_INPUT (400) with a plain message instead of an
 * internal error (500). Modules should still validate their input; this keeps a missed check from
 * turning into a 500.
 */
import { QueryFailedError } from 'typeorm';
import { DomainError } from './errors.js';

const MESSAGES: Record<string, string> = {
  '22003': 'A number in the request is out of range.',
  '22P02': 'A value in the request is malformed.',
  '22001': 'A text in the request is too long.',
  '22021': 'Text in the request is not valid.',
  '22007': 'A date in the request is not valid.',
  '22008': 'A date in the request is out of range.',
};

/** The BAD_INPUT error for a PostgreSQL data exception, or null for any other error. */
export function inputErrorFromDatabase(error: unknown): DomainError | null {
  const code = (error instanceof QueryFailedError ? (error.driverError as { code?: unknown })?.code : (error as { code?: unknown })?.code) as unknown;
  if (typeof code !== 'string' || !code.startsWith('22')) return null;
  if (!(error instanceof QueryFailedError) && !(error instanceof Error && 'severity' in error)) return null;
  return new DomainError('BAD_INPUT', MESSAGES[code] ?? 'A value in the request is not valid.');
}

export const UNAVAILABLE_MESSAGE = 'The store is briefly unavailable. Please try again in a moment.';

/**
 * True when the database could not be reached (down, restarting, connection lost or refused):
 * answered 503 with Retry-After instead of a 500, and the pool reconnects on its own once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = (error instanceof QueryFailedError ? error.driverError : error) as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03'].includes(code) ||
    code.startsWith('08') ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(message)
  );
}

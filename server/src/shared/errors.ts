/**
 * The one kind of error services throw (DESIGN rule 4). GraphQL puts `code` in
 * `extensions.code`; REST maps it to a status with `httpStatusFor` and answers
 * `{ success: false, message }`.
 */
export type ErrorCode =
  | 'NOT_FOUND'
  | 'BAD_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'OUT_OF_STOCK'
  | 'COUPON_INVALID'
  | 'PAYMENT_FAILED'
  | 'CONFLICT'
  | 'RATE_LIMITED';

const HTTP_STATUS: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  OUT_OF_STOCK: 409,
  COUPON_INVALID: 422,
  PAYMENT_FAILED: 402,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra facts a client may use (e.g. `retryAfterSeconds`, `available`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const httpStatusFor = (code: ErrorCode): number => HTTP_STATUS[code];

/** Shorthands so services read like the rules they enforce. */
export const notFound = (message = 'Not found.') => new DomainError('NOT_FOUND', message);
export const badInput = (message: string, details?: Record<string, unknown>) => new DomainError('BAD_INPUT', message, details);
export const unauthenticated = (message = 'No token found. Please log in again.') =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new DomainError('FORBIDDEN', message);

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/**
 * Mutations of the public schema answer `userErrors { field code message }` for the shopper's
 * mistakes (issue #14). `ensureNoUserErrors` turns them into a thrown `UserErrorsError`, so a
 * screen's existing `catch` shows `error.message` as before, and a form can read `fieldErrors`.
 */
export interface UserErrorLike {
  readonly field?: readonly string[] | null;
  readonly code: string;
  readonly message: string;
  /** For RATE_LIMITED: seconds to wait (when the document asked for it). */
  readonly retryAfterSeconds?: number | null;
}

export class UserErrorsError extends Error {
  constructor(readonly userErrors: readonly UserErrorLike[]) {
    super(userErrors[0]?.message ?? 'Something went wrong!');
    this.name = 'UserErrorsError';
  }

  /** The first error's code (e.g. "OUT_OF_STOCK"). */
  get code(): string {
    return this.userErrors[0]?.code ?? 'INVALID';
  }

  /** Messages by the last segment of their field path (["input", "pincode"] → "pincode"). */
  get fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const error of this.userErrors) {
      const name = error.field?.at(-1);
      if (name && !byField[name]) byField[name] = error.message;
    }
    return byField;
  }
}

/** The payload when it has no user errors; throws `UserErrorsError` when it has. */
export function ensureNoUserErrors<Payload extends { readonly userErrors: readonly UserErrorLike[] }>(payload: Payload | null | undefined): Payload {
  if (!payload) throw new Error('Something went wrong!');
  if (payload.userErrors.length > 0) throw new UserErrorsError(payload.userErrors);
  return payload;
}

export const isUserErrorsError = (error: unknown): error is UserErrorsError => error instanceof UserErrorsError;

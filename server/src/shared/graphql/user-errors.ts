/**
 * The public schema's error model (issue #14): a mutation answers a payload whose `userErrors`
 * list the caller's mistakes (bad input, a sold-out size, an expired coupon), each with a code from
 * a published enum. Top-level GraphQL errors are left to transport and server faults and to a
 * missing or expired login (UNAUTHENTICATED), which no payload can fix.
 *
 * Services keep throwing DomainError (DESIGN rule 4); resolvers turn the caller's mistakes into
 * `userErrors` with `payload()` below, so one rule decides which errors are whose.
 */
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DomainError, isDomainError, type ErrorCode } from '../errors.js';
import { inputErrorFromDatabase } from '../db-errors.js';

/** One code per class of mistake. New values may be added (clients must tolerate unknown ones). */
export enum UserErrorCode {
  INVALID = 'INVALID',
  NOT_FOUND = 'NOT_FOUND',
  FORBIDDEN = 'FORBIDDEN',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
  COUPON_INVALID = 'COUPON_INVALID',
  PAYMENT_FAILED = 'PAYMENT_FAILED',
  CONFLICT = 'CONFLICT',
  RATE_LIMITED = 'RATE_LIMITED',
}

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'What kind of mistake a user error is. Show `message`; branch on the code.',
  valuesConfig: {
    INVALID: { description: 'An input value is missing or not acceptable; `field` points at it when it is one field.' },
    NOT_FOUND: { description: 'The thing named does not exist or is not the caller\'s.' },
    FORBIDDEN: { description: 'The caller may not do this to that thing (e.g. cancel a shipped order).' },
    OUT_OF_STOCK: { description: 'Not enough stock for the quantity asked.' },
    COUPON_INVALID: { description: 'The coupon does not apply (unknown, expired, used up, or the cart does not qualify).' },
    PAYMENT_FAILED: { description: 'The payment was refused or could not be verified.' },
    CONFLICT: { description: 'The request clashes with the current state (e.g. already done, or changed meanwhile).' },
    RATE_LIMITED: { description: 'Too many attempts; wait and try again.' },
  },
});

@ObjectType({ description: "A mistake in the caller's request: what, where and why, in words to show the shopper." })
export class UserError {
  @Field(() => [String], {
    nullable: true,
    description: 'Path to the input field at fault, e.g. ["input", "pincode"]; null when the mistake is not one field\'s.',
  })
  field: string[] | null;

  @Field(() => UserErrorCode, { description: 'The class of mistake.' })
  code: UserErrorCode;

  @Field(() => String, { description: "The message to show, in the caller's language (Accept-Language)." })
  message: string;

  @Field(() => Int, { nullable: true, description: 'For RATE_LIMITED: seconds to wait before trying again; null otherwise.' })
  retryAfterSeconds?: number | null;
}

const USER_ERROR_CODE: Partial<Record<ErrorCode, UserErrorCode>> = {
  BAD_INPUT: UserErrorCode.INVALID,
  NOT_FOUND: UserErrorCode.NOT_FOUND,
  FORBIDDEN: UserErrorCode.FORBIDDEN,
  OUT_OF_STOCK: UserErrorCode.OUT_OF_STOCK,
  COUPON_INVALID: UserErrorCode.COUPON_INVALID,
  PAYMENT_FAILED: UserErrorCode.PAYMENT_FAILED,
  CONFLICT: UserErrorCode.CONFLICT,
  RATE_LIMITED: UserErrorCode.RATE_LIMITED,
};

/** The public code of a domain error's class of mistake; null when it is no mistake of the caller's (UNAUTHENTICATED). */
export const userErrorCodeOf = (code: ErrorCode): UserErrorCode | null => USER_ERROR_CODE[code] ?? null;

/** The user error a DomainError stands for, or null when it is not the caller's mistake (UNAUTHENTICATED). */
export function userErrorFrom(error: DomainError, inputName: string | null = 'input'): UserError | null {
  return userErrorsFrom(error, inputName)[0] ?? null;
}

/**
 * The user errors a DomainError stands for: one per field it names (`fields: ['fullName', 'pincode']`
 * of a form with several empty fields gives one error under each), or one with no field; none when
 * it is not the caller's mistake (UNAUTHENTICATED). The fields are under the argument `inputName`,
 * or (null) are themselves top-level arguments (sendOtp's `phone`).
 */
export function userErrorsFrom(error: DomainError, inputName: string | null = 'input'): UserError[] {
  const code = userErrorCodeOf(error.code);
  if (!code) return [];
  const retryAfterSeconds = typeof error.details.retryAfterSeconds === 'number' ? error.details.retryAfterSeconds : null;
  const make = (field: string[] | null) => Object.assign(new UserError(), { field, code, message: error.message, retryAfterSeconds });
  // `argument` names a top-level argument of the mutation (e.g. a cart token) rather than a field of its input.
  if (typeof error.details.argument === 'string') return [make([error.details.argument])];
  const named = typeof error.details.field === 'string' ? [error.details.field] : Array.isArray(error.details.fields) ? error.details.fields.filter((f): f is string => typeof f === 'string') : [];
  const path = (field: string) => (inputName === null ? field.split('.') : [inputName, ...field.split('.')]);
  return named.length > 0 ? named.map((field) => make(path(field))) : [make(null)];
}

/**
 * Runs a mutation's work and shapes its payload: `{ ...result, userErrors: [] }` on success, or
 * `{ ...empty, userErrors }` when the work threw a caller's mistake. Anything else
 * (UNAUTHENTICATED, a fault) is rethrown as a top-level error.
 *
 *   return payload(() => this.addresses.add(ctx.serviceContext, input).then((address) => ({ address })), { address: null });
 */
export async function payload<Result extends object>(
  work: () => Promise<Result>,
  empty: { [Key in keyof Result]: null },
  inputName: string | null = 'input',
): Promise<Result & { userErrors: UserError[] }> {
  try {
    return { ...(await work()), userErrors: [] };
  } catch (error) {
    // A PostgreSQL data exception can only come from a value the caller sent (db-errors.ts): INVALID too.
    const domainError = isDomainError(error) ? error : inputErrorFromDatabase(error);
    const userErrors = domainError ? userErrorsFrom(domainError, inputName) : [];
    if (userErrors.length === 0) throw error;
    return { ...(empty as Result), userErrors };
  }
}

/**
 * Points a caller's mistake that names no field of its own at a top-level argument of the
 * mutation (an unknown `id` at ["id"], an empty `reason` at ["reason"]): services do not know the
 * argument names, the resolver does. Wrap the work given to `payload()` with it:
 *
 *   payload(async () => ({ address: await atArgument('id', () => addresses.update(ctx, toId(id), input)) }), { address: null })
 */
export function atArgument<Result>(argument: string, work: () => Promise<Result>, codes: readonly ErrorCode[] = ['NOT_FOUND']): Promise<Result> {
  return pointedAt({ argument }, work, codes);
}

/** The same for a field of the input object (`field` as the service would name it: "couponCode", "photoIds"). */
export function atField<Result>(field: string, work: () => Promise<Result>, codes: readonly ErrorCode[] = ['NOT_FOUND']): Promise<Result> {
  return pointedAt({ field }, work, codes);
}

async function pointedAt<Result>(where: { argument: string } | { field: string }, work: () => Promise<Result>, codes: readonly ErrorCode[]): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (!isDomainError(error) || !codes.includes(error.code) || error.details.field || error.details.fields || error.details.argument) throw error;
    throw new DomainError(error.code, error.message, { ...error.details, ...where });
  }
}

/**
 * The public schema's error model (issue #14): a mutation answers a payload whose `userErrors`
 * list the caller's mistakes (bad input, a sold-out size, an expired coupon), each with a code from
 * a published enum. Top-level GraphQL errors are left to transport and server faults and to a
 * missing or expired login (UNAUTHENTICATED), which no payload can fix.
 *
 * Services keep throwing DomainError (DESIGN rule 4); resolvers turn the caller's mistakes into
 * `userErrors` with `payload()` below, so one rule decides which errors are whose.
 */
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { DomainError, isDomainError, type ErrorCode } from '../errors.js';

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

/** The user error a DomainError stands for, or null when it is not the caller's mistake (UNAUTHENTICATED). */
export function userErrorFrom(error: DomainError, inputName = 'input'): UserError | null {
  const code = USER_ERROR_CODE[error.code];
  if (!code) return null;
  const named = error.details.field ?? (Array.isArray(error.details.fields) ? error.details.fields[0] : undefined);
  // `argument` names a top-level argument of the mutation (e.g. a cart token) rather than a field of its input.
  const argument = typeof error.details.argument === 'string' ? error.details.argument : null;
  return Object.assign(new UserError(), {
    field: argument ? [argument] : typeof named === 'string' ? [inputName, ...named.split('.')] : null,
    code,
    message: error.message,
  });
}

/**
 * Runs a mutation's work and shapes its payload: `{ ...result, userErrors: [] }` on success, or
 * `{ ...empty, userErrors: [error] }` when the work threw a caller's mistake. Anything else
 * (UNAUTHENTICATED, a fault) is rethrown as a top-level error.
 *
 *   return payload(() => this.addresses.add(ctx.serviceContext, input).then((address) => ({ address })), { address: null });
 */
export async function payload<Result extends object>(
  work: () => Promise<Result>,
  empty: { [Key in keyof Result]: null },
  inputName = 'input',
): Promise<Result & { userErrors: UserError[] }> {
  try {
    return { ...(await work()), userErrors: [] };
  } catch (error) {
    const userError = isDomainError(error) ? userErrorFrom(error, inputName) : null;
    if (!userError) throw error;
    return { ...(empty as Result), userErrors: [userError] };
  }
}

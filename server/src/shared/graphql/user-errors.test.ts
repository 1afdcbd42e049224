import { describe, expect, it } from 'vitest';
import { QueryFailedError } from 'typeorm';
import { atArgument, atField, payload } from './user-errors.js';
import { DomainError, badInput, notFound, unauthenticated } from '../errors.js';

// Typed as a payload's work: as Promise<never>, payload() would infer its Result as never.
const refuse = (error: unknown) => (): Promise<Record<string, unknown>> => Promise.reject(error);

describe('payload()', () => {
  it('answers the result with no userErrors, or the caller\'s mistake with a null result', async () => {
    expect(await payload(async () => ({ thing: 1 }), { thing: null })).toEqual({ thing: 1, userErrors: [] });
    expect(await payload(refuse(badInput('Pincode is not valid.', { field: 'pincode' })), { thing: null })).toEqual({
      thing: null,
      userErrors: [{ field: ['input', 'pincode'], code: 'INVALID', message: 'Pincode is not valid.', retryAfterSeconds: null }],
    });
  });

  it('gives one userError per field a refusal names, and says how long to wait when rate limited', async () => {
    const answer = await payload(refuse(badInput('Please fill all required fields.', { fields: ['fullName', 'pincode'] })), { address: null });
    expect(answer.userErrors.map((e) => e.field)).toEqual([['input', 'fullName'], ['input', 'pincode']]);
    const limited = await payload(refuse(new DomainError('RATE_LIMITED', 'Please wait 20 seconds.', { retryAfterSeconds: 20 })), { sent: null }, null);
    expect(limited.userErrors).toEqual([{ field: null, code: 'RATE_LIMITED', message: 'Please wait 20 seconds.', retryAfterSeconds: 20 }]);
  });

  it('points fields at top-level arguments when there is no input object (inputName null), and unfielded mistakes at the argument given', async () => {
    expect((await payload(refuse(badInput('Invalid OTP.', { field: 'otp' })), { login: null }, null)).userErrors[0].field).toEqual(['otp']);
    expect((await payload(() => atArgument('id', refuse(notFound('Address not found.'))), { address: null })).userErrors[0]).toMatchObject({ field: ['id'], code: 'NOT_FOUND' });
    expect((await payload(() => atField('orderId', refuse(notFound('Order not found.'))), { order: null })).userErrors[0].field).toEqual(['input', 'orderId']);
    // A mistake that names its own field keeps it; other codes pass through atArgument untouched.
    expect((await payload(() => atArgument('id', refuse(badInput('Too long.', { field: 'landmark' }))), { address: null })).userErrors[0].field).toEqual(['input', 'landmark']);
    expect((await payload(() => atArgument('id', refuse(badInput('No.')), ['NOT_FOUND']), { address: null })).userErrors[0].field).toBeNull();
  });

  it('turns a PostgreSQL data exception (a value the caller sent) into INVALID', async () => {
    const tooLong = new QueryFailedError('UPDATE x', [], Object.assign(new Error('value too long'), { code: '22001' }));
    expect((await payload(refuse(tooLong), { thing: null })).userErrors).toEqual([{ field: null, code: 'INVALID', message: 'A text in the request is too long.', retryAfterSeconds: null }]);
  });

  it('rethrows UNAUTHENTICATED and server faults as top-level errors', async () => {
    await expect(payload(refuse(unauthenticated()), { thing: null })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(payload(refuse(new Error('boom')), { thing: null })).rejects.toThrow('boom');
  });
});

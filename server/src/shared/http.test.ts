import { describe, expect, it } from 'vitest';
import type { Response } from 'express';
import { z } from 'zod';
import { parseBody, restErrorCodeOf, sendRestError } from './http.js';
import { DomainError, isDomainError } from './errors.js';
import { createLogger } from './logger.js';

/** Just enough of an Express response to read what the responder sent. */
function fakeResponse() {
  const sent: { status?: number; body?: any; headers: Record<string, string> } = { headers: {} };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
    },
  };
  return { res: res as unknown as Response, sent };
}

describe('the REST error responder', () => {
  const logger = createLogger('silent');

  it('gives every domain error its stable errorCode beside the spec shape', () => {
    expect(restErrorCodeOf('BAD_INPUT')).toBe('INVALID');
    expect(restErrorCodeOf('UNAUTHENTICATED')).toBe('UNAUTHENTICATED');
    for (const code of ['NOT_FOUND', 'FORBIDDEN', 'OUT_OF_STOCK', 'COUPON_INVALID', 'PAYMENT_FAILED', 'CONFLICT', 'RATE_LIMITED'] as const) expect(restErrorCodeOf(code)).toBe(code);
    const { res, sent } = fakeResponse();
    sendRestError(res, new DomainError('OUT_OF_STOCK', 'Only 2 item(s) available', { available: 2 }), logger);
    expect(sent).toMatchObject({ status: 409, body: { success: false, message: 'Only 2 item(s) available', errorCode: 'OUT_OF_STOCK', code: 'OUT_OF_STOCK', available: 2 } });
  });

  it('answers a server fault as SERVER_ERROR without internals, and a caller-side body error as INVALID', () => {
    const fault = fakeResponse();
    sendRestError(fault.res, new Error('relation "secret_table" does not exist'), logger, { requestId: 'r-1' });
    expect(fault.sent).toMatchObject({ status: 500, body: { success: false, message: 'Something went wrong. Please try again.', errorCode: 'SERVER_ERROR', requestId: 'r-1' } });
    expect(JSON.stringify(fault.sent.body)).not.toContain('secret_table');
    const tooLarge = fakeResponse();
    sendRestError(tooLarge.res, Object.assign(new Error('too large'), { status: 413, type: 'entity.too.large' }), logger);
    expect(tooLarge.sent).toMatchObject({ status: 413, body: { success: false, message: 'Request body is too large.', errorCode: 'INVALID' } });
  });
});

describe('parseBody', () => {
  const schema = z.object({ productId: z.union([z.string().min(1), z.number().int()]), variant: z.object({ color: z.string() }), note: z.string().max(5).optional() });
  const refusal = (input: unknown) => {
    try {
      parseBody(schema, input);
    } catch (error) {
      if (isDomainError(error)) return { message: error.message, ...error.details };
    }
    return null;
  };

  it("turns the validator's issue into words and the field's path, never its own text", () => {
    expect(refusal({})).toEqual({ message: 'Product is required.', field: 'productId' });
    expect(refusal({ productId: { nested: true }, variant: { color: 'Navy' } })).toEqual({ message: 'Product is not valid.', field: 'productId' });
    expect(refusal({ productId: '1', variant: {} })).toEqual({ message: 'Colour is required.', field: 'variant.color' });
    expect(refusal({ productId: '1', variant: { color: 'Navy' }, note: 'too long' })).toEqual({ message: 'Note is too long (at most 5 characters).', field: 'note' });
    expect(refusal({ productId: '1', variant: { color: 'Navy' } })).toBeNull();
  });
});

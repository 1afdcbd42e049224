/**
 * How a webhook is signed (ADR 0181), in the Standard Webhooks form so partners can use its
 * libraries: `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` keyed with
 * the endpoint's secret (`whsec_<base64 key>`). The id lets a receiver drop a repeat; the timestamp
 * (Unix seconds, also signed) lets it refuse a replay of an old request.
 */
import crypto from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint secret: 24 random bytes, base64, with the `whsec_` prefix. */
export const newWebhookSecret = (): string => PREFIX + crypto.randomBytes(24).toString('base64');

const keyOf = (secret: string): Buffer => Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');

/** The signature header's value for one request. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return 'v1,' + crypto.createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/**
 * What a receiver does (the tests' receiver, and the guide's example): true when one of the
 * header's signatures matches and the timestamp is within `toleranceSeconds` of `now`.
 */
export function verifyWebhook(secret: string, headers: { id: string; timestamp: string; signature: string }, body: string, now = Date.now(), toleranceSeconds = 300): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}

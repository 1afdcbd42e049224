/**
 * The payment-provider interface (DESIGN: outside services behind a small interface with a
 * working local implementation). Razorpay is used when its keys are set; otherwise the built-in
 * test gateway, which has the same ids, the same checkout flow and the same signature scheme.
 */
import crypto from 'node:crypto';

export interface ProviderOrder {
  /** e.g. "order_NfG8mWn2x0aB3c" */
  id: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
}

export interface PaymentProvider {
  /** 'razorpay' or 'test': the client opens Razorpay's widget or our own test dialog. */
  readonly name: 'razorpay' | 'test';
  /** Public key id the checkout widget needs (the test gateway's is a fixed label). */
  readonly keyId: string;
  /** Creates the provider-side order the shopper pays against (amount in paise). */
  createOrder(input: { amount: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  /** True when `signature` is HMAC-SHA256(`${orderId}|${paymentId}`) with the key secret. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** True when `signature` (X-Razorpay-Signature) is HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean;
  /** Refunds a captured payment in full (amount in paise); returns the refund id. */
  refund(input: { paymentId: string; amount: number }): Promise<{ id: string }>;
}

export function hmacSha256Hex(secret: string, payload: Buffer | string): string {
  return crypto.createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of two hex signatures (false on any length or format mismatch). */
export function signaturesEqual(expected: string, given: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && crypto.timingSafeEqual(a, b);
}

/** Razorpay-shaped id: a prefix and 14 base62 characters. */
export function providerId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(14);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

/**
 * The built-in test gateway, the offline default: behaves like Razorpay checkout (same order and
 * payment id shapes, same HMAC-SHA256 `order_id|payment_id` signature) with a local secret.
 * The shopper's "card" is a dialog of ours whose Pay / Fail buttons ask `simulate` for the
 * result a real checkout widget would hand back.
 */
import { hmacSha256Hex, providerId, signaturesEqual, type PaymentProvider, type ProviderOrder } from './payment-provider.js';

export interface SimulatedSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
export interface SimulatedFailure {
  error: { code: string; description: string; reason: string; metadata: { order_id: string; payment_id: string } };
}

export class TestGatewayProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly keyId = 'rzp_test_builtin';

  /** `secret` signs payments; `webhookSecret` signs webhooks (both local, derived from the server's secret). */
  constructor(
    private readonly secret: string,
    readonly webhookSecret: string,
  ) {}

  async createOrder(input: { amount: number }): Promise<ProviderOrder> {
    return { id: providerId('order'), amount: input.amount, currency: 'INR' };
  }

  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean {
    return signaturesEqual(hmacSha256Hex(this.secret, `${input.orderId}|${input.paymentId}`), input.signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean {
    return signaturesEqual(hmacSha256Hex(this.webhookSecret, rawBody), signature);
  }

  async refund(): Promise<{ id: string }> {
    return { id: providerId('rfnd') };
  }

  /** What the checkout widget would return: a signed success, or a failure with Razorpay's error shape. */
  simulate(providerOrderId: string, outcome: 'success' | 'failure'): SimulatedSuccess | SimulatedFailure {
    const paymentId = providerId('pay');
    if (outcome === 'success') {
      return {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacSha256Hex(this.secret, `${providerOrderId}|${paymentId}`),
      };
    }
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        reason: 'payment_failed',
        metadata: { order_id: providerOrderId, payment_id: paymentId },
      },
    };
  }

  /** Signs a webhook body the way Razorpay does (used by tests and the test dialog's tools). */
  signWebhook(rawBody: string): string {
    return hmacSha256Hex(this.webhookSecret, rawBody);
  }
}

/**
 * Razorpay through its official package, used when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set.
 * Signatures are checked locally (HMAC-SHA256, constant-time), exactly as Razorpay documents.
 */
import Razorpay from 'razorpay';
import { hmacSha256Hex, signaturesEqual, type PaymentProvider, type ProviderOrder } from './payment-provider.js';

export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  private readonly client: Razorpay;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    /** Webhooks are refused when no webhook secret is configured. */
    private readonly webhookSecret: string | undefined,
  ) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  }

  async createOrder(input: { amount: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder> {
    const order = await this.client.orders.create({ amount: input.amount, currency: 'INR', receipt: input.receipt, notes: input.notes });
    return { id: order.id, amount: Number(order.amount), currency: 'INR' };
  }

  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean {
    return signaturesEqual(hmacSha256Hex(this.keySecret, `${input.orderId}|${input.paymentId}`), input.signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean {
    if (!this.webhookSecret) return false;
    return signaturesEqual(hmacSha256Hex(this.webhookSecret, rawBody), signature);
  }

  async refund(input: { paymentId: string; amount: number }): Promise<{ id: string }> {
    const refund = await this.client.payments.refund(input.paymentId, { amount: input.amount, speed: 'normal' });
    return { id: refund.id };
  }
}

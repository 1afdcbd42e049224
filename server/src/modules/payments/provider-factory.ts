/**
 * Picks the payment provider from the configuration: none when ONLINE_PAYMENTS=off (Cash on
 * Delivery only), Razorpay when its keys are set, else (never in production) the test gateway.
 */
import crypto from 'node:crypto';
import type { Config } from '../../config.js';
import type { PaymentProvider } from './payment-provider.js';
import { RazorpayProvider } from './razorpay.provider.js';
import { TestGatewayProvider } from './test-gateway.provider.js';

export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (!config.onlinePaymentsEnabled) return null;
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return new RazorpayProvider(config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET, config.RAZORPAY_WEBHOOK_SECRET);
  }
  // loadConfig already refuses this; a second guard because the test gateway lets a shopper
  // sign their own payment.
  if (config.NODE_ENV === 'production') throw new Error('The test payment gateway never runs in production: set the Razorpay keys or ONLINE_PAYMENTS=off.');
  // Local secrets derived from the server's own secret: stable across restarts, never shipped to the browser.
  const derive = (label: string) => crypto.createHmac('sha256', config.jwtSecret).update(label).digest('hex');
  return new TestGatewayProvider(derive('test-gateway-key-secret'), config.RAZORPAY_WEBHOOK_SECRET ?? derive('test-gateway-webhook-secret'));
}

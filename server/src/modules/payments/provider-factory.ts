/** Picks the payment provider from the configuration: Razorpay when its keys are set, else the test gateway. */
import crypto from 'node:crypto';
import type { Config } from '../../config.js';
import type { PaymentProvider } from './payment-provider.js';
import { RazorpayProvider } from './razorpay.provider.js';
import { TestGatewayProvider } from './test-gateway.provider.js';

export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return new RazorpayProvider(config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET, config.RAZORPAY_WEBHOOK_SECRET);
  }
  // Local secrets derived from the server's own secret: stable across restarts, never shipped to the browser.
  const derive = (label: string) => crypto.createHmac('sha256', config.jwtSecret).update(label).digest('hex');
  return new TestGatewayProvider(derive('test-gateway-key-secret'), config.RAZORPAY_WEBHOOK_SECRET ?? derive('test-gateway-webhook-secret'));
}

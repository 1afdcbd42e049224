import { getToken } from '../session/session-store';
import { languageTag, t } from '../../i18n/i18n';

/** The built-in test gateway's checkout call (a plain HTTP route, present only where the test gateway runs). */
export const TEST_GATEWAY_CHECKOUT_URL = '/api/test-gateway/checkout';

export type TestGatewayAnswer =
  | { ok: true; paymentId: string; signature: string }
  | { ok: false; paymentId: string | null; code: string; description: string };

/**
 * Presses the test gateway's Pay or Fail: answers what Razorpay Checkout would hand back (a signed
 * payment, or a failure). Throws with the server's message when the call itself is refused.
 */
export async function testGatewayCheckout(providerOrderId: string, outcome: 'success' | 'failure'): Promise<TestGatewayAnswer> {
  const token = getToken();
  const response = await fetch(TEST_GATEWAY_CHECKOUT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': languageTag(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ providerOrderId, outcome }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body?.message ?? t('The test gateway is not available.'));
  if (body?.razorpay_signature) return { ok: true, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature };
  return {
    ok: false,
    paymentId: body?.error?.metadata?.payment_id ?? null,
    code: body?.error?.code ?? 'payment_failed',
    description: body?.error?.description ?? t('Payment failed'),
  };
}

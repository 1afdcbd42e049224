/**
 * POST /api/test-gateway/checkout: the built-in test gateway's "card" (its dialog's Pay and Fail
 * buttons), answered exactly like Razorpay Checkout's handler or its payment.failed event.
 * A plain HTTP route rather than a GraphQL operation so that the shoppers' schema holds no test
 * operations; mounted only while the test gateway is the provider, which is never in
 * production (loadConfig and createPaymentProvider refuse it there).
 */
import express, { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../../shared/context.js';
import type { Logger } from '../../shared/logger.js';
import { buildContext, requireCustomer } from '../../shared/context.js';
import { rejectNulInput } from '../../shared/input-guard.js';
import { handle, parseBody, restErrorHandler, unknownRestCall } from '../../shared/http.js';
import { TestGatewayProvider } from './test-gateway.provider.js';

export const TEST_GATEWAY_PATH = '/api/test-gateway';

const checkoutBody = z.object({
  providerOrderId: z.string().min(1).max(60),
  outcome: z.enum(['success', 'failure']),
});

/** The router, or null when the provider is not the test gateway (then nothing is mounted). */
export function testGatewayApi(services: Services, logger: Logger): Router | null {
  if (!(services.payments.provider instanceof TestGatewayProvider)) return null;
  const api = Router();
  api.use(express.json({ limit: '10kb' }));
  api.use(rejectNulInput);
  api.use((req, _res, next) => {
    buildContext(req, services, logger).then((ctx) => {
      req.ctx = ctx;
      next();
    }, next);
  });
  // {providerOrderId, outcome: 'success'|'failure'} → {razorpay_order_id, razorpay_payment_id, razorpay_signature} or {error: {...}}
  api.post(
    '/checkout',
    handle(async (ctx, req) => {
      const body = parseBody(checkoutBody, req.body);
      requireCustomer(ctx);
      return ctx.services.payments.simulateCheckout(ctx.serviceContext, { providerOrderId: body.providerOrderId, outcome: body.outcome });
    }),
  );
  api.use(unknownRestCall);
  api.use(restErrorHandler(logger));
  return api;
}

import express, { type Express } from 'express';
import { timingSafeEqual } from 'node:crypto';
import type { Services } from '../../shared/context.js';
import type { Logger } from '../../shared/logger.js';
import { ServiceContext } from '../../shared/service-context.js';
import { badInput, isDomainError, notFound, unauthenticated, type DomainError } from '../../shared/errors.js';
import { sendRestError } from '../../shared/http.js';

/**
 * The courier's tracking webhook. The path names no provider (Shiprocket refuses webhook URLs
 * that contain its name). The shared secret (COURIER_WEBHOOK_SECRET) is checked in constant time;
 * each scan is recorded once whatever the number of deliveries, so the courier may retry freely.
 */
export const COURIER_WEBHOOK_PATH = '/api/v1/shipping/tracking-webhook';

const sameSecret = (given: string | undefined, expected: string): boolean => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function mountCourierWebhook(app: Express, services: Services, logger: Logger): void {
  // Parsed here, not by express.json: a body that is not JSON gets the API's own error answer.
  app.post(COURIER_WEBHOOK_PATH, express.raw({ type: () => true, limit: '256kb' }), (req, res) => {
    const fail = (error: DomainError) => sendRestError(res, error, logger);
    const courier = services.courier;
    const secret = services.config.COURIER_WEBHOOK_SECRET;
    if (!courier || !secret) return fail(notFound('No courier is set up.'));
    if (!sameSecret(req.get(courier.webhookSecretHeader), secret)) return fail(unauthenticated('Bad webhook secret.'));
    let body: unknown;
    try {
      body = JSON.parse((Buffer.isBuffer(req.body) ? req.body : Buffer.from('')).toString('utf8'));
    } catch {
      return fail(badInput('Request body is not valid JSON.'));
    }
    const event = courier.webhookScans(body);
    if (!event) return fail(badInput('Not a tracking event.'));
    const ctx = ServiceContext.system(services.dataSource, 'courier-webhook', (error) => logger.error({ err: error }, 'after-commit work of a courier webhook failed'));
    services.shipping.recordScans(ctx, courier.provider, event.awb, event.scans, event.expectedDelivery).then(
      (result) => res.json({ success: true, ...result }),
      (error) => {
        // A parcel the store did not book here (shipped by hand): acknowledged, so the courier stops retrying.
        if (isDomainError(error) && error.code === 'NOT_FOUND') return void res.json({ success: true, recorded: 0, unknownAwb: true });
        // Anything else is answered 5xx (sendRestError logs it): the courier retries later.
        sendRestError(res, error, logger);
      },
    );
  });
}

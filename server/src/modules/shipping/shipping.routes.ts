import express, { type Express } from 'express';
import { timingSafeEqual } from 'node:crypto';
import type { Services } from '../../shared/context.js';
import type { Logger } from '../../shared/logger.js';
import { ServiceContext } from '../../shared/service-context.js';
import { isDomainError } from '../../shared/errors.js';

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
  app.post(COURIER_WEBHOOK_PATH, express.json({ limit: '256kb' }), (req, res) => {
    const courier = services.courier;
    const secret = services.config.COURIER_WEBHOOK_SECRET;
    if (!courier || !secret) return void res.status(404).json({ success: false, message: 'No courier is set up.' });
    if (!sameSecret(req.get(courier.webhookSecretHeader), secret)) return void res.status(401).json({ success: false, message: 'Bad webhook secret.' });
    const event = courier.webhookScans(req.body);
    if (!event) return void res.status(400).json({ success: false, message: 'Not a tracking event.' });
    const ctx = ServiceContext.system(services.dataSource, 'courier-webhook', (error) => logger.error({ err: error }, 'after-commit work of a courier webhook failed'));
    services.shipping.recordScans(ctx, courier.provider, event.awb, event.scans, event.expectedDelivery).then(
      (result) => res.json({ success: true, ...result }),
      (error) => {
        // A parcel the store did not book here (shipped by hand): acknowledged, so the courier stops retrying.
        if (isDomainError(error) && error.code === 'NOT_FOUND') return void res.json({ success: true, recorded: 0, unknownAwb: true });
        logger.error({ err: error, awb: event.awb }, 'courier webhook failed; the courier will retry');
        res.status(500).json({ success: false, message: 'Try again later.' });
      },
    );
  });
}

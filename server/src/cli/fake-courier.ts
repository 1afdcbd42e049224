/**
 * `npm run fake-courier`: the local fake courier for development (no courier account needed).
 * Start it, then run the store with
 *   COURIER_PROVIDER=fake COURIER_FAKE_URL=http://127.0.0.1:4010 COURIER_FAKE_KEY=dev-courier-key
 *   COURIER_WEBHOOK_SECRET=<16+ characters, the same as below>
 * and move a booked parcel as a courier would:
 *   curl -X POST -H 'x-api-key: dev-courier-key' -H 'content-type: application/json' \
 *     -d '{"awb":"FK7000000001","status":"OFD","location":"Lucknow"}' http://127.0.0.1:4010/_control/scan
 * Statuses: MANIFESTED PICKED IN_TRANSIT OFD DLVD UNDELIVERED RTO_INITIATED RTO_DLVD CANCELLED.
 * Settings: FAKE_COURIER_PORT (4010), COURIER_FAKE_KEY, COURIER_WEBHOOK_SECRET, FAKE_COURIER_WEBHOOK_URL
 * (default http://127.0.0.1:3000/api/v1/shipping/tracking-webhook).
 */
import { startFakeCourier } from '../modules/shipping/fake-courier-service.js';

const port = Number(process.env.FAKE_COURIER_PORT ?? 4010);
const apiKey = process.env.COURIER_FAKE_KEY ?? 'dev-courier-key';
const webhookSecret = process.env.COURIER_WEBHOOK_SECRET ?? 'dev-courier-webhook-secret';
const webhookUrl = process.env.FAKE_COURIER_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/v1/shipping/tracking-webhook';
const courier = await startFakeCourier({ apiKey, webhookSecret, webhookUrl, port });
console.log(`fake courier on ${courier.url} (key ${apiKey}), scans sent to ${webhookUrl}`);

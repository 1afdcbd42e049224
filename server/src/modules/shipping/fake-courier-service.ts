/**
 * A local stand-in for a courier's HTTP API (the `fake` provider), for tests and development
 * without an account: it books parcels (one AWB per order number), serves a label PDF, takes
 * pickups, answers tracking, cancels, and on `POST /_control/scan` records a scan and sends it to
 * the store's webhook with the shared secret, as a real courier would. Listens on 127.0.0.1 only
 * and keeps everything in memory.
 *
 * Its status codes are its own (like any provider's): `FakeCourier` maps them to the store's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fake provider's own status words (FakeCourier maps each one). */
export const FAKE_COURIER_STATUSES = ['MANIFESTED', 'PICKED', 'IN_TRANSIT', 'OFD', 'DLVD', 'UNDELIVERED', 'RTO_INITIATED', 'RTO_DLVD', 'CANCELLED'] as const;
export type FakeCourierStatus = (typeof FAKE_COURIER_STATUSES)[number];

export interface FakeScan {
  scan_id: string;
  status: FakeCourierStatus;
  location: string;
  remark: string;
  at: string;
}

interface FakeParcel {
  awb: string;
  shipmentId: string;
  orderNumber: string;
  request: Record<string, unknown>;
  scans: FakeScan[];
  cancelled: boolean;
  pickupRef: string | null;
}

export interface FakeCourierService {
  url: string;
  /** Booked parcels by AWB (tests read the requests the store sent). */
  parcels: Map<string, FakeParcel>;
  /** Every request, in order (method and path). */
  calls: string[];
  /** Where scans are sent (the store's webhook); null sends none (polling only). */
  webhookUrl: string | null;
  /** Records a scan and sends it to the webhook; answers the webhook's status (null when none was sent). */
  scan(awb: string, status: FakeCourierStatus, options?: { location?: string; remark?: string; at?: Date; sendWebhook?: boolean }): Promise<{ scan: FakeScan; webhookStatus: number | null }>;
  /** Makes the next booking fail with this status (a courier outage). */
  failNextBooking(status: number): void;
  close(): Promise<void>;
}

const DAY = 24 * 3600_000;
const LABEL_PDF = (awb: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% label for AWB ${awb}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

export async function startFakeCourier(options: { apiKey: string; webhookUrl?: string | null; webhookSecret?: string; port?: number }): Promise<FakeCourierService> {
  const service = { parcels: new Map<string, FakeParcel>(), calls: [] as string[], webhookUrl: options.webhookUrl ?? null } as FakeCourierService;
  const byOrder = new Map<string, FakeParcel>();
  let sequence = 0;
  let failBooking: number | null = null;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const record = (parcel: FakeParcel, status: FakeCourierStatus, extra: { location?: string; remark?: string; at?: Date } = {}): FakeScan => {
    const scan: FakeScan = { scan_id: `${parcel.awb}-${parcel.scans.length + 1}`, status, location: extra.location ?? 'Bhiwandi Hub', remark: extra.remark ?? '', at: (extra.at ?? new Date()).toISOString() };
    parcel.scans.push(scan);
    return scan;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      service.calls.push(`${req.method} ${path}`);
      let body: Record<string, any> = {};
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      } catch {
        return send(res, 400, { message: 'body is not JSON' });
      }
      const label = /^\/labels\/([A-Z0-9]+)\.pdf$/.exec(path);
      if (req.method === 'GET' && label) {
        if (!service.parcels.has(label[1])) return send(res, 404, { message: 'no such AWB' });
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(LABEL_PDF(label[1]));
      }
      const page = /^\/track\/([A-Z0-9]+)$/.exec(path);
      if (req.method === 'GET' && page) {
        const parcel = service.parcels.get(page[1]);
        res.writeHead(parcel ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(parcel ? `<!doctype html><title>Track ${parcel.awb}</title><h1>${parcel.awb}</h1><ol>${parcel.scans.map((s) => `<li>${s.status} ${s.location} ${s.at}</li>`).join('')}</ol>` : 'no such AWB');
      }
      if (req.headers['x-api-key'] !== options.apiKey) return send(res, 401, { message: 'bad api key' });

      if (req.method === 'POST' && path === '/shipments') {
        if (failBooking) {
          const status = failBooking;
          failBooking = null;
          return send(res, status, { message: 'courier unavailable' });
        }
        if (typeof body.orderNumber !== 'string' || !body.deliverTo?.pincode) return send(res, 422, { message: 'orderNumber and deliverTo.pincode are required' });
        const existing = byOrder.get(body.orderNumber);
        const parcel =
          existing && !existing.cancelled
            ? existing
            : { awb: `FK${String(7_000_000_000 + ++sequence)}`, shipmentId: `S${sequence}`, orderNumber: body.orderNumber, request: body, scans: [], cancelled: false, pickupRef: null };
        if (parcel !== existing) {
          byOrder.set(parcel.orderNumber, parcel);
          service.parcels.set(parcel.awb, parcel);
          record(parcel, 'MANIFESTED', { location: 'Seller warehouse' });
        }
        return send(res, 201, {
          awb: parcel.awb,
          shipment_id: parcel.shipmentId,
          courier_name: 'FakeXpress Surface',
          label_url: `${service.url}/labels/${parcel.awb}.pdf`,
          etd: new Date(Date.now() + 4 * DAY).toISOString().slice(0, 10),
        });
      }
      if (req.method === 'POST' && path === '/pickups') {
        const awbs: string[] = Array.isArray(body.awbs) ? body.awbs : [];
        const unknown = awbs.filter((awb) => !service.parcels.get(awb) || service.parcels.get(awb)!.cancelled);
        if (!awbs.length || unknown.length) return send(res, 422, { message: `unknown AWB ${unknown.join(', ')}` });
        const pickupRef = `P${++sequence}`;
        for (const awb of awbs) service.parcels.get(awb)!.pickupRef = pickupRef;
        return send(res, 200, { pickup_ref: pickupRef, scheduled_for: new Date(Date.now() + DAY).toISOString().slice(0, 10) });
      }
      const tracking = /^\/shipments\/([A-Z0-9]+)\/tracking$/.exec(path);
      if (req.method === 'GET' && tracking) {
        const parcel = service.parcels.get(tracking[1]);
        if (!parcel) return send(res, 404, { message: 'no such AWB' });
        return send(res, 200, { awb: parcel.awb, etd: new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10), scans: parcel.scans });
      }
      const cancel = /^\/shipments\/([A-Z0-9]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) {
        const parcel = service.parcels.get(cancel[1]);
        if (!parcel) return send(res, 404, { message: 'no such AWB' });
        if (parcel.scans.some((scan) => scan.status === 'PICKED')) return send(res, 422, { message: 'already picked up' });
        parcel.cancelled = true;
        record(parcel, 'CANCELLED');
        return send(res, 200, { cancelled: true });
      }
      if (req.method === 'POST' && path === '/_control/scan') {
        // Development and browser journeys: "the courier scanned this parcel" (sent to the webhook as a real one would be).
        if (!service.parcels.has(body.awb) || !FAKE_COURIER_STATUSES.includes(body.status)) return send(res, 422, { message: 'a booked awb and a known status are required' });
        service.scan(body.awb, body.status, { location: body.location, remark: body.remark }).then(
          (answer) => send(res, 200, answer),
          (error: Error) => send(res, 502, { message: error.message }),
        );
        return;
      }
      return send(res, 404, { message: `no route ${req.method} ${path}` });
    });
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.failNextBooking = (status) => {
    failBooking = status;
  };
  service.scan = async (awb, status, extra = {}) => {
    const parcel = service.parcels.get(awb);
    if (!parcel) throw new Error(`fake courier: no parcel ${awb}`);
    const scan = record(parcel, status, extra);
    if (!service.webhookUrl || extra.sendWebhook === false) return { scan, webhookStatus: null };
    const response = await fetch(service.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-courier-secret': options.webhookSecret ?? '' },
      body: JSON.stringify({ awb, ...scan }),
    });
    await response.arrayBuffer();
    return { scan, webhookStatus: response.status };
  };
  service.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return service;
}

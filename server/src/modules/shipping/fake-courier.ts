/**
 * The `fake` provider's client: the Courier interface over the local fake courier's HTTP API
 * (fake-courier-service.ts). Tests and development book, track and cancel through it exactly as
 * production does through Shiprocket.
 */
import { CourierError, type BookedParcel, type Courier, type ParcelRequest, type ParcelScan, type ParcelStatus } from './courier.js';
import type { FakeCourierStatus, FakeScan } from './fake-courier-service.js';

/** Every status the fake courier sends, in the store's words. */
export const FAKE_STATUS_MAP: Record<FakeCourierStatus, ParcelStatus> = {
  MANIFESTED: 'BOOKED',
  PICKED: 'PICKED_UP',
  IN_TRANSIT: 'IN_TRANSIT',
  OFD: 'OUT_FOR_DELIVERY',
  DLVD: 'DELIVERED',
  UNDELIVERED: 'NDR',
  RTO_INITIATED: 'RTO_IN_TRANSIT',
  RTO_DLVD: 'RTO_DELIVERED',
  CANCELLED: 'CANCELLED',
};

/** A scan as the fake courier sends it (webhook body or tracking answer), in the store's words; null for a status it does not know. */
export function fakeScanOf(scan: Partial<FakeScan>): ParcelScan | null {
  const status = FAKE_STATUS_MAP[scan.status as FakeCourierStatus];
  const at = new Date(String(scan.at));
  if (!status || typeof scan.scan_id !== 'string' || !scan.scan_id || Number.isNaN(at.getTime())) return null;
  return { scanId: scan.scan_id, status, providerStatus: String(scan.status), location: String(scan.location ?? ''), remark: String(scan.remark ?? ''), at };
}

export class FakeCourier implements Courier {
  readonly provider = 'fake';
  readonly webhookSecretHeader = 'x-courier-secret';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async book(parcel: ParcelRequest): Promise<BookedParcel> {
    const answer = await this.call('POST', '/shipments', { ...parcel, orderDate: parcel.orderDate.toISOString() });
    return { awb: answer.awb, courierName: answer.courier_name, labelUrl: answer.label_url, providerRef: answer.shipment_id, expectedDelivery: answer.etd ?? null };
  }

  async requestPickup(parcels: Array<{ awb: string }>): Promise<{ pickupRef: string; scheduledFor: string | null }> {
    const answer = await this.call('POST', '/pickups', { awbs: parcels.map((p) => p.awb) });
    return { pickupRef: answer.pickup_ref, scheduledFor: answer.scheduled_for ?? null };
  }

  async track(awb: string): Promise<{ scans: ParcelScan[]; expectedDelivery: string | null }> {
    const answer = await this.call('GET', `/shipments/${encodeURIComponent(awb)}/tracking`);
    const scans = (answer.scans as FakeScan[]).map(fakeScanOf).filter((scan): scan is ParcelScan => scan !== null);
    return { scans, expectedDelivery: answer.etd ?? null };
  }

  async cancel(parcel: { awb: string }): Promise<void> {
    await this.call('POST', `/shipments/${encodeURIComponent(parcel.awb)}/cancel`, {});
  }

  trackingUrl(awb: string): string {
    return `${this.baseUrl}/track/${encodeURIComponent(awb)}`;
  }

  webhookScans(body: unknown): { awb: string; scans: ParcelScan[]; expectedDelivery: string | null } | null {
    const event = body as Partial<FakeScan> & { awb?: unknown };
    if (!event || typeof event.awb !== 'string' || !event.awb) return null;
    const scan = fakeScanOf(event);
    return scan ? { awb: event.awb, scans: [scan], expectedDelivery: null } : null;
  }

  private async call(method: string, path: string, body?: unknown): Promise<any> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new CourierError(`The courier could not be reached (${(error as Error).message}).`);
    }
    const answer: any = await response.json().catch(() => ({}));
    if (!response.ok) throw new CourierError(`The courier refused: ${answer.message ?? response.statusText}`, response.status);
    return answer;
  }
}

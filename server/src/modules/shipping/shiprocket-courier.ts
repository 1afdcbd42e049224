/**
 * Shiprocket (an aggregator: it picks the courier) through its documented HTTP API
 * (https://apidocs.shiprocket.in, base https://apiv2.shiprocket.in/v1/external):
 *   POST /auth/login                      email + password of an API user → a JWT (10 days; cached, re-login on 401)
 *   POST /orders/create/adhoc             the order (our order number as `order_id`) → Shiprocket order_id, shipment_id
 *   POST /courier/assign/awb              shipment_id → awb_code, courier_name (awb_assign_status 1)
 *   POST /courier/generate/label          shipment_id[] → label_url (PDF)
 *   POST /courier/generate/pickup         shipment_id[] → pickup_scheduled_date, pickup_token_number
 *   GET  /courier/track/awb/{awb}         tracking_data: shipment_track_activities[], etd, track_url
 *   POST /orders/cancel/shipment/awbs     awbs[]
 * and its tracking webhook (POST, JSON, the token configured in its panel sent as `x-api-key`).
 * Scans carry Shiprocket's own status code (`sr-status`), mapped here to the store's words.
 */
import { CourierError, type BookedParcel, type Courier, type ParcelRequest, type ParcelScan, type ParcelStatus } from './courier.js';

/**
 * Shiprocket's shipment status codes (`sr-status`, `shipment_status_id`) in the store's words. Codes
 * not listed (warehouse steps, international legs) are kept by Shiprocket but not recorded here.
 */
export const SHIPROCKET_STATUS_MAP: Record<number, ParcelStatus> = {
  1: 'BOOKED', // AWB assigned
  2: 'BOOKED', // label generated
  3: 'BOOKED', // pickup scheduled / generated
  4: 'BOOKED', // pickup queued
  5: 'BOOKED', // manifest generated
  6: 'IN_TRANSIT', // shipped
  7: 'DELIVERED',
  8: 'CANCELLED',
  9: 'RTO_IN_TRANSIT', // RTO initiated
  10: 'RTO_DELIVERED',
  12: 'NDR', // lost: staff follow it up like a failed delivery
  13: 'BOOKED', // pickup error
  14: 'RTO_DELIVERED', // RTO acknowledged
  15: 'BOOKED', // pickup rescheduled
  17: 'OUT_FOR_DELIVERY',
  18: 'IN_TRANSIT',
  19: 'BOOKED', // out for pickup
  20: 'BOOKED', // pickup exception
  21: 'NDR', // undelivered
  22: 'IN_TRANSIT', // delayed
  38: 'IN_TRANSIT', // reached at destination hub
  39: 'IN_TRANSIT', // misrouted
  40: 'RTO_IN_TRANSIT', // RTO NDR
  41: 'RTO_IN_TRANSIT', // RTO out for delivery
  42: 'PICKED_UP',
  45: 'CANCELLED', // cancelled before dispatch
  46: 'RTO_IN_TRANSIT',
  48: 'RTO_DELIVERED', // reached (the seller's) warehouse
  51: 'PICKED_UP', // handed over to the courier
  77: 'NDR', // issue related to the recipient
  78: 'RTO_IN_TRANSIT', // reached back at the seller's city
};

export interface ShiprocketActivity {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string | number;
  'sr-status-label'?: string;
}

const TOKEN_MS = 9 * 24 * 3600_000; // Shiprocket's tokens last 10 days; renewed a day early
/** Shiprocket's times are India time without a zone ("2023-05-19 11:59:16"). */
export const shiprocketTime = (value: string): Date => new Date(`${value.trim().replace(' ', 'T')}+05:30`);
const rupees = (paise: number) => Math.round(paise) / 100;
const pad = (n: number) => String(n).padStart(2, '0');
const istStamp = (date: Date) => {
  const ist = new Date(date.getTime() + 5.5 * 3600_000);
  return `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())} ${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}`;
};

/** One Shiprocket scan (tracking answer or webhook) in the store's words; null for a code the store does not follow. */
export function shiprocketScanOf(activity: ShiprocketActivity): ParcelScan | null {
  const code = Number(activity['sr-status']);
  const status = SHIPROCKET_STATUS_MAP[code];
  const at = shiprocketTime(String(activity.date ?? ''));
  if (!status || Number.isNaN(at.getTime())) return null;
  return {
    // The same scan has the same time and courier code in the webhook and in tracking answers.
    scanId: `${activity.date}|${activity.status}|${code}`,
    status,
    providerStatus: activity['sr-status-label'] ?? String(code),
    location: String(activity.location ?? ''),
    remark: status === 'NDR' ? String(activity.activity ?? '') : '',
    at,
  };
}

export class ShiprocketCourier implements Courier {
  readonly provider = 'shiprocket';
  readonly webhookSecretHeader = 'x-api-key';
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly credentials: { email: string; password: string },
    private readonly options: { baseUrl?: string; pickupLocation?: string; timeoutMs?: number } = {},
  ) {}

  private get baseUrl() {
    return this.options.baseUrl ?? 'https://apiv2.shiprocket.in/v1/external';
  }

  async book(parcel: ParcelRequest): Promise<BookedParcel> {
    const to = parcel.deliverTo;
    const [first, ...rest] = to.name.trim().split(/\s+/);
    const order = await this.call('POST', '/orders/create/adhoc', {
      order_id: parcel.orderNumber,
      order_date: istStamp(parcel.orderDate),
      pickup_location: this.options.pickupLocation ?? 'Primary',
      billing_customer_name: first,
      billing_last_name: rest.join(' '),
      billing_address: to.line1,
      billing_address_2: to.line2,
      billing_city: to.city,
      billing_pincode: to.pincode,
      billing_state: to.state,
      billing_country: 'India',
      billing_email: '',
      billing_phone: to.phone,
      shipping_is_billing: true,
      order_items: parcel.items.map((item) => ({ name: item.name, sku: item.sku, units: item.units, selling_price: rupees(item.unitPrice), hsn: item.hsn })),
      payment_method: parcel.paymentMethod === 'COD' && parcel.codAmount > 0 ? 'COD' : 'Prepaid',
      sub_total: rupees(parcel.paymentMethod === 'COD' && parcel.codAmount > 0 ? parcel.codAmount : parcel.declaredValue),
      length: parcel.lengthCm,
      breadth: parcel.breadthCm,
      height: parcel.heightCm,
      weight: parcel.weightGrams / 1000,
    });
    const shipmentId = order.shipment_id;
    if (!shipmentId) throw new CourierError(`Shiprocket did not create the shipment: ${order.message ?? 'no shipment_id'}`);
    const assigned = await this.call('POST', '/courier/assign/awb', { shipment_id: shipmentId });
    const data = assigned.response?.data ?? {};
    if (assigned.awb_assign_status !== 1 || !data.awb_code) throw new CourierError(`Shiprocket assigned no AWB: ${data.awb_assign_error ?? assigned.message ?? 'unknown reason'}`);
    const label = await this.call('POST', '/courier/generate/label', { shipment_id: [shipmentId] });
    if (!label.label_url) throw new CourierError(`Shiprocket made no label: ${label.response ?? label.message ?? 'unknown reason'}`);
    return { awb: String(data.awb_code), courierName: String(data.courier_name ?? 'Shiprocket'), labelUrl: label.label_url, providerRef: String(shipmentId), expectedDelivery: null };
  }

  async requestPickup(parcels: Array<{ awb: string; providerRef: string }>): Promise<{ pickupRef: string; scheduledFor: string | null }> {
    const answer = await this.call('POST', '/courier/generate/pickup', { shipment_id: parcels.map((p) => Number(p.providerRef)) });
    if (answer.pickup_status !== 1) throw new CourierError(`Shiprocket booked no pickup: ${answer.message ?? 'unknown reason'}`);
    const scheduled = answer.response?.pickup_scheduled_date as string | undefined;
    return { pickupRef: String(answer.response?.pickup_token_number ?? ''), scheduledFor: scheduled ? scheduled.slice(0, 10) : null };
  }

  async track(awb: string): Promise<{ scans: ParcelScan[]; expectedDelivery: string | null }> {
    const answer = await this.call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
    const data = answer.tracking_data ?? {};
    const activities: ShiprocketActivity[] = Array.isArray(data.shipment_track_activities) ? data.shipment_track_activities : [];
    const scans = activities.map(shiprocketScanOf).filter((scan): scan is ParcelScan => scan !== null);
    return { scans, expectedDelivery: typeof data.etd === 'string' && data.etd ? data.etd.slice(0, 10) : null };
  }

  async cancel(parcel: { awb: string }): Promise<void> {
    await this.call('POST', '/orders/cancel/shipment/awbs', { awbs: [parcel.awb] });
  }

  trackingUrl(awb: string): string {
    return `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;
  }

  webhookScans(body: unknown): { awb: string; scans: ParcelScan[]; expectedDelivery: string | null } | null {
    const event = body as { awb?: unknown; scans?: unknown; etd?: unknown };
    if (!event || (typeof event.awb !== 'string' && typeof event.awb !== 'number') || !Array.isArray(event.scans)) return null;
    const scans = (event.scans as ShiprocketActivity[]).map(shiprocketScanOf).filter((scan): scan is ParcelScan => scan !== null);
    return { awb: String(event.awb), scans, expectedDelivery: typeof event.etd === 'string' && event.etd ? event.etd.slice(0, 10) : null };
  }

  private async login(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const answer = await this.send('POST', '/auth/login', { email: this.credentials.email, password: this.credentials.password }, null);
    if (!answer.ok || !answer.body.token) throw new CourierError(`Shiprocket refused the API user: ${answer.body.message ?? answer.status}`, answer.status);
    this.token = { value: answer.body.token, until: Date.now() + TOKEN_MS };
    return this.token.value;
  }

  private async call(method: string, path: string, body?: unknown): Promise<any> {
    let answer = await this.send(method, path, body, await this.login());
    if (answer.status === 401) {
      // The token was revoked or expired early: one fresh login, then the call again.
      this.token = null;
      answer = await this.send(method, path, body, await this.login());
    }
    if (!answer.ok) throw new CourierError(`Shiprocket refused: ${answer.body.message ?? answer.status}`, answer.status);
    return answer.body;
  }

  private async send(method: string, path: string, body: unknown, token: string | null): Promise<{ ok: boolean; status: number; body: any }> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new CourierError(`Shiprocket could not be reached (${(error as Error).message}).`);
    }
    const parsed: any = await response.json().catch(() => ({}));
    return { ok: response.ok, status: response.status, body: parsed ?? {} };
  }
}

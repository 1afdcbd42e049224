/**
 * What the store needs from a courier (or an aggregator such as Shiprocket), behind one interface:
 * book a parcel (AWB and label), request a pickup for a batch, read its tracking, cancel it. Each
 * provider's client maps its own statuses to `ParcelStatus`; the shipping service never sees a
 * provider's words. Calls go over the network: callers make them outside database transactions.
 */

/** Where a parcel is, in the store's words (every provider status maps to one of these). */
export const PARCEL_STATUSES = ['BOOKED', 'PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'NDR', 'RTO_IN_TRANSIT', 'RTO_DELIVERED', 'CANCELLED'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export interface ParcelAddress {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
}

export interface ParcelRequest {
  /** The store's order number: providers keep one shipment per order number, so a retried booking answers the first AWB. */
  orderNumber: string;
  orderDate: Date;
  paymentMethod: 'COD' | 'ONLINE';
  /** Cash to collect, in paise (0 for a prepaid order). */
  codAmount: number;
  /** The order's total, in paise. */
  declaredValue: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  deliverTo: ParcelAddress;
  items: Array<{ sku: string; name: string; units: number; unitPrice: number; hsn: string }>;
}

export interface BookedParcel {
  awb: string;
  /** The courier that carries it (an aggregator picks one: "Delhivery Surface"). */
  courierName: string;
  labelUrl: string;
  /** The provider's own shipment id (cancel and pickup may need it). */
  providerRef: string;
  /** YYYY-MM-DD, when the provider says. */
  expectedDelivery: string | null;
}

/** One tracking event: where the parcel was, when, and what happened. */
export interface ParcelScan {
  /** Unique per parcel at the provider (the webhook and polling send the same id for the same scan). */
  scanId: string;
  status: ParcelStatus;
  /** The provider's own words, kept for staff. */
  providerStatus: string;
  location: string;
  remark: string;
  at: Date;
}

export interface Courier {
  /** `fake` or `shiprocket`: stored on each shipment. */
  readonly provider: string;
  book(parcel: ParcelRequest): Promise<BookedParcel>;
  /** Books a pickup for these parcels; answers the provider's pickup reference. */
  requestPickup(parcels: Array<{ awb: string; providerRef: string }>): Promise<{ pickupRef: string; scheduledFor: string | null }>;
  /** Every scan so far, oldest first, and the expected delivery day when known. */
  track(awb: string): Promise<{ scans: ParcelScan[]; expectedDelivery: string | null }>;
  cancel(parcel: { awb: string; providerRef: string }): Promise<void>;
  /** The scans a tracking webhook's body carries, in the store's words; null when the body is not one. */
  webhookScans(body: unknown): { awb: string; scans: ParcelScan[]; expectedDelivery: string | null } | null;
  /** The courier's public tracking page of a parcel (the shopper's tracking link). */
  trackingUrl(awb: string): string;
  /** The header the courier sends the shared webhook secret in. */
  readonly webhookSecretHeader: string;
}

/** A courier answered an error or could not be reached: the store's state is unchanged. */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}

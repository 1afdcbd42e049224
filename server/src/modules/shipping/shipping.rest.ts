import type { ParcelStatus } from './courier.js';
import type { ShipmentView } from './shipping.service.js';

/** The shopper's words for each parcel status. */
export const PARCEL_STATUS_LABELS: Record<ParcelStatus, string> = {
  BOOKED: 'Packed, waiting for the courier',
  PICKED_UP: 'Picked up by the courier',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  NDR: 'Delivery attempt failed',
  RTO_IN_TRANSIT: 'Returning to the store',
  RTO_DELIVERED: 'Returned to the store',
  CANCELLED: 'Shipment cancelled',
};

/** The REST twin of OrderShipment (the old client's order answers). */
export const toRestShipment = (view: ShipmentView) => ({
  courierName: view.courierName,
  awb: view.awb,
  trackingUrl: view.trackingUrl,
  status: view.status,
  statusLabel: PARCEL_STATUS_LABELS[view.status],
  expectedDelivery: view.status === 'DELIVERED' ? null : view.expectedDelivery,
  scans: view.scans.map((scan) => ({ status: scan.status, statusLabel: PARCEL_STATUS_LABELS[scan.status], location: scan.location, remark: scan.remark, at: scan.at })),
});

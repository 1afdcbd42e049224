import type { EventBus } from '../../shared/events.js';
import type { ShippingService } from './shipping.service.js';
import { publishOrderChanged } from '../orders/order-events.js';

/**
 * New courier scans reach the shopper's open order screens through the live order subscription
 * (`orderStatusChanged`, which carries the order afresh: its shipment and scans included).
 */
export function subscribeLiveShipmentScans(events: EventBus): void {
  events.subscribe('shipment.scanned', 'live-shipment-scans', (event, ctx) => publishOrderChanged(ctx.manager, { id: event.orderId, customerId: event.customerId }, event.orderStatus));
}

/** A cancelled order's courier booking (booked, not yet picked up) is cancelled at the courier, through the outbox (retried while the courier is down). */
export function subscribeBookingCancellation(events: EventBus, shipping: Pick<ShippingService, 'cancelBooking'>): void {
  events.subscribe('order.status-changed', 'shipping-cancel-booking', (event, ctx) => (event.to === 'CANCELLED' ? shipping.cancelBooking(ctx, event.orderId) : undefined));
}

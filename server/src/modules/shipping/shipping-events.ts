import type { EventBus } from '../../shared/events.js';
import { publishOrderChanged } from '../orders/order-events.js';

/**
 * New courier scans reach the shopper's open order screens through the live order subscription
 * (`orderStatusChanged`, which carries the order afresh: its shipment and scans included).
 */
export function subscribeLiveShipmentScans(events: EventBus): void {
  events.subscribe('shipment.scanned', 'live-shipment-scans', (event, ctx) => publishOrderChanged(ctx.manager, { id: event.orderId, customerId: event.customerId }, event.orderStatus));
}

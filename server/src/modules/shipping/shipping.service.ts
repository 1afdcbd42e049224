/**
 * Shipments booked with a courier (issue 29): staff "Ship" books the parcel (AWB, label) and ships
 * the order; the courier's scans (webhook, or the polling job when one is missed) are recorded and
 * move the order along the tracker (out for delivery, delivered). The courier is called outside
 * database transactions; the order moves only through the orders module (OrderAdminService.advance
 * for staff's booking, OrderService.transition for scans), never by writing `orders`.
 */
import type { DataSource } from 'typeorm';
import type { ServiceContext } from '../../shared/service-context.js';
import { badInput, DomainError, notFound } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type { EventBus } from '../../shared/events.js';
import type { OrderService } from '../orders/order.service.js';
import type { OrderAdminService } from '../orders/order-admin.service.js';
import { advanceVerdict, type OrderStatus } from '../orders/order-status.js';
import type { OrderView } from '../orders/order.types.js';
import { toRestShipment } from './shipping.rest.js';
import { CourierError, type BookedParcel, type Courier, type ParcelScan, type ParcelStatus } from './courier.js';

export interface PackageSize {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface ShipmentScanView {
  scanId: string;
  status: ParcelStatus;
  providerStatus: string;
  location: string;
  remark: string;
  at: Date;
}

export interface ShipmentView {
  id: number;
  orderId: number;
  provider: string;
  courierName: string;
  awb: string;
  labelUrl: string;
  /** The courier's public tracking page ('' when the courier that booked it is no longer set up). */
  trackingUrl: string;
  status: ParcelStatus;
  expectedDelivery: string | null;
  pickupRef: string | null;
  pickupDate: string | null;
  createdAt: Date;
  /** Set when staff received a returned parcel: its condition. */
  receivedCondition: 'SELLABLE' | 'DAMAGED' | null;
  scans: ShipmentScanView[];
}

/** Parcel statuses after which the courier has nothing more to say (the poll stops asking). */
export const FINAL_PARCEL_STATUSES: readonly ParcelStatus[] = ['DELIVERED', 'RTO_DELIVERED', 'CANCELLED'];

/**
 * The order status a parcel status calls for, or null when the order stays where it is (booked,
 * in transit, a failed attempt, on its way back: the order is cancelled only when staff receive it).
 */
export function orderStatusForParcel(status: ParcelStatus): OrderStatus | null {
  if (status === 'OUT_FOR_DELIVERY') return 'OUT_FOR_DELIVERY';
  if (status === 'DELIVERED') return 'DELIVERED';
  return null;
}

/**
 * Where the parcel is after these scans, whatever order they arrived in: the latest by the
 * courier's time, except that an end (delivered, back at the store, cancelled) is never undone by
 * a scan stamped later, and a return (RTO) is never undone by an ordinary forward scan.
 */
export function parcelStatusOf(scans: ReadonlyArray<Pick<ParcelScan, 'status' | 'at' | 'scanId'>>): ParcelStatus | null {
  if (scans.length === 0) return null;
  const final = scans.filter((scan) => FINAL_PARCEL_STATUSES.includes(scan.status));
  const returning = scans.filter((scan) => scan.status === 'RTO_IN_TRANSIT');
  const pool = final.length ? final : returning.length ? returning : scans;
  const latest = [...pool].sort((a, b) => a.at.getTime() - b.at.getTime() || a.scanId.localeCompare(b.scanId)).at(-1)!;
  return latest.status;
}

/** The tracker steps an order walks to reach `target` from `current` (forward only; none when it is there or past it). */
export function orderStepsTo(current: OrderStatus, target: OrderStatus): OrderStatus[] {
  const steps: OrderStatus[] = ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'];
  const from = steps.indexOf(current);
  const to = steps.indexOf(target);
  if (from < 0 || to <= from) return [];
  return steps.slice(from + 1, to + 1);
}

const STAFF = { customerId: null, isStaff: true };
const SIZE_LIMITS: Record<keyof PackageSize, [number, number, string]> = {
  weightGrams: [1, 50_000, 'Enter the package weight in grams (1–50,000).'],
  lengthCm: [1, 200, 'Enter the length in cm (1–200).'],
  breadthCm: [1, 200, 'Enter the breadth in cm (1–200).'],
  heightCm: [1, 200, 'Enter the height in cm (1–200).'],
};

interface ShipmentRow {
  id: number;
  orderId: number;
  provider: string;
  courierName: string;
  awb: string;
  providerRef: string;
  labelUrl: string;
  status: ParcelStatus;
  expectedDelivery: string | null;
  pickupRef: string | null;
  pickupDate: string | null;
  createdAt: Date;
  receivedCondition: 'SELLABLE' | 'DAMAGED' | null;
}
const SHIPMENT_COLUMNS = `s.id, s.order_id AS "orderId", s.provider, s.courier_name AS "courierName", s.awb, s.provider_ref AS "providerRef",
  s.label_url AS "labelUrl", s.status, to_char(s.expected_delivery, 'YYYY-MM-DD') AS "expectedDelivery", s.pickup_ref AS "pickupRef",
  to_char(s.pickup_date, 'YYYY-MM-DD') AS "pickupDate", s.created_at AS "createdAt", s.received_condition AS "receivedCondition"`;

export class ShippingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: {
      /** Null with COURIER_PROVIDER=manual: staff ship by typing the courier and tracking number. */
      courier: Courier | null;
      orders: Pick<OrderService, 'getForCaller' | 'transition'>;
      events: EventBus;
      orderAdmin: Pick<OrderAdminService, 'advance' | 'cancel'>;
      logger: Logger;
    },
  ) {}

  /** The booking provider ('manual' when there is none). */
  get provider(): string {
    return this.deps.courier?.provider ?? 'manual';
  }

  // ------------------------------------------------------------------ booking

  /**
   * Staff "Ship": books the parcel with the courier (outside any transaction: the courier keeps one
   * shipment per order number, so a retry after a failure answers the same AWB), then records the
   * shipment and ships the order (invoice, the shopper told the courier and AWB) in one transaction.
   * When that fails (the order moved meanwhile), the booking is cancelled at the courier.
   */
  async book(ctx: ServiceContext, orderId: number, size: PackageSize): Promise<{ order: OrderView; shipment: ShipmentView }> {
    const courier = this.deps.courier;
    if (!courier) throw new DomainError('CONFLICT', 'No courier account is set up: ship with the courier name and tracking number.');
    for (const [name, [min, max, message]] of Object.entries(SIZE_LIMITS) as Array<[keyof PackageSize, [number, number, string]]>) {
      const value = size[name];
      if (!Number.isInteger(value) || value < min || value > max) throw badInput(message, { field: name });
    }
    const order = await this.deps.orders.getForCaller(STAFF, orderId);
    const verdict = advanceVerdict(order);
    if (!verdict.ok) throw new DomainError('CONFLICT', verdict.message);
    if (verdict.next !== 'SHIPPED') throw new DomainError('CONFLICT', 'Only a packed (Processing) order is shipped.');
    if (await this.shipmentOf(orderId)) throw new DomainError('CONFLICT', 'This order already has a shipment.');

    const address = order.shippingAddress;
    let booked: BookedParcel;
    try {
      booked = await courier.book({
        orderNumber: order.orderNumber,
        orderDate: order.createdAt,
        paymentMethod: order.paymentMethod,
        codAmount: order.paymentMethod === 'COD' && order.paymentStatus !== 'PAID' ? order.totalAmount : 0,
        declaredValue: order.totalAmount,
        ...size,
        deliverTo: {
          name: address.fullName,
          phone: address.phone,
          line1: [address.houseName, address.address].filter(Boolean).join(', '),
          line2: [address.locality, address.landmark].filter(Boolean).join(', '),
          city: address.city,
          state: address.state,
          pincode: address.pincode,
        },
        items: order.items.map((item) => ({
          sku: item.variantSizeId ? `VS${item.variantSizeId}` : `OI${item.id}`,
          name: `${item.productName} (${item.colorName}, ${item.size})`,
          units: item.quantity,
          unitPrice: item.discountedPrice,
          hsn: item.hsnCode,
        })),
      });
    } catch (error) {
      throw courierRefusal(error);
    }

    try {
      return await ctx.transaction(async (tx) => {
        const [row] = await tx.manager.query(
          `INSERT INTO shipment (order_id, provider, courier_name, awb, provider_ref, label_url, expected_delivery, weight_grams, length_cm, breadth_cm, height_cm)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [orderId, courier.provider, booked.courierName, booked.awb, booked.providerRef, booked.labelUrl, booked.expectedDelivery, size.weightGrams, size.lengthCm, size.breadthCm, size.heightCm],
        );
        const shipped = await this.deps.orderAdmin.advance(tx, orderId, 'order.ship', { to: 'SHIPPED', shipment: { courier: booked.courierName, trackingNumber: booked.awb } });
        return { order: shipped, shipment: (await this.shipmentsByIds(tx, [row.id]))[0] };
      });
    } catch (error) {
      // Not shipped here: the courier must not carry a parcel the store has not recorded.
      await courier.cancel({ awb: booked.awb, providerRef: booked.providerRef }).catch((cancelError) => this.deps.logger.error({ err: cancelError, awb: booked.awb }, 'a booking the store did not record could not be cancelled at the courier'));
      if (error instanceof Error && /shipment_order_id_key/.test(error.message)) throw new DomainError('CONFLICT', 'This order already has a shipment.');
      throw error;
    }
  }

  /** Books one pickup for these orders' parcels (booked, not yet picked up). */
  async requestPickup(ctx: ServiceContext, orderIds: number[]): Promise<ShipmentView[]> {
    const courier = this.deps.courier;
    if (!courier) throw new DomainError('CONFLICT', 'No courier account is set up.');
    if (orderIds.length === 0 || orderIds.length > 100) throw badInput('Choose 1–100 orders for the pickup.', { field: 'orderIds' });
    const rows: ShipmentRow[] = await this.dataSource.query(`SELECT ${SHIPMENT_COLUMNS} FROM shipment s WHERE s.order_id = ANY($1::int[])`, [orderIds]);
    const missing = orderIds.filter((id) => !rows.some((row) => row.orderId === id));
    if (missing.length) throw badInput(`No shipment is booked for order ${missing.join(', ')}.`, { field: 'orderIds' });
    const notReady = rows.filter((row) => row.status !== 'BOOKED');
    if (notReady.length) throw new DomainError('CONFLICT', `These parcels are past pickup: ${notReady.map((row) => row.awb).join(', ')}.`);
    let pickup: { pickupRef: string; scheduledFor: string | null };
    try {
      pickup = await courier.requestPickup(rows.map((row) => ({ awb: row.awb, providerRef: row.providerRef })));
    } catch (error) {
      throw courierRefusal(error);
    }
    const ids = rows.map((row) => row.id);
    await ctx.transaction((tx) => tx.manager.query(`UPDATE shipment SET pickup_ref = $2, pickup_date = $3, updated_at = now() WHERE id = ANY($1::int[])`, [ids, pickup.pickupRef, pickup.scheduledFor]));
    return this.shipmentsByIds(ctx, ids);
  }

  /**
   * A returned parcel (RTO) is back at the store: staff check it, and only now is the order
   * cancelled (refund when paid, credit note) with its units back on the shelf when sellable; a
   * damaged parcel's units stay off. Refused for a parcel that is not on its way back, and twice.
   */
  async receiveReturn(ctx: ServiceContext, orderId: number, condition: 'SELLABLE' | 'DAMAGED'): Promise<{ order: OrderView; shipment: ShipmentView }> {
    if (condition !== 'SELLABLE' && condition !== 'DAMAGED') throw badInput('Say whether the parcel is sellable or damaged.', { field: 'condition' });
    return ctx.transaction(async (tx) => {
      const [row]: Array<{ id: number; status: ParcelStatus; receivedAt: Date | null }> = await tx.manager.query(
        `SELECT id, status, received_at AS "receivedAt" FROM shipment WHERE order_id = $1 FOR UPDATE`,
        [orderId],
      );
      if (!row) throw notFound('This order has no courier shipment.');
      if (row.receivedAt) throw new DomainError('CONFLICT', 'This parcel was already received back.');
      if (row.status !== 'RTO_IN_TRANSIT' && row.status !== 'RTO_DELIVERED') throw new DomainError('CONFLICT', 'Only a parcel returning to the store (RTO) is received back.');
      await tx.manager.query(`UPDATE shipment SET status = 'RTO_DELIVERED', received_at = now(), received_condition = $2, updated_at = now() WHERE id = $1`, [row.id, condition]);
      const reason = condition === 'SELLABLE' ? 'Not delivered: the parcel came back to the store' : 'Not delivered: the parcel came back to the store damaged';
      const order = await this.deps.orderAdmin.cancel(tx, orderId, reason, { restock: condition === 'SELLABLE', action: 'order.rto-received' });
      return { order, shipment: (await this.shipmentsByIds(tx, [row.id]))[0] };
    });
  }

  /**
   * An order cancelled while its parcel was booked but not yet picked up: the booking is cancelled
   * at the courier (the `order.status-changed` subscriber, so a courier outage is retried by the
   * outbox) and the shipment marked cancelled. Nothing to do for any other shipment.
   */
  async cancelBooking(ctx: ServiceContext, orderId: number): Promise<void> {
    const [row]: Array<{ id: number; provider: string; awb: string; providerRef: string }> = await ctx.manager.query(
      `SELECT id, provider, awb, provider_ref AS "providerRef" FROM shipment WHERE order_id = $1 AND status = 'BOOKED' AND received_at IS NULL FOR UPDATE`,
      [orderId],
    );
    const courier = this.deps.courier;
    if (!row || !courier || courier.provider !== row.provider) return;
    await courier.cancel({ awb: row.awb, providerRef: row.providerRef });
    await ctx.manager.query(`UPDATE shipment SET status = 'CANCELLED', updated_at = now() WHERE id = $1`, [row.id]);
  }

  /** Whether the order's parcel is out with the courier: picked up and not yet received back (ParcelsWithCourier). */
  async withCourier(ctx: ServiceContext, orderId: number): Promise<boolean> {
    const rows = await ctx.manager.query(
      `SELECT 1 FROM shipment WHERE order_id = $1 AND received_at IS NULL AND status NOT IN ('BOOKED', 'CANCELLED', 'DELIVERED')`,
      [orderId],
    );
    return rows.length > 0;
  }

  // ------------------------------------------------------------------ tracking

  /**
   * Records a courier's scans of one parcel (the webhook's or the poll's) and moves its order:
   * each scan once (by the courier's scan id), the parcel's status from all its scans by their
   * time (a late-arriving older scan changes nothing), the order forward only. Answers how many
   * scans were new. An AWB the store does not know is NOT_FOUND.
   */
  async recordScans(ctx: ServiceContext, provider: string, awb: string, scans: ParcelScan[], expectedDelivery: string | null = null): Promise<{ recorded: number; status: ParcelStatus }> {
    return ctx.transaction(async (tx) => {
      const [shipment]: Array<{ id: number; orderId: number; status: ParcelStatus; courierName: string }> = await tx.manager.query(
        `SELECT id, order_id AS "orderId", status, courier_name AS "courierName" FROM shipment WHERE provider = $1 AND awb = $2 FOR UPDATE`,
        [provider, awb],
      );
      if (!shipment) throw notFound(`No shipment has the AWB ${awb}.`);
      let recorded = 0;
      for (const scan of scans) {
        const inserted = await tx.manager.query(
          `INSERT INTO shipment_scan (shipment_id, scan_id, status, provider_status, location, remark, occurred_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (shipment_id, scan_id) DO NOTHING RETURNING id`,
          [shipment.id, scan.scanId, scan.status, scan.providerStatus, scan.location.slice(0, 200), scan.remark.slice(0, 500), scan.at],
        );
        recorded += inserted.length;
      }
      const all: Array<{ scanId: string; status: ParcelStatus; at: Date; location: string }> = await tx.manager.query(
        `SELECT scan_id AS "scanId", status, occurred_at AS at, location FROM shipment_scan WHERE shipment_id = $1`,
        [shipment.id],
      );
      const status = parcelStatusOf(all) ?? shipment.status;
      const lastScanAt = all.reduce<Date | null>((latest, scan) => (!latest || scan.at > latest ? scan.at : latest), null);
      await tx.manager.query(
        `UPDATE shipment SET status = $2, last_scan_at = $3, expected_delivery = coalesce($4::date, expected_delivery), updated_at = now() WHERE id = $1`,
        [shipment.id, status, lastScanAt, expectedDelivery],
      );
      const order = await this.deps.orders.getForCaller(STAFF, shipment.orderId);
      // New scans reach the shopper's open order screens even when the order's status stays (in transit, a failed attempt).
      if (recorded > 0 && order.customerId !== null) await this.deps.events.publish(tx, 'shipment.scanned', { orderId: order.id, customerId: order.customerId, orderStatus: order.status, parcelStatus: status });
      const target = orderStatusForParcel(status);
      if (target) {
        const where = all.filter((scan) => scan.status === status).at(-1)?.location;
        try {
          for (const step of orderStepsTo(order.status, target)) {
            await this.deps.orders.transition(tx, shipment.orderId, step, { actor: 'system', note: `${step === 'DELIVERED' ? 'Delivered' : 'Out for delivery'} by ${shipment.courierName}${where ? ` (${where})` : ''}` });
          }
        } catch (error) {
          // The order moved meanwhile (staff cancelled it): the scans are kept, the order is left alone.
          if (!(error instanceof DomainError && error.code === 'CONFLICT')) throw error;
          this.deps.logger.warn({ orderId: shipment.orderId, awb, status }, 'a courier scan could not move its order');
        }
      }
      return { recorded, status };
    });
  }

  /**
   * The polling fallback: asks the courier for the parcels still moving (least recently asked
   * first) and records what it says. One parcel's failure is logged and the rest carry on.
   */
  async pollOpenShipments(ctx: ServiceContext, limit = 50): Promise<{ polled: number; recorded: number }> {
    const courier = this.deps.courier;
    if (!courier) return { polled: 0, recorded: 0 };
    const open: Array<{ id: number; awb: string }> = await this.dataSource.query(
      `SELECT id, awb FROM shipment WHERE provider = $1 AND status NOT IN ('DELIVERED', 'RTO_DELIVERED', 'CANCELLED') ORDER BY polled_at NULLS FIRST, id LIMIT $2`,
      [courier.provider, limit],
    );
    let recorded = 0;
    for (const { id, awb } of open) {
      await this.dataSource.query(`UPDATE shipment SET polled_at = now() WHERE id = $1`, [id]);
      try {
        const tracking = await courier.track(awb);
        recorded += (await this.recordScans(ctx, courier.provider, awb, tracking.scans, tracking.expectedDelivery)).recorded;
      } catch (error) {
        this.deps.logger.warn({ err: error, awb }, 'tracking poll of a parcel failed; the next poll asks again');
      }
    }
    return { polled: open.length, recorded };
  }

  // ------------------------------------------------------------------ reads

  async shipmentOf(orderId: number): Promise<ShipmentView | null> {
    return (await this.shipmentsOfOrders([orderId])).get(orderId) ?? null;
  }

  /** The shipments of these orders with their scans (two statements, whatever the number of orders). */
  async shipmentsOfOrders(orderIds: readonly number[]): Promise<Map<number, ShipmentView>> {
    if (orderIds.length === 0) return new Map();
    const rows: ShipmentRow[] = await this.dataSource.query(`SELECT ${SHIPMENT_COLUMNS} FROM shipment s WHERE s.order_id = ANY($1::int[])`, [orderIds]);
    const views = await this.withScans(this.dataSource.manager, rows);
    return new Map(views.map((view) => [view.orderId, view]));
  }

  /** The REST twin of these orders' shipments (the old client's order answers). */
  async restShipmentsOf(orderIds: readonly number[]): Promise<Map<number, ReturnType<typeof toRestShipment>>> {
    const views = await this.shipmentsOfOrders(orderIds);
    return new Map([...views].map(([id, view]) => [id, toRestShipment(view)]));
  }

  private async shipmentsByIds(ctx: ServiceContext, ids: number[]): Promise<ShipmentView[]> {
    const rows: ShipmentRow[] = await ctx.manager.query(`SELECT ${SHIPMENT_COLUMNS} FROM shipment s WHERE s.id = ANY($1::int[]) ORDER BY s.id`, [ids]);
    return this.withScans(ctx.manager, rows);
  }

  private async withScans(manager: { query: DataSource['query'] }, rows: ShipmentRow[]): Promise<ShipmentView[]> {
    if (rows.length === 0) return [];
    const scans: Array<ShipmentScanView & { shipmentId: number }> = await manager.query(
      `SELECT shipment_id AS "shipmentId", scan_id AS "scanId", status, provider_status AS "providerStatus", location, remark, occurred_at AS at
       FROM shipment_scan WHERE shipment_id = ANY($1::int[]) ORDER BY occurred_at, id`,
      [rows.map((row) => row.id)],
    );
    const courier = this.deps.courier;
    return rows.map(({ providerRef: _ref, ...row }) => ({ ...row, trackingUrl: courier && courier.provider === row.provider ? courier.trackingUrl(row.awb) : '', scans: scans.filter((scan) => scan.shipmentId === row.id).map(({ shipmentId: _id, ...scan }) => scan) }));
  }
}

/** A courier's refusal or outage as a domain error (nothing was changed in the store). */
function courierRefusal(error: unknown): Error {
  if (error instanceof CourierError) return new DomainError('CONFLICT', error.message, { courierStatus: error.status });
  return error as Error;
}

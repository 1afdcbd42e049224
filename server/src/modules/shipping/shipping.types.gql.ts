/** GraphQL shapes of shipments (admin schema: the dashboard's booking and tracking). */
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PARCEL_STATUSES, type ParcelStatus } from './courier.js';
import type { ShipmentView } from './shipping.service.js';
import { PARCEL_STATUS_LABELS } from './shipping.rest.js';

export enum ParcelStatusGql {
  BOOKED = 'BOOKED',
  PICKED_UP = 'PICKED_UP',
  IN_TRANSIT = 'IN_TRANSIT',
  OUT_FOR_DELIVERY = 'OUT_FOR_DELIVERY',
  DELIVERED = 'DELIVERED',
  NDR = 'NDR',
  RTO_IN_TRANSIT = 'RTO_IN_TRANSIT',
  RTO_DELIVERED = 'RTO_DELIVERED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(ParcelStatusGql, {
  name: 'ParcelStatus',
  description: "Where a parcel is, in the store's words (every courier status maps to one).",
  valuesConfig: {
    BOOKED: { description: 'Booked with the courier (AWB and label), not yet picked up.' },
    PICKED_UP: { description: 'The courier has collected it.' },
    IN_TRANSIT: { description: 'On its way.' },
    OUT_FOR_DELIVERY: { description: 'With the delivery agent today.' },
    DELIVERED: { description: 'Delivered to the shopper.' },
    NDR: { description: 'A delivery attempt failed (not delivered: shopper away, refused, address problem); the courier tries again.' },
    RTO_IN_TRANSIT: { description: 'Returning to the store (return to origin).' },
    RTO_DELIVERED: { description: 'Back at the store: staff receive it and check its condition.' },
    CANCELLED: { description: 'The booking was cancelled before pickup.' },
  },
});
export enum ParcelConditionGql {
  SELLABLE = 'SELLABLE',
  DAMAGED = 'DAMAGED',
}
registerEnumType(ParcelConditionGql, {
  name: 'ParcelCondition',
  description: 'What staff found in a parcel the courier brought back.',
  valuesConfig: { SELLABLE: { description: 'As sent: its units go back on sale.' }, DAMAGED: { description: 'Not fit to sell: its units stay off the shelf.' } },
});

const _everyStatus: Record<ParcelStatus, ParcelStatusGql> = Object.fromEntries(PARCEL_STATUSES.map((s) => [s, ParcelStatusGql[s]])) as Record<ParcelStatus, ParcelStatusGql>;
void _everyStatus;

@ObjectType({ description: 'One tracking event the courier reported.' })
export class ShipmentScan {
  @Field(() => ParcelStatusGql, { description: 'What happened, in the store’s words.' }) status: ParcelStatusGql;
  @Field(() => String, { description: "The courier's own words." }) courierStatus: string;
  @Field(() => String, { description: "Where ('' when the courier did not say)." }) location: string;
  @Field(() => String, { description: "The courier's remark ('' when none), e.g. why a delivery failed." }) remark: string;
  @Field(() => Date, { description: 'When, by the courier’s clock.' }) at: Date;
}

@ObjectType({ description: "A parcel booked with a courier: its AWB, label and tracking." })
export class Shipment {
  @Field(() => ID, { description: 'The order it carries.' }) orderId: string;
  @Field(() => String, { description: "The booking provider ('fake', 'shiprocket')." }) provider: string;
  @Field(() => String, { description: 'The courier that carries it, e.g. Delhivery Surface.' }) courierName: string;
  @Field(() => String, { description: "The air waybill (the courier's tracking number)." }) awb: string;
  @Field(() => String, { description: 'The shipping label (PDF) to print and stick on the parcel.' }) labelUrl: string;
  @Field(() => ParcelStatusGql, { description: 'Where the parcel is now.' }) status: ParcelStatusGql;
  @Field(() => String, { nullable: true, description: 'Expected delivery day, YYYY-MM-DD, from the courier.' }) expectedDelivery: string | null;
  @Field(() => String, { nullable: true, description: "The pickup booked for it (the courier's reference)." }) pickupRef: string | null;
  @Field(() => String, { nullable: true, description: 'The day of that pickup, YYYY-MM-DD.' }) pickupDate: string | null;
  @Field(() => Date, { description: 'When it was booked.' }) bookedAt: Date;
  @Field(() => ParcelConditionGql, { nullable: true, description: 'A returned parcel staff received back: its condition (null until then).' }) receivedCondition: ParcelConditionGql | null;
  @Field(() => [ShipmentScan], { description: 'Every scan, oldest first.' }) scans: ShipmentScan[];
}

@InputType({ description: 'The packed parcel: weight and outer dimensions.' })
export class PackageSizeInput {
  @Field(() => Int, { description: 'Weight in grams (1–50,000).' }) weightGrams: number;
  @Field(() => Int, { description: 'Length in cm (1–200).' }) lengthCm: number;
  @Field(() => Int, { description: 'Breadth in cm (1–200).' }) breadthCm: number;
  @Field(() => Int, { description: 'Height in cm (1–200).' }) heightCm: number;
}

@ObjectType({ description: 'How the store ships: with a courier account, or by hand.' })
export class ShippingSetup {
  @Field(() => String, { description: "'manual' (staff type the courier and tracking number), 'fake' or 'shiprocket'." }) provider: string;
  @Field(() => Boolean, { description: 'True when "Ship" books the parcel with the courier.' }) books: boolean;
}

export const toGqlShipment = (view: ShipmentView): Shipment => ({
  orderId: String(view.orderId),
  provider: view.provider,
  courierName: view.courierName,
  awb: view.awb,
  labelUrl: view.labelUrl,
  status: view.status as ParcelStatusGql,
  expectedDelivery: view.expectedDelivery,
  pickupRef: view.pickupRef,
  pickupDate: view.pickupDate,
  bookedAt: view.createdAt,
  receivedCondition: view.receivedCondition as ParcelConditionGql | null,
  scans: view.scans.map((scan) => ({ status: scan.status as ParcelStatusGql, courierStatus: scan.providerStatus, location: scan.location, remark: scan.remark, at: scan.at })),
});

@ObjectType({ description: "Where the shopper's parcel is: the courier, its AWB and tracking link, each scan, and the expected delivery day." })
export class OrderShipment {
  @Field(() => String, { description: 'The courier that carries it, e.g. Delhivery Surface.' }) courierName: string;
  @Field(() => String, { description: "The air waybill (the courier's tracking number)." }) awb: string;
  @Field(() => String, { description: "The courier's tracking page for this parcel ('' when there is none)." }) trackingUrl: string;
  @Field(() => ParcelStatusGql, { description: 'Where the parcel is now.' }) status: ParcelStatusGql;
  @Field(() => String, { description: 'The status in words, e.g. "Delivery attempt failed".' }) statusLabel: string;
  @Field(() => String, { nullable: true, description: 'Expected delivery day, YYYY-MM-DD, from the courier (null when it has not said, or once delivered).' }) expectedDelivery: string | null;
  @Field(() => [ShipmentScan], { description: 'Every scan the courier reported, oldest first, with its time and place.' }) scans: ShipmentScan[];
}

export const toGqlOrderShipment = (view: ShipmentView): OrderShipment => ({
  courierName: view.courierName,
  awb: view.awb,
  trackingUrl: view.trackingUrl,
  status: view.status as ParcelStatusGql,
  statusLabel: PARCEL_STATUS_LABELS[view.status],
  expectedDelivery: view.status === 'DELIVERED' ? null : view.expectedDelivery,
  scans: toGqlShipment(view).scans,
});


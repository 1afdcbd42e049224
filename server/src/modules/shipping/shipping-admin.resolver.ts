import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { notFound } from '../../shared/errors.js';
import type { StaffRole } from '../staff/staff-caller.js';
import { orderIdOf } from '../orders/order.resolver.js';
import { AdminOrderDetail } from '../orders/order-admin.types.gql.js';
import { PackageSizeInput, ParcelConditionGql, Shipment, ShippingSetup, toGqlShipment } from './shipping.types.gql.js';

const FULFILMENT: StaffRole[] = ['fulfilment'];

/** An order id argument (plain or global id); NOT_FOUND for ids no order can have. */
const validOrderId = (id: string): number => {
  const value = orderIdOf(id);
  if (value <= 0) throw notFound('Order not found.');
  return value;
};

/** Admin schema: booking parcels with the courier, pickups, and each order's shipment. */
@Authorized<StaffRole>(FULFILMENT)
@Resolver(() => AdminOrderDetail)
export class ShippingAdminResolver {
  @Query(() => ShippingSetup, { description: 'How "Ship" works in this store: booking with a courier account, or typed by hand.' })
  shippingSetup(@Ctx() ctx: AdminContext): ShippingSetup {
    const provider = ctx.services.shipping.provider;
    return { provider, books: provider !== 'manual' };
  }

  @FieldResolver(() => Shipment, { nullable: true, description: 'The parcel booked with a courier (null when shipped by hand or not yet shipped).' })
  async shipment(@Root() detail: AdminOrderDetail, @Ctx() ctx: AdminContext): Promise<Shipment | null> {
    const view = await ctx.services.shipping.shipmentOf(Number(detail.order.id));
    return view ? toGqlShipment(view) : null;
  }

  @Mutation(() => Shipment, { description: 'Ships a packed (Processing) order by booking it with the courier: AWB and label; the order moves to Shipped and the shopper is told the courier and AWB.' })
  async bookShipment(
    @Arg('orderId', () => ID, { description: 'The order.' }) orderId: string,
    @Arg('size', () => PackageSizeInput, { description: 'The packed parcel.' }) size: PackageSizeInput,
    @Ctx() ctx: AdminContext,
  ): Promise<Shipment> {
    const { shipment } = await ctx.services.shipping.book(ctx.serviceContext, validOrderId(orderId), { ...size });
    return toGqlShipment(shipment);
  }

  @Mutation(() => Shipment, { description: 'A parcel returning to the store (RTO) was received: the order is cancelled now (refund when paid), its units back on sale when the parcel is sellable.' })
  async receiveReturnedParcel(
    @Arg('orderId', () => ID, { description: 'The order.' }) orderId: string,
    @Arg('condition', () => ParcelConditionGql, { description: 'What staff found.' }) condition: ParcelConditionGql,
    @Ctx() ctx: AdminContext,
  ): Promise<Shipment> {
    return toGqlShipment((await ctx.services.shipping.receiveReturn(ctx.serviceContext, validOrderId(orderId), condition)).shipment);
  }

  @Mutation(() => [Shipment], { description: "Books one courier pickup for these orders' parcels (booked, not yet picked up)." })
  async requestPickup(@Arg('orderIds', () => [ID], { description: 'The orders (1–100).' }) orderIds: string[], @Ctx() ctx: AdminContext): Promise<Shipment[]> {
    return (await ctx.services.shipping.requestPickup(ctx.serviceContext, orderIds.map(validOrderId))).map(toGqlShipment);
  }
}

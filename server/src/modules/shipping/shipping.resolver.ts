import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { Order } from '../orders/order.types.gql.js';
import { orderIdOf } from '../orders/order.resolver.js';
import { OrderShipment, toGqlOrderShipment } from './shipping.types.gql.js';

/** Shop schema: an order's parcel, for the order page and My Orders (one statement pair per list, through a loader). */
@Resolver(() => Order)
export class OrderShipmentResolver {
  @FieldResolver(() => OrderShipment, { nullable: true, description: 'The parcel booked with a courier: courier, AWB, tracking link, scans and expected delivery (null when the store shipped it by hand or it has not shipped).' })
  async shipment(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderShipment | null> {
    const view = await ctx.loaders.shipmentByOrderId.load(orderIdOf(order.id));
    return view ? toGqlOrderShipment(view) : null;
  }
}

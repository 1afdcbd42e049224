import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import type { StaffRole } from '../staff/staff-caller.js';
import { orderIdOf } from './order.resolver.js';
import { Order, OrderStatus, toGqlOrder } from './order.types.gql.js';
import type { OrderView } from './order.types.js';
import type { OrderStatus as OrderStatusValue } from './order-status.js';
import { allowedActions, type OrderFilter } from './order-admin.service.js';
import { AdminOrderDetail, AdminOrderFilter, AdminOrderPage, type OrderActionGql, toGqlAdminOrderRow, toGqlAttempt } from './order-admin.types.gql.js';

/** Orders, returns and invoices: the fulfilment role's (and owners'). */
const FULFILMENT: StaffRole[] = ['fulfilment'];

const field = (name: string, message: string) => badInput(message, { field: name });

/**
 * Admin schema (/admin/graphql): staff order operations, over the same OrderService as the
 * `npm run orders` CLI, so every change notifies the shopper as before. Each change is audit-logged
 * in its own transaction (OrderAdminService).
 */
@Authorized<StaffRole>(FULFILMENT)
@Resolver()
export class OrderAdminResolver {
  @Query(() => [Order], { description: 'Orders of every shopper, optionally of one status, newest first.' })
  async staffOrders(
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders in this status.' }) status: OrderStatus | null,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'At most this many (max 100).' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Skip this many.' }) offset: number,
    @Ctx() ctx: AdminContext,
  ): Promise<Order[]> {
    return (await ctx.services.orders.listForStaff(status ?? null, limit, offset)).map((o) => toGqlOrder(o));
  }

  @Query(() => Order, { description: "Any shopper's order, with items and history (NOT_FOUND when there is none)." })
  async staffOrder(@Arg('id', () => ID, { description: 'The order id.' }) id: string, @Ctx() ctx: AdminContext): Promise<Order> {
    return toGqlOrder(await ctx.services.orders.getForCaller({ customerId: null, isStaff: true }, orderIdOf(id)));
  }

  @Query(() => AdminOrderPage, { description: 'The dashboard order list: filtered by status, payment and date, searchable by order number or phone; newest first.' })
  async adminOrders(
    @Arg('filter', () => AdminOrderFilter, { nullable: true, description: 'Which orders; all when absent.' }) filter: AdminOrderFilter | null,
    @Arg('limit', () => Int, { defaultValue: 25, description: 'At most this many (max 100).' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Skip this many (the dashboard’s pages; partners use `after`).' }) offset: number,
    @Ctx() ctx: AdminContext,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page: the next page starts right after it (keyset), whatever was placed meanwhile.' }) after?: string | null,
  ): Promise<AdminOrderPage> {
    const { total, rows, endCursor, hasMore } = await ctx.services.orderAdmin.search((filter ?? {}) as OrderFilter, limit, offset, after ?? null);
    return { total, orders: rows.map(toGqlAdminOrderRow), endCursor, hasMore };
  }

  @Query(() => AdminOrderDetail, { description: "An order's page: items, address, payment attempts, history and the actions allowed now." })
  async adminOrder(@Arg('id', () => ID, { description: 'The order id.' }) id: string, @Ctx() ctx: AdminContext): Promise<AdminOrderDetail> {
    return this.detail(ctx, await ctx.services.orders.getForCaller({ customerId: null, isStaff: true }, orderIdOf(id)));
  }

  @Mutation(() => Order, { description: 'Moves an order one step along Order Progress → Processing → Shipped → Out For Delivered → Delivered; the shopper is notified.' })
  async advanceOrder(@Arg('orderId', () => ID, { description: 'The order.' }) orderId: string, @Ctx() ctx: AdminContext): Promise<Order> {
    return this.step(ctx, orderId, 'order.advance');
  }

  @Mutation(() => Order, { description: 'Confirms a placed order: it moves to Processing (being packed); the shopper is notified.' })
  async confirmOrder(@Arg('orderId', () => ID, { description: 'The order.' }) orderId: string, @Ctx() ctx: AdminContext): Promise<Order> {
    return this.step(ctx, orderId, 'order.confirm', 'PROCESSING');
  }

  @Mutation(() => Order, { description: 'Ships a packed (Processing) order with a courier and tracking number; the shopper is notified with both.' })
  async shipOrder(
    @Arg('orderId', () => ID, { description: 'The order.' }) orderId: string,
    @Arg('courier', () => String, { description: 'The courier company, e.g. Delhivery.' }) courier: string,
    @Arg('trackingNumber', () => String, { description: "The courier's tracking (AWB) number: 4–40 letters, digits or dashes." }) trackingNumber: string,
    @Ctx() ctx: AdminContext,
  ): Promise<Order> {
    const company = courier.trim();
    const tracking = trackingNumber.trim();
    if (company.length < 2 || company.length > 60) throw field('courier', 'Enter the courier company (2–60 characters).');
    if (!/^[A-Za-z0-9-]{4,40}$/.test(tracking)) throw field('trackingNumber', 'Enter the tracking number: 4–40 letters, digits or dashes.');
    return this.step(ctx, orderId, 'order.ship', 'SHIPPED', { courier: company, trackingNumber: tracking });
  }

  @Mutation(() => Order, { description: 'A shipped order is out for delivery today; the shopper is notified.' })
  async markOutForDelivery(@Arg('orderId', () => ID, { description: 'The order.' }) orderId: string, @Ctx() ctx: AdminContext): Promise<Order> {
    return this.step(ctx, orderId, 'order.out-for-delivery', 'OUT_FOR_DELIVERY');
  }

  @Mutation(() => Order, { description: 'An order out for delivery was delivered; the shopper is notified.' })
  async markDelivered(@Arg('orderId', () => ID, { description: 'The order.' }) orderId: string, @Ctx() ctx: AdminContext): Promise<Order> {
    return this.step(ctx, orderId, 'order.deliver', 'DELIVERED');
  }

  @Mutation(() => Order, { description: 'Records the cash collected for a cash-on-delivery order (out for delivery or delivered).' })
  async markOrderPaid(@Arg('orderId', () => ID, { description: 'The order.' }) orderId: string, @Ctx() ctx: AdminContext): Promise<Order> {
    return toGqlOrder(await ctx.services.orderAdmin.markCodPaid(ctx.serviceContext, this.validId(orderId)));
  }

  @Mutation(() => Order, { description: 'Cancels an order before delivery (stock back, refund when paid, a credit note when it was invoiced); the shopper is notified.' })
  async staffCancelOrder(
    @Arg('orderId', () => ID, { description: 'The order.' }) orderId: string,
    @Arg('reason', () => String, { description: 'Why the store cancels.' }) reason: string,
    @Ctx() ctx: AdminContext,
  ): Promise<Order> {
    if (!reason.trim()) throw field('reason', 'Say why the store cancels this order.');
    return toGqlOrder(await ctx.services.orderAdmin.cancel(ctx.serviceContext, this.validId(orderId), reason));
  }

  /** One tracker step through OrderService.advance, refused unless `to` is the next one; audit-logged. */
  private async step(ctx: AdminContext, orderId: string, action: string, to?: OrderStatusValue, shipment?: { courier: string; trackingNumber: string }): Promise<Order> {
    return toGqlOrder(await ctx.services.orderAdmin.advance(ctx.serviceContext, this.validId(orderId), action, { to, shipment }));
  }

  /** The order id of an argument; NOT_FOUND for ids no order can have. */
  private validId(orderId: string): number {
    const id = orderIdOf(orderId);
    if (id <= 0) throw notFound('Order not found.');
    return id;
  }

  private async detail(ctx: AdminContext, order: OrderView): Promise<AdminOrderDetail> {
    const extras = await ctx.services.orderAdmin.extras(order.id);
    return {
      order: toGqlOrder(order),
      customerId: order.customerId === null ? null : String(order.customerId),
      customerPhone: extras.customerPhone,
      customerName: extras.customerName,
      courier: extras.courier,
      trackingNumber: extras.trackingNumber,
      paymentAttempts: extras.attempts.map(toGqlAttempt),
      allowedActions: allowedActions(order) as OrderActionGql[],
    };
  }
}

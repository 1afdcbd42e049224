import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { idOrNull } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/context.js';
import { requireCustomer } from '../../shared/context.js';
import { ORDER_NOT_FOUND } from './order.service.js';
import { ConnectionArgs, connectionFromPage } from '../../shared/graphql/connections.js';
import {
  Order,
  OrderConnection,
  PaymentFailureInput,
  PaymentSession,
  PlaceOrderInput,
  PlaceOrderResult,
  VerifyPaymentInput,
  toGqlOrder,
  toGqlPaymentSession,
} from './order.types.gql.js';

/** An ID argument as a positive int; anything else is a missing order (NOT_FOUND, not a 500). */
export function orderIdOf(id: string | number): number {
  return idOrNull(id) ?? -1;
}
export { ORDER_NOT_FOUND };

@Resolver()
export class OrderResolver {
  @Query(() => OrderConnection, {
    description: "The caller's orders, newest first, a page at a time (`first`/`after` or `last`/`before`; 20 when no size is given), with how many there are.",
  })
  async myOrders(@Ctx() ctx: RequestContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<OrderConnection> {
    const read = await ctx.services.orders.pageForCustomer(requireCustomer(ctx), page);
    return Object.assign(new OrderConnection(), { ...connectionFromPage(read.items.map((o) => toGqlOrder(o)), read.cursors, read), totalCount: read.totalCount });
  }

  @Query(() => Order, { description: "One of the caller's orders. Anyone else's order is NOT_FOUND." })
  async order(@Arg('id', () => ID, { description: 'The order id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Order> {
    return toGqlOrder(await ctx.services.orders.getForCaller({ customerId: requireCustomer(ctx), isStaff: false }, orderIdOf(id)));
  }

  @Mutation(() => PlaceOrderResult, { description: 'Places the cart as an order in one transaction; for Pay Now also opens the payment.' })
  async placeOrder(@Arg('input', () => PlaceOrderInput, { description: 'Address, payment method and idempotency key.' }) input: PlaceOrderInput, @Ctx() ctx: RequestContext): Promise<PlaceOrderResult> {
    requireCustomer(ctx);
    const result = await ctx.services.checkout.placeOrder(ctx.serviceContext, {
      addressId: input.addressId ? orderIdOf(input.addressId) : null,
      paymentMethod: input.paymentMethod,
      // The header as the key when the input has none: the balancer may replay this request.
      idempotencyKey: input.idempotencyKey ?? ctx.idempotencyKey ?? null,
      couponCode: input.couponCode,
    });
    return { order: toGqlOrder(result.order), payment: result.payment ? toGqlPaymentSession(result.payment) : null, created: result.created };
  }

  @Mutation(() => PaymentSession, { description: 'Pay Now on an unpaid online order: opens (or reopens) its payment.' })
  async startPayment(@Arg('orderId', () => ID, { description: 'The order to pay.' }) orderId: string, @Ctx() ctx: RequestContext): Promise<PaymentSession> {
    return toGqlPaymentSession(await ctx.services.payments.startPayment(requireCustomer(ctx), orderIdOf(orderId)));
  }

  @Mutation(() => Order, { description: "Confirms a payment with the widget's signature; a wrong signature changes nothing (PAYMENT_FAILED)." })
  async verifyPayment(@Arg('input', () => VerifyPaymentInput, { description: 'The signed payment result.' }) input: VerifyPaymentInput, @Ctx() ctx: RequestContext): Promise<Order> {
    const order = await ctx.services.payments.verifyPayment(ctx.serviceContext, {
      orderId: orderIdOf(input.orderId),
      providerOrderId: input.providerOrderId,
      providerPaymentId: input.providerPaymentId,
      signature: input.signature,
    });
    return toGqlOrder(order);
  }

  @Mutation(() => Order, { description: 'Records a failed payment attempt; the order keeps payment pending so Pay Now can retry.' })
  async recordPaymentFailure(@Arg('input', () => PaymentFailureInput, { description: 'The failed attempt.' }) input: PaymentFailureInput, @Ctx() ctx: RequestContext): Promise<Order> {
    const order = await ctx.services.payments.recordFailure(requireCustomer(ctx), {
      orderId: orderIdOf(input.orderId),
      providerOrderId: input.providerOrderId,
      providerPaymentId: input.providerPaymentId,
      code: input.code,
      description: input.description,
    });
    return toGqlOrder(order);
  }

  @Mutation(() => Order, { description: "Cancels the caller's order with a reason (before it ships, within 7 days); stock returns, a paid order is refunded." })
  async cancelOrder(
    @Arg('orderId', () => ID, { description: 'The order to cancel.' }) orderId: string,
    @Arg('reason', () => String, { description: 'Why the shopper cancels.' }) reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return toGqlOrder(await ctx.services.orders.cancelByCustomer(ctx.serviceContext, orderIdOf(orderId), reason));
  }
}

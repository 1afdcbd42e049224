import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { requireCustomer, requireStaff } from '../../shared/context.js';
import { ORDER_NOT_FOUND } from './order.service.js';
import {
  Order,
  OrderStatus,
  PaymentFailureInput,
  PaymentOutcome,
  PaymentSession,
  PlaceOrderInput,
  PlaceOrderResult,
  TestGatewayResult,
  VerifyPaymentInput,
  toGqlOrder,
  toGqlPaymentSession,
} from './order.types.gql.js';

/** An ID argument as a positive int; anything else is a missing order (NOT_FOUND, not a 500). */
export function orderIdOf(id: string | number): number {
  const n = typeof id === 'number' ? id : /^\d{1,10}$/.test(String(id).trim()) ? Number(String(id).trim()) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : -1;
}
export { ORDER_NOT_FOUND };

@Resolver()
export class OrderResolver {
  @Query(() => [Order], { description: "The caller's orders, newest first (the client splits Ongoing and History)." })
  async myOrders(@Ctx() ctx: RequestContext): Promise<Order[]> {
    return (await ctx.services.orders.listForCustomer(requireCustomer(ctx))).map((o) => toGqlOrder(o));
  }

  @Query(() => Order, { description: 'One order, for its owner (or staff). Anyone else gets NOT_FOUND.' })
  async order(@Arg('id', () => ID, { description: 'The order id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Order> {
    if (!ctx.isStaff) requireCustomer(ctx);
    return toGqlOrder(await ctx.services.orders.getForCaller({ customerId: ctx.customerId, isStaff: ctx.isStaff }, orderIdOf(id)));
  }

  @Mutation(() => PlaceOrderResult, { description: 'Places the cart as an order in one transaction; for Pay Now also opens the payment.' })
  async placeOrder(@Arg('input', () => PlaceOrderInput, { description: 'Address, payment method and idempotency key.' }) input: PlaceOrderInput, @Ctx() ctx: RequestContext): Promise<PlaceOrderResult> {
    const result = await ctx.services.checkout.placeOrder(requireCustomer(ctx), {
      addressId: orderIdOf(input.addressId),
      paymentMethod: input.paymentMethod,
      idempotencyKey: input.idempotencyKey,
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
    const order = await ctx.services.payments.verifyPayment(requireCustomer(ctx), {
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

  @Mutation(() => TestGatewayResult, { description: "Test gateway only: the checkout dialog's Pay or Fail, answered like Razorpay Checkout." })
  async testGatewayCheckout(
    @Arg('providerOrderId', () => String, { description: 'The provider order being paid.' }) providerOrderId: string,
    @Arg('outcome', () => PaymentOutcome, { description: 'SUCCESS or FAILURE.' }) outcome: PaymentOutcome,
    @Ctx() ctx: RequestContext,
  ): Promise<TestGatewayResult> {
    const answer = await ctx.services.payments.simulateCheckout(requireCustomer(ctx), providerOrderId, outcome === PaymentOutcome.SUCCESS ? 'success' : 'failure');
    if ('error' in answer) {
      return { success: false, providerOrderId, providerPaymentId: answer.error.metadata.payment_id, signature: null, errorCode: answer.error.code, errorDescription: answer.error.description };
    }
    return { success: true, providerOrderId, providerPaymentId: answer.razorpay_payment_id, signature: answer.razorpay_signature, errorCode: null, errorDescription: null };
  }

  @Mutation(() => Order, { description: "Cancels the caller's order with a reason (before it ships, within 7 days); stock returns, a paid order is refunded." })
  async cancelOrder(
    @Arg('orderId', () => ID, { description: 'The order to cancel.' }) orderId: string,
    @Arg('reason', () => String, { description: 'Why the shopper cancels.' }) reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return toGqlOrder(await ctx.services.orders.cancelByCustomer(requireCustomer(ctx), orderIdOf(orderId), reason));
  }

  // ---- staff

  @Query(() => [Order], { description: 'Staff: orders, optionally of one status, newest first.' })
  async staffOrders(
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders in this status.' }) status: OrderStatus | null,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'At most this many (max 100).' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Skip this many.' }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<Order[]> {
    requireStaff(ctx);
    return (await ctx.services.orders.listForStaff(status ?? null, limit, offset)).map((o) => toGqlOrder(o));
  }

  @Mutation(() => Order, { description: 'Staff: moves an order one step along Order Progress → Processing → Shipped → Out For Delivered → Delivered.' })
  async advanceOrder(@Arg('orderId', () => ID, { description: 'The order.' }) orderId: string, @Ctx() ctx: RequestContext): Promise<Order> {
    requireStaff(ctx);
    return toGqlOrder(await ctx.services.orders.advance(orderIdOf(orderId)));
  }

  @Mutation(() => Order, { description: 'Staff: records the cash collected for a cash-on-delivery order (out for delivery or delivered).' })
  async markOrderPaid(@Arg('orderId', () => ID, { description: 'The order.' }) orderId: string, @Ctx() ctx: RequestContext): Promise<Order> {
    requireStaff(ctx);
    return toGqlOrder(await ctx.services.orders.markCodPaid(orderIdOf(orderId)));
  }

  @Mutation(() => Order, { description: 'Staff: cancels an order that has not shipped (stock back, refund when paid).' })
  async staffCancelOrder(
    @Arg('orderId', () => ID, { description: 'The order.' }) orderId: string,
    @Arg('reason', () => String, { description: 'Why the store cancels.' }) reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    requireStaff(ctx);
    return toGqlOrder(await ctx.services.orders.cancelByStaff(orderIdOf(orderId), reason));
  }
}

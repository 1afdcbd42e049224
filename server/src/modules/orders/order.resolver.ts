import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { idOrNull } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/context.js';
import { customerOrNull, requireCustomer } from '../../shared/context.js';
import { atArgument, atField, payload } from '../../shared/graphql/user-errors.js';
import { ORDER_NOT_FOUND } from './order.service.js';
import { ConnectionArgs, connectionFromPage } from '../../shared/graphql/connections.js';
import {
  CancelOrderPayload,
  Order,
  OrderConnection,
  PaymentFailureInput,
  PlaceOrderInput,
  PlaceOrderPayload,
  RecordPaymentFailurePayload,
  StartPaymentPayload,
  VerifyPaymentInput,
  VerifyPaymentPayload,
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

  @Query(() => Order, { nullable: true, description: "One of the caller's orders; null when it does not exist, is someone else's, or the caller is a visitor." })
  async order(@Arg('id', () => ID, { description: 'The order id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Order | null> {
    const customerId = customerOrNull(ctx);
    const orderId = idOrNull(id);
    if (customerId === null || orderId === null) return null;
    const order = await ctx.services.orders.findForCaller({ customerId, isStaff: false }, orderId);
    return order && toGqlOrder(order);
  }

  @Mutation(() => PlaceOrderPayload, { description: 'Places the cart as an order in one transaction; for Pay Now also opens the payment. Why an order could not be placed is in userErrors.' })
  placeOrder(@Arg('input', () => PlaceOrderInput, { description: 'Address, payment method and idempotency key.' }) input: PlaceOrderInput, @Ctx() ctx: RequestContext): Promise<PlaceOrderPayload> {
    requireCustomer(ctx);
    return payload(
      async () => {
        // A typed coupon that no longer applies points at it; the cart's own coupon is no field of this input.
        const place = () =>
          ctx.services.checkout.placeOrder(ctx.serviceContext, {
            addressId: input.addressId ? orderIdOf(input.addressId) : null,
            paymentMethod: input.paymentMethod,
            // The header as the key when the input has none: the balancer may replay this request.
            idempotencyKey: input.idempotencyKey ?? ctx.idempotencyKey ?? null,
            couponCode: input.couponCode,
            gstin: input.gstin,
            businessName: input.businessName,
          });
        const result = await (input.couponCode?.trim() ? atField('couponCode', place, ['COUPON_INVALID']) : place());
        return { order: toGqlOrder(result.order), payment: result.payment ? toGqlPaymentSession(result.payment) : null, created: result.created };
      },
      { order: null, payment: null, created: null },
    );
  }

  @Mutation(() => StartPaymentPayload, { description: 'Pay Now on an unpaid online order: opens (or reopens) its payment.' })
  startPayment(@Arg('orderId', () => ID, { description: 'The order to pay.' }) orderId: string, @Ctx() ctx: RequestContext): Promise<StartPaymentPayload> {
    const customerId = requireCustomer(ctx);
    return payload(async () => ({ payment: toGqlPaymentSession(await atArgument('orderId', () => ctx.services.payments.startPayment(ctx.serviceContext, { orderId: orderIdOf(orderId) }))) }), { payment: null });
  }

  @Mutation(() => VerifyPaymentPayload, { description: "Confirms a payment with the widget's signature; a wrong signature changes nothing (a userError PAYMENT_FAILED)." })
  verifyPayment(@Arg('input', () => VerifyPaymentInput, { description: 'The signed payment result.' }) input: VerifyPaymentInput, @Ctx() ctx: RequestContext): Promise<VerifyPaymentPayload> {
    requireCustomer(ctx);
    return payload(async () => {
      const order = await atField('orderId', () =>
        ctx.services.payments.verifyPayment(ctx.serviceContext, {
          orderId: orderIdOf(input.orderId),
          providerOrderId: input.providerOrderId,
          providerPaymentId: input.providerPaymentId,
          signature: input.signature,
        }),
      );
      return { order: toGqlOrder(order) };
    }, { order: null });
  }

  @Mutation(() => RecordPaymentFailurePayload, { description: 'Records a failed payment attempt; the order keeps payment pending so Pay Now can retry.' })
  recordPaymentFailure(@Arg('input', () => PaymentFailureInput, { description: 'The failed attempt.' }) input: PaymentFailureInput, @Ctx() ctx: RequestContext): Promise<RecordPaymentFailurePayload> {
    const customerId = requireCustomer(ctx);
    return payload(async () => {
      const order = await atField('orderId', () =>
        ctx.services.payments.recordFailure(ctx.serviceContext, {
          orderId: orderIdOf(input.orderId),
          providerOrderId: input.providerOrderId,
          providerPaymentId: input.providerPaymentId,
          code: input.code,
          description: input.description,
        }),
      );
      return { order: toGqlOrder(order) };
    }, { order: null });
  }

  @Mutation(() => CancelOrderPayload, { description: "Cancels the caller's order with a reason (before it ships, within 7 days); stock returns, a paid order is refunded. Why it cannot be cancelled is in userErrors." })
  cancelOrder(
    @Arg('orderId', () => ID, { description: 'The order to cancel.' }) orderId: string,
    @Arg('reason', () => String, { description: 'Why the shopper cancels.' }) reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CancelOrderPayload> {
    requireCustomer(ctx);
    const cancel = () => ctx.services.orders.cancelByCustomer(ctx.serviceContext, orderIdOf(orderId), reason);
    return payload(async () => ({ order: toGqlOrder(await atArgument('orderId', () => atArgument('reason', cancel, ['BAD_INPUT']))) }), { order: null });
  }
}

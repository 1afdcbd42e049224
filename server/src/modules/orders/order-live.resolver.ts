/**
 * Live order status for the shopper's open order screens: `orderStatusChanged` over graphql-ws
 * (app/graphql-ws.ts). A shopper listens only on their own topic (ORDER_STATUS:<customerId>),
 * so another shopper's orders are never heard; each event is checked against the session again,
 * so a token logged out meanwhile hears nothing more.
 */
import { Arg, Ctx, FieldResolver, ID, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { Repeater } from '@repeaterjs/repeater';
import { requireCustomer, type RequestContext } from '../../shared/context.js';
import { unauthenticated } from '../../shared/errors.js';
import { ORDER_STATUS_LABELS } from './order-status.js';
import { ORDER_STATUS_TOPIC, type OrderStatusEventPayload } from './order-events.js';
import { Order, OrderStatusEvent, toGqlOrder, type OrderStatus } from './order.types.gql.js';
import { orderIdOf } from './order.resolver.js';

@Resolver(() => OrderStatusEvent)
export class OrderLiveResolver {
  @Subscription(() => OrderStatusEvent, {
    description:
      "The caller's orders as staff move them (status, or payment on the same status), over WebSocket (graphql-ws, `Authorization: Bearer <token>` in connectionParams). With `orderId`, that order only. Events carry the order afresh: select `order { … }` to update a cached order.",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { orderId?: string | null }, RequestContext>) => {
      const events = context.services.events.pubSub.subscribe(ORDER_STATUS_TOPIC, requireCustomer(context));
      const orderId = args.orderId === null || args.orderId === undefined ? null : orderIdOf(args.orderId);
      return orderId === null ? events : only(events, (event) => event.orderId === orderId);
    },
  })
  async orderStatusChanged(
    @Root() event: OrderStatusEventPayload,
    @Arg('orderId', () => ID, { nullable: true, description: 'Only this order (the order page); all of the caller’s orders when absent (My Orders).' }) _orderId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderStatusEvent> {
    // The socket was opened with a live session; one logged out since then hears no more.
    if (!ctx.sessionId || !(await ctx.services.authTokens.isActive(ctx.sessionId))) throw unauthenticated();
    return { orderId: String(event.orderId), status: event.status as unknown as OrderStatus, statusLabel: ORDER_STATUS_LABELS[event.status] };
  }

  @FieldResolver(() => Order, { description: 'The order as it is now (read after the change committed).' })
  async order(@Root() event: OrderStatusEvent, @Ctx() ctx: RequestContext): Promise<Order> {
    return toGqlOrder(await ctx.services.orders.getForCaller({ customerId: requireCustomer(ctx), isStaff: false }, orderIdOf(event.orderId)));
  }
}

/** The events that pass `keep`; ending it ends the source (and its listener) at once, even while waiting. */
function only<T>(source: AsyncIterable<T> & { return?: () => unknown }, keep: (value: T) => boolean): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    const stopped = stop.then(() => ({ done: true as const, value: undefined }));
    for (;;) {
      const next = await Promise.race([iterator.next(), stopped]);
      if (next.done) break;
      if (keep(next.value)) await push(next.value);
    }
    await iterator.return?.();
    stop();
  });
}

import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { requireCustomer } from '../../shared/context.js';
import { orderIdOf } from '../orders/order.resolver.js';
import { RequestReturnInput, RequestReturnPayload, ReturnOptions, ReturnRequest, toGqlReturn, toGqlReturnOptions } from './return.types.gql.js';
import { atField, payload } from '../../shared/graphql/user-errors.js';

/** Shoppers' returns and exchanges (their own orders only; anyone else's is NOT_FOUND). */
@Resolver()
export class ReturnResolver {
  @Query(() => ReturnOptions, { description: "What may be returned or exchanged from one of the caller's orders now (window, units left, sizes, pickup dates)." })
  async returnOptions(@Arg('orderId', () => ID, { description: 'The order.' }) orderId: string, @Ctx() ctx: RequestContext): Promise<ReturnOptions> {
    return toGqlReturnOptions(await ctx.services.returns.options(requireCustomer(ctx), orderIdOf(orderId)));
  }

  @Query(() => [ReturnRequest], { description: "The caller's return and exchange requests, newest first (at most 100); of one order when orderId is given." })
  async myReturns(@Arg('orderId', () => ID, { nullable: true, description: 'Only the requests of this order.' }) orderId: string | null, @Ctx() ctx: RequestContext): Promise<ReturnRequest[]> {
    const customerId = requireCustomer(ctx);
    return (await ctx.services.returns.listForCustomer(customerId, orderId ? orderIdOf(orderId) : null)).map(toGqlReturn);
  }

  @Mutation(() => RequestReturnPayload, { description: 'Asks to return or exchange some units of a delivered line, within the return window; the shopper is notified. Why it was refused is in userErrors.' })
  requestReturn(@Arg('input', () => RequestReturnInput, { description: 'What, how many, why, pickup date, photos and (cash on delivery) where the refund goes.' }) input: RequestReturnInput, @Ctx() ctx: RequestContext): Promise<RequestReturnPayload> {
    const customerId = requireCustomer(ctx);
    return payload(async () => {
      const view = await atField('orderId', () =>
        ctx.services.returns.request(ctx.serviceContext, {
          orderId: orderIdOf(input.orderId),
          orderItemId: orderIdOf(input.orderItemId),
          quantity: input.quantity,
          kind: input.kind,
          reason: input.reason,
          comment: input.comment,
          exchangeSize: input.exchangeSize,
          pickupDate: input.pickupDate,
          photoIds: input.photoIds,
          payout: { upiId: input.upiId, accountNumber: input.accountNumber, ifsc: input.ifsc, accountName: input.accountName },
        }),
      );
      return { returnRequest: toGqlReturn(view) };
    }, { returnRequest: null });
  }
}

import { Ctx, FieldResolver, GraphQLISODateTime, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { Order } from './order.types.gql.js';

/**
 * When an online order waiting for payment is cancelled if still unpaid (issue 25, item 9: an
 * unpaid order looked confirmed). The unpaid-order expiry cancels it UNPAID_ORDER_TIMEOUT_MINUTES
 * after it was placed and gives its stock back.
 */
@Resolver(() => Order)
export class OrderPayByResolver {
  @FieldResolver(() => GraphQLISODateTime, {
    nullable: true,
    description: 'For an online order awaiting payment (canPay): when it is cancelled if still unpaid (placed + UNPAID_ORDER_TIMEOUT_MINUTES). Null otherwise.',
  })
  payBy(@Root() order: Order, @Ctx() ctx: Pick<RequestContext, 'services'>): Date | null {
    if (!order.canPay) return null;
    return new Date(new Date(order.createdAt).getTime() + ctx.services.config.UNPAID_ORDER_TIMEOUT_MINUTES * 60_000);
  }
}

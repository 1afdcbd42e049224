import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { PaymentProvider } from '../orders/order.types.gql.js';

@ObjectType({ description: 'How this store takes orders: whether Pay Now is offered, and the per-shopper limits the server enforces.' })
export class StoreSettings {
  @Field(() => Boolean, { description: 'False when the store runs Cash on Delivery only (ONLINE_PAYMENTS=off): hide Pay Now.' }) onlinePaymentsEnabled: boolean;
  @Field(() => PaymentProvider, { nullable: true, description: 'The provider behind Pay Now (TEST is the built-in test gateway, never in production); null when online payments are off.' })
  paymentProvider: PaymentProvider | null;
  @Field(() => String, { nullable: true, description: 'Why Pay Now is not offered (to show beside Cash on Delivery); null when it is.' })
  onlinePaymentsMessage: string | null;
  @Field(() => Int, { description: 'Most units of one size in one order (and in one cart line).' }) maxUnitsPerSize: number;
  @Field(() => Int, { description: 'Most online orders a shopper may have waiting for payment.' }) maxUnpaidOnlineOrders: number;
  @Field(() => Int, { description: 'Most cash-on-delivery orders a shopper may have not yet delivered.' }) maxOpenCodOrders: number;
}

@Resolver()
export class StoreSettingsResolver {
  @Query(() => StoreSettings, { description: 'How this store takes orders (public): Pay Now on or off, its provider, and the order limits.' })
  storeSettings(@Ctx() ctx: RequestContext): StoreSettings {
    return Object.assign(new StoreSettings(), ctx.services.checkout.storeSettings());
  }
}

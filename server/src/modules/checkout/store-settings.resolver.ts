import { Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
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
  @Field(() => Int, { description: 'Most units of one size (one colour\'s size) a shopper may hold across orders not yet paid or delivered, the new order included.' })
  maxHeldUnitsPerSize: number;
  @Field(() => Int, { description: 'Most units of one product (all its colours and sizes) a shopper may hold across orders not yet paid or delivered, the new order included.' })
  maxHeldUnitsPerProduct: number;
  @Field(() => Float, { description: 'Largest cash-on-delivery order, in rupees.' }) maxCodOrderValue: number;
  @Field(() => Float, { description: 'Most that one shopper\'s cash-on-delivery orders not yet delivered may add up to, the new order included, in rupees.' })
  maxOpenCodValue: number;
}

@Resolver()
export class StoreSettingsResolver {
  @Query(() => StoreSettings, { description: 'How this store takes orders (public): Pay Now on or off, its provider, and the order limits.' })
  storeSettings(@Ctx() ctx: RequestContext): StoreSettings {
    return Object.assign(new StoreSettings(), ctx.services.checkout.storeSettings());
  }
}

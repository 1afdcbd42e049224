import { Authorized, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { paiseToRupees } from '../../shared/money.js';
import { OrderStatus } from '../orders/order.types.gql.js';

@ObjectType({ description: 'How many orders wait in one status.' })
export class StatusCount {
  @Field(() => OrderStatus, { description: 'The status.' }) status: OrderStatus;
  @Field(() => Int, { description: 'Orders in it now.' }) count: number;
}

@ObjectType({ description: 'A size that is running out.' })
export class LowStockSize {
  @Field(() => ID, { description: 'The size row (variant size) id.' }) variantSizeId: string;
  @Field(() => ID, { description: 'The product id.' }) productId: string;
  @Field(() => String, { description: 'The product name.' }) productName: string;
  @Field(() => String, { description: 'The colour.' }) colorName: string;
  @Field(() => String, { description: 'The size.' }) size: string;
  @Field(() => Int, { description: 'Pieces left.' }) stock: number;
}

@ObjectType({ description: "One day's sales (India time; cancelled orders not counted)." })
export class DailySales {
  @Field(() => String, { description: 'The day, YYYY-MM-DD.' }) day: string;
  @Field(() => Int, { description: 'Orders placed that day.' }) orders: number;
  @Field(() => Float, { description: 'Their total, rupees.' }) revenue: number;
}

@ObjectType({ description: 'Whether the store is set up, and what it still needs before it may issue invoices.' })
export class StoreSetup {
  @Field(() => Boolean, { description: "The owner has saved the store's settings once (the first-run setup is done)." }) setupComplete: boolean;
  @Field(() => [String], { description: 'Legal details still missing before an invoice may be issued (legal name, registered address, state, GSTIN); empty when invoicing is ready.' })
  missingForInvoices: string[];
}

@ObjectType({ description: "The dashboard's first screen." })
export class DashboardOverview {
  @Field(() => Int, { description: 'Orders placed today (India time).' }) todayOrders: number;
  @Field(() => Float, { description: "Today's revenue, rupees (cancelled orders not counted)." }) todayRevenue: number;
  @Field(() => Int, { description: 'Orders placed this week (from Monday).' }) weekOrders: number;
  @Field(() => Float, { description: "This week's revenue, rupees." }) weekRevenue: number;
  @Field(() => [StatusCount], { description: 'Orders waiting for staff, per open status.' }) waiting: StatusCount[];
  @Field(() => [LowStockSize], { description: 'Sizes with 5 or fewer pieces left, fewest first (at most 20).' }) lowStock: LowStockSize[];
  @Field(() => [DailySales], { description: 'The last 30 days, oldest first, today last.' }) dailySales: DailySales[];
  @Field(() => StoreSetup, { description: 'Whether the store is set up and ready to invoice (orders cannot be shipped until it is).' }) store: StoreSetup;
  @Field(() => Int, { description: 'Partner webhook endpoints that are disabled (after a day of failed deliveries, or paused): the owner is told on the overview.' }) disabledWebhookEndpoints: number;
}

/** Admin schema: the overview, for every staff role (low stock matters to catalogue, orders to fulfilment). */
@Resolver()
export class OverviewResolver {
  @Authorized()
  @Query(() => DashboardOverview, { description: "Today's and this week's orders and revenue, orders waiting per status, low-stock sizes and 30 days of daily sales." })
  async dashboardOverview(@Ctx() ctx: AdminContext): Promise<DashboardOverview> {
    const o = await ctx.services.overview.overview();
    return {
      todayOrders: o.todayOrders,
      todayRevenue: paiseToRupees(o.todayRevenue),
      weekOrders: o.weekOrders,
      weekRevenue: paiseToRupees(o.weekRevenue),
      waiting: o.waiting.map((w) => ({ status: w.status as OrderStatus, count: w.count })),
      lowStock: o.lowStock.map((s) => ({ ...s, variantSizeId: String(s.variantSizeId), productId: String(s.productId) })),
      dailySales: o.dailySales.map((d) => ({ ...d, revenue: paiseToRupees(d.revenue) })),
      store: Object.assign(new StoreSetup(), o.store),
      disabledWebhookEndpoints: o.disabledWebhookEndpoints,
    };
  }
}

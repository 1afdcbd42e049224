import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { badInput } from '../../shared/errors.js';
import type { StaffRole } from '../staff/staff-caller.js';
import { orderIdOf } from '../orders/order.resolver.js';
import { AdminReturn, AdminReturnPage, ReturnStatusGql, toGqlAdminReturn } from './return.types.gql.js';

/**
 * Admin schema (/admin/graphql): returns and exchanges, the fulfilment role's (and owners').
 * Every change is audit-logged by the return service in the transaction that makes it.
 */
@Authorized<StaffRole>(['owner', 'fulfilment'])
@Resolver()
export class ReturnAdminResolver {
  @Query(() => AdminReturnPage, { description: 'Return and exchange requests, optionally of one status, newest first.' })
  async adminReturns(
    @Arg('status', () => ReturnStatusGql, { nullable: true, description: 'Only requests in this status.' }) status: ReturnStatusGql | null,
    @Arg('limit', () => Int, { defaultValue: 25, description: 'At most this many (max 100).' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Skip this many.' }) offset: number,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminReturnPage> {
    const { total, rows } = await ctx.services.returns.listForStaff(status ?? null, limit, offset);
    return { total, returns: rows.map(toGqlAdminReturn) };
  }

  @Query(() => AdminReturn, { description: 'One request with its history, photos and the steps allowed now.' })
  async adminReturn(@Arg('id', () => ID, { description: 'The request.' }) id: string, @Ctx() ctx: AdminContext): Promise<AdminReturn> {
    return toGqlAdminReturn(await ctx.services.returns.getForStaff(orderIdOf(id)));
  }

  @Mutation(() => AdminReturn, { description: "Approves a request and schedules the pickup (the shopper's date unless another offered date is given); an exchange size is reserved." })
  async approveReturn(
    @Arg('id', () => ID, { description: 'The request.' }) id: string,
    @Arg('pickupDate', () => String, { nullable: true, description: 'Another pickup date, YYYY-MM-DD, within the next working days.' }) pickupDate: string | null,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminReturn> {
    return toGqlAdminReturn(await ctx.services.returns.approve(ctx.serviceContext, orderIdOf(id), pickupDate ?? null));
  }

  @Mutation(() => AdminReturn, { description: 'Rejects a request with a reason the shopper is told.' })
  async rejectReturn(
    @Arg('id', () => ID, { description: 'The request.' }) id: string,
    @Arg('reason', () => String, { description: 'Why (up to 300 characters).' }) reason: string,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminReturn> {
    return toGqlAdminReturn(await ctx.services.returns.reject(ctx.serviceContext, orderIdOf(id), reason));
  }

  @Mutation(() => AdminReturn, { description: 'The courier picked the item up.' })
  async markReturnPickedUp(@Arg('id', () => ID, { description: 'The request.' }) id: string, @Ctx() ctx: AdminContext): Promise<AdminReturn> {
    return toGqlAdminReturn(await ctx.services.returns.markPickedUp(ctx.serviceContext, orderIdOf(id)));
  }

  @Mutation(() => AdminReturn, { description: 'The item reached the store and was checked.' })
  async markReturnReceived(@Arg('id', () => ID, { description: 'The request.' }) id: string, @Ctx() ctx: AdminContext): Promise<AdminReturn> {
    return toGqlAdminReturn(await ctx.services.returns.markReceived(ctx.serviceContext, orderIdOf(id)));
  }

  @Mutation(() => AdminReturn, { description: 'Refunds a received return: credit note issued; online payments refunded through the provider after the commit; cash orders paid out to the given bank account or UPI id.' })
  async refundReturn(
    @Arg('id', () => ID, { description: 'The request.' }) id: string,
    @Arg('payoutReference', () => String, { nullable: true, description: 'Cash on delivery: the bank transfer or UPI reference (UTR), 4–40 letters, digits or dashes.' }) payoutReference: string | null,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminReturn> {
    return toGqlAdminReturn(await ctx.services.returns.refund(ctx.serviceContext, orderIdOf(id), payoutReference ?? null));
  }

  @Mutation(() => AdminReturn, { description: 'Ships the exchange size (reserved at approval), with the courier and tracking number when given.' })
  async shipExchange(
    @Arg('id', () => ID, { description: 'The request.' }) id: string,
    @Arg('courier', () => String, { nullable: true, description: 'The courier company.' }) courier: string | null,
    @Arg('trackingNumber', () => String, { nullable: true, description: 'Tracking number: 4–40 letters, digits or dashes.' }) trackingNumber: string | null,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminReturn> {
    const company = courier?.trim() ?? '';
    const tracking = trackingNumber?.trim() ?? '';
    if ((company || tracking) && (company.length < 2 || company.length > 60)) throw badInput('Enter the courier company (2–60 characters).', { field: 'courier' });
    if ((company || tracking) && !/^[A-Za-z0-9-]{4,40}$/.test(tracking)) throw badInput('Enter the tracking number: 4–40 letters, digits or dashes.', { field: 'trackingNumber' });
    return toGqlAdminReturn(await ctx.services.returns.shipExchange(ctx.serviceContext, orderIdOf(id), company ? { courier: company, trackingNumber: tracking } : null));
  }
}

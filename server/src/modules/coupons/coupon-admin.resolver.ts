import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { parseId } from '../../shared/ids.js';
import { CATALOGUE_ROLES } from '../catalog-admin/catalog-admin.resolver.js';
import { couponInRupees, type AdminCouponRow } from './coupon-admin.service.js';

@InputType({ description: 'A coupon as staff save it; the same fields checkout judges. Amounts in rupees.' })
class AdminCouponInput {
  @Field(() => String, { description: 'Code shoppers type (3–30 letters, digits, - or _; stored upper-case, unique).' }) code: string;
  @Field(() => String, { description: 'Title shown in the coupon list.' }) title: string;
  @Field(() => String, { nullable: true, description: 'Longer description.' }) description?: string | null;
  @Field(() => String, { description: '"percentage" or "flat".' }) discountType: string;
  @Field(() => Float, { description: 'Whole percent (1–100), or rupees off for a flat coupon.' }) discountValue: number;
  @Field(() => Float, { nullable: true, description: 'Cap of a percentage discount, rupees (empty: no cap).' }) maxDiscount?: number | null;
  @Field(() => Float, { description: 'Minimum cart subtotal, rupees (0: none).' }) minOrderAmount: number;
  @Field(() => Date, { nullable: true, description: 'Usable from (empty: now).' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Usable until (empty: no expiry).' }) expiresAt?: Date | null;
  @Field(() => Int, { nullable: true, description: 'Uses over all shoppers (empty: no limit).' }) usageLimit?: number | null;
  @Field(() => Int, { nullable: true, description: 'Uses per shopper (empty: no limit).' }) perCustomerLimit?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Only on a shopper's first order." }) firstOrderOnly?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Usable (false: paused). New coupons: true unless false; edits: unchanged unless given.' }) active?: boolean | null;
}

@ObjectType('AdminCoupon', { description: 'A coupon with its usage.' })
class AdminCoupon {
  @Field(() => ID, { description: 'Coupon id.' }) id: string;
  @Field(() => String, { description: 'Code.' }) code: string;
  @Field(() => String, { description: 'Title.' }) title: string;
  @Field(() => String, { description: 'Description.' }) description: string;
  @Field(() => String, { description: '"percentage" or "flat".' }) discountType: string;
  @Field(() => Float, { description: 'Percent, or rupees for flat.' }) discountValue: number;
  @Field(() => Float, { nullable: true, description: 'Cap, rupees.' }) maxDiscount: number | null;
  @Field(() => Float, { description: 'Minimum order, rupees.' }) minOrderAmount: number;
  @Field(() => Date, { nullable: true, description: 'Usable from.' }) startsAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Usable until.' }) expiresAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'Uses over all shoppers.' }) usageLimit: number | null;
  @Field(() => Int, { nullable: true, description: 'Uses per shopper.' }) perCustomerLimit: number | null;
  @Field(() => Boolean, { description: 'First order only.' }) firstOrderOnly: boolean;
  @Field(() => Boolean, { description: 'Usable (false: paused).' }) active: boolean;
  @Field(() => Int, { description: 'Uses that count against the limit (cancelled orders give theirs back).' }) usedCount: number;
  @Field(() => Int, { description: 'Uses ever made, cancelled ones included.' }) redemptions: number;
  @Field(() => Int, { description: 'Different shoppers who used it.' }) customers: number;
  @Field(() => Float, { description: 'Discount given on orders not cancelled, rupees.' }) discountGiven: number;
}

const toGql = (row: AdminCouponRow): AdminCoupon => {
  const c = couponInRupees(row);
  return { ...c, id: String(c.id), startsAt: c.startsAt ? new Date(c.startsAt) : null, expiresAt: c.expiresAt ? new Date(c.expiresAt) : null };
};
/** The rules check discountType (a string here so a wrong one gets a field message, not a schema error). */
const toDraft = (input: AdminCouponInput) => ({ ...input, discountType: input.discountType as 'percentage' | 'flat' });

/** Admin schema: coupons (create, edit, pause) with usage counts. */
@Authorized(CATALOGUE_ROLES)
@Resolver()
export class CouponAdminResolver {
  @Query(() => [AdminCoupon], { description: 'Every coupon, active first, newest first, with usage counts.' })
  async adminCoupons(@Ctx() ctx: AdminContext): Promise<AdminCoupon[]> {
    return (await ctx.services.couponAdmin.list()).map(toGql);
  }

  @Mutation(() => AdminCoupon, { description: 'Creates a coupon. BAD_INPUT with fieldErrors, or CONFLICT for a code in use; nothing is saved then.' })
  async createCoupon(@Arg('input', () => AdminCouponInput, { description: 'The coupon.' }) input: AdminCouponInput, @Ctx() ctx: AdminContext): Promise<AdminCoupon> {
    return toGql(await ctx.services.couponAdmin.save(ctx.serviceContext, null, toDraft(input)));
  }

  @Mutation(() => AdminCoupon, { description: 'Edits a coupon (uses already made stay counted).' })
  async updateCoupon(
    @Arg('id', () => ID, { description: 'Coupon id.' }) id: string,
    @Arg('input', () => AdminCouponInput, { description: 'The coupon as it should be.' }) input: AdminCouponInput,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminCoupon> {
    return toGql(await ctx.services.couponAdmin.save(ctx.serviceContext, parseId(id, 'Coupon not found.'), toDraft(input)));
  }

  @Mutation(() => AdminCoupon, { description: 'Pauses (false) or resumes (true) a coupon; checkout refuses a paused one.' })
  async setCouponActive(
    @Arg('id', () => ID, { description: 'Coupon id.' }) id: string,
    @Arg('active', () => Boolean, { description: 'Usable.' }) active: boolean,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminCoupon> {
    return toGql(await ctx.services.couponAdmin.setActive(ctx.serviceContext, parseId(id, 'Coupon not found.'), active));
  }
}

import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { paiseToRupees, rupeesToPaise } from '../../shared/money.js';
import type { StaffRole } from '../staff/staff-caller.js';
import type { GstRateRow } from './gst-policy.js';

@ObjectType('AdminGstRate', { description: 'One row of the GST rate table: a rate for the HSN codes starting with a prefix, over a period, up to a taxable value per piece.' })
class AdminGstRate {
  @Field(() => ID, { description: 'Row id.' }) id: string;
  @Field(() => String, { description: 'HSN chapter, heading, sub-heading or tariff item (2, 4, 6 or 8 digits): the codes starting with it.' }) hsnPrefix: string;
  @Field(() => Float, { nullable: true, description: 'Highest taxable value per piece of this band, rupees (null: no ceiling).' }) upToRupeesPerPiece: number | null;
  @Field(() => Float, { description: 'Rate, percent.' }) ratePercent: number;
  @Field(() => Boolean, { description: 'An ancillary supply (shipping) that takes the rate of the goods it comes with; ratePercent applies when alone.' }) followsPrincipal: boolean;
  @Field(() => String, { description: 'First day it applies (YYYY-MM-DD, India).' }) validFrom: string;
  @Field(() => String, { nullable: true, description: 'Last day it applies (YYYY-MM-DD, India); null while in force.' }) validTo: string | null;
  @Field(() => String, { description: 'What it is (goods, notification).' }) description: string;
}

@InputType({ description: 'One band of a new rate.' })
class GstBandInput {
  @Field(() => Float, { nullable: true, description: 'Highest taxable value per piece, rupees; empty for the top band (no ceiling).' }) upToRupeesPerPiece?: number | null;
  @Field(() => Float, { description: 'Rate, percent (0–100, two decimals at most).' }) ratePercent: number;
}

@InputType({ description: 'A dated rate for an HSN prefix, as the GST Council sets it: its bands from a day on.' })
class GstRateInput {
  @Field(() => String, { description: 'HSN chapter, heading, sub-heading or tariff item (2, 4, 6 or 8 digits).' }) hsnPrefix: string;
  @Field(() => String, { description: 'First day it applies (YYYY-MM-DD, India): tomorrow or later.' }) validFrom: string;
  @Field(() => [GstBandInput], { description: 'The bands; exactly one without a ceiling.' }) bands: GstBandInput[];
  @Field(() => Boolean, { nullable: true, description: 'Shipping-like: follows the goods it comes with.' }) followsPrincipal?: boolean | null;
  @Field(() => String, { nullable: true, description: 'What it is (goods, notification).' }) description?: string | null;
}

const OWNER: StaffRole[] = ['owner'];

const toGql = (row: GstRateRow): AdminGstRate => ({
  ...row,
  id: String(row.id),
  upToRupeesPerPiece: row.upToPaisePerPiece === null ? null : paiseToRupees(row.upToPaisePerPiece),
});

/** Admin schema: the GST rate table (owner only). Every addition is audit-logged. */
@Authorized(OWNER)
@Resolver()
export class GstRateAdminResolver {
  @Query(() => [AdminGstRate], { description: 'The GST rate table, by HSN prefix, start date and band.' })
  async adminGstRates(@Ctx() ctx: AdminContext): Promise<AdminGstRate[]> {
    return (await ctx.services.taxRates.list()).map(toGql);
  }

  @Mutation(() => [AdminGstRate], {
    description:
      'Adds a dated rate for an HSN prefix (the rows of that prefix in force end the day before). BAD_INPUT with fieldErrors (a start today or earlier: invoices keep the rate of their date), CONFLICT when a later rate exists; nothing is saved then.',
  })
  async addGstRate(@Arg('input', () => GstRateInput, { description: 'The rate.' }) input: GstRateInput, @Ctx() ctx: AdminContext): Promise<AdminGstRate[]> {
    const added = await ctx.services.taxRates.addRate(ctx.serviceContext, {
      hsnPrefix: input.hsnPrefix.trim(),
      validFrom: input.validFrom.trim(),
      bands: input.bands.map((band) => ({ upToPaisePerPiece: band.upToRupeesPerPiece == null ? null : rupeesToPaise(band.upToRupeesPerPiece), ratePercent: band.ratePercent })),
      followsPrincipal: input.followsPrincipal ?? false,
      description: input.description ?? '',
    });
    return added.map(toGql);
  }
}

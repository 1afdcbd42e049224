import { Arg, Authorized, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { paiseToRupees } from '../../shared/money.js';
import type { StaffRole } from '../staff/staff-caller.js';

@ObjectType('GstRateTotal', { description: 'Taxable value and tax of a month for one place of supply and rate, net of credit notes (rupees).' })
class GstRateTotal {
  @Field(() => String, { description: 'Place of supply, "27-Maharashtra".' }) placeOfSupply: string;
  @Field(() => Float, { description: 'Rate, percent.' }) ratePercent: number;
  @Field(() => Float, { description: 'Taxable value.' }) taxable: number;
  @Field(() => Float, { description: 'IGST.' }) igst: number;
  @Field(() => Float, { description: 'CGST.' }) cgst: number;
  @Field(() => Float, { description: 'SGST.' }) sgst: number;
}

@ObjectType('GstDocumentRange', { description: 'A series of documents issued in the month.' })
class GstDocumentRange {
  @Field(() => Int, { description: 'How many.' }) count: number;
  @Field(() => String, { nullable: true, description: 'First number.' }) from: string | null;
  @Field(() => String, { nullable: true, description: 'Last number.' }) to: string | null;
}

@ObjectType('GstMonth', { description: "A month's GST (GSTR-1): totals by place of supply and rate, net of credit notes, and the documents issued." })
class GstMonth {
  @Field(() => String, { description: 'YYYY-MM (India time).' }) month: string;
  @Field(() => [GstRateTotal], { description: 'By place of supply and rate.' }) summary: GstRateTotal[];
  @Field(() => Float, { description: 'Taxable value, net.' }) taxable: number;
  @Field(() => Float, { description: 'IGST, net.' }) igst: number;
  @Field(() => Float, { description: 'CGST, net.' }) cgst: number;
  @Field(() => Float, { description: 'SGST, net.' }) sgst: number;
  @Field(() => Float, { description: "Invoices' value, GST included." }) invoiceValue: number;
  @Field(() => Float, { description: "Credit notes' value, GST included." }) creditValue: number;
  @Field(() => GstDocumentRange, { description: 'Tax invoices issued.' }) invoices: GstDocumentRange;
  @Field(() => GstDocumentRange, { description: 'Credit notes issued.' }) creditNotes: GstDocumentRange;
}

const OWNER: StaffRole[] = ['owner'];

/** Admin schema: the month's GST (owner). The CSV files download from /admin/files/gst/<month>/<table>.csv. */
@Authorized(OWNER)
@Resolver()
export class GstReportResolver {
  @Query(() => GstMonth, { description: "A month's GST totals (YYYY-MM); BAD_INPUT for another shape." })
  async adminGstMonth(@Arg('month', () => String, { description: 'YYYY-MM.' }) month: string, @Ctx() ctx: AdminContext): Promise<GstMonth> {
    const report = await ctx.services.gstReport.month(month);
    const r = paiseToRupees;
    return {
      month: report.month,
      summary: report.summary.map((row) => ({ ...row, taxable: r(row.taxable), igst: r(row.igst), cgst: r(row.cgst), sgst: r(row.sgst) })),
      taxable: r(report.totals.taxable),
      igst: r(report.totals.igst),
      cgst: r(report.totals.cgst),
      sgst: r(report.totals.sgst),
      invoiceValue: r(report.totals.invoiceValue),
      creditValue: r(report.totals.creditValue),
      invoices: report.invoices,
      creditNotes: report.creditNotes,
    };
  }
}

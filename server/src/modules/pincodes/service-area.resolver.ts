/** Admin schema: the delivery area (the courier's pincode list: import, list, search, switch off). */
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import type { ServiceAreaImport, ServiceAreaRow } from './service-area.service.js';

/** Who may change where the store delivers: the owner and the fulfilment team (who deal with the courier). */
export const SERVICE_AREA_ROLES = ['owner', 'fulfilment'];

@ObjectType('ServiceablePincode', { description: 'A pincode of India with whether, how fast and how (COD) the store delivers there.' })
class ServiceablePincode {
  @Field(() => String, { description: '6-digit pincode.' }) pincode: string;
  @Field(() => String, { description: 'City (district).' }) city: string;
  @Field(() => String, { description: 'State.' }) state: string;
  @Field(() => Boolean, { description: 'The store delivers there.' }) deliverable: boolean;
  @Field(() => Boolean, { description: 'Cash on delivery is allowed there.' }) codAvailable: boolean;
  @Field(() => Int, { nullable: true, description: "Delivery days; null: the store's default." }) deliveryDays: number | null;
}

@ObjectType('ServiceablePincodeList', { description: 'A page of pincodes and the delivery area\'s size.' })
class ServiceablePincodeList {
  @Field(() => [ServiceablePincode], { description: 'The pincodes, in order.' }) items: ServiceablePincode[];
  @Field(() => Int, { description: 'Pincodes matching the search.' }) totalCount: number;
  @Field(() => Int, { description: 'Deliverable pincodes in the whole store.' }) deliverableCount: number;
}

@ObjectType('PincodeCsvProblem', { description: 'A problem of an uploaded pincode list.' })
class PincodeCsvProblem {
  @Field(() => Int, { description: 'Line in the file (the header is line 1; 0: the whole file).' }) line: number;
  @Field(() => String, { description: 'What is wrong.' }) message: string;
}

@ObjectType('PincodeImport', { description: 'What importing a pincode list does (preview) or did.' })
class PincodeImport {
  @Field(() => Int, { description: 'Rows without a problem.' }) rows: number;
  @Field(() => Int, { description: 'Listed pincodes that were not deliverable before.' }) switchedOn: number;
  @Field(() => Int, { description: 'Deliverable pincodes the list leaves out, switched off when the list replaces the area.' }) switchedOff: number;
  @Field(() => Int, { description: 'Deliverable pincodes after the import.' }) deliverableAfter: number;
  @Field(() => [PincodeCsvProblem], { description: 'The first 100 problems; a file with any is not applied.' }) problems: PincodeCsvProblem[];
  @Field(() => Int, { description: 'Problems in all.' }) problemCount: number;
  @Field(() => Boolean, { description: 'True when the list was applied.' }) applied: boolean;
}

const toGql = (row: ServiceAreaRow): ServiceablePincode => ({ ...row, pincode: row.pincode.trim() });
const toImport = (result: ServiceAreaImport): PincodeImport => result;

@Authorized(SERVICE_AREA_ROLES)
@Resolver()
export class ServiceAreaResolver {
  @Query(() => ServiceablePincodeList, { description: 'Pincodes with their serviceability: search by the first digits, or the city or state.' })
  async serviceablePincodes(
    @Ctx() ctx: AdminContext,
    @Arg('search', () => String, { nullable: true, description: 'First digits of the pincode, or part of the city or state.' }) search?: string,
    @Arg('deliverable', () => Boolean, { nullable: true, description: 'Only deliverable (true) or switched-off (false) pincodes.' }) deliverable?: boolean,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50, description: 'At most this many (1 to 200).' }) limit?: number,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0, description: 'Skip this many.' }) offset?: number,
  ): Promise<ServiceablePincodeList> {
    const page = await ctx.services.serviceArea.list({ search, deliverable, limit, offset });
    return { ...page, items: page.items.map(toGql) };
  }

  @Query(() => String, { description: 'The deliverable pincodes as a CSV the import reads back (pincode, cod, days).' })
  async serviceablePincodesCsv(@Ctx() ctx: AdminContext): Promise<string> {
    return ctx.services.serviceArea.exportCsv();
  }

  @Query(() => PincodeImport, { description: "What importing the courier's list would do, with each row's problems. Changes nothing." })
  async previewPincodeImport(
    @Arg('csv', () => String, { description: 'CSV with a header: pincode, cod (yes/no), days (1 to 30, empty: the default).' }) csv: string,
    @Arg('replace', () => Boolean, { description: 'The list is the whole delivery area: pincodes not in it are switched off.' }) replace: boolean,
    @Ctx() ctx: AdminContext,
  ): Promise<PincodeImport> {
    return toImport(await ctx.services.serviceArea.preview(ctx.serviceContext, csv, replace));
  }

  @Mutation(() => PincodeImport, { description: "Imports the courier's list in one transaction; the shop's pincode check, address form and checkout follow at once. BAD_INPUT, changing nothing, while any row has a problem." })
  async importPincodes(
    @Arg('csv', () => String, { description: 'CSV with a header: pincode, cod (yes/no), days (1 to 30, empty: the default).' }) csv: string,
    @Arg('replace', () => Boolean, { description: 'The list is the whole delivery area: pincodes not in it are switched off.' }) replace: boolean,
    @Ctx() ctx: AdminContext,
  ): Promise<PincodeImport> {
    return toImport(await ctx.services.serviceArea.apply(ctx.serviceContext, csv, replace));
  }

  @Mutation(() => ServiceablePincode, { description: 'Switches delivery to one pincode off (or on again, optionally with COD and days). NOT_FOUND for a pincode we do not know.' })
  async setPincodeServiceable(
    @Arg('pincode', () => String, { description: '6-digit pincode.' }) pincode: string,
    @Arg('deliverable', () => Boolean, { description: 'Deliver there.' }) deliverable: boolean,
    @Ctx() ctx: AdminContext,
    @Arg('codAvailable', () => Boolean, { nullable: true, description: 'Allow cash on delivery (when deliverable; unchanged unless given).' }) codAvailable?: boolean,
    @Arg('deliveryDays', () => Int, { nullable: true, description: "Delivery days, 1 to 30 (unchanged unless given; null: the store's default)." }) deliveryDays?: number | null,
  ): Promise<ServiceablePincode> {
    return toGql(await ctx.services.serviceArea.setServiceable(ctx.serviceContext, pincode, { deliverable, codAvailable, deliveryDays }));
  }
}

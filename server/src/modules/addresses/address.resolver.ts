import { Arg, Ctx, Field, Float, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { AddressType } from '../../shared/graphql/address-type.js';
import { atArgument, payload, UserError } from '../../shared/graphql/user-errors.js';
import { idOrNull, parseId } from '../../shared/ids.js';
import { Address } from './address.entity.js';
import { customerOrNull, type RequestContext } from '../../shared/context.js';

@InputType({ description: "An address as the shopper types it. Required: fullName, phone, houseName, address, pincode; state and city are filled from the pincode when left out." })
export class AddressInput {
  @Field(() => String, { description: 'Name of the person receiving the parcel.' })
  fullName: string;

  @Field(() => String, { description: '10-digit Indian mobile number (+91 or 0 prefix allowed).' })
  phone: string;

  @Field(() => String, { description: '6-digit Indian pincode.' })
  pincode: string;

  @Field(() => String, { nullable: true, description: "City; the pincode's district when left out." })
  city?: string;

  @Field(() => String, { nullable: true, description: "State; always the pincode's state (filled in when left out). A state that is not the pincode's is refused (a userError INVALID on [\"input\", \"state\"])." })
  state?: string;

  @Field(() => String, { description: 'House or flat number and building name.' })
  houseName: string;

  @Field(() => String, { description: 'Street address.' })
  address: string;

  @Field(() => String, { nullable: true, description: 'Locality or area.' })
  locality?: string;

  @Field(() => String, { nullable: true, description: 'Nearby landmark.' })
  landmark?: string;

  @Field(() => AddressType, { nullable: true, description: 'Home (the default) or work.' })
  addressType?: AddressType;

  @Field(() => Boolean, { nullable: true, description: 'Make this the default address.' })
  isDefault?: boolean;

  @Field(() => Float, { nullable: true, description: 'Latitude from "Use my location".' })
  latitude?: number;

  @Field(() => Float, { nullable: true, description: 'Longitude from "Use my location".' })
  longitude?: number;
}

@ObjectType({ description: 'What the pincode table knows about an Indian pincode.' })
export class PincodeInfoType {
  @Field(() => String, { description: 'The 6-digit pincode.' })
  pincode: string;

  @Field(() => String, { description: "City to fill in (the pincode's district)." })
  city: string;

  @Field(() => String, { description: 'State.' })
  state: string;

  @Field(() => Float, { nullable: true, description: 'Approximate latitude of the pincode area.' })
  latitude: number | null;

  @Field(() => Float, { nullable: true, description: 'Approximate longitude of the pincode area.' })
  longitude: number | null;
}

@ObjectType({ description: 'What addAddress answers: the saved address, or the mistakes in the form.' })
export class AddAddressPayload {
  @Field(() => Address, { nullable: true, description: 'The saved address; null when userErrors is not empty.' })
  address: Address | null;

  @Field(() => [UserError], { description: 'Mistakes in the form (a missing or invalid field, a state that is not the pincode\'s, too many addresses); empty on success.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'What updateAddress answers: the address as saved, or the mistakes in the form.' })
export class UpdateAddressPayload {
  @Field(() => Address, { nullable: true, description: 'The address as saved; null when userErrors is not empty.' })
  address: Address | null;

  @Field(() => [UserError], { description: 'Mistakes in the form, or NOT_FOUND on ["id"] for an address that is not the caller\'s; empty on success.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'What deleteAddress answers: the id of the deleted address, or why nothing was deleted.' })
export class DeleteAddressPayload {
  @Field(() => ID, { nullable: true, description: 'The id of the deleted address; null when userErrors is not empty.' })
  deletedAddressId: string | null;

  @Field(() => [UserError], { description: 'NOT_FOUND on ["id"] for an address that is not the caller\'s; empty on success.' })
  userErrors: UserError[];
}

@ObjectType({ description: "What setDefaultAddress answers: all the shopper's addresses, the new default first." })
export class SetDefaultAddressPayload {
  @Field(() => [Address], { nullable: true, description: "The shopper's addresses, default first; null when userErrors is not empty." })
  addresses: Address[] | null;

  @Field(() => [UserError], { description: 'NOT_FOUND on ["id"] for an address that is not the caller\'s; empty on success.' })
  userErrors: UserError[];
}

const toId = (id: string): number => parseId(id, 'Address not found.');

@Resolver(() => Address)
export class AddressResolver {
  @Query(() => [Address], { description: "The logged-in shopper's addresses, default first." })
  addresses(@Ctx() ctx: RequestContext): Promise<Address[]> {
    return ctx.services.addresses.list(ctx.serviceContext);
  }

  @Query(() => Address, { nullable: true, description: "One of the logged-in shopper's addresses; null when it does not exist, is someone else's, or the caller is a visitor." })
  async address(@Arg('id', () => ID, { description: 'Address id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Address | null> {
    const addressId = idOrNull(id);
    if (customerOrNull(ctx) === null || addressId === null) return null;
    return ctx.services.addresses.findOwned(ctx.serviceContext, addressId);
  }

  @Mutation(() => AddAddressPayload, { description: 'Saves a new address; the first one becomes the default. Mistakes in the form are userErrors (INVALID on the field).' })
  addAddress(@Arg('input', () => AddressInput, { description: 'The address.' }) input: AddressInput, @Ctx() ctx: RequestContext): Promise<AddAddressPayload> {
    return payload(async () => ({ address: await ctx.services.addresses.create(ctx.serviceContext, { ...input }) }), { address: null });
  }

  @Mutation(() => UpdateAddressPayload, { description: "Replaces the fields of one of the shopper's addresses. Mistakes are userErrors (INVALID on the field; NOT_FOUND on [\"id\"])." })
  updateAddress(
    @Arg('id', () => ID, { description: 'Address id.' }) id: string,
    @Arg('input', () => AddressInput, { description: 'The new fields.' }) input: AddressInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateAddressPayload> {
    return payload(async () => ({ address: await atArgument('id', () => ctx.services.addresses.update(ctx.serviceContext, toId(id), { ...input })) }), { address: null });
  }

  @Mutation(() => DeleteAddressPayload, { description: "Deletes one of the shopper's addresses. The newest remaining address becomes the default if needed." })
  deleteAddress(@Arg('id', () => ID, { description: 'Address id.' }) id: string, @Ctx() ctx: RequestContext): Promise<DeleteAddressPayload> {
    return payload(async () => {
      const addressId = await atArgument('id', async () => {
        const parsed = toId(id);
        await ctx.services.addresses.remove(ctx.serviceContext, parsed);
        return parsed;
      });
      return { deletedAddressId: String(addressId) };
    }, { deletedAddressId: null });
  }

  @Mutation(() => SetDefaultAddressPayload, { description: "Makes one address the default; answers all the shopper's addresses." })
  setDefaultAddress(@Arg('id', () => ID, { description: 'Address id.' }) id: string, @Ctx() ctx: RequestContext): Promise<SetDefaultAddressPayload> {
    return payload(async () => ({ addresses: await atArgument('id', () => ctx.services.addresses.setDefault(ctx.serviceContext, toId(id))) }), { addresses: null });
  }

  @Query(() => PincodeInfoType, { nullable: true, description: 'City and state of a 6-digit pincode; null when it is not a real Indian pincode.' })
  async pincode(@Arg('pincode', () => String, { description: '6-digit pincode.' }) pincode: string, @Ctx() ctx: RequestContext): Promise<PincodeInfoType | null> {
    const info = await ctx.services.pincodes.lookup(pincode);
    return info && Object.assign(new PincodeInfoType(), info);
  }

  @Query(() => PincodeInfoType, { nullable: true, description: 'The pincode nearest to a point (for "Use my location"); null outside India.' })
  async nearestPincode(
    @Arg('latitude', () => Float, { description: 'Latitude in degrees.' }) latitude: number,
    @Arg('longitude', () => Float, { description: 'Longitude in degrees.' }) longitude: number,
    @Ctx() ctx: RequestContext,
  ): Promise<PincodeInfoType | null> {
    const info = await ctx.services.pincodes.nearest(latitude, longitude);
    return info && Object.assign(new PincodeInfoType(), info);
  }
}

import { Arg, Ctx, Field, FieldResolver, InputType, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Customer, Gender } from './customer.entity.js';
import { LocalDate } from '../../shared/graphql/scalars.js';
import { payload, UserError } from '../../shared/graphql/user-errors.js';
import { customerOrNull, requireCustomer, type RequestContext } from '../../shared/context.js';

@InputType({ description: 'Profile fields to change; omitted fields stay as they are. The mobile number cannot be changed.' })
export class ProfileInput {
  @Field(() => String, { nullable: true, description: 'Full name.' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'E-mail address, or empty to clear it.' })
  email?: string;

  @Field(() => LocalDate, { nullable: true, description: 'Date of birth; null clears it.' })
  dob?: string | null;

  @Field(() => Gender, { nullable: true, description: 'Gender; null clears it.' })
  gender?: Gender | null;
}

@ObjectType({ description: 'What updateProfile answers: the profile as saved, or the mistakes in the form.' })
export class UpdateProfilePayload {
  @Field(() => Customer, { nullable: true, description: 'The profile as saved; null when userErrors is not empty.' })
  customer: Customer | null;

  @Field(() => [UserError], { description: 'Mistakes in the form (INVALID on the field: an empty or invalid name, an invalid e-mail, a date of birth in the future); empty on success.' })
  userErrors: UserError[];
}

@Resolver(() => Customer)
export class CustomerResolver {
  @Query(() => Customer, { nullable: true, description: "The logged-in shopper's profile; null for a visitor (UNAUTHENTICATED only when the token sent is refused: expired or revoked)." })
  async me(@Ctx() ctx: RequestContext): Promise<Customer | null> {
    const customerId = customerOrNull(ctx);
    return customerId === null ? null : ctx.services.customers.findProfile(customerId);
  }

  @Mutation(() => UpdateProfilePayload, { description: "Saves the logged-in shopper's profile (name, e-mail, date of birth, gender). Mistakes are userErrors (INVALID on the field)." })
  updateProfile(@Arg('input', () => ProfileInput, { description: 'The fields to change.' }) input: ProfileInput, @Ctx() ctx: RequestContext): Promise<UpdateProfilePayload> {
    const customerId = requireCustomer(ctx);
    return payload(async () => ({ customer: await ctx.services.customers.updateProfile(customerId, { ...input }) }), { customer: null });
  }

  @FieldResolver(() => Gender, { nullable: true, description: 'Gender, or null when not given.' })
  gender(@Root() customer: Customer): Gender | null {
    return (customer.gender || null) as Gender | null;
  }
}

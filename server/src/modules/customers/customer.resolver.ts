import { Arg, Ctx, Field, FieldResolver, InputType, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Customer, Gender } from './customer.entity.js';
import { LocalDate } from '../../shared/graphql/scalars.js';
import { requireCustomer, type RequestContext } from '../../shared/context.js';

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

@Resolver(() => Customer)
export class CustomerResolver {
  @Query(() => Customer, { description: "The logged-in shopper's profile (UNAUTHENTICATED for visitors)." })
  me(@Ctx() ctx: RequestContext): Promise<Customer> {
    return ctx.services.customers.getProfile(requireCustomer(ctx));
  }

  @Mutation(() => Customer, { description: "Saves the logged-in shopper's profile (name, e-mail, date of birth, gender)." })
  updateProfile(@Arg('input', () => ProfileInput, { description: 'The fields to change.' }) input: ProfileInput, @Ctx() ctx: RequestContext): Promise<Customer> {
    return ctx.services.customers.updateProfile(requireCustomer(ctx), { ...input });
  }

  @FieldResolver(() => Gender, { nullable: true, description: 'Gender, or null when not given.' })
  gender(@Root() customer: Customer): Gender | null {
    return (customer.gender || null) as Gender | null;
  }
}

import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { Customer } from '../auth/customer.entity.js';
import { requireCustomer, type RequestContext } from '../../shared/context.js';

@InputType({ description: 'Profile fields to change; omitted fields stay as they are. The mobile number cannot be changed.' })
export class ProfileInput {
  @Field(() => String, { nullable: true, description: 'Full name.' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'E-mail address, or empty to clear it.' })
  email?: string;

  @Field(() => String, { nullable: true, description: 'Date of birth as YYYY-MM-DD, or empty to clear it.' })
  dob?: string;

  @Field(() => String, { nullable: true, description: "'male', 'female', 'other', or empty." })
  gender?: string;
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
}

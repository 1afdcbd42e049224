import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { Customer } from '../customers/customer.entity.js';
import type { RequestContext } from '../../shared/context.js';
import { mergeVisitorCartAtLogin } from './login-cart.js';

@ObjectType({ description: 'Answer to sendOtp: the code is on its way.' })
export class OtpSent {
  @Field(() => String, { description: 'The normalised 10-digit mobile number the code was sent to.' })
  phone: string;

  @Field(() => String, { description: 'Human-readable confirmation.' })
  message: string;

  @Field(() => String, { nullable: true, description: 'The code itself, only in development mode (never in production).' })
  otp?: string | null;

  @Field(() => Int, { description: 'Seconds before another code may be requested.' })
  resendAfterSeconds: number;

  @Field(() => Int, { description: 'Seconds the code stays valid.' })
  expiresInSeconds: number;
}

@ObjectType({ description: 'A successful login: the bearer token and who it belongs to.' })
export class AuthPayload {
  @Field(() => String, { description: 'Signed session token; send it as `Authorization: Bearer <token>`.' })
  token: string;

  @Field(() => Date, { description: 'When the token stops working.' })
  expiresAt: Date;

  @Field(() => Customer, { description: 'The logged-in customer.' })
  customer: Customer;

  @Field(() => Boolean, { description: 'True when this login created the account.' })
  isNewCustomer: boolean;
}

@Resolver()
export class AuthResolver {
  @Mutation(() => OtpSent, { description: 'Sends a 6-digit login code to an Indian mobile number (RATE_LIMITED when asked too often).' })
  async sendOtp(@Arg('phone', () => String, { description: '10-digit mobile number, optionally with +91 or 0.' }) phone: string, @Ctx() ctx: RequestContext): Promise<OtpSent> {
    return Object.assign(new OtpSent(), await ctx.services.auth.sendOtp(phone, ctx.ip));
  }

  @Mutation(() => AuthPayload, {
    description: "Checks the login code; creates the customer on first login and returns a token. With a visitor cart's token, that cart is merged into the customer's cart (capped by stock) and deleted.",
  })
  async verifyOtp(
    @Arg('phone', () => String, { description: 'The mobile number the code was sent to.' }) phone: string,
    @Arg('otp', () => String, { description: 'The 6-digit code.' }) otp: string,
    @Arg('cartToken', () => String, {
      nullable: true,
      description: "A visitor cart's token (createCart) to merge into the customer's cart at login. An unknown or expired token merges nothing; the login still succeeds.",
    })
    cartToken: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    const result = await ctx.services.auth.verifyOtp(ctx.serviceContext, phone, otp, ctx.ip);
    if (cartToken) await mergeVisitorCartAtLogin(ctx, result.customer.id, cartToken);
    return Object.assign(new AuthPayload(), { token: result.token, expiresAt: result.expiresAt, customer: result.customer, isNewCustomer: result.created });
  }

  @Mutation(() => Boolean, { description: "Logs out: the caller's token stops working. True even when no one was logged in." })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.auth.logout(ctx.sessionId);
    return true;
  }
}

import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { Customer } from '../customers/customer.entity.js';
import type { RequestContext } from '../../shared/context.js';
import { payload, UserError } from '../../shared/graphql/user-errors.js';
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

@ObjectType({ description: 'What sendOtp answers: the code is on its way, or why it was not sent.' })
export class SendOtpPayload {
  @Field(() => OtpSent, { nullable: true, description: 'Where the code went and when another may be asked for; null when userErrors is not empty.' })
  otpSent: OtpSent | null;

  @Field(() => [UserError], { description: 'Why no code was sent: a number that is not a 10-digit Indian mobile (INVALID on ["phone"]), or too many codes asked for (RATE_LIMITED); empty on success.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'What verifyOtp answers: the login, or why the code was refused.' })
export class VerifyOtpPayload {
  @Field(() => AuthPayload, { nullable: true, description: 'The bearer token and the customer; null when userErrors is not empty.' })
  login: AuthPayload | null;

  @Field(() => [UserError], { description: 'Why the login failed: a wrong, expired or used code (INVALID on ["otp"], the message says how many tries are left), a malformed number (INVALID on ["phone"]), too many tries (RATE_LIMITED); empty on success.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'What logout answers. It cannot fail for the caller: userErrors is always empty (kept so every mutation answers alike).' })
export class LogoutPayload {
  @Field(() => Boolean, { nullable: true, description: 'True: the token sent (if any) no longer works.' })
  loggedOut: boolean | null;

  @Field(() => [UserError], { description: 'Always empty.' })
  userErrors: UserError[];
}

@Resolver()
export class AuthResolver {
  @Mutation(() => SendOtpPayload, { description: 'Sends a 6-digit login code to an Indian mobile number. Asked too often: a userError RATE_LIMITED.' })
  sendOtp(@Arg('phone', () => String, { description: '10-digit mobile number, optionally with +91 or 0.' }) phone: string, @Ctx() ctx: RequestContext): Promise<SendOtpPayload> {
    return payload(async () => ({ otpSent: Object.assign(new OtpSent(), await ctx.services.auth.sendOtp(phone, ctx.ip)) }), { otpSent: null }, null);
  }

  @Mutation(() => VerifyOtpPayload, {
    description: "Checks the login code; creates the customer on first login and returns a token. With a visitor cart's token, that cart is merged into the customer's cart (capped by stock) and deleted.",
  })
  verifyOtp(
    @Arg('phone', () => String, { description: 'The mobile number the code was sent to.' }) phone: string,
    @Arg('otp', () => String, { description: 'The 6-digit code.' }) otp: string,
    @Arg('cartToken', () => String, {
      nullable: true,
      description: "A visitor cart's token (createCart) to merge into the customer's cart at login. An unknown or expired token merges nothing; the login still succeeds.",
    })
    cartToken: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<VerifyOtpPayload> {
    return payload(
      async () => {
        const result = await ctx.services.auth.verifyOtp(ctx.serviceContext, phone, otp, ctx.ip);
        if (cartToken) await mergeVisitorCartAtLogin(ctx, result.customer.id, cartToken);
        return { login: Object.assign(new AuthPayload(), { token: result.token, expiresAt: result.expiresAt, customer: result.customer, isNewCustomer: result.created }) };
      },
      { login: null },
      null,
    );
  }

  @Mutation(() => LogoutPayload, { description: "Logs out: the caller's token stops working. Succeeds even when no one was logged in." })
  async logout(@Ctx() ctx: RequestContext): Promise<LogoutPayload> {
    await ctx.services.auth.logout(ctx.sessionId);
    return { loggedOut: true, userErrors: [] };
  }
}

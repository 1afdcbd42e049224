import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { OtpSent } from '../auth/auth.resolver.js';
import { requireCustomer, type RequestContext } from '../../shared/context.js';
import { unauthenticated } from '../../shared/errors.js';
import { payload, UserError } from '../../shared/graphql/user-errors.js';

@ObjectType({ description: 'A single-use link to download the shopper\'s data as a JSON file.' })
export class DataExportLink {
  @Field(() => String, { description: 'Path to GET the file from (no bearer token needed); works once, for a few minutes, while this login lasts.' })
  url: string;

  @Field(() => Date, { description: 'When the link stops working.' })
  expiresAt: Date;

  @Field(() => String, { description: 'The file name the download is saved as.' })
  fileName: string;
}

@ObjectType({ description: 'Something that must finish before the account can be deleted.' })
export class AccountDeletionBlocker {
  @Field(() => String, { description: 'The order it is about (KS00000042).' })
  orderNumber: string;

  @Field(() => String, { description: 'What to wait for, in words for the shopper.' })
  reason: string;
}

@ObjectType({ description: 'Whether the account may be deleted now, and what would be kept.' })
export class AccountDeletionCheck {
  @Field(() => Boolean, { description: 'True when nothing blocks deletion.' })
  canDelete: boolean;

  @Field(() => [AccountDeletionBlocker], { description: 'Open orders and pending refunds that block deletion (at most 20).' })
  blockers: AccountDeletionBlocker[];

  @Field(() => Int, { description: 'Orders kept, anonymised, for GST law when the account is deleted.' })
  ordersKept: number;
}

@ObjectType({ description: 'The account was deleted; every login of it has ended.' })
export class AccountDeletionReceipt {
  @Field(() => String, { description: 'Reference of the deletion record (holds no personal data).' })
  reference: string;

  @Field(() => Int, { description: 'Orders kept, anonymised, for GST law.' })
  ordersAnonymised: number;
}

@ObjectType({ description: 'What requestDataExport answers: the download link, or why none was made.' })
export class RequestDataExportPayload {
  @Field(() => DataExportLink, { nullable: true, description: 'The single-use download link; null when userErrors is not empty.' })
  dataExportLink: DataExportLink | null;

  @Field(() => [UserError], { description: 'RATE_LIMITED when an export was asked for less than a minute ago (retryAfterSeconds says how long to wait); empty on success.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'What sendAccountDeletionCode answers: the code is on its way, or what must finish first.' })
export class SendAccountDeletionCodePayload {
  @Field(() => OtpSent, { nullable: true, description: "Where the code went (the account's phone); null when userErrors is not empty." })
  otpSent: OtpSent | null;

  @Field(() => [UserError], { description: 'CONFLICT while an order is open, a refund pending or a return in progress (the message names them); RATE_LIMITED when codes were asked for too often; empty on success.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'What deleteMyAccount answers: the receipt of the deletion, or why nothing was deleted.' })
export class DeleteMyAccountPayload {
  @Field(() => AccountDeletionReceipt, { nullable: true, description: 'The receipt; every login of the account has ended. Null when userErrors is not empty.' })
  receipt: AccountDeletionReceipt | null;

  @Field(() => [UserError], { description: 'A wrong or expired code (INVALID on ["otp"]), or something still open (CONFLICT); nothing is deleted then. Empty on success.' })
  userErrors: UserError[];
}

@Resolver()
export class AccountDataResolver {
  @Mutation(() => RequestDataExportPayload, { description: "A download link for a copy of the logged-in shopper's data (one export a minute: a userError RATE_LIMITED)." })
  requestDataExport(@Ctx() ctx: RequestContext): Promise<RequestDataExportPayload> {
    requireCustomer(ctx);
    const sessionId = ctx.sessionId;
    if (!sessionId) throw unauthenticated();
    return payload(async () => ({ dataExportLink: await ctx.services.accountExport.requestLink(ctx.serviceContext, sessionId) }), { dataExportLink: null });
  }

  @Query(() => AccountDeletionCheck, { description: "Whether the logged-in shopper's account may be deleted now (open orders and pending refunds block it)." })
  async accountDeletionCheck(@Ctx() ctx: RequestContext): Promise<AccountDeletionCheck> {
    const check = await ctx.services.accountDeletion.check(ctx.serviceContext, requireCustomer(ctx));
    return { canDelete: check.blockers.length === 0, blockers: check.blockers, ordersKept: check.ordersKept };
  }

  @Mutation(() => SendAccountDeletionCodePayload, { description: "Sends the code that confirms deleting the account to the account's phone (a userError CONFLICT while an order is open or a refund pending)." })
  sendAccountDeletionCode(@Ctx() ctx: RequestContext): Promise<SendAccountDeletionCodePayload> {
    requireCustomer(ctx);
    return payload(async () => ({ otpSent: Object.assign(new OtpSent(), await ctx.services.accountDeletion.sendCode(ctx.serviceContext, ctx.ip)) }), { otpSent: null }, null);
  }

  @Mutation(() => DeleteMyAccountPayload, { description: 'Deletes the logged-in account for good, confirmed by the code sent to its phone. Orders are kept anonymised for tax law; everything else goes.' })
  deleteMyAccount(@Arg('otp', () => String, { description: 'The 6-digit code from sendAccountDeletionCode.' }) otp: string, @Ctx() ctx: RequestContext): Promise<DeleteMyAccountPayload> {
    requireCustomer(ctx);
    return payload(async () => ({ receipt: await ctx.services.accountDeletion.deleteAccount(ctx.serviceContext, otp, ctx.ip) }), { receipt: null }, null);
  }
}

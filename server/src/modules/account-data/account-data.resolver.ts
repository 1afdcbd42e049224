import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { OtpSent } from '../auth/auth.resolver.js';
import { requireCustomer, type RequestContext } from '../../shared/context.js';
import { unauthenticated } from '../../shared/errors.js';

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

@Resolver()
export class AccountDataResolver {
  @Mutation(() => DataExportLink, { description: "A download link for a copy of the logged-in shopper's data (RATE_LIMITED: one export a minute)." })
  requestDataExport(@Ctx() ctx: RequestContext): Promise<DataExportLink> {
    requireCustomer(ctx);
    if (!ctx.sessionId) throw unauthenticated();
    return ctx.services.accountExport.requestLink(ctx.serviceContext, ctx.sessionId);
  }

  @Query(() => AccountDeletionCheck, { description: "Whether the logged-in shopper's account may be deleted now (open orders and pending refunds block it)." })
  async accountDeletionCheck(@Ctx() ctx: RequestContext): Promise<AccountDeletionCheck> {
    const check = await ctx.services.accountDeletion.check(ctx.serviceContext, requireCustomer(ctx));
    return { canDelete: check.blockers.length === 0, blockers: check.blockers, ordersKept: check.ordersKept };
  }

  @Mutation(() => OtpSent, { description: "Sends the code that confirms deleting the account to the account's phone (CONFLICT while an order is open or a refund pending)." })
  async sendAccountDeletionCode(@Ctx() ctx: RequestContext): Promise<OtpSent> {
    return Object.assign(new OtpSent(), await ctx.services.accountDeletion.sendCode(ctx.serviceContext, ctx.ip));
  }

  @Mutation(() => AccountDeletionReceipt, { description: 'Deletes the logged-in account for good, confirmed by the code sent to its phone. Orders are kept anonymised for tax law; everything else goes.' })
  deleteMyAccount(@Arg('otp', () => String, { description: 'The 6-digit code from sendAccountDeletionCode.' }) otp: string, @Ctx() ctx: RequestContext): Promise<AccountDeletionReceipt> {
    requireCustomer(ctx);
    return ctx.services.accountDeletion.deleteAccount(ctx.serviceContext, otp, ctx.ip);
  }
}

/** Admin schema: owners' API keys for partners (made, listed, revoked; the key shown once). */
import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import type { StaffRole } from '../staff/staff-caller.js';
import { parseId } from '../../shared/ids.js';
import { GRANTABLE_SCOPES, SCOPE_DESCRIPTIONS } from './api-scopes.js';
import type { ApiKeyRow } from './api-key.service.js';

@ObjectType({ description: 'A named credential for a partner’s machine, limited to scopes.' })
class ApiKey {
  @Field(() => ID, { description: 'The key (the audit log names it key:<id>).' }) id: string;
  @Field(() => String, { description: 'Whose it is and what it does.' }) name: string;
  @Field(() => String, { description: 'The key’s first characters, to recognise it (sk_…).' }) prefix: string;
  @Field(() => [String], { description: 'What it may do, e.g. orders:read.' }) scopes: string[];
  @Field(() => [String], { nullable: true, description: 'The addresses or ranges it may be used from; null: anywhere.' }) allowedIps: string[] | null;
  @Field(() => Date, { nullable: true, description: 'When it stops working; null: never.' }) expiresAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the owner revoked it.' }) revokedAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was last used (to the minute).' }) lastUsedAt: Date | null;
  @Field(() => Date, { description: 'When it was made.' }) createdAt: Date;
}

@ObjectType({ description: 'A new API key and the key itself, shown this once.' })
class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The key’s record.' }) apiKey: ApiKey;
  @Field(() => String, { description: 'The key (send as Authorization: Bearer …). Only its hash is kept: it is not shown again.' }) token: string;
}

@ObjectType({ description: 'A scope an API key may be given.' })
class ApiScope {
  @Field(() => String, { description: 'Its name, e.g. stock:write.' }) name: string;
  @Field(() => String, { description: 'What it allows.' }) description: string;
}

@InputType({ description: 'A new API key.' })
class ApiKeyInput {
  @Field(() => String, { description: 'Whose it is and what it does, e.g. "Tally ERP sync".' }) name: string;
  @Field(() => [String], { description: 'What it may do (see apiScopes).' }) scopes: string[];
  @Field(() => Date, { nullable: true, description: 'When it stops working.' }) expiresAt?: Date | null;
  @Field(() => [String], { nullable: true, description: 'Addresses or CIDR ranges it may be used from.' }) allowedIps?: string[] | null;
}

const toGql = (row: ApiKeyRow): ApiKey => Object.assign(new ApiKey(), { ...row, id: String(row.id) });

@Authorized<StaffRole>(['owner'])
@Resolver()
export class ApiKeyAdminResolver {
  @Query(() => [ApiKey], { description: 'Every API key, newest first (revoked ones too).' })
  async apiKeys(@Ctx() ctx: AdminContext): Promise<ApiKey[]> {
    return (await ctx.services.apiKeys.list(ctx.serviceContext)).map(toGql);
  }

  @Query(() => [ApiScope], { description: 'The scopes a key may be given.' })
  apiScopes(): ApiScope[] {
    return GRANTABLE_SCOPES.map((name) => Object.assign(new ApiScope(), { name, description: SCOPE_DESCRIPTIONS[name] }));
  }

  @Mutation(() => CreatedApiKey, { description: 'Makes an API key; answers the key this once (audit-logged).' })
  async createApiKey(@Ctx() ctx: AdminContext, @Arg('input', () => ApiKeyInput, { description: 'The key.' }) input: ApiKeyInput): Promise<CreatedApiKey> {
    const { key, token } = await ctx.services.apiKeys.create(ctx.serviceContext, input);
    return Object.assign(new CreatedApiKey(), { apiKey: toGql(key), token });
  }

  @Mutation(() => ApiKey, { description: 'Stops an API key at once (audit-logged).' })
  async revokeApiKey(@Ctx() ctx: AdminContext, @Arg('id', () => ID, { description: 'The key.' }) id: string): Promise<ApiKey> {
    return toGql(await ctx.services.apiKeys.revoke(ctx.serviceContext, parseId(id, 'No API key with that id.')));
  }
}

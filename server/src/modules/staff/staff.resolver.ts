import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { idOrNull } from '../../shared/ids.js';
import type { AdminContext } from '../../shared/context.js';
import { badInput } from '../../shared/errors.js';
import type { StaffRole } from './staff-caller.js';
import { AuditEntryGql, StaffAccount, StaffMember, StaffRoleGql, StaffSession, toGqlAuditEntry, toGqlStaffAccount, toGqlStaffMember, toGqlStaffSession } from './staff.types.gql.js';

const OWNER: StaffRole[] = ['owner'];

const staffIdOf = (id: string): number => {
  const n = idOrNull(id);
  if (n === null) throw badInput('No such staff member.', { field: 'staffId' });
  return n;
};

/** Admin schema: who is calling, and (owners) staff accounts, sessions and the audit log. */
@Resolver()
export class StaffResolver {
  @Authorized()
  @Query(() => StaffMember, { description: 'The staff member this token belongs to, with their role.' })
  currentStaff(@Ctx() ctx: AdminContext): StaffMember {
    return toGqlStaffMember(ctx.staff);
  }

  @Authorized<StaffRole>(OWNER)
  @Query(() => [StaffAccount], { description: 'Every staff account (owners only).' })
  async staffAccounts(@Ctx() ctx: AdminContext): Promise<StaffAccount[]> {
    return (await ctx.services.staff.list()).map(toGqlStaffAccount);
  }

  @Authorized<StaffRole>(OWNER)
  @Query(() => [StaffSession], { description: "Dashboard logins: one account's (all, newest first) or everyone's live ones (owners only)." })
  async staffSessions(@Arg('staffId', () => ID, { nullable: true, description: 'Only this account (all its sessions, ended ones too).' }) staffId: string | null, @Ctx() ctx: AdminContext): Promise<StaffSession[]> {
    return (await ctx.services.staff.sessions(staffId ? staffIdOf(staffId) : null)).map(toGqlStaffSession);
  }

  @Authorized<StaffRole>(OWNER)
  @Query(() => [AuditEntryGql], { description: 'The audit log of staff changes, newest first (owners only).' })
  async auditLog(
    @Arg('entityType', () => String, { nullable: true, description: "Only changes to this kind of thing, e.g. 'order'." }) entityType: string | null,
    @Arg('entityId', () => String, { nullable: true, description: 'Only changes to this one (with entityType).' }) entityId: string | null,
    @Arg('staffId', () => String, { nullable: true, description: 'Only changes made by this staff account.' }) staffId: string | null,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'At most this many (max 200).' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Skip this many.' }) offset: number,
    @Ctx() ctx: AdminContext,
  ): Promise<AuditEntryGql[]> {
    return (await ctx.services.audit.list({ entityType, entityId, staffId, limit, offset })).map(toGqlAuditEntry);
  }

  @Authorized<StaffRole>(OWNER)
  @Mutation(() => StaffAccount, { description: 'Adds a staff account; they log in with this phone and a one-time code (owners only).' })
  async inviteStaff(
    @Arg('phone', () => String, { description: 'Their 10-digit Indian mobile number.' }) phone: string,
    @Arg('role', () => StaffRoleGql, { description: 'Their role.' }) role: StaffRoleGql,
    @Arg('name', () => String, { nullable: true, description: 'Their name, to recognise them in lists.' }) name: string | null,
    @Ctx() ctx: AdminContext,
  ): Promise<StaffAccount> {
    return toGqlStaffAccount(await ctx.services.staff.invite(ctx.serviceContext, { phone, role, name }));
  }

  @Authorized<StaffRole>(OWNER)
  @Mutation(() => StaffAccount, { description: "Changes a staff member's role; the store always keeps one owner (owners only)." })
  async changeStaffRole(
    @Arg('staffId', () => ID, { description: 'The account.' }) staffId: string,
    @Arg('role', () => StaffRoleGql, { description: 'The new role.' }) role: StaffRoleGql,
    @Ctx() ctx: AdminContext,
  ): Promise<StaffAccount> {
    return toGqlStaffAccount(await ctx.services.staff.changeRole(ctx.serviceContext, staffIdOf(staffId), role));
  }

  @Authorized<StaffRole>(OWNER)
  @Mutation(() => StaffAccount, { description: 'Removes a staff account and ends its sessions; not your own, not the last owner (owners only).' })
  async removeStaff(@Arg('staffId', () => ID, { description: 'The account.' }) staffId: string, @Ctx() ctx: AdminContext): Promise<StaffAccount> {
    return toGqlStaffAccount(await ctx.services.staff.remove(ctx.serviceContext, staffIdOf(staffId)));
  }

  @Authorized<StaffRole>(OWNER)
  @Mutation(() => StaffSession, { description: 'Ends a dashboard login at once (owners only).' })
  async revokeStaffSession(@Arg('sessionId', () => ID, { description: 'The session.' }) sessionId: string, @Ctx() ctx: AdminContext): Promise<StaffSession> {
    return toGqlStaffSession(await ctx.services.staff.revokeSession(ctx.serviceContext, sessionId));
  }
}

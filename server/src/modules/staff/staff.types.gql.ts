/** GraphQL shapes of staff members, sessions and the audit log (admin schema only). */
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { StaffCaller } from './staff-caller.js';
import type { StaffMemberRow, StaffSessionRow } from './staff.service.js';
import type { AuditRecord } from './audit.service.js';

export enum StaffRoleGql {
  OWNER = 'owner',
  CATALOGUE = 'catalogue',
  FULFILMENT = 'fulfilment',
}
registerEnumType(StaffRoleGql, {
  name: 'StaffRole',
  description: 'What a staff member may do. Owners may do everything; the server checks the role on every operation.',
  valuesConfig: {
    OWNER: { description: 'Everything, and manages staff (the STAFF_TOKEN holder is an owner too).' },
    CATALOGUE: { description: 'Products, stock, merchandising and coupons.' },
    FULFILMENT: { description: 'Orders, returns and invoices.' },
  },
});

@ObjectType({ description: 'The staff member making the request.' })
export class StaffMember {
  @Field(() => ID, { description: "The staff member's id ('owner' for the STAFF_TOKEN holder)." }) id: string;
  @Field(() => StaffRoleGql, { description: 'Their role, which decides the operations they may run.' }) role: StaffRoleGql;
  @Field(() => String, { nullable: true, description: 'Their phone (none for the STAFF_TOKEN holder).' }) phone: string | null;
}

export const toGqlStaffMember = (staff: StaffCaller): StaffMember => ({ id: staff.id, role: staff.role as StaffRoleGql, phone: staff.phone ?? null });

@ObjectType({ description: 'A staff account.' })
export class StaffAccount {
  @Field(() => ID, { description: 'The account id.' }) id: string;
  @Field(() => String, { description: 'The mobile number they log in with.' }) phone: string;
  @Field(() => String, { nullable: true, description: 'Their name, when given.' }) name: string | null;
  @Field(() => StaffRoleGql, { description: 'Their role.' }) role: StaffRoleGql;
  @Field(() => Date, { description: 'When the account was added.' }) createdAt: Date;
}

export const toGqlStaffAccount = (row: StaffMemberRow): StaffAccount => ({ id: String(row.id), phone: row.phone, name: row.name, role: row.role as StaffRoleGql, createdAt: row.createdAt });

@ObjectType({ description: "A staff member's dashboard login." })
export class StaffSession {
  @Field(() => ID, { description: 'The session id.' }) id: string;
  @Field(() => ID, { description: 'The staff account it belongs to.' }) staffId: string;
  @Field(() => String, { nullable: true, description: 'The client address it logged in from.' }) ip: string | null;
  @Field(() => String, { nullable: true, description: 'The browser it logged in from.' }) userAgent: string | null;
  @Field(() => Date, { description: 'When it started.' }) createdAt: Date;
  @Field(() => Date, { description: 'When it was last used.' }) lastSeenAt: Date;
  @Field(() => Date, { description: 'When it ends by itself.' }) expiresAt: Date;
  @Field(() => Date, { nullable: true, description: 'When it was ended (logout, revoked, member removed).' }) revokedAt: Date | null;
  @Field(() => Boolean, { description: 'Whether it still works.' }) active: boolean;
}

export const toGqlStaffSession = (row: StaffSessionRow): StaffSession => ({
  ...row,
  staffId: String(row.staffId),
  active: !row.revokedAt && new Date(row.expiresAt).getTime() > Date.now(),
});

@ObjectType("AuditEntry", { description: 'One staff change: who, in which role, what, before → after, when.' })
export class AuditEntryGql {
  @Field(() => ID, { description: 'The record id.' }) id: string;
  @Field(() => String, { description: "Who: the staff account id ('owner' for the STAFF_TOKEN holder)." }) staffId: string;
  @Field(() => String, { nullable: true, description: 'Their phone at the time.' }) staffPhone: string | null;
  @Field(() => String, { nullable: true, description: "The API key that made the change (its name; staffId is 'key:<id>'), or null for a person." }) apiKeyName: string | null;
  @Field(() => String, { description: 'Their role at the time.' }) role: string;
  @Field(() => String, { description: "What was done, e.g. 'order.ship', 'staff.invite'." }) action: string;
  @Field(() => String, { description: "The kind of thing changed, e.g. 'order', 'staff'." }) entityType: string;
  @Field(() => String, { description: 'Which one.' }) entityId: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The values before the change.' }) before: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The values after the change.' }) after: unknown;
  @Field(() => Date, { description: 'When.' }) at: Date;
}

export const toGqlAuditEntry = (row: AuditRecord): AuditEntryGql => ({ ...row });

/**
 * Who a staff caller is, and the roles that decide what they may do.
 *
 * Staff members log in by phone and one-time code (staff.service.ts) and get a staff session
 * token; the shared `STAFF_TOKEN` setting remains for the CLI and scripts, and its holder is an
 * `owner`. Resolvers name the roles an operation needs with TypeGraphQL's
 * `@Authorized<StaffRole>(['owner', 'catalogue'])`; schema.ts's auth checker enforces them.
 */
import crypto from 'node:crypto';
import type { Config } from '../../config.js';
import type { StaffCallerRef } from '../../shared/service-context.js';

/** Every staff role, most powerful first. */
export const STAFF_ROLES = ['owner', 'catalogue', 'fulfilment'] as const;
/**
 * - owner: everything, and manages staff;
 * - catalogue: products, stock, merchandising, coupons;
 * - fulfilment: orders, returns, invoices.
 */
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** The id of the STAFF_TOKEN holder (CLI and scripts), as it appears in the audit log. */
export const TOKEN_HOLDER_ID = 'owner';

export interface StaffCaller {
  /** Stable id of the staff member: their staff_member id, or 'owner' for the STAFF_TOKEN holder. */
  id: string;
  role: StaffRole;
  /** The staff_member row (null for the STAFF_TOKEN holder). */
  memberId?: number | null;
  /** Their phone (null for the STAFF_TOKEN holder). */
  phone?: string | null;
  /** The staff session behind the token (null for the STAFF_TOKEN holder). */
  sessionId?: string | null;
  /** Set when the caller is an API key: its name and the scopes it may use (ADR 0183). */
  apiKey?: { id: number; name: string; scopes: readonly string[] } | null;
}

/** The STAFF_TOKEN holder, when `token` is that setting's value; otherwise null. */
export function staffFromToken(token: string | null, config: Pick<Config, 'STAFF_TOKEN'>): StaffCaller | null {
  const staffToken = config.STAFF_TOKEN;
  if (!token || !staffToken || !timingSafeEqual(token, staffToken)) return null;
  return { id: TOKEN_HOLDER_ID, role: 'owner', memberId: null, phone: null, sessionId: null };
}

/**
 * May this staff member run an operation that needs one of `roles`? An empty list means any staff
 * member; an owner may do everything.
 */
export function staffMayAct(staff: StaffCaller, roles: readonly string[]): boolean {
  return roles.length === 0 || staff.role === 'owner' || roles.includes(staff.role);
}

function timingSafeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The staff member as a service context's caller (what the audit log records). */
export function staffCallerRef(staff: StaffCaller): StaffCallerRef {
  return { kind: 'staff', staffId: staff.id, role: staff.role, phone: staff.phone ?? null, apiKeyName: staff.apiKey?.name ?? null };
}

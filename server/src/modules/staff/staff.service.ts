/**
 * Staff accounts: members with a role, their dashboard logins (phone + one-time code through the
 * shoppers' OTP service and its limits) and their sessions. A session token is random, stored only
 * as its SHA-256, lasts STAFF_SESSION_HOURS and can be revoked one by one. Every change to staff
 * is written to the audit log in the same transaction.
 */
import { ServiceContext } from '../../shared/service-context.js';
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { badInput, DomainError, forbidden, notFound } from '../../shared/errors.js';
import { INVALID_PHONE_MESSAGE, normalizeIndianPhone } from '../../shared/indian-formats.js';
import type { AuditService } from './audit.service.js';
import { rowsOf } from '../../shared/db.js';
import { isStaffRole, type StaffCaller, type StaffRole } from './staff-caller.js';

export interface StaffMemberRow {
  id: number;
  phone: string;
  name: string | null;
  role: StaffRole;
  createdAt: Date;
}

export interface StaffSessionRow {
  id: string;
  staffId: number;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export const STAFF_CODE_SENT = 'If this number belongs to a staff member, a login code has been sent to it.';
export const NOT_STAFF_MESSAGE = 'This number has no staff account.';

const MEMBER_COLUMNS = `id, phone, name, role, created_at AS "createdAt"`;
const SESSION_COLUMNS = `id, staff_id AS "staffId", ip, user_agent AS "userAgent", created_at AS "createdAt",
  last_seen_at AS "lastSeenAt", expires_at AS "expiresAt", revoked_at AS "revokedAt"`;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A field-level refusal: `field` names the input the message is about. */
const fieldError = (field: string, message: string) => badInput(message, { field });

function phoneOf(input: unknown): string {
  const phone = normalizeIndianPhone(input);
  if (!phone) throw fieldError('phone', INVALID_PHONE_MESSAGE);
  return phone;
}

function roleOf(input: unknown): StaffRole {
  if (!isStaffRole(input)) throw fieldError('role', 'Choose a role: owner, catalogue or fulfilment.');
  return input;
}

/**
 * What staff login needs of the shoppers' OTP service (auth's AuthService fits it): staff log in
 * with the same codes and limits. Declared here so that staff, which every admin door depends
 * on, depends on no other module.
 */
export interface StaffOtpLogin {
  sendOtp(phone: string, ip: string, options: { scope: 'staff'; deliver: boolean }): Promise<{ otp?: string; resendAfterSeconds: number; expiresInSeconds: number }>;
  verifyCode<T>(
    ctx: ServiceContext,
    phoneInput: unknown,
    otpInput: unknown,
    ip: string,
    onVerified: (phone: string, tx: ServiceContext) => Promise<T>,
    options: { scope: 'staff' },
  ): Promise<T>;
}

export class StaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { auth: StaffOtpLogin; audit: AuditService; sessionHours: number },
  ) {}

  // ------------------------------------------------------------------ login

  /**
   * Sends a login code when the phone is a staff member's. Every phone gets the same answer,
   * status, limits and work: a code is stored and counted for any phone (the staff door's own
   * codes), and only texted to a member, so neither the words, the 429 after N requests nor the
   * time taken tell strangers who works here (ADR 0132).
   */
  async requestCode(phoneInput: unknown, ip: string): Promise<{ message: string; otp?: string; resendAfterSeconds: number; expiresInSeconds: number }> {
    const phone = phoneOf(phoneInput);
    const member = await this.findLiveByPhone(phone);
    const sent = await this.deps.auth.sendOtp(phone, ip, { scope: 'staff', deliver: member !== null });
    // `otp` exists only in local development (AuthService returnCode), for members and others alike.
    return { message: STAFF_CODE_SENT, ...(sent.otp ? { otp: sent.otp } : {}), resendAfterSeconds: sent.resendAfterSeconds, expiresInSeconds: sent.expiresInSeconds };
  }

  /** Checks the code and starts a staff session; returns its token (shown once) and who logged in. */
  async verifyCode(phoneInput: unknown, otpInput: unknown, ip: string, userAgent: string | null): Promise<{ token: string; expiresAt: Date; staff: StaffMemberRow }> {
    phoneOf(phoneInput);
    // A login acts for a visitor (nobody is known until the code checks out).
    const visitor = ServiceContext.create(this.dataSource, { kind: 'visitor' }, `staff-login-${crypto.randomUUID()}`);
    return this.deps.auth.verifyCode(visitor, phoneInput, otpInput, ip, async (phone, { manager }) => {
      const staff = await this.liveByPhone(manager, phone);
      if (!staff) throw forbidden(NOT_STAFF_MESSAGE);
      const token = `kst_${crypto.randomBytes(32).toString('base64url')}`;
      const [row] = await manager.query(
        `INSERT INTO staff_session (staff_id, token_hash, ip, user_agent, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5)) RETURNING expires_at AS "expiresAt"`,
        [staff.id, hashToken(token), ip.slice(0, 64), userAgent?.slice(0, 200) ?? null, this.deps.sessionHours],
      );
      return { token, expiresAt: row.expiresAt, staff };
    }, { scope: 'staff' });
  }

  /** The staff caller behind a session token, or null (unknown, expired, revoked, or member removed). */
  async resolveToken(token: string): Promise<StaffCaller | null> {
    if (!token.startsWith('kst_')) return null;
    const rows: unknown = await this.dataSource.query(
      `UPDATE staff_session s SET last_seen_at = now()
         FROM staff_member m
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
          AND m.id = s.staff_id AND m.removed_at IS NULL
        RETURNING s.id AS "sessionId", m.id AS "memberId", m.role, m.phone`,
      [hashToken(token)],
    );
    const [row] = rowsOf<{ sessionId: string; memberId: number; role: StaffRole; phone: string }>(rows);
    if (!row) return null;
    return { id: String(row.memberId), role: row.role, memberId: row.memberId, phone: row.phone, sessionId: row.sessionId };
  }

  /** Logout: the caller's own session ends. */
  async logout(caller: StaffCaller): Promise<void> {
    if (caller.sessionId) await this.dataSource.query(`UPDATE staff_session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [caller.sessionId]);
  }

  // ------------------------------------------------------------------ members

  async list(): Promise<StaffMemberRow[]> {
    return this.dataSource.query(`SELECT ${MEMBER_COLUMNS} FROM staff_member WHERE removed_at IS NULL ORDER BY role, created_at, id`);
  }

  async findLiveByPhone(phone: string): Promise<StaffMemberRow | null> {
    return this.liveByPhone(this.dataSource.manager, phone);
  }

  /** findLiveByPhone in a transaction of this service's own (login, invite). */
  private async liveByPhone(manager: EntityManager, phone: string): Promise<StaffMemberRow | null> {
    const [row] = await manager.query(`SELECT ${MEMBER_COLUMNS} FROM staff_member WHERE phone = $1 AND removed_at IS NULL`, [phone]);
    return row ?? null;
  }

  /** Adds a member (the invite: they log in with their phone). The CLI passes the token holder as caller. */
  async invite(ctx: ServiceContext, input: { phone: unknown; role: unknown; name?: unknown }): Promise<StaffMemberRow> {
    const phone = phoneOf(input.phone);
    const role = roleOf(input.role);
    const name = typeof input.name === 'string' && input.name.trim() ? input.name.trim() : null;
    if (name && name.length > 80) throw fieldError('name', 'A name is at most 80 characters.');
    return ctx.transaction(async (tx) => {
      const manager = tx.manager;
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('staff-members'))`);
      if (await this.liveByPhone(manager, phone)) throw fieldError('phone', 'This number already has a staff account.');
      const [row] = await manager.query(`INSERT INTO staff_member (phone, name, role) VALUES ($1, $2, $3) RETURNING ${MEMBER_COLUMNS}`, [phone, name, role]);
      await this.deps.audit.record(tx, { action: 'staff.invite', entityType: 'staff', entityId: String(row.id), after: { phone, name, role } });
      return row;
    });
  }

  async changeRole(ctx: ServiceContext, staffId: number, roleInput: unknown): Promise<StaffMemberRow> {
    const role = roleOf(roleInput);
    return ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const member = await this.lockMember(manager, staffId);
      if (member.role === role) return member;
      if (member.role === 'owner') await this.keepAnOwner(manager, 'role');
      const [row] = rowsOf<StaffMemberRow>(await manager.query(`UPDATE staff_member SET role = $2 WHERE id = $1 RETURNING ${MEMBER_COLUMNS}`, [staffId, role]));
      await this.deps.audit.record(tx, { action: 'staff.change-role', entityType: 'staff', entityId: String(staffId), before: { role: member.role }, after: { role } });
      return row;
    });
  }

  /** Removes a member: their sessions end at once. An owner cannot remove themself, nor the last owner. */
  async remove(ctx: ServiceContext, staffId: number): Promise<StaffMemberRow> {
    if (ctx.requireStaff().staffId === String(staffId)) throw fieldError('staffId', 'You cannot remove your own account.');
    return ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const member = await this.lockMember(manager, staffId);
      if (member.role === 'owner') await this.keepAnOwner(manager, 'staffId');
      await manager.query(`UPDATE staff_member SET removed_at = now() WHERE id = $1`, [staffId]);
      await manager.query(`UPDATE staff_session SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL`, [staffId]);
      await this.deps.audit.record(tx, { action: 'staff.remove', entityType: 'staff', entityId: String(staffId), before: { phone: member.phone, name: member.name, role: member.role } });
      return member;
    });
  }

  // ------------------------------------------------------------------ sessions

  /** Sessions, newest first: of one member, or everyone's live ones. */
  async sessions(staffId: number | null): Promise<StaffSessionRow[]> {
    return staffId === null
      ? this.dataSource.query(`SELECT ${SESSION_COLUMNS} FROM staff_session WHERE revoked_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 200`)
      : this.dataSource.query(`SELECT ${SESSION_COLUMNS} FROM staff_session WHERE staff_id = $1 ORDER BY created_at DESC LIMIT 100`, [staffId]);
  }

  async revokeSession(ctx: ServiceContext, sessionId: string): Promise<StaffSessionRow> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw fieldError('sessionId', 'Unknown session.');
    return ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const [row] = await manager.query(`SELECT ${SESSION_COLUMNS} FROM staff_session WHERE id = $1 FOR UPDATE`, [sessionId]);
      if (!row) throw notFound('Unknown session.');
      if (row.revokedAt) return row;
      const [after] = rowsOf<StaffSessionRow>(await manager.query(`UPDATE staff_session SET revoked_at = now() WHERE id = $1 RETURNING ${SESSION_COLUMNS}`, [sessionId]));
      await this.deps.audit.record(tx, { action: 'staff.revoke-session', entityType: 'staff', entityId: String(row.staffId), before: { sessionId, revoked: false }, after: { sessionId, revoked: true } });
      return after;
    });
  }

  private async lockMember(manager: EntityManager, staffId: number): Promise<StaffMemberRow> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('staff-members'))`);
    const [row] = await manager.query(`SELECT ${MEMBER_COLUMNS} FROM staff_member WHERE id = $1 AND removed_at IS NULL`, [staffId]);
    if (!row) throw new DomainError('NOT_FOUND', 'No such staff member.', { field: 'staffId' });
    return row;
  }

  /** The store always keeps one owner (who else would manage staff?). */
  private async keepAnOwner(manager: EntityManager, field: string): Promise<void> {
    const [{ owners }] = await manager.query(`SELECT count(*)::int AS owners FROM staff_member WHERE role = 'owner' AND removed_at IS NULL`);
    if (owners <= 1) throw fieldError(field, 'The store needs at least one owner: make someone else owner first.');
  }
}

/** Staff accounts: OTP login, sessions (revocable, shorter-lived), roles, the audit log, the one-owner rule. */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { cliContext, postJson, staffLogin, staffPhone } from './staff-kit.js';
import { STAFF_CODE_SENT } from '../../src/modules/staff/staff.service.js';

const ts = useTestServer();
const me = `{ currentStaff { id role phone } }`;

describe('staff login by phone and one-time code', () => {
  it('logs a staff member in; the session lasts STAFF_SESSION_HOURS (12 h), not a shopper session', async () => {
    const { token, staffId, phone } = await staffLogin(ts, 'fulfilment');
    const answer = await ts.admin(me, undefined, token);
    expect(answer.data.currentStaff).toEqual({ id: staffId, role: 'FULFILMENT', phone });
    const [session] = await ts.db.dataSource.query(`SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours FROM staff_session WHERE staff_id = $1`, [staffId]);
    expect(Math.round(Number(session.hours))).toBe(12);
    // A staff session is nobody on the shoppers' endpoint.
    const shop = await ts.gql(`{ me { id } }`, undefined, token);
    expect(shop.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers a stranger the same as staff, and refuses a shopper code', async () => {
    const stranger = await postJson(ts, '/admin/auth/request-code', { phone: '9811100001' });
    expect(stranger.status).toBe(200);
    expect(stranger.body).toMatchObject({ message: STAFF_CODE_SENT, resendAfterSeconds: 30 });
    // A shopper's own code does not open the dashboard (nor is the shopper's code voided by the staff door).
    const shopperCode = await ts.services.auth.sendOtp('9811100002', '10.0.0.9');
    await postJson(ts, '/admin/auth/request-code', { phone: '9811100002' });
    const refused = await postJson(ts, '/admin/auth/verify', { phone: '9811100002', otp: shopperCode.otp });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^Invalid OTP\./);
    expect((await ts.rest('POST', '/user/verifyOtp', { phone: '9811100002', otp: shopperCode.otp })).status).toBe(200);
  });

  it('refuses a wrong code with the OTP service message and a bad phone with a field error', async () => {
    const phone = staffPhone();
    await ts.services.staff.invite(cliContext(ts), { phone, role: 'catalogue' });
    await postJson(ts, '/admin/auth/request-code', { phone });
    const wrong = await postJson(ts, '/admin/auth/verify', { phone, otp: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toMatch(/Invalid OTP\. \d attempts? left\./);
    const badPhone = await postJson(ts, '/admin/auth/request-code', { phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.field).toBe('phone');
    // The OTP service's resend gap applies to staff too.
    const again = await postJson(ts, '/admin/auth/request-code', { phone });
    expect(again.status).toBe(429);
  });

  it('logout, revoke and removal end a session at once; an expired session is refused', async () => {
    const a = await staffLogin(ts, 'fulfilment');
    expect((await postJson(ts, '/admin/auth/logout', {}, a.token)).status).toBe(200);
    expect((await ts.admin(me, undefined, a.token)).status).toBe(401);

    const b = await staffLogin(ts, 'catalogue');
    const sessions = await ts.admin(`query($id: ID) { staffSessions(staffId: $id) { id active } }`, { id: b.staffId }, STAFF_TOKEN);
    expect(sessions.data.staffSessions).toHaveLength(1);
    const revoked = await ts.admin(`mutation($id: ID!) { revokeStaffSession(sessionId: $id) { active revokedAt } }`, { id: sessions.data.staffSessions[0].id }, STAFF_TOKEN);
    expect(revoked.data.revokeStaffSession.active).toBe(false);
    expect((await ts.admin(me, undefined, b.token)).status).toBe(401);

    const c = await staffLogin(ts, 'fulfilment');
    await ts.admin(`mutation($id: ID!) { removeStaff(staffId: $id) { id } }`, { id: c.staffId }, STAFF_TOKEN);
    expect((await ts.admin(me, undefined, c.token)).status).toBe(401);

    const d = await staffLogin(ts, 'fulfilment');
    await ts.db.dataSource.query(`UPDATE staff_session SET expires_at = now() - interval '1 second' WHERE staff_id = $1`, [d.staffId]);
    expect((await ts.admin(me, undefined, d.token)).status).toBe(401);
  });
});

describe('managing staff (owners) and the audit log', () => {
  it('invites, changes a role and removes, each audit-logged with before → after', async () => {
    const owner = await staffLogin(ts, 'owner');
    const phone = staffPhone();
    const invited = await ts.admin(`mutation($p: String!) { inviteStaff(phone: $p, role: CATALOGUE, name: "Ravi") { id role phone name } }`, { p: phone }, owner.token);
    expect(invited.data.inviteStaff).toMatchObject({ role: 'CATALOGUE', phone, name: 'Ravi' });
    const id = invited.data.inviteStaff.id;
    const changed = await ts.admin(`mutation($id: ID!) { changeStaffRole(staffId: $id, role: FULFILMENT) { role } }`, { id }, owner.token);
    expect(changed.data.changeStaffRole.role).toBe('FULFILMENT');
    await ts.admin(`mutation($id: ID!) { removeStaff(staffId: $id) { id } }`, { id }, owner.token);

    const log = await ts.admin(`query($id: String) { auditLog(entityType: "staff", entityId: $id) { staffId role action before after at } }`, { id }, owner.token);
    expect(log.data.auditLog.map((e: { action: string }) => e.action)).toEqual(['staff.remove', 'staff.change-role', 'staff.invite']);
    expect(log.data.auditLog[1]).toMatchObject({ staffId: owner.staffId, role: 'owner', before: { role: 'catalogue' }, after: { role: 'fulfilment' } });
    expect(log.data.auditLog[2].after).toEqual({ phone, name: 'Ravi', role: 'catalogue' });
  });

  it('bad input gets a field-level message and changes nothing', async () => {
    const owner = await staffLogin(ts, 'owner');
    const [{ before }] = await ts.db.dataSource.query(`SELECT (SELECT count(*) FROM staff_member) + (SELECT count(*) FROM audit_log) AS before`);
    const badPhone = await ts.admin(`mutation { inviteStaff(phone: "12", role: OWNER) { id } }`, undefined, owner.token);
    expect(badPhone.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_INPUT', field: 'phone' } });
    const dup = await ts.admin(`mutation { inviteStaff(phone: "${owner.phone}", role: OWNER) { id } }`, undefined, owner.token);
    expect(dup.errors?.[0]).toMatchObject({ message: 'This number already has a staff account.', extensions: { field: 'phone' } });
    const self = await ts.admin(`mutation { removeStaff(staffId: "${owner.staffId}") { id } }`, undefined, owner.token);
    expect(self.errors?.[0]?.extensions?.field).toBe('staffId');
    const [{ after }] = await ts.db.dataSource.query(`SELECT (SELECT count(*) FROM staff_member) + (SELECT count(*) FROM audit_log) AS after`);
    expect(after).toBe(before);
  });

  it('keeps at least one owner', async () => {
    await ts.db.dataSource.query(`UPDATE staff_member SET removed_at = now() WHERE role = 'owner'`);
    const only = await ts.services.staff.invite(cliContext(ts), { phone: staffPhone(), role: 'owner' });
    const demote = await ts.admin(`mutation { changeStaffRole(staffId: "${only.id}", role: CATALOGUE) { id } }`, undefined, STAFF_TOKEN);
    expect(demote.errors?.[0]?.message).toMatch(/at least one owner/);
    const remove = await ts.admin(`mutation { removeStaff(staffId: "${only.id}") { id } }`, undefined, STAFF_TOKEN);
    expect(remove.errors?.[0]?.message).toMatch(/at least one owner/);
  });

  it('only owners read the audit log and manage staff', async () => {
    const fulfilment = await staffLogin(ts, 'fulfilment');
    const log = await ts.admin(`{ auditLog { id } }`, undefined, fulfilment.token);
    expect(log.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(log.data?.auditLog ?? null).toBeNull();
  });
});

/** Staff accounts for tests: added through the service, logged in through the real OTP login. */
import type { TestServer } from '../harness.js';
import type { StaffRole } from '../../src/modules/staff/staff-caller.js';
import { ServiceContext } from '../../src/shared/service-context.js';

/** The CLI's caller (the STAFF_TOKEN holder, an owner) as a service context over the test database. */
export const cliContext = (ts: TestServer) => ServiceContext.create(ts.db.dataSource, { kind: 'staff', staffId: 'owner', role: 'owner', phone: null }, 'test-cli');

let counter = 0;
/** A fresh staff phone (7xxxxxxxxx, so never a shopper fixture's 9xxxxxxxxx). */
export const staffPhone = () => `7${String(process.pid % 10000).padStart(4, '0')}${String(++counter).padStart(5, '0')}`;

export async function postJson(ts: TestServer, path: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${ts.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Adds a staff member with `role` and logs them in by phone + code (development mode returns the code). */
export async function staffLogin(ts: TestServer, role: StaffRole, phone = staffPhone()): Promise<{ token: string; staffId: string; phone: string }> {
  const member = await ts.services.staff.invite(cliContext(ts), { phone, role });
  const sent = await postJson(ts, '/admin/auth/request-code', { phone });
  if (!sent.body.otp) throw new Error(`no development code: ${JSON.stringify(sent.body)}`);
  const verified = await postJson(ts, '/admin/auth/verify', { phone, otp: sent.body.otp });
  if (verified.status !== 200) throw new Error(`login failed: ${JSON.stringify(verified.body)}`);
  return { token: verified.body.token, staffId: String(member.id), phone };
}

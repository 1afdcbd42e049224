/**
 * Issue 25, item 6: the dashboard's login door does not tell who works here. A staff phone and any
 * other phone get the same status, body, headers and 429 after the same number of requests, and
 * the same work (a code stored and counted for each), so the time taken tells nothing either;
 * only the member's code is texted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { startFakeGateway, type FakeGateway } from '../fake-sms-gateway.js';
import { cliContext, staffPhone } from './staff-kit.js';

let gateway: FakeGateway;
const settings: Record<string, string> = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', SMS_DLT_SENDER_ID: 'KAPDAS', SMS_MAX_ATTEMPTS: '1' };
beforeAll(async () => {
  gateway = await startFakeGateway();
  settings.MSG91_BASE_URL = gateway.url;
  return () => gateway.close();
});
const ts = useTestServer(settings);

/** Headers whose values may differ between two answers (time, length of the same shape). */
// Differ between any two requests, whoever asks: the per-address budget counts every request (RateLimit-Remaining, -Reset).
const VARYING = new Set(['date', 'etag', 'x-request-id', 'content-length', 'ratelimit-remaining', 'ratelimit-reset']);

async function call(path: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${ts.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json()) as Record<string, unknown>;
  const headers = Object.fromEntries([...response.headers.entries()].map(([name, value]) => [name, VARYING.has(name) ? '*' : value]));
  return { status: response.status, json, headers, ms: performance.now() - started };
}

/** The answer with the development-only code masked (both phones get one in development). */
const shape = (answer: Awaited<ReturnType<typeof call>>) => ({ status: answer.status, headers: answer.headers, body: { ...answer.json, ...('otp' in answer.json ? { otp: '******' } : {}) } });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('staff login: the same answer for every phone', () => {
  it('request-code: same status, body and headers; both 429 on the second request; only the member is texted', async () => {
    const member = staffPhone();
    await ts.services.staff.invite(cliContext(ts), { phone: member, role: 'catalogue' });
    const stranger = '9811100071';
    const answers = { member: [] as Array<ReturnType<typeof shape>>, stranger: [] as Array<ReturnType<typeof shape>> };
    for (let i = 0; i < 3; i++) {
      answers.member.push(shape(await call('/admin/auth/request-code', { phone: member })));
      answers.stranger.push(shape(await call('/admin/auth/request-code', { phone: stranger })));
    }
    expect(answers.member.map((a) => a.status)).toEqual([200, 429, 429]);
    expect(answers.stranger).toEqual(answers.member);
    expect(answers.member[0].body).toMatchObject({ message: expect.any(String), resendAfterSeconds: 30 });
    // The text goes to the member only.
    await ts.services.sms.idle();
    expect(gateway.requests.map((r) => JSON.parse(r.body).recipients[0].mobiles)).toEqual([`91${member}`]);
  });

  it('verify: a wrong code, and a code never asked for, read the same for both', async () => {
    const member = staffPhone();
    await ts.services.staff.invite(cliContext(ts), { phone: member, role: 'fulfilment' });
    const stranger = '9811100072';
    // Never asked for: the same words.
    expect(shape(await call('/admin/auth/verify', { phone: stranger, otp: '123456' }))).toEqual(shape(await call('/admin/auth/verify', { phone: member, otp: '123456' })));
    await call('/admin/auth/request-code', { phone: member });
    await call('/admin/auth/request-code', { phone: stranger });
    const tries = { member: [] as unknown[], stranger: [] as unknown[] };
    const memberCode = (await ts.db.dataSource.query(`SELECT 1 FROM otp_code WHERE phone = $1 AND scope = 'staff'`, [member])).length;
    expect(memberCode).toBe(1);
    for (let i = 0; i < 6; i++) {
      // A code that is certainly wrong for both: the hashes are compared, the code is not known here.
      tries.member.push(shape(await call('/admin/auth/verify', { phone: member, otp: '000000' })));
      tries.stranger.push(shape(await call('/admin/auth/verify', { phone: stranger, otp: '000000' })));
    }
    expect(tries.stranger).toEqual(tries.member);
    expect((tries.member as Array<{ status: number }>).map((t) => t.status)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('takes the same time for both (the same work is done): medians within 60 ms', async () => {
    const members: string[] = [];
    for (let i = 0; i < 7; i++) {
      const phone = staffPhone();
      await ts.services.staff.invite(cliContext(ts), { phone, role: 'catalogue' });
      members.push(phone);
    }
    const times = { member: [] as number[], stranger: [] as number[] };
    for (let i = 0; i < 7; i++) {
      times.member.push((await call('/admin/auth/request-code', { phone: members[i] })).ms);
      times.stranger.push((await call('/admin/auth/request-code', { phone: `98111001${String(i).padStart(2, '0')}` })).ms);
    }
    expect(Math.abs(median(times.member) - median(times.stranger))).toBeLessThan(60);
  });
});

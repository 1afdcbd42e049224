import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.js';
import { eventually, startFakeGateway, type FakeGateway } from '../../../test/fake-sms-gateway.js';
import { normalizeIndianPhone } from './phone.js';

const SEND = `mutation($phone: String!) { sendOtp(phone: $phone) { otpSent { phone message otp resendAfterSeconds expiresInSeconds } userErrors { field code message retryAfterSeconds } } }`;
const VERIFY = `mutation($phone: String!, $otp: String!) { verifyOtp(phone: $phone, otp: $otp) { login { token isNewCustomer customer { id phone } } userErrors { field code message } } }`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone normalisation', () => {
  it('accepts 10 digits starting 6-9 with +91, 91 or 0 prefixes and separators', () => {
    for (const input of ['9876543210', '+919876543210', '+91 98765 43210', '09876543210', '919876543210', '98765-43210']) {
      expect(normalizeIndianPhone(input)).toBe('9876543210');
    }
  });
  it('refuses anything else', () => {
    for (const input of ['5876543210', '987654321', '98765432100', '+449876543210', 'abcdefghij', '', null, undefined, '+91+919876543210']) {
      expect(normalizeIndianPhone(input)).toBeNull();
    }
  });
});

describe('login by phone and one-time code (development mode)', () => {
  const ts = useTestServer();
  const backdate = (phone: string, seconds: number) =>
    ts.db.dataSource.query(`UPDATE otp_code SET created_at = created_at - make_interval(secs => $2) WHERE phone = $1`, [phone, seconds]);

  it('sends a code over REST, returns it in development, stores only a hash, and logs in', async () => {
    const sent = await ts.rest('POST', '/user/sendOtp', { phone: '+91 91234 50001' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, message: 'OTP sent successfully', otp: expect.stringMatching(/^\d{6}$/) });
    const [row] = await ts.db.dataSource.query(`SELECT code_hash FROM otp_code WHERE phone = '9123450001'`);
    expect(row.code_hash).not.toContain(sent.body.otp);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);

    const verified = await ts.rest('POST', '/user/verifyOtp', { phone: '09123450001', otp: sent.body.otp });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, token: expect.any(String), user: { phone: '9123450001' } });
    const profile = await ts.rest('GET', '/user/get-profile', undefined, verified.body.token);
    expect(profile.status).toBe(200);
    expect(profile.body.user.phone).toBe('9123450001');
  });

  it('creates the customer on first login only, with a welcome notification', async () => {
    const phone = '9123450002';
    const first = await ts.gql(SEND, { phone });
    const login1 = await ts.gql(VERIFY, { phone, otp: first.data.sendOtp.otpSent.otp });
    expect(login1.errors).toBeUndefined();
    expect(login1.data.verifyOtp.login.isNewCustomer).toBe(true);
    await backdate(phone, 31);
    const second = await ts.gql(SEND, { phone });
    const login2 = await ts.gql(VERIFY, { phone, otp: second.data.sendOtp.otpSent.otp });
    expect(login2.data.verifyOtp.login.isNewCustomer).toBe(false);
    expect(login2.data.verifyOtp.login.customer.id).toBe(login1.data.verifyOtp.login.customer.id);
    const feed = await ts.gql(`{ notifications { unreadCount items { nodes { title read } } } }`, {}, login2.data.verifyOtp.login.token);
    expect(feed.data.notifications.items.nodes).toEqual([{ title: 'Welcome to Kapda!', read: false }]);
  });

  it('refuses invalid phone numbers with a clear message', async () => {
    const res = await ts.rest('POST', '/user/sendOtp', { phone: '12345' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Please enter a valid 10-digit Indian mobile number.' });
    expect(res.body.errorCode).toBe('INVALID');
    const gql = await ts.gql(SEND, { phone: '5123456789' });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.sendOtp).toEqual({ otpSent: null, userErrors: [{ field: ['phone'], code: 'INVALID', message: 'Please enter a valid 10-digit Indian mobile number.', retryAfterSeconds: null }] });
  });

  it('refuses a resend inside 30 s with 429 and the wait time, and allows it after', async () => {
    const phone = '9123450003';
    expect((await ts.rest('POST', '/user/sendOtp', { phone })).status).toBe(200);
    const again = await ts.rest('POST', '/user/sendOtp', { phone: `+91${phone}` });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ success: false, code: 'RATE_LIMITED', errorCode: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(again.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(again.body.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);
    const gql = await ts.gql(SEND, { phone });
    expect(gql.data.sendOtp.otpSent).toBeNull();
    expect(gql.data.sendOtp.userErrors).toEqual([{ field: null, code: 'RATE_LIMITED', message: expect.stringMatching(/^Please wait \d+ seconds/), retryAfterSeconds: expect.any(Number) }]);
    await backdate(phone, 31);
    expect((await ts.rest('POST', '/user/sendOtp', { phone })).status).toBe(200);
  });

  it('a new code voids the previous one', async () => {
    const phone = '9123450004';
    const first = await ts.gql(SEND, { phone });
    await backdate(phone, 31);
    const second = await ts.gql(SEND, { phone });
    const old = await ts.gql(VERIFY, { phone, otp: first.data.sendOtp.otpSent.otp });
    if (first.data.sendOtp.otpSent.otp !== second.data.sendOtp.otpSent.otp) expect(old.data.verifyOtp.userErrors[0]).toMatchObject({ field: ['otp'], code: 'INVALID' });
    const ok = await ts.gql(VERIFY, { phone, otp: second.data.sendOtp.otpSent.otp });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.verifyOtp.userErrors).toEqual([]);
  });

  it('backs off per phone: 30 s, 1, 2, 4, 8 min, then 15 min at most (no hour-long wall)', async () => {
    const phone = '9123450005';
    const gaps: number[] = [];
    let lastRefusal = '';
    for (let i = 0; i < 8; i++) {
      const sent = await ts.rest('POST', '/user/sendOtp', { phone });
      expect(sent.status).toBe(200);
      gaps.push(sent.body.resendAfterSeconds);
      const early = await ts.rest('POST', '/user/sendOtp', { phone });
      expect(early.status).toBe(429);
      expect(early.body.retryAfterSeconds).toBeLessThanOrEqual(sent.body.resendAfterSeconds);
      expect(early.body.retryAfterSeconds).toBeGreaterThan(sent.body.resendAfterSeconds - 5);
      lastRefusal = early.body.message;
      await backdate(phone, sent.body.resendAfterSeconds + 1);
    }
    expect(gaps).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    expect(lastRefusal).toMatch(/^Please wait 1[45] minutes before requesting a new OTP\.$/);
  });

  it('locks one client out after 5 wrong tries (even the right code from it), without voiding the code', async () => {
    const phone = '9123450006';
    const sent = await ts.gql(SEND, { phone });
    const code = sent.data.sendOtp.otpSent.otp;
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await ts.rest('POST', '/user/verifyOtp', { phone, otp: wrongCode(code) });
      expect(res.status).toBe(400);
      messages.push(res.body.message);
    }
    expect(messages[0]).toBe('Invalid OTP. 4 attempts left.');
    expect(messages[4]).toBe('Too many wrong attempts. Please try again in 15 minutes.');
    const right = await ts.rest('POST', '/user/verifyOtp', { phone, otp: code });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many wrong attempts\. Please try again in 1[45] minutes\.$/);
    expect(right.body.token).toBeUndefined();
    const [row] = await ts.db.dataSource.query(`SELECT voided_at FROM otp_code WHERE phone = $1`, [phone]);
    expect(row.voided_at).toBeNull();
  });

  it('holds the limits under concurrency: one of ten simultaneous sends wins, and simultaneous wrong guesses are all counted', async () => {
    const phone = '9123450013';
    const sends = await Promise.all(Array.from({ length: 10 }, () => ts.rest('POST', '/user/sendOtp', { phone })));
    expect(sends.filter((r) => r.status === 200)).toHaveLength(1);
    expect(sends.filter((r) => r.status === 429)).toHaveLength(9);
    const code = sends.find((r) => r.status === 200)!.body.otp;
    const guesses = await Promise.all(Array.from({ length: 8 }, () => ts.rest('POST', '/user/verifyOtp', { phone, otp: wrongCode(code) })));
    expect(guesses.filter((r) => r.status === 400)).toHaveLength(5);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(3);
    const [row] = await ts.db.dataSource.query(`SELECT count(*)::int AS failures FROM otp_failure WHERE phone = $1`, [phone]);
    expect(row).toEqual({ failures: 5 });
    expect((await ts.rest('POST', '/user/verifyOtp', { phone, otp: code })).status).toBe(429);
  });

  it('an expired code fails', async () => {
    const phone = '9123450007';
    const sent = await ts.gql(SEND, { phone });
    await ts.db.dataSource.query(`UPDATE otp_code SET expires_at = now() - interval '1 second' WHERE phone = $1`, [phone]);
    const res = await ts.rest('POST', '/user/verifyOtp', { phone, otp: sent.data.sendOtp.otpSent.otp });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This OTP has expired. Please request a new OTP.');
  });

  it('a code works once only', async () => {
    const phone = '9123450008';
    const sent = await ts.gql(SEND, { phone });
    expect((await ts.rest('POST', '/user/verifyOtp', { phone, otp: sent.data.sendOtp.otpSent.otp })).status).toBe(200);
    const again = await ts.rest('POST', '/user/verifyOtp', { phone, otp: sent.data.sendOtp.otpSent.otp });
    expect(again.status).toBe(400);
  });

  it('logout revokes the session: the old token is refused with 401', async () => {
    const phone = '9123450009';
    const sent = await ts.gql(SEND, { phone });
    const { token } = (await ts.rest('POST', '/user/verifyOtp', { phone, otp: sent.data.sendOtp.otpSent.otp })).body;
    expect((await ts.rest('GET', '/user/get-profile', undefined, token)).status).toBe(200);
    expect((await ts.rest('POST', '/user/logout', {}, token)).status).toBe(200);
    const after = await ts.rest('GET', '/user/get-profile', undefined, token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('No token found. Please log in again.');
    const gql = await ts.gql(`{ me { id } }`, {}, token);
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses missing and forged tokens with 401', async () => {
    expect((await ts.rest('GET', '/user/get-profile')).status).toBe(401);
    expect((await ts.rest('GET', '/user/get-profile', undefined, 'eyJhbGciOiJIUzI1NiJ9.e30.forged')).status).toBe(401);
  });

  it('logout over GraphQL also revokes', async () => {
    const phone = '9123450010';
    const sent = await ts.gql(SEND, { phone });
    const login = await ts.gql(VERIFY, { phone, otp: sent.data.sendOtp.otpSent.otp });
    const token = login.data.verifyOtp.login.token;
    expect((await ts.gql(`mutation { logout { loggedOut userErrors { code } } }`, {}, token)).data.logout).toEqual({ loggedOut: true, userErrors: [] });
    expect((await ts.gql(`{ me { id } }`, {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('per-IP bound', () => {
  const ts = useTestServer({ OTP_MAX_PER_IP_PER_HOUR: '3' });
  it('refuses more codes from one IP than the hourly bound, whatever the phone', async () => {
    for (const phone of ['9000000001', '9000000002', '9000000003']) expect((await ts.rest('POST', '/user/sendOtp', { phone })).status).toBe(200);
    const refused = await ts.rest('POST', '/user/sendOtp', { phone: '9000000004' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many OTP requests from your network/);
  });
});

describe('production mode (MSG91 against a local fake gateway)', () => {
  let gateway: FakeGateway;
  const settings: Record<string, string> = { NODE_ENV: 'production', ONLINE_PAYMENTS: 'off', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'prod-test-key', MSG91_TEMPLATE_ID: 'tpl-1', SMS_DLT_SENDER_ID: 'KAPDAS' };
  beforeAll(async () => {
    gateway = await startFakeGateway();
    settings.MSG91_BASE_URL = gateway.url;
    return () => gateway.close();
  });
  const ts = useTestServer(settings);

  it('never returns the code: it reaches the phone through the gateway only', async () => {
    const rest = await ts.rest('POST', '/user/sendOtp', { phone: '9123450011' });
    expect(rest.status).toBe(200);
    expect(rest.body.otp).toBeUndefined();
    expect(JSON.stringify(rest.body)).not.toMatch(/\b\d{6}\b/);
    const gql = await ts.gql(SEND, { phone: '9123450012' });
    expect(gql.data.sendOtp.otpSent.otp).toBeNull();
    expect(gql.data.sendOtp.userErrors).toEqual([]);
    await eventually(() => gateway.requests.length === 2);
    const texts = gateway.requests.map((r) => JSON.parse(r.body).recipients[0]);
    expect(texts.map((t) => t.mobiles).sort()).toEqual(['919123450011', '919123450012']);
    // The code the phone got logs the shopper in.
    const delivered = texts.find((t) => t.mobiles === '919123450011').otp;
    const login = await ts.rest('POST', '/user/verifyOtp', { phone: '9123450011', otp: delivered });
    expect(login.status).toBe(200);
  });
});

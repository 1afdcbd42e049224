/**
 * Item 5: client addresses are what the deployment says they are. One normalised address is
 * stored and counted, for the OTP limits and the flood limit alike.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../harness.js';

async function sendOtp(ts: TestServer, phone: string, forwardedFor?: string) {
  const response = await fetch(`${ts.baseUrl}/api/v1/user/sendOtp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ phone }),
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}
const storedIps = async (ts: TestServer) => (await ts.db.dataSource.query(`SELECT DISTINCT ip FROM otp_code ORDER BY ip`)).map((r: { ip: string }) => r.ip);
const phoneNo = (i: number) => `96000${String(i).padStart(5, '0')}`;

describe('default (no TRUST_PROXY): X-Forwarded-For is not believed', () => {
  const ts = useTestServer({ OTP_MAX_PER_IP_PER_HOUR: '30' });
  it('36 sends with 36 forged addresses are one client and meet the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 36; i++) statuses.push((await sendOtp(ts, phoneNo(i), `10.9.${i}.1`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(await storedIps(ts)).toEqual(['127.0.0.1']);
  });
});

describe('TRUST_PROXY=1 (one reverse proxy in front)', () => {
  const ts = useTestServer({ TRUST_PROXY: '1' });
  it('takes the address the proxy appended, not what the client wrote before it', async () => {
    expect((await sendOtp(ts, phoneNo(100), '6.6.6.6, 203.0.113.9')).status).toBe(200);
    expect(await storedIps(ts)).toEqual(['203.0.113.9']);
  });
});

describe('TRUST_PROXY=loopback: IPv6 and odd addresses', () => {
  const ts = useTestServer({ TRUST_PROXY: 'loopback', OTP_MAX_PER_IP_PER_HOUR: '3' });
  it('counts an IPv6 /64 as one client, and stores it so', async () => {
    for (let i = 1; i <= 3; i++) expect((await sendOtp(ts, phoneNo(200 + i), `2001:db8:aa:1::${i}`)).status).toBe(200);
    const refused = await sendOtp(ts, phoneNo(204), '2001:db8:aa:1:ffff:1:2:3');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/from your network/);
    expect((await sendOtp(ts, phoneNo(205), '2001:db8:aa:2::1')).status).toBe(200);
    expect(await storedIps(ts)).toEqual(['2001:db8:aa:1::/64', '2001:db8:aa:2::/64']);
  });
  it('an IPv4-mapped IPv6 address is the IPv4 address', async () => {
    for (let i = 1; i <= 3; i++) expect((await sendOtp(ts, phoneNo(300 + i), i % 2 ? '198.51.100.77' : '::ffff:198.51.100.77')).status).toBe(200);
    expect((await sendOtp(ts, phoneNo(304), '::ffff:198.51.100.77')).status).toBe(429);
  });
  it('addresses longer than 64 characters are stored whole and counted (as one unknown client)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await sendOtp(ts, phoneNo(400 + i), `${'a'.repeat(70)}${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const [row] = await ts.db.dataSource.query(`SELECT ip FROM otp_code WHERE phone = $1`, [phoneNo(400)]);
    expect(row.ip).toBe('unknown');
  });
});

describe('flood limit uses the same address', () => {
  const limit = 20;
  const tsDirect = useTestServer({ FLOOD_MAX_REQUESTS_PER_MINUTE: String(limit) });
  const tsProxied = useTestServer({ FLOOD_MAX_REQUESTS_PER_MINUTE: String(limit), TRUST_PROXY: 'loopback' });
  const get = (ts: TestServer, forwardedFor: string) => fetch(`${ts.baseUrl}/api/v1/user/getSections`, { headers: { 'x-forwarded-for': forwardedFor } }).then((r) => r.status);

  it('forged X-Forwarded-For does not escape it when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) statuses.push(await get(tsDirect, `10.8.0.${i}`));
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
  });
  it('behind a trusted proxy, an IPv6 /64 shares one budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) statuses.push(await get(tsProxied, `2001:db8:bb:1::${(i + 1).toString(16)}`));
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    expect(await get(tsProxied, '2001:db8:bb:2::1')).toBe(200);
  });
});

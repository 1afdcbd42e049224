/**
 * API keys with scopes: made by the owner on /admin/graphql and shown once, stored hashed; a key
 * without `stock:write` is refused a stock change and changes nothing, one with it changes stock
 * and the audit log names the key; revoked, expired and wrong-address keys are unknown tokens; keys
 * never reach the dashboard's REST doors; STAFF_TOKEN warns that it is deprecated.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { sizeWithStock, stockOf } from '../orders/orders-kit.js';
import { staffTokenWarnings } from '../../src/config.js';

const ts = useTestServer();

const CREATE = `mutation($input: ApiKeyInput!) { createApiKey(input: $input) { token apiKey { id name prefix scopes allowedIps expiresAt revokedAt } } }`;
const ADJUST = `mutation($size: ID!) { adjustStock(sizeId: $size, delta: 5, reason: RESTOCK, note: "from the ERP") { stock } }`;

async function makeKey(input: Record<string, unknown>): Promise<{ token: string; id: string }> {
  const answer = await ts.admin(CREATE, { input }, STAFF_TOKEN);
  expect(answer.errors).toBeUndefined();
  return { token: answer.data.createApiKey.token, id: answer.data.createApiKey.apiKey.id };
}

describe('API keys with scopes', () => {
  it('a key is shown once and kept only as its SHA-256', async () => {
    const answer = await ts.admin(CREATE, { input: { name: 'Tally ERP', scopes: ['orders:read', 'catalogue:read'] } }, STAFF_TOKEN);
    const { token, apiKey } = answer.data.createApiKey;
    expect(token).toMatch(/^sk_[A-Za-z0-9_-]{40}$/);
    expect(apiKey).toMatchObject({ name: 'Tally ERP', prefix: token.slice(0, 10), scopes: ['orders:read', 'catalogue:read'], allowedIps: null, revokedAt: null });
    const [row] = await ts.db.dataSource.query(`SELECT * FROM api_key WHERE id = $1`, [apiKey.id]);
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = await ts.admin(`{ apiKeys { id name prefix } }`, {}, STAFF_TOKEN);
    expect(JSON.stringify(listed.data)).not.toContain(token);
  });

  it('a key without stock:write is refused a stock change (nothing changes); one with it changes stock and the audit log names the key', async () => {
    const size = await sizeWithStock(ts, 10, 3);
    const reader = await makeKey({ name: 'Marketplace reader', scopes: ['catalogue:read', 'orders:read'] });
    const refused = await ts.admin(ADJUST, { size: String(size.variantSizeId) }, reader.token);
    expect(refused.errors?.[0]).toMatchObject({ message: 'This API key lacks the scope stock:write.', extensions: { code: 'FORBIDDEN' } });
    expect(await stockOf(ts, size.variantSizeId)).toBe(10);
    const products = await ts.admin(`{ adminProducts(limit: 1) { __typename } }`, {}, reader.token);
    expect(products.errors).toBeUndefined();

    const writer = await makeKey({ name: 'Warehouse sync', scopes: ['stock:write'] });
    const adjusted = await ts.admin(ADJUST, { size: String(size.variantSizeId) }, writer.token);
    expect(adjusted.errors).toBeUndefined();
    expect(await stockOf(ts, size.variantSizeId)).toBe(15);
    const [audit] = await ts.db.dataSource.query(`SELECT staff_id, api_key_name, action FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ staff_id: `key:${writer.id}`, api_key_name: 'Warehouse sync', action: expect.stringMatching(/stock/) });
    const log = await ts.admin(`{ auditLog(limit: 1) { staffId apiKeyName } }`, {}, STAFF_TOKEN);
    expect(log.data.auditLog).toEqual([{ staffId: `key:${writer.id}`, apiKeyName: 'Warehouse sync' }]);
    // Keys never manage people or keys.
    const staff = await ts.admin(`{ staffAccounts { id } }`, {}, writer.token);
    expect(staff.errors?.[0]?.message).toBe('This API key lacks the scope staff:manage.');
  });

  it('revoked, expired and wrong-address keys are unknown tokens (401); an allowed range works', async () => {
    const QUERY = `{ currentStaff { role } }`;
    const revoked = await makeKey({ name: 'Old courier key', scopes: ['orders:read'] });
    expect((await ts.admin(QUERY, {}, revoked.token)).status).toBe(200);
    await ts.admin(`mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`, { id: revoked.id }, STAFF_TOKEN);
    expect((await ts.admin(QUERY, {}, revoked.token)).status).toBe(401);

    const expiring = await makeKey({ name: 'Trial', scopes: ['orders:read'], expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await ts.db.dataSource.query(`UPDATE api_key SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.id]);
    expect((await ts.admin(QUERY, {}, expiring.token)).status).toBe(401);

    const elsewhere = await makeKey({ name: 'Office only', scopes: ['orders:read'], allowedIps: ['203.0.113.0/24'] });
    expect((await ts.admin(QUERY, {}, elsewhere.token)).status).toBe(401);
    const here = await makeKey({ name: 'This machine', scopes: ['orders:read'], allowedIps: ['127.0.0.0/8', '::1'] });
    expect((await ts.admin(QUERY, {}, here.token)).status).toBe(200);

    // The dashboard's REST doors (uploads, files) take staff logins only.
    const upload = await fetch(`${ts.baseUrl}/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${here.token}` } });
    expect(upload.status).toBe(401);
  });

  it('bad keys are refused with a clear message and nothing is made', async () => {
    const before = (await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM api_key`))[0].n;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ', scopes: ['orders:read'] }, 'Give the key a name of 1 to 80 characters (whose is it, what does it do).'],
      [{ name: 'x', scopes: [] }, 'Choose at least one scope.'],
      [{ name: 'x', scopes: ['staff:manage'] }, 'Unknown scope: staff:manage. Known: catalogue:read, catalogue:write, stock:write, orders:read, orders:write, customers:read, marketing:read, marketing:write, reviews:write, events:read, webhooks:manage.'],
      [{ name: 'x', scopes: ['orders:read'], expiresAt: '2000-01-01T00:00:00Z' }, 'The expiry must be in the future.'],
      [{ name: 'x', scopes: ['orders:read'], allowedIps: ['999.1.1.1'] }, 'An allowed address is not a valid address or range.'],
      [{ name: 'x', scopes: ['orders:read'], allowedIps: ['office'] }, 'Not an address or range: office (e.g. 203.0.113.7 or 203.0.113.0/24).'],
    ];
    for (const [input, message] of cases) {
      const answer = await ts.admin(CREATE, { input }, STAFF_TOKEN);
      expect(answer.errors?.[0], JSON.stringify(input)).toMatchObject({ message, extensions: { code: 'BAD_INPUT' } });
    }
    expect((await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM api_key`))[0].n).toBe(before);
  });

  it('STAFF_TOKEN warns at start that it is deprecated', () => {
    expect(staffTokenWarnings({ STAFF_TOKEN: 'x'.repeat(20) })).toEqual([expect.stringMatching(/^STAFF_TOKEN is deprecated/)]);
    expect(staffTokenWarnings({ STAFF_TOKEN: undefined })).toEqual([]);
  });
});

/**
 * CORS for integrators (app/cross-origin.ts): the allow-listed origin may call /graphql and
 * /api/v1, preflight included; any other origin gets no CORS headers (the browser refuses); the
 * staff API stays same-origin; public images are loadable from any origin.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';

const PARTNER = 'http://partner.test:5173';
const STRANGER = 'https://evil.test';

describe('CORS from CORS_ORIGINS', () => {
  const ts = useTestServer({ CORS_ORIGINS: `${PARTNER},https://other.partner.test` });

  const preflight = (path: string, origin: string) =>
    fetch(`${ts.baseUrl}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });

  it('answers the preflight of an allowed origin for /graphql and /api/v1 (it was a 400)', async () => {
    for (const path of ['/graphql', '/api/v1/cart/add']) {
      const response = await preflight(path, PARTNER);
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin'), path).toBe(PARTNER);
      expect(response.headers.get('access-control-allow-methods'), path).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase(), path).toContain('authorization');
      // A partner's checkout sends its key in Idempotency-Key (the balancer replays it safely).
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase(), path).toContain('idempotency-key');
      expect(response.headers.get('access-control-max-age'), path).toBe('600');
      // Bearer tokens, no cookies: credentials mode is never allowed.
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  it('echoes the allowed origin on the answer itself, varied by Origin', async () => {
    const response = await fetch(`${ts.baseUrl}/graphql`, {
      method: 'POST',
      headers: { origin: PARTNER, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ sections { id name } }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('vary')).toMatch(/Origin/);
    expect(((await response.json()) as { data: { sections: unknown[] } }).data.sections.length).toBeGreaterThan(0);
    const rest = await fetch(`${ts.baseUrl}/api/v1/user/getSections`, { headers: { origin: 'https://other.partner.test' } });
    expect(rest.headers.get('access-control-allow-origin')).toBe('https://other.partner.test');
  });

  it('gives an origin not on the list no CORS headers, on the preflight and on the answer', async () => {
    const pre = await preflight('/graphql', STRANGER);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const response = await fetch(`${ts.baseUrl}/api/v1/user/getSections`, { headers: { origin: STRANGER } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    // A look-alike of an allowed origin (another port, a suffix) is another origin.
    for (const lookalike of ['http://partner.test:5174', 'http://partner.test:5173.evil.test', 'https://partner.test:5173']) {
      expect((await preflight('/graphql', lookalike)).headers.get('access-control-allow-origin'), lookalike).toBeNull();
    }
  });

  it('keeps the staff API same-origin, even for an allowed origin', async () => {
    for (const path of ['/admin/graphql', '/admin/auth/request-code', '/admin/upload']) {
      expect((await preflight(path, PARTNER)).headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('lets any origin show product images and uploads (helmet says same-origin elsewhere)', async () => {
    const answer = await ts.gql<{ products: { nodes: Array<{ image: string }> } }>('{ products(first: 1) { nodes { image } } }');
    const image = answer.data!.products.nodes[0].image;
    const response = await fetch(`${ts.baseUrl}${image}`, { headers: { origin: STRANGER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const missingUpload = await fetch(`${ts.baseUrl}/uploads/none/800`);
    expect(missingUpload.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const api = await fetch(`${ts.baseUrl}/api/v1/user/getSections`);
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('CORS by default', () => {
  const ts = useTestServer();
  it('allows no other origin when CORS_ORIGINS is unset', async () => {
    const response = await fetch(`${ts.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/**
 * Small things that cost partners hours: every answer has X-Request-Id (the caller's, when given),
 * the flood limit says where a caller stands (RateLimit-*), an operation's cost is in
 * `extensions.cost`, a subscription sent over HTTP is a 400 that says to use the WebSocket, and an
 * anonymous GET of the catalogue may be cached by shared caches for a minute (nothing personal is).
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';

const ts = useTestServer({ FLOOD_MAX_REQUESTS_PER_MINUTE: '500' });

describe('partner-facing HTTP details', () => {
  it('X-Request-Id: the caller’s own is echoed, a missing or unusable one is made up', async () => {
    const echoed = await fetch(`${ts.baseUrl}/healthz`, { headers: { 'x-request-id': 'erp-sync-42' } });
    expect(echoed.headers.get('x-request-id')).toBe('erp-sync-42');
    const made = await fetch(`${ts.baseUrl}/api/v1/products`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const junk = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'a b<script>' }, body: '{"query":"{ __typename }"}' });
    expect(junk.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('RateLimit-Limit, -Remaining and -Reset on API answers', async () => {
    const first = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    const second = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    expect(first.headers.get('ratelimit-limit')).toBe('500');
    expect(Number(second.headers.get('ratelimit-remaining'))).toBe(Number(first.headers.get('ratelimit-remaining')) - 1);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(0);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
  });

  it('the cost of an operation and the limit are in extensions.cost, on both endpoints', async () => {
    const shop = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ products(first: 3) { nodes { id name } } }' }) });
    const body = (await shop.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.extensions.cost).toEqual({ requested: expect.any(Number), limit: ts.config.GRAPHQL_MAX_COMPLEXITY });
    expect(body.extensions.cost.requested).toBeGreaterThan(3);
    const admin = await ts.admin(`{ events(first: 5) { hasMore } }`, {}, STAFF_TOKEN);
    expect((admin as unknown as { extensions: { cost: { limit: number } } }).extensions.cost.limit).toBe(ts.config.GRAPHQL_ADMIN_MAX_COMPLEXITY);
  });

  it('a subscription over HTTP is a 400 that says to use the WebSocket', async () => {
    const answer = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'subscription { orderStatusChanged { orderId } }' }) });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as any;
    expect(body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Subscriptions run over the WebSocket/), extensions: { code: 'BAD_REQUEST' } });
  });
});

describe('anonymous GraphQL GET caching', () => {
  const get = (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${ts.baseUrl}/graphql?query=${encodeURIComponent(query)}${variables ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : ''}`, { headers: { 'apollo-require-preflight': 'true', ...headers } });

  it('a public catalogue read is public for a minute, varying by language and caller', async () => {
    const answer = await get('{ products(first: 2) { nodes { id } } }');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('vary')).toMatch(/Accept-Language/);
    expect(answer.headers.get('vary')).toMatch(/Authorization/);
  });

  it('a visitor cart, a logged-in caller, a POST and an error are never public', async () => {
    const cart = await get('query($t: String!) { visitorCart(cartToken: $t) { __typename } }', { t: 'x'.repeat(40) });
    expect(cart.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const withToken = await get('{ products(first: 2) { nodes { id } } }', undefined, { authorization: 'Bearer whatever' });
    expect(withToken.headers.get('cache-control')).toBe('private, no-store');
    const post = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ products(first: 2) { nodes { id } } }"}' });
    expect(post.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const failing = await get('{ product(id: "nope") { id } products(first: 0, last: 1) { nodes { id } } }');
    expect(failing.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });
});

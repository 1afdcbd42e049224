/**
 * Personal answers are never cached by anyone else: every answer to a request with a token says
 * `Cache-Control: private, no-store` and `Vary: Authorization` (REST and GraphQL, POST and GET,
 * errors included), and the anonymous GraphQL response cache never stores or serves them.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { useTestServer, loginAs } from '../harness.js';

const ts = useTestServer({ CATALOG_CACHE_MS: '30000' });
let token = '';

beforeAll(async () => {
  ({ token } = await loginAs(ts, '9811100001'));
});

async function call(method: string, path: string, { body, auth }: { body?: unknown; auth?: string } = {}) {
  const response = await fetch(`${ts.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', 'apollo-require-preflight': 'true', ...(auth ? { authorization: auth } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control') ?? '', vary: response.headers.get('vary') ?? '' };
}

const varyNamesAuthorization = (vary: string) => vary.split(',').some((name) => name.trim().toLowerCase() === 'authorization');

describe('personal answers are private', () => {
  it('marks every answer to a request with a token private, no-store, varying on Authorization', async () => {
    const bearer = `Bearer ${token}`;
    const answers = [
      await call('POST', '/graphql', { body: { query: '{ me { id phone } }' }, auth: bearer }),
      await call('POST', '/graphql', { body: { query: '{ sections { id name } }' }, auth: bearer }),
      await call('GET', `/graphql?query=${encodeURIComponent('{ wishlist { count } }')}`, { auth: bearer }),
      await call('POST', '/graphql', { body: { query: '{ nope }' }, auth: bearer }),
      await call('GET', '/api/v1/user/get-profile', { auth: bearer }),
      await call('GET', '/api/v1/user/get-cart', { auth: bearer }),
      await call('GET', '/api/v1/user/getSections', { auth: bearer }),
      // A forged token names a caller too: its answer is not for sharing either.
      await call('GET', '/api/v1/user/get-cart', { auth: 'Bearer forged.token.value' }),
    ];
    for (const answer of answers) {
      expect(answer.cacheControl).toBe('private, no-store');
      expect(varyNamesAuthorization(answer.vary)).toBe(true);
    }
    expect(answers[0].status).toBe(200);
    expect(answers[4].status).toBe(200);
  });

  it('says Vary: Authorization on anonymous API answers too, without making them private', async () => {
    for (const answer of [await call('POST', '/graphql', { body: { query: '{ sections { id } }' } }), await call('GET', '/api/v1/user/getSections')]) {
      expect(answer.status).toBe(200);
      expect(varyNamesAuthorization(answer.vary)).toBe(true);
      expect(answer.cacheControl).not.toMatch(/private|no-store/);
    }
  });

  it('never stores an answer given to a caller in the anonymous response cache, nor serves it one', async () => {
    const query = { query: '{ sections { id name slug } }' };
    const statements = () => ts.db.statements.filter((sql) => !/FROM "?session"?/i.test(sql)).length;

    await call('POST', '/graphql', { body: query, auth: `Bearer ${token}` });
    ts.db.statements.length = 0;
    await call('POST', '/graphql', { body: query });
    expect(statements()).toBeGreaterThan(0); // not answered from the caller's copy

    ts.db.statements.length = 0;
    await call('POST', '/graphql', { body: query });
    expect(statements()).toBe(0); // the cache is on: the visitor's copy is reused for visitors

    ts.db.statements.length = 0;
    const personal = await call('POST', '/graphql', { body: query, auth: `Bearer ${token}` });
    expect(statements()).toBeGreaterThan(0); // a caller is never answered from the shared copy
    expect(personal.cacheControl).toBe('private, no-store');
  });
});

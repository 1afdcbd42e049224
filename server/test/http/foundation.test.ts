import { describe, expect, it } from 'vitest';
import { useTestServer, loginAs } from '../harness.js';

describe('foundation: one service layer, two transports', () => {
  const ts = useTestServer();

  it('answers GET /api/v1/user/getSections in the spec shape', async () => {
    const { status, body } = await ts.rest('GET', '/user/getSections');
    expect(status).toBe(200);
    expect(body.data.map((s: any) => s.gender)).toEqual(['men', 'women']);
    const men = body.data[0];
    expect(men).toMatchObject({ _id: expect.any(String), name: 'Men', gender: 'men' });
    expect(men.categories.length).toBeGreaterThan(3);
    expect(Object.keys(men.categories[0]).sort()).toEqual(['_id', 'image', 'name']);
  });

  it('answers the sections query over GraphQL with the same data as REST', async () => {
    const { data, errors } = await ts.gql(`{ sections { id name gender categories { id name image } } }`);
    expect(errors).toBeUndefined();
    const rest = await ts.rest('GET', '/user/getSections');
    expect(data.sections.map((s: any) => [s.id, s.categories.map((c: any) => c.id)])).toEqual(
      rest.body.data.map((s: any) => [s._id, s.categories.map((c: any) => c._id)]),
    );
  });

  it('loads categories of all sections in one statement (no N+1)', async () => {
    ts.db.statements.length = 0;
    await ts.gql(`{ sections { id categories { id } } }`);
    const categoryQueries = ts.db.statements.filter((sql) => /FROM "category"/i.test(sql));
    expect(categoryQueries).toHaveLength(1);
  });

  it('answers unknown REST calls with a JSON 404', async () => {
    const { status, body } = await ts.rest('GET', '/no/such/call');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: expect.stringContaining('No such API call') });
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await fetch(`${ts.baseUrl}/api/v1/user/getSections`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: 'Request body is not valid JSON.' });
  });

  it('refuses over-complex queries built from aliases', async () => {
    // 25 aliases (under GRAPHQL_MAX_ALIASES) of sections with their categories: about 30,000.
    const aliases = Array.from({ length: 25 }, (_, i) => `s${i}: sections { id name gender categories { id name sectionId } }`).join('\n');
    const result = await ts.gql(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toMatch(/too complex/);
  });

  it('reports health and readiness', async () => {
    expect(await (await fetch(`${ts.baseUrl}/healthz`)).json()).toMatchObject({ status: 'ok' });
    expect(await (await fetch(`${ts.baseUrl}/readyz`)).json()).toMatchObject({ status: 'ready', database: 'up' });
  });

  it('treats a revoked token as no token', async () => {
    const { token } = await loginAs(ts, '9876543210');
    const caller = await ts.services.authTokens.resolve(token);
    expect(caller).not.toBeNull();
    await ts.services.authTokens.revoke(caller!.sessionId);
    expect(await ts.services.authTokens.resolve(token)).toBeNull();
    expect(await ts.services.authTokens.resolve(token.slice(0, -2) + 'xx')).toBeNull();
  });
});

describe('foundation: GraphQL depth limit', () => {
  const ts = useTestServer({ GRAPHQL_MAX_DEPTH: '1' });

  it('refuses a selection deeper than GRAPHQL_MAX_DEPTH', async () => {
    const shallow = await ts.gql(`{ sections { id } }`);
    expect(shallow.errors).toBeUndefined();
    const deep = await ts.gql(`{ sections { categories { id } } }`);
    expect(deep.errors?.[0]?.message).toMatch(/exceeds maximum operation depth/);
  });
});

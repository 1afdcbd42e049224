/**
 * Security issue, item 8: the public schema is the shoppers' schema. Staff operations live on
 * /admin/graphql (own schema, staff token only); /graphql keeps introspection for integrators but
 * shows no staff operation; in production neither endpoint suggests field names.
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { createApp } from '../../src/app/create-app.js';
import { createLogger } from '../../src/shared/logger.js';
import { useTestServer, loginAs, STAFF_TOKEN } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from '../orders/orders-kit.js';

const STAFF_FIELDS = ['staffOrders', 'staffOrder', 'advanceOrder', 'markOrderPaid', 'staffCancelOrder'];
const ts = useTestServer();

/** The same app in production mode over this file's database (built from the config object, so
 * other production start-up checks do not matter here). */
let production: { baseUrl: string; server: Server };
beforeAll(async () => {
  const { app } = await createApp({ dataSource: ts.db.dataSource, config: { ...ts.config, NODE_ENV: 'production', isDevelopment: false, ONLINE_PAYMENTS: 'off', onlinePaymentsEnabled: false }, logger: createLogger('silent') });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  production = { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});
afterAll(async () => {
  production?.server.closeAllConnections();
  await new Promise((resolve) => production?.server.close(resolve));
});

async function post(baseUrl: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

describe('/graphql, the shoppers\' endpoint', () => {
  it('keeps introspection for integrators, and it shows no staff operation', async () => {
    const { body } = await post(ts.baseUrl, '/graphql', { query: getIntrospectionQuery() });
    expect(body.errors).toBeUndefined();
    const types = body.data.__schema.types as Array<{ name: string; fields: Array<{ name: string }> | null }>;
    const rootFields = types.filter((t) => t.name === 'Query' || t.name === 'Mutation').flatMap((t) => t.fields!.map((f) => f.name));
    expect(rootFields).toContain('myOrders');
    expect(rootFields.filter((name) => STAFF_FIELDS.includes(name))).toEqual([]);
    expect(types.map((t) => t.name)).not.toContain('StaffMember');
  });

  it('in development suggests field names; in production it does not (neither endpoint)', async () => {
    const query = `{ staffOrder(id: "1") { id } }`;
    const dev = await post(ts.baseUrl, '/graphql', { query });
    expect(dev.body.errors?.[0]?.message).toMatch(/Did you mean/); // the check below can fail
    const prod = await post(production.baseUrl, '/graphql', { query });
    expect(prod.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(prod.body.errors?.[0]?.message).toBe('Cannot query field "staffOrder" on type "Query".');

    const adminTypo = await post(production.baseUrl, '/admin/graphql', { query: `{ staffOrderz { id } }` }, STAFF_TOKEN);
    expect(adminTypo.body.errors?.[0]?.message).toBe('Cannot query field "staffOrderz" on type "Query".');
    // Variables are checked after validation: their messages are cleaned too.
    const badEnum = { query: `query($s: OrderStatus) { staffOrders(status: $s) { id } }`, variables: { s: 'DELIVERD' } };
    expect((await post(ts.baseUrl, '/admin/graphql', badEnum, STAFF_TOKEN)).body.errors?.[0]?.message).toMatch(/Did you mean/);
    const cleaned = await post(production.baseUrl, '/admin/graphql', badEnum, STAFF_TOKEN);
    expect(cleaned.status).toBe(400);
    expect(cleaned.body.errors?.[0]?.message).toMatch(/DELIVERD/);
    expect(cleaned.body.errors?.[0]?.message).not.toMatch(/Did you mean|DELIVERED/);
  });

  it('the staff token is nobody special on /graphql', async () => {
    const asStaff = await post(ts.baseUrl, '/graphql', { query: `{ myOrders { nodes { id } } }` }, STAFF_TOKEN);
    expect(asStaff.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const staffQuery = await post(ts.baseUrl, '/graphql', { query: `{ staffOrders { id } }` }, STAFF_TOKEN);
    expect(staffQuery.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('/admin/graphql, the staff\'s endpoint', () => {
  it('refuses callers without the staff token before anything runs, introspection included', async () => {
    const shopper = await loginAs(ts, '9822200001');
    const cases = [
      { token: undefined, status: 401, code: 'UNAUTHENTICATED' },
      { token: 'not-a-token-at-all', status: 401, code: 'UNAUTHENTICATED' },
      { token: `${STAFF_TOKEN}x`, status: 401, code: 'UNAUTHENTICATED' },
      { token: shopper.token, status: 403, code: 'FORBIDDEN' },
    ];
    for (const { token, status, code } of cases) {
      for (const query of [`{ staffOrders { id } }`, `{ __schema { queryType { name } } }`, `{ staffOrderz { id } }`]) {
        const answer = await post(ts.baseUrl, '/admin/graphql', { query }, token);
        expect(answer.status, `${query} with ${token}`).toBe(status);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
        expect(answer.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
        expect(answer.body.data).toBeUndefined();
      }
    }
  });

  it('lets the staff token in as the owner, with introspection of the admin schema', async () => {
    const me = await ts.admin(`{ currentStaff { id role } }`, undefined, STAFF_TOKEN);
    expect(me.status).toBe(200);
    expect(me.data.currentStaff).toEqual({ id: 'owner', role: 'OWNER' });
    const { body } = await post(ts.baseUrl, '/admin/graphql', { query: getIntrospectionQuery() }, STAFF_TOKEN);
    const mutation = body.data.__schema.types.find((t: { name: string }) => t.name === 'Mutation');
    expect(mutation.fields.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['advanceOrder', 'markOrderPaid', 'staffCancelOrder', 'inviteStaff']));
  });

  it('lists, reads, advances, marks paid and cancels orders with the staff token', async () => {
    const pin = await pickPincode(ts, { inUp: true });
    const shopper = await newShopper(ts, pin);
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 50), 1);
    const codId = String((await placeCod(ts, shopper)).body._id);
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 51), 1);
    const secondId = String((await placeCod(ts, shopper)).body._id);

    const placed = await ts.admin(`{ staffOrders(status: PLACED) { id status } }`, undefined, STAFF_TOKEN);
    expect(placed.data.staffOrders.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([codId, secondId]));
    const one = await ts.admin(`query($id: ID!) { staffOrder(id: $id) { id orderNumber items { quantity } } }`, { id: codId }, STAFF_TOKEN);
    expect(one.data.staffOrder).toMatchObject({ id: codId, items: [{ quantity: 1 }] });

    for (const expected of ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY']) {
      const step = await ts.admin(`mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`, { id: codId }, STAFF_TOKEN);
      expect(step.data.advanceOrder.status).toBe(expected);
    }
    const paid = await ts.admin(`mutation($id: ID!) { markOrderPaid(orderId: $id) { paymentStatus } }`, { id: codId }, STAFF_TOKEN);
    expect(paid.data.markOrderPaid.paymentStatus).toBe('PAID');

    const cancelled = await ts.admin(`mutation($id: ID!) { staffCancelOrder(orderId: $id, reason: "Address not reachable") { status cancelReason } }`, { id: secondId }, STAFF_TOKEN);
    expect(cancelled.data.staffCancelOrder).toEqual({ status: 'CANCELLED', cancelReason: 'Address not reachable' });
    // The shopper sees the store's changes on their own endpoint.
    const mine = await ts.gql(`{ myOrders { nodes { id status paymentStatus } } }`, undefined, shopper.token);
    expect(mine.data.myOrders.nodes).toEqual(
      expect.arrayContaining([
        { id: codId, status: 'OUT_FOR_DELIVERY', paymentStatus: 'PAID' },
        { id: secondId, status: 'CANCELLED', paymentStatus: 'PENDING' },
      ]),
    );
    const missing = await ts.admin(`{ staffOrder(id: "999999") { id } }`, undefined, STAFF_TOKEN);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('has a complexity limit of its own (GRAPHQL_ADMIN_MAX_COMPLEXITY)', async () => {
    // 30 aliases (GRAPHQL_MAX_ALIASES) of 100 orders with their items and history: over 200,000.
    const aliases = Array.from({ length: 30 }, (_, i) => `o${i}: staffOrders(limit: 100) { id items { id quantity size colorName productName hsnCode } statusHistory { status } }`).join(' ');
    const answer = await ts.admin(`{ ${aliases} }`, undefined, STAFF_TOKEN);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/Query is too complex/);
  });

  it('answers broken bodies in the GraphQL error shape', async () => {
    const response = await fetch(`${ts.baseUrl}/admin/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${STAFF_TOKEN}` },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: 'Request body is not valid JSON.', extensions: { code: 'BAD_INPUT' } }] });
  });
});

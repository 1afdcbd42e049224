/**
 * Hostile input sweep (issue 7): generated malformed, oversized, wrong-typed and injection-shaped
 * payloads against EVERY REST route (discovered from the Express routers in app/routes.ts) and
 * EVERY GraphQL mutation (discovered from the schema), as a visitor and as a logged-in customer.
 * New routes and mutations are covered without touching this file.
 *
 * Each answer must be a 4xx with a clear message (or a harmless success), never a 5xx; and no row
 * may change: none at all for the visitor, none outside the sweeping customer's own rows for the
 * customer. RESILIENCE_RUNS sets the number of generated payloads per call (6 in `npm test`, 40 in `npm run test:resilience`).
 */
import 'reflect-metadata';
import { describe, expect, it, beforeAll } from 'vitest';
import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  getNamedType,
  type GraphQLInputType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { createApp } from '../../src/app/create-app.js';
import { createLogger } from '../../src/shared/logger.js';
import { getSchema } from '../../src/app/schema.js';
import { useTestServer, loginAs, type TestServer } from '../harness.js';
import { tableChecksums, diffChecksums } from './checksums.js';

const RUNS = Number(process.env.RESILIENCE_RUNS ?? 6);

// ------------------------------------------------------------------ hostile values
const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '[]',
  '{}',
  '99999999999999999999999',
  '2147483648',
  "' OR '1'='1",
  "1; DROP TABLE product; --",
  '" OR ""="',
  "1' AND pg_sleep(3)--",
  '$where',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '😀'.repeat(60),
  'ä'.repeat(400),
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  '${7*7}',
  '{{7*7}}',
  '\\',
  '\n\r\t',
];
const HOSTILE_NUMBERS = [-1, 0, -0, 0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 1e-308];
const FIELD_NAMES = [
  'productId', 'variant', 'color', 'size', 'quantity', 'newQty', 'addressId', '_id', 'id', 'paymentMethod', 'shippingCharge', 'taxAmount',
  'phone', 'otp', 'pincode', 'orderId', 'cancelReason', 'code', 'fullName', 'houseName', 'address', 'city', 'state', 'locality', 'landmark',
  'addressType', 'isDefault', 'latitude', 'longitude', 'name', 'email', 'dob', 'gender', 'transactionId', 'paymentId', 'paymentStatus',
  'razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'message', 'subject', 'search', 'sectionId', 'limit', 'page', 'product',
  'idempotencyKey', 'lines', 'type', 'lang', '__proto__', 'constructor',
];

const hostileString = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) }, { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) });
const hostileScalar = fc.oneof(hostileString, fc.constantFrom(...HOSTILE_NUMBERS), fc.boolean(), fc.constant(null));
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 5 }),
  ),
}));
/** A JSON body: anything at all, or an object of the field names the store's calls read. */
const hostileBody = fc.oneof(
  hostileValue,
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { minKeys: 1, maxKeys: 8 }),
  fc.record({ productId: hostileScalar, variant: fc.record({ color: hostileString, size: hostileString }), newQty: hostileScalar }),
);
/** Bodies that are not JSON at all, sent with a JSON content type. */
const brokenJson = fc.constantFrom('{', '{"a":', 'not json', '[1,2', '\u0000', '{"__proto__":{"admin":true}}', '"string"', '12', 'null', 'true');
const queryString = fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileString, { maxKeys: 4 });

// ------------------------------------------------------------------ discovery
interface RestRoute {
  method: string;
  path: string;
}

/**
 * Every API route of the real app, as Express knows it (the REST routers under /api/v1 and routes
 * mounted on the app itself, such as the payment webhook), so new routes are swept automatically.
 */
export function discoverRestRoutes(stack: any[]): RestRoute[] {
  const routes: RestRoute[] = [];
  const walk = (layers: any[], prefix: string) => {
    for (const layer of layers) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + (layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : ''));
      }
    }
  };
  walk(stack, '');
  return routes.filter((r) => r.method !== '_ALL' && r.path.startsWith('/api/'));
}

function fillPath(path: string, value: string): string {
  // encodeURIComponent refuses lone surrogates: send them as U+FFFD, as a browser would.
  const encoded = encodeURIComponent((value as string & { toWellFormed(): string }).toWellFormed());
  return path.replace(/:(\w+)/g, () => encoded).replace(/\{\*\w+\}/g, encoded);
}

/** A well-formed operation for a mutation with variables for each argument. */
export function mutationDocument(field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  // A payload's userErrors are selected too: a refusal there must be as clear as a top-level one.
  const withUserErrors = isObjectType(named) && 'userErrors' in named.getFields();
  const selection = withUserErrors ? ' { __typename userErrors { field code message } }' : isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? ' { __typename }' : '';
  return `mutation Sweep${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/** Values of the right GraphQL type with hostile content (so they get past coercion). */
function typedHostile(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedHostile(type.ofType as GraphQLInputType, depth);
  if (isListType(type)) {
    const item = typedHostile(type.ofType as GraphQLInputType, depth + 1);
    return fc.oneof(fc.array(item, { maxLength: 3 }), fc.array(item, { minLength: 200, maxLength: 200 }).map((a) => a));
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const shape = Object.fromEntries(fields.map((f) => [f.name, typedHostile(f.type, depth + 1)]));
    return fc.record(shape, { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
  }
  switch (type.name) {
    case 'Int':
      return fc.constantFrom(-1, 0, 2147483647, -2147483648, 100000);
    case 'Float':
      return fc.constantFrom(-1, 0, 0.001, 1e308, -1e308, 1e-308);
    case 'Boolean':
      return fc.boolean();
    default:
      return hostileString;
  }
}

// ------------------------------------------------------------------ checking one answer
interface Finding {
  call: string;
  payload: unknown;
  status: number;
  body: string;
  why: string;
}

function checkRest(status: number, text: string): string | null {
  if (status >= 500 || status === 0) return `status ${status}`;
  if (status < 400) return null; // a harmless success is judged by the row check
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error answer is not JSON';
  }
  if (body?.success !== false) return 'error answer lacks success: false';
  if (typeof body.message !== 'string' || body.message.trim().length < 3) return 'error answer has no clear message';
  if (/something went wrong/i.test(body.message)) return 'generic internal-error message';
  // Every error answer carries a stable errorCode, and words for people rather than the validator's text.
  if (!/^(INVALID|NOT_FOUND|FORBIDDEN|OUT_OF_STOCK|COUPON_INVALID|PAYMENT_FAILED|CONFLICT|RATE_LIMITED|UNAUTHENTICATED)$/.test(body.errorCode)) return `error answer lacks a client errorCode (${body.errorCode})`;
  if (/Invalid input|expected (string|number|object|array)|received (undefined|null|NaN|object)|Too (big|small):/.test(body.message)) return 'raw validator text in the message';
  return null;
}

function checkGraphql(status: number, text: string): string | null {
  if (status >= 500 || status === 0) return `status ${status}`;
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return 'answer is not JSON';
  }
  for (const error of body.errors ?? []) {
    if (typeof error.message !== 'string' || error.message.trim().length < 3) return 'error without a clear message';
    if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') return `internal error: ${error.message}`;
  }
  if (!body.errors && !body.data) return 'neither data nor errors';
  for (const answer of Object.values(body.data ?? {}) as any[]) {
    for (const userError of answer?.userErrors ?? []) {
      if (typeof userError.message !== 'string' || userError.message.trim().length < 3) return 'userError without a clear message';
      if (/something went wrong/i.test(userError.message)) return 'generic internal-error message in a userError';
    }
  }
  return null;
}

let ipCounter = 0;
/** Each call from its own address, so the per-IP rate limits do not hide what is behind them. */
const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

async function send(ts: TestServer, method: string, path: string, body: string | undefined, token?: string) {
  const response = await fetch(`${ts.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
  return { status: response.status, text: await response.text() };
}

// ------------------------------------------------------------------ the sweep
// Each generated call passes a fresh address through a trusted local proxy (X-Forwarded-For), so
// the per-address flood limit does not cut the run short.
const ts = useTestServer({ TRUST_PROXY: 'loopback' });
let schema: GraphQLSchema;
let apiRoutes: RestRoute[];
beforeAll(async () => {
  schema = await getSchema();
  // The same app the test server runs, built here only to read its route table.
  const { app } = await createApp({ dataSource: ts.db.dataSource, config: ts.config, logger: createLogger('silent') });
  apiRoutes = discoverRestRoutes((app as any).router.stack);
  // Someone else's visitor cart (its token is not known to the sweep): no call may touch it.
  await ts.services.cart.create(ts.system);
});

/**
 * createCart exists to make rows for anyone, a visitor too: the carts a sweep creates are its own
 * (as a customer's own rows are), so they are dropped before comparing. A change to any cart that
 * was there before still shows.
 */
async function sweepStart(): Promise<Date> {
  const [{ now }] = await ts.db.dataSource.query(`SELECT clock_timestamp() AS now`);
  return now;
}
const dropCartsCreatedSince = (since: Date) => ts.db.dataSource.query(`DELETE FROM visitor_cart WHERE created_at >= $1`, [since]);

async function sweepRest(as: 'visitor' | 'customer', token?: string): Promise<{ findings: Finding[]; successes: string[] }> {
  const findings: Finding[] = [];
  const successes: string[] = [];
  // Logging out would end the sweeping customer's session half-way; it has its own tests.
  const routes = apiRoutes.filter((r) => as === 'visitor' || !/logout/i.test(r.path));
  for (const route of routes) {
    const call = `${route.method} ${route.path}`;
    await fc.assert(
      fc.asyncProperty(hostileString, queryString, fc.oneof(hostileBody.map((b) => JSON.stringify(b)), brokenJson), async (param, qs, body) => {
        const query = new URLSearchParams(qs as Record<string, string>).toString();
        const path = `${fillPath(route.path, param)}${query ? `?${query}` : ''}`;
        const { status, text } = await send(ts, route.method, path, body, token);
        const why = checkRest(status, text);
        if (why) findings.push({ call, payload: { param, qs, body: body.slice(0, 300) }, status, body: text.slice(0, 300), why });
        else if (status < 400 && route.method !== 'GET') successes.push(call);
        return true; // findings are collected, so one sweep reports every broken route at once
      }),
      { numRuns: RUNS, seed: 7 },
    );
  }
  return { findings, successes };
}

async function sweepMutations(as: 'visitor' | 'customer', token?: string): Promise<{ findings: Finding[]; successes: string[] }> {
  const findings: Finding[] = [];
  const successes: string[] = [];
  const fields = Object.values(schema.getMutationType()!.getFields()).filter((f) => as === 'visitor' || (f.args.length > 0 && f.name !== 'logout'));
  for (const field of fields) {
    const query = mutationDocument(field);
    const typedVars = fc.record(Object.fromEntries(field.args.map((a) => [a.name, typedHostile(a.type)])));
    const wrongVars = fc.dictionary(fc.constantFrom(...field.args.map((a) => a.name), 'extra'), hostileValue, { maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: typedVars }, { weight: 1, arbitrary: wrongVars }), async (variables) => {
        const { status, text } = await send(ts, 'POST', '/graphql', JSON.stringify({ query, variables }), token);
        const why = checkGraphql(status, text);
        if (why) findings.push({ call: `mutation ${field.name}`, payload: variables, status, body: text.slice(0, 300), why });
        else if (!text.includes('"errors"') && !/"userErrors":\[\{/.test(text)) successes.push(field.name);
        return true;
      }),
      { numRuns: RUNS, seed: 11 },
    );
  }
  return { findings, successes };
}

/** One line per broken call and reason (with one example), so a sweep reports everything at once. */
const report = (findings: Finding[]) => {
  const groups = new Map<string, Finding>();
  for (const f of findings) if (!groups.has(`${f.call} ${f.why}`)) groups.set(`${f.call} ${f.why}`, f);
  return [...groups.values()]
    .map((f) => `${f.call} → ${f.status} (${f.why})\n    payload: ${JSON.stringify(f.payload).slice(0, 160)}\n    answer: ${f.body.slice(0, 160)}`)
    .join('\n');
};

describe('hostile input', () => {
  it('discovers the REST routes and GraphQL mutations to sweep', () => {
    expect(apiRoutes.length).toBeGreaterThan(5);
    expect(apiRoutes.some((r) => r.path === '/api/v1/user/getSections' && r.method === 'GET')).toBe(true);
    expect(apiRoutes.some((r) => r.path.includes('webhook'))).toBe(true);
    expect(Object.keys(schema.getMutationType()?.getFields() ?? {}).length).toBeGreaterThan(0);
  });

  it('as a visitor: every REST route and mutation answers 4xx with a message (or harmless success), never 5xx, and no row changes', async () => {
    const before = await tableChecksums(ts.db.dataSource);
    const since = await sweepStart();
    const rest = await sweepRest('visitor');
    const gql = await sweepMutations('visitor');
    await dropCartsCreatedSince(since);
    const after = await tableChecksums(ts.db.dataSource);
    const findings = [...rest.findings, ...gql.findings];
    expect(report(findings)).toBe('');
    expect(diffChecksums(before, after), `rows changed; successful calls: ${[...new Set([...rest.successes, ...gql.successes])].join(', ')}`).toEqual([]);
  }, 180_000); // the sweep grows with the schema; a busy machine must not fail it

  it("as a customer: the same, and nothing outside the customer's own rows changes", async () => {
    const { token, customerId } = await loginAs(ts, '9811100001');
    const before = await tableChecksums(ts.db.dataSource, customerId);
    const since = await sweepStart();
    const rest = await sweepRest('customer', token);
    const gql = await sweepMutations('customer', token);
    await dropCartsCreatedSince(since);
    const after = await tableChecksums(ts.db.dataSource, customerId);
    const findings = [...rest.findings, ...gql.findings];
    expect(report(findings)).toBe('');
    expect(diffChecksums(before, after), `rows changed; successful calls: ${[...new Set([...rest.successes, ...gql.successes])].join(', ')}`).toEqual([]);
  }, 180_000); // the sweep grows with the schema; a busy machine must not fail it

  it('refuses oversized bodies early with 413 and a message, on REST and GraphQL', async () => {
    const big = JSON.stringify({ productId: '1', variant: { color: 'Red', size: 'M' }, pad: 'x'.repeat(2_000_000) });
    for (const path of ['/api/v1/user/addToCart', '/api/v1/user/sendOtp']) {
      const { status, text } = await send(ts, path.endsWith('addToCart') ? 'PUT' : 'POST', path, big);
      expect(status, `${path}: ${text.slice(0, 200)}`).toBe(413);
      expect(JSON.parse(text).message).toMatch(/too large/i);
    }
    const gql = await send(ts, 'POST', '/graphql', JSON.stringify({ query: '{ sections { id } }', variables: { pad: 'x'.repeat(2_000_000) } }));
    expect(gql.status).toBe(413);
  });
});

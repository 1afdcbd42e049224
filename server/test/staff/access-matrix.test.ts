/**
 * Every admin operation × every caller: no login, a shopper's token, and each staff role (plus the
 * STAFF_TOKEN holder). The operations are read from the admin schema and the roles they declare
 * from TypeGraphQL's @Authorized metadata, so a new operation is covered without editing this file;
 * an operation that declares no roles fails here (every admin operation must say who may run it).
 * Every operation also declares its API-key scope (api-scopes.ts), and a key with every scope but
 * `stock:write` runs exactly the operations of its scopes.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { getMetadataStorage } from 'type-graphql';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { getAdminSchema } from '../../src/app/schema.js';
import { loginAs, STAFF_TOKEN, useTestServer } from '../harness.js';
import { staffLogin } from './staff-kit.js';
import type { StaffRole } from '../../src/modules/staff/staff-caller.js';
import { GRANTABLE_SCOPES, scopeOf } from '../../src/modules/api-keys/api-scopes.js';
import { ServiceContext } from '../../src/shared/service-context.js';

const ts = useTestServer();

/** Operations any staff member may run (deliberately open to every role). */
const OPEN_TO_ALL_STAFF = new Set(['currentStaff', 'dashboardOverview']);

/** A harmless value of an input type: ids that match nothing, strings that fail validation. */
function dummy(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0].name;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const f of Object.values(inner.getFields())) if (isNonNullType(f.type)) value[f.name] = dummy(f.type);
    return value;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return '999999';
      case 'Int':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'JSON':
        return {};
      case 'DateTimeISO':
        return '2000-01-01T00:00:00Z';
      default:
        return 'x';
    }
  }
  throw new Error(`no dummy for ${String(type)}`);
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): { query: string; variables: Record<string, unknown> } {
  const args = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type));
  const vars = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind}${vars ? `(${vars})` : ''} { ${field.name}${call}${selection} }`,
    variables: Object.fromEntries(args.map((a) => [a.name, dummy(a.type)])),
  };
}

/** The roles an operation declares: its own @Authorized, else its resolver class's. */
function declaredRoles(name: string): string[] | null {
  const storage = getMetadataStorage();
  const handler = [...storage.queries, ...storage.mutations].find((h) => h.schemaName === name);
  if (!handler) return null;
  const own = storage.authorizedFields.find((f) => f.target === handler.target && f.fieldName === handler.methodName);
  if (own) return own.roles as string[];
  const onClass = storage.authorizedResolver.find((r) => r.target === handler.target);
  return onClass ? (onClass.roles as string[]) : null;
}

const STAFF_ROLES: StaffRole[] = ['owner', 'catalogue', 'fulfilment'];
const refused = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  (answer.errors ?? []).some((e) => e.extensions?.code === 'FORBIDDEN' || e.extensions?.code === 'UNAUTHENTICATED');

describe('admin access matrix: every operation × role × (no login, shopper token)', async () => {
  const schema = await getAdminSchema();
  const operations = [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => ({ kind: 'query' as const, field: f })),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => ({ kind: 'mutation' as const, field: f })),
  ];
  const tokens: Record<string, string> = {};
  let shopperToken = '';
  let keyToken = '';
  const KEY_SCOPES = GRANTABLE_SCOPES.filter((s) => s !== 'stock:write');

  beforeAll(async () => {
    for (const role of STAFF_ROLES) tokens[role] = (await staffLogin(ts, role)).token;
    shopperToken = (await loginAs(ts, '9812300001')).token;
    const owner = ServiceContext.create(ts.db.dataSource, { kind: 'staff', staffId: 'owner', role: 'owner', phone: null }, 'matrix');
    keyToken = (await ts.services.apiKeys.create(owner, { name: 'matrix key without stock:write', scopes: [...KEY_SCOPES] })).token;
  });

  it('finds the operations (the list is not empty, and holds the core ones)', () => {
    const names = operations.map((o) => o.field.name);
    expect(names).toEqual(expect.arrayContaining(['currentStaff', 'adminOrders', 'shipOrder', 'inviteStaff', 'auditLog', 'adminCustomers']));
  });

  it.each(operations.map((o) => [o.field.name, o] as const))('%s', async (name, { kind, field }) => {
    const roles = declaredRoles(name);
    expect(roles, `${name} declares no @Authorized roles`).not.toBeNull();
    if (roles!.length === 0) expect(OPEN_TO_ALL_STAFF.has(name), `${name} is open to every staff role: list it in OPEN_TO_ALL_STAFF if that is meant`).toBe(true);
    const { query, variables } = operation(kind, field);

    const anonymous = await ts.admin(query, variables);
    expect(anonymous.status).toBe(401);
    expect(anonymous.data).toBeUndefined();
    const shopper = await ts.admin(query, variables, shopperToken);
    expect(shopper.status).toBe(403);
    expect(shopper.data).toBeUndefined();

    const scope = scopeOf(name);
    expect(scope, `${name} declares no API-key scope in api-scopes.ts`).not.toBeUndefined();
    const byKey = await ts.admin(query, variables, keyToken);
    const keyMay = scope === null || (KEY_SCOPES as readonly string[]).includes(scope!);
    expect(refused(byKey), `API key on ${name} (scope ${scope}): ${JSON.stringify(byKey.errors)}`).toBe(!keyMay);
    if (!keyMay) expect(byKey.errors?.[0]?.message).toBe(scope === 'staff:manage' ? 'This API key lacks the scope staff:manage.' : `This API key lacks the scope ${scope}.`);

    const tokenHolder = await ts.admin(query, variables, STAFF_TOKEN);
    expect(refused(tokenHolder), `STAFF_TOKEN on ${name}: ${JSON.stringify(tokenHolder.errors)}`).toBe(false);
    for (const role of STAFF_ROLES) {
      const allowed = role === 'owner' || roles!.length === 0 || roles!.includes(role);
      const answer = await ts.admin(query, variables, tokens[role]);
      expect(refused(answer), `${role} on ${name}: ${JSON.stringify(answer.errors)}`).toBe(!allowed);
      if (!allowed) expect(answer.data?.[name] ?? null).toBeNull();
    }
  });
});

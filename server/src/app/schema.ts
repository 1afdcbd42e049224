/**
 * Builds the executable GraphQL schemas from the TypeGraphQL resolvers: the shoppers' schema
 * (/graphql, schema.graphql) and the staff's admin schema (/admin/graphql, admin-schema.graphql).
 */
import 'reflect-metadata';
import { buildSchema, type AuthChecker } from 'type-graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { isInterfaceType, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { nodeTypeOf } from '../shared/graphql/node.js';
import { ADMIN_RESOLVERS, RESOLVERS } from './resolvers.js';
import type { AdminContext } from '../shared/context.js';
import { staffMayAct } from '../modules/staff/staff-caller.js';
import { forbidden, unauthenticated } from '../shared/errors.js';
import { scopeOf } from '../modules/api-keys/api-scopes.js';

let cached: Promise<GraphQLSchema> | undefined;
let cachedAdmin: Promise<GraphQLSchema> | undefined;

export function getSchema(): Promise<GraphQLSchema> {
  // Building is pure and a few hundred ms: do it once per process.
  // No shoppers' resolver uses @Authorized, but TypeGraphQL's decorator metadata is global and
  // asks every schema for a checker once any admin field names roles: refuse, never used here.
  // TypeGraphQL asks for a pubSub once a @Subscription exists. The store's subscriptions do not use
  // it: they listen on their app's own LISTEN/NOTIFY pub-sub from the context (services.events),
  // so the schema stays one per process while each app instance hears only through PostgreSQL.
  cached ??= buildStoreSchema();
  return cached;
}

/** A new shoppers' schema, not the process's shared one (a test that changes the schema it gets). */
export function buildStoreSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, validate: false, emitSchemaFile: false, authChecker: () => false, pubSub: createPubSub() }).then(describeRootTypes);
}

/** The staff's schema: only ADMIN_RESOLVERS, each operation checked by `staffAuthChecker`. */
export function getAdminSchema(): Promise<GraphQLSchema> {
  cachedAdmin ??= buildSchema({ resolvers: ADMIN_RESOLVERS, validate: false, emitSchemaFile: false, authChecker: staffAuthChecker }).then(describeAdminRootTypes);
  return cachedAdmin;
}

/** The SDL committed as schema.graphql: sorted so diffs show real changes only. */
export async function printSchemaSdl(): Promise<string> {
  return printSchema(lexicographicSortSchema(await getSchema())) + '\n';
}

/** The SDL committed as admin-schema.graphql. */
export async function printAdminSchemaSdl(): Promise<string> {
  return printSchema(lexicographicSortSchema(await getAdminSchema())) + '\n';
}

/**
 * `@Authorized<StaffRole>([...roles])` on admin resolvers: an empty list is any staff member, an
 * owner may run everything, others need their role in the list. The endpoint already refuses
 * non-staff callers before execution (admin-graphql.ts); this is the second lock.
 * It throws domain errors rather than answering false, so callers get UNAUTHENTICATED/FORBIDDEN.
 */
const staffAuthChecker: AuthChecker<AdminContext> = ({ context, info }, roles) => {
  if (!context?.staff) throw unauthenticated('Staff token required.');
  if (!staffMayAct(context.staff, roles)) throw forbidden('Your staff role may not do that.');
  // An API key runs only operations of its scopes (ADR 0183); checked at the operation (the root
  // field): what it answers is the operation's. An operation the scope table does not name is refused.
  const key = context.staff.apiKey;
  const root = info.parentType.name === 'Query' || info.parentType.name === 'Mutation';
  if (key && root) {
    const scope = scopeOf(info.fieldName);
    if (scope === undefined || (scope !== null && !key.scopes.includes(scope))) {
      throw forbidden(scope ? `This API key lacks the scope ${scope}.` : 'API keys may not run this operation.');
    }
  }
  return true;
};

/** TypeGraphQL gives the root types no description; the playground's docs open on them. */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  // A synchronous resolveType for `node` (see shared/graphql/node.ts: graphql-jit does not await one).
  const node = schema.getType('Node');
  if (isInterfaceType(node)) node.resolveType = nodeTypeOf;
  const query = schema.getQueryType();
  if (query) query.description = 'Everything a shopper or integrator can read: catalogue, content, and (with a bearer token) their own account, cart and orders.';
  const mutation = schema.getMutationType();
  if (mutation) mutation.description = 'Every change: login, cart, wishlist, addresses, coupons, checkout, payments and orders. Account changes need `Authorization: Bearer <token>`.';
  const subscription = schema.getSubscriptionType();
  if (subscription) subscription.description = 'Live updates over WebSocket at /graphql (graphql-ws protocol), with the shopper\'s token in connectionParams (`{ "authorization": "Bearer <token>" }`).';
  return schema;
}

function describeAdminRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  if (query) query.description = 'What staff can read: the overview, orders, customers, staff and the audit log, each for the roles it names. Every request needs `Authorization: Bearer <staff token>`.';
  const mutation = schema.getMutationType();
  if (mutation) mutation.description = 'Staff changes (orders, staff accounts, and the catalogue side), each for the roles it names and each written to the audit log. Order changes notify the shopper.';
  return schema;
}

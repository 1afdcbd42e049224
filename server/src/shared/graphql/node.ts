/**
 * Global ids and the `Node` interface (issue #14, item 6): `node(id:)` refetches any main object
 * from one opaque id, as Relay, Shopify and Saleor do.
 *
 * The objects keep their `id` as it was (the database id REST and the store's URLs use, unique
 * within its type, which is what Apollo's normalised cache keys on: `Product:12`); their global
 * id is base64 of "<__typename>:<id>" (`UHJvZHVjdDoxMg==` for Product 12), derivable by any client
 * from what it already has, so no second id field is needed. See README, Decisions.
 */
import { Field, ID, InterfaceType } from 'type-graphql';
import { badInput } from '../errors.js';

/** The type a `node` answer is (set by the node resolver; the interface's resolveType reads it). */
const nodeTypes = new WeakMap<object, string>();

/** Marks `value` as an object of GraphQL type `typename`, for the Node interface's resolveType. */
export function asNode<T extends object>(value: T, typename: string): T {
  nodeTypes.set(value, typename);
  return value;
}

/** The GraphQL type of a `node` answer (see asNode). */
export const nodeTypeOf = (value: object): string | undefined => nodeTypes.get(value);

/**
 * TypeGraphQL wraps a resolveType in an async function, which graphql-jit (app/graphql-executor.ts)
 * does not await: the schema gets `nodeTypeOf` itself, synchronous (app/schema.ts).
 */
@InterfaceType('Node', {
  description:
    'An object that `node(id:)` can fetch again. Its global id is base64 of "<__typename>:<id>" (e.g. `btoa("Product:12")` = "UHJvZHVjdDoxMg=="); `id` itself stays the id within its type.',
})
export abstract class Node {
  @Field(() => ID, { description: 'Identifier within its type (unique per __typename): with the type name it makes the global id `node(id:)` takes.' })
  id: string | number;
}

/** The global id of an object: base64 of "<typename>:<id>". */
export const globalIdOf = (typename: string, id: string | number): string => Buffer.from(`${typename}:${id}`).toString('base64');

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const DECODED = /^([A-Z][A-Za-z]{0,40}):([1-9]\d{0,9})$/;

/**
 * The type name and database id a global id names (base64, padded or not, URL-safe or not).
 * BAD_INPUT when it is not one of ours at all; an unknown type name is for the caller to answer null.
 */
export function parseGlobalId(globalId: string): { typename: string; id: number } {
  const decoded = BASE64.test(globalId) ? Buffer.from(globalId, 'base64').toString('utf8') : '';
  const match = DECODED.exec(decoded);
  const id = match ? Number(match[2]) : Number.NaN;
  if (!match || id > 2147483647) throw badInput('That is not a node id: pass base64 of "<type>:<id>", e.g. "UHJvZHVjdDoxMg==" for Product 12.', { field: 'id' });
  return { typename: match[1], id };
}

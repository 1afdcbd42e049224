/**
 * Relay-style connections for every list that can grow (issue #14): `first/after` and
 * `last/before`, `edges { cursor node }`, `pageInfo`, and `totalCount` where it is cheap.
 * Cursors are opaque to clients: base64url JSON of the keyset (the sort values of the edge's row),
 * so a page boundary stays put when rows are added or removed elsewhere.
 *
 *   @ObjectType({ description: 'Orders of the caller, newest first.' })
 *   export class OrderConnection extends connectionOf(OrderType, 'Order', 'an order') {}
 */
import { Field, ObjectType, type ClassType } from 'type-graphql';
import { badInput } from '../errors.js';

@ObjectType({ description: 'Where a page of a connection sits: whether more lie either side, and the cursors of its ends.', simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow this page (fetch them with `after: endCursor`).' })
  hasNextPage: boolean;

  @Field(() => Boolean, { description: 'True when items precede this page (fetch them with `before: startCursor`).' })
  hasPreviousPage: boolean;

  @Field(() => String, { nullable: true, description: "Cursor of this page's first item; null when the page is empty." })
  startCursor: string | null;

  @Field(() => String, { nullable: true, description: "Cursor of this page's last item; null when the page is empty." })
  endCursor: string | null;
}

/** The edge and connection classes for a node type; extend the connection with its own @ObjectType. */
export function connectionOf<Node extends object>(NodeType: ClassType<Node>, name: string, noun: string) {
  @ObjectType(`${name}Edge`, { description: `One ${noun} in a connection, with its cursor.`, simpleResolvers: true })
  class Edge {
    @Field(() => String, { description: `Opaque cursor of this ${noun}: pass it as \`after\` or \`before\`.` })
    cursor: string;

    @Field(() => NodeType, { description: `The ${noun}.` })
    node: Node;
  }

  // Registered so its fields are inherited; not reachable from a field itself, so the schema leaves it out.
  @ObjectType(`${name}ConnectionFields`, { description: `Fields every ${noun} connection has.`, simpleResolvers: true })
  abstract class Connection {
    @Field(() => [Edge], { description: `The ${noun}s of this page, each with its cursor.` })
    edges: Edge[];

    @Field(() => [NodeType], { description: `The ${noun}s of this page (the edges' nodes, for clients that need no cursors).` })
    nodes: Node[];

    @Field(() => PageInfo, { description: 'Whether more pages lie either side, and the cursors to fetch them.' })
    pageInfo: PageInfo;
  }
  return Connection;
}

/** Largest page a connection serves; `first`/`last` above it are refused (the cost limit counts it). */
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** Checks `first/after/last/before` and returns how many to fetch and in which direction. */
export function readPageRequest(request: PageRequest, defaultSize = 20): { size: number; forward: boolean; cursor: string | null } {
  const { first, after, last, before } = request;
  if (first != null && last != null) throw badInput('Pass `first` or `last`, not both.', { field: 'first' });
  for (const [name, value] of [['first', first], ['last', last]] as const) {
    if (value != null && (!Number.isInteger(value) || value < 0 || value > MAX_PAGE_SIZE)) {
      throw badInput(`\`${name}\` must be a whole number from 0 to ${MAX_PAGE_SIZE}.`, { field: name });
    }
  }
  const forward = last == null;
  return { size: (forward ? first : last) ?? defaultSize, forward, cursor: (forward ? after : before) ?? null };
}

/** An opaque cursor for a keyset (the row's sort values). */
export const encodeCursor = (keyset: unknown): string => Buffer.from(JSON.stringify(keyset)).toString('base64url');

/** The keyset inside a cursor, checked by `isValid`; a cursor that is not one of ours is bad input. */
export function decodeCursor<Keyset>(cursor: string, isValid: (value: unknown) => value is Keyset, field = 'after'): Keyset {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (!isValid(value)) throw badInput('That page cursor is not valid: start again from the first page.', { field });
  return value;
}

/**
 * Builds a connection from rows fetched with one extra row (size + 1) in the requested direction:
 * the extra row only says whether more exist.
 */
export function connectionFromRows<Row, Node>(
  rows: Row[],
  page: { size: number; forward: boolean; cursor: string | null },
  toNode: (row: Row) => Node,
  keysetOf: (row: Row) => unknown,
): { edges: { cursor: string; node: Node }[]; nodes: Node[]; pageInfo: PageInfo } {
  const more = rows.length > page.size;
  const kept = rows.slice(0, page.size);
  if (!page.forward) kept.reverse();
  const edges = kept.map((row) => ({ cursor: encodeCursor(keysetOf(row)), node: toNode(row) }));
  const pageInfo = Object.assign(new PageInfo(), {
    hasNextPage: page.forward ? more : page.cursor !== null,
    hasPreviousPage: page.forward ? page.cursor !== null : more,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  });
  return { edges, nodes: edges.map((edge) => edge.node), pageInfo };
}

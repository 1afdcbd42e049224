/**
 * Relay-style connections for every list that can grow (issue #14): `first/after` and
 * `last/before`, `edges { cursor node }`, `pageInfo`, and `totalCount` where it is cheap.
 * Cursors are opaque to clients: base64url JSON of the keyset (the sort values of the edge's row),
 * so a page boundary stays put when rows are added or removed elsewhere.
 *
 *   @ObjectType({ description: 'Orders of the caller, newest first.' })
 *   export class OrderConnection extends connectionOf(OrderType, 'Order', 'an order') {}
 */
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
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
/** Items of a page when neither `first` nor `last` is given (a connection may document its own). */
export const DEFAULT_PAGE_SIZE = 20;

/** The arguments of every connection field: `@Args(() => ConnectionArgs) page: ConnectionArgs`. */
@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, description: `How many items from the start (or after \`after\`): 0 to ${MAX_PAGE_SIZE}. Not with \`last\`.` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Cursor (an edge\'s `cursor`, or `pageInfo.endCursor`): the items after it.' })
  after?: string | null;

  @Field(() => Int, { nullable: true, description: `How many items from the end (or before \`before\`): 0 to ${MAX_PAGE_SIZE}. Not with \`first\`.` })
  last?: number | null;

  @Field(() => String, { nullable: true, description: 'Cursor (an edge\'s `cursor`, or `pageInfo.startCursor`): the items before it.' })
  before?: string | null;
}

export interface PageRequest {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** Checks `first/after/last/before` and returns how many to fetch and in which direction. */
export function readPageRequest(request: PageRequest, defaultSize = DEFAULT_PAGE_SIZE): { size: number; forward: boolean; cursor: string | null } {
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

/**
 * A connection's fields from a page a service has already read (nodes in order, each with its
 * cursor, and whether more lie either side).
 */
export function connectionFromPage<Node>(
  nodes: Node[],
  cursors: string[],
  page: { hasNextPage: boolean; hasPreviousPage: boolean },
): { edges: { cursor: string; node: Node }[]; nodes: Node[]; pageInfo: PageInfo } {
  const edges = nodes.map((node, i) => ({ cursor: cursors[i], node }));
  const pageInfo = Object.assign(new PageInfo(), {
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
    startCursor: cursors[0] ?? null,
    endCursor: cursors.at(-1) ?? null,
  });
  return { edges, nodes, pageInfo };
}

const INSTANT_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** An instant as PostgreSQL's JSON writes it (ISO 8601, microseconds kept): the form cursors carry timestamps in. */
export const isInstantText = (value: unknown): value is string => typeof value === 'string' && INSTANT_TEXT.test(value) && !Number.isNaN(Date.parse(value));

/** SQL of a timestamp column as cursor text (JSON's ISO form, microseconds kept, unlike a JS Date). */
export const instantKeySql = (column: string): string => `(to_json(${column}) #>> '{}')`;

/** The keyset of a list newest first: (instant text, id). */
export type NewestFirstKey = [string, number];

const isNewestFirstKey = (value: unknown): value is NewestFirstKey =>
  Array.isArray(value) && value.length === 2 && isInstantText(value[0]) && Number.isSafeInteger(value[1]) && value[1] > 0 && value[1] <= 2147483647;

/**
 * A page of a list read newest first by (time, id) (orders, notifications, reviews, a wishlist):
 * the page's size and direction, and the cursor's keyset (null from an end). The SQL is
 * `(time, id) < (cursor)` reading forwards (`>` and the order reversed backwards), which the
 * list's (owner, time DESC, id DESC) index walks from the cursor on.
 */
export function readNewestFirstPage(request: PageRequest, defaultSize = DEFAULT_PAGE_SIZE): { size: number; forward: boolean; cursor: string | null; keyset: NewestFirstKey | null } {
  const page = readPageRequest(request, defaultSize);
  const keyset = page.cursor === null ? null : decodeCursor(page.cursor, isNewestFirstKey, page.forward ? 'after' : 'before');
  return { ...page, keyset };
}

/** WHERE and ORDER BY of a newest-first page (see readNewestFirstPage); `add` binds a parameter. */
export function newestFirstSql(time: string, id: string, page: { forward: boolean; keyset: NewestFirstKey | null }, add: (value: unknown) => string): { beyond: string; orderBy: string } {
  const beyond = page.keyset ? `(${time}, ${id}) ${page.forward ? '<' : '>'} (${add(page.keyset[0])}::timestamptz, ${add(page.keyset[1])}::int)` : 'true';
  const direction = page.forward ? 'DESC' : 'ASC';
  return { beyond, orderBy: `${time} ${direction}, ${id} ${direction}` };
}

/** A page as services answer it: rows in list order, each with its cursor, and whether more lie either side. */
export interface ListPage<Row> {
  items: Row[];
  cursors: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** `connectionFromRows` for services: the same reading of size + 1 rows, without the GraphQL shapes. */
export function pageFromRows<Row>(rows: Row[], page: { size: number; forward: boolean; cursor: string | null }, keysetOf: (row: Row) => unknown): ListPage<Row> {
  const { edges, pageInfo } = connectionFromRows(rows, page, (row) => row, keysetOf);
  return { items: edges.map((edge) => edge.node), cursors: edges.map((edge) => edge.cursor), hasNextPage: pageInfo.hasNextPage, hasPreviousPage: pageInfo.hasPreviousPage };
}

/** A keyset of two whole numbers, e.g. (position, product id) of a hand-ordered list. */
export type PairKey = [number, number];
const isPairKey = (value: unknown): value is PairKey => Array.isArray(value) && value.length === 2 && value.every((v) => Number.isSafeInteger(v));

/**
 * A page of a short list already in memory in ascending `keyOf` order (an offer's products by
 * position): the same arguments, cursors and errors as the SQL lists, the boundary kept by key
 * rather than by index, so it stays put when items are added or removed elsewhere.
 */
export function pageOfOrderedList<Row>(rows: readonly Row[], request: PageRequest, keyOf: (row: Row) => PairKey, defaultSize = DEFAULT_PAGE_SIZE): ListPage<Row> {
  const page = readPageRequest(request, defaultSize);
  const key = page.cursor === null ? null : decodeCursor(page.cursor, isPairKey, page.forward ? 'after' : 'before');
  const compare = (a: PairKey, b: PairKey) => a[0] - b[0] || a[1] - b[1];
  const beyond = key ? rows.filter((row) => (page.forward ? compare(keyOf(row), key) > 0 : compare(keyOf(row), key) < 0)) : [...rows];
  const reading = page.forward ? beyond : beyond.reverse();
  return pageFromRows(reading.slice(0, page.size + 1), page, keyOf);
}

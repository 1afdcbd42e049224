/**
 * A micro-cache for anonymous catalogue reads over GraphQL: the same query with the same
 * variables from a caller without a token gets the same bytes for `ttlMs` (the listing cache's
 * time to live, CATALOG_CACHE_MS), without executing the operation again.
 *
 * Why: on a listing page GraphQL execution, not the database, is the cost (about 3,000 fields
 * resolved and serialised per 24 products); a popular page is asked for many times a second by
 * shoppers who all see the same thing. Only operations whose root fields are all catalogue or
 * content reads (CACHEABLE_ROOT_FIELDS) are kept, only successful answers, and never for a caller
 * with an Authorization header, so nothing personal is ever shared. Stock shown may lag by the
 * TTL; cart and checkout re-read it (checkout re-checks it in its transaction).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { isPersonalRequest } from '../../shared/private-answers.js';
import { languageOf } from '../../shared/i18n/localize.js';

/** Root fields that read only the public catalogue and store content. */
export const CACHEABLE_ROOT_FIELDS = new Set([
  '__typename',
  'products',
  'searchProducts',
  'product',
  'productBySlug',
  'categories',
  'category',
  'sections',
  'homePage',
  'offers',
  'offer',
  'themedCollections',
  'themedCollection',
]);

const MAX_QUERY_LENGTH = 20_000;

/** Is this query text (with this operation name) a read of cacheable root fields only? Memoised per text. */
function cacheableOperation(memo: Map<string, boolean>, query: string, operationName: string | undefined): boolean {
  const key = `${operationName ?? ''}\u0000${query}`;
  let answer = memo.get(key);
  if (answer === undefined) {
    answer = false;
    try {
      const document = parse(query, { noLocation: true });
      const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
      answer =
        !!operation &&
        operation.operation === 'query' &&
        operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(s.name.value));
    } catch {
      answer = false; // Apollo answers the syntax error
    }
    if (memo.size >= 500) memo.delete(memo.keys().next().value as string);
    memo.set(key, answer);
  }
  return answer;
}

/**
 * Express middleware placed before Apollo's; a no-op when `ttlMs` is 0. `onCatalogueChange`
 * registers the cache's clearing with the catalogue, so a staff change is seen at once.
 */
export function catalogResponseCache(ttlMs: number, maxEntries = 300, onCatalogueChange?: (clear: () => void) => void): RequestHandler {
  const responses = new LRUCache<string, { body: string; contentType: string }>({ ttl: ttlMs, max: maxEntries });
  onCatalogueChange?.(() => responses.clear());
  const operations = new Map<string, boolean>();
  return (req: Request, res: Response, next: NextFunction) => {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    if (
      ttlMs <= 0 ||
      req.method !== 'POST' ||
      isPersonalRequest(req.headers) ||
      !body ||
      typeof body.query !== 'string' ||
      body.query.length > MAX_QUERY_LENGTH ||
      (body.operationName != null && typeof body.operationName !== 'string') ||
      !cacheableOperation(operations, body.query, (body.operationName as string | null) ?? undefined)
    ) {
      return next();
    }
    // The language too: an answer's messages are in the request's language (shared/i18n).
    const key = `${req.headers.accept ?? ''}\u0000${languageOf(req.headers)}\u0000${body.operationName ?? ''}\u0000${body.query}\u0000${JSON.stringify(body.variables ?? null)}`;
    const hit = responses.get(key);
    if (hit) {
      res.status(200).setHeader('content-type', hit.contentType);
      res.send(hit.body);
      return;
    }
    const send = res.send.bind(res);
    res.send = (payload: unknown) => {
      // Inside a JSON string a quote is escaped, so `"errors":` appears only as the errors key.
      // Never an answer marked personal (Cache-Control private/no-store), whoever marked it.
      const personal = /private|no-store/i.test(String(res.getHeader('cache-control') ?? ''));
      if (res.statusCode === 200 && !personal && typeof payload === 'string' && !payload.includes('"errors":')) {
        responses.set(key, { body: payload, contentType: String(res.getHeader('content-type') ?? 'application/json; charset=utf-8') });
      }
      return send(payload);
    };
    next();
  };
}

import { useLocation } from 'react-router-dom';

/**
 * The GraphQL answers the server ran for the first view of this page and prerendered into its HTML
 * (server/src/app/page-data.ts, block id PRERENDER_DATA_ID of page-prerender.ts). The route's first
 * render uses them instead of asking again, so it shows what the HTML already shows (no second
 * request, no flash to a spinner, the largest image unchanged). Only for the page the HTML was
 * made for, on the history entry the browser loaded (React Router's "default" key), and only when
 * the route asks with the same variables; after that the route queries as usual.
 */
export const PRERENDER_DATA_ID = 'kapda-prerender';

interface PrerenderBlock {
  path: string;
  queries: Record<string, { variables: unknown; data: unknown }>;
}

let block: PrerenderBlock | null | undefined;

function readBlock(): PrerenderBlock | null {
  if (block !== undefined) return block;
  block = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(PRERENDER_DATA_ID);
  if (element?.textContent) {
    try {
      const parsed = JSON.parse(element.textContent) as PrerenderBlock;
      if (parsed && typeof parsed.path === 'string' && parsed.queries) block = parsed;
    } catch {
      /* a damaged block: the routes query as before */
    }
  }
  return block;
}

/** JSON with sorted keys and without undefined values: how variables are compared. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, item]) => item !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** The prerendered answer of `operation` for these variables, when this render may use it. */
export function usePrerendered<T>(operation: string, variables: object | null): T | undefined {
  const location = useLocation();
  const found = readBlock();
  if (!found || variables === null || location.key !== 'default' || location.pathname !== found.path) return undefined;
  const entry = found.queries[operation];
  if (!entry || canonicalJson(entry.variables) !== canonicalJson(variables)) return undefined;
  return entry.data as T;
}

/**
 * The prerendered answer of `operation` whatever the page and history entry: for answers that are
 * the same on every page of the store (the header's sections).
 */
export function prerenderedAnswer<T>(operation: string): T | undefined {
  return readBlock()?.queries[operation]?.data as T | undefined;
}

/** For tests: forget the block read (jsdom pages change between tests). */
export function resetPrerendered() {
  block = undefined;
}

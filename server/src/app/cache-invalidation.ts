/**
 * The anonymous caches (listing pages, facet counts, resolved search words, whole GraphQL answers
 * and the prerendered pages built from them, the home banners) are per process; a staff change
 * must reach every process's copy. `CatalogService.catalogueChanged` drops this process's caches
 * and publishes CATALOGUE_CHANGED on the store's PostgreSQL event channel (NOTIFY, after the
 * change committed); every other process drops its caches when it hears it, in milliseconds.
 * If a process's LISTEN connection is down it hears nothing meanwhile: its entries still end with
 * their time to live (CATALOG_CACHE_MS for listings and answers, 5 s banners, 60 s facet counts),
 * and it drops everything when the connection comes back (onGap).
 */
import crypto from 'node:crypto';
import type { PgEventTarget } from '../shared/pg-event-target.js';

export const CATALOGUE_CHANGED = 'catalogue_changed';

interface CatalogueCaches {
  broadcastChangesWith(send: () => void): void;
  dropCaches(): void;
}

/**
 * Wires `catalog` to the event channel: its changes are announced to the other processes, and
 * theirs (not this process's own echo) drop its caches. Answers a function that stops listening.
 */
export function shareCatalogueChanges(catalog: CatalogueCaches, target: PgEventTarget): () => void {
  const origin = crypto.randomUUID();
  catalog.broadcastChangesWith(() => target.dispatchEvent(new CustomEvent(CATALOGUE_CHANGED, { detail: { origin } })));
  const heard = (event: Event) => {
    if ((event as CustomEvent<{ origin?: string }>).detail?.origin !== origin) catalog.dropCaches();
  };
  const stopListening = target.addInternalListener(CATALOGUE_CHANGED, heard);
  const stopGapWatch = target.onGap(() => catalog.dropCaches());
  return () => {
    stopListening();
    stopGapWatch();
  };
}

/**
 * Anonymous caches across processes (issue 15): two app instances over one database with a long
 * cache (60 s). A staff change on instance A reaches instance B's cached listing through the
 * PostgreSQL event channel (NOTIFY) within the documented bound, not after the cache's minute.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestDatabase, useTestServer, type TestServer } from '../harness.js';

const db = useTestDatabase();
const settings = { CATALOG_CACHE_MS: '60000' };
const a = useTestServer(settings, { db });
const b = useTestServer(settings, { db });

const LISTING = `query($f: ProductFilter) { products(filter: $f, first: 48) { totalCount items: nodes { id } } }`;
/** What the README promises: a change is heard within milliseconds; a second covers a busy machine. */
const BOUND_MS = 1000;

let categoryId: string;
let productId: string;

async function listing(server: TestServer): Promise<string[]> {
  const answer = await server.gql(LISTING, { f: { categoryId } });
  expect(answer.errors).toBeUndefined();
  return answer.data.products.items.map((p: { id: string }) => p.id);
}

beforeAll(async () => {
  const [row] = await db.dataSource.query(`SELECT category_id::text AS "categoryId", id::text AS "productId" FROM product WHERE published ORDER BY id LIMIT 1`);
  ({ categoryId, productId } = row);
  await Promise.all([b.services.events.target.ready(), a.services.events.target.ready()]);
});

describe('a staff change on one instance', () => {
  it('is not served stale by the other instance beyond the bound, though its cache lives a minute', async () => {
    expect(await listing(b)).toContain(productId);
    // Changed behind the store's back: B keeps answering from its cache (the cache is really on).
    await db.dataSource.query(`UPDATE product SET published = false WHERE id = $1`, [productId]);
    expect(await listing(b)).toContain(productId);

    // The same change made by staff through instance A: B drops its caches when it hears of it.
    const hidden = await a.admin(`mutation($id: ID!) { setProductPublished(id: $id, published: false) { published } }`, { id: productId }, STAFF_TOKEN);
    expect(hidden.data.setProductPublished.published).toBe(false);
    const changedAt = Date.now();
    let seenStale = true;
    while (seenStale && Date.now() - changedAt < BOUND_MS) {
      seenStale = (await listing(b)).includes(productId);
      if (seenStale) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seenStale).toBe(false);
    // And back: published on A, listed again on B.
    await a.admin(`mutation($id: ID!) { setProductPublished(id: $id, published: true) { published } }`, { id: productId }, STAFF_TOKEN);
    const publishedAt = Date.now();
    let listed = false;
    while (!listed && Date.now() - publishedAt < BOUND_MS) {
      listed = (await listing(b)).includes(productId);
      if (!listed) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(listed).toBe(true);
  });

  it('an instance does not drop its caches on hearing its own change twice (the echo is ignored), and every other instance does', async () => {
    let droppedA = 0;
    let droppedB = 0;
    a.services.catalog.onChange(() => droppedA++);
    b.services.catalog.onChange(() => droppedB++);
    a.services.catalog.catalogueChanged();
    const started = Date.now();
    while (droppedB === 0 && Date.now() - started < BOUND_MS) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([droppedA, droppedB]).toEqual([1, 1]);
  });
});

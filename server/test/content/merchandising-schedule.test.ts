/**
 * Banners, offers and themed collections run between dates and can be hidden (issue 26, part 3a):
 * the shop (GraphQL and REST) shows only what is active and inside its dates at the request; the
 * dashboard sees everything with its schedule; dates out of order are refused with a field error.
 * The micro-cache is on with a 1 s life, so "an ended item goes within one TTL" is checked for real.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';

const ts = useTestServer({ CATALOG_CACHE_MS: '1000' });
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);
const hour = 3600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const IMAGE = '/img/p/kurta/front/aa3300.svg';

const SAVE_BANNER = `mutation($id: ID, $input: BannerInput!) { saveBanner(id: $id, input: $input) { id active startsAt endsAt } }`;
const SAVE_OFFER = `mutation($id: ID, $input: OfferInput!) { saveOffer(id: $id, input: $input) { id active startsAt endsAt } }`;
const SAVE_COLLECTION = `mutation($id: ID, $input: CollectionInput!) { saveThemedCollection(id: $id, input: $input) { id active startsAt endsAt } }`;

describe('schedules of banners, offers and themed collections', () => {
  it('a banner shows only inside its dates and while active; the dashboard lists all with their dates', async () => {
    const made = await Promise.all([
      admin(SAVE_BANNER, { input: { title: 'Now', image: IMAGE, startsAt: at(-hour), endsAt: at(hour) } }),
      admin(SAVE_BANNER, { input: { title: 'Later', image: IMAGE, startsAt: at(hour) } }),
      admin(SAVE_BANNER, { input: { title: 'Over', image: IMAGE, endsAt: at(-hour) } }),
      admin(SAVE_BANNER, { input: { title: 'Hidden', image: IMAGE, active: false } }),
    ]);
    for (const answer of made) expect(answer.errors).toBeUndefined();
    const titles = (await ts.gql(`{ homePage { banners { title } } }`)).data.homePage.banners.map((b: any) => b.title);
    expect(titles).toContain('Now');
    expect(titles).not.toContain('Later');
    expect(titles).not.toContain('Over');
    expect(titles).not.toContain('Hidden');
    const rest = (await ts.rest('GET', '/website/home_page')).body.data.banners.map((b: any) => b.title);
    expect(rest).toEqual(titles);

    const listed = (await admin(`{ adminBanners { title active startsAt endsAt } }`)).data.adminBanners;
    expect(listed.find((b: any) => b.title === 'Later')).toMatchObject({ active: true, endsAt: null });
    expect(listed.find((b: any) => b.title === 'Hidden')).toMatchObject({ active: false, startsAt: null, endsAt: null });
  });

  it('an edit that leaves the dates out keeps them; null clears them', async () => {
    const made = (await admin(SAVE_BANNER, { input: { title: 'Keep', image: IMAGE, startsAt: at(hour), endsAt: at(2 * hour) } })).data.saveBanner;
    const kept = (await admin(SAVE_BANNER, { id: made.id, input: { title: 'Keep 2', image: IMAGE } })).data.saveBanner;
    expect(kept).toMatchObject({ startsAt: made.startsAt, endsAt: made.endsAt, active: true });
    const cleared = (await admin(SAVE_BANNER, { id: made.id, input: { title: 'Keep 3', image: IMAGE, startsAt: null } })).data.saveBanner;
    expect(cleared).toMatchObject({ startsAt: null, endsAt: made.endsAt });
    expect((await ts.gql(`{ homePage { banners { title } } }`)).data.homePage.banners.map((b: any) => b.title)).toContain('Keep 3');
  });

  it('refuses an end before the start (in the input, or against the stored start) and changes nothing', async () => {
    const [{ n: before }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM banner`);
    const backwards = await admin(SAVE_BANNER, { input: { title: 'Backwards', image: IMAGE, startsAt: at(2 * hour), endsAt: at(hour) } });
    expect(backwards.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_INPUT', field: 'endsAt' } });
    expect(backwards.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'endsAt', message: 'The end must be after the start.' }]);
    const [{ n: after }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM banner`);
    expect(after).toBe(before);

    const made = (await admin(SAVE_OFFER, { input: { title: 'Starts tomorrow', poster: IMAGE, productIds: [], startsAt: at(24 * hour) } })).data.saveOffer;
    const clash = await admin(SAVE_OFFER, { id: made.id, input: { title: 'Starts tomorrow', poster: IMAGE, productIds: [], endsAt: at(hour) } });
    expect(clash.errors?.[0]).toMatchObject({ message: 'The end must be after the start.', extensions: { code: 'BAD_INPUT', field: 'endsAt' } });
    const [row] = await ts.db.dataSource.query(`SELECT ends_at FROM offer WHERE id = $1`, [made.id]);
    expect(row.ends_at).toBeNull();
  });

  it('an offer outside its dates is not listed and cannot be opened (GraphQL and REST)', async () => {
    const [product] = await ts.db.dataSource.query(`SELECT id FROM product WHERE published ORDER BY id LIMIT 1`);
    const ended = (await admin(SAVE_OFFER, { input: { title: 'Ended Sale', poster: IMAGE, productIds: [String(product.id)], endsAt: at(-hour) } })).data.saveOffer;
    const live = (await admin(SAVE_OFFER, { input: { title: 'Live Sale', poster: IMAGE, productIds: [String(product.id)], startsAt: at(-hour) } })).data.saveOffer;
    const offers = (await ts.gql(`{ offers { id } }`)).data.offers.map((o: any) => o.id);
    expect(offers).toContain(live.id);
    expect(offers).not.toContain(ended.id);
    expect((await ts.gql(`query($id: ID!) { offer(id: $id) { id } }`, { id: ended.id })).data.offer).toBeNull();
    expect((await ts.rest('GET', `/user/offerProducts/${ended.id}`)).status).toBe(404);
    expect((await ts.rest('GET', `/user/offerProducts/${live.id}`)).status).toBe(200);
  });

  it('a themed collection can be hidden and scheduled', async () => {
    const [section] = await ts.db.dataSource.query(`SELECT id FROM section ORDER BY id LIMIT 1`);
    const input = { sectionId: String(section.id), image: IMAGE, productIds: [] };
    const hidden = await admin(SAVE_COLLECTION, { input: { ...input, title: 'Hidden Edit', active: false } });
    expect(hidden.data.saveThemedCollection.active).toBe(false);
    await admin(SAVE_COLLECTION, { input: { ...input, title: 'Next Week Edit', startsAt: at(7 * 24 * hour) } });
    await admin(SAVE_COLLECTION, { input: { ...input, title: 'Open Edit' } });
    const shown = (await ts.gql(`query($s: ID) { themedCollections(sectionId: $s) { title } }`, { s: String(section.id) })).data.themedCollections.map((c: any) => c.title);
    expect(shown).toContain('Open Edit');
    expect(shown).not.toContain('Hidden Edit');
    expect(shown).not.toContain('Next Week Edit');
    const rest = (await ts.rest('GET', `/user/themed-collections?sectionId=${section.id}`)).body.data.map((c: any) => c.title);
    expect(rest).toEqual(shown);
  });

  it('a banner that ends is gone from the cached home page within the cache life', async () => {
    const ends = Date.now() + 1500;
    await admin(SAVE_BANNER, { input: { title: 'Flash', image: IMAGE, endsAt: new Date(ends).toISOString() } });
    const HOME = `{ homePage { banners { title } } }`;
    expect((await ts.gql(HOME)).data.homePage.banners.map((b: any) => b.title)).toContain('Flash'); // cached now
    await new Promise((resolve) => setTimeout(resolve, ends - Date.now() + 1100)); // past the end, and past one TTL
    expect((await ts.gql(HOME)).data.homePage.banners.map((b: any) => b.title)).not.toContain('Flash');
  });
});

describe('the product picker', () => {
  it('finds products by name, and the dashboard lists an offer’s and a collection’s products by name in order', async () => {
    const [a, b] = await ts.db.dataSource.query(`SELECT id, name FROM product ORDER BY id LIMIT 2`);
    const word = String(b.name).split(' ')[0];
    const found = (await admin(`query($s: String) { adminProducts(search: $s, limit: 10) { items { id name } } }`, { s: word })).data.adminProducts.items;
    expect(found.map((p: any) => p.name).every((n: string) => n.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const saved = await admin(`mutation($input: OfferInput!) { saveOffer(input: $input) { id products { id name } } }`, { input: { title: 'Picked', poster: IMAGE, productIds: [String(b.id), String(a.id)] } });
    expect(saved.data.saveOffer.products).toEqual([
      { id: String(b.id), name: b.name },
      { id: String(a.id), name: a.name },
    ]);
    const listed = (await admin(`{ adminOffers { id products { name } } adminThemedCollections { products { name } } }`)).data;
    expect(listed.adminOffers.find((o: any) => o.id === saved.data.saveOffer.id).products.map((p: any) => p.name)).toEqual([b.name, a.name]);
  });
});

describe('themed collections in the shop', () => {
  it('the home page lists the live ones; /collections/{slug} opens one with its products in order, a page at a time', async () => {
    const [section] = await ts.db.dataSource.query(`SELECT id FROM section ORDER BY id LIMIT 1`);
    const products: Array<{ id: number }> = await ts.db.dataSource.query(`SELECT id FROM product WHERE published ORDER BY id LIMIT 3`);
    const productIds = products.map((p) => String(p.id)).reverse();
    const saved = (await admin(`mutation($input: CollectionInput!) { saveThemedCollection(input: $input) { id slug } }`, { input: { sectionId: String(section.id), title: 'Festive Picks', image: IMAGE, productIds } })).data.saveThemedCollection;
    const home = (await ts.gql(`{ homePage { themedCollections { slug title } } }`)).data.homePage.themedCollections;
    expect(home).toContainEqual({ slug: saved.slug, title: 'Festive Picks' });

    const PAGE = `query($slug: String!, $after: String) { themedCollection(slug: $slug) { title productPage(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } } } }`;
    const first = (await ts.gql(PAGE, { slug: saved.slug })).data.themedCollection;
    expect(first.title).toBe('Festive Picks');
    expect(first.productPage.nodes.map((p: any) => p.id)).toEqual(productIds.slice(0, 2));
    expect(first.productPage.totalCount).toBe(3);
    const second = (await ts.gql(PAGE, { slug: saved.slug, after: first.productPage.pageInfo.endCursor })).data.themedCollection;
    expect(second.productPage.nodes.map((p: any) => p.id)).toEqual(productIds.slice(2));
    expect(second.productPage.pageInfo.hasNextPage).toBe(false);

    const rest = await ts.rest('GET', `/user/themed-collections/${saved.slug}`);
    expect(rest.status).toBe(200);
    expect(rest.body.data.products.map((p: any) => String(p._id ?? p.id))).toEqual(productIds);

    await admin(`mutation($id: ID!, $input: CollectionInput!) { saveThemedCollection(id: $id, input: $input) { id } }`, { id: saved.id, input: { sectionId: String(section.id), title: 'Festive Picks', image: IMAGE, productIds, active: false } });
    expect((await ts.gql(PAGE, { slug: saved.slug })).data.themedCollection).toBeNull();
    expect((await ts.rest('GET', `/user/themed-collections/${saved.slug}`)).status).toBe(404);
    expect((await ts.gql(`{ homePage { themedCollections { slug } } }`)).data.homePage.themedCollections.map((c: any) => c.slug)).not.toContain(saved.slug);
  });
});

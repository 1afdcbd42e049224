import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestServer } from '../harness.js';
import { rupeeGql } from '../money.js';

const SPEC_PRODUCT_KEYS = ['_id', 'id', 'name', 'title', 'subtitle', 'description', 'discount', 'originalPrice', 'averageRating', 'numOfReviews', 'specifications', 'materialCare', 'stock', 'image', 'images', 'hoverImageUrl', 'sizes', 'firstVariant', 'category', 'variants'];

function expectSpecProduct(p: any) {
  for (const key of SPEC_PRODUCT_KEYS) expect(p, key).toHaveProperty(key);
  expect(typeof p._id).toBe('string');
  expect(p.category).toEqual({ _id: expect.any(String), name: expect.any(String) });
  expect(p.firstVariant).toEqual({ image: p.variants[0].images[0], discountedPrice: p.variants[0].sizes[0].discountedPrice, originalPrice: p.variants[0].sizes[0].originalPrice });
  const v = p.variants[0];
  expect(v).toMatchObject({ _id: expect.any(String), color: { name: expect.any(String), value: expect.stringMatching(/^#[0-9a-f]{6}$/) }, images: expect.any(Array) });
  expect(v).toHaveProperty('sleeve');
  expect(v).toHaveProperty('neck');
  expect(v).toHaveProperty('type');
  expect(v.sizes[0]).toMatchObject({ size: expect.any(String), originalPrice: expect.any(Number), discountedPrice: expect.any(Number), discount: expect.any(Number), stock: expect.any(Number) });
  const stock = p.variants.reduce((n: number, x: any) => n + x.sizes.reduce((m: number, s: any) => m + s.stock, 0), 0);
  expect(p.stock).toBe(stock);
}

describe('home page and content over GraphQL', () => {
  const ts = useTestServer();
  const moneyGql = rupeeGql(ts);

  it('answers homePage with every part of the home screen', async () => {
    const { data, errors } = await moneyGql(`{ homePage {
      banners { id title subtitle image link }
      offers { id slug title description poster }
      deals { maxPrice { amount currencyCode } label image } dealPrices { amount currencyCode }
      newArrivals { id isNewArrival } bestSellers { id } trending { id isTrending } newCollection { id createdAt }
      themedCollections { id title sectionId products(limit: 4) { id } }
      testimonials { id name city text rating avatar }
      deliveryCities
    } }`);
    expect(errors).toBeUndefined();
    const home = data.homePage;
    expect(home.banners).toHaveLength(3);
    expect(home.offers.length).toBeGreaterThanOrEqual(4);
    expect(home.dealPrices).toEqual([399, 599, 899, 1299, 1599, 1999, 2499, 2999]);
    expect(home.deals[0]).toMatchObject({ maxPrice: 399, label: 'Grab Deals Under ₹399' });
    expect(home.newArrivals.length).toBe(12);
    for (const p of home.newArrivals) expect(p.isNewArrival).toBe(true);
    for (const p of home.trending) expect(p.isTrending).toBe(true);
    expect(home.bestSellers.length).toBeGreaterThan(0);
    const newest = home.newCollection.map((p: any) => Date.parse(p.createdAt));
    expect([...newest].sort((a, b) => b - a)).toEqual(newest);
    expect(home.testimonials).toHaveLength(6);
    expect(home.deliveryCities.at(-1)).toBe('Across India');
    expect(home.deliveryCities.length).toBeGreaterThan(5);
    expect(home.themedCollections.length).toBeGreaterThanOrEqual(6);
    for (const c of home.themedCollections) expect(c.products).toHaveLength(4);
  });

  it('scopes home product lists and themed collections to a section', async () => {
    const { data } = await moneyGql(`{ sections { id name } }`);
    const women = data.sections.find((s: any) => s.name === 'Women');
    const home = await moneyGql(`query($s: ID) { homePage(sectionId: $s) { bestSellers { section { id } } themedCollections { sectionId } } }`, { s: women.id });
    expect(home.errors).toBeUndefined();
    for (const p of home.data.homePage.bestSellers) expect(p.section.id).toBe(women.id);
    expect(home.data.homePage.themedCollections.length).toBe(3);
    for (const c of home.data.homePage.themedCollections) expect(c.sectionId).toBe(women.id);
  });

  it('loads offers with their products in a fixed number of statements', async () => {
    ts.db.statements.length = 0;
    // first 10: every offer's products with their sizes would pass the cost limit (query-cost.ts).
    const { data, errors } = await moneyGql(`{ offers { id title products(first: 10) { totalCount nodes { id name variants { sizes { stock } } } } } }`);
    expect(errors).toBeUndefined();
    expect(data.offers.length).toBeGreaterThanOrEqual(4);
    for (const o of data.offers) expect(o.products.nodes.length).toBeGreaterThan(0);
    expect(ts.db.statements.length).toBeLessThanOrEqual(3);
    const one = await moneyGql(`query($id: ID!) { offer(id: $id) { id title products(first: 10) { nodes { id } } } }`, { id: data.offers[0].id });
    expect(one.data.offer.products.nodes.map((p: any) => p.id)).toEqual(data.offers[0].products.nodes.map((p: any) => p.id));
    // Its products page by cursor in display order, backwards too, and count them all.
    const offer = data.offers[0];
    const all = (await moneyGql(`query($id: ID!) { offer(id: $id) { products(first: 100) { totalCount nodes { id } } } }`, { id: offer.id })).data.offer.products;
    expect(all.totalCount).toBe(all.nodes.length);
    const pages = `query($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {
      offer(id: $id) { products(first: $first, after: $after, last: $last, before: $before) { pageInfo { hasNextPage hasPreviousPage startCursor endCursor } nodes { id } } } }`;
    const head = (await moneyGql(pages, { id: offer.id, first: 2 })).data.offer.products;
    const next = (await moneyGql(pages, { id: offer.id, first: 2, after: head.pageInfo.endCursor })).data.offer.products;
    expect([...head.nodes, ...next.nodes].map((p: any) => p.id)).toEqual(all.nodes.slice(0, 4).map((p: any) => p.id));
    const back = (await moneyGql(pages, { id: offer.id, last: 2, before: next.pageInfo.startCursor })).data.offer.products;
    expect(back.nodes).toEqual(head.nodes);
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const bad = await moneyGql(pages, { id: offer.id, first: 2, after: 'nonsense' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    // An unknown offer is absent, not an error: the rest of the answer stands.
    const missing = await moneyGql(`{ offer(id: "9999") { id } offers { id } }`);
    expect(missing.errors).toBeUndefined();
    expect(missing.data.offer).toBeNull();
    expect(missing.data.offers.length).toBeGreaterThan(0);
  });

  it('filters a listing by offer', async () => {
    const { data } = await moneyGql(`{ offers { id products(first: 100) { nodes { id } } } }`);
    const offer = data.offers[0];
    const page = await moneyGql(`query($o: ID) { products(filter: { offerId: $o }, first: 100) { totalCount nodes { id } } }`, { o: offer.id });
    expect(page.data.products.totalCount).toBe(offer.products.nodes.length);
    expect(page.data.products.nodes.map((p: any) => p.id).sort()).toEqual(offer.products.nodes.map((p: any) => p.id).sort());
  });

  it('answers contactInfo with the Lucknow office and social links', async () => {
    const { data } = await moneyGql(`{ contactInfo { address phone email mapUrl socialLinks { facebook twitter instagram linkedin } } }`);
    expect(data.contactInfo.address).toMatch(/Lucknow/);
    expect(data.contactInfo.email).toMatch(/^sales@/);
    expect(Object.values(data.contactInfo.socialLinks).every((u) => String(u).startsWith('https://'))).toBe(true);
  });

  it('serves policies as sanitized HTML', async () => {
    const { data } = await moneyGql(`{ p: policy(type: PRIVACY_POLICY) { title content } t: policy(type: TERMS) { title content } }`);
    expect(data.p.title).toBe('Privacy Policy');
    expect(data.p.content).toMatch(/<h3>/);
    expect(data.t.content).toMatch(/7 days/);
    await ts.db.dataSource.query(
      `UPDATE policy_page SET content = content || '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="x()">bad</a><p style="color:red">ok</p>' WHERE type = 'terms'`,
    );
    const after = await moneyGql(`{ policy(type: TERMS) { content } }`);
    const html = after.data.policy.content;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img|style=/i);
    expect(html).toMatch(/<p>ok<\/p>/);
    // The type is an enum: an unknown one (or the old string) is refused before the resolver runs, saying why.
    const bad = await moneyGql(`{ policy(type: COOKIES) { title } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(bad.errors?.[0]?.message).toMatch(/Value "COOKIES" does not exist in "PolicyType" enum/);
    const old = await moneyGql(`query($t: PolicyType!) { policy(type: $t) { title } }`, { t: 'terms' });
    expect(old.errors?.[0]?.message).toMatch(/Value "terms" does not exist in "PolicyType" enum/);
    expect(old.data).toBeUndefined();
    expect(old.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('stores a valid contact message and refuses invalid ones', async () => {
    const input = { firstName: 'Asha', lastName: 'Verma', phone: '+91 98765 43210', email: 'asha@example.com', message: 'Do you ship to Shillong?' };
    const ok = await moneyGql(`mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { contactMessageId message userErrors { field code message } } }`, { input });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.submitContactMessage.userErrors).toEqual([]);
    expect(ok.data.submitContactMessage.message).toEqual(expect.any(String));
    const [row] = await ts.db.dataSource.query(`SELECT first_name, last_name, phone, email, message FROM contact_message WHERE id = $1`, [Number(ok.data.submitContactMessage.contactMessageId)]);
    expect(row).toEqual({ first_name: 'Asha', last_name: 'Verma', phone: '9876543210', email: 'asha@example.com', message: 'Do you ship to Shillong?' });
    for (const [field, value, message] of [
      ['email', 'not-an-email', 'Please enter a valid email address.'],
      ['phone', '12345', 'Please enter a valid 10-digit phone number.'],
      ['firstName', '   ', 'First Name is required.'],
      ['message', '', 'Message is required.'],
    ] as const) {
      const bad = await moneyGql(`mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { contactMessageId userErrors { field code message } } }`, { input: { ...input, [field]: value } });
      expect(bad.errors).toBeUndefined();
      expect(bad.data.submitContactMessage).toEqual({ contactMessageId: null, userErrors: [{ field: ['input', field], code: 'INVALID', message }] });
    }
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM contact_message`);
    expect(count).toBe(1);
  });
});

describe('catalogue REST twins (/api/v1)', () => {
  const ts = useTestServer();
  const moneyGql = rupeeGql(ts);

  it('GET /website/home_page answers data with banners and newArrivals of spec products', async () => {
    const { status, body } = await ts.rest('GET', '/website/home_page');
    expect(status).toBe(200);
    expect(body.data.banners).toHaveLength(3);
    expect(body.data.banners[0]).toMatchObject({ _id: expect.any(String), image: expect.any(String), title: expect.any(String), subtitle: expect.any(String) });
    expect(body.data.newArrivals.length).toBeGreaterThan(0);
    expectSpecProduct(body.data.newArrivals[0]);
    expect(body.data.deliveryCities.at(-1)).toBe('Across India');
    expect(body.data.testimonials).toHaveLength(6);
  });

  it('GET /user/getOffers and /user/offerProducts/:id', async () => {
    const offers = await ts.rest('GET', '/user/getOffers');
    expect(offers.status).toBe(200);
    expect(offers.body.offers[0]).toEqual({ _id: expect.any(String), id: expect.any(String), slug: expect.any(String), title: expect.any(String), description: expect.any(String), poster: expect.any(String) });
    const products = await ts.rest('GET', `/user/offerProducts/${offers.body.offers[0]._id}`);
    expect(products.status).toBe(200);
    expect(products.body.products.length).toBeGreaterThan(0);
    expectSpecProduct(products.body.products[0]);
    const missing = await ts.rest('GET', '/user/offerProducts/99999');
    expect(missing).toMatchObject({ status: 404, body: { success: false, message: 'Offer not found.', errorCode: 'NOT_FOUND' } });
  });

  it('GET /user/getProductsByCategory/:categoryId', async () => {
    const sections = await ts.rest('GET', '/user/getSections');
    const category = sections.body.data[0].categories[0];
    const { status, body } = await ts.rest('GET', `/user/getProductsByCategory/${category._id}`);
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) expect(p.category).toEqual({ _id: category._id, name: category.name });
    expectSpecProduct(body.products[0]);
    expect((await ts.rest('GET', '/user/getProductsByCategory/99999')).status).toBe(404);
    // A category that exists but has no products is an empty page, not a 404.
    const [empty] = await ts.db.dataSource.query(
      `INSERT INTO category (section_id, name, slug, image, position) VALUES ($1, 'Empty shelf', 'empty-shelf', '/img/x.svg', 99) RETURNING id`,
      [Number(sections.body.data[0]._id)],
    );
    const shelf = await ts.rest('GET', `/user/getProductsByCategory/${empty.id}`);
    expect(shelf.status).toBe(200);
    expect(shelf.body.products).toEqual([]);
  });

  it('GET /user/:id/best-seller and /user/recommended-products/:id', async () => {
    const best = await ts.rest('GET', '/user/6612a1/best-seller');
    expect(best.status).toBe(200);
    expect(best.body.products.length).toBeGreaterThan(0);
    expectSpecProduct(best.body.products[0]);
    const id = best.body.products[0]._id;
    const rec = await ts.rest('GET', `/user/recommended-products/${id}`);
    expect(rec.status).toBe(200);
    expect(rec.body.products.length).toBeGreaterThan(0);
    for (const p of rec.body.products) {
      expect(p._id).not.toBe(id);
      expect(p.category._id).toBe(best.body.products[0].category._id);
      expect(p).toMatchObject({ name: expect.any(String), firstVariant: expect.any(Object), stock: expect.any(Number) });
    }
    expect((await ts.rest('GET', '/user/recommended-products/99999')).status).toBe(404);
  });

  it('GET /user/serachProducts (spelled so) searches within a section, typo tolerant', async () => {
    const sections = await ts.rest('GET', '/user/getSections');
    const women = sections.body.data.find((s: any) => s.gender === 'women');
    const { status, body } = await ts.rest('GET', `/user/serachProducts?sectionId=${women._id}&search=kurt`);
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) {
      expect(p).toMatchObject({ _id: expect.any(String), id: p._id, name: expect.stringMatching(/Kurti|Kurta/), price: expect.any(Number) });
    }
    const empty = await ts.rest('GET', '/user/serachProducts?search=');
    expect(empty.body.products).toEqual([]);
  });

  it('GET /user/themed-collections?sectionId=', async () => {
    const sections = await ts.rest('GET', '/user/getSections');
    const men = sections.body.data.find((s: any) => s.gender === 'men');
    const { status, body } = await ts.rest('GET', `/user/themed-collections?sectionId=${men._id}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({ _id: expect.any(String), title: expect.any(String), slug: expect.any(String), image: expect.any(String) });
    expectSpecProduct(body.data[0].products[0]);
  });

  it('GET /user/contactus and /user/policy_and_terms', async () => {
    const contact = await ts.rest('GET', '/user/contactus');
    expect(contact.body.data).toMatchObject({ address: expect.stringMatching(/Lucknow/), phone: expect.any(String), email: expect.any(String), socialLinks: { facebook: expect.any(String), twitter: expect.any(String), instagram: expect.any(String), linkedin: expect.any(String) } });
    const privacy = await ts.rest('GET', '/user/policy_and_terms?type=privacy-policy&lang=en');
    expect(privacy.body.data).toMatchObject({ title: 'Privacy Policy', content: expect.stringContaining('<p>') });
    const terms = await ts.rest('GET', '/user/policy_and_terms?type=terms&lang=hi');
    expect(terms.body.data.title).toBe('Terms & Conditions');
    const bad = await ts.rest('GET', '/user/policy_and_terms?type=nope');
    expect(bad).toMatchObject({ status: 400, body: { success: false } });
  });

  it('POST /user/contact-us validates and stores the form', async () => {
    const ok = await ts.rest('POST', '/user/contact-us', { firstName: 'Ravi', lastName: 'Kumar', phone: '9812345678', email: 'ravi@example.com', message: 'Bulk order enquiry' });
    expect(ok).toMatchObject({ status: 201, body: { success: true, message: expect.any(String), id: expect.any(String) } });
    const bad = await ts.rest('POST', '/user/contact-us', { firstName: 'Ravi', lastName: 'Kumar', phone: '9812345678', message: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { success: false, message: 'Email is required.' } });
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM contact_message`);
    expect(count).toBe(1);
  });

  it('serves the generated images as WebP (what the seed stores) and as SVG, with immutable cache headers', async () => {
    const home = await ts.rest('GET', '/website/home_page');
    const urls = [home.body.data.newArrivals[0].image, home.body.data.newArrivals[0].hoverImageUrl, home.body.data.banners[0].image, home.body.data.offers[0].poster, home.body.data.testimonials[0].avatar, '/img/category/men-kurtas.webp', '/img/deal/399.webp'];
    for (const url of urls) {
      expect(url).toMatch(/\.webp$/);
      const response = await fetch(`${ts.baseUrl}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // A real picture at the drawing's size (product shots 600 × 750, banners 1200 × 500).
      const bytes = Buffer.from(await response.arrayBuffer());
      const { format, width, height } = await sharp(bytes).metadata();
      expect(format, url).toBe('webp');
      const svg = await (await fetch(`${ts.baseUrl}${url.replace(/\.webp$/, '.svg')}`)).text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg, url).toContain(`width="${width}" height="${height}"`);
    }
    const svg = await fetch(`${ts.baseUrl}/img/p/kurta/front/c0392b.svg`);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toContain('#c0392b');
    // The WebP is that drawing: its middle is the garment's colour, not the background.
    const webp = Buffer.from(await (await fetch(`${ts.baseUrl}/img/p/kurta/front/c0392b.webp`)).arrayBuffer());
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect(data[middle]).toBeGreaterThan(data[middle + 2] + 60); // red well above blue
    for (const bad of ['/img/p/kurta/front/zzz.svg', '/img/p/kurta/front/c0392b.png', '/img/p/kurta/front/zzz.webp', '/img/p/robe/front/c0392b.webp', '/img/p/kurta/side/c0392b.svg', '/img/category/x.svg', '/img/category/x.webp', '/img/banner/0.webp', '/img/deal/1.webp', '/img/offer/Bad_Slug.webp']) {
      expect((await fetch(`${ts.baseUrl}${bad}`)).status, bad).toBe(404);
    }
  });

  it('draws only from bounded sets: a colour, name or price outside them is a 404, and one drawing is rasterised once', async () => {
    // Each of these drew (and rasterised, ≈ 100 ms of CPU) a new picture before: 16.7 million
    // colours, any name's initials, any price of 2 to 5 digits.
    for (const outside of ['/img/p/kurta/front/123456.webp', '/img/p/tshirt/back/abcdef.svg', '/img/avatar/zz-top.webp', '/img/deal/12345.webp', '/img/deal/400.webp']) {
      expect((await fetch(`${ts.baseUrl}${outside}`)).status, outside).toBe(404);
    }
    // Every colour the catalogue uses is drawn.
    const rows: { hex: string }[] = await ts.db.dataSource.query(`SELECT DISTINCT lower(replace(color_value, '#', '')) AS hex FROM variant`);
    expect(rows.length).toBeGreaterThan(5);
    for (const { hex } of rows) expect((await fetch(`${ts.baseUrl}/img/p/shirt/detail/${hex}.webp`)).status, hex).toBe(200);
    // Category tiles are one drawing per garment, whatever the section's prefix; offer posters and
    // collection tiles draw from a hash of the slug: hundreds of slugs make at most 60 pictures.
    const { rasterisedCount } = await import('../../src/modules/catalog/images/image.routes.js');
    const before = rasterisedCount();
    const tiles = await Promise.all(
      ['men-kurtas', 'women-kurtas', 'anything-kurtas', 'x-kurtas'].map(async (slug) => Buffer.from(await (await fetch(`${ts.baseUrl}/img/category/${slug}.webp`)).arrayBuffer())),
    );
    for (const tile of tiles) expect(tile.equals(tiles[0])).toBe(true);
    for (let i = 0; i < 300; i++) expect((await fetch(`${ts.baseUrl}/img/offer/sale-${i}.webp`)).status).toBe(200);
    expect(rasterisedCount() - before).toBeLessThanOrEqual(1 + 60);
  });
});

/**
 * The store's pages and testimonials, edited in the dashboard (issue 26, part 3e): policy pages
 * and About Us as sanitized rich text in English and Hindi, with the store's figures filled in
 * where the text has {codFee}, {freeShippingThreshold} or {returnWindowDays}; testimonials with
 * their Hindi text. Over PostgreSQL, through /admin/graphql and the shop's GraphQL and REST.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';

const ts = useTestServer();
// The pages' figures are the store settings': a 10-day return window and free shipping from ₹1,000.
beforeAll(async () => {
  await ts.db.dataSource.query(`UPDATE store_settings SET return_window_days = 10, free_shipping_over = 100000 WHERE id = 1`);
  ts.services.catalog.catalogueChanged();
});
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);
const SAVE_PAGE = `mutation($input: StorePageInput!) { saveStorePage(input: $input) { type lang title content } }`;
const POLICY = `query($type: PolicyType!, $lang: String) { policy(type: $type, lang: $lang) { type title content } }`;

describe('store pages', () => {
  it('a new store starts with shipping, cancellation and About Us pages in English and Hindi, figures filled in', async () => {
    const shipping = (await ts.gql(POLICY, { type: 'SHIPPING_DELIVERY', lang: 'en' })).data.policy;
    expect(shipping.title).toBe('Shipping & Delivery');
    expect(shipping.content).toContain('a shipping charge of ₹49');
    expect(shipping.content).toContain('Orders worth ₹1,000 or more ship free, whatever the payment.');
    expect(shipping.content).not.toMatch(/\{\w+\}/);
    const cancellation = (await ts.gql(POLICY, { type: 'CANCELLATION_REFUND', lang: 'hi' })).data.policy;
    expect(cancellation.title).toBe('रद्दीकरण और रिफ़ंड');
    expect(cancellation.content).toContain('मिलने के 10 दिनों'); // the store's return window
    const about = (await ts.rest('GET', '/user/policy_and_terms?type=about-us&lang=hi')).body.data;
    expect(about.title).toBe('हमारे बारे में');
    expect(about.content).toContain('₹1,000');
  });

  it('staff write a page in Hindi; scripts and handlers are removed before it is stored; the shop shows it with the figures', async () => {
    const html = '<h2>वापसी</h2><p onclick="steal()">{returnWindowDays} दिनों में वापसी, COD शुल्क {codFee}.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    const saved = await admin(SAVE_PAGE, { input: { type: 'TERMS', lang: 'hi', title: 'नियम और शर्तें', content: html } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveStorePage.content).toBe('<h2>वापसी</h2><p>{returnWindowDays} दिनों में वापसी, COD शुल्क {codFee}.</p><a rel="noopener noreferrer">x</a>');
    const [stored] = await ts.db.dataSource.query(`SELECT content FROM policy_page WHERE type = 'terms' AND lang = 'hi'`);
    expect(stored.content).not.toMatch(/script|onclick|onerror|javascript/);
    const shop = (await ts.gql(POLICY, { type: 'TERMS', lang: 'hi' })).data.policy;
    expect(shop).toEqual({ type: 'TERMS', title: 'नियम और शर्तें', content: '<h2>वापसी</h2><p>10 दिनों में वापसी, COD शुल्क ₹49.</p><a rel="noopener noreferrer">x</a>' });
    // English readers still get the English terms.
    expect((await ts.gql(POLICY, { type: 'TERMS', lang: 'en' })).data.policy.title).toBe('Terms & Conditions');
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'policy_page' AND entity_id = 'terms/hi'`);
    expect(n).toBe(1);
    const listed = (await admin(`{ adminStorePages { type lang title } }`)).data.adminStorePages;
    expect(listed).toContainEqual({ type: 'TERMS', lang: 'hi', title: 'नियम और शर्तें' });
  });

  it.each([
    ['an empty text', { content: '<p> </p>' }, 'content', 'Write the text of the page.'],
    ['a text of only a script', { content: '<script>alert(1)</script>' }, 'content', 'Write the text of the page.'],
    ['no title', { title: ' ' }, 'title', 'Title is required.'],
    ['an unknown language', { lang: 'fr' }, 'lang', 'Choose English or Hindi.'],
  ])('refuses %s and changes nothing', async (_what, overrides, field, message) => {
    const before = await ts.db.dataSource.query(`SELECT type, lang, title, content FROM policy_page ORDER BY type, lang`);
    const answer = await admin(SAVE_PAGE, { input: { type: 'PRIVACY_POLICY', lang: 'en', title: 'Privacy', content: '<p>ok</p>', ...overrides } });
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_INPUT', field } });
    expect(await ts.db.dataSource.query(`SELECT type, lang, title, content FROM policy_page ORDER BY type, lang`)).toEqual(before);
  });
});

describe('testimonials', () => {
  const SAVE = `mutation($id: ID, $input: TestimonialInput!) { saveTestimonial(id: $id, input: $input) { id name text textHi rating } }`;

  it('staff add one with its Hindi text; Hindi readers see it in Hindi, English readers in English; tags are dropped', async () => {
    const saved = await admin(SAVE, { input: { name: 'Meera <b>Das</b>', city: 'Patna', text: 'Great <script>x</script>fit & colour', textHi: 'बढ़िया फ़िटिंग', rating: 5 } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveTestimonial).toMatchObject({ name: 'Meera Das', text: 'Great fit & colour', textHi: 'बढ़िया फ़िटिंग' });
    const HOME = `{ homePage { testimonials { name text } } }`;
    const english = (await ts.gql(HOME)).data.homePage.testimonials;
    expect(english).toContainEqual({ name: 'Meera Das', text: 'Great fit & colour' });
    const hindi = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'hi' }, body: JSON.stringify({ query: HOME }) });
    expect(((await hindi.json()) as any).data.homePage.testimonials).toContainEqual({ name: 'Meera Das', text: 'बढ़िया फ़िटिंग' });
    // One without Hindi text shows its English to Hindi readers.
    await admin(SAVE, { input: { name: 'Only English', text: 'Nice', rating: 4 } });
    const again = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'hi' }, body: JSON.stringify({ query: HOME }) });
    expect(((await again.json()) as any).data.homePage.testimonials).toContainEqual({ name: 'Only English', text: 'Nice' });

    const listed = (await admin(`{ adminTestimonials { id } }`)).data.adminTestimonials.map((t: any) => t.id);
    const id = saved.data.saveTestimonial.id;
    expect(listed.indexOf(id)).toBe(listed.length - 2); // new ones go last ('Only English' came after)
    await admin(`mutation($ids: [ID!]!) { reorderMerchandising(kind: TESTIMONIAL, ids: $ids) }`, { ids: [id, ...listed.filter((other: string) => other !== id)] });
    expect((await ts.gql(HOME)).data.homePage.testimonials[0].name).toBe('Meera Das');
    await admin(`mutation($id: ID!) { deleteMerchandising(kind: TESTIMONIAL, id: $id) }`, { id });
    expect((await ts.gql(HOME)).data.homePage.testimonials.map((t: any) => t.name)).not.toContain('Meera Das');
  });

  it('refuses a rating outside 1–5 and a missing text, naming the fields', async () => {
    const answer = await admin(SAVE, { input: { name: 'X', text: '<i></i>', rating: 6 } });
    expect(answer.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'text', message: 'Write what the customer said.' },
      { field: 'rating', message: 'Give 1 to 5 stars.' },
    ]);
  });
});

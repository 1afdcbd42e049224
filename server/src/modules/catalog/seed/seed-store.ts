/**
 * The demo store's data. Deterministic (same input, same rows) so tests can rely on it.
 * Rows go in with a few multi-row INSERT … SELECT FROM unnest(…) statements (ids assigned here),
 * so the ~220-product demo takes well under a second and `--products 100000` a few minutes.
 */
import type { EntityManager } from 'typeorm';
import type { SeedOptions } from '../../../shared/seed-options.js';
import { discountPercent } from '../../../shared/money.js';
import { refreshSearchTextSql } from '../catalog.service.js';
import { insertSeedSizes, refreshSeededSummaries } from '../../inventory/inventory.seed.js';
import { BANNERS, CATEGORY_HSN, CATEGORY_SPECS, productHsn, COLOURS, CONTACT, DELIVERY_CITIES, PRIVACY_HTML, REVIEWERS, REVIEW_CITIES, REVIEW_CLOSINGS, REVIEW_DETAILS, REVIEW_OPENINGS, REVIEW_TITLES, slugify, TERMS_HTML, TESTIMONIALS, type CategorySpec } from './catalog-data.js';
import { productImageUrls } from '../images/image-urls.js';

const SECTIONS = [
  {
    name: 'Men',
    slug: 'men',
    gender: 'men',
    categories: ['T-Shirts', 'Shirts', 'Jeans', 'Trousers', 'Kurtas', 'Jackets'],
  },
  {
    name: 'Women',
    slug: 'women',
    gender: 'women',
    categories: ['Kurtis', 'Sarees', 'Dresses', 'Tops', 'Leggings', 'Ethnic Sets'],
  },
] as const;

/** Products per category in the demo store (12 categories: 216 products). */
const DEMO_PER_CATEGORY = 18;
const BATCH = 2000;

/** A small deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof rng>;

interface CategoryRow {
  id: number;
  sectionId: number;
  gender: 'men' | 'women';
  spec: CategorySpec;
}

class Rows {
  products = { id: [] as number[], section: [] as number[], category: [] as number[], name: [] as string[], slug: [] as string[], subtitle: [] as string[], description: [] as string[], specs: [] as string[], care: [] as string[], hsn: [] as string[], isNew: [] as boolean[], trending: [] as boolean[], score: [] as number[], hoursAgo: [] as number[] };
  variants = { id: [] as number[], product: [] as number[], position: [] as number[], colorName: [] as string[], colorValue: [] as string[], sleeve: [] as string[], neck: [] as string[], type: [] as string[], images: [] as string[], hover: [] as string[] };
  sizes = { variant: [] as number[], position: [] as number[], size: [] as string[], original: [] as number[], discounted: [] as number[], discount: [] as number[], stock: [] as number[] };
  reviews = { product: [] as number[], rating: [] as number[], title: [] as string[], body: [] as string[], author: [] as string[], hoursAgo: [] as number[] };
}

const DISCOUNTS = [0, 10, 10, 15, 20, 20, 25, 30, 30, 35, 40, 50, 60];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "a slim fit shirt", "an embroidered kurta", "a pair of ankle length leggings". */
function garmentPhrase(spec: CategorySpec, style: string): string {
  const words = `${style} ${spec.noun}`.toLowerCase();
  if (spec.pair) return `a pair of ${words}`;
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/** Mostly happy reviews (as before: 4 of 10 five stars, 4 four, one three, one two), each put together from parts. */
const REVIEW_RATINGS = [5, 5, 5, 5, 4, 4, 4, 4, 3, 2];
function writeReview(r: Rng, spec: CategorySpec, fabric: string): { rating: number; title: string; body: string } {
  const rating = r.pick(REVIEW_RATINGS);
  const item = spec.pair ? `pair of ${spec.noun.toLowerCase()}` : spec.noun.toLowerCase();
  const fill = (text: string) => text.replaceAll('{item}', item).replaceAll('{fabric}', fabric.toLowerCase()).replaceAll('{city}', r.pick(REVIEW_CITIES));
  const sentences = [r.pick(REVIEW_OPENINGS[rating]), r.pick(REVIEW_DETAILS), rating >= 4 ? r.pick(REVIEW_CLOSINGS) : ''].filter(Boolean).map(fill);
  return { rating, title: r.pick(REVIEW_TITLES[rating]), body: sentences.join(' ') };
}

/** Generates product `index` (0-based within its category) with its variants, sizes and reviews. */
function generateProduct(rows: Rows, r: Rng, ids: { product: number; variant: number }, category: CategoryRow, index: number, options: { reviews: number; hoursAgo: number }) {
  const spec = category.spec;
  const combos = spec.fabrics.length * spec.styles.length;
  const fabric = spec.fabrics[index % spec.fabrics.length];
  const style = spec.styles[Math.floor(index / spec.fabrics.length) % spec.styles.length];
  const edition = ['', 'Premium ', 'Classic ', 'Everyday ', 'Signature '][Math.floor(index / combos) % 5];
  const who = category.gender === 'men' ? "Men's" : "Women's";
  const name = `${who} ${edition}${fabric} ${style} ${spec.noun}`;
  const productId = ++ids.product;
  const sleeve = spec.sleeves.length ? r.pick(spec.sleeves) : '';
  const neck = spec.necks.length ? r.pick(spec.necks) : '';
  const type = r.pick(spec.types);
  const occasion = type === 'Formal' ? 'office days and formal evenings' : type === 'Sport' ? 'workouts and active weekends' : type === 'jeans' ? 'every day, every season' : 'relaxed days out and family get-togethers';
  const p = rows.products;
  p.id.push(productId);
  p.section.push(category.sectionId);
  p.category.push(category.id);
  p.name.push(name);
  p.hsn.push(productHsn(spec.name, fabric));
  p.slug.push(`${slugify(name)}-${productId}`);
  p.subtitle.push(`${style} ${spec.noun.toLowerCase()} in ${fabric.toLowerCase()}`);
  p.description.push(
    `${capitalise(garmentPhrase(spec, style))} in ${fabric.toLowerCase()}, made for ${occasion}. Thoughtfully finished with neat seams and a comfortable fit, ${spec.pair ? 'they pair' : 'it pairs'} easily with the rest of your wardrobe.`,
  );
  p.specs.push(
    [`Fabric: ${fabric}`, `Style: ${style}`, sleeve && `Sleeve: ${sleeve}`, neck && `Neck: ${neck}`, `Occasion: ${type === 'jeans' ? 'Casual' : type}`, 'Country of Origin: India'].filter(Boolean).join('\n'),
  );
  p.care.push(spec.care);
  p.isNew.push(r.chance(0.3));
  p.trending.push(r.chance(0.25));
  p.score.push(r.chance(0.45) ? r.int(1, 500) : 0);
  p.hoursAgo.push(options.hoursAgo);

  // Price of the first size; the other sizes follow it (XL sometimes costs ₹100 more).
  const [lo, hi] = spec.price;
  const original = Math.min(hi, Math.max(lo, Math.floor(r.int(lo, hi) / 100) * 100 + 99));
  const discount = r.pick(DISCOUNTS);
  const discounted = Math.round(original * (1 - discount / 100));
  const xlExtra = r.chance(0.3) ? 100 : 0;
  const soldOut = index % 23 === 7;
  const variantCount = r.int(2, 5);
  const palette = [...spec.colours];
  // Stable shuffle so each product gets different colours, Red/Blue/Green/Black often first.
  for (let i = palette.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [palette[i], palette[j]] = [palette[j], palette[i]];
  }
  const sizes = spec.freeSize ? ['Free Size'] : ['S', 'M', 'L', 'XL'];
  for (let v = 0; v < Math.min(variantCount, palette.length); v++) {
    const colorName = palette[v];
    const colorValue = COLOURS[colorName];
    const variantId = ++ids.variant;
    const images = productImageUrls(spec.garment, colorValue);
    const vr = rows.variants;
    vr.id.push(variantId);
    vr.product.push(productId);
    vr.position.push(v);
    vr.colorName.push(colorName);
    vr.colorValue.push(colorValue);
    // Some products offer a second sleeve length in another colour ("any variant matches").
    vr.sleeve.push(spec.sleeves.length > 1 && v > 0 && r.chance(0.2) ? r.pick(spec.sleeves) : sleeve);
    vr.neck.push(neck);
    vr.type.push(type);
    vr.images.push(images.join('|'));
    vr.hover.push(images[1]);
    for (const [position, size] of sizes.entries()) {
      const extra = size === 'XL' ? xlExtra : 0;
      const s = rows.sizes;
      s.variant.push(variantId);
      s.position.push(position);
      s.size.push(size);
      s.original.push((original + extra) * 100);
      s.discounted.push((discounted + extra) * 100);
      s.discount.push(discountPercent(original + extra, discounted + extra));
      s.stock.push(soldOut ? 0 : r.chance(0.15) ? 0 : r.int(1, 40));
    }
  }
  const written = new Set<string>();
  for (let i = 0; i < options.reviews; i++) {
    let review = writeReview(r, spec, fabric);
    for (let tries = 0; written.has(review.body) && tries < 5; tries++) review = writeReview(r, spec, fabric);
    written.add(review.body);
    const rv = rows.reviews;
    rv.product.push(productId);
    rv.rating.push(review.rating);
    rv.title.push(review.title);
    rv.body.push(review.body);
    rv.author.push(r.pick(REVIEWERS));
    rv.hoursAgo.push(r.int(1, 24 * 90));
  }
}

async function flush(manager: EntityManager, rows: Rows) {
  const p = rows.products;
  if (p.id.length) {
    await manager.query(
      `INSERT INTO product (id, section_id, category_id, name, slug, subtitle, description, specifications, material_care, is_new_arrival, is_trending, best_seller_score, created_at, hsn_code)
       SELECT id, s, c, n, sl, st, d, sp, mc, nw, tr, sc, now() - make_interval(hours => h), hsn
       FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::bool[], $11::bool[], $12::int[], $13::int[], $14::text[])
         AS t(id, s, c, n, sl, st, d, sp, mc, nw, tr, sc, h, hsn)`,
      [p.id, p.section, p.category, p.name, p.slug, p.subtitle, p.description, p.specs, p.care, p.isNew, p.trending, p.score, p.hoursAgo, p.hsn],
    );
  }
  const v = rows.variants;
  if (v.id.length) {
    await manager.query(
      `INSERT INTO variant (id, product_id, position, color_name, color_value, sleeve, neck, type, images, hover_image)
       SELECT id, pid, pos, cn, cv, sl, nk, ty, string_to_array(im, '|'), hv
       FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
         AS t(id, pid, pos, cn, cv, sl, nk, ty, im, hv)`,
      [v.id, v.product, v.position, v.colorName, v.colorValue, v.sleeve, v.neck, v.type, v.images, v.hover],
    );
  }
  // Sizes and their opening stock belong to inventory.
  await insertSeedSizes(manager, rows.sizes);
  const rv = rows.reviews;
  if (rv.product.length) {
    await manager.query(
      `INSERT INTO review (product_id, rating, title, body, author_name, created_at)
       SELECT pid, r, t, b, a, now() - make_interval(hours => h)
       FROM unnest($1::int[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::int[]) AS x(pid, r, t, b, a, h)`,
      [rv.product, rv.rating, rv.title, rv.body, rv.author, rv.hoursAgo],
    );
  }
}

export async function seedCatalog(manager: EntityManager, options: SeedOptions): Promise<Record<string, number>> {
  if (options.reset) {
    await manager.query(
      `TRUNCATE section, category, product, variant, variant_size, review, search_word, offer, offer_product, banner,
         themed_collection, themed_collection_product, testimonial, delivery_city, store_contact, policy_page RESTART IDENTITY CASCADE`,
    );
  }
  const categories: CategoryRow[] = [];
  for (const [sectionIndex, section] of SECTIONS.entries()) {
    const [{ id: sectionId }] = await manager.query(
      `INSERT INTO section (name, slug, gender, position) VALUES ($1, $2, $3, $4) RETURNING id`,
      [section.name, section.slug, section.gender, sectionIndex],
    );
    for (const [position, name] of section.categories.entries()) {
      const slug = `${section.slug}-${slugify(name)}`;
      const [{ id }] = await manager.query(
        `INSERT INTO category (section_id, name, slug, image, position, hsn_code) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [sectionId, name, slug, `/img/category/${slug}.webp`, position, CATEGORY_HSN[name] ?? '6211'],
      );
      categories.push({ id, sectionId, gender: section.gender, spec: CATEGORY_SPECS[name] });
    }
  }

  const total = options.products ?? DEMO_PER_CATEGORY * categories.length;
  const demo = options.products === undefined;
  const [{ maxProduct }] = await manager.query(`SELECT coalesce(max(id), 0)::int AS "maxProduct" FROM product`);
  const [{ maxVariant }] = await manager.query(`SELECT coalesce(max(id), 0)::int AS "maxVariant" FROM variant`);
  const ids = { product: maxProduct, variant: maxVariant };
  const r = rng(20241122);
  let rows = new Rows();
  let reviews = 0;
  for (let i = 0; i < total; i++) {
    const category = categories[i % categories.length];
    const index = Math.floor(i / categories.length);
    // Spread creation over ~120 days, newest last, so "newest first" differs from id order a little.
    const hoursAgo = Math.floor(((total - i) / total) * 24 * 120) + r.int(0, 12);
    generateProduct(rows, r, ids, category, index, { reviews: demo ? r.int(0, 8) : r.int(0, 2), hoursAgo });
    if (rows.products.id.length >= BATCH) {
      reviews += rows.reviews.product.length;
      await flush(manager, rows);
      rows = new Rows();
    }
  }
  reviews += rows.reviews.product.length;
  await flush(manager, rows);
  await manager.query(`SELECT setval(pg_get_serial_sequence('product', 'id'), (SELECT coalesce(max(id), 1) FROM product))`);
  await manager.query(`SELECT setval(pg_get_serial_sequence('variant', 'id'), (SELECT coalesce(max(id), 1) FROM variant))`);

  await refreshSeededSummaries(manager);
  await refreshSearchTextSql(manager, null);
  // Demo data: ratings straight from the seeded reviews (at run time the reviews module computes them).
  await manager.query(
    `UPDATE product p SET average_rating = r.avg, num_reviews = r.n
     FROM (SELECT product_id, avg(rating)::real AS avg, count(*)::int AS n FROM review WHERE status = 'PUBLISHED' GROUP BY product_id) r
     WHERE r.product_id = p.id`,
  );
  // Fresh statistics for the planner: right after a bulk load (100,000 products) it would guess
  // from an empty table and pick bitmap scans of the whole catalogue until autovacuum caught up.
  await manager.query(`ANALYZE product, variant, variant_size, review, search_word`);
  const content = await seedContent(manager);
  return { sections: SECTIONS.length, categories: categories.length, products: total, reviews, ...content };
}

/** Offers, banners, themed collections, testimonials, delivery cities, contact info, policies. */
async function seedContent(manager: EntityManager): Promise<Record<string, number>> {
  const offers = [
    { slug: 'festive-kurta-fest', title: 'Festive Kurta Fest', description: 'Kurtas, kurtis and ethnic sets for every celebration, at festive prices.', where: `c.name IN ('Kurtas', 'Kurtis', 'Ethnic Sets')` },
    { slug: 'saree-utsav', title: 'Saree Utsav', description: 'Banarasi, Kanjeevaram and everyday sarees with up to 60% off.', where: `c.name = 'Sarees'` },
    { slug: 'denim-days', title: 'Denim Days', description: 'Jeans and denim jackets that last, in every fit.', where: `(c.name = 'Jeans' OR p.name ILIKE '%denim%')` },
    { slug: 'tees-under-499', title: 'Tees Under ₹499', description: 'Everyday T-shirts and tops that do not cost much.', where: `c.name IN ('T-Shirts', 'Tops') AND p.listing_price <= 49900` },
    { slug: 'flat-50-off', title: 'Flat 50% Off Weekend', description: 'Half price on selected styles across the store, this weekend only.', where: `p.listing_discount >= 40` },
  ];
  for (const [position, offer] of offers.entries()) {
    const [{ id }] = await manager.query(
      `INSERT INTO offer (slug, title, description, poster, position) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [offer.slug, offer.title, offer.description, `/img/offer/${offer.slug}.webp`, position],
    );
    // The selection runs once at seed time over a small demo table; no request ever does this.
    await manager.query(
      `INSERT INTO offer_product (offer_id, product_id, position)
       SELECT $1, id, row_number() OVER (ORDER BY listing_discount DESC, id) FROM (
         SELECT p.id, p.listing_discount FROM product p JOIN category c ON c.id = p.category_id
         WHERE ${offer.where} ORDER BY p.listing_discount DESC, p.id LIMIT 16) x`,
      [id],
    );
  }
  for (const [position, banner] of BANNERS.entries()) {
    await manager.query(`INSERT INTO banner (title, subtitle, image, link, position) VALUES ($1, $2, $3, $4, $5)`, [
      banner.title,
      banner.subtitle,
      `/img/banner/${position + 1}.webp`,
      banner.link,
      position,
    ]);
  }
  const collections = [
    { section: 'men', slug: 'men-wedding-season', title: 'Wedding Season', description: 'Kurtas and Nehru jackets for sangeet to reception.', categories: ['Kurtas', 'Jackets'] },
    { section: 'men', slug: 'men-office-ready', title: 'Office Ready', description: 'Crisp shirts and trousers for the work week.', categories: ['Shirts', 'Trousers'] },
    { section: 'men', slug: 'men-weekend-casuals', title: 'Weekend Casuals', description: 'Tees and denims for easy weekends.', categories: ['T-Shirts', 'Jeans'] },
    { section: 'women', slug: 'women-festive-edit', title: 'The Festive Edit', description: 'Sarees and ethnic sets that shine at every celebration.', categories: ['Sarees', 'Ethnic Sets'] },
    { section: 'women', slug: 'women-work-wear', title: 'Work Wear', description: 'Kurtis and tops for busy days.', categories: ['Kurtis', 'Tops'] },
    { section: 'women', slug: 'women-summer-breeze', title: 'Summer Breeze', description: 'Light dresses and leggings for warm days.', categories: ['Dresses', 'Leggings'] },
  ];
  for (const [position, c] of collections.entries()) {
    const [{ id }] = await manager.query(
      `INSERT INTO themed_collection (section_id, slug, title, description, image, position)
       SELECT s.id, $2, $3, $4, $5, $6 FROM section s WHERE s.slug = $1 RETURNING id`,
      [c.section, c.slug, c.title, c.description, `/img/collection/${c.slug}.webp`, position],
    );
    await manager.query(
      `INSERT INTO themed_collection_product (collection_id, product_id, position)
       SELECT $1, id, row_number() OVER (ORDER BY score DESC, id) FROM (
         SELECT p.id, p.best_seller_score AS score FROM product p JOIN category c ON c.id = p.category_id JOIN section s ON s.id = p.section_id
         WHERE s.slug = $2 AND c.name = ANY($3::text[]) ORDER BY p.best_seller_score DESC, p.id LIMIT 12) x`,
      [id, c.section, c.categories],
    );
  }
  for (const [position, t] of TESTIMONIALS.entries()) {
    await manager.query(`INSERT INTO testimonial (name, city, text, text_hi, rating, avatar, position) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      t.name,
      t.city,
      t.text,
      t.textHi,
      t.rating,
      `/img/avatar/${slugify(t.name)}.webp`,
      position,
    ]);
  }
  await manager.query(
    `INSERT INTO delivery_city (name, position) SELECT n, p - 1 FROM unnest($1::text[]) WITH ORDINALITY AS t(n, p) ON CONFLICT (name) DO NOTHING`,
    [DELIVERY_CITIES],
  );
  await manager.query(
    `INSERT INTO store_contact (id, address, phone, email, map_url, facebook, twitter, instagram, linkedin)
     VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
    [CONTACT.address, CONTACT.phone, CONTACT.email, CONTACT.mapUrl, CONTACT.facebook, CONTACT.twitter, CONTACT.instagram, CONTACT.linkedin],
  );
  await manager.query(
    `INSERT INTO policy_page (type, lang, title, content) VALUES ('privacy-policy', 'en', 'Privacy Policy', $1), ('terms', 'en', 'Terms & Conditions', $2)
     ON CONFLICT (type, lang) DO NOTHING`,
    [PRIVACY_HTML, TERMS_HTML],
  );
  return { offers: offers.length, banners: BANNERS.length, themedCollections: collections.length, testimonials: TESTIMONIALS.length };
}

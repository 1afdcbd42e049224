import type { DataSource } from 'typeorm';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { badInput, DomainError, notFound } from '../../shared/errors.js';
import { normalizeIndianPhone } from '../../shared/indian-formats.js';
import { CONTACT_MESSAGES } from '../../shared/form-rules.js';
import { formatMoney } from '../../shared/money.js';
import { safeLinkOrEmpty } from '../../shared/safe-link.js';

export interface BannerRow { id: number; title: string; subtitle: string; image: string; link: string }
export interface OfferRow { id: number; slug: string; title: string; description: string; poster: string }
export interface ThemedCollectionRow { id: number; sectionId: number; slug: string; title: string; description: string; image: string }
export interface TestimonialRow { id: number; name: string; city: string; text: string; rating: number; avatar: string }
export interface ContactInfoRow {
  address: string;
  phone: string;
  email: string;
  mapUrl: string;
  socialLinks: { facebook: string; twitter: string; instagram: string; linkedin: string };
}
export interface PolicyRow { type: string; title: string; content: string; updatedAt: Date }

/**
 * What the shop shows of a banner, offer or collection (alias `t`): active and inside its dates now.
 * Caches built from these reads (GraphQL answers, the home hero) end with their own time to live,
 * so an item that ends is gone at most one TTL later (5 s for the hero, CATALOG_CACHE_MS for answers).
 */
export const LIVE_NOW = (t: string) => `${t}.active AND (${t}.starts_at IS NULL OR ${t}.starts_at <= now()) AND (${t}.ends_at IS NULL OR ${t}.ends_at > now())`;

/** The deal tiles of the home page (spec section 2, item 6), in rupees. */
export const DEAL_PRICES = [399, 599, 899, 1299, 1599, 1999, 2499, 2999];
export const POLICY_TYPES = ['privacy-policy', 'terms', 'shipping-delivery', 'cancellation-refund', 'about-us'] as const;
export type PolicyTypeValue = (typeof POLICY_TYPES)[number];
export const PAGE_LANGUAGES = ['en', 'hi'] as const;

/**
 * The store's figures that its pages quote, money in paise, read when a page is read: the store
 * settings the cart and checkout charge by (app/services.ts wires the settings service in), so a
 * page can never contradict checkout.
 */
export interface StoreFigures {
  codFee: number;
  /** Orders worth at least this ship free whatever the payment; null when there is no such threshold. */
  freeShippingThreshold: number | null;
  returnWindowDays: number;
  deliveryDays: number;
}
export type StoreFiguresSource = () => StoreFigures | Promise<StoreFigures>;
/** The demo's figures, for a ContentService built without the settings (tests of pages alone). */
const DEMO_FIGURES: StoreFiguresSource = () => ({ codFee: 4900, freeShippingThreshold: null, returnWindowDays: 7, deliveryDays: 6 });

/** A page's text with the store's figures in place of its `{name}` placeholders (unknown names stay as written). */
export function fillFigures(html: string, figures: StoreFigures, lang: string = 'en'): string {
  const threshold = figures.freeShippingThreshold === null ? '' : formatMoney(figures.freeShippingThreshold, 'short');
  const values: Record<string, string> = {
    codFee: formatMoney(figures.codFee, 'short'),
    freeShippingThreshold: threshold,
    // A whole sentence, empty when the store has no threshold (the page then promises nothing).
    freeShippingLine: !threshold ? '' : lang === 'hi' ? `${threshold} या उससे अधिक के ऑर्डर पर शिपिंग मुफ़्त है, भुगतान कैसे भी करें।` : `Orders worth ${threshold} or more ship free, whatever the payment.`,
    returnWindowDays: String(figures.returnWindowDays),
    deliveryDays: String(figures.deliveryDays),
  };
  return html.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';
export const CONTACT_TOO_MANY = 'Too many messages from your network. Please try again in an hour, or write to us by e-mail.';

/** What policy HTML may contain once sanitized: text formatting, lists, tables and safe links. */
export const POLICY_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

const contactSchema = z.object({
  firstName: z.string().trim().min(1, CONTACT_MESSAGES.firstNameRequired).max(80, 'First Name is too long.'),
  lastName: z.string().trim().min(1, CONTACT_MESSAGES.lastNameRequired).max(80, 'Last Name is too long.'),
  phone: z
    .string()
    .trim()
    .transform((v, ctx) => normalizeIndianPhone(v) ?? (ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.invalidPhone }), z.NEVER)),
  email: z.string().trim().min(1, CONTACT_MESSAGES.emailRequired).max(200, 'Email is too long.').pipe(z.email(CONTACT_MESSAGES.invalidEmail)),
  message: z.string().trim().min(1, CONTACT_MESSAGES.messageRequired).max(4000, 'Message is too long (4000 characters at most).'),
});
export type ContactMessageFields = z.input<typeof contactSchema>;

/** The store's content: home page pieces, offers, themed collections, static pages, contact form. */
export class ContentService {
  constructor(
    private readonly dataSource: DataSource,
    /** Where the pages' figures come from (storeFigures): see StoreFigures. */
    readonly storeFigures: StoreFiguresSource = DEMO_FIGURES,
    /** Contact Us messages one client address may send an hour (CONTACT_MAX_PER_ADDRESS_PER_HOUR). */
    private readonly contactMaxPerAddressPerHour = 5,
  ) {}

  /** Hero banners shown now (active, inside their dates) in slider order; a link saved before links were checked is dropped if unsafe. */
  async banners(): Promise<BannerRow[]> {
    const rows: BannerRow[] = await this.dataSource.query(`SELECT id, title, subtitle, image, link FROM banner b WHERE ${LIVE_NOW('b')} ORDER BY position, id`);
    return rows.map((row) => ({ ...row, link: safeLinkOrEmpty(row.link) }));
  }

  /** Offers shown now (active, inside their dates) in display order. */
  offers(): Promise<OfferRow[]> {
    return this.dataSource.query(`SELECT id, slug, title, description, poster FROM offer o WHERE ${LIVE_NOW('o')} ORDER BY position, id`);
  }

  /** One active offer; NOT_FOUND ('Offer not found.') otherwise. */
  async getOffer(id: number): Promise<OfferRow> {
    const row = await this.findOffer(id);
    if (!row) throw notFound('Offer not found.');
    return row;
  }

  /** One offer shown now, or null (hidden, not started or ended). */
  async findOffer(id: number): Promise<OfferRow | null> {
    const [row] = await this.dataSource.query(`SELECT id, slug, title, description, poster FROM offer o WHERE id = $1 AND ${LIVE_NOW('o')}`, [id]);
    return row ?? null;
  }

  /** Product ids of many offers in display order, one statement (DataLoader batch). */
  async productIdsOfOffers(offerIds: readonly number[]): Promise<number[][]> {
    const rows: Array<{ ownerId: number; productId: number }> = await this.dataSource.query(
      `SELECT offer_id AS "ownerId", product_id AS "productId" FROM offer_product WHERE offer_id = ANY($1::int[]) ORDER BY position, product_id`,
      [[...offerIds]],
    );
    return offerIds.map((id) => rows.filter((r) => r.ownerId === id).map((r) => r.productId));
  }

  /** Products of many offers with their places (position, product id), in display order: one statement (DataLoader batch). */
  async productPlacesOfOffers(offerIds: readonly number[]): Promise<Array<Array<{ productId: number; position: number }>>> {
    const rows: Array<{ ownerId: number; productId: number; position: number }> = await this.dataSource.query(
      `SELECT offer_id AS "ownerId", product_id AS "productId", position FROM offer_product WHERE offer_id = ANY($1::int[]) ORDER BY position, product_id`,
      [[...offerIds]],
    );
    return offerIds.map((id) => rows.filter((r) => r.ownerId === id).map(({ productId, position }) => ({ productId, position })));
  }

  /**
   * Products that a live offer with a discount lowers the price of now, one statement (few rows:
   * the partial index offer_discounting_idx). Listings by price compute offer prices for these only.
   */
  async discountedProductIds(): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query(
      `SELECT DISTINCT op.product_id AS id FROM offer o JOIN offer_product op ON op.offer_id = o.id WHERE o.discount_type IS NOT NULL AND ${LIVE_NOW('o')} ORDER BY 1`,
    );
    return rows.map((r) => r.id);
  }

  /** Themed collections shown now (active, inside their dates) of a section (all when null) in display order. */
  themedCollections(sectionId: number | null): Promise<ThemedCollectionRow[]> {
    return this.dataSource.query(
      `SELECT id, section_id AS "sectionId", slug, title, description, image FROM themed_collection t
       WHERE ($1::int IS NULL OR section_id = $1) AND ${LIVE_NOW('t')} ORDER BY section_id, position, id`,
      [sectionId],
    );
  }

  /** One themed collection shown now, by its slug; NOT_FOUND ('Collection not found.') otherwise. */
  async getThemedCollection(slug: string): Promise<ThemedCollectionRow> {
    const row = await this.findThemedCollection(slug);
    if (!row) throw notFound('Collection not found.');
    return row;
  }

  /** One themed collection shown now, by its slug, or null (unknown, hidden, not started or ended). */
  async findThemedCollection(slug: string): Promise<ThemedCollectionRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT id, section_id AS "sectionId", slug, title, description, image FROM themed_collection t WHERE slug = $1 AND ${LIVE_NOW('t')}`,
      [slug.slice(0, 120)],
    );
    return row ?? null;
  }

  /** Products of many themed collections with their places (position, product id), in display order: one statement (DataLoader batch). */
  async productPlacesOfCollections(collectionIds: readonly number[]): Promise<Array<Array<{ productId: number; position: number }>>> {
    const rows: Array<{ ownerId: number; productId: number; position: number }> = await this.dataSource.query(
      `SELECT collection_id AS "ownerId", product_id AS "productId", position FROM themed_collection_product
       WHERE collection_id = ANY($1::int[]) ORDER BY position, product_id`,
      [[...collectionIds]],
    );
    return collectionIds.map((id) => rows.filter((r) => r.ownerId === id).map(({ productId, position }) => ({ productId, position })));
  }

  /** Product ids of many themed collections in display order, one statement (DataLoader batch). */
  async productIdsOfCollections(collectionIds: readonly number[]): Promise<number[][]> {
    const rows: Array<{ ownerId: number; productId: number }> = await this.dataSource.query(
      `SELECT collection_id AS "ownerId", product_id AS "productId" FROM themed_collection_product
       WHERE collection_id = ANY($1::int[]) ORDER BY position, product_id`,
      [[...collectionIds]],
    );
    return collectionIds.map((id) => rows.filter((r) => r.ownerId === id).map((r) => r.productId));
  }

  /** The testimonials of the home and About Us sliders, their text in `lang` where staff wrote one (English otherwise). */
  testimonials(lang = 'en'): Promise<TestimonialRow[]> {
    return this.dataSource.query(
      `SELECT id, name, city, CASE WHEN $1 = 'hi' AND text_hi <> '' THEN text_hi ELSE text END AS text, rating, avatar FROM testimonial ORDER BY position, id`,
      [lang],
    );
  }

  /**
   * A store page (privacy policy, terms, shipping and delivery, cancellation and refund, About Us)
   * with its HTML sanitized on the way out, so even a carelessly edited row cannot inject scripts,
   * and the store's figures in place of its placeholders. Falls back to English for a language it
   * has no text in.
   */
  async policy(type: string, lang = 'en'): Promise<PolicyRow> {
    if (!(POLICY_TYPES as readonly string[]).includes(type)) throw badInput(`type must be one of ${POLICY_TYPES.map((t) => `"${t}"`).join(', ')}.`);
    const rows: Array<{ type: string; lang: string; title: string; content: string; updatedAt: Date }> = await this.dataSource.query(
      `SELECT type, lang, title, content, updated_at AS "updatedAt" FROM policy_page WHERE type = $1 AND lang IN ($2, 'en')
       ORDER BY (lang = $2) DESC LIMIT 1`,
      [type, lang],
    );
    const row = rows[0];
    if (!row) throw notFound('Policy not found.');
    const figures = await this.storeFigures();
    return { ...row, title: fillFigures(row.title, figures, row.lang), content: fillFigures(sanitizeHtml(row.content, POLICY_HTML), figures, row.lang) };
  }

  /** Validates and stores a Contact Us message; BAD_INPUT names the first invalid field. */
  async submitContactMessage(input: ContactMessageFields, meta: { customerId: number | null; ip: string }): Promise<{ id: number; message: string }> {
    const parsed = contactSchema.safeParse(input ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      const required = issue?.code === 'invalid_type' ? `${LABELS[field] ?? field} is required.` : null;
      throw badInput(required ?? issue?.message ?? 'Please fill all required fields.', field ? { field } : {});
    }
    const v = parsed.data;
    // At most contactMaxPerAddressPerHour messages an hour from one address (issue 25, item 3): each
    // is a row staff read. Counted and inserted in one statement (index contact_message_ip_idx).
    const ip = meta.ip.slice(0, 64);
    const [row] = await this.dataSource.query(
      `INSERT INTO contact_message (first_name, last_name, phone, email, message, customer_id, ip)
       SELECT $1::varchar, $2::varchar, $3::varchar, $4::varchar, $5::text, $6::int, $7::varchar
       WHERE (SELECT count(*) FROM contact_message WHERE ip = $7::varchar AND created_at > now() - interval '1 hour') < $8
       RETURNING id`,
      [v.firstName, v.lastName, v.phone, v.email, v.message, meta.customerId, ip, this.contactMaxPerAddressPerHour],
    );
    if (!row) throw new DomainError('RATE_LIMITED', CONTACT_TOO_MANY);
    return { id: row.id, message: CONTACT_THANKS };
  }
}

const LABELS: Record<string, string> = { firstName: 'First Name', lastName: 'Last Name', phone: 'Phone Number', email: 'Email', message: 'Message' };

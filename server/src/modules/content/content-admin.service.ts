/**
 * Staff's merchandising: home banners, offers and themed collections, each with its image and
 * its place in the order shown; offers and collections list their products in order. Every change
 * is audited and drops the shop's caches (CatalogService.catalogueChanged: the GraphQL micro-cache
 * and the prerendered home hero) so the shop shows it on the next request.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { notFound } from '../../shared/errors.js';
import type { AuditService } from '../staff/audit.service.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { isPhotoUrl, refuse, slugOf, type FieldError } from '../catalog-admin/product-rules.js';
import sanitizeHtml from 'sanitize-html';
import { PAGE_LANGUAGES, POLICY_HTML, POLICY_TYPES } from './content.service.js';
import { isSafeLink } from '../../shared/safe-link.js';
import { MAX_OFFER_PERCENT, type OfferTerms } from '../pricing/pricing.js';


/**
 * When an item runs: null on a side is "no limit"; a draft that leaves `startsAt`/`endsAt` out
 * (undefined) keeps what an edited item had (a new one has no limit).
 */
export interface Schedule { active?: boolean | null; startsAt?: Date | null; endsAt?: Date | null }
export interface BannerDraft extends Schedule { title: string; subtitle?: string | null; image: string; link?: string | null }
/**
 * An offer as staff save it. `discountType` 'percentage' (whole percent, 1–90) or 'flat' (rupees
 * off each piece), or null for an offer that is only a collection; left out on an edit: unchanged.
 */
export interface OfferDraft extends Schedule {
  title: string;
  description?: string | null;
  poster: string;
  productIds: number[];
  discountType?: string | null;
  /** Whole percent, or rupees for a flat offer. */
  discountValue?: number | null;
}
export interface CollectionDraft extends Schedule { sectionId: number; title: string; description?: string | null; image: string; productIds: number[] }

interface ScheduleRow { active: boolean; startsAt: Date | null; endsAt: Date | null }
export interface AdminBannerRow extends ScheduleRow { id: number; title: string; subtitle: string; image: string; link: string; position: number }
/** A chosen product as the dashboard's picker shows it. */
export interface PickedProduct { id: number; name: string }
export interface AdminOfferRow extends ScheduleRow { id: number; slug: string; title: string; description: string; poster: string; position: number; discountType: 'percentage' | 'flat' | null; discountValue: number | null; productIds: number[]; products: PickedProduct[] }
export interface AdminCollectionRow extends ScheduleRow { id: number; sectionId: number; slug: string; title: string; description: string; image: string; position: number; productIds: number[]; products: PickedProduct[] }

const SCHEDULE_COLUMNS = `active, starts_at AS "startsAt", ends_at AS "endsAt"`;

export type MerchKind = 'banner' | 'offer' | 'themed_collection' | 'testimonial';

/** A store page as staff edit it: HTML as stored (sanitized when saved), placeholders unfilled. */
export interface AdminPageRow { type: string; lang: string; title: string; content: string; updatedAt: Date }
export interface PageDraft { type: string; lang: string; title: string; content: string }
export interface AdminTestimonialRow { id: number; name: string; city: string; text: string; textHi: string; rating: number; avatar: string; position: number }
export interface TestimonialDraft { name: string; city?: string | null; text: string; textHi?: string | null; rating: number; avatar?: string | null }

/** A testimonial is plain text: every tag goes, entities stay as text. */
const plainText = (value: string | null | undefined) =>
  sanitizeHtml(value ?? '', { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
const MAX_PAGE_HTML = 100_000;

const MESSAGES = {
  title: 'Title is required.',
  titleLong: 'Title is too long (120 characters at most).',
  image: 'Upload an image (or give an https address).',
  link: 'The link must be a page of the store (starting with /) or an https address.',
  endBeforeStart: 'The end must be after the start.',
  products: (ids: number[]) => `No product has the id ${ids.join(', ')}.`,
  tooManyProducts: 'At most 200 products.',
};

function commonErrors(d: { title: string; description?: string | null } & Schedule, imageField: string, image: string): FieldError[] {
  const errors: FieldError[] = scheduleErrors(d);
  const title = (d.title ?? '').trim();
  if (!title) errors.push({ field: 'title', message: MESSAGES.title });
  else if (title.length > 120) errors.push({ field: 'title', message: MESSAGES.titleLong });
  if ((d.description ?? '').length > 2000) errors.push({ field: 'description', message: 'Description is too long (2,000 characters at most).' });
  if (!isPhotoUrl((image ?? '').trim())) errors.push({ field: imageField, message: MESSAGES.image });
  return errors;
}

/** Dates that are real and in order (an end before the start would never show). */
function scheduleErrors(d: Schedule): FieldError[] {
  const errors: FieldError[] = [];
  const bad = (date: Date | null | undefined) => date instanceof Date && Number.isNaN(date.getTime());
  if (bad(d.startsAt)) errors.push({ field: 'startsAt', message: 'The start is not a date.' });
  if (bad(d.endsAt)) errors.push({ field: 'endsAt', message: 'The end is not a date.' });
  if (!errors.length && d.startsAt && d.endsAt && d.endsAt <= d.startsAt) errors.push({ field: 'endsAt', message: MESSAGES.endBeforeStart });
  return errors;
}

/**
 * SQL SET clauses and values for the schedule of an edit, parameters from `$first`: a field left
 * out keeps its value, null clears it. For an edit whose stored start/end would end up out of
 * order, the database's CHECK refuses it (reported as the same field error, see `change`).
 */
function scheduleSet(d: Schedule, first: number): { sql: string; values: unknown[] } {
  const parts: string[] = [];
  const values: unknown[] = [];
  const add = (column: string, value: unknown) => {
    values.push(value);
    parts.push(`${column} = $${first + values.length - 1}`);
  };
  if (d.active !== undefined && d.active !== null) add('active', d.active);
  if (d.startsAt !== undefined) add('starts_at', d.startsAt);
  if (d.endsAt !== undefined) add('ends_at', d.endsAt);
  return { sql: parts.map((p) => `, ${p}`).join(''), values };
}

export class ContentAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly audit: AuditService,
  ) {}

  banners(): Promise<AdminBannerRow[]> {
    return this.dataSource.query(`SELECT id, title, subtitle, image, link, position, ${SCHEDULE_COLUMNS} FROM banner ORDER BY position, id`);
  }

  /** Every offer (hidden and out-of-date ones too) with its products named, in display order. */
  async offers(): Promise<AdminOfferRow[]> {
    return this.withProductNames(await this.dataSource.query(
      `SELECT o.id, o.slug, o.title, o.description, o.poster, o.position, ${SCHEDULE_COLUMNS}, o.discount_type AS "discountType", o.discount_value AS "discountValue",
         coalesce((SELECT array_agg(op.product_id ORDER BY op.position, op.product_id) FROM offer_product op WHERE op.offer_id = o.id), '{}') AS "productIds"
       FROM offer o ORDER BY o.position, o.id`,
    ));
  }

  /** Every themed collection (hidden and out-of-date ones too) with its products named, by section. */
  async collections(): Promise<AdminCollectionRow[]> {
    return this.withProductNames(await this.dataSource.query(
      `SELECT t.id, t.section_id AS "sectionId", t.slug, t.title, t.description, t.image, t.position, ${SCHEDULE_COLUMNS},
         coalesce((SELECT array_agg(cp.product_id ORDER BY cp.position, cp.product_id) FROM themed_collection_product cp WHERE cp.collection_id = t.id), '{}') AS "productIds"
       FROM themed_collection t ORDER BY t.section_id, t.position, t.id`,
    ));
  }

  /** Names the products of every row with one statement (the picker lists them by name, not id). */
  private async withProductNames<T extends { productIds: number[] }>(rows: T[]): Promise<Array<T & { products: PickedProduct[] }>> {
    const names = await this.catalog.productNames(rows.flatMap((r) => r.productIds));
    return rows.map((r) => ({ ...r, products: r.productIds.map((id) => ({ id, name: names.get(id) ?? `#${id}` })) }));
  }

  async saveBanner(ctx: ServiceContext, id: number | null, d: BannerDraft): Promise<AdminBannerRow> {
    const errors = commonErrors(d, 'image', d.image);
    const link = (d.link ?? '').trim();
    if (link && !isSafeLink(link)) errors.push({ field: 'link', message: MESSAGES.link });
    if ((d.subtitle ?? '').length > 200) errors.push({ field: 'subtitle', message: 'Subtitle is too long (200 characters at most).' });
    if (errors.length) refuse(errors);
    const values = [d.title.trim(), (d.subtitle ?? '').trim(), d.image.trim(), link];
    return this.change(ctx, 'banner', id, async (m) => {
      if (id === null) {
        const [row] = await m.query(
          `INSERT INTO banner (title, subtitle, image, link, active, starts_at, ends_at, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT coalesce(max(position), -1) + 1 FROM banner)) RETURNING id`,
          [...values, d.active ?? true, d.startsAt ?? null, d.endsAt ?? null],
        );
        return row.id;
      }
      const schedule = scheduleSet(d, 6);
      await m.query(`UPDATE banner SET title = $2, subtitle = $3, image = $4, link = $5${schedule.sql} WHERE id = $1`, [id, ...values, ...schedule.values]);
      return id;
    }).then((bannerId) => this.one(this.banners(), bannerId));
  }

  async saveOffer(ctx: ServiceContext, id: number | null, d: OfferDraft): Promise<AdminOfferRow> {
    const errors = commonErrors(d, 'poster', d.poster);
    const terms = offerTermsOf(d, errors);
    if (errors.length) refuse(errors);
    const offerId = await this.change(ctx, 'offer', id, async (m) => {
      await this.checkProducts(d.productIds);
      const values = [d.title.trim(), d.description ?? '', d.poster.trim()];
      let saved = id;
      if (id === null) {
        const [row] = await m.query(
          `INSERT INTO offer (slug, title, description, poster, active, starts_at, ends_at, position)
           VALUES ('new-' || md5(random()::text), $1, $2, $3, $4, $5, $6, (SELECT coalesce(max(position), -1) + 1 FROM offer)) RETURNING id`,
          [...values, d.active ?? true, d.startsAt ?? null, d.endsAt ?? null],
        );
        saved = row.id as number;
        await m.query(`UPDATE offer SET slug = $2 WHERE id = $1`, [saved, `${slugOf(d.title)}-${saved}`]);
      } else {
        const schedule = scheduleSet(d, 5);
        await m.query(`UPDATE offer SET title = $2, description = $3, poster = $4${schedule.sql} WHERE id = $1`, [id, ...values, ...schedule.values]);
      }
      if (terms !== undefined) await m.query(`UPDATE offer SET discount_type = $2, discount_value = $3 WHERE id = $1`, [saved, terms?.discountType ?? null, terms?.discountValue ?? null]);
      await m.query(`DELETE FROM offer_product WHERE offer_id = $1`, [saved]);
      await m.query(`INSERT INTO offer_product (offer_id, product_id, position) SELECT $1, p, n - 1 FROM unnest($2::int[]) WITH ORDINALITY AS u(p, n)`, [saved, dedupe(d.productIds)]);
      return saved as number;
    });
    return this.one(this.offers(), offerId);
  }

  async saveCollection(ctx: ServiceContext, id: number | null, d: CollectionDraft): Promise<AdminCollectionRow> {
    const errors = commonErrors(d, 'image', d.image);
    if (errors.length) refuse(errors);
    const collectionId = await this.change(ctx, 'themed_collection', id, async (m) => {
      const [section] = await this.catalog.sectionsByIds([d.sectionId]);
      if (!section) refuse([{ field: 'sectionId', message: 'Choose a section.' }]);
      await this.checkProducts(d.productIds);
      const values = [d.sectionId, d.title.trim(), d.description ?? '', d.image.trim()];
      let saved = id;
      if (id === null) {
        const [row] = await m.query(
          `INSERT INTO themed_collection (slug, section_id, title, description, image, active, starts_at, ends_at, position)
           VALUES ('new-' || md5(random()::text), $1, $2, $3, $4, $5, $6, $7, (SELECT coalesce(max(position), -1) + 1 FROM themed_collection WHERE section_id = $1)) RETURNING id`,
          [...values, d.active ?? true, d.startsAt ?? null, d.endsAt ?? null],
        );
        saved = row.id as number;
        await m.query(`UPDATE themed_collection SET slug = $2 WHERE id = $1`, [saved, `${slugOf(d.title)}-${saved}`]);
      } else {
        const schedule = scheduleSet(d, 6);
        await m.query(`UPDATE themed_collection SET section_id = $2, title = $3, description = $4, image = $5${schedule.sql} WHERE id = $1`, [id, ...values, ...schedule.values]);
      }
      await m.query(`DELETE FROM themed_collection_product WHERE collection_id = $1`, [saved]);
      await m.query(
        `INSERT INTO themed_collection_product (collection_id, product_id, position) SELECT $1, p, n - 1 FROM unnest($2::int[]) WITH ORDINALITY AS u(p, n)`,
        [saved, dedupe(d.productIds)],
      );
      return saved as number;
    });
    return this.one(this.collections(), collectionId);
  }

  /** Every store page in every language staff wrote, as stored (placeholders such as {codFee} unfilled). */
  pages(): Promise<AdminPageRow[]> {
    return this.dataSource.query(`SELECT type, lang, title, content, updated_at AS "updatedAt" FROM policy_page ORDER BY type, lang`);
  }

  /**
   * Writes a store page in one language. The HTML is sanitized before it is stored (the shop
   * sanitizes again on the way out); BAD_INPUT names the field at fault and nothing changes.
   */
  async savePage(ctx: ServiceContext, d: PageDraft): Promise<AdminPageRow> {
    const errors: FieldError[] = [];
    if (!(POLICY_TYPES as readonly string[]).includes(d.type)) errors.push({ field: 'type', message: 'Choose a page.' });
    if (!(PAGE_LANGUAGES as readonly string[]).includes(d.lang)) errors.push({ field: 'lang', message: 'Choose English or Hindi.' });
    const title = (d.title ?? '').trim();
    if (!title) errors.push({ field: 'title', message: MESSAGES.title });
    else if (title.length > 200) errors.push({ field: 'title', message: 'Title is too long (200 characters at most).' });
    const content = sanitizeHtml(d.content ?? '', POLICY_HTML).trim();
    if ((d.content ?? '').length > MAX_PAGE_HTML) errors.push({ field: 'content', message: 'The text is too long (100,000 characters at most).' });
    else if (!plainText(content)) errors.push({ field: 'content', message: 'Write the text of the page.' });
    if (errors.length) refuse(errors);
    await ctx.transaction(async (tx) => {
      const [before] = await tx.manager.query(`SELECT title, content FROM policy_page WHERE type = $1 AND lang = $2 FOR UPDATE`, [d.type, d.lang]);
      await tx.manager.query(
        `INSERT INTO policy_page (type, lang, title, content, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (type, lang) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, updated_at = now()`,
        [d.type, d.lang, title, content],
      );
      await this.audit.record(tx, { action: `page.${before ? 'update' : 'create'}`, entityType: 'policy_page', entityId: `${d.type}/${d.lang}`, before, after: { title, content } });
    });
    this.catalog.catalogueChanged();
    return (await this.pages()).find((p) => p.type === d.type && p.lang === d.lang)!;
  }

  /** Every testimonial in slider order, with its Hindi text. */
  testimonials(): Promise<AdminTestimonialRow[]> {
    return this.dataSource.query(`SELECT id, name, city, text, text_hi AS "textHi", rating, avatar, position FROM testimonial ORDER BY position, id`);
  }

  /** Creates (id null; it goes last) or edits a testimonial; its texts are kept as plain text. */
  async saveTestimonial(ctx: ServiceContext, id: number | null, d: TestimonialDraft): Promise<AdminTestimonialRow> {
    const name = plainText(d.name);
    const city = plainText(d.city);
    const text = plainText(d.text);
    const textHi = plainText(d.textHi);
    const avatar = (d.avatar ?? '').trim();
    const errors: FieldError[] = [];
    if (!name) errors.push({ field: 'name', message: 'Name is required.' });
    else if (name.length > 120) errors.push({ field: 'name', message: 'Name is too long (120 characters at most).' });
    if (city.length > 80) errors.push({ field: 'city', message: 'City is too long (80 characters at most).' });
    if (!text) errors.push({ field: 'text', message: 'Write what the customer said.' });
    else if (text.length > 1000) errors.push({ field: 'text', message: 'The text is too long (1,000 characters at most).' });
    if (textHi.length > 1000) errors.push({ field: 'textHi', message: 'The text is too long (1,000 characters at most).' });
    if (!Number.isInteger(d.rating) || d.rating < 1 || d.rating > 5) errors.push({ field: 'rating', message: 'Give 1 to 5 stars.' });
    if (avatar && !isPhotoUrl(avatar)) errors.push({ field: 'avatar', message: MESSAGES.image });
    if (errors.length) refuse(errors);
    const values = [name, city, text, textHi, d.rating, avatar];
    const saved = await this.change(ctx, 'testimonial', id, async (m) => {
      if (id === null) {
        const [row] = await m.query(
          `INSERT INTO testimonial (name, city, text, text_hi, rating, avatar, position) VALUES ($1, $2, $3, $4, $5, $6, (SELECT coalesce(max(position), -1) + 1 FROM testimonial)) RETURNING id`,
          values,
        );
        return row.id as number;
      }
      await m.query(`UPDATE testimonial SET name = $2, city = $3, text = $4, text_hi = $5, rating = $6, avatar = $7 WHERE id = $1`, [id, ...values]);
      return id;
    });
    return this.one(this.testimonials(), saved);
  }

  /** Puts the banners / offers / collections (of one section) in the order of `ids` (every one of them, each once). */
  async reorder(ctx: ServiceContext, kind: MerchKind, ids: number[]): Promise<void> {
    await this.change(ctx, kind, null, async (m) => {
      const [{ count, sections }] = await m.query(`SELECT count(*)::int AS count, ${kind === 'themed_collection' ? 'count(DISTINCT section_id)::int' : '1'} AS sections FROM ${kind} WHERE id = ANY($1::int[])`, [ids]);
      if (count !== ids.length || new Set(ids).size !== ids.length || sections > 1) refuse([{ field: 'ids', message: 'List each item once (collections of one section at a time).' }]);
      await m.query(`UPDATE ${kind} t SET position = u.n - 1 FROM unnest($1::int[]) WITH ORDINALITY AS u(id, n) WHERE t.id = u.id`, [ids]);
      return 0;
    }, `${kind}.reorder`, { ids });
  }

  /** Removes a banner, offer or themed collection (its product links go with it). */
  async remove(ctx: ServiceContext, kind: MerchKind, id: number): Promise<void> {
    await this.change(ctx, kind, id, async (m) => {
      const deleted = await m.query(`DELETE FROM ${kind} WHERE id = $1 RETURNING id`, [id]);
      if ((Array.isArray(deleted[0]) ? deleted[0] : deleted).length === 0) throw notFound('Not found.');
      return id;
    }, `${kind}.delete`);
  }

  /** One audited transaction, then the shop's caches are dropped. */
  private async change(ctx: ServiceContext, kind: MerchKind, id: number | null, work: (m: EntityManager) => Promise<number>, action?: string, after?: unknown): Promise<number> {
    const savedId = await ctx
      .transaction(async (tx) => {
        const m = tx.manager;
        const before = id === null ? undefined : (await m.query(`SELECT * FROM ${kind} WHERE id = $1 FOR UPDATE`, [id]))[0];
        if (id !== null && !before) throw notFound('Not found.');
        const result = await work(m);
        const saved = action?.endsWith('.delete') || action?.endsWith('.reorder') ? after : (await m.query(`SELECT * FROM ${kind} WHERE id = $1`, [result]))[0];
        await this.audit.record(tx, { action: action ?? `${kind}.${id === null ? 'create' : 'update'}`, entityType: kind, entityId: String(id ?? result), before, after: saved });
        return result;
      })
      .catch((error: unknown) => {
        // An edit that moves one side of a schedule past the stored other side: the table's CHECK says so.
        const pg = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
        const constraint = pg.constraint ?? pg.driverError?.constraint ?? '';
        if ((pg.code ?? pg.driverError?.code) === '23514' && constraint.endsWith('_dates_in_order')) refuse([{ field: 'endsAt', message: MESSAGES.endBeforeStart }]);
        throw error;
      });
    this.catalog.catalogueChanged();
    return savedId;
  }

  private async checkProducts(ids: number[]): Promise<void> {
    if (ids.length > 200) refuse([{ field: 'productIds', message: MESSAGES.tooManyProducts }]);
    const known = await this.catalog.existingProductIds(ids);
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) refuse([{ field: 'productIds', message: MESSAGES.products(missing) }]);
  }

  private async one<T extends { id: number }>(rows: Promise<T[]>, id: number): Promise<T> {
    const row = (await rows).find((r) => r.id === id);
    if (!row) throw notFound('Not found.');
    return row;
  }
}

const dedupe = (ids: number[]) => [...new Set(ids)];

/**
 * The offer's discount in paise from a draft (rupees), validated like a coupon's: undefined when
 * the draft leaves it out (an edit keeps what it had), null for "only a collection".
 */
export function offerTermsOf(d: Pick<OfferDraft, 'discountType' | 'discountValue'>, errors: FieldError[]): OfferTerms | null | undefined {
  if (d.discountType === undefined) return undefined;
  if (d.discountType === null || d.discountType === '') {
    if (d.discountValue != null) errors.push({ field: 'discountType', message: 'Choose percentage or flat for the discount (or leave the value empty).' });
    return null;
  }
  const value = d.discountValue ?? Number.NaN;
  if (d.discountType === 'percentage') {
    if (!Number.isInteger(value) || value < 1 || value > MAX_OFFER_PERCENT) {
      errors.push({ field: 'discountValue', message: `A percentage must be a whole number from 1 to ${MAX_OFFER_PERCENT}.` });
      return null;
    }
    return { discountType: 'percentage', discountValue: value };
  }
  if (d.discountType === 'flat') {
    const paise = Math.round(value * 100);
    if (!Number.isFinite(value) || paise <= 0 || Math.abs(value * 100 - paise) > 1e-6 || value > 100_000) {
      errors.push({ field: 'discountValue', message: 'A flat discount must be more than ₹0 (at most ₹1,00,000, to the paisa).' });
      return null;
    }
    return { discountType: 'flat', discountValue: paise };
  }
  errors.push({ field: 'discountType', message: 'Choose percentage or flat.' });
  return null;
}

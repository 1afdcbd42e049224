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
import { isSafeLink } from '../../shared/safe-link.js';


export interface BannerDraft { title: string; subtitle?: string | null; image: string; link?: string | null; active?: boolean | null }
export interface OfferDraft { title: string; description?: string | null; poster: string; active?: boolean | null; productIds: number[] }
export interface CollectionDraft { sectionId: number; title: string; description?: string | null; image: string; productIds: number[] }

export interface AdminBannerRow { id: number; title: string; subtitle: string; image: string; link: string; position: number; active: boolean }
export interface AdminOfferRow { id: number; slug: string; title: string; description: string; poster: string; position: number; active: boolean; productIds: number[] }
export interface AdminCollectionRow { id: number; sectionId: number; slug: string; title: string; description: string; image: string; position: number; productIds: number[] }

export type MerchKind = 'banner' | 'offer' | 'themed_collection';

const MESSAGES = {
  title: 'Title is required.',
  titleLong: 'Title is too long (120 characters at most).',
  image: 'Upload an image (or give an https address).',
  link: 'The link must be a page of the store (starting with /) or an https address.',
  products: (ids: number[]) => `No product has the id ${ids.join(', ')}.`,
  tooManyProducts: 'At most 200 products.',
};

function commonErrors(d: { title: string; description?: string | null }, imageField: string, image: string): FieldError[] {
  const errors: FieldError[] = [];
  const title = (d.title ?? '').trim();
  if (!title) errors.push({ field: 'title', message: MESSAGES.title });
  else if (title.length > 120) errors.push({ field: 'title', message: MESSAGES.titleLong });
  if ((d.description ?? '').length > 2000) errors.push({ field: 'description', message: 'Description is too long (2,000 characters at most).' });
  if (!isPhotoUrl((image ?? '').trim())) errors.push({ field: imageField, message: MESSAGES.image });
  return errors;
}

export class ContentAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly audit: AuditService,
  ) {}

  banners(): Promise<AdminBannerRow[]> {
    return this.dataSource.query(`SELECT id, title, subtitle, image, link, position, active FROM banner ORDER BY position, id`);
  }

  offers(): Promise<AdminOfferRow[]> {
    return this.dataSource.query(
      `SELECT o.id, o.slug, o.title, o.description, o.poster, o.position, o.active,
         coalesce((SELECT array_agg(op.product_id ORDER BY op.position, op.product_id) FROM offer_product op WHERE op.offer_id = o.id), '{}') AS "productIds"
       FROM offer o ORDER BY o.position, o.id`,
    );
  }

  collections(): Promise<AdminCollectionRow[]> {
    return this.dataSource.query(
      `SELECT t.id, t.section_id AS "sectionId", t.slug, t.title, t.description, t.image, t.position,
         coalesce((SELECT array_agg(cp.product_id ORDER BY cp.position, cp.product_id) FROM themed_collection_product cp WHERE cp.collection_id = t.id), '{}') AS "productIds"
       FROM themed_collection t ORDER BY t.section_id, t.position, t.id`,
    );
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
          `INSERT INTO banner (title, subtitle, image, link, active, position) VALUES ($1, $2, $3, $4, $5, (SELECT coalesce(max(position), -1) + 1 FROM banner)) RETURNING id`,
          [...values, d.active ?? true],
        );
        return row.id;
      }
      await m.query(`UPDATE banner SET title = $2, subtitle = $3, image = $4, link = $5, active = coalesce($6, active) WHERE id = $1`, [id, ...values, d.active ?? null]);
      return id;
    }).then((bannerId) => this.one(this.banners(), bannerId));
  }

  async saveOffer(ctx: ServiceContext, id: number | null, d: OfferDraft): Promise<AdminOfferRow> {
    const errors = commonErrors(d, 'poster', d.poster);
    if (errors.length) refuse(errors);
    const offerId = await this.change(ctx, 'offer', id, async (m) => {
      await this.checkProducts(d.productIds);
      const values = [d.title.trim(), d.description ?? '', d.poster.trim()];
      let saved = id;
      if (id === null) {
        const [row] = await m.query(
          `INSERT INTO offer (slug, title, description, poster, active, position) VALUES ('new-' || md5(random()::text), $1, $2, $3, $4, (SELECT coalesce(max(position), -1) + 1 FROM offer)) RETURNING id`,
          [...values, d.active ?? true],
        );
        saved = row.id as number;
        await m.query(`UPDATE offer SET slug = $2 WHERE id = $1`, [saved, `${slugOf(d.title)}-${saved}`]);
      } else {
        await m.query(`UPDATE offer SET title = $2, description = $3, poster = $4, active = coalesce($5, active) WHERE id = $1`, [id, ...values, d.active ?? null]);
      }
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
          `INSERT INTO themed_collection (slug, section_id, title, description, image, position)
           VALUES ('new-' || md5(random()::text), $1, $2, $3, $4, (SELECT coalesce(max(position), -1) + 1 FROM themed_collection WHERE section_id = $1)) RETURNING id`,
          values,
        );
        saved = row.id as number;
        await m.query(`UPDATE themed_collection SET slug = $2 WHERE id = $1`, [saved, `${slugOf(d.title)}-${saved}`]);
      } else {
        await m.query(`UPDATE themed_collection SET section_id = $2, title = $3, description = $4, image = $5 WHERE id = $1`, [id, ...values]);
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
    const savedId = await ctx.transaction(async (tx) => {
      const m = tx.manager;
      const before = id === null ? undefined : (await m.query(`SELECT * FROM ${kind} WHERE id = $1 FOR UPDATE`, [id]))[0];
      if (id !== null && !before) throw notFound('Not found.');
      const result = await work(m);
      const saved = action?.endsWith('.delete') || action?.endsWith('.reorder') ? after : (await m.query(`SELECT * FROM ${kind} WHERE id = $1`, [result]))[0];
      await this.audit.record(tx, { action: action ?? `${kind}.${id === null ? 'create' : 'update'}`, entityType: kind, entityId: String(id ?? result), before, after: saved });
      return result;
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

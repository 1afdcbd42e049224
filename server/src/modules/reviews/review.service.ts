/**
 * Reviews by buyers: writing and editing one's review of a delivered product, photos, reports by
 * other shoppers, and staff moderation. The only writer of `review`, `review_report` and
 * `review_photo`; the product's rating and review count are refreshed by the catalogue in the
 * same transaction as every change that shows, hides or rescores a review.
 */
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { badInput, DomainError, forbidden, notFound, unauthenticated } from '../../shared/errors.js';
import { imageKeyOf, type ImageStorage } from '../../shared/image-storage.js';
import type { CatalogService, ReviewRow } from '../catalog/catalog.service.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { OrderService } from '../orders/order.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { AuditService } from '../staff/audit.service.js';
import { cleanReason, cleanReview } from './review-text.js';
import { reencodePhoto } from './review-photos.js';
import { instantKeySql, newestFirstSql, pageFromRows, readNewestFirstPage, type ListPage, type PageRequest } from '../../shared/graphql/connections.js';

export type ReviewStatus = 'PUBLISHED' | 'PENDING' | 'HIDDEN';

/** The columns of a review answer (ReviewRow), photos in order. */
export const REVIEW_COLUMNS = `r.id, r.product_id AS "productId", r.customer_id AS "customerId", r.rating, r.title, r.body,
  r.author_name AS "authorName", r.created_at AS "createdAt", r.updated_at AS "updatedAt",
  coalesce((SELECT array_agg(ph.url ORDER BY ph.position) FROM review_photo ph WHERE ph.review_id = r.id), '{}') AS photos`;

export const MAX_PHOTOS = 3;
/** Photos a shopper may have uploaded and not attached to a review within a day. */
export const MAX_LOOSE_PHOTOS = 10;

export const REVIEW_NOT_FOUND = 'Review not found.';
export const MESSAGES = {
  visitor: 'Log in to write a review.',
  notDelivered: 'You can review this product once it has been delivered to you.',
  already: 'You have already reviewed this product. Edit your review instead.',
  reportVisitor: 'Log in to report a review.',
  reportOwn: 'You cannot report your own review.',
  reportTwice: 'You have already reported this review.',
  reportNotYet: 'You can report reviews once an order has been delivered to you.',
  reportTooMany: 'You have reported many reviews today. Please try again tomorrow.',
} as const;

/** A review with its product, status and reports, as staff see it. */
/** A moderation row without its product's name (the catalogue's, added by withProductNames). */
const MODERATION_COLUMNS = `${REVIEW_COLUMNS}, r.status, r.report_count AS "reportCount",
  coalesce((SELECT array_agg(x.reason) FROM (SELECT rr.reason FROM review_report rr WHERE rr.review_id = r.id AND rr.reason <> '' ORDER BY rr.created_at DESC LIMIT 10) x), '{}') AS reasons`;

export interface ModerationRow extends ReviewRow {
  productName: string;
  status: ReviewStatus;
  reportCount: number;
  reasons: string[];
}

/** A page of a product's published reviews, newest first, with the product's count of them. */
export interface ReviewPageResult extends ListPage<ReviewRow> {
  totalCount: number;
}

export interface Eligibility {
  canWrite: boolean;
  /** Why not (a message to show), null when the shopper may write or edit. */
  reason: string | null;
  myReview: ReviewRow | null;
}

export interface ReviewInput {
  rating: number;
  title?: string | null;
  text: string;
  /** Ids of photos uploaded by the same shopper (at most 3); the full list on edit. */
  photoIds?: string[] | null;
}

export interface ReviewServiceDeps {
  catalog: CatalogService;
  orders: OrderService;
  customers: CustomerService;
  audit: AuditService;
  images: ImageStorage;
  /** Reports by different shoppers that hide a review until staff look at it. */
  reportThreshold: number;
  /** Account age (days) that lets a shopper without a delivered order report reviews. */
  reportMinAccountDays: number;
  /** Reports one shopper may make in 24 hours. */
  reportsPerDay: number;
  photoMaxBytes: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "Asha Verma" → "Asha V."; shoppers without a name are "Kapda shopper". */
export function displayName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Kapda shopper';
  const first = words[0].slice(0, 40);
  return words.length > 1 ? `${first} ${words[words.length - 1][0].toUpperCase()}.` : first;
}

export class ReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: ReviewServiceDeps,
  ) {}

  /** Whether the caller may write (or edit) a review of the product, and why not. */
  async eligibility(ctx: ServiceContext, productId: number): Promise<Eligibility> {
    const customerId = ctx.customerId;
    await this.deps.catalog.getProduct(productId);
    if (customerId === null) return { canWrite: false, reason: MESSAGES.visitor, myReview: null };
    const myReview = await this.findOwn(this.dataSource.manager, customerId, productId);
    if (myReview) return { canWrite: true, reason: null, myReview };
    if (!(await this.deps.orders.hasDelivered(ctx, customerId, productId))) return { canWrite: false, reason: MESSAGES.notDelivered, myReview: null };
    return { canWrite: true, reason: null, myReview: null };
  }

  /**
   * Writes the caller's review of a product they received. Once per product: a second one is
   * CONFLICT (edit the first instead). The product row is locked so concurrent reviews of one
   * product refresh its rating one after the other.
   */
  async write(ctx: ServiceContext, productId: number, input: ReviewInput): Promise<ReviewRow> {
    const customerId = ctx.customerId;
    if (customerId === null) throw unauthenticated(MESSAGES.visitor);
    const content = cleanReview(input);
    const photoIds = this.photoIdsOf(input.photoIds);
    const author = displayName((await this.deps.customers.getProfile(customerId)).name ?? '');
    const reviewId = await ctx.transaction(async (tx) => {
      const manager = tx.manager;
      await this.deps.catalog.lockProduct(tx, productId);
      if (await this.findOwn(manager, customerId, productId)) throw new DomainError('CONFLICT', MESSAGES.already);
      if (!(await this.deps.orders.hasDelivered(tx, customerId, productId))) throw forbidden(MESSAGES.notDelivered);
      const [row] = await manager.query(
        `INSERT INTO review (product_id, customer_id, rating, title, body, author_name) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (product_id, customer_id) WHERE customer_id IS NOT NULL DO NOTHING RETURNING id`,
        [productId, customerId, content.rating, content.title, content.text, author],
      );
      if (!row) throw new DomainError('CONFLICT', MESSAGES.already);
      await this.attachPhotos(manager, customerId, row.id, photoIds);
      await this.refreshRatings(tx, [productId]);
      return row.id as number;
    });
    return this.get(reviewId);
  }

  /** Edits the caller's own review (rating, title, text, photos); others' reviews are NOT_FOUND. */
  async edit(ctx: ServiceContext, reviewId: number, input: ReviewInput): Promise<ReviewRow> {
    const customerId = ctx.customerId;
    if (customerId === null) throw unauthenticated(MESSAGES.visitor);
    const content = cleanReview(input);
    const photoIds = this.photoIdsOf(input.photoIds);
    const removed = await ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const [own] = await manager.query(`SELECT product_id AS "productId" FROM review WHERE id = $1 AND customer_id = $2`, [reviewId, customerId]);
      if (!own) throw notFound(REVIEW_NOT_FOUND);
      await this.deps.catalog.lockProduct(tx, own.productId);
      await manager.query(`UPDATE review SET rating = $2, title = $3, body = $4, updated_at = now() WHERE id = $1`, [reviewId, content.rating, content.title, content.text]);
      const [dropped]: [Array<{ url: string }>, number] = await manager.query(
        `DELETE FROM review_photo WHERE review_id = $1 AND NOT (id = ANY($2::uuid[])) RETURNING url`,
        [reviewId, photoIds],
      );
      await this.attachPhotos(manager, customerId, reviewId, photoIds);
      await this.refreshRatings(tx, [own.productId]);
      return dropped.map((d) => d.url);
    });
    // Files go only after the change is committed.
    await Promise.all(removed.map((url) => imageKeyOf(url)).flatMap((key) => (key ? [this.deps.images.remove(key)] : [])));
    return this.get(reviewId);
  }

  /**
   * Published reviews of a product, newest first, a page at a time (`first`/`after` or
   * `last`/`before`, up to MAX_PAGE_SIZE; keyset on (created_at, id)); NOT_FOUND for an unknown
   * product, BAD_INPUT for bad page arguments.
   */
  async list(productId: number, request: PageRequest): Promise<ReviewPageResult> {
    const page = readNewestFirstPage(request);
    await this.deps.catalog.getProduct(productId);
    const params: unknown[] = [productId];
    const add = (value: unknown) => `$${params.push(value)}`;
    const { beyond, orderBy } = newestFirstSql('r.created_at', 'r.id', page, add);
    const rows: Array<ReviewRow & { timeKey: string }> = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}, ${instantKeySql('r.created_at')} AS "timeKey" FROM review r
       WHERE r.product_id = $1 AND r.status = 'PUBLISHED' AND ${beyond}
       ORDER BY ${orderBy} LIMIT ${add(page.size + 1)}`,
      params,
    );
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM review WHERE product_id = $1 AND status = 'PUBLISHED'`, [productId]);
    return { ...pageFromRows(rows, page, (row) => [row.timeKey, row.id]), totalCount: count };
  }

  /**
   * A logged-in shopper reports someone else's review, once. Only a shopper with a delivered
   * order, or an account REVIEW_REPORT_MIN_ACCOUNT_DAYS old, may report (FORBIDDEN otherwise), at
   * most REVIEW_REPORTS_PER_DAY a day (RATE_LIMITED): fresh accounts cannot bury a product's
   * honest low ratings. At the threshold (REVIEW_REPORT_THRESHOLD), counting only such reporters,
   * a published review goes PENDING: hidden, and out of the rating, until staff restore or hide it.
   */
  async report(ctx: ServiceContext, reviewId: number, reason?: string | null): Promise<{ hidden: boolean }> {
    const customerId = ctx.customerId;
    if (customerId === null) throw unauthenticated(MESSAGES.reportVisitor);
    return ctx.transaction(async (tx) => {
      const manager = tx.manager;
      // One shopper's reports are decided one at a time (the daily count holds under concurrency);
      // taken before the review's row lock, as no other path takes them the other way round.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('review-report:' || $1))`, [customerId]);
      const mayReport =
        (await this.deps.orders.hasAnyDelivered(tx, customerId)) || (await this.deps.customers.accountAgeDays(tx, customerId)) >= this.deps.reportMinAccountDays;
      if (!mayReport) throw forbidden(MESSAGES.reportNotYet);
      const [{ today }] = await manager.query(
        `SELECT count(*)::int AS today FROM review_report WHERE customer_id = $1 AND created_at > now() - interval '1 day'`,
        [customerId],
      );
      if (today >= this.deps.reportsPerDay) throw new DomainError('RATE_LIMITED', MESSAGES.reportTooMany, { retryAfterSeconds: 24 * 3600 });
      const [review] = await manager.query(
        `SELECT id, product_id AS "productId", customer_id AS "customerId", status FROM review WHERE id = $1 FOR UPDATE`,
        [reviewId],
      );
      if (!review || review.status === 'HIDDEN') throw notFound(REVIEW_NOT_FOUND);
      if (review.customerId === customerId) throw badInput(MESSAGES.reportOwn);
      const inserted = await manager.query(
        `INSERT INTO review_report (review_id, customer_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING review_id`,
        [reviewId, customerId, cleanReason(reason)],
      );
      if (inserted.length === 0) throw new DomainError('CONFLICT', MESSAGES.reportTwice);
      const [[updated]] = await manager.query(
        `UPDATE review SET report_count = report_count + 1,
           status = CASE WHEN status = 'PUBLISHED' AND report_count + 1 >= $2 THEN 'PENDING' ELSE status END
         WHERE id = $1 RETURNING status`,
        [reviewId, this.deps.reportThreshold],
      );
      const hidden = updated.status !== 'PUBLISHED';
      if (hidden && review.status === 'PUBLISHED') await this.refreshRatings(tx, [review.productId]);
      return { hidden };
    });
  }

  /**
   * Checks, re-encodes (WebP, no metadata) and stores a photo for the caller's next review.
   * RATE_LIMITED past MAX_LOOSE_PHOTOS unattached photos in a day.
   */
  async uploadPhoto(ctx: ServiceContext, bytes: Buffer): Promise<{ id: string; url: string }> {
    const customerId = ctx.customerId;
    if (customerId === null) throw unauthenticated(MESSAGES.visitor);
    const [{ loose }] = await this.dataSource.query(
      `SELECT count(*)::int AS loose FROM review_photo WHERE customer_id = $1 AND review_id IS NULL AND created_at > now() - interval '1 day'`,
      [customerId],
    );
    if (loose >= MAX_LOOSE_PHOTOS) throw new DomainError('RATE_LIMITED', 'Too many photos waiting for a review. Attach them to your review or try again tomorrow.');
    const webp = await reencodePhoto(bytes, this.deps.photoMaxBytes);
    const id = crypto.randomUUID();
    const url = await this.deps.images.put(`reviews/${id}.webp`, webp, 'image/webp');
    await this.dataSource.query(`INSERT INTO review_photo (id, customer_id, url) VALUES ($1, $2, $3)`, [id, customerId, url]);
    return { id, url };
  }

  /** One review with its photos (any status). */
  async get(reviewId: number): Promise<ReviewRow> {
    const [row] = await this.dataSource.query(`SELECT ${REVIEW_COLUMNS} FROM review r WHERE r.id = $1`, [reviewId]);
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    return row;
  }

  /** One review as the shop shows it: published, or the caller's own (any status); NOT_FOUND otherwise. */
  async getVisible(ctx: ServiceContext, reviewId: number): Promise<ReviewRow> {
    const [row] = await this.dataSource.query(`SELECT ${REVIEW_COLUMNS} FROM review r WHERE r.id = $1 AND (r.status = 'PUBLISHED' OR r.customer_id = $2)`, [reviewId, ctx.customerId]);
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    return row;
  }

  /** Staff: reviews waiting for a decision (PENDING), or reported/hidden ones, most reported first. */
  async moderationQueue(filter: { status?: ReviewStatus | null; limit?: number | null }): Promise<ModerationRow[]> {
    const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 50), 1), 100);
    return this.withProductNames(
      await this.dataSource.query(
      `SELECT ${MODERATION_COLUMNS}
       FROM review r
       WHERE (r.report_count > 0 OR r.status <> 'PUBLISHED') AND ($1::text IS NULL OR r.status = $1)
       ORDER BY (r.status = 'PENDING') DESC, r.report_count DESC, r.id DESC LIMIT $2`,
        [filter.status ?? null, limit],
      ),
    );
  }

  /** Moderation rows with their product's name: one catalogue call for the whole list. */
  private async withProductNames(rows: Array<Omit<ModerationRow, 'productName'>>): Promise<ModerationRow[]> {
    const names = await this.deps.catalog.productNames(rows.map((r) => r.productId));
    return rows.map((r) => ({ ...r, productName: names.get(r.productId) ?? '' }));
  }

  /** Staff hide a review (any status) for good; audit-logged in the same transaction. */
  hide(ctx: ServiceContext, reviewId: number, reason?: string | null): Promise<ModerationRow> {
    return this.moderate(ctx, reviewId, 'HIDDEN', 'review.hide', cleanReason(reason));
  }

  /** Staff restore a review: published again, its report count starts over (reporters cannot report it twice). */
  restore(ctx: ServiceContext, reviewId: number): Promise<ModerationRow> {
    return this.moderate(ctx, reviewId, 'PUBLISHED', 'review.restore', '');
  }

  private async moderate(ctx: ServiceContext, reviewId: number, to: ReviewStatus, action: string, note: string): Promise<ModerationRow> {
    await ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const [review] = await manager.query(`SELECT product_id AS "productId", status, report_count AS "reportCount" FROM review WHERE id = $1 FOR UPDATE`, [reviewId]);
      if (!review) throw notFound(REVIEW_NOT_FOUND);
      await manager.query(
        `UPDATE review SET status = $2::varchar, moderated_at = now(), report_count = CASE WHEN $2::varchar = 'PUBLISHED' THEN 0 ELSE report_count END WHERE id = $1`,
        [reviewId, to],
      );
      await this.refreshRatings(tx, [review.productId]);
      await this.deps.audit.record(tx, {
        action,
        entityType: 'review',
        entityId: String(reviewId),
        before: { status: review.status, reportCount: review.reportCount },
        after: { status: to, ...(note ? { reason: note } : {}) },
      });
    });
    const [row] = await this.moderationQueueRow(reviewId);
    return row;
  }

  private async moderationQueueRow(reviewId: number): Promise<ModerationRow[]> {
    return this.withProductNames(await this.dataSource.query(`SELECT ${MODERATION_COLUMNS} FROM review r WHERE r.id = $1`, [reviewId]));
  }

  private async findOwn(manager: EntityManager, customerId: number, productId: number): Promise<ReviewRow | null> {
    const [row] = await manager.query(`SELECT ${REVIEW_COLUMNS} FROM review r WHERE r.product_id = $1 AND r.customer_id = $2`, [productId, customerId]);
    return row ?? null;
  }

  /**
   * The products' rating and review count from their published reviews (reported-and-pending or
   * hidden ones do not count), written by the catalogue in the context's transaction.
   */
  async refreshRatings(ctx: ServiceContext, productIds: readonly number[]): Promise<void> {
    const ratings = await ctx.manager.query(
      `SELECT product_id AS "productId", avg(rating)::real AS "averageRating", count(*)::int AS "numReviews"
       FROM review WHERE status = 'PUBLISHED' AND product_id = ANY($1::int[]) GROUP BY product_id`,
      [[...productIds]],
    );
    await this.deps.catalog.setRatings(ctx, productIds, ratings);
  }

  /**
   * The first page (newest `first`, 1 to MAX_PAGE_SIZE) of each product's published reviews, in
   * one statement (DataLoader batch behind Product.reviews); one row more per product says
   * whether more follow.
   */
  async firstPagesForProducts(productIds: readonly number[], first: number): Promise<Array<ListPage<ReviewRow>>> {
    const page = readNewestFirstPage({ first });
    const rows: Array<ReviewRow & { timeKey: string }> = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}, ${instantKeySql('r.created_at')} AS "timeKey"
       FROM (SELECT r.*, row_number() OVER (PARTITION BY r.product_id ORDER BY r.created_at DESC, r.id DESC) AS rn
             FROM review r WHERE r.product_id = ANY($1::int[]) AND r.status = 'PUBLISHED') r
       WHERE rn <= $2 ORDER BY r.product_id, rn`,
      [[...productIds], page.size + 1],
    );
    return productIds.map((id) => pageFromRows(rows.filter((r) => r.productId === id), page, (row) => [row.timeKey, row.id]));
  }

  private photoIdsOf(ids: string[] | null | undefined): string[] {
    const unique = [...new Set(ids ?? [])];
    if (unique.length > MAX_PHOTOS) throw badInput(`Add at most ${MAX_PHOTOS} photos.`, { field: 'photoIds' });
    if (unique.some((id) => !UUID.test(id))) throw badInput('Photo not found. Upload it again.', { field: 'photoIds' });
    return unique;
  }

  /** Attaches the caller's uploaded photos to the review, in the given order. */
  private async attachPhotos(manager: EntityManager, customerId: number, reviewId: number, photoIds: string[]): Promise<void> {
    if (photoIds.length === 0) return;
    const [attached] = await manager.query(
      `UPDATE review_photo ph SET review_id = $3, position = array_position($1::uuid[], ph.id)
       WHERE ph.id = ANY($1::uuid[]) AND ph.customer_id = $2 AND (ph.review_id IS NULL OR ph.review_id = $3) RETURNING ph.id`,
      [photoIds, customerId, reviewId],
    );
    if (attached.length !== photoIds.length) {
      throw badInput('Photo not found. Upload it again.', { field: 'photoIds' });
    }
  }
}

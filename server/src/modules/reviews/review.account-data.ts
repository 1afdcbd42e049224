/** The reviews module's part of a shopper's data export and erasure (see shared/account-data.ts). */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { imageKeyOf, removeFilesAfterCommit, type ImageStorage } from '../../shared/image-storage.js';

/** The name anonymised reviews show. */
const ANONYMISED_NAME = 'Former customer';

export class ReviewAccountData implements ShopperDataEraser {
  /** `images`: where the photo files are (their rows go in the erasure; the files once it commits). */
  constructor(private readonly images: Pick<ImageStorage, 'remove'>) {}

  /** The shopper's reviews (product ids: the catalogue names them), oldest first. */
  exportFor(ctx: ServiceContext, customerId: number): Promise<Array<{ productId: number; rating: number; title: string; body: string; shownAs: string; createdAt: Date }>> {
    return ctx.manager.query(
      `SELECT product_id AS "productId", rating, title, body, author_name AS "shownAs", created_at AS "createdAt" FROM review WHERE customer_id = $1 ORDER BY id`,
      [customerId],
    );
  }

  /**
   * Reviews are anonymised (kept for other shoppers' ratings); the shopper's photos go with the
   * account, rows and files (a file is served at its URL to anyone who has it), and their reports
   * of other reviews too (a report count is moderation history).
   */
  async eraseFor(ctx: ServiceContext, shopper: { customerId: number }): Promise<RowsChanged> {
    const id = [shopper.customerId];
    const photos = await ctx.manager.query(`DELETE FROM review_photo WHERE customer_id = $1 RETURNING url`, id);
    removeFilesAfterCommit(ctx, this.images, (photos[0] as Array<{ url: string }>).map((p) => imageKeyOf(p.url)));
    return {
      review: affectedRows(await ctx.manager.query(`UPDATE review SET customer_id = NULL, author_name = '${ANONYMISED_NAME}' WHERE customer_id = $1`, id)),
      review_photo: affectedRows(photos),
      review_report: affectedRows(await ctx.manager.query(`DELETE FROM review_report WHERE customer_id = $1`, id)),
    };
  }
}

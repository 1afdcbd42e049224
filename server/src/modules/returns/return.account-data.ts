/** The returns module's part of the deletion check and erasure (see shared/account-data.ts). */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { removeFilesAfterCommit, type ImageStorage } from '../../shared/image-storage.js';
import { RETURN_PHOTO_FOLDER } from './return.service.js';

export class ReturnAccountData implements ShopperDataEraser {
  /** `images`: where the photo files are (their rows go in the erasure; the files once it commits). */
  constructor(private readonly images: Pick<ImageStorage, 'remove'>) {}

  /** Orders (ids) with a return of the shopper still on its way (not refunded, rejected or exchanged), oldest return first. */
  async openReturnOrderIds(ctx: ServiceContext, customerId: number): Promise<number[]> {
    const rows: Array<{ orderId: number }> = await ctx.manager.query(
      `SELECT order_id AS "orderId" FROM return_request WHERE customer_id = $1 AND status NOT IN ('REFUNDED', 'REJECTED', 'EXCHANGE_SHIPPED') ORDER BY id`,
      [customerId],
    );
    return rows.map((r) => r.orderId);
  }

  /** Finished returns are tax records (refunds, credit notes): kept without the shopper or their payout details; photos go, rows and files. */
  async eraseFor(ctx: ServiceContext, shopper: { customerId: number }): Promise<RowsChanged> {
    const id = [shopper.customerId];
    const photos = await ctx.manager.query(`DELETE FROM return_photo WHERE customer_id = $1 RETURNING id`, id);
    removeFilesAfterCommit(ctx, this.images, (photos[0] as Array<{ id: string }>).map((p) => `${RETURN_PHOTO_FOLDER}/${p.id}`));
    return {
      return_request: affectedRows(
        await ctx.manager.query(
          `UPDATE return_request SET customer_id = NULL, payout_account_number = NULL, payout_ifsc = NULL, payout_account_name = NULL, payout_upi_id = NULL WHERE customer_id = $1`,
          id,
        ),
      ),
      return_photo: affectedRows(photos),
    };
  }
}

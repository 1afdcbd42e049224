/**
 * What the returns module knows about sizes the catalogue wants to remove: the open returns (and
 * exchanges) of an order item of the size, or asking for it in exchange. Returns owns return_request.
 */
import { preparedQuery } from '../../shared/db.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { OPEN_RETURN_STATUSES } from './return-rules.js';

export class ReturnReferences {
  /** How many open returns concern `orderItemIds` (items of a size) or ask for `sizeIds` in exchange. */
  async countOpen(ctx: ServiceContext, orderItemIds: number[], sizeIds: number[]): Promise<number> {
    if (orderItemIds.length === 0 && sizeIds.length === 0) return 0;
    const [row] = await preparedQuery<{ open: number }>(
      ctx.manager,
      `SELECT count(*)::int AS open FROM return_request
       WHERE status = ANY($3::text[]) AND (order_item_id = ANY($1::int[]) OR exchange_variant_size_id = ANY($2::int[]))`,
      [orderItemIds, sizeIds, [...OPEN_RETURN_STATUSES]],
    );
    return row.open;
  }
}

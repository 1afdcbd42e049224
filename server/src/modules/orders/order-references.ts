/**
 * What the orders module knows about sizes the catalogue wants to remove (issue 25, item 9: "Remove
 * colour" deleted a colour with an open order and its history). Orders owns order_item; the staff's
 * product editor asks here, per size, which open orders still refer to it and whether any order
 * ever did. One query whatever the number of sizes.
 */
import { preparedQuery } from '../../shared/db.js';
import type { ServiceContext } from '../../shared/service-context.js';

export interface SizeOrderReferences {
  sizeId: number;
  /** Order numbers of orders not yet delivered or cancelled that hold this size. */
  openOrders: string[];
  /** True when any order (open or not) holds this size: its history. */
  ordered: boolean;
  /** The order items of this size (for their returns). */
  orderItemIds: number[];
}

export class OrderReferences {
  async ofSizes(ctx: ServiceContext, sizeIds: number[]): Promise<SizeOrderReferences[]> {
    if (sizeIds.length === 0) return [];
    const rows = await preparedQuery<{ sizeId: number; openOrders: string[]; orderItemIds: number[] }>(
      ctx.manager,
      `SELECT i.variant_size_id AS "sizeId",
              coalesce(array_agg(DISTINCT o.order_number) FILTER (WHERE o.status NOT IN ('DELIVERED', 'CANCELLED')), '{}') AS "openOrders",
              array_agg(i.id) AS "orderItemIds"
       FROM order_item i JOIN orders o ON o.id = i.order_id
       WHERE i.variant_size_id = ANY($1::int[]) GROUP BY i.variant_size_id`,
      [sizeIds],
    );
    return rows.map((row) => ({ sizeId: Number(row.sizeId), openOrders: row.openOrders, ordered: true, orderItemIds: row.orderItemIds.map(Number) }));
  }
}

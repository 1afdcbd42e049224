/** The orders module's part of a shopper's data export and erasure (see shared/account-data.ts). */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';

/** The name anonymised orders show. */
export const ANONYMISED_NAME = 'Former customer';

export interface ExportedOrder extends Record<string, unknown> {
  /** The order's id (for the other owners' parts: payments, coupon use); not shown in the export. */
  id: number;
  orderNumber: string;
}

export class OrderAccountData implements ShopperDataEraser {
  /** Every order of the shopper with its items and status history (one statement), money in paise. */
  async exportFor(ctx: ServiceContext, customerId: number): Promise<ExportedOrder[]> {
    return ctx.manager.query(
      `SELECT o.id, o.order_number AS "orderNumber", o.created_at AS "placedAt", o.status, o.payment_method AS "paymentMethod",
              o.payment_status AS "paymentStatus", o.items_subtotal AS "itemsSubtotal", o.discount_amount AS "discount",
              o.shipping_charge AS "shipping", o.tax_amount AS "tax", o.total_amount AS "total", o.coupon_code AS "couponCode",
              o.shipping_address AS "shippingAddress", o.cancel_reason AS "cancelReason", o.cancelled_at AS "cancelledAt",
              o.invoice_number AS "invoiceNumber", o.invoice_date AS "invoiceDate", o.credit_note_number AS "creditNoteNumber",
              o.credit_note_date AS "creditNoteDate", o.place_of_supply AS "placeOfSupply", o.courier, o.tracking_number AS "trackingNumber",
              (SELECT coalesce(json_agg(json_build_object('product', i.product_name, 'colour', i.color_name, 'size', i.size, 'hsnCode', i.hsn_code,
                        'quantity', i.quantity, 'originalPrice', i.original_price, 'pricePaid', i.discounted_price) ORDER BY i.position, i.id), '[]')
                 FROM order_item i WHERE i.order_id = o.id) AS items,
              (SELECT coalesce(json_agg(json_build_object('status', h.status, 'note', h.note, 'at', h.created_at) ORDER BY h.id), '[]')
                 FROM order_status_history h WHERE h.order_id = o.id) AS "statusHistory"
         FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at, o.id`,
      [customerId],
    );
  }

  /**
   * The shopper's orders as deletion sees them (id, number, status), oldest first; with `lock`,
   * row-locked in the context's transaction so no order changes between the check and the erasure.
   */
  async forDeletion(ctx: ServiceContext, customerId: number, lock = false): Promise<Array<{ id: number; orderNumber: string; status: string }>> {
    return ctx.manager.query(
      `SELECT id, order_number AS "orderNumber", status FROM orders WHERE customer_id = $1 ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
      [customerId],
    );
  }

  /**
   * Orders are kept for GST law but anonymised: no customer; the delivery address keeps only city,
   * state and pincode (the place of supply); the shopper's cancel reason goes.
   */
  async eraseFor(ctx: ServiceContext, shopper: { customerId: number }): Promise<RowsChanged> {
    const result = await ctx.manager.query(
      `UPDATE orders SET customer_id = NULL, anonymised_at = now(), idempotency_key = NULL,
              cancel_reason = CASE WHEN cancel_reason IS NULL THEN NULL ELSE '(removed when the account was deleted)' END,
              shipping_address = jsonb_build_object(
                'addressId', NULL, 'fullName', '${ANONYMISED_NAME}', 'phone', '', 'houseName', '', 'address', '', 'locality', '', 'landmark', '',
                'addressType', '', 'city', shipping_address->>'city', 'state', shipping_address->>'state', 'pincode', shipping_address->>'pincode')
        WHERE customer_id = $1`,
      [shopper.customerId],
    );
    return { orders: affectedRows(result) };
  }
}

/**
 * The orders module's part of placing an order (the checkout flow calls it step by step, inside
 * its transaction): the order a retried idempotency key already made, the shopper's open orders
 * (for the limits), and writing the new order with its items. Orders owns these tables; checkout
 * owns none.
 */
import { preparedQuery } from '../../shared/db.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { PaymentMethod } from './order-status.js';
import type { OrderItemView, ShippingAddressSnapshot } from './order.types.js';
import { ORDER_COLUMNS, type OrderRow } from './order.service.js';

/** One line as it is sold: the cart's snapshot plus the prices taken with the stock. */
export interface NewOrderLine {
  productId: number;
  variantId: number;
  variantSizeId: number;
  productName: string;
  colorName: string;
  colorValue: string;
  size: string;
  image: string;
  hsnCode: string;
  originalPrice: number;
  discountedPrice: number;
  quantity: number;
}

export interface NewOrder {
  customerId: number;
  paymentMethod: PaymentMethod;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  coupon: { couponId: number; code: string } | null;
  address: ShippingAddressSnapshot;
  idempotencyKey: string | null;
}

/** An order still open: not delivered, not cancelled. */
const OPEN = `status NOT IN ('DELIVERED', 'CANCELLED')`;
/** An online order placed and not yet paid. */
const UNPAID_ONLINE = `payment_method = 'ONLINE' AND status = 'PLACED' AND payment_status IN ('PENDING', 'FAILED')`;

export class OrderPlacementService {
  /** The id of the order this shopper already placed with `key`, or null. */
  async findByIdempotencyKey(ctx: ServiceContext, customerId: number, key: string): Promise<number | null> {
    const [existing] = await preparedQuery<{ id: number }>(ctx.manager, `SELECT id FROM orders WHERE customer_id = $1 AND idempotency_key = $2`, [customerId, key]);
    return existing ? Number(existing.id) : null;
  }

  /**
   * The shopper's online orders waiting for payment, and cash orders not yet delivered: how many
   * of each, and what the open cash orders add up to (paise).
   */
  async countOpen(ctx: ServiceContext, customerId: number): Promise<{ unpaidOnline: number; openCod: number; openCodValue: number }> {
    const [open] = await preparedQuery<{ unpaidOnline: number; openCod: number; openCodValue: string }>(
      ctx.manager,
      `SELECT count(*) FILTER (WHERE ${UNPAID_ONLINE})::int AS "unpaidOnline",
              count(*) FILTER (WHERE payment_method = 'COD')::int AS "openCod",
              coalesce(sum(total_amount) FILTER (WHERE payment_method = 'COD'), 0)::bigint AS "openCodValue"
       FROM orders WHERE customer_id = $1 AND ${OPEN}`,
      [customerId],
    );
    return { unpaidOnline: open.unpaidOnline, openCod: open.openCod, openCodValue: Number(open.openCodValue) };
  }

  /**
   * Units the shopper holds without having paid (open cash orders and online orders awaiting
   * payment), per size of `variantSizeIds` and per product of `productIds`. A paid order is a
   * sale, not a hold, and is not counted. One query whatever the number of lines.
   */
  async heldUnits(ctx: ServiceContext, customerId: number, variantSizeIds: number[], productIds: number[]): Promise<{ bySize: Map<number, number>; byProduct: Map<number, number> }> {
    const rows = await preparedQuery<{ kind: 'size' | 'product'; id: number; units: number }>(
      ctx.manager,
      `WITH held AS (
         SELECT i.variant_size_id, i.product_id, i.quantity
         FROM orders o JOIN order_item i ON i.order_id = o.id
         WHERE o.customer_id = $1 AND o.status NOT IN ('DELIVERED', 'CANCELLED') AND (o.payment_method = 'COD' OR o.payment_status IN ('PENDING', 'FAILED'))
       )
       SELECT 'size' AS kind, variant_size_id AS id, sum(quantity)::int AS units FROM held WHERE variant_size_id = ANY($2::int[]) GROUP BY variant_size_id
       UNION ALL
       SELECT 'product', product_id, sum(quantity)::int FROM held WHERE product_id = ANY($3::int[]) GROUP BY product_id`,
      [customerId, variantSizeIds, productIds],
    );
    const bySize = new Map<number, number>();
    const byProduct = new Map<number, number>();
    for (const row of rows) (row.kind === 'size' ? bySize : byProduct).set(Number(row.id), Number(row.units));
    return { bySize, byProduct };
  }

  /**
   * Writes the order and its items (in the given order), answering the new row whole (as OrderView
   * names) and the items, so the answer is built from what the transaction wrote; null when the
   * same idempotency key won meanwhile.
   */
  async create(ctx: ServiceContext, order: NewOrder, lines: NewOrderLine[]): Promise<{ row: OrderRow; items: OrderItemView[] } | null> {
    const [row] = await preparedQuery<OrderRow>(
      ctx.manager,
      `INSERT INTO orders AS o (customer_id, payment_method, items_subtotal, discount_amount, shipping_charge, tax_amount, total_amount,
                           coupon_id, coupon_code, shipping_address, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT ON CONSTRAINT orders_customer_idempotency_key DO NOTHING
       RETURNING ${ORDER_COLUMNS}`,
      [
        order.customerId,
        order.paymentMethod,
        order.subtotal,
        order.discount,
        order.shipping,
        order.tax,
        order.total,
        order.coupon?.couponId ?? null,
        order.coupon?.code ?? null,
        JSON.stringify(order.address),
        order.idempotencyKey,
      ],
    );
    if (!row) return null;
    const items = await preparedQuery<OrderItemView & { position: number }>(
      ctx.manager,
      `INSERT INTO order_item (order_id, product_id, variant_id, variant_size_id, product_name, color_name, color_value, size, image,
                               hsn_code, original_price, discounted_price, quantity, position)
       SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::int[], $13::int[], $14::int[])
       RETURNING id, product_id AS "productId", variant_id AS "variantId", variant_size_id AS "variantSizeId", product_name AS "productName",
                 color_name AS "colorName", color_value AS "colorValue", size, image, hsn_code AS "hsnCode",
                 original_price AS "originalPrice", discounted_price AS "discountedPrice", quantity, position`,
      [
        row.id,
        lines.map((l) => l.productId),
        lines.map((l) => l.variantId),
        lines.map((l) => l.variantSizeId),
        lines.map((l) => l.productName),
        lines.map((l) => l.colorName),
        lines.map((l) => l.colorValue),
        lines.map((l) => l.size),
        lines.map((l) => l.image),
        lines.map((l) => l.hsnCode),
        lines.map((l) => l.originalPrice),
        lines.map((l) => l.discountedPrice),
        lines.map((l) => l.quantity),
        lines.map((_, i) => i),
      ],
    );
    return { row, items: items.sort((a, b) => a.position - b.position || a.id - b.id).map(({ position: _p, ...item }) => item) };
  }
}

/**
 * Placing an order: one database transaction that re-prices every cart line from the database,
 * re-checks the coupon, takes the stock with conditional updates (never below 0), snapshots the
 * items and the address, records the coupon use, empties the cart, starts the status history and
 * notifies the shopper. Prices, shipping and tax sent by a client are never read. The same
 * idempotency key twice (even at once) answers the same order.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, badInput } from '../../shared/errors.js';
import { preparedQuery } from '../../shared/db.js';
import type { Logger } from '../../shared/logger.js';
import { ORDER_COLUMNS, rowsOf, type Notifier, type OrderRow, type OrderService } from '../orders/order.service.js';
import type { PaymentMethod } from '../orders/order-status.js';
import { toAddressSnapshot, type OrderItemView, type OrderView, type PlaceOrderResult } from '../orders/order.types.js';
import type { PaymentService } from '../payments/payment.service.js';

/** Shipping in paise: free with Pay Now, ₹49 for cash on delivery (spec section 9). */
export const SHIPPING_CHARGE: Record<PaymentMethod, number> = { ONLINE: 0, COD: 4900 };
/** Tax line on the summary: prices include GST (the invoice shows the split). */
export const TAX_AMOUNT = 0;

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty!',
  noAddress: 'Please select an address!',
  undeliverable: "Sorry, we're unable to deliver to this location. Try updating your delivery address.",
  noCod: 'Cash on Delivery is not available for this pincode. Please choose Pay Now.',
  outOfStock: (name: string, colour: string, size: string, available: number) =>
    available > 0
      ? `Only ${available} left of ${name} (${colour}, ${size}). Please reduce the quantity in your cart.`
      : `${name} (${colour}, ${size}) is out of stock. Please remove it from your cart.`,
} as const;

/** What checkout needs from the cart, coupons, addresses and delivery modules. */
export interface CheckoutDeps {
  cart: {
    getPricedCart(customerId: number, manager?: EntityManager): Promise<{
      lines: Array<{ variantSizeId: number; productId: number; variantId: number; productName: string; colorName: string; colorValue: string; size: string; image: string; quantity: number; hsnCode: string }>;
      coupon: { couponId: number; code: string; discount: number } | null;
    }>;
    clear(customerId: number, manager: EntityManager): Promise<void>;
  };
  coupons: {
    evaluate(code: string, customerId: number, subtotal: number, manager?: EntityManager): Promise<{ couponId: number; code: string; discount: number }>;
    redeem(couponId: number, customerId: number, orderId: number, manager: EntityManager, discount?: number): Promise<void>;
  };
  addresses: {
    getOwned(customerId: number, addressId: number, manager?: EntityManager): Promise<{
      id: number; fullName: string; phone: string; houseName: string; address: string; locality: string; landmark: string; city: string; state: string; pincode: string; addressType: string;
    }>;
  };
  delivery: { check(pincode: string, manager?: EntityManager): Promise<{ deliverable: boolean; codAvailable: boolean }> };
  notifier: Notifier;
}

export interface PlaceOrderInput {
  addressId: number | null;
  paymentMethod: PaymentMethod;
  /** Same key → same order. Optional (the spec's REST call has none). */
  idempotencyKey?: string | null;
  /** A code typed at checkout; otherwise the cart's applied coupon is used. */
  couponCode?: string | null;
}

export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: CheckoutDeps,
    private readonly orders: OrderService,
    private readonly payments: PaymentService,
    private readonly logger: Logger,
  ) {}

  /**
   * Places the caller's cart as an order (see the file comment). For online payment the
   * provider order is created after the commit; when the provider cannot be reached the order
   * stays with payment pending and Pay Now opens it later.
   */
  async placeOrder(customerId: number, input: PlaceOrderInput): Promise<PlaceOrderResult> {
    if (input.paymentMethod !== 'COD' && input.paymentMethod !== 'ONLINE') throw badInput('Please choose Pay Now or Cash on Delivery.');
    const key = input.idempotencyKey?.trim() || null;
    if (key && key.length > 100) throw badInput('The idempotency key can be at most 100 characters.');
    if (!input.addressId || !Number.isInteger(input.addressId) || input.addressId <= 0) throw badInput(CHECKOUT_MESSAGES.noAddress);

    const placed = await this.dataSource.transaction(async (manager): Promise<{ orderId: number; created: boolean; view?: OrderView }> => {
      // One checkout at a time per shopper: a second tab, a double click or a retry with the
      // same key waits here, then sees the first one's order (or its emptied cart).
      await preparedQuery(manager, `SELECT id FROM customer WHERE id = $1 FOR UPDATE`, [customerId]);
      if (key) {
        const [existing] = await preparedQuery<{ id: number }>(manager, `SELECT id FROM orders WHERE customer_id = $1 AND idempotency_key = $2`, [customerId, key]);
        if (existing) return { orderId: existing.id as number, created: false };
      }
      const address = await this.deps.addresses.getOwned(customerId, input.addressId!, manager);
      const delivery = await this.deps.delivery.check(address.pincode, manager);
      if (!delivery.deliverable) throw badInput(CHECKOUT_MESSAGES.undeliverable);
      if (input.paymentMethod === 'COD' && !delivery.codAvailable) throw badInput(CHECKOUT_MESSAGES.noCod);

      const cart = await this.deps.cart.getPricedCart(customerId, manager);
      if (cart.lines.length === 0) throw badInput(CHECKOUT_MESSAGES.emptyCart);
      const priced = await this.takeStock(manager, cart.lines);
      const subtotal = priced.reduce((sum, line) => sum + line.discountedPrice * line.quantity, 0);

      const code = input.couponCode?.trim() || cart.coupon?.code || null;
      const coupon = code ? await this.deps.coupons.evaluate(code, customerId, subtotal, manager) : null;
      const discount = Math.min(coupon?.discount ?? 0, subtotal);
      const shipping = SHIPPING_CHARGE[input.paymentMethod];
      const total = subtotal - discount + shipping + TAX_AMOUNT;
      const snapshot = toAddressSnapshot(address);
      // The new row comes back whole (as OrderView names): the answer is built from what this
      // transaction wrote, without reading the order again after the commit.
      const inserted = rowsOf<OrderRow>(
        await preparedQuery(
          manager,
          `INSERT INTO orders AS o (customer_id, payment_method, items_subtotal, discount_amount, shipping_charge, tax_amount, total_amount,
                               coupon_id, coupon_code, shipping_address, idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT ON CONSTRAINT orders_customer_idempotency_key DO NOTHING
           RETURNING ${ORDER_COLUMNS}`,
          [customerId, input.paymentMethod, subtotal, discount, shipping, TAX_AMOUNT, total, coupon?.couponId ?? null, coupon?.code ?? null, JSON.stringify(snapshot), key],
        ),
      );
      if (inserted.length === 0) throw new DomainError('CONFLICT', 'This order was already placed.');
      const order = { id: inserted[0].id, orderNumber: inserted[0].orderNumber, customerId };

      // The items, and (same statement) their units for the best sellers: they go to
      // product_sale_pending, an append nobody waits on, and the background roll-up
      // (OrderService.rollUpSales) adds them to product.units_sold. Rewriting the product row here
      // (many indexes, never a HOT update) was place-order's main cost.
      const items = rowsOf<OrderItemView & { position: number }>(
        await preparedQuery(
          manager,
          `WITH items AS (
             INSERT INTO order_item (order_id, product_id, variant_id, variant_size_id, product_name, color_name, color_value, size, image,
                                     hsn_code, original_price, discounted_price, quantity, position)
             SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::int[], $13::int[], $14::int[])
             RETURNING id, product_id AS "productId", variant_id AS "variantId", variant_size_id AS "variantSizeId", product_name AS "productName",
                       color_name AS "colorName", color_value AS "colorValue", size, image, hsn_code AS "hsnCode",
                       original_price AS "originalPrice", discounted_price AS "discountedPrice", quantity, position),
           sale AS (INSERT INTO product_sale_pending (product_id, quantity) SELECT "productId", sum(quantity)::int FROM items GROUP BY "productId")
           SELECT * FROM items`,
          [
            order.id,
            priced.map((l) => l.productId),
            priced.map((l) => l.variantId),
            priced.map((l) => l.variantSizeId),
            priced.map((l) => l.productName),
            priced.map((l) => l.colorName),
            priced.map((l) => l.colorValue),
            priced.map((l) => l.size),
            priced.map((l) => l.image),
            priced.map((l) => l.hsnCode),
            priced.map((l) => l.originalPrice),
            priced.map((l) => l.discountedPrice),
            priced.map((l) => l.quantity),
            priced.map((_, i) => i),
          ],
        ),
      );
      // A product whose last size just sold out leaves the "in stock" listings. Only then is its
      // row locked (in id order, NO KEY UPDATE: the strength the update takes, which does not
      // conflict with the KEY SHARE locks of order_item's foreign keys) and updated.
      const soldOut = [...new Set(priced.filter((l) => l.stockLeft === 0).map((l) => l.productId))].sort((a, b) => a - b);
      if (soldOut.length > 0) {
        await manager.query(`SELECT id FROM product WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`, [soldOut]);
        await manager.query(
          `UPDATE product p SET in_stock = false WHERE p.id = ANY($1::int[]) AND p.in_stock
             AND NOT EXISTS (SELECT 1 FROM variant v JOIN variant_size vs ON vs.variant_id = v.id WHERE v.product_id = p.id AND vs.stock > 0)`,
          [soldOut],
        );
      }
      if (coupon) await this.deps.coupons.redeem(coupon.couponId, customerId, order.id, manager, discount);
      await this.deps.cart.clear(customerId, manager);
      const how = input.paymentMethod === 'COD' ? `Pay Rs. ${(total / 100).toFixed(2)} in cash on delivery.` : 'Complete your payment to confirm it.';
      const entry = await this.orders.recordStatus(manager, order, 'PLACED', 'Order placed', `Your order ${order.orderNumber} has been placed. ${how}`);
      const view: OrderView = {
        ...inserted[0],
        items: items.sort((a, b) => a.position - b.position || a.id - b.id).map(({ position: _p, ...item }) => item),
        statusHistory: [entry],
      };
      return { orderId: order.id, created: true, view };
    });

    let order = placed.view ?? (await this.orders.getForCaller({ customerId, isStaff: false }, placed.orderId));
    let payment = null;
    if (order.paymentMethod === 'ONLINE' && order.status === 'PLACED' && (order.paymentStatus === 'PENDING' || order.paymentStatus === 'FAILED')) {
      try {
        payment = await this.payments.startPayment(customerId, order.id);
      } catch (error) {
        this.logger.error({ err: error, orderId: order.id }, 'could not open the payment; Pay Now will retry');
      }
      order = await this.orders.getForCaller({ customerId, isStaff: false }, placed.orderId);
    }
    return { order, payment, created: placed.created };
  }

  /**
   * Takes each line's quantity with `UPDATE … WHERE stock >= q`, in size-id order (so two
   * orders never wait on each other in opposite orders), and reads the price in the same
   * statement: the price charged is the one in the database at the moment the stock is taken.
   */
  private async takeStock(manager: EntityManager, lines: Awaited<ReturnType<CheckoutDeps['cart']['getPricedCart']>>['lines']) {
    const sorted = [...lines].sort((a, b) => a.variantSizeId - b.variantSizeId);
    const priced: Array<(typeof lines)[number] & { originalPrice: number; discountedPrice: number; stockLeft: number }> = [];
    for (const line of sorted) {
      if (!Number.isInteger(line.quantity) || line.quantity <= 0) throw badInput('Every cart line needs a quantity of at least 1.');
      const [taken] = await preparedQuery<{ originalPrice: number; discountedPrice: number; stockLeft: number }>(
        manager,
        `UPDATE variant_size SET stock = stock - $2 WHERE id = $1 AND stock >= $2
         RETURNING original_price AS "originalPrice", discounted_price AS "discountedPrice", stock AS "stockLeft"`,
        [line.variantSizeId, line.quantity],
      );
      if (!taken) {
        const [now] = await manager.query(`SELECT stock FROM variant_size WHERE id = $1`, [line.variantSizeId]);
        const available = Number(now?.stock ?? 0);
        throw new DomainError('OUT_OF_STOCK', CHECKOUT_MESSAGES.outOfStock(line.productName, line.colorName, line.size, available), {
          variantSizeId: line.variantSizeId,
          available,
        });
      }
      priced.push({ ...line, ...taken });
    }
    // Back to the cart's order for the snapshot.
    const position = new Map(lines.map((line, index) => [line.variantSizeId, index]));
    return priced.sort((a, b) => position.get(a.variantSizeId)! - position.get(b.variantSizeId)!);
  }
}

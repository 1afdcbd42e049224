import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, badInput, notFound } from '../../shared/errors.js';
import type { CouponService } from '../coupons/coupon.service.js';
import { returnedRows } from '../coupons/coupon.service.js';
import { COUPON_MESSAGES, inRupees } from '../coupons/coupon-rules.js';
import { cartTotals, maxQuantityFor, CART_MESSAGES } from './cart-rules.js';
import { preparedQuery } from '../../shared/db.js';

/** A cart line as the shopper names it: product, colour name and size label. */
export interface CartLineKey {
  productId: number;
  color: string;
  size: string;
}

export interface CartLineRequest extends CartLineKey {
  quantity: number;
}

/**
 * One cart line priced from the database now. Money in paise. `priceSeen` is what the line cost
 * when the shopper last added or changed it; `priceChanged`, `outOfStock` and `insufficientStock`
 * tell the screen what to say about it.
 */
export interface PricedCartLine {
  variantSizeId: number;
  productId: number;
  variantId: number;
  productName: string;
  categoryName: string;
  colorName: string;
  colorValue: string;
  size: string;
  image: string;
  originalPrice: number;
  discountedPrice: number;
  quantity: number;
  stock: number;
  hsnCode: string;
  priceSeen: number;
  priceChanged: boolean;
  outOfStock: boolean;
  insufficientStock: boolean;
  /** Highest quantity allowed now: the size's stock (99 when unknown). */
  maxQuantity: number;
}

/** The applied coupon, re-checked against this cart. */
export interface AppliedCoupon {
  couponId: number;
  code: string;
  discount: number;
}

/**
 * A cart priced from the database. `subtotal` counts every line that is in stock (a line with
 * stock 0 is shown but not charged); `discount` is the applied coupon's, `total` what is payable
 * before shipping. `couponMessage` says why a coupon was dropped on this read.
 */
export interface PricedCart {
  lines: PricedCartLine[];
  itemCount: number;
  subtotal: number;
  coupon: AppliedCoupon | null;
  discount: number;
  total: number;
  couponMessage: string | null;
}

/** The spec's apply-promo answer (money in paise here; rupees at the edges). */
export interface CouponApplyResult {
  success: boolean;
  message: string;
  code: string;
  discountAmount: number;
  orderAmount: number;
  payableAmount: number;
}

const LINE_COLUMNS = `
  vs.id AS "variantSizeId", p.id AS "productId", v.id AS "variantId", p.name AS "productName", c.name AS "categoryName",
  v.color_name AS "colorName", v.color_value AS "colorValue", vs.size, COALESCE(v.images[1], '') AS image,
  vs.original_price AS "originalPrice", vs.discounted_price AS "discountedPrice", vs.stock, c.hsn_code AS "hsnCode"`;
const LINE_JOINS = `
  JOIN variant v ON v.id = vs.variant_id
  JOIN product p ON p.id = v.product_id
  JOIN category c ON c.id = p.category_id`;

/** The shopper's lines, priced now; the applied coupon rides along on every line (an InitPlan, evaluated once). */
const PRICED_CART_SQL = `SELECT ${LINE_COLUMNS}, ci.quantity, ci.price_seen AS "priceSeen",
         (SELECT cc.coupon_id FROM cart_coupon cc WHERE cc.customer_id = $1) AS "appliedCouponId"
  FROM cart_item ci JOIN variant_size vs ON vs.id = ci.variant_size_id ${LINE_JOINS}
  WHERE ci.customer_id = $1 ORDER BY ci.created_at, ci.id`;

type LineRow = Omit<PricedCartLine, 'priceChanged' | 'outOfStock' | 'insufficientStock' | 'maxQuantity'>;

/**
 * The shopper's cart on the server: lines keyed by customer and size, re-priced from the
 * catalogue on every read, with the applied coupon recomputed (and dropped when it no longer
 * applies). Visitors' carts live in the browser; `preview` prices them and `merge` brings them in
 * at login.
 */
export class CartService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly coupons: CouponService,
  ) {}

  /**
   * The cart of `customerId` priced from the database now: lines (product, colour, size, image,
   * prices, quantity, stock, HSN code, flags), subtotal, and the applied coupon re-evaluated
   * against this subtotal. A coupon that no longer applies is removed and `couponMessage` says
   * why. Pass the order's `manager` to read inside its transaction. Used by the orders module.
   */
  async getPricedCart(customerId: number, manager: EntityManager = this.dataSource.manager): Promise<PricedCart> {
    // Every cart read, add-to-cart answer and checkout runs it: prepared (see preparedQuery).
    // The applied coupon rides along on every line (an InitPlan, evaluated once): one round trip
    // for a cart with lines; an empty cart asks for it separately.
    const rows = await preparedQuery<LineRow & { quantity: number; priceSeen: number; appliedCouponId: number | null }>(manager, PRICED_CART_SQL, [customerId]);
    const lines = rows.map(({ appliedCouponId: _applied, ...row }) => toLine(row));
    const totals = cartTotals(lines);
    let coupon: AppliedCoupon | null = null;
    let couponMessage: string | null = null;
    const [applied]: Array<{ couponId: number }> =
      rows.length > 0
        ? rows[0].appliedCouponId === null
          ? []
          : [{ couponId: rows[0].appliedCouponId }]
        : await manager.query(`SELECT coupon_id AS "couponId" FROM cart_coupon WHERE customer_id = $1`, [customerId]);
    if (applied) {
      const row = await this.coupons.findById(applied.couponId, manager);
      try {
        if (!row) throw new DomainError('COUPON_INVALID', COUPON_MESSAGES.inactive);
        coupon = await this.coupons.evaluateCoupon(row, customerId, totals.subtotal, manager);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        couponMessage = `Coupon ${row?.code ?? ''} was removed: ${error.message}`.replace('  ', ' ');
        await manager.query(`DELETE FROM cart_coupon WHERE customer_id = $1`, [customerId]);
      }
    }
    const discount = coupon?.discount ?? 0;
    return { lines, ...totals, coupon, discount, total: totals.subtotal - discount, couponMessage };
  }

  /**
   * Adds `quantity` of a product's colour and size. The size must exist ('Selected variant not
   * found!') and have stock ('This variant is out of stock'); the same size again raises the
   * quantity, never beyond stock ('Only {n} item(s) available').
   */
  async add(customerId: number, input: CartLineRequest): Promise<PricedCart> {
    const quantity = Math.max(1, Math.trunc(input.quantity || 1));
    await this.dataSource.transaction(async (m) => {
      const size = await this.findSize(input, m);
      if (size.stock <= 0) throw new DomainError('OUT_OF_STOCK', CART_MESSAGES.outOfStock, { available: 0 });
      const [row] = await preparedQuery<{ quantity: number }>(
        m,
        `INSERT INTO cart_item (customer_id, variant_size_id, quantity, price_seen) VALUES ($1, $2, $3, $4)
         ON CONFLICT (customer_id, variant_size_id)
         DO UPDATE SET quantity = cart_item.quantity + EXCLUDED.quantity, price_seen = EXCLUDED.price_seen, updated_at = now()
         RETURNING quantity`,
        [customerId, size.id, quantity, size.discountedPrice],
      );
      const max = maxQuantityFor(size.stock);
      if (row.quantity > max) throw new DomainError('OUT_OF_STOCK', CART_MESSAGES.onlyAvailable(max), { available: max });
    });
    return this.getPricedCart(customerId);
  }

  /**
   * Sets a line's quantity: 0 or less removes it; more than the stock is refused with
   * 'Only {n} item(s) available'. Changing a line also marks its current price as seen.
   */
  async setQuantity(customerId: number, input: CartLineRequest): Promise<PricedCart> {
    const quantity = Math.trunc(Number(input.quantity));
    if (!Number.isFinite(quantity)) throw badInput('Quantity must be a number.');
    const size = await this.findSize(input);
    if (quantity <= 0) {
      await this.dataSource.query(`DELETE FROM cart_item WHERE customer_id = $1 AND variant_size_id = $2`, [customerId, size.id]);
      return this.getPricedCart(customerId);
    }
    const max = maxQuantityFor(size.stock);
    if (quantity > max) {
      throw new DomainError('OUT_OF_STOCK', max > 0 ? CART_MESSAGES.onlyAvailable(max) : CART_MESSAGES.outOfStock, { available: max });
    }
    const updated = await this.dataSource.query(
      `UPDATE cart_item SET quantity = $3, price_seen = $4, updated_at = now() WHERE customer_id = $1 AND variant_size_id = $2 RETURNING id`,
      [customerId, size.id, quantity, size.discountedPrice],
    );
    if (returnedRows(updated).length === 0) throw notFound(CART_MESSAGES.notInCart);
    return this.getPricedCart(customerId);
  }

  /** Removes a line (nothing happens when it is not in the cart). */
  async remove(customerId: number, key: CartLineKey): Promise<PricedCart> {
    const size = await this.findSize(key);
    await this.dataSource.query(`DELETE FROM cart_item WHERE customer_id = $1 AND variant_size_id = $2`, [customerId, size.id]);
    return this.getPricedCart(customerId);
  }

  /**
   * Empties the cart and forgets its coupon. The orders module calls it with its transaction's
   * `manager` after placing an order.
   */
  async clear(customerId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await preparedQuery(manager, `WITH lines AS (DELETE FROM cart_item WHERE customer_id = $1) DELETE FROM cart_coupon WHERE customer_id = $1`, [customerId]);
  }

  /**
   * Merges a browser cart at login: the same size's quantities add up, capped by stock; lines
   * whose size is unknown or out of stock are skipped. With a `mergeKey`, a browser cart already
   * merged under that key is not added again. Answers the merged cart.
   */
  async merge(customerId: number, lines: CartLineRequest[], mergeKey?: string | null): Promise<PricedCart> {
    if (lines.length > 200) throw badInput('A cart can hold at most 200 lines.');
    const key = (mergeKey ?? '').trim();
    if (key.length > 64) throw badInput('Merge key is too long.');
    const found = await this.resolveSizes(lines);
    await this.dataSource.transaction(async (m) => {
      if (key) {
        // The same browser cart merged twice (a retry, a second tab) is applied once.
        const fresh = await m.query(`INSERT INTO cart_merge (customer_id, merge_key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING merge_key`, [customerId, key]);
        if (fresh.length === 0) return;
      }
      for (const { size, quantity } of found) {
        if (size.stock <= 0) continue;
        const max = maxQuantityFor(size.stock);
        await m.query(
          `INSERT INTO cart_item (customer_id, variant_size_id, quantity, price_seen) VALUES ($1, $2, LEAST($3::int, $5::int), $4)
           ON CONFLICT (customer_id, variant_size_id)
           DO UPDATE SET quantity = LEAST(cart_item.quantity + EXCLUDED.quantity, $5::int), updated_at = now()`,
          [customerId, size.id, Math.max(1, quantity), size.discountedPrice, max],
        );
      }
    });
    return this.getPricedCart(customerId);
  }

  /**
   * Prices a visitor's browser cart from the database (no coupon): unknown sizes are left out,
   * quantities are kept as sent (the flags say when they exceed stock).
   */
  async preview(lines: CartLineRequest[]): Promise<PricedCart> {
    if (lines.length > 200) throw badInput('A cart can hold at most 200 lines.');
    const found = await this.resolveSizes(lines);
    const byId = new Map<number, PricedCartLine>();
    for (const { row, quantity } of found) {
      const existing = byId.get(row.variantSizeId);
      const total = Math.max(1, quantity) + (existing?.quantity ?? 0);
      byId.set(row.variantSizeId, toLine({ ...row, quantity: total, priceSeen: row.discountedPrice }));
    }
    const result = [...byId.values()];
    const totals = cartTotals(result);
    return { lines: result, ...totals, coupon: null, discount: 0, total: totals.subtotal, couponMessage: null };
  }

  /**
   * Applies a coupon code to the shopper's cart: the discount is computed here from the cart as
   * it is now. A refusal is not an error: it answers success false and the reason.
   */
  async applyCoupon(customerId: number, code: string): Promise<{ result: CouponApplyResult; cart: PricedCart }> {
    const before = await this.getPricedCart(customerId);
    try {
      const coupon = await this.coupons.evaluate(code, customerId, before.subtotal);
      await this.dataSource.query(
        `INSERT INTO cart_coupon (customer_id, coupon_id) VALUES ($1, $2)
         ON CONFLICT (customer_id) DO UPDATE SET coupon_id = EXCLUDED.coupon_id, applied_at = now()`,
        [customerId, coupon.couponId],
      );
      const cart = await this.getPricedCart(customerId);
      return {
        result: {
          success: true,
          message: `${COUPON_MESSAGES.applied} You save ${inRupees(cart.discount)}.`,
          code: coupon.code,
          discountAmount: cart.discount,
          orderAmount: cart.subtotal,
          payableAmount: cart.total,
        },
        cart,
      };
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'COUPON_INVALID') throw error;
      return {
        result: { success: false, message: error.message, code: (code ?? '').trim().toUpperCase(), discountAmount: 0, orderAmount: before.subtotal, payableAmount: before.total },
        cart: before,
      };
    }
  }

  /** Removes the applied coupon: code and discount reset. */
  async clearCoupon(customerId: number): Promise<PricedCart> {
    await this.dataSource.query(`DELETE FROM cart_coupon WHERE customer_id = $1`, [customerId]);
    return this.getPricedCart(customerId);
  }

  private async findSize(key: CartLineKey, manager: EntityManager = this.dataSource.manager): Promise<{ id: number; stock: number; discountedPrice: number }> {
    if (!Number.isInteger(key.productId) || key.productId <= 0 || !key.color?.trim() || !key.size?.trim()) throw badInput(CART_MESSAGES.variantNotFound);
    const [row] = await preparedQuery<{ id: number; stock: number; discountedPrice: number }>(
      manager,
      `SELECT vs.id, vs.stock, vs.discounted_price AS "discountedPrice"
       FROM variant v JOIN variant_size vs ON vs.variant_id = v.id
       WHERE v.product_id = $1 AND lower(v.color_name) = lower($2) AND lower(vs.size) = lower($3)
       ORDER BY v.position, vs.position LIMIT 1`,
      [key.productId, key.color.trim(), key.size.trim()],
    );
    if (!row) throw notFound(CART_MESSAGES.variantNotFound);
    return row;
  }

  /** Finds many (product, colour, size) lines in one query; unknown ones are dropped. */
  private async resolveSizes(lines: CartLineRequest[]): Promise<Array<{ size: { id: number; stock: number; discountedPrice: number }; row: LineRow; quantity: number }>> {
    const valid = lines.filter((l) => Number.isInteger(l.productId) && l.productId > 0 && l.color?.trim() && l.size?.trim());
    if (valid.length === 0) return [];
    const rows: Array<LineRow & { idx: number }> = await this.dataSource.query(
      `SELECT DISTINCT ON (req.idx) req.idx, ${LINE_COLUMNS}
       FROM unnest($1::int[], $2::text[], $3::text[]) WITH ORDINALITY AS req(product_id, color, size, idx)
       JOIN variant v ON v.product_id = req.product_id AND lower(v.color_name) = lower(req.color)
       JOIN variant_size vs ON vs.variant_id = v.id AND lower(vs.size) = lower(req.size)
       JOIN product p ON p.id = v.product_id
       JOIN category c ON c.id = p.category_id
       ORDER BY req.idx, v.position, vs.position`,
      [valid.map((l) => l.productId), valid.map((l) => l.color.trim()), valid.map((l) => l.size.trim())],
    );
    return rows.map(({ idx, ...row }) => ({
      size: { id: row.variantSizeId, stock: row.stock, discountedPrice: row.discountedPrice },
      row: row as LineRow,
      quantity: Math.trunc(Number(valid[Number(idx) - 1].quantity) || 1),
    }));
  }
}

function toLine(row: LineRow & { quantity: number; priceSeen: number }): PricedCartLine {
  return {
    ...row,
    priceChanged: row.priceSeen !== row.discountedPrice,
    outOfStock: row.stock <= 0,
    insufficientStock: row.stock > 0 && row.stock < row.quantity,
    maxQuantity: maxQuantityFor(row.stock),
  };
}

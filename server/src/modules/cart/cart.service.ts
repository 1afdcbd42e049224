import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DomainError, badInput, notFound } from '../../shared/errors.js';
import type { CouponService } from '../coupons/coupon.service.js';
import { COUPON_MESSAGES, inRupees } from '../coupons/coupon-rules.js';
import type { CatalogService, CartVariantFacts } from '../catalog/catalog.service.js';
import type { InventoryService, SizeFacts } from '../inventory/inventory.service.js';
import {
  maxQuantityFor,
  quantityRefusal,
  CART_MESSAGES,
  CART_LINES_MESSAGE,
  MAX_CART_LINES,
  mergedCartLinesMessage,
  UNKNOWN_STOCK_CAP,
  VISITOR_CART_IDLE_DAYS,
  cartIdOf,
  previewCartId,
} from './cart-rules.js';
import { preparedQuery, rowsOf } from '../../shared/db.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { cartTotals } from '../pricing/pricing.js';
import { buildQuote, type Quote, type QuoteLineInput } from '../pricing/quote.js';
import type { ShippingRules } from '../pricing/pricing.js';
import type { TaxRateService } from '../pricing/tax-rate.service.js';

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
  /** The price the size sells at now: its discounted price, or the original when that is 0 (pricing.effectivePrice). */
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
 * A cart priced from the database. `id` identifies this cart among every cart (a customer's, a
 * visitor's or a priced browser cart: cart-rules.cartIdOf); `subtotal` counts every line that is
 * in stock (a line with stock 0 is shown but not charged); `discount` is the applied coupon's,
 * `total` what is payable before shipping. `couponMessage` says why a coupon was dropped.
 */
export interface PricedCart {
  id: string;
  lines: PricedCartLine[];
  itemCount: number;
  subtotal: number;
  coupon: AppliedCoupon | null;
  discount: number;
  total: number;
  couponMessage: string | null;
  /** The pricing module's quote of this cart: totals per payment method and the messages to show. */
  quote: Quote;
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

/** Whose cart: a logged-in customer's, or a visitor's server cart (reached with its token). */
export type CartRef = { kind: 'customer'; customerId: number } | { kind: 'visitor'; cartId: string };

/** What the cart's owner modules tell it about the sizes in its lines. */
export interface CartDeps {
  coupons: CouponService;
  /** Sizes: stock, prices, variant (inventory owns variant_size). */
  inventory: Pick<InventoryService, 'sizesByIds' | 'findSizes'>;
  /** What a line shows: product, category, colour, image (catalog owns them). */
  catalog: Pick<CatalogService, 'variantsForLines'>;
  /** What shipping costs (the store's settings). */
  shipping: { shippingRules(): Promise<ShippingRules> };
  /** The GST policy (pricing's rate table): the quote's tax included, at the time of asking. */
  taxRates: Pick<TaxRateService, 'quotePolicy'>;
}

type LineRow = Omit<PricedCartLine, 'priceChanged' | 'outOfStock' | 'insufficientStock' | 'maxQuantity'>;
type StoredLine = { variantSizeId: number; quantity: number; priceSeen: number };

// The cart's own rows in one statement: its lines in the order they were added, and (a customer's
// cart) the applied coupon. The sizes' facts come from their owners in one batch each.
const linesOf = (column: 'customer_id' | 'visitor_cart_id') =>
  `COALESCE((SELECT json_agg(json_build_object('variantSizeId', ci.variant_size_id, 'quantity', ci.quantity, 'priceSeen', ci.price_seen) ORDER BY ci.created_at, ci.id)
    FROM cart_item ci WHERE ci.${column} = $1), '[]'::json) AS lines`;
const CUSTOMER_CART_SQL = `SELECT (SELECT cc.coupon_id FROM cart_coupon cc WHERE cc.customer_id = $1) AS "couponId", ${linesOf('customer_id')}`;
const VISITOR_CART_SQL = `SELECT NULL::int AS "couponId", ${linesOf('visitor_cart_id')}`;

/** The column and key of a cart's lines, and the unique index an upsert of its lines names. */
/** The longest idempotency key an add-to-cart request may carry (as a checkout's). */
const MAX_REQUEST_KEY_LENGTH = 100;

function ownerOf(ref: CartRef): { column: 'customer_id' | 'visitor_cart_id'; key: number | string; conflict: string } {
  return ref.kind === 'customer'
    ? { column: 'customer_id', key: ref.customerId, conflict: '(customer_id, variant_size_id)' }
    : { column: 'visitor_cart_id', key: ref.cartId, conflict: '(visitor_cart_id, variant_size_id) WHERE visitor_cart_id IS NOT NULL' };
}

/** A visitor cart's token: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOfToken = (token: string): Buffer => createHash('sha256').update(token).digest();

/** The refusal for an unknown, expired or malformed cart token (field: the `cartToken` argument). */
const cartTokenRefused = () => new DomainError('NOT_FOUND', CART_MESSAGES.cartTokenUnknown, { argument: 'cartToken' });

/**
 * Shoppers' carts on the server: a logged-in customer's (keyed by the customer) and visitors'
 * server carts (created with `create`, reached with an unguessable token, merged into the
 * customer's cart at login with `adoptVisitorCart`, deleted after VISITOR_CART_IDLE_DAYS idle).
 * Lines are re-priced on every read from their owners (inventory for sizes, stock and prices; the
 * catalogue for names and images), with a customer's applied coupon re-checked. The store's own
 * client may keep a browser cart instead: `preview` prices it and `merge` brings it in at login.
 *
 * Every method takes the ServiceContext first. A method that acts on "the caller's cart" takes an
 * optional cart token last: with one, the visitor cart it opens; without, the logged-in customer's.
 */
export class CartService {
  constructor(
    private readonly deps: CartDeps,
    /** Units of one size a cart line may hold (MAX_UNITS_PER_SIZE): checkout refuses more per order. */
    private readonly maxUnitsPerSize: number = UNKNOWN_STOCK_CAP,
  ) {}

  // ------------------------------------------------------------------ reading

  /**
   * The cart of `customerId` priced from the database now: lines (product, colour, size, image,
   * prices, quantity, stock, HSN code, flags), subtotal, and the applied coupon re-evaluated
   * against this subtotal. A coupon that no longer applies is left out and `couponMessage` says
   * why; a read changes nothing (the next change of the cart drops it: pricedAfterChange).
   * Reads in the context's transaction (checkout prices the cart in the order's).
   */
  async getPricedCart(ctx: ServiceContext, customerId: number): Promise<PricedCart> {
    return (await this.priceCart(ctx, { kind: 'customer', customerId })).cart;
  }

  /** The caller's cart (the visitor cart of `cartToken`, or the logged-in customer's), priced now; a read changes nothing. */
  async read(ctx: ServiceContext, cartToken?: string | null): Promise<PricedCart> {
    return (await this.priceCart(ctx, await this.refOf(ctx, cartToken))).cart;
  }

  /** The visitor cart of `cartToken` priced now, or null when the token is unknown, malformed or expired. */
  async readVisitorCart(ctx: ServiceContext, cartToken: string): Promise<PricedCart | null> {
    const ref = await this.visitorRef(ctx, cartToken).catch((error) => {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    return ref ? (await this.priceCart(ctx, ref)).cart : null;
  }

  /**
   * The quote of the caller's cart (REST's /user/cart-quote; GraphQL reads it as Cart.quote):
   * lines, subtotal, coupon discount, shipping and total for each payment method, the GST they
   * include, and the messages to show. Computed by the pricing module from the cart priced now.
   */
  async quote(ctx: ServiceContext, cartToken?: string | null): Promise<Quote> {
    return (await this.read(ctx, cartToken)).quote;
  }

  // ------------------------------------------------------------------ visitor carts

  /**
   * Creates a visitor's server cart (Shopify's cartCreate): answers its token, shown once (only
   * its hash is stored), and the cart with `lines` added as `merge` adds them (unknown sizes and
   * sizes out of stock skipped, quantities capped by stock). No login needed. The token is good
   * until the cart has been idle VISITOR_CART_IDLE_DAYS days, and until it is merged at login.
   */
  async create(ctx: ServiceContext, lines: CartLineRequest[] = []): Promise<{ cartToken: string; cart: PricedCart }> {
    if (lines.length > MAX_CART_LINES) throw badInput(CART_LINES_MESSAGE);
    const cartToken = randomBytes(32).toString('base64url');
    const ref: CartRef = { kind: 'visitor', cartId: randomUUID() };
    await ctx.transaction(async (tx) => {
      await preparedQuery(tx.manager, `INSERT INTO visitor_cart (id, token_hash) VALUES ($1, $2)`, [ref.cartId, hashOfToken(cartToken)]);
      const found = await this.resolveSizes(tx, lines);
      await this.addCapped(tx, ref, found.map(({ size, quantity }) => ({ size, quantity })));
    });
    return { cartToken, cart: (await this.priceCart(ctx, ref)).cart };
  }

  /**
   * Merges the visitor cart of `cartToken` into the logged-in customer's cart (at login, or with
   * mergeCart): the same size's quantities add up, capped by stock; sizes out of stock are
   * skipped. The visitor cart is deleted in the same transaction, so its token stops working.
   * NOT_FOUND when the token is unknown or expired; a merge past MAX_CART_LINES is refused whole
   * (the visitor cart stays). Answers the customer's cart.
   */
  async adoptVisitorCart(ctx: ServiceContext, cartToken: string): Promise<PricedCart> {
    const customer: CartRef = { kind: 'customer', customerId: ctx.requireCustomer() };
    await ctx.transaction((tx) => this.adoptInto(tx, customer, cartToken));
    return this.pricedAfterChange(ctx, customer);
  }

  /** Deletes the visitor carts idle for VISITOR_CART_IDLE_DAYS days (their lines with them): the cart module's periodic job. Answers how many. */
  async deleteExpiredVisitorCarts(ctx: ServiceContext): Promise<number> {
    const deleted = await ctx.manager.query(`DELETE FROM visitor_cart WHERE last_active_at <= now() - make_interval(days => $1) RETURNING id`, [VISITOR_CART_IDLE_DAYS]);
    // Request keys only need to outlive a retry: a day is ample.
    await ctx.manager.query(`DELETE FROM cart_request_key WHERE created_at <= now() - interval '1 day'`);
    return rowsOf(deleted).length;
  }

  // ------------------------------------------------------------------ changing the caller's cart

  /**
   * Adds `quantity` (at least 1, else BAD_INPUT on `quantity`) of a product's colour and size.
   * The size must exist ('Selected variant not found!') and have stock ('This variant is out of
   * stock'); the same size again raises the quantity, never beyond stock ('Only {n} item(s) available').
   */
  async add(ctx: ServiceContext, input: CartLineRequest, cartToken?: string | null, requestKey?: string | null): Promise<PricedCart> {
    const quantity = Number(input.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) throw new DomainError('BAD_INPUT', CART_MESSAGES.quantityAtLeastOne, { field: 'quantity' });
    const idempotencyKey = requestKey?.trim() || null;
    if (idempotencyKey && idempotencyKey.length > MAX_REQUEST_KEY_LENGTH) throw badInput(`The idempotency key can be at most ${MAX_REQUEST_KEY_LENGTH} characters.`);
    // The visitor cart is found (and its row locked) in the transaction: a login merging it
    // meanwhile waits for this line, then takes it along.
    const ref = await ctx.transaction(async (tx) => {
      const ref = await this.refOf(tx, cartToken);
      const { column, key, conflict } = ownerOf(ref);
      // A request seen before (the balancer's replay of one whose process died after committing, or
      // the shopper's own retry) changes nothing: its key is already in this cart's keys. A copy
      // racing the first waits on the key's unique index until the first commits or rolls back.
      if (idempotencyKey) {
        const fresh = await preparedQuery(
          tx.manager,
          `INSERT INTO cart_request_key (${column}, key) VALUES ($1, $2) ON CONFLICT (${column}, key) WHERE ${column} IS NOT NULL DO NOTHING RETURNING id`,
          [key, idempotencyKey],
        );
        if (fresh.length === 0) return ref;
      }
      const size = await this.findSize(tx, input);
      if (size.stock <= 0) throw new DomainError('OUT_OF_STOCK', CART_MESSAGES.outOfStock, { available: 0 });
      const [{ lines, has }] = await preparedQuery<{ lines: number; has: boolean }>(
        tx.manager,
        `SELECT count(*)::int AS lines, coalesce(bool_or(variant_size_id = $2), false) AS has FROM cart_item WHERE ${column} = $1`,
        [key, size.id],
      );
      if (!has && lines >= MAX_CART_LINES) throw badInput(CART_LINES_MESSAGE);
      const [row] = await preparedQuery<{ quantity: number }>(
        tx.manager,
        `INSERT INTO cart_item (${column}, variant_size_id, quantity, price_seen) VALUES ($1, $2, $3, $4)
         ON CONFLICT ${conflict}
         DO UPDATE SET quantity = cart_item.quantity + EXCLUDED.quantity, price_seen = EXCLUDED.price_seen, updated_at = now()
         RETURNING quantity`,
        [key, size.id, quantity, size.discountedPrice],
      );
      const max = maxQuantityFor(size.stock, this.maxUnitsPerSize);
      if (row.quantity > max) {
        const refusal = quantityRefusal(size.stock, max, this.maxUnitsPerSize);
        throw new DomainError(refusal.code, refusal.message, { available: max });
      }
      return ref;
    });
    return this.pricedAfterChange(ctx, ref);
  }

  /**
   * Sets a line's quantity: 0 or less removes it; more than the stock is refused with
   * 'Only {n} item(s) available'. Changing a line also marks its current price as seen.
   */
  async setQuantity(ctx: ServiceContext, input: CartLineRequest, cartToken?: string | null): Promise<PricedCart> {
    const quantity = Math.trunc(Number(input.quantity));
    if (!Number.isFinite(quantity)) throw new DomainError('BAD_INPUT', 'Quantity must be a number.', { field: 'quantity' });
    const ref = await this.refOf(ctx, cartToken);
    const { column, key } = ownerOf(ref);
    const size = await this.findSize(ctx, input);
    if (quantity <= 0) {
      await preparedQuery(ctx.manager, `DELETE FROM cart_item WHERE ${column} = $1 AND variant_size_id = $2`, [key, size.id]);
      return this.pricedAfterChange(ctx, ref);
    }
    const max = maxQuantityFor(size.stock, this.maxUnitsPerSize);
    if (quantity > max) {
      const refusal = quantityRefusal(size.stock, max, this.maxUnitsPerSize);
      throw new DomainError(refusal.code, refusal.message, { available: max });
    }
    const updated = await preparedQuery(
      ctx.manager,
      `UPDATE cart_item SET quantity = $3, price_seen = $4, updated_at = now() WHERE ${column} = $1 AND variant_size_id = $2 RETURNING id`,
      [key, size.id, quantity, size.discountedPrice],
    );
    if (updated.length === 0) throw notFound(CART_MESSAGES.notInCart);
    return this.pricedAfterChange(ctx, ref);
  }

  /** Removes a line (nothing happens when it is not in the cart). */
  async remove(ctx: ServiceContext, key: CartLineKey, cartToken?: string | null): Promise<PricedCart> {
    const ref = await this.refOf(ctx, cartToken);
    const owner = ownerOf(ref);
    const size = await this.findSize(ctx, key);
    await preparedQuery(ctx.manager, `DELETE FROM cart_item WHERE ${owner.column} = $1 AND variant_size_id = $2`, [owner.key, size.id]);
    return this.pricedAfterChange(ctx, ref);
  }

  /** Empties the caller's cart (a customer's loses its coupon too) and answers it. */
  async clearCart(ctx: ServiceContext, cartToken?: string | null): Promise<PricedCart> {
    const ref = await this.refOf(ctx, cartToken);
    if (ref.kind === 'customer') await this.clear(ctx, ref.customerId);
    else await preparedQuery(ctx.manager, `DELETE FROM cart_item WHERE visitor_cart_id = $1`, [ref.cartId]);
    return (await this.priceCart(ctx, ref)).cart;
  }

  /**
   * Empties a customer's cart and forgets its coupon. The checkout flow calls it in the order's
   * transaction after placing an order.
   */
  async clear(ctx: ServiceContext, customerId: number): Promise<void> {
    await preparedQuery(ctx.manager, `WITH lines AS (DELETE FROM cart_item WHERE customer_id = $1) DELETE FROM cart_coupon WHERE customer_id = $1`, [customerId]);
  }

  /**
   * Takes a paid online order's lines out of the customer's cart: each size's quantity goes down by
   * what the order bought (the line goes at zero), and the coupon the order used is forgotten.
   */
  async takeOut(ctx: ServiceContext, customerId: number, lines: Array<{ variantSizeId: number; quantity: number }>): Promise<void> {
    if (lines.length === 0) return;
    await preparedQuery(
      ctx.manager,
      `WITH paid AS (SELECT * FROM unnest($2::int[], $3::int[]) AS p(variant_size_id, quantity)),
            reduced AS (UPDATE cart_item c SET quantity = c.quantity - p.quantity FROM paid p
                        WHERE c.customer_id = $1 AND c.variant_size_id = p.variant_size_id AND c.quantity > p.quantity RETURNING c.id),
            removed AS (DELETE FROM cart_item c USING paid p WHERE c.customer_id = $1 AND c.variant_size_id = p.variant_size_id AND c.quantity <= p.quantity RETURNING c.id)
       DELETE FROM cart_coupon WHERE customer_id = $1`,
      [customerId, lines.map((l) => l.variantSizeId), lines.map((l) => l.quantity)],
    );
  }

  /**
   * Merges a browser cart at login: the same size's quantities add up, capped by stock; lines
   * whose size is unknown or out of stock are skipped. With a `mergeKey`, a browser cart already
   * merged under that key is not added again. With a `cartToken`, that visitor cart is merged too
   * and deleted (adoptVisitorCart). Answers the merged cart. A merge that would leave more than
   * MAX_CART_LINES lines is refused whole (nothing added, the key not spent).
   */
  async merge(ctx: ServiceContext, lines: CartLineRequest[], mergeKey?: string | null, cartToken?: string | null): Promise<PricedCart> {
    const customerId = ctx.requireCustomer();
    if (lines.length > MAX_CART_LINES) throw badInput(CART_LINES_MESSAGE);
    const key = (mergeKey ?? '').trim();
    if (key.length > 64) throw new DomainError('BAD_INPUT', 'Merge key is too long.', { argument: 'mergeKey' });
    const ref: CartRef = { kind: 'customer', customerId };
    await ctx.transaction(async (tx) => {
      // The same browser cart merged twice (a retry, a second tab) is applied once.
      const fresh = key ? rowsOf(await tx.manager.query(`INSERT INTO cart_merge (customer_id, merge_key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING merge_key`, [customerId, key])) : [true];
      if (fresh.length > 0 && lines.length > 0) {
        const found = await this.resolveSizes(tx, lines);
        await this.addCapped(tx, ref, found.map(({ size, quantity }) => ({ size, quantity })));
      }
      if (cartToken !== undefined && cartToken !== null) await this.adoptInto(tx, ref, cartToken);
    });
    return this.pricedAfterChange(ctx, ref);
  }

  /**
   * Prices a visitor's browser cart from the database (no coupon): unknown sizes are left out,
   * quantities are kept as sent (the flags say when they exceed stock). Its id is derived from
   * its lines ("p…"): never a real cart's, the same for the same lines.
   */
  async preview(ctx: ServiceContext, lines: CartLineRequest[]): Promise<PricedCart> {
    if (lines.length > MAX_CART_LINES) throw badInput(CART_LINES_MESSAGE);
    const found = await this.resolveSizes(ctx, lines);
    // Quantities of the same size add up, then are capped as the cart caps them (its stock, 99
    // when unknown): sums past 2^31 can no longer overflow itemCount. insufficientStock still
    // says when more was asked than there is.
    const asked = new Map<number, { row: LineRow; quantity: number }>();
    for (const { row, quantity } of found) {
      const before = asked.get(row.variantSizeId)?.quantity ?? 0;
      asked.set(row.variantSizeId, { row, quantity: Math.min(before + Math.max(1, quantity), Number.MAX_SAFE_INTEGER) });
    }
    const result = [...asked.values()].map(({ row, quantity }) => {
      const line = toLine({ ...row, quantity: Math.min(quantity, Math.max(1, maxQuantityFor(row.stock, this.maxUnitsPerSize))), priceSeen: row.discountedPrice }, this.maxUnitsPerSize);
      return { line: { ...line, insufficientStock: row.stock > 0 && quantity > row.stock }, requestedQuantity: quantity };
    });
    const priced = result.map((r) => r.line);
    const totals = cartTotals(priced.map(toPricingLine));
    const quote = buildQuote(
      result.map((r) => ({ ...toPricingLine(r.line), requestedQuantity: r.requestedQuantity })),
      null,
      { perSizeLimit: this.maxUnitsPerSize, shipping: await this.deps.shipping.shippingRules(), tax: { policy: await this.deps.taxRates.quotePolicy(), at: new Date() } },
    );
    const id = previewCartId(result.map((r) => [r.line.variantSizeId, r.requestedQuantity]));
    return { id, lines: priced, ...totals, coupon: null, discount: 0, total: totals.subtotal, couponMessage: null, quote };
  }

  // ------------------------------------------------------------------ coupons (a login is needed: spec section 7)

  /**
   * Applies a coupon code to the logged-in customer's cart: the discount is computed here from
   * the cart as it is now. A refusal is not an error: it answers success false and the reason.
   * Visitor carts take no coupon (the spec's promo-code calls need a login).
   */
  async applyCoupon(ctx: ServiceContext, code: string): Promise<{ result: CouponApplyResult; cart: PricedCart }> {
    const customerId = ctx.requireCustomer();
    const before = await this.getPricedCart(ctx, customerId);
    try {
      const coupon = await this.deps.coupons.evaluate(ctx, code, customerId, before.subtotal);
      await preparedQuery(
        ctx.manager,
        `INSERT INTO cart_coupon (customer_id, coupon_id) VALUES ($1, $2)
         ON CONFLICT (customer_id) DO UPDATE SET coupon_id = EXCLUDED.coupon_id, applied_at = now()`,
        [customerId, coupon.couponId],
      );
      const cart = await this.getPricedCart(ctx, customerId);
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

  /** Removes the logged-in customer's applied coupon: code and discount reset. */
  async clearCoupon(ctx: ServiceContext): Promise<PricedCart> {
    const customerId = ctx.requireCustomer();
    await preparedQuery(ctx.manager, `DELETE FROM cart_coupon WHERE customer_id = $1`, [customerId]);
    return this.pricedAfterChange(ctx, { kind: 'customer', customerId });
  }

  // ------------------------------------------------------------------ internals

  /** The cart a call acts on: the visitor cart of `cartToken` when one is given, else the logged-in customer's (UNAUTHENTICATED otherwise). */
  private async refOf(ctx: ServiceContext, cartToken: string | null | undefined): Promise<CartRef> {
    if (cartToken !== undefined && cartToken !== null) return this.visitorRef(ctx, cartToken);
    return { kind: 'customer', customerId: ctx.requireCustomer() };
  }

  /** The live visitor cart of a token, its idle clock restarted; NOT_FOUND (on `cartToken`) when unknown, malformed or expired. */
  private async visitorRef(ctx: ServiceContext, cartToken: string): Promise<CartRef> {
    if (!TOKEN_PATTERN.test(cartToken)) throw cartTokenRefused();
    const [row] = await preparedQuery<{ id: string }>(
      ctx.manager,
      `UPDATE visitor_cart SET last_active_at = now() WHERE token_hash = $1 AND last_active_at > now() - make_interval(days => $2) RETURNING id`,
      [hashOfToken(cartToken), VISITOR_CART_IDLE_DAYS],
    );
    if (!row) throw cartTokenRefused();
    return { kind: 'visitor', cartId: row.id };
  }

  /**
   * The cart after a change by its shopper: priced, and an applied coupon that no longer applies
   * is dropped (the one that was priced: a coupon applied meanwhile in another tab stays).
   */
  private async pricedAfterChange(ctx: ServiceContext, ref: CartRef): Promise<PricedCart> {
    const { cart, droppedCouponId } = await this.priceCart(ctx, ref);
    if (droppedCouponId !== null && ref.kind === 'customer') {
      await preparedQuery(ctx.manager, `DELETE FROM cart_coupon WHERE customer_id = $1 AND coupon_id = $2`, [ref.customerId, droppedCouponId]);
    }
    return cart;
  }

  /**
   * Prices a cart: its own rows in one statement, then its sizes from inventory and their
   * variants from the catalogue in one batch each (none for an empty cart): the same number of
   * statements for 1 line or 200.
   */
  private async priceCart(ctx: ServiceContext, ref: CartRef): Promise<{ cart: PricedCart; droppedCouponId: number | null }> {
    const owner = ownerOf(ref);
    const [row] = await preparedQuery<{ couponId: number | null; lines: StoredLine[] }>(ctx.manager, ref.kind === 'customer' ? CUSTOMER_CART_SQL : VISITOR_CART_SQL, [owner.key]);
    const sizes = await this.deps.inventory.sizesByIds(ctx, row.lines.map((l) => l.variantSizeId));
    const variants = sizes.size ? await this.deps.catalog.variantsForLines(ctx, [...sizes.values()].map((s) => s.variantId)) : new Map<number, CartVariantFacts>();
    const lines = row.lines.flatMap((stored) => {
      const size = sizes.get(stored.variantSizeId);
      const variant = size && variants.get(size.variantId);
      return size && variant ? [toLine({ ...lineRow(size, variant), quantity: stored.quantity, priceSeen: stored.priceSeen }, this.maxUnitsPerSize)] : [];
    });
    const totals = cartTotals(lines.map(toPricingLine));
    let coupon: AppliedCoupon | null = null;
    let couponMessage: string | null = null;
    let droppedCouponId: number | null = null;
    if (ref.kind === 'customer' && row.couponId !== null) {
      const found = await this.deps.coupons.findById(ctx, row.couponId);
      try {
        if (!found) throw new DomainError('COUPON_INVALID', COUPON_MESSAGES.inactive);
        coupon = await this.deps.coupons.evaluateCoupon(ctx, found, ref.customerId, totals.subtotal);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        couponMessage = `Coupon ${found?.code ?? ''} was removed: ${error.message}`.replace('  ', ' ');
        droppedCouponId = row.couponId;
      }
    }
    const tax = { policy: await this.deps.taxRates.quotePolicy(), at: new Date() };
    const quote = buildQuote(lines.map(toPricingLine), coupon, { perSizeLimit: this.maxUnitsPerSize, couponMessage, shipping: await this.deps.shipping.shippingRules(), tax });
    const cart = { id: cartIdOf(ref), lines, ...totals, coupon, discount: quote.discount, total: quote.subtotal - quote.discount, couponMessage, quote };
    return { cart, droppedCouponId };
  }

  /**
   * Adds sizes to a cart as a merge does: quantities of the same size add up, capped by its stock
   * (and the per-size limit); sizes out of stock are skipped. Refused whole when the cart would
   * then hold more than MAX_CART_LINES lines. Runs in the caller's transaction.
   */
  private async addCapped(tx: ServiceContext, ref: CartRef, lines: Array<{ size: SizeFacts; quantity: number }>): Promise<void> {
    const { column, key, conflict } = ownerOf(ref);
    for (const { size, quantity } of lines) {
      if (size.stock <= 0) continue;
      const max = maxQuantityFor(size.stock, this.maxUnitsPerSize);
      await preparedQuery(
        tx.manager,
        `INSERT INTO cart_item (${column}, variant_size_id, quantity, price_seen) VALUES ($1, $2, LEAST($3::int, $5::int), $4)
         ON CONFLICT ${conflict}
         DO UPDATE SET quantity = LEAST(cart_item.quantity + EXCLUDED.quantity, $5::int), updated_at = now()`,
        [key, size.id, Math.max(1, quantity), size.discountedPrice, max],
      );
    }
    if (lines.length === 0) return;
    // Counted after the writes, so sizes already in the cart are not counted twice.
    const [{ lines: total }] = await preparedQuery<{ lines: number }>(tx.manager, `SELECT count(*)::int AS lines FROM cart_item WHERE ${column} = $1`, [key]);
    if (total > MAX_CART_LINES) throw badInput(mergedCartLinesMessage(total));
  }

  /** Moves the lines of the visitor cart of `cartToken` into `customer`'s cart (capped as a merge) and deletes the visitor cart, in the caller's transaction. */
  private async adoptInto(tx: ServiceContext, customer: CartRef, cartToken: string): Promise<void> {
    if (!TOKEN_PATTERN.test(cartToken)) throw cartTokenRefused();
    // Locked: two logins with the same token merge it once (the second finds it gone).
    const [visitor] = await preparedQuery<{ id: string }>(
      tx.manager,
      `SELECT id FROM visitor_cart WHERE token_hash = $1 AND last_active_at > now() - make_interval(days => $2) FOR UPDATE`,
      [hashOfToken(cartToken), VISITOR_CART_IDLE_DAYS],
    );
    if (!visitor) throw cartTokenRefused();
    const [{ lines }] = await preparedQuery<{ lines: StoredLine[] }>(tx.manager, VISITOR_CART_SQL, [visitor.id]);
    const sizes = await this.deps.inventory.sizesByIds(tx, lines.map((l) => l.variantSizeId));
    await this.addCapped(tx, customer, lines.flatMap((l) => { const size = sizes.get(l.variantSizeId); return size ? [{ size, quantity: l.quantity }] : []; }));
    await preparedQuery(tx.manager, `DELETE FROM visitor_cart WHERE id = $1`, [visitor.id]);
  }

  /** The size a shopper names (product, colour, size): inventory's; NOT_FOUND ('Selected variant not found!') when there is none. */
  private async findSize(ctx: ServiceContext, key: CartLineKey): Promise<SizeFacts> {
    if (!Number.isInteger(key.productId) || key.productId <= 0 || !key.color?.trim() || !key.size?.trim()) throw badInput(CART_MESSAGES.variantNotFound);
    const [size] = await this.deps.inventory.findSizes(ctx, [key]);
    if (!size) throw notFound(CART_MESSAGES.variantNotFound);
    return size;
  }

  /** Finds many (product, colour, size) lines: the sizes in one batch, their variants in another; unknown ones are dropped. */
  private async resolveSizes(ctx: ServiceContext, lines: CartLineRequest[]): Promise<Array<{ size: SizeFacts; row: LineRow; quantity: number }>> {
    const valid = lines.filter((l) => Number.isInteger(l.productId) && l.productId > 0 && l.color?.trim() && l.size?.trim());
    if (valid.length === 0) return [];
    const sizes = await this.deps.inventory.findSizes(ctx, valid);
    const known = sizes.flatMap((size) => (size ? [size] : []));
    const variants = await this.deps.catalog.variantsForLines(ctx, known.map((s) => s.variantId));
    return valid.flatMap((line, i) => {
      const size = sizes[i];
      const variant = size && variants.get(size.variantId);
      return size && variant ? [{ size, row: lineRow(size, variant), quantity: Math.trunc(Number(line.quantity) || 1) }] : [];
    });
  }
}

/** A line's facts from its owners: the size (inventory) and its variant (catalogue). */
function lineRow(size: SizeFacts, variant: CartVariantFacts): LineRow & { quantity: number; priceSeen: number } {
  return {
    variantSizeId: size.id,
    productId: size.productId,
    variantId: size.variantId,
    productName: variant.productName,
    categoryName: variant.categoryName,
    colorName: variant.colorName,
    colorValue: variant.colorValue,
    size: size.size,
    image: variant.image,
    originalPrice: size.originalPrice,
    discountedPrice: size.discountedPrice,
    stock: size.stock,
    hsnCode: variant.hsnCode,
    quantity: 0,
    priceSeen: size.discountedPrice,
  };
}

/** A priced line as the pricing module reads it. */
function toPricingLine(line: PricedCartLine): QuoteLineInput {
  return { lineId: line.variantSizeId, originalPrice: line.originalPrice, unitPrice: line.discountedPrice, priceSeen: line.priceSeen, quantity: line.quantity, stock: line.stock, hsnCode: line.hsnCode };
}

function toLine(row: LineRow & { quantity: number; priceSeen: number }, maxUnitsPerSize: number): PricedCartLine {
  return {
    ...row,
    priceChanged: row.priceSeen !== row.discountedPrice,
    outOfStock: row.stock <= 0,
    insufficientStock: row.stock > 0 && row.stock < row.quantity,
    maxQuantity: maxQuantityFor(row.stock, maxUnitsPerSize),
  };
}

/**
 * Placing an order: a flow of named steps in one database transaction, each step a small function
 * calling one module's service: lock the shopper, check their open orders, read the address,
 * check delivery, price the cart, take the stock, quote, create the order, redeem the coupon,
 * clear the cart, announce it. Prices, shipping and tax sent by a client are never read. The same
 * idempotency key twice (even at once) answers the same order.
 *
 * Outside services run after the commit (`ctx.afterCommit`): for Pay Now the payment provider's
 * order is created then. Its compensation when the provider fails: the order stays placed with
 * payment pending (nothing is undone; Pay Now on My Orders opens the payment again, and the
 * unpaid-order expiry cancels it and gives the stock back if it is never paid).
 */
import { checkGstin, GSTIN_MESSAGES } from '../../shared/gstin.js';
import { DomainError, badInput } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { Notifier, OrderService } from '../orders/order.service.js';
import type { NewOrderLine, OrderPlacementService } from '../orders/order-placement.js';
import type { PaymentMethod } from '../orders/order-status.js';
import { toAddressSnapshot, type OrderView, type PlaceOrderResult } from '../orders/order.types.js';
import { ONLINE_PAYMENTS_OFF, type PaymentService } from '../payments/payment.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { outOfStockMessage } from '../inventory/stock-rules.js';
import type { Config } from '../../config.js';
import { orderMoney, type ShippingRules } from '../pricing/pricing.js';
import { formatRupeesText, paiseToRupees, rupeesToPaise } from '../../shared/money.js';

// Shipping, the tax line and the totals are the pricing module's (pricing.orderMoney).

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty!',
  noAddress: 'Please select an address!',
  undeliverable: "Sorry, we're unable to deliver to this location. Try updating your delivery address.",
  noCod: 'Cash on Delivery is not available for this pincode. Please choose Pay Now.',
  /** Inventory's message (it refuses the line); here too for the screens that name every checkout message. */
  outOfStock: outOfStockMessage,
  tooManyOfSize: (max: number, name: string, colour: string, size: string) =>
    `Only ${max} item(s) of one size per order. Please reduce ${name} (${colour}, ${size}) in your cart.`,
  tooManyUnpaid: (max: number) => `You already have ${max} order(s) waiting for payment. Please complete your payment from My Orders, or choose Cash on Delivery.`,
  tooManyCod: (max: number, onlineOffered: boolean) =>
    `You already have ${max} Cash on Delivery order(s) on the way. Please wait for one to be delivered${onlineOffered ? ', or choose Pay Now' : ''}.`,
  /** Units of one size across the shopper's unpaid open orders (MAX_HELD_UNITS_PER_SIZE). */
  tooManyHeldOfSize: (max: number, name: string, colour: string, size: string, held: number) =>
    `You can have at most ${max} of ${name} (${colour}, ${size}) in orders not yet paid or delivered, and you already have ${held}. Please reduce it in your cart.`,
  /** Units of one product, all colours and sizes, in this order and the unpaid open ones (MAX_HELD_UNITS_PER_PRODUCT). */
  tooManyHeldOfProduct: (max: number, name: string, held: number) =>
    `You can have at most ${max} of ${name} (all colours and sizes together) in orders not yet paid or delivered, and you already have ${held}. Please reduce it in your cart.`,
  /** One cash order above MAX_COD_ORDER_VALUE (the amount already formatted, ₹50,000.00). */
  codOrderTooLarge: (max: string, onlineOffered: boolean) =>
    `Cash on Delivery is available for orders up to ${max}. Please ${onlineOffered ? 'choose Pay Now, or ' : ''}remove some items from your cart.`,
  /** This cash order with the open ones above MAX_OPEN_COD_VALUE (amounts already formatted). */
  openCodTooLarge: (max: string, open: string, onlineOffered: boolean) =>
    `Your Cash on Delivery orders not yet delivered come to ${open}, and together they can be at most ${max}. Please wait for one to be delivered${onlineOffered ? ', or choose Pay Now' : ''}.`,
} as const;

/**
 * Limits on the stock one shopper can hold (issue: one shopper held a product's whole stock in
 * unpaid or cash orders). Checked inside the checkout transaction, under the customer row lock.
 */
export interface CheckoutLimits {
  /** Most units of one size in one order. */
  maxUnitsPerSize: number;
  /** Most online orders placed and not yet paid or cancelled. */
  maxUnpaidOnlineOrders: number;
  /** Most cash-on-delivery orders not yet delivered or cancelled. */
  maxOpenCodOrders: number;
  /** Most units of one size across the shopper's unpaid open orders, this one included. */
  maxHeldUnitsPerSize: number;
  /** Most units of one product (all colours and sizes) across the same orders, this one included. */
  maxHeldUnitsPerProduct: number;
  /** Largest cash-on-delivery order (paise). */
  maxCodOrderValue: number;
  /** Most the shopper's open cash-on-delivery orders may add up to, this one included (paise). */
  maxOpenCodValue: number;
}

/** The limits as a screen shows them: money in rupees. */
export interface StoreSettingsView extends Omit<CheckoutLimits, 'maxCodOrderValue' | 'maxOpenCodValue'> {
  /** Largest cash-on-delivery order, in rupees. */
  maxCodOrderValue: number;
  /** Most a shopper's open cash-on-delivery orders may add up to, in rupees. */
  maxOpenCodValue: number;
  onlinePaymentsEnabled: boolean;
  /** 'razorpay', 'test' (the built-in test gateway, never in production) or null when online payments are off. */
  paymentProvider: 'razorpay' | 'test' | null;
  /** Why Pay Now is not offered, for the screen; null when it is. */
  onlinePaymentsMessage: string | null;
}

type LimitSettings = 'MAX_UNITS_PER_SIZE' | 'MAX_UNPAID_ONLINE_ORDERS' | 'MAX_OPEN_COD_ORDERS' | 'MAX_HELD_UNITS_PER_SIZE' | 'MAX_HELD_UNITS_PER_PRODUCT' | 'MAX_COD_ORDER_VALUE' | 'MAX_OPEN_COD_VALUE';

export function checkoutLimitsOf(config: Pick<Config, LimitSettings>): CheckoutLimits {
  return {
    maxUnitsPerSize: config.MAX_UNITS_PER_SIZE,
    maxUnpaidOnlineOrders: config.MAX_UNPAID_ONLINE_ORDERS,
    maxOpenCodOrders: config.MAX_OPEN_COD_ORDERS,
    maxHeldUnitsPerSize: config.MAX_HELD_UNITS_PER_SIZE,
    maxHeldUnitsPerProduct: config.MAX_HELD_UNITS_PER_PRODUCT,
    // The settings are whole rupees (what an owner types); services count paise.
    maxCodOrderValue: rupeesToPaise(config.MAX_COD_ORDER_VALUE),
    maxOpenCodValue: rupeesToPaise(config.MAX_OPEN_COD_VALUE),
  };
}

/**
 * What checkout needs from the cart, coupons, addresses, delivery and customers modules. The
 * modules not yet on ServiceContext take the transaction's manager (`tx.manager`), always passed.
 */
export interface CheckoutDeps {
  cart: {
    getPricedCart(ctx: ServiceContext, customerId: number): Promise<{
      lines: Array<{ variantSizeId: number; productId: number; variantId: number; productName: string; colorName: string; colorValue: string; size: string; image: string; quantity: number; hsnCode: string }>;
      coupon: { couponId: number; code: string; discount: number } | null;
    }>;
    clear(ctx: ServiceContext, customerId: number): Promise<void>;
    takeOut(ctx: ServiceContext, customerId: number, lines: Array<{ variantSizeId: number; quantity: number }>): Promise<void>;
  };
  coupons: {
    evaluate(ctx: ServiceContext, code: string, customerId: number, subtotal: number): Promise<{ couponId: number; code: string; discount: number }>;
    redeem(ctx: ServiceContext, redemption: { couponId: number; customerId: number; orderId: number; discount: number }): Promise<void>;
  };
  addresses: {
    findOwned(ctx: ServiceContext, addressId: number): Promise<{
      id: number; fullName: string; phone: string; houseName: string; address: string; locality: string; landmark: string; city: string; state: string; pincode: string; addressType: string;
    } | null>;
  };
  delivery: { check(ctx: ServiceContext, pincode: string, now: Date): Promise<{ deliverable: boolean; codAvailable: boolean }> };
  customers: { lockForOrder(ctx: ServiceContext, customerId: number): Promise<void> };
  /** What shipping costs (the store's settings; the cart's quote uses the same). */
  shipping: { shippingRules(): Promise<ShippingRules> };
  notifier: Notifier;
}

export interface PlaceOrderInput {
  addressId: number | null;
  paymentMethod: PaymentMethod;
  /** Same key → same order. Optional (the spec's REST call has none). */
  idempotencyKey?: string | null;
  /** A code typed at checkout; otherwise the cart's applied coupon is used. */
  couponCode?: string | null;
  /** A registered buyer's GSTIN (B2B invoice); with `businessName`. */
  gstin?: string | null;
  businessName?: string | null;
}

type CartLines = Awaited<ReturnType<CheckoutDeps['cart']['getPricedCart']>>['lines'];
type Address = NonNullable<Awaited<ReturnType<CheckoutDeps['addresses']['findOwned']>>>;

/** What the quote step settles: the money of the order. */
interface OrderQuote {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  coupon: { couponId: number; code: string; discount: number } | null;
}

export class CheckoutService {
  constructor(
    private readonly deps: CheckoutDeps,
    private readonly orders: OrderService,
    private readonly placement: OrderPlacementService,
    private readonly inventory: InventoryService,
    private readonly payments: PaymentService,
    private readonly logger: Logger,
    private readonly limits: CheckoutLimits,
  ) {}

  /**
   * Places the caller's cart as an order (see the file comment). For online payment the
   * provider order is created after the commit; when the provider cannot be reached the order
   * stays with payment pending and Pay Now opens it later.
   */
  async placeOrder(ctx: ServiceContext, input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const customerId = ctx.requireCustomer();
    if (input.paymentMethod !== 'COD' && input.paymentMethod !== 'ONLINE') throw badInput('Please choose Pay Now or Cash on Delivery.', { field: 'paymentMethod' });
    if (input.paymentMethod === 'ONLINE' && !this.payments.provider) throw badInput(ONLINE_PAYMENTS_OFF, { field: 'paymentMethod' });
    const key = input.idempotencyKey?.trim() || null;
    if (key && key.length > 100) throw badInput('The idempotency key can be at most 100 characters.', { field: 'idempotencyKey' });
    if (!input.addressId || !Number.isInteger(input.addressId) || input.addressId <= 0) throw badInput(CHECKOUT_MESSAGES.noAddress, { field: 'addressId' });
    const addressId = input.addressId;
    const method = input.paymentMethod;
    const buyer = b2bBuyerOf(input);

    let answer: PlaceOrderResult | null = null;
    const placed = await ctx.transaction(async (tx): Promise<{ orderId: number; created: boolean; view?: OrderView }> => {
      await this.lockShopper(tx, customerId);
      const retried = key ? await this.findRetriedOrder(tx, customerId, key) : null;
      if (retried !== null) return this.afterPlacing(tx, customerId, { orderId: retried, created: false }, (done) => (answer = done));
      const open = await this.checkOpenOrders(tx, customerId, method);
      const address = await this.readAddress(tx, addressId);
      await this.checkDelivery(tx, address, method);
      const cart = await this.priceCart(tx, customerId);
      await this.checkHeldUnits(tx, customerId, cart.lines);
      const sold = await this.takeStock(tx, cart.lines);
      const quote = await this.quote(tx, customerId, sold, method, input.couponCode?.trim() || cart.couponCode);
      if (method === 'COD') this.checkCodValue(quote.total, open.openCodValue);
      const order = await this.createOrder(tx, customerId, method, quote, address, key, sold);
      if (buyer) await this.orders.recordBuyerGstin(tx, order.row.id, buyer);
      await this.redeemCoupon(tx, customerId, order.row.id, quote);
      if (method === 'COD') await this.clearCart(tx, customerId);
      const entry = await this.announce(tx, order.row, method, quote.total);
      const view: OrderView = { ...order.row, items: order.items, statusHistory: [entry] };
      return this.afterPlacing(tx, customerId, { orderId: order.row.id, created: true, view }, (done) => (answer = done));
    });
    // The after-commit step answers; should it have failed before answering, the committed order is read.
    const done = answer as PlaceOrderResult | null;
    return done ?? { order: placed.view ?? (await this.orders.getForCaller({ customerId, isStaff: false }, placed.orderId)), payment: null, created: placed.created };
  }

  /**
   * An online order's payment arrived: its lines leave the shopper's cart (the cart was kept while
   * the order waited for payment; lines added since stay). Runs after the payment's commit.
   */
  async takePaidOrderOutOfCart(ctx: ServiceContext, order: { orderId: number; customerId: number | null; paymentMethod: PaymentMethod }): Promise<void> {
    if (order.paymentMethod !== 'ONLINE' || order.customerId === null) return;
    const customerId = order.customerId;
    const view = await this.orders.getForCaller({ customerId, isStaff: false }, order.orderId);
    const lines = view.items.flatMap((item) => (item.variantSizeId === null ? [] : [{ variantSizeId: item.variantSizeId, quantity: item.quantity }]));
    await ctx.transaction((tx) => this.deps.cart.takeOut(tx, customerId, lines));
  }

  /** What the checkout screen offers: whether Pay Now exists here, with which provider, and the limits. */
  storeSettings(): StoreSettingsView {
    const provider = this.payments.provider;
    return {
      onlinePaymentsEnabled: provider !== null,
      paymentProvider: provider?.name ?? null,
      onlinePaymentsMessage: provider ? null : ONLINE_PAYMENTS_OFF,
      ...this.limits,
      maxCodOrderValue: paiseToRupees(this.limits.maxCodOrderValue),
      maxOpenCodValue: paiseToRupees(this.limits.maxOpenCodValue),
    };
  }

  // ------------------------------------------------------------------ the steps (inside the transaction)

  /**
   * Lock the shopper: one checkout at a time per shopper. A second tab, a double click or a retry
   * with the same key waits here, then sees the first one's order (or its emptied cart).
   */
  private lockShopper(tx: ServiceContext, customerId: number): Promise<void> {
    return this.deps.customers.lockForOrder(tx, customerId);
  }

  /** The order an earlier request with the same idempotency key placed, if any. */
  private findRetriedOrder(tx: ServiceContext, customerId: number, key: string): Promise<number | null> {
    return this.placement.findByIdempotencyKey(tx, customerId, key);
  }

  /**
   * The shopper's open orders, counted under the shopper's lock (so two checkouts at once cannot
   * both pass): too many unpaid online orders, or cash orders not yet delivered, and this one is
   * refused before any stock is taken.
   */
  private async checkOpenOrders(tx: ServiceContext, customerId: number, method: PaymentMethod): Promise<{ openCodValue: number }> {
    const open = await this.placement.countOpen(tx, customerId);
    if (method === 'ONLINE' && open.unpaidOnline >= this.limits.maxUnpaidOnlineOrders) {
      throw new DomainError('CONFLICT', CHECKOUT_MESSAGES.tooManyUnpaid(this.limits.maxUnpaidOnlineOrders), { limit: this.limits.maxUnpaidOnlineOrders });
    }
    if (method === 'COD' && open.openCod >= this.limits.maxOpenCodOrders) {
      throw new DomainError('CONFLICT', CHECKOUT_MESSAGES.tooManyCod(this.limits.maxOpenCodOrders, this.payments.provider !== null), { limit: this.limits.maxOpenCodOrders });
    }
    return open;
  }

  /**
   * The units this order adds to what the shopper already holds unpaid (open cash orders, online
   * orders awaiting payment): per size, and per product across its colours and sizes (a free-size
   * saree has one size per colour, so per-size limits alone let one order take 10 of each colour).
   * Under the shopper's lock, so two checkouts at once cannot both pass.
   */
  private async checkHeldUnits(tx: ServiceContext, customerId: number, lines: CartLines): Promise<void> {
    const productIds = [...new Set(lines.map((line) => line.productId))];
    const held = await this.placement.heldUnits(tx, customerId, lines.map((line) => line.variantSizeId), productIds);
    const { maxHeldUnitsPerSize, maxHeldUnitsPerProduct } = this.limits;
    for (const line of lines) {
      const already = held.bySize.get(line.variantSizeId) ?? 0;
      if (already + line.quantity > maxHeldUnitsPerSize) {
        throw new DomainError('CONFLICT', CHECKOUT_MESSAGES.tooManyHeldOfSize(maxHeldUnitsPerSize, line.productName, line.colorName, line.size, already), {
          variantSizeId: line.variantSizeId, limit: maxHeldUnitsPerSize, held: already,
        });
      }
    }
    for (const productId of productIds) {
      const inOrder = lines.filter((line) => line.productId === productId);
      const already = held.byProduct.get(productId) ?? 0;
      const units = inOrder.reduce((sum, line) => sum + line.quantity, 0);
      if (already + units > maxHeldUnitsPerProduct) {
        throw new DomainError('CONFLICT', CHECKOUT_MESSAGES.tooManyHeldOfProduct(maxHeldUnitsPerProduct, inOrder[0].productName, already), {
          productId, limit: maxHeldUnitsPerProduct, held: already,
        });
      }
    }
  }

  /** A cash order's total, alone and with the shopper's open cash orders, within the limits (paise). */
  private checkCodValue(total: number, openCodValue: number): void {
    const onlineOffered = this.payments.provider !== null;
    const { maxCodOrderValue, maxOpenCodValue } = this.limits;
    if (total > maxCodOrderValue) {
      throw new DomainError('CONFLICT', CHECKOUT_MESSAGES.codOrderTooLarge(formatRupeesText(maxCodOrderValue), onlineOffered), { field: 'paymentMethod', limit: maxCodOrderValue / 100 });
    }
    if (openCodValue + total > maxOpenCodValue) {
      throw new DomainError('CONFLICT', CHECKOUT_MESSAGES.openCodTooLarge(formatRupeesText(maxOpenCodValue), formatRupeesText(openCodValue), onlineOffered), {
        field: 'paymentMethod', limit: maxOpenCodValue / 100,
      });
    }
  }

  /** Read the address: the shopper's own (NOT_FOUND on addressId otherwise). */
  private async readAddress(tx: ServiceContext, addressId: number): Promise<Address> {
    const address = await this.deps.addresses.findOwned(tx, addressId);
    if (!address) throw new DomainError('NOT_FOUND', 'Address not found.', { field: 'addressId' });
    return address;
  }

  /** Check delivery: the pincode is served, and takes cash when the shopper pays cash. */
  private async checkDelivery(tx: ServiceContext, address: Address, method: PaymentMethod): Promise<void> {
    const delivery = await this.deps.delivery.check(tx, address.pincode, new Date());
    if (!delivery.deliverable) throw badInput(CHECKOUT_MESSAGES.undeliverable, { field: 'addressId' });
    if (method === 'COD' && !delivery.codAvailable) throw badInput(CHECKOUT_MESSAGES.noCod, { field: 'paymentMethod' });
  }

  /** Price the cart: its lines from the database now (and its applied coupon); an empty cart or too many of a size is refused. */
  private async priceCart(tx: ServiceContext, customerId: number): Promise<{ lines: CartLines; couponCode: string | null }> {
    const cart = await this.deps.cart.getPricedCart(tx, customerId);
    if (cart.lines.length === 0) throw badInput(CHECKOUT_MESSAGES.emptyCart);
    const max = this.limits.maxUnitsPerSize;
    const over = cart.lines.find((line) => line.quantity > max);
    if (over) throw new DomainError('BAD_INPUT', CHECKOUT_MESSAGES.tooManyOfSize(max, over.productName, over.colorName, over.size), { variantSizeId: over.variantSizeId, limit: max });
    return { lines: cart.lines, couponCode: cart.coupon?.code ?? null };
  }

  /** Take stock: every line's units (OUT_OF_STOCK otherwise), at the prices of that moment. */
  private async takeStock(tx: ServiceContext, lines: CartLines): Promise<NewOrderLine[]> {
    const taken = await this.inventory.takeStock(tx, lines);
    return lines.map((line, i) => ({ ...line, originalPrice: taken[i].originalPrice, discountedPrice: taken[i].discountedPrice }));
  }

  /**
   * Quote: the order's money from the lines just taken, the coupon (typed now, or the cart's)
   * re-checked against that subtotal, and the shipping of the payment method.
   */
  private async quote(tx: ServiceContext, customerId: number, lines: NewOrderLine[], method: PaymentMethod, code: string | null): Promise<OrderQuote> {
    // The stock is taken: every line is charged (pricing's totals, as the cart's quote shows them).
    const pricingLines = lines.map((line) => ({ unitPrice: line.discountedPrice, quantity: line.quantity, stock: line.quantity }));
    const rules = await this.deps.shipping.shippingRules();
    const { subtotal } = orderMoney(pricingLines, 0, method, rules);
    const coupon = code ? await this.deps.coupons.evaluate(tx, code, customerId, subtotal) : null;
    const { discount, shipping, tax, total } = orderMoney(pricingLines, coupon?.discount ?? 0, method, rules);
    return { subtotal, discount, shipping, tax, total, coupon };
  }

  /** Create the order: the row and its items, with the address as it is now. */
  private async createOrder(tx: ServiceContext, customerId: number, method: PaymentMethod, quote: OrderQuote, address: Address, key: string | null, lines: NewOrderLine[]) {
    const created = await this.placement.create(
      tx,
      { customerId, paymentMethod: method, subtotal: quote.subtotal, discount: quote.discount, shipping: quote.shipping, tax: quote.tax, total: quote.total, coupon: quote.coupon, address: toAddressSnapshot(address), idempotencyKey: key },
      lines,
    );
    if (!created) throw new DomainError('CONFLICT', 'This order was already placed.');
    return created;
  }

  /** Redeem the coupon: its use is recorded against the new order (after the order exists). */
  private async redeemCoupon(tx: ServiceContext, customerId: number, orderId: number, quote: OrderQuote): Promise<void> {
    if (quote.coupon) await this.deps.coupons.redeem(tx, { couponId: quote.coupon.couponId, customerId, orderId, discount: quote.discount });
  }

  /**
   * Clear the cart (lines and applied coupon): for a cash order at once. An online order's cart
   * stays until its payment arrives (issue 25, item 9: closing the payment sheet emptied the cart
   * and left an unpaid order); `takePaidOrderOutOfCart` then takes the order's lines out.
   */
  private clearCart(tx: ServiceContext, customerId: number): Promise<void> {
    return this.deps.cart.clear(tx, customerId);
  }

  /** Announce it: the PLACED history entry, and `order.placed` for the subscribers (notice, live status) after the commit. */
  private announce(tx: ServiceContext, order: { id: number; orderNumber: string; customerId: number | null }, method: PaymentMethod, total: number) {
    return this.orders.recordPlaced(tx, { orderId: order.id, orderNumber: order.orderNumber, customerId: order.customerId, paymentMethod: method, totalAmount: total });
  }

  // ------------------------------------------------------------------ after the commit

  /**
   * Registers what runs once the order is committed, and answers `placed` for the transaction.
   * After the commit, never under the shopper's lock: for an online order still waiting for its
   * payment, the provider's order is created. Compensation when the provider fails: none is
   * needed, the order stays placed and payable (logged; Pay Now opens the payment again, and the
   * unpaid-order expiry gives the stock back if it is never paid).
   */
  private afterPlacing(
    tx: ServiceContext,
    customerId: number,
    placed: { orderId: number; created: boolean; view?: OrderView },
    answer: (result: PlaceOrderResult) => void,
  ): { orderId: number; created: boolean; view?: OrderView } {
    tx.afterCommit(async () => {
      const caller = { customerId, isStaff: false };
      let order = placed.view ?? (await this.orders.getForCaller(caller, placed.orderId));
      let payment: PlaceOrderResult['payment'] = null;
      if (order.paymentMethod === 'ONLINE' && order.status === 'PLACED' && (order.paymentStatus === 'PENDING' || order.paymentStatus === 'FAILED')) {
        try {
          payment = await this.payments.startPayment(tx.detached(), { orderId: order.id });
        } catch (error) {
          this.logger.error({ err: error, orderId: order.id }, 'could not open the payment; Pay Now will retry');
        }
        order = await this.orders.getForCaller(caller, placed.orderId);
      }
      answer({ order, payment, created: placed.created });
    });
    return placed;
  }
}

/** The B2B buyer of a checkout: none, or a valid GSTIN with its business name (BAD_INPUT on the field otherwise). */
export function b2bBuyerOf(input: Pick<PlaceOrderInput, 'gstin' | 'businessName'>): { gstin: string; businessName: string } | null {
  const typed = (input.gstin ?? '').trim();
  const name = (input.businessName ?? '').trim();
  if (!typed && !name) return null;
  const checked = checkGstin(typed);
  if ('message' in checked) throw badInput(checked.message, { field: 'gstin' });
  if (!name || name.length > 100) throw badInput(GSTIN_MESSAGES.businessName, { field: 'businessName' });
  return { gstin: checked.gstin, businessName: name };
}

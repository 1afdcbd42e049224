/**
 * The shopper's copy of their data (DPDP Act: right to access). One JSON document, readable by a
 * person: profile, addresses, orders (items, status history, tax document numbers, payments),
 * wishlist, cart, notifications, sessions (no tokens or ids), coupon use, messages to the store,
 * reviews and consents. Money is in rupees here, as the shopper sees it.
 *
 * Getting it: `requestLink` (GraphQL) gives a signed link valid a few minutes and usable once,
 * bound to the session that asked (logout or deletion kills it); `download` (REST with a bearer
 * token) answers the file at once. Both count against one limit: one export a minute per shopper,
 * decided by one conditional UPDATE, so it holds across server processes.
 */
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { DomainError, notFound } from '../../shared/errors.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { CustomerAccountData } from '../customers/customer.account-data.js';
import type { AddressAccountData } from '../addresses/address.account-data.js';
import type { OrderAccountData } from '../orders/order.account-data.js';
import type { PaymentAccountData } from '../payments/payment.account-data.js';
import type { WishlistAccountData } from '../wishlist/wishlist.account-data.js';
import type { CartAccountData } from '../cart/cart.account-data.js';
import type { CouponAccountData } from '../coupons/coupon.account-data.js';
import type { NotificationAccountData } from '../notifications/notification.account-data.js';
import type { AuthAccountData } from '../auth/auth.account-data.js';
import type { ContactAccountData } from '../content/contact.account-data.js';
import type { ReviewAccountData } from '../reviews/review.account-data.js';

/** Each owner's part of the export (every module that keeps a shopper's rows), and the catalogue's names. */
export interface ExportParts {
  customers: CustomerAccountData;
  addresses: AddressAccountData;
  orders: OrderAccountData;
  payments: PaymentAccountData;
  wishlist: WishlistAccountData;
  cart: CartAccountData;
  coupons: CouponAccountData;
  notifications: NotificationAccountData;
  auth: AuthAccountData;
  contact: ContactAccountData;
  reviews: ReviewAccountData;
  catalog: {
    productLabels(ids: readonly number[]): Promise<Map<number, { name: string; slug: string }>>;
    sizeLabels(variantSizeIds: readonly number[]): Promise<Map<number, { product: string; colour: string; size: string }>>;
  };
}

/** Seconds between two exports of one shopper. */
export const EXPORT_INTERVAL_SECONDS = 60;
/** Seconds a download link works. */
export const EXPORT_LINK_SECONDS = 300;
const LINK_PURPOSE = 'data-export';
export const EXPORT_LINK_PATH = '/api/v1/user/data-export/link/';

export interface ExportFile {
  fileName: string;
  /** The document, pretty-printed JSON. */
  body: string;
}

export interface ExportLink {
  url: string;
  expiresAt: Date;
  fileName: string;
}

const rupees = (paise: number | null) => (paise === null ? null : Math.round(paise) / 100);

export class AccountExportService {
  private readonly key: Uint8Array;

  constructor(
    private readonly parts: ExportParts,
    secret: string,
  ) {
    // A key of its own (derived), so a download link can never pass as a login token.
    this.key = crypto.createHash('sha256').update(`data-export:${secret}`).digest();
  }

  /** A single-use link to the caller's export, valid EXPORT_LINK_SECONDS; RATE_LIMITED within a minute of the last export. */
  async requestLink(ctx: ServiceContext, sessionId: string): Promise<ExportLink> {
    const customerId = ctx.requireCustomer();
    const linkId = await this.claimExportSlot(ctx, customerId, true);
    const expiresAt = new Date(Date.now() + EXPORT_LINK_SECONDS * 1000);
    const token = await new SignJWT({ sid: sessionId, purpose: LINK_PURPOSE })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(customerId))
      .setJti(linkId)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { url: `${EXPORT_LINK_PATH}${token}`, expiresAt, fileName: this.fileName() };
  }

  /**
   * The export behind a link: only while the link is unexpired, unused, and the session that asked
   * for it is still live (so logging out or deleting the account kills it). NOT_FOUND otherwise.
   * The link is the caller's proof: `ctx` is the (anonymous) request's.
   */
  async downloadByLink(ctx: ServiceContext, token: string): Promise<ExportFile> {
    const gone = notFound('This download link has expired or was already used. Please ask for a new one in My Profile.');
    let customerId: number;
    let linkId: string;
    let sessionId: string;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.purpose !== LINK_PURPOSE) throw gone;
      customerId = Number(payload.sub);
      linkId = String(payload.jti ?? '');
      sessionId = String(payload.sid ?? '');
    } catch {
      throw gone;
    }
    if (!Number.isInteger(customerId) || !/^[0-9a-f-]{36}$/.test(linkId) || !/^[0-9a-f-]{36}$/.test(sessionId)) throw gone;
    if (!(await this.parts.auth.isLiveSession(ctx, customerId, sessionId))) throw gone;
    // Used up in the statement that checks it: two clicks download once.
    if (!(await this.parts.customers.useExportLink(ctx, customerId, linkId))) throw gone;
    return this.file(ctx, customerId);
  }

  /** The caller's export now (REST with a bearer token); RATE_LIMITED within a minute of the last export. */
  async download(ctx: ServiceContext): Promise<ExportFile> {
    const customerId = ctx.requireCustomer();
    await this.claimExportSlot(ctx, customerId, false);
    return this.file(ctx, customerId);
  }

  private async file(ctx: ServiceContext, customerId: number): Promise<ExportFile> {
    const data = await this.build(ctx, customerId);
    return { fileName: this.fileName(), body: `${JSON.stringify(data, null, 2)}\n` };
  }

  private fileName(): string {
    return `kapda-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  }

  /** Takes this minute's export for the customer (and a new link id when asked); RATE_LIMITED with the wait otherwise. */
  private async claimExportSlot(ctx: ServiceContext, customerId: number, withLink: boolean): Promise<string> {
    const slot = await this.parts.customers.claimExportSlot(ctx, customerId, EXPORT_INTERVAL_SECONDS, withLink);
    if ('linkId' in slot) return slot.linkId;
    const wait = slot.waitSeconds;
    throw new DomainError('RATE_LIMITED', `You can download your data once a minute. Please try again in ${wait} seconds.`, { retryAfterSeconds: wait });
  }

  /** Everything the store holds about the customer, as one readable document: each owner's part, named by the catalogue. */
  async build(ctx: ServiceContext, customerId: number): Promise<Record<string, unknown>> {
    const { parts } = this;
    const profile = await parts.customers.exportFor(ctx, customerId);
    const [addresses, orders, wishlist, cart, notifications, sessions, coupons, messages, reviews] = await Promise.all([
      parts.addresses.exportFor(ctx, customerId),
      parts.orders.exportFor(ctx, customerId),
      parts.wishlist.exportFor(ctx, customerId),
      parts.cart.exportFor(ctx, customerId),
      parts.notifications.exportFor(ctx, customerId),
      parts.auth.exportFor(ctx, customerId),
      parts.coupons.exportFor(ctx, customerId),
      parts.contact.exportFor(ctx, customerId),
      parts.reviews.exportFor(ctx, customerId),
    ]);
    const [payments, products, sizes, cartCoupon] = await Promise.all([
      parts.payments.paymentsOfOrders(ctx, orders.map((o) => o.id)),
      parts.catalog.productLabels([...wishlist.map((w) => w.productId), ...reviews.map((r) => r.productId)]),
      parts.catalog.sizeLabels(cart.lines.map((l) => l.variantSizeId)),
      parts.coupons.codeOf(ctx, cart.couponId),
    ]);
    const orderNumbers = new Map(orders.map((o) => [o.id, o.orderNumber]));
    return {
      about: {
        store: 'Kapda',
        exportedAt: new Date().toISOString(),
        format: 'Everything Kapda holds about your account. Money is in rupees (INR); times are UTC (ISO 8601).',
      },
      profile,
      addresses,
      orders: orders.map((o) => exportedOrder(o, payments.get(o.id) ?? [])),
      wishlist: wishlist.map((w) => ({ product: products.get(w.productId)?.name ?? null, slug: products.get(w.productId)?.slug ?? null, addedAt: w.addedAt })),
      cart: {
        lines: cart.lines.map((l) => {
          const size = sizes.get(l.variantSizeId);
          return { product: size?.product ?? null, colour: size?.colour ?? null, size: size?.size ?? null, quantity: l.quantity, priceSeen: rupees(l.priceSeen), addedAt: l.addedAt };
        }),
        coupon: cartCoupon,
      },
      couponsUsed: coupons.map((c) => ({ code: c.code, orderNumber: c.orderId === null ? null : (orderNumbers.get(c.orderId) ?? null), discount: rupees(c.discount), releasedAt: c.releasedAt })),
      notifications,
      sessions,
      messagesToStore: messages,
      reviews: reviews.map(({ productId, ...r }) => ({ product: products.get(productId)?.name ?? null, ...r })),
      consents: {
        records: [],
        note: 'Kapda keeps no consent records beyond your account itself: no marketing or tracking consent is asked or stored.',
      },
    };
  }
}

/** An order as the shopper reads it: rupees, its payments, the delivery address without internal ids. */
function exportedOrder(o: Record<string, any>, payments: Array<Record<string, any>>): Record<string, unknown> {
  const { id: _id, ...order } = o;
  const { addressId: _addressId, ...shippingAddress } = o.shippingAddress ?? {};
  return {
    ...order,
    itemsSubtotal: rupees(o.itemsSubtotal),
    discount: rupees(o.discount),
    shipping: rupees(o.shipping),
    tax: rupees(o.tax),
    total: rupees(o.total),
    shippingAddress,
    items: o.items.map((i: Record<string, number>) => ({ ...i, originalPrice: rupees(i.originalPrice), pricePaid: rupees(i.pricePaid) })),
    payments: payments.map((p) => ({ ...p, amount: rupees(p.amount) })),
  };
}

/**
 * Returns and exchanges of delivered order lines: the shopper asks (within the window after
 * delivery, at most what was delivered minus what is already asked for, one open request per
 * line), staff approve (pickup scheduled; an exchange's size is reserved with a conditional stock
 * UPDATE) or reject, then record the pickup, the arrival, and the refund (a credit note from the
 * CN series; an online payment refunded through the provider after the commit, a cash order paid
 * out to the bank account or UPI id the shopper gave) or the exchange shipped. Every step is
 * written to the history, notified to the shopper and, for staff, audit-logged, in one
 * transaction. Locks: the order row first, then the request row (both paths), so they never
 * wait on each other in opposite orders.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ServiceContext } from '../../shared/service-context.js';
import { DomainError, badInput, notFound } from '../../shared/errors.js';
import { formatRupeesText } from '../../shared/money.js';
import type { Logger } from '../../shared/logger.js';
import crypto from 'node:crypto';
import { IMAGE_EXTENSIONS, sniffImage } from '../../shared/image-sniff.js';
import { withoutMetadata } from '../../shared/photo-metadata.js';
import type { ImageStorage } from '../../shared/image-storage.js';
import type { OrderLineFacts, OrderRow, OrderService, Notifier } from '../orders/order.service.js';
import type { CustomerDirectory } from '../orders/order-ports.js';
import { rowsOf } from '../../shared/db.js';
import type { TaxDocuments } from '../orders/tax-documents.js';
import type { RefundSettler } from '../payments/refunds.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { AuditService } from '../staff/audit.service.js';
import {
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  canMoveReturn,
  indiaDate,
  isOpenReturn,
  isReturnReason,
  maskedPayout,
  parsePayout,
  pickupDates,
  refundableTotal,
  returnRefund,
  returnWindowEnd,
  returnWindowVerdict,
  returnableQuantity,
  type PayoutInput,
  type ReturnKind,
  type ReturnStatus,
} from './return-rules.js';

export const RETURN_NOT_FOUND = 'Return request not found.';
/** The uploads folder of return photos (served at /uploads/returns/<key>). */
export const RETURN_PHOTO_FOLDER = 'returns';
/** Photos per request, and unattached uploads a shopper may hold at once. */
export const MAX_PHOTOS = 3;
const MAX_PENDING_UPLOADS = 12;
/** Most requests a list answers. */
export const RETURN_LIST_LIMIT = 100;

export interface ReturnRequestInput {
  orderId: number;
  orderItemId: number;
  quantity: number;
  kind: ReturnKind;
  reason: string;
  comment?: string | null;
  exchangeSize?: string | null;
  pickupDate: string;
  photoIds?: string[] | null;
  payout?: PayoutInput | null;
}

export interface ReturnView {
  id: number;
  returnNumber: string;
  orderId: number;
  orderNumber: string;
  orderItemId: number;
  customerId: number;
  kind: ReturnKind;
  status: ReturnStatus;
  quantity: number;
  reason: string;
  comment: string;
  exchangeSize: string | null;
  pickupDate: string;
  refundAmount: number;
  refundMethod: string | null;
  payoutMasked: string | null;
  payoutReference: string | null;
  refundStatus: string;
  creditNoteNumber: string | null;
  rejectReason: string | null;
  courier: string | null;
  trackingNumber: string | null;
  createdAt: Date;
  updatedAt: Date;
  productName: string;
  colorName: string;
  size: string;
  image: string;
  customerPhone: string;
  photoKeys: string[];
  history: Array<{ status: ReturnStatus; note: string; date: Date }>;
}

export interface ReturnableLine {
  orderItemId: number;
  productName: string;
  colorName: string;
  size: string;
  image: string;
  delivered: number;
  returnable: number;
  openReturnId: number | null;
  exchangeSizes: Array<{ size: string; inStock: boolean }>;
}

export interface ReturnOptionsView {
  orderId: number;
  eligible: boolean;
  message: string | null;
  windowEndsAt: Date | null;
  refundTo: 'ORIGINAL_PAYMENT' | 'BANK_OR_UPI';
  pickupDates: string[];
  lines: ReturnableLine[];
}

/** A return refunded short of what the shopper paid for its units (ADR 0101). */
export interface ShortRefund {
  returnId: number;
  returnNumber: string;
  orderId: number;
  orderNumber: string;
  /** ORIGINAL (the online payment), BANK or UPI (a cash order's payout). */
  method: string;
  /** What the return should have refunded, paise. */
  due: number;
  /** What it refunded (its refund plus any difference already settled), paise. */
  refunded: number;
  /** The difference still owed, paise. */
  short: number;
}

/** A difference settled (or being settled) for a short return. */
export interface ShortRefundSettlement {
  id: number;
  returnId: number;
  returnNumber: string;
  orderNumber: string;
  amount: number;
  method: string;
  /** PENDING (the provider is being asked), PAYOUT_OWED (staff transfer it), DONE. */
  status: string;
  creditNoteNumber: string | null;
  refundId: string | null;
  refundError: string | null;
}

export interface ReturnServiceDeps {
  orders: Pick<OrderService, 'findRow' | 'linesFor' | 'deliveredAt' | 'rowsByIds'>;
  inventory: Pick<InventoryService, 'reserveUnits' | 'restockReturn' | 'sizesOfVariants'>;
  /** The customers module: the shopper's phone on staff screens. */
  customers: Pick<CustomerDirectory, 'contactsOf'>;
  notifier: Notifier;
  taxDocuments: Pick<TaxDocuments, 'issuePartialCreditNote'>;
  refunds: Pick<RefundSettler, 'refundPart'>;
  audit: Pick<AuditService, 'record'>;
  images: ImageStorage;
  logger: Logger;
  /** Days after delivery a return may be asked for (the store's settings, read when asked). */
  windowDays: () => Promise<number>;
  photoMaxBytes: number;
}


const COLUMNS = `r.id, r.return_number AS "returnNumber", r.order_id AS "orderId", r.order_item_id AS "orderItemId",
  r.customer_id AS "customerId", r.kind, r.status, r.quantity, r.reason, r.comment, r.exchange_size AS "exchangeSize",
  to_char(r.pickup_date, 'YYYY-MM-DD') AS "pickupDate", r.refund_amount AS "refundAmount", r.refund_method AS "refundMethod",
  r.payout_account_number AS "accountNumber", r.payout_ifsc AS ifsc, r.payout_upi_id AS "upiId", r.payout_reference AS "payoutReference",
  r.refund_status AS "refundStatus", r.credit_note_number AS "creditNoteNumber", r.reject_reason AS "rejectReason",
  r.courier, r.tracking_number AS "trackingNumber", r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;
// The order's number and the line's names come from the orders module (OrderService.linesFor),
// the shopper's phone from the customers module: one batch each, whatever the page size.
const FROM = `FROM return_request r`;
/** A view's own children in the same statement: the history (oldest first) and the photo keys. */
const VIEW_COLUMNS = `${COLUMNS},
  coalesce((SELECT json_agg(json_build_object('status', h.status, 'note', h.note, 'date', h.created_at) ORDER BY h.id) FROM return_status_history h WHERE h.return_id = r.id), '[]') AS history,
  coalesce((SELECT json_agg(p.id ORDER BY p.created_at, p.id) FROM return_photo p WHERE p.return_id = r.id), '[]') AS "photoKeys"`;

/** A refunded return as the short-refund audit reads it. */
type RefundedRequest = { id: number; returnNumber: string; orderId: number; orderItemId: number; quantity: number; method: string; refunded: number };
/** What the return_request row holds. */
type RequestRow = Omit<ReturnView, 'payoutMasked' | 'photoKeys' | 'history' | 'customerPhone' | LineField> & { accountNumber: string | null; ifsc: string | null; upiId: string | null };
/** A request row read with VIEW_COLUMNS. */
type ViewRow = RequestRow & { history: Array<{ status: ReturnStatus; note: string; date: string }>; photoKeys: string[] };
type LineField = 'orderNumber' | 'productName' | 'colorName' | 'size' | 'image';
/** The row with its order line's facts (what the steps' messages name). */
type ReturnRow = RequestRow & Pick<ReturnView, LineField>;

const conflict = (message: string) => new DomainError('CONFLICT', message);
const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

export class ReturnService {
  /** Reads outside any transaction (lists, views) ask the other owners on the pool. */
  private readonly reads: ServiceContext;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: ReturnServiceDeps,
  ) {
    this.reads = ServiceContext.system(dataSource, 'returns');
  }

  // ------------------------------------------------------------------ shopper

  /**
   * What the shopper may return from one of their orders now: the window, each line's returnable
   * units and the sizes it may be exchanged for, the pickup dates and where a refund goes.
   * Someone else's order is NOT_FOUND.
   */
  async options(customerId: number, orderId: number, now = new Date()): Promise<ReturnOptionsView> {
    const ctx = this.reads;
    const order = await this.deps.orders.findRow({ customerId, isStaff: false }, orderId, ctx.manager, false);
    const [deliveredAt, lines] = await Promise.all([this.deps.orders.deliveredAt(ctx, order.id), this.returnableLines(ctx, order.id)]);
    const windowDays = await this.deps.windowDays();
    const verdict = returnWindowVerdict({ status: order.status, deliveredAt }, now, windowDays);
    return {
      orderId: order.id,
      eligible: verdict.ok && lines.some((l) => l.returnable > 0 && l.openReturnId === null),
      message: verdict.ok ? null : verdict.message,
      windowEndsAt: deliveredAt ? returnWindowEnd(deliveredAt, windowDays) : null,
      refundTo: order.paymentMethod === 'COD' ? 'BANK_OR_UPI' : 'ORIGINAL_PAYMENT',
      pickupDates: pickupDates(now),
      lines: lines.map(({ facts: _facts, ...line }) => line),
    };
  }

  /** The shopper's requests, newest first; of one order when `orderId` is given. */
  async listForCustomer(customerId: number, orderId: number | null): Promise<ReturnView[]> {
    const rows: ViewRow[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} ${FROM} WHERE r.customer_id = $1 ${orderId !== null ? 'AND r.order_id = $2' : ''} ORDER BY r.id DESC LIMIT ${RETURN_LIST_LIMIT}`,
      orderId !== null ? [customerId, orderId] : [customerId],
    );
    return this.withChildren(rows);
  }

  /**
   * The shopper asks to return (or exchange for another size of the same colour) some units of a
   * delivered line. Checked under the order's row lock: the window, the quantity left, one open
   * request per line, the reason, the pickup date, the photos (their own uploads), and for a cash
   * order the bank account or UPI id the refund goes to.
   */
  async request(ctx: ServiceContext, input: ReturnRequestInput, now = new Date()): Promise<ReturnView> {
    const customerId = ctx.requireCustomer();
    const reason = String(input.reason ?? '');
    if (!isReturnReason(reason)) throw badInput('Choose a reason from the list.', { field: 'reason' });
    const comment = (input.comment ?? '').trim();
    if (comment.length > 500) throw badInput('The comment can be at most 500 characters.', { field: 'comment' });
    if (input.kind !== 'RETURN' && input.kind !== 'EXCHANGE') throw badInput('Choose return or exchange.', { field: 'kind' });
    if (!Number.isInteger(input.quantity) || input.quantity < 1) throw badInput('Choose how many to return (at least 1).', { field: 'quantity' });
    if (!pickupDates(now).includes(input.pickupDate)) throw badInput('Choose a pickup date from the dates offered.', { field: 'pickupDate' });
    const photoIds = [...new Set(input.photoIds ?? [])];
    if (photoIds.length > MAX_PHOTOS) throw badInput(`At most ${MAX_PHOTOS} photos per request.`, { field: 'photoIds' });

    // The shopper's own context: its request id reaches the log of everything this does.
    const id = await ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const order = await this.deps.orders.findRow({ customerId, isStaff: false }, input.orderId, manager, true);
      const verdict = returnWindowVerdict({ status: order.status, deliveredAt: await this.deps.orders.deliveredAt(tx, order.id) }, now, await this.deps.windowDays());
      if (!verdict.ok) throw conflict(verdict.message);
      const line = (await this.returnableLines(tx, order.id)).find((l) => l.orderItemId === input.orderItemId);
      if (!line) throw new DomainError('NOT_FOUND', 'That item is not part of this order.', { field: 'orderItemId' });
      if (line.openReturnId !== null) throw conflict('This item already has a return or exchange in progress.');
      if (input.quantity > line.returnable) {
        throw badInput(line.returnable === 0 ? 'This item has already been returned.' : `You can return at most ${line.returnable} of this item.`, { field: 'quantity', available: line.returnable });
      }
      const exchange = input.kind === 'EXCHANGE' ? await this.exchangeTarget(tx, line.facts, input.exchangeSize ?? '', input.quantity) : null;
      const payout = input.kind === 'RETURN' && order.paymentMethod === 'COD' ? parsePayout(input.payout) : null;
      if (payout && !payout.ok) throw badInput(payout.message, { field: payout.field });
      const estimate = input.kind === 'RETURN' ? await this.refundDue(tx, order, { id: null, orderItemId: input.orderItemId, quantity: input.quantity }) : 0;
      const bank = payout?.ok && payout.payout.method === 'BANK' ? payout.payout : null;
      const upi = payout?.ok && payout.payout.method === 'UPI' ? payout.payout : null;
      const inserted = rowsOf<{ id: number; returnNumber: string }>(
        await manager.query(
          `INSERT INTO return_request (order_id, order_item_id, customer_id, kind, quantity, reason, comment, exchange_variant_size_id, exchange_size,
             pickup_date, refund_amount, refund_method, payout_account_number, payout_ifsc, payout_account_name, payout_upi_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id, return_number AS "returnNumber"`,
          [
            order.id,
            input.orderItemId,
            customerId,
            input.kind,
            input.quantity,
            reason,
            comment,
            exchange?.variantSizeId ?? null,
            exchange?.size ?? null,
            input.pickupDate,
            estimate,
            input.kind === 'EXCHANGE' ? null : order.paymentMethod === 'COD' ? (bank ? 'BANK' : 'UPI') : 'ORIGINAL',
            bank?.accountNumber ?? null,
            bank?.ifsc ?? null,
            bank?.accountName ?? null,
            upi?.upiId ?? null,
          ],
        ),
      );
      const created = inserted[0];
      if (photoIds.length > 0) {
        const claimed = rowsOf(
          await manager.query(`UPDATE return_photo SET return_id = $1 WHERE id = ANY($2::varchar[]) AND customer_id = $3 AND return_id IS NULL RETURNING id`, [created.id, photoIds, customerId]),
        );
        if (claimed.length !== photoIds.length) throw badInput('A photo could not be found: please upload it again.', { field: 'photoIds' });
      }
      const what = input.kind === 'EXCHANGE' ? `exchange (size ${exchange!.size})` : 'return';
      await this.recordStep(tx, { id: created.id, customerId, returnNumber: created.returnNumber }, 'REQUESTED', 'Requested by the shopper', {
        title: `Return ${created.returnNumber} requested`,
        body: `We received your ${what} request for ${line.productName} (${line.size}) × ${input.quantity} from order ${order.orderNumber}. We will confirm the pickup on ${input.pickupDate} soon.`,
      });
      return created.id;
    });
    return this.getForCustomer(customerId, id);
  }

  /** One of the shopper's requests; anyone else's is NOT_FOUND. */
  async getForCustomer(customerId: number, returnId: number): Promise<ReturnView> {
    return this.getOne(returnId, customerId);
  }

  /**
   * Stores a return photo the shopper uploads (before asking): a real JPEG, PNG or WebP (judged by
   * its bytes, then decoded) within the size limit, without its metadata. Answers its id, which the
   * request then names, and its URL.
   */
  async savePhoto(customerId: number, bytes: Buffer): Promise<{ id: string; url: string }> {
    if (bytes.length === 0) throw badInput('Choose a photo to upload.');
    if (bytes.length > this.deps.photoMaxBytes) throw badInput(`A photo can be at most ${Math.floor(this.deps.photoMaxBytes / (1024 * 1024))} MB.`);
    // The quota first: decoding a photo (below) is the costly part, and a shopper past the quota
    // must not get it for free (issue 25, item 3: the check came after the decode).
    const [{ pending }] = await this.dataSource.query(
      `SELECT count(*)::int AS pending FROM return_photo WHERE customer_id = $1 AND return_id IS NULL AND created_at > now() - interval '1 day'`,
      [customerId],
    );
    if (pending >= MAX_PENDING_UPLOADS) throw new DomainError('RATE_LIMITED', 'Too many photos uploaded today. Please ask for your return with the ones you have.');
    const image = sniffImage(bytes);
    // Stored without its metadata (the GPS position of the shopper's home): photo-metadata.ts.
    const stored = image && (await withoutMetadata(bytes, image.type));
    if (!image || !stored) throw badInput('That file is not a photo: upload a JPEG, PNG or WebP image.');
    // An unguessable name (128 random bits): the uploads folder is served without a login.
    const key = `${crypto.randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[image.type]}`;
    const url = await this.deps.images.put(`${RETURN_PHOTO_FOLDER}/${key}`, stored, image.type);
    await this.dataSource.query(`INSERT INTO return_photo (id, customer_id, content_type, bytes) VALUES ($1, $2, $3, $4)`, [key, customerId, image.type, stored.length]);
    return { id: key, url };
  }

  // ------------------------------------------------------------------ staff

  /** Staff: requests, optionally of one status, newest first, with the total. */
  async listForStaff(status: ReturnStatus | null, limit = 25, offset = 0): Promise<{ total: number; rows: ReturnView[] }> {
    if (status && !RETURN_STATUSES.includes(status)) throw badInput('Unknown return status.');
    const take = Math.min(Math.max(1, limit), RETURN_LIST_LIMIT);
    const where = status ? 'WHERE r.status = $1' : '';
    const params = status ? [status] : [];
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT ${VIEW_COLUMNS} ${FROM} ${where} ORDER BY r.id DESC LIMIT ${take} OFFSET ${Math.max(0, offset)}`, params) as Promise<ViewRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM return_request r ${where}`, params) as Promise<Array<{ total: number }>>,
    ]);
    return { total, rows: await this.withChildren(rows) };
  }

  /** Staff: any request. */
  async getForStaff(returnId: number): Promise<ReturnView> {
    return this.getOne(returnId, null);
  }

  /**
   * Approves a request and schedules the pickup (the shopper's date, or another offered one).
   * An exchange's size is reserved now with `UPDATE … WHERE stock >= q`: the last unit goes to
   * one request, the next is refused (OUT_OF_STOCK), never oversold.
   */
  async approve(ctx: ServiceContext, returnId: number, pickupDate: string | null, now = new Date()): Promise<ReturnView> {
    if (pickupDate && !pickupDates(now).includes(pickupDate)) throw badInput('Choose a pickup date from the next working days.', { field: 'pickupDate' });
    return this.move(ctx, returnId, 'APPROVED', async (manager, row, _order, tx) => {
      const date = pickupDate ?? (row.pickupDate >= indiaDate(now) ? row.pickupDate : pickupDates(now)[0]);
      await manager.query(`UPDATE return_request SET pickup_date = $2 WHERE id = $1`, [row.id, date]);
      if (row.kind === 'EXCHANGE') await this.reserveExchangeStock(tx, row.id);
      const what = row.kind === 'EXCHANGE' ? `exchange for size ${row.exchangeSize}` : 'return';
      return { note: `Pickup on ${date}`, title: 'approved', body: `Your ${what} of ${row.productName} is approved. Our courier will pick it up on ${date}; please keep it packed with its tags.`, audit: { pickupDate: date } };
    });
  }

  /** Rejects a request with the store's reason; the line may be asked for again (within the window). */
  async reject(ctx: ServiceContext, returnId: number, reason: string): Promise<ReturnView> {
    const text = (reason ?? '').trim();
    if (!text || text.length > 300) throw badInput('Say why the request is rejected (up to 300 characters).', { field: 'reason' });
    return this.move(ctx, returnId, 'REJECTED', async (manager, row) => {
      await manager.query(`UPDATE return_request SET reject_reason = $2 WHERE id = $1`, [row.id, text]);
      return { note: text, title: 'rejected', body: `We could not accept your request for ${row.productName}. Reason: ${text}`, audit: { reason: text } };
    });
  }

  /** The courier collected the parcel. */
  async markPickedUp(ctx: ServiceContext, returnId: number): Promise<ReturnView> {
    return this.move(ctx, returnId, 'PICKED_UP', async (_m, row) => ({
      note: 'Picked up by the courier',
      title: 'picked up',
      body: `Your ${row.productName} was picked up. We will check it when it reaches us.`,
    }));
  }

  /** The parcel reached the store and was checked. */
  async markReceived(ctx: ServiceContext, returnId: number): Promise<ReturnView> {
    return this.move(ctx, returnId, 'RECEIVED', async (_manager, row, _order, tx) => {
      // The item is back in the store: its units go back on the shelf (a return and an exchange alike).
      const [line] = await this.deps.orders.linesFor(tx, { itemIds: [row.orderItemId] });
      await this.deps.inventory.restockReturn(tx, { variantSizeId: line?.variantSizeId ?? null, quantity: row.quantity }, { note: `Return ${row.returnNumber}`, staffId: tx.requireStaff().staffId });
      return {
        note: 'Received and checked',
        title: 'received',
        body: row.kind === 'EXCHANGE' ? `We received your ${row.productName}; your new size ${row.exchangeSize} ships next.` : `We received your ${row.productName}; your refund is next.`,
      };
    });
  }

  /**
   * Refunds a received return: its value (price paid less its share of the coupon, never more than
   * the order has left) gets a credit note from the CN series; an online payment is refunded
   * through the provider AFTER the commit (claimed on this row so it is asked once, retried when
   * it fails); a cash order's refund is paid out by staff to the shopper's bank account or UPI id
   * (`payoutReference`: the transfer's UTR, optional).
   */
  async refund(ctx: ServiceContext, returnId: number, payoutReference: string | null = null): Promise<ReturnView> {
    const reference = payoutReference?.trim() || null;
    if (reference && !/^[A-Za-z0-9-]{4,40}$/.test(reference)) throw badInput('The transfer reference is 4–40 letters, digits or dashes.', { field: 'payoutReference' });
    const view = await this.move(ctx, returnId, 'REFUNDED', async (manager, row, order, tx) => {
      const amount = await this.refundDue(tx, order, row);
      // A credit note reverses what is refunded (nothing refunded, no credit note); it is a
      // document crediting these units for the amount refunded.
      const creditNote =
        amount > 0
          ? await this.deps.taxDocuments.issuePartialCreditNote(tx, order, new Date(), {
              items: [{ orderItemId: row.orderItemId, quantity: row.quantity }],
              amount,
              kind: 'RETURN',
              reason: `Goods returned (${row.returnNumber})`,
              returnId: row.id,
            })
          : null;
      const online = row.refundMethod === 'ORIGINAL';
      await manager.query(
        `UPDATE return_request SET refund_amount = $2, credit_note_number = $3::varchar, credit_note_date = CASE WHEN $3::varchar IS NULL THEN NULL ELSE now() END,
                refund_status = $4, payout_reference = $5, refund_next_at = NULL WHERE id = $1`,
        [row.id, amount, creditNote, online && amount > 0 ? 'PENDING' : 'DONE', reference],
      );
      const to = online ? 'your original payment method' : (maskedPayout(row) ?? 'your account');
      return {
        note: creditNote ? `Credit note ${creditNote}` : 'Refunded',
        title: 'refunded',
        body: `Your refund of ${formatRupeesText(amount)} for ${row.productName} is on its way to ${to}; it takes up to 7 days.${creditNote ? ` Credit note ${creditNote}.` : ''}`,
        audit: { amount, creditNote, payoutReference: reference },
      };
    });
    // Committed: only now is the provider asked (never under the order's lock).
    await this.settleRefund(ctx.detached(), view.id);
    return this.getOne(view.id, null);
  }

  /** Ships the exchange size (its stock was reserved at approval), with the courier's details when given. */
  async shipExchange(ctx: ServiceContext, returnId: number, shipment: { courier: string; trackingNumber: string } | null): Promise<ReturnView> {
    return this.move(ctx, returnId, 'EXCHANGE_SHIPPED', async (manager, row) => {
      if (shipment) await manager.query(`UPDATE return_request SET courier = $2, tracking_number = $3 WHERE id = $1`, [row.id, shipment.courier, shipment.trackingNumber]);
      const tracking = shipment ? ` Courier: ${shipment.courier}, tracking number ${shipment.trackingNumber}.` : '';
      return { note: 'Exchange shipped', title: 'exchange shipped', body: `Your ${row.productName} in size ${row.exchangeSize} has been shipped.${tracking}`, audit: shipment ?? undefined };
    });
  }

  /**
   * Asks the provider for a return's decided refund, claimed with one conditional UPDATE (pushing
   * refund_next_at forward 1, 2, 4 … 60 minutes) so two processes never ask twice. Never throws.
   */
  async settleRefund(ctx: ServiceContext, returnId: number): Promise<boolean> {
    const [claim] = rowsOf<{ orderId: number; amount: number }>(
      await this.dataSource.query(
        `UPDATE return_request SET refund_attempts = refund_attempts + 1,
                refund_next_at = now() + make_interval(mins => LEAST(60, power(2, refund_attempts)::int)), updated_at = now()
         WHERE id = $1 AND refund_status = 'PENDING' AND (refund_next_at IS NULL OR refund_next_at <= now())
         RETURNING order_id AS "orderId", refund_amount AS amount`,
        [returnId],
      ),
    );
    if (!claim) return false;
    const answer = await this.deps.refunds.refundPart(ctx, claim.orderId, claim.amount, returnId);
    if (answer.ok) {
      await this.dataSource.query(`UPDATE return_request SET refund_status = 'DONE', refund_id = $2, refund_error = NULL, refund_next_at = NULL WHERE id = $1`, [returnId, answer.refundId]);
      return true;
    }
    await this.dataSource.query(`UPDATE return_request SET refund_error = $2 WHERE id = $1 AND refund_status = 'PENDING'`, [returnId, answer.error]).catch(() => undefined);
    return false;
  }

  /**
   * Retries the return refunds that are due, and the short-refund differences being refunded
   * (100 of each a run; the `returns.retry-refunds` job); answers how many succeeded.
   */
  async retryDueRefunds(ctx: ServiceContext): Promise<number> {
    const [due, adjustments]: [Array<{ id: number }>, Array<{ id: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT id FROM return_request WHERE refund_status = 'PENDING' AND (refund_next_at IS NULL OR refund_next_at <= now()) ORDER BY refund_next_at NULLS FIRST, id LIMIT 100`,
      ),
      this.dataSource.query(
        `SELECT id FROM return_refund_adjustment WHERE status = 'PENDING' AND (refund_next_at IS NULL OR refund_next_at <= now()) ORDER BY refund_next_at NULLS FIRST, id LIMIT 100`,
      ),
    ]);
    let done = 0;
    for (const { id } of due) if (await this.settleRefund(ctx, id)) done++;
    for (const { id } of adjustments) if (await this.settleAdjustment(ctx, id)) done++;
    return done;
  }

  // ------------------------------------------------------------------ short refunds (ADR 0101)

  /**
   * Every refunded return that was paid less than its units cost the shopper (the defect of issue
   * 25: the last return of an order came back as ₹49 or ₹0), with the difference still owed. Each
   * order's returns are priced again in the order they were refunded, by the same rule as a refund
   * today (`returnRefund`); what was refunded counts the differences already settled. Reads in
   * batches of orders: a few statements whatever the count.
   */
  async shortRefunds(ctx: ServiceContext = this.reads): Promise<ShortRefund[]> {
    const requests = await this.refundedRequests(ctx, null);
    return this.shortOf(ctx, requests);
  }

  /**
   * Settles the short refunds (`npm run orders -- settle-short-refunds --apply`): for each one,
   * under its order's row lock and priced again there, one adjustment row per return (unique, so a
   * second run pays nothing twice) with the difference, a supplementary credit note when the order
   * was invoiced, and a notification to the shopper; after the commit, an online order's difference
   * is refunded through the provider (claimed on the row, retried by the `returns.retry-refunds`
   * job), a cash order's is left as a payout owed for staff to transfer (`short-refund-paid`).
   * Pending differences from an earlier run are asked again. Answers the settlements touched.
   */
  async settleShortRefunds(ctx: ServiceContext): Promise<ShortRefundSettlement[]> {
    const touched: number[] = [];
    const orderIds = [...new Set((await this.shortRefunds(ctx)).map((s) => s.orderId))];
    for (const orderId of orderIds) {
      await ctx.transaction(async (tx) => {
        const order = await this.deps.orders.findRow({ customerId: null, isStaff: true }, orderId, tx.manager, true);
        const short = await this.shortOf(tx, await this.refundedRequests(tx, orderId));
        for (const item of short) {
          const creditNote = await this.deps.taxDocuments.issuePartialCreditNote(tx, order);
          const [inserted] = rowsOf<{ id: number; customerId: number }>(
            await tx.manager.query(
              `INSERT INTO return_refund_adjustment (return_id, order_id, amount, method, status, credit_note_number, credit_note_date)
               SELECT r.id, r.order_id, $2, r.refund_method, CASE WHEN r.refund_method = 'ORIGINAL' THEN 'PENDING' ELSE 'PAYOUT_OWED' END, $3::varchar,
                      CASE WHEN $3::varchar IS NULL THEN NULL ELSE now() END
                 FROM return_request r WHERE r.id = $1
               ON CONFLICT (return_id) DO NOTHING RETURNING id, (SELECT customer_id FROM return_request WHERE id = $1) AS "customerId"`,
              [item.returnId, item.short, creditNote],
            ),
          );
          // Already settled by a run that committed meanwhile: its credit note number goes back with this rollback.
          if (!inserted) throw new DomainError('CONFLICT', `Return ${item.returnNumber} was settled meanwhile: run the command again.`);
          touched.push(inserted.id);
          const to = item.method === 'ORIGINAL' ? 'your original payment method' : 'the bank account or UPI ID you gave';
          await this.deps.notifier.notify(tx, inserted.customerId, {
            title: `Return ${item.returnNumber}: ${formatRupeesText(item.short)} more refunded`,
            body: `We refunded you ${formatRupeesText(item.short)} less than we should have for return ${item.returnNumber} of order ${item.orderNumber}. The difference is on its way to ${to}; it takes up to 7 days.${creditNote ? ` Credit note ${creditNote}.` : ''}`,
          });
        }
      });
    }
    // Due ones only: one being asked by another run right now is claimed (refund_next_at ahead), never asked twice.
    const pending: Array<{ id: number }> = await this.dataSource.query(
      `SELECT id FROM return_refund_adjustment WHERE status = 'PENDING' AND (refund_next_at IS NULL OR refund_next_at <= now()) ORDER BY id`,
    );
    for (const { id } of pending) {
      await this.settleAdjustment(ctx.detached(), id);
      if (!touched.includes(id)) touched.push(id);
    }
    return this.settlements(touched);
  }

  /** The differences settled so far (or some of them), newest first. */
  async settlements(ids: number[] | null = null): Promise<ShortRefundSettlement[]> {
    const rows: Array<Omit<ShortRefundSettlement, 'orderNumber'> & { orderItemId: number }> = await this.dataSource.query(
      `SELECT a.id, a.return_id AS "returnId", r.return_number AS "returnNumber", r.order_item_id AS "orderItemId", a.amount, a.method, a.status,
              a.credit_note_number AS "creditNoteNumber", a.refund_id AS "refundId", a.refund_error AS "refundError"
         FROM return_refund_adjustment a JOIN return_request r ON r.id = a.return_id
        ${ids ? 'WHERE a.id = ANY($1::int[])' : ''} ORDER BY a.id DESC LIMIT 500`,
      ids ? [ids] : [],
    );
    const lines = await this.withLines(this.reads, rows as unknown as RequestRow[]);
    return rows.map(({ orderItemId: _i, ...row }, i) => ({ ...row, orderNumber: lines[i]?.orderNumber ?? '' }));
  }

  /** Staff paid a cash order's difference out (the transfer's UTR): the payout owed is done. */
  async markShortRefundPaid(adjustmentId: number, payoutReference: string): Promise<ShortRefundSettlement> {
    const reference = payoutReference.trim();
    if (!/^[A-Za-z0-9-]{4,40}$/.test(reference)) throw badInput('The transfer reference is 4–40 letters, digits or dashes.', { field: 'payoutReference' });
    if (!validId(adjustmentId)) throw notFound('Settlement not found.');
    const [row] = rowsOf<{ id: number }>(
      await this.dataSource.query(
        `UPDATE return_refund_adjustment SET status = 'DONE', payout_reference = $2, updated_at = now() WHERE id = $1 AND status = 'PAYOUT_OWED' RETURNING id`,
        [adjustmentId, reference],
      ),
    );
    if (!row) {
      const [exists] = await this.dataSource.query(`SELECT status FROM return_refund_adjustment WHERE id = $1`, [adjustmentId]);
      if (!exists) throw notFound('Settlement not found.');
      throw conflict(`This settlement is ${exists.status}: only a payout owed can be marked paid.`);
    }
    return (await this.settlements([row.id]))[0];
  }

  /** Asks the provider for a short-refund difference, claimed like a return's refund (settleRefund). Never throws. */
  private async settleAdjustment(ctx: ServiceContext, adjustmentId: number): Promise<boolean> {
    const [claim] = rowsOf<{ orderId: number; amount: number; returnId: number }>(
      await this.dataSource.query(
        `UPDATE return_refund_adjustment SET refund_attempts = refund_attempts + 1,
                refund_next_at = now() + make_interval(mins => LEAST(60, power(2, refund_attempts)::int)), updated_at = now()
         WHERE id = $1 AND status = 'PENDING' AND (refund_next_at IS NULL OR refund_next_at <= now())
         RETURNING order_id AS "orderId", amount, return_id AS "returnId"`,
        [adjustmentId],
      ),
    );
    if (!claim) return false;
    const answer = await this.deps.refunds.refundPart(ctx, claim.orderId, claim.amount, claim.returnId);
    if (answer.ok) {
      await this.dataSource.query(`UPDATE return_refund_adjustment SET status = 'DONE', refund_id = $2, refund_error = NULL, refund_next_at = NULL WHERE id = $1`, [adjustmentId, answer.refundId]);
      return true;
    }
    await this.dataSource.query(`UPDATE return_refund_adjustment SET refund_error = $2 WHERE id = $1 AND status = 'PENDING'`, [adjustmentId, answer.error]).catch(() => undefined);
    return false;
  }

  /** Refunded returns (of one order, or all), in the order they were refunded, with what was settled on top. */
  private async refundedRequests(ctx: ServiceContext, orderId: number | null): Promise<RefundedRequest[]> {
    return ctx.manager.query(
      `SELECT r.id, r.return_number AS "returnNumber", r.order_id AS "orderId", r.order_item_id AS "orderItemId", r.quantity, r.refund_method AS method,
              r.refund_amount + coalesce(a.amount, 0) AS refunded
         FROM return_request r
         LEFT JOIN return_refund_adjustment a ON a.return_id = r.id
         LEFT JOIN LATERAL (SELECT min(h.created_at) AS at FROM return_status_history h WHERE h.return_id = r.id AND h.status = 'REFUNDED') done ON true
        WHERE r.status = 'REFUNDED' AND r.kind = 'RETURN' ${orderId === null ? '' : 'AND r.order_id = $1'}
        ORDER BY r.order_id, done.at NULLS LAST, r.id`,
      orderId === null ? [] : [orderId],
    );
  }

  /** Prices refunded returns again, order by order, in the order they were refunded: those paid short. */
  private async shortOf(ctx: ServiceContext, requests: RefundedRequest[]): Promise<ShortRefund[]> {
    if (requests.length === 0) return [];
    const orderIds = [...new Set(requests.map((r) => r.orderId))];
    const [orders, lines] = await Promise.all([this.deps.orders.rowsByIds(ctx, orderIds), this.deps.orders.linesFor(ctx, { orderIds })]);
    const orderOf = new Map(orders.map((o) => [o.id, o]));
    const linesOf = new Map<number, OrderLineFacts[]>();
    for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
    const short: ShortRefund[] = [];
    const state = new Map<number, { due: number; units: Map<number, number> }>();
    for (const request of requests) {
      const order = orderOf.get(request.orderId);
      if (!order) continue;
      const seen = state.get(order.id) ?? { due: 0, units: new Map<number, number>() };
      state.set(order.id, seen);
      const before = seen.units.get(request.orderItemId) ?? 0;
      const due = returnRefund({ lines: linesOf.get(order.id) ?? [], discountAmount: order.discountAmount }, request.orderItemId, before, request.quantity, refundableTotal(order) - seen.due);
      seen.units.set(request.orderItemId, before + request.quantity);
      seen.due += due;
      if (due > request.refunded) {
        short.push({ returnId: request.id, returnNumber: request.returnNumber, orderId: order.id, orderNumber: order.orderNumber, method: request.method, due, refunded: request.refunded, short: due - request.refunded });
      }
    }
    return short;
  }

  // ------------------------------------------------------------------ inside

  /**
   * What a return of `request.quantity` units of a line refunds now (ADR 0101), read under the
   * order's row lock: the units' share of what the shopper paid for the line (the invoice's
   * apportioning of the coupon), after the units of that line other returns refunded, capped by
   * what the order has left. Other requests only: the request being refunded is already marked
   * REFUNDED in this transaction, and counting its own estimate made the last return short.
   */
  private async refundDue(tx: ServiceContext, order: OrderRow, request: { id: number | null; orderItemId: number; quantity: number }): Promise<number> {
    const [lines, [done]] = await Promise.all([
      this.deps.orders.linesFor(tx, { orderId: order.id }),
      tx.manager.query(
        `SELECT coalesce(sum(r.quantity) FILTER (WHERE r.order_item_id = $2), 0)::int AS "lineUnits",
                (coalesce(sum(r.refund_amount), 0) + coalesce((SELECT sum(a.amount) FROM return_refund_adjustment a WHERE a.order_id = $1), 0))::int AS refunded
           FROM return_request r WHERE r.order_id = $1 AND r.status = 'REFUNDED' AND r.kind = 'RETURN' AND r.id IS DISTINCT FROM $3::int`,
        [order.id, request.orderItemId, request.id],
      ) as Promise<Array<{ lineUnits: number; refunded: number }>>,
    ]);
    return returnRefund({ lines, discountAmount: order.discountAmount }, request.orderItemId, done.lineUnits, request.quantity, refundableTotal(order) - done.refunded);
  }

  /**
   * One staff step: locks the order, then the request; checks the state machine; runs `apply`;
   * records the history, the notification and the audit entry; all in one transaction.
   */
  private async move(
    ctx: ServiceContext,
    returnId: number,
    to: ReturnStatus,
    apply: (manager: EntityManager, row: ReturnRow, order: OrderRow, tx: ServiceContext) => Promise<{ note: string; title: string; body: string; audit?: Record<string, unknown> }>,
  ): Promise<ReturnView> {
    if (!validId(returnId)) throw notFound(RETURN_NOT_FOUND);
    await ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const [ref]: Array<{ orderId: number }> = await manager.query(`SELECT order_id AS "orderId" FROM return_request WHERE id = $1`, [returnId]);
      if (!ref) throw notFound(RETURN_NOT_FOUND);
      const order = await this.deps.orders.findRow({ customerId: null, isStaff: true }, ref.orderId, manager, true);
      const [row] = await this.withLines(tx, await manager.query(`SELECT ${COLUMNS} ${FROM} WHERE r.id = $1 FOR UPDATE OF r`, [returnId]));
      if (!canMoveReturn(row.kind, row.status, to)) {
        throw conflict(`This request is ${RETURN_STATUS_LABELS[row.status]}: it cannot move to ${RETURN_STATUS_LABELS[to]}.`);
      }
      await manager.query(`UPDATE return_request SET status = $2, updated_at = now() WHERE id = $1`, [row.id, to]);
      const step = await apply(manager, row, order, tx);
      await this.recordStep(tx, row, to, step.note, { title: `Return ${row.returnNumber} ${step.title}`, body: step.body });
      await this.deps.audit.record(tx, {
        action: `return.${to.toLowerCase().replace(/_/g, '-')}`,
        entityType: 'return',
        entityId: String(row.id),
        before: { status: row.status },
        after: { status: to, ...(step.audit ?? {}) },
      });
    });
    return this.getOne(returnId, null);
  }

  private async recordStep(tx: ServiceContext, row: { id: number; customerId: number; returnNumber?: string }, status: ReturnStatus, note: string, message: { title: string; body: string }) {
    await tx.manager.query(`INSERT INTO return_status_history (return_id, status, note) VALUES ($1, $2, $3)`, [row.id, status, note.slice(0, 300)]);
    await this.deps.notifier.notify(tx, row.customerId, message);
  }

  /** Takes an approved exchange's units of its new size, once (exchange_stock_reserved), never below zero (inventory). */
  private async reserveExchangeStock(tx: ServiceContext, returnId: number): Promise<void> {
    const [target] = rowsOf<{ variantSizeId: number | null; quantity: number }>(
      await tx.manager.query(
        `UPDATE return_request SET exchange_stock_reserved = true WHERE id = $1 AND NOT exchange_stock_reserved
         RETURNING exchange_variant_size_id AS "variantSizeId", quantity`,
        [returnId],
      ),
    );
    if (!target) return;
    if (target.variantSizeId === null) throw conflict('The exchange size is no longer sold: reject the request or ask the shopper for a return.');
    if (!(await this.deps.inventory.reserveUnits(tx, target.variantSizeId, target.quantity))) {
      throw new DomainError('OUT_OF_STOCK', 'The exchange size is out of stock now: reject the request or wait for stock.');
    }
  }

  /** The size an exchange asks for: another size of the line's colour, with stock now (reserved only on approval). */
  private async exchangeTarget(ctx: ServiceContext, line: OrderLineFacts, size: string, quantity: number): Promise<{ variantSizeId: number; size: string }> {
    const sizes = await this.exchangeSizesOf(ctx, [line]);
    const target = (sizes.get(line.id) ?? []).find((s) => s.size === size.trim());
    if (!target) throw badInput('Choose another size of the same colour to exchange for.', { field: 'exchangeSize' });
    if (target.stock < quantity) throw new DomainError('OUT_OF_STOCK', `Size ${target.size} is out of stock in this colour. Choose another size or a return.`, { field: 'exchangeSize' });
    return { variantSizeId: target.id, size: target.size };
  }

  /** Other sizes of each line's colour (same variant), with their stock (the inventory module, one statement). */
  private async exchangeSizesOf(ctx: ServiceContext, lines: OrderLineFacts[]): Promise<Map<number, Array<{ id: number; size: string; stock: number }>>> {
    const sizes = await this.deps.inventory.sizesOfVariants(
      ctx,
      lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId])),
    );
    return new Map(lines.map((l) => [l.id, (l.variantId === null ? [] : (sizes.get(l.variantId) ?? [])).filter((s) => s.id !== l.variantSizeId && s.size !== l.size)]));
  }

  /** Each line of an order with what is still returnable (delivered minus requests not rejected) and its open request. */
  private async returnableLines(ctx: ServiceContext, orderId: number): Promise<Array<ReturnableLine & { facts: OrderLineFacts }>> {
    const [lines, claims] = await Promise.all([
      this.deps.orders.linesFor(ctx, { orderId }),
      ctx.manager.query(
        `SELECT order_item_id AS "orderItemId", coalesce(sum(quantity) FILTER (WHERE status <> 'REJECTED'), 0)::int AS claimed,
                max(id) FILTER (WHERE status IN ('REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED')) AS "openReturnId"
         FROM return_request WHERE order_id = $1 GROUP BY order_item_id`,
        [orderId],
      ) as Promise<Array<{ orderItemId: number; claimed: number; openReturnId: number | null }>>,
    ]);
    const claimOf = new Map(claims.map((c) => [c.orderItemId, c]));
    const sizes = await this.exchangeSizesOf(ctx, lines);
    return lines.map((line) => ({
      orderItemId: line.id,
      productName: line.productName,
      colorName: line.colorName,
      size: line.size,
      image: line.image,
      delivered: line.quantity,
      openReturnId: claimOf.get(line.id)?.openReturnId ?? null,
      returnable: returnableQuantity(line.quantity, claimOf.get(line.id)?.claimed ?? 0),
      exchangeSizes: (sizes.get(line.id) ?? []).map((s) => ({ size: s.size, inStock: s.stock > 0 })),
      facts: line,
    }));
  }

  /** Adds each request's order number and line names (the orders module, one statement). */
  private async withLines<R extends RequestRow>(ctx: ServiceContext, rows: R[]): Promise<Array<R & Pick<ReturnView, LineField>>> {
    if (rows.length === 0) return [];
    const lines = new Map((await this.deps.orders.linesFor(ctx, { itemIds: rows.map((r) => r.orderItemId) })).map((l) => [l.id, l]));
    return rows.map((row) => {
      const line = lines.get(row.orderItemId);
      return { ...row, orderNumber: line?.orderNumber ?? '', productName: line?.productName ?? '', colorName: line?.colorName ?? '', size: line?.size ?? '', image: line?.image ?? '' };
    });
  }

  private async getOne(returnId: number, customerId: number | null): Promise<ReturnView> {
    if (!validId(returnId)) throw notFound(RETURN_NOT_FOUND);
    const rows: ViewRow[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} ${FROM} WHERE r.id = $1 ${customerId !== null ? 'AND r.customer_id = $2' : ''}`,
      customerId !== null ? [returnId, customerId] : [returnId],
    );
    if (!rows[0]) throw notFound(RETURN_NOT_FOUND);
    return (await this.withChildren(rows))[0];
  }

  /**
   * Requests read with their history and photos (VIEW_COLUMNS) get their order lines (orders) and
   * the shoppers' phones (customers): one batch each, side by side, whatever the count.
   */
  private async withChildren(requests: ViewRow[]): Promise<ReturnView[]> {
    if (requests.length === 0) return [];
    const [rows, contacts] = await Promise.all([this.withLines(this.reads, requests), this.deps.customers.contactsOf(requests.map((r) => r.customerId))]);
    return (rows as Array<ReturnRow & Pick<ViewRow, 'history' | 'photoKeys'>>).map(({ accountNumber, ifsc, upiId, history, ...row }) => ({
      ...row,
      customerPhone: contacts.get(row.customerId)?.phone ?? '',
      payoutMasked: maskedPayout({ refundMethod: row.refundMethod, accountNumber, ifsc, upiId }),
      history: history.map((h) => ({ status: h.status, note: h.note, date: new Date(h.date) })),
    }));
  }
}

export { RETURN_REASONS, isOpenReturn };

/**
 * The GST documents of an order (CGST Rules 46 and 53): the tax invoice, issued when the goods
 * are dispatched (the order moves to SHIPPED), and the credit note, issued when an invoiced
 * order is cancelled or refunded. Each series is numbered gap-free per financial year
 * (April–March, India time), at most 16 characters: INV/26-27/000001, CN/26-27/000001.
 *
 * Issuing runs inside the caller's transaction on a row-locked order (the status change that
 * causes it), so a rollback gives the number back; reading a document never issues one.
 */
import type { EntityManager } from 'typeorm';
import type { ServiceContext } from '../../shared/service-context.js';
import { DomainError } from '../../shared/errors.js';
import { findIndianState, type IndianState } from '../pincodes/indian-states.js';
import type { OrderRow } from './order.service.js';
import type { ShippingAddressSnapshot } from './order.types.js';
import type { Seller } from './invoice-calc.js';
import type { TaxPolicy } from '../pricing/gst-policy.js';
import { computeInvoice } from './invoice-calc.js';

export const NOT_YET_INVOICED_MESSAGE = 'This order is not yet invoiced: the tax invoice is issued when the order is shipped.';
export const NO_CREDIT_NOTE_MESSAGE = 'This order has no credit note: one is issued only when an invoiced order is cancelled or refunded.';

/**
 * Who issues the documents and in which series: the owner's settings (store-settings module).
 * `invoiceIssuer` refuses (CONFLICT) while the seller's legal details are not set.
 */
export interface InvoiceIssuer {
  invoiceIssuer(): Promise<{ seller: Seller; invoicePrefix: string; creditNotePrefix: string }>;
  creditNotePrefix(): Promise<string>;
}

/** The state a pincode lies in (the pincodes module answers it). */
export interface SupplyStates {
  stateOf(ctx: ServiceContext, pincode: string): Promise<IndianState | null>;
}

/** The GST rate table (the pricing module's TaxRateService): the one tax policy. */
export interface TaxRates {
  policy(ctx?: ServiceContext): Promise<TaxPolicy>;
}

/** What a partial credit note credits: the units returned (or refunded) and the amount recorded for them. */
export interface PartialCredit {
  items: Array<{ orderItemId: number; quantity: number }>;
  /** GST included, paise: what the refund recorded. */
  amount: number;
  includesShipping?: boolean;
  kind?: 'RETURN' | 'REFUND';
  reason?: string;
  returnId?: number | null;
}

/** A credit note as recorded (credit_note). */
export interface CreditNoteRow {
  id: number;
  number: string;
  orderId: number;
  kind: 'CANCELLATION' | 'RETURN' | 'REFUND';
  reason: string;
  amount: number;
  items: Array<{ orderItemId: number; quantity: number }>;
  includesShipping: boolean;
  returnId: number | null;
  issuedAt: Date;
}

/** The tax facts stored on an order when its documents are issued. */
export interface TaxDocumentFacts {
  invoiceNumber: string | null;
  invoiceDate: Date | null;
  placeOfSupply: IndianState | null;
  creditNoteNumber: string | null;
  creditNoteDate: Date | null;
  /** The seller as it was when the invoice was issued; null before an invoice. */
  seller: Seller | null;
  /** A registered buyer (B2B): GSTIN and business name, or null. */
  buyerGstin: string | null;
  buyerBusinessName: string | null;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (April to March, India time) a moment falls in, as "26-27". */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export const documentNumber = (prefix: string, at: Date, serial: number) => `${prefix}/${financialYear(at)}/${String(serial).padStart(6, '0')}`;

/**
 * The next number of a series for the financial year of `at`: an upsert on the series' counter
 * row, which stays locked until the caller's transaction ends (concurrent issuers queue).
 */
async function takeNumber(manager: EntityManager, prefix: string, at: Date): Promise<string> {
  const series = `${prefix}/${financialYear(at)}`;
  const [row]: Array<{ lastNumber: number }> = await manager.query(
    `INSERT INTO tax_document_counter AS c (series, last_number) VALUES ($1, 1)
     ON CONFLICT (series) DO UPDATE SET last_number = c.last_number + 1
     RETURNING last_number AS "lastNumber"`,
    [series],
  );
  return documentNumber(prefix, at, row.lastNumber);
}

export class TaxDocuments {
  constructor(
    private readonly states: SupplyStates,
    private readonly issuer: InvoiceIssuer,
    private readonly rates: TaxRates,
  ) {}

  /** The tax policy (the rate table as it is now; each document applies the rows of its own date). */
  policy(ctx?: ServiceContext): Promise<TaxPolicy> {
    return this.rates.policy(ctx);
  }

  /**
   * Issues the tax invoice of a row-locked order as it is dispatched: the next invoice number,
   * the date, and the place of supply from the delivery pincode. An order invoiced already keeps
   * its invoice; an unpaid online order is never invoiced. The seller of that moment is kept on the
   * order; CONFLICT (nothing changes) while the store's legal details are not set.
   */
  async issueInvoice(ctx: ServiceContext, order: OrderRow, at: Date = new Date()): Promise<void> {
    const manager = ctx.manager;
    if (order.invoiceNumber) return;
    if (order.paymentMethod === 'ONLINE' && order.paymentStatus !== 'PAID') {
      throw new DomainError('CONFLICT', 'An unpaid online order is not invoiced.');
    }
    const issuer = await this.issuer.invoiceIssuer();
    const supply = await this.placeOfSupply(ctx, order.shippingAddress);
    // Every line must have a rate on the day of supply: the order is not shipped (nor a number
    // taken) when one has none, and the message names its HSN so the owner can add the rate.
    const items: Array<{ hsnCode: string; quantity: number; unitPrice: number }> = await manager.query(
      `SELECT hsn_code AS "hsnCode", quantity, discounted_price AS "unitPrice" FROM order_item WHERE order_id = $1 ORDER BY position, id`,
      [order.id],
    );
    computeInvoice(
      {
        items: items.map((item) => ({ ...item, description: '' })),
        discountAmount: order.discountAmount,
        shippingCharge: order.shippingCharge,
        totalAmount: order.totalAmount,
        placeOfSupplyCode: supply.gstCode,
        sellerStateCode: issuer.seller.stateCode,
        supplyDate: at,
      },
      await this.rates.policy(ctx),
    );
    const number = await takeNumber(manager, issuer.invoicePrefix, at);
    await manager.query(
      `UPDATE orders SET invoice_number = $2, invoice_date = $3, place_of_supply = $4, place_of_supply_code = $5, seller = $6::jsonb WHERE id = $1`,
      [order.id, number, at, supply.name, supply.gstCode, JSON.stringify(issuer.seller)],
    );
  }

  /**
   * Issues the credit note of a row-locked order being cancelled or refunded, when it was
   * invoiced (an order cancelled before dispatch has no invoice, so no credit note). Once only.
   */
  async issueCreditNote(ctx: ServiceContext, order: OrderRow, at: Date = new Date(), reason = ''): Promise<void> {
    const manager = ctx.manager;
    if (!order.invoiceNumber || order.creditNoteNumber) return;
    const number = await takeNumber(manager, await this.issuer.creditNotePrefix(), at);
    await manager.query(`UPDATE orders SET credit_note_number = $2, credit_note_date = $3 WHERE id = $1`, [order.id, number, at]);
    // It credits every unit and the shipping, less what returns' credit notes credited already.
    await manager.query(
      `INSERT INTO credit_note (number, order_id, kind, reason, amount, items, includes_shipping, issued_at)
       SELECT $1, o.id, 'CANCELLATION', $3, greatest(0, o.total_amount - coalesce((SELECT sum(amount) FROM credit_note WHERE order_id = o.id), 0)),
              (SELECT coalesce(jsonb_agg(jsonb_build_object('orderItemId', i.id, 'quantity', i.quantity) ORDER BY i.position, i.id), '[]') FROM order_item i WHERE i.order_id = o.id),
              o.shipping_charge > 0, $4
       FROM orders o WHERE o.id = $2`,
      [number, order.id, (reason || order.cancelReason || 'Order cancelled').slice(0, 300), at],
    );
  }

  /**
   * Issues the credit note of a partial return (some units of a delivered, invoiced order
   * refunded) from the same gap-free CN series, inside the caller's transaction; the caller keeps
   * the number on its own record. Answers null when the order was never invoiced (no invoice, no
   * credit note).
   */
  async issuePartialCreditNote(ctx: ServiceContext, order: Pick<OrderRow, 'id' | 'invoiceNumber'>, at: Date = new Date(), credit?: PartialCredit): Promise<string | null> {
    const manager = ctx.manager;
    if (!order.invoiceNumber) return null;
    const number = await takeNumber(manager, await this.issuer.creditNotePrefix(), at);
    // What it credits makes it a document (the PDF is computed from this row and the invoice).
    if (credit) {
      await manager.query(
        `INSERT INTO credit_note (number, order_id, kind, reason, amount, items, includes_shipping, return_id, issued_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)`,
        [number, order.id, credit.kind ?? 'RETURN', (credit.reason ?? '').slice(0, 300), credit.amount, JSON.stringify(credit.items), credit.includesShipping ?? false, credit.returnId ?? null, at],
      );
    }
    return number;
  }

  /** The credit notes of some orders, oldest first (one statement for any number of orders). */
  async creditNotesOf(ctx: ServiceContext, orderIds: readonly number[]): Promise<CreditNoteRow[]> {
    if (orderIds.length === 0) return [];
    return ctx.manager.query(
      `SELECT id, number, order_id AS "orderId", kind, reason, amount, items, includes_shipping AS "includesShipping", return_id AS "returnId", issued_at AS "issuedAt"
       FROM credit_note WHERE order_id = ANY($1::int[]) ORDER BY issued_at, id`,
      [orderIds],
    );
  }

  /**
   * The place of supply of a delivery: the state its pincode lies in (what the shopper typed as
   * the state is not trusted). An address whose pincode the dataset does not know falls back to
   * the snapshot's state, and an unrecognisable one to "Other Territory" (97), taxed as IGST.
   */
  async placeOfSupply(ctx: ServiceContext, address: Pick<ShippingAddressSnapshot, 'pincode' | 'state'>): Promise<IndianState> {
    return (await this.states.stateOf(ctx, address.pincode)) ?? findIndianState(address.state) ?? { name: address.state || 'Other Territory', gstCode: '97' };
  }

  /** The stored document facts of an order; an invoice from before places of supply were stored gets it from its pincode. */
  async facts(ctx: ServiceContext, order: OrderRow): Promise<TaxDocumentFacts> {
    const manager = ctx.manager;
    const [row]: Array<{ invoiceDate: Date | null; placeName: string | null; placeCode: string | null; creditNoteDate: Date | null; seller: Seller | null; buyerGstin: string | null; buyerBusinessName: string | null }> = await manager.query(
      `SELECT invoice_date AS "invoiceDate", place_of_supply AS "placeName", place_of_supply_code AS "placeCode", credit_note_date AS "creditNoteDate", seller,
              buyer_gstin AS "buyerGstin", buyer_business_name AS "buyerBusinessName"
       FROM orders WHERE id = $1`,
      [order.id],
    );
    const stored = row?.placeName && row.placeCode ? { name: row.placeName, gstCode: row.placeCode } : null;
    return {
      invoiceNumber: order.invoiceNumber,
      invoiceDate: row?.invoiceDate ?? null,
      placeOfSupply: order.invoiceNumber ? (stored ?? (await this.placeOfSupply(ctx, order.shippingAddress))) : null,
      creditNoteNumber: order.creditNoteNumber,
      creditNoteDate: row?.creditNoteDate ?? null,
      // Invoices issued before sellers were kept on orders print today's seller.
      seller: row?.seller ?? (order.invoiceNumber ? (await this.issuer.invoiceIssuer()).seller : null),
      buyerGstin: row?.buyerGstin ?? null,
      buyerBusinessName: row?.buyerBusinessName ?? null,
    };
  }
}

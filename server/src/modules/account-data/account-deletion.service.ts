/**
 * Account deletion (DPDP Act: right to erasure), confirmed by a one-time code sent to the
 * account's phone through the login OTP service (its limits and lock-outs apply unchanged).
 *
 * In one transaction, after the code is checked:
 * - refused while an order is open (not delivered or cancelled) or a refund is still pending;
 * - orders are kept for GST law but anonymised: no customer, the delivery address snapshot keeps
 *   only city, state and pincode (the place of supply); name, phone, street, landmark and the
 *   shopper's cancel reason are removed; amounts, items and invoice/credit note numbers stay;
 * - coupon redemptions (the discount ledger of those orders) lose their customer;
 * - reviews are anonymised (shown as "Former customer", kept for other shoppers' ratings);
 * - addresses, cart, cart coupon, cart merge keys, wishlist, notifications, sessions (every
 *   login dies at once), messages to the store, login codes and wrong-code rows of the phone,
 *   and the customer row itself are deleted;
 * - one account_deletion row records when and how many rows, with no personal data.
 * The phone is then free: logging in with it again creates a new, empty account.
 *
 * Each owner erases its own rows (`eraseFor` of its `*.account-data.ts`, DESIGN rule 10) inside
 * the one transaction the login code check opens: all or nothing. The list of erasers below is
 * what a reviewer checks against the schema (the test compares the outcome with every foreign
 * key to customer).
 */
import type { SendOtpResult } from '../auth/auth.service.js';
import { DomainError } from '../../shared/errors.js';
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { CustomerAccountData } from '../customers/customer.account-data.js';
import type { OrderAccountData } from '../orders/order.account-data.js';
import type { PaymentAccountData } from '../payments/payment.account-data.js';
import type { ReturnAccountData } from '../returns/return.account-data.js';

/** What deletion asks of the login service (auth's AuthService): the code, sent and checked with its limits. */
export interface DeletionCodes {
  sendOtp(phone: string, ip: string): Promise<SendOtpResult>;
  verifyCode<T>(ctx: ServiceContext, phoneInput: unknown, otpInput: unknown, ip: string, onVerified: (phone: string, tx: ServiceContext) => Promise<T>): Promise<T>;
}

/**
 * The owners deletion asks: orders, payments and returns for what blocks it, every owner of a
 * shopper's rows to erase them (`erasers`: run in order; the customers module's row goes last).
 */
export interface DeletionParts {
  codes: DeletionCodes;
  customers: CustomerAccountData & { lockCustomer(ctx: ServiceContext, customerId: number): Promise<void> };
  orders: OrderAccountData;
  payments: PaymentAccountData;
  returns: ReturnAccountData;
  erasers: ShopperDataEraser[];
}

export interface DeletionBlocker {
  orderNumber: string;
  /** What the shopper waits for. */
  reason: string;
}

export interface DeletionCheck {
  /** Why deletion is refused now (one line per order); empty when it may go ahead. */
  blockers: DeletionBlocker[];
  /** Orders that will be kept, anonymised, for tax law. */
  ordersKept: number;
}

export interface DeletionReceipt {
  /** The account_deletion row's reference, shown to the shopper. */
  reference: string;
  ordersAnonymised: number;
}

/** Most blockers a check lists. */
export const MAX_BLOCKERS = 20;

/** The name anonymised orders and reviews show. */
export const ANONYMISED_NAME = 'Former customer';

export class AccountDeletionService {
  constructor(private readonly parts: DeletionParts) {}

  /** Whether the caller's account may be deleted now, and how many orders would be kept. */
  async check(ctx: ServiceContext, customerId: number = ctx.requireCustomer()): Promise<DeletionCheck> {
    const orders = await this.parts.orders.forDeletion(ctx, customerId);
    const unsettled = await this.parts.payments.unsettledOrderIds(
      ctx,
      orders.filter((o) => o.status === 'DELIVERED' || o.status === 'CANCELLED').map((o) => o.id),
    );
    const blockers: DeletionBlocker[] = [];
    for (const o of orders) {
      if (o.status !== 'DELIVERED' && o.status !== 'CANCELLED') {
        blockers.push({ orderNumber: o.orderNumber, reason: `Order ${o.orderNumber} is still open: wait until it is delivered, or cancel it.` });
      } else if (unsettled.has(o.id)) {
        blockers.push({ orderNumber: o.orderNumber, reason: `The refund for order ${o.orderNumber} is still being processed: wait until it reaches you.` });
      }
    }
    // A return still on its way (not refunded, rejected or exchanged) must finish first.
    const numbers = new Map(orders.map((o) => [o.id, o.orderNumber]));
    for (const orderId of await this.parts.returns.openReturnOrderIds(ctx, customerId)) {
      const orderNumber = numbers.get(orderId) ?? '';
      blockers.push({ orderNumber, reason: `A return for order ${orderNumber} is still in progress: wait until it is completed.` });
    }
    // The message names a few; more than MAX_BLOCKERS open orders is not a case worth a longer list.
    return { blockers: blockers.slice(0, MAX_BLOCKERS), ordersKept: orders.length };
  }

  /** Sends the confirmation code to the account's phone; CONFLICT (with what to wait for) while deletion is refused. */
  async sendCode(ctx: ServiceContext, ip: string): Promise<SendOtpResult> {
    const customerId = ctx.requireCustomer();
    const phone = await this.parts.customers.phoneOf(ctx, customerId);
    this.refuseIfBlocked(await this.check(ctx, customerId));
    return this.parts.codes.sendOtp(phone, ip);
  }

  /**
   * Checks the code (the login OTP rules: wrong tries counted, lock-outs) and deletes the account
   * in the same transaction. A refusal or failure keeps everything, the code included.
   */
  async deleteAccount(ctx: ServiceContext, otp: unknown, ip: string): Promise<DeletionReceipt> {
    const customerId = ctx.requireCustomer();
    const phone = await this.parts.customers.phoneOf(ctx, customerId);
    // The code check opens the transaction; the erasure's steps join it (ctx.transaction).
    return this.parts.codes.verifyCode(ctx, phone, otp, ip, (_phone, tx) => this.erase(tx, customerId, phone));
  }

  /** The erasure itself, in the context's transaction (see the module comment). */
  async erase(ctx: ServiceContext, customerId: number, phone: string): Promise<DeletionReceipt> {
    return ctx.transaction(async (tx) => {
      // The customer row first: checkout takes it (FK) too, so no order can slip in after the check.
      await this.parts.customers.lockCustomer(tx, customerId);
      await this.parts.orders.forDeletion(tx, customerId, true);
      this.refuseIfBlocked(await this.check(tx, customerId));
      const changed: RowsChanged = {};
      for (const eraser of this.parts.erasers) {
        for (const [table, rows] of Object.entries(await eraser.eraseFor(tx, { customerId, phone }))) changed[table] = (changed[table] ?? 0) + rows;
      }
      // The deletion record (this module's own table): when and how many rows, no personal data.
      const [receipt] = await tx.manager.query(`INSERT INTO account_deletion (orders_anonymised, rows_changed) VALUES ($1, $2::jsonb) RETURNING reference`, [
        changed.orders ?? 0,
        JSON.stringify(changed),
      ]);
      return { reference: receipt.reference, ordersAnonymised: changed.orders ?? 0 };
    });
  }

  private refuseIfBlocked(check: DeletionCheck): void {
    if (check.blockers.length === 0) return;
    throw new DomainError('CONFLICT', `Your account cannot be deleted yet. ${check.blockers.map((b) => b.reason).join(' ')}`, {
      orders: check.blockers.map((b) => b.orderNumber),
    });
  }
}

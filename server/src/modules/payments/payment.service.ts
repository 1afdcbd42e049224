/**
 * Online payments of orders: opening a payment (a provider order for the order's total, reused
 * while nothing was paid), verifying the signed result, recording failed attempts, signed
 * webhooks, and the test gateway's simulated checkout. Amounts always come from our own rows,
 * never from the caller. The provider is never called inside a transaction (see startPayment and
 * refunds.ts); with ONLINE_PAYMENTS=off there is no provider and every call here is refused.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { ServiceContext } from '../../shared/service-context.js';
import { DomainError, badInput, notFound } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type { PaymentProvider, ProviderOrder } from './payment-provider.js';
import { TestGatewayProvider, type SimulatedFailure, type SimulatedSuccess } from './test-gateway.provider.js';
import type { RefundSettler } from './refunds.js';
import { payNowVerdict } from '../orders/order-status.js';
import type { OrderRow, OrderService } from '../orders/order.service.js';
import { rowsOf } from '../../shared/db.js';
import type { OrderView, PaymentSession } from '../orders/order.types.js';
import type { CustomerDirectory, PaymentAttemptRow } from '../orders/order-ports.js';

interface PaymentRow {
  id: number;
  orderId: number;
  provider: string;
  /** Null only while OPENING (the provider has not answered yet). */
  providerOrderId: string | null;
  providerPaymentId: string | null;
  amount: number;
  status: 'OPENING' | 'CREATED' | 'FAILED' | 'PAID' | 'REFUND_PENDING' | 'REFUNDED';
}

const PAYMENT_COLUMNS = `id, order_id AS "orderId", provider, provider_order_id AS "providerOrderId",
  provider_payment_id AS "providerPaymentId", amount, status`;

export const PAYMENT_NOT_VERIFIED = 'Payment could not be verified.';
/** The staff's note on a second payment of an order already paid (shown with the attempt). */
export const DUPLICATE_PAYMENT_NOTE = 'Second payment of an order already paid: refunded to the shopper';
export const ONLINE_PAYMENTS_OFF = 'Online payment is not available right now. Please choose Cash on Delivery.';
export const PAYMENT_NOT_OPENED = 'We could not open your payment. Please try again.';
export const PAYMENT_BEING_OPENED = 'Your payment is being opened. Please try again in a moment.';
/** How long a Pay Now call waits for another call's provider order, and when a claim counts as abandoned. */
const OPENING_WAIT_MS = 15_000;
const OPENING_STALE_SECONDS = 60;

export class PaymentService {
  constructor(
    private readonly dataSource: DataSource,
    /** Null when online payments are switched off (ONLINE_PAYMENTS=off). */
    readonly provider: PaymentProvider | null,
    private readonly orders: OrderService,
    private readonly refunds: RefundSettler,
    private readonly logger: Logger,
    /** The customers module (the payment form's name and phone prefill). */
    private readonly customers: CustomerDirectory,
  ) {}

  /** An order's payment attempts, oldest first, in one statement (the staff's order screen). */
  async attemptsOf(orderId: number): Promise<PaymentAttemptRow[]> {
    return this.dataSource.query(
      `SELECT a.id, p.provider, a.status, a.source, a.provider_payment_id AS "providerPaymentId", a.error_code AS "errorCode",
              a.error_description AS "errorDescription", a.created_at AS "createdAt", a.second_payment AS "secondPayment",
              -- A capture refunded on its payment row (the order was cancelled, or paid through another provider order) shows that refund.
              coalesce(a.amount, CASE WHEN capture THEN p.amount END) AS amount,
              CASE WHEN a.refund_status <> 'NONE' THEN a.refund_status WHEN capture AND p.status = 'REFUNDED' THEN 'DONE' WHEN capture THEN 'PENDING' ELSE 'NONE' END AS "refundStatus",
              CASE WHEN capture THEN p.refund_id ELSE a.refund_id END AS "refundId",
              CASE WHEN capture THEN p.refund_error ELSE a.refund_error END AS "refundError"
         FROM payment_attempt a JOIN payment p ON p.id = a.payment_id
         CROSS JOIN LATERAL (SELECT a.status = 'PAID' AND a.refund_status = 'NONE' AND a.provider_payment_id = p.provider_payment_id
                                    AND p.status IN ('REFUND_PENDING', 'REFUNDED') AS capture) refunded
         WHERE p.order_id = $1 ORDER BY a.created_at, a.id`,
      [orderId],
    );
  }

  /**
   * Opens (or reopens) the payment of the caller's unpaid online order: Pay Now after a failure
   * reuses the provider order when its amount still matches, else creates a new one. Concurrent
   * calls for one order create ONE provider order: under the order's row lock the first call
   * claims the creation (an OPENING payment row, unique per order) and commits; the provider is
   * called outside any transaction; the other calls wait for the claimed one and reuse it.
   */
  async startPayment(ctx: ServiceContext, input: { orderId: number }): Promise<PaymentSession> {
    const customerId = ctx.requireCustomer();
    const { orderId } = input;
    const provider = this.requireProvider();
    const started = Date.now();
    for (;;) {
      const step = await this.claimOrReuse(ctx, orderId, provider.name);
      if (step.kind === 'ready') return this.session(customerId, step.order, step.providerOrderId, provider);
      if (step.kind === 'claimed') {
        const providerOrderId = await this.openProviderOrder(step.order, step.paymentId, provider);
        if (providerOrderId) return this.session(customerId, step.order, providerOrderId, provider);
        continue; // our claim was taken over meanwhile (it looked stale): use the newer one
      }
      if (Date.now() - started > OPENING_WAIT_MS) throw new DomainError('CONFLICT', PAYMENT_BEING_OPENED);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Short transaction under the order's row lock: a reusable provider order, a new claim, or "wait". */
  private async claimOrReuse(ctx: ServiceContext, orderId: number, providerName: string): Promise<
    { kind: 'ready'; order: OrderRow; providerOrderId: string } | { kind: 'claimed'; order: OrderRow; paymentId: number } | { kind: 'wait' }
  > {
    return ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const order = await this.orders.findRow({ customerId: ctx.requireCustomer(), isStaff: false }, orderId, manager, true);
      const verdict = payNowVerdict(order);
      if (!verdict.ok) throw new DomainError('CONFLICT', verdict.message);
      // One statement for both questions: the claimer fills its row (OPENING → CREATED) outside
      // this lock, so reading "reusable?" and then "opening?" separately could see neither and
      // open a second provider order (found by the resilience suite: 10 parallel Pay Now calls).
      const rows: Array<PaymentRow & { fresh: boolean }> = await manager.query(
        `SELECT ${PAYMENT_COLUMNS}, created_at > now() - make_interval(secs => $4) AS fresh FROM payment
         WHERE order_id = $1 AND (status = 'OPENING' OR (provider = $2 AND amount = $3 AND status IN ('CREATED', 'FAILED')))
         ORDER BY id DESC`,
        [order.id, providerName, order.totalAmount, OPENING_STALE_SECONDS],
      );
      const reusable = rows.find((row) => row.status !== 'OPENING');
      if (reusable) return { kind: 'ready', order, providerOrderId: reusable.providerOrderId! };
      const opening = rows.find((row) => row.status === 'OPENING');
      if (opening?.fresh) return { kind: 'wait' };
      // A claim older than that: its process died or the provider never answered. Take it over.
      if (opening) await manager.query(`DELETE FROM payment WHERE id = $1`, [opening.id]);
      const [claim]: Array<{ id: number }> = await manager.query(
        `INSERT INTO payment (order_id, provider, amount, status) VALUES ($1, $2, $3, 'OPENING') RETURNING id`,
        [order.id, providerName, order.totalAmount],
      );
      return { kind: 'claimed', order, paymentId: claim.id };
    });
  }

  /**
   * Asks the provider for the order (no transaction open) and fills in the claimed row.
   * On failure the claim is removed, so Pay Now can try again. Answers null when the claim was
   * taken over meanwhile.
   */
  private async openProviderOrder(order: OrderRow, paymentId: number, provider: PaymentProvider): Promise<string | null> {
    let created: ProviderOrder;
    try {
      created = await provider.createOrder({ amount: order.totalAmount, receipt: order.orderNumber, notes: { orderId: String(order.id), orderNumber: order.orderNumber } });
      if (created.amount !== order.totalAmount) throw new DomainError('PAYMENT_FAILED', 'The payment provider answered a different amount.');
    } catch (error) {
      await this.dataSource.query(`DELETE FROM payment WHERE id = $1 AND status = 'OPENING'`, [paymentId]);
      if (error instanceof DomainError) throw error;
      this.logger.error({ err: error, orderId: order.id }, 'the payment provider could not open the order');
      throw new DomainError('PAYMENT_FAILED', PAYMENT_NOT_OPENED);
    }
    const filled = rowsOf(
      await this.dataSource.query(
        `UPDATE payment SET provider_order_id = $2, status = 'CREATED', updated_at = now() WHERE id = $1 AND status = 'OPENING' RETURNING id`,
        [paymentId, created.id],
      ),
    );
    return filled.length > 0 ? created.id : null;
  }

  private async session(customerId: number, order: OrderRow, providerOrderId: string, provider: PaymentProvider): Promise<PaymentSession> {
    const customer = (await this.customers.contactsOf([customerId])).get(customerId);
    return {
      provider: provider.name,
      keyId: provider.keyId,
      providerOrderId,
      amount: order.totalAmount,
      currency: 'INR',
      orderId: order.id,
      orderNumber: order.orderNumber,
      prefillName: customer?.name || order.shippingAddress.fullName,
      prefillContact: customer?.phone ?? '',
    };
  }

  /** The configured provider; with online payments switched off, the shopper is told to pay cash. */
  private requireProvider(): PaymentProvider {
    if (!this.provider) throw new DomainError('CONFLICT', ONLINE_PAYMENTS_OFF);
    return this.provider;
  }

  /**
   * Confirms a payment from the checkout widget's signed answer. A wrong signature changes
   * nothing and answers PAYMENT_FAILED; a right one marks the order paid (once).
   */
  async verifyPayment(ctx: ServiceContext, input: { orderId: number; providerOrderId: string; providerPaymentId: string; signature: string }): Promise<OrderView> {
    const customerId = ctx.requireCustomer();
    const provider = this.requireProvider();
    const missing = (['providerOrderId', 'providerPaymentId', 'signature'] as const).filter((key) => !input[key]);
    if (missing.length > 0) throw badInput('Payment details are missing.', { fields: missing });
    const signed = provider.verifyPaymentSignature({ orderId: input.providerOrderId, paymentId: input.providerPaymentId, signature: input.signature });
    const outcome = await ctx.transaction(async (tx) => {
      const order = await this.orders.findRow({ customerId, isStaff: false }, input.orderId, tx.manager, true);
      const payment = await this.lockPayment(tx.manager, input.providerOrderId, order.id);
      if (!signed) throw new DomainError('PAYMENT_FAILED', PAYMENT_NOT_VERIFIED);
      return this.capture(tx, order, payment, input.providerPaymentId, input.signature, 'verify');
    });
    if (outcome === 'refunded') {
      await this.refunds.settleOrder(ctx, input.orderId);
      throw new DomainError('PAYMENT_FAILED', 'This order was cancelled before the payment arrived; the amount will be refunded.');
    }
    // Paid twice: the order is paid (the first payment); this one goes back to the shopper.
    if (outcome === 'duplicate-refunded') await this.refunds.settleOrder(ctx, input.orderId);
    return this.orders.getForCaller({ customerId, isStaff: false }, input.orderId);
  }

  /**
   * Records a failed attempt the checkout widget reported (spec: POST /user/razorpay_payment with
   * paymentStatus 'failed'). The order stays with payment pending so Pay Now can retry.
   */
  async recordFailure(ctx: ServiceContext, input: { orderId: number; providerOrderId?: string | null; providerPaymentId?: string | null; code?: string | null; description?: string | null }): Promise<OrderView> {
    const customerId = ctx.requireCustomer();
    await ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const order = await this.orders.findRow({ customerId, isStaff: false }, input.orderId, manager, true);
      if (order.paymentMethod !== 'ONLINE') throw badInput('This order is paid in cash on delivery.');
      const payment = input.providerOrderId
        ? await this.lockPayment(manager, input.providerOrderId, order.id)
        : ((await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payment WHERE order_id = $1 AND provider_order_id IS NOT NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`, [order.id]))[0] as PaymentRow | undefined);
      if (!payment) throw notFound('Payment not found.');
      await this.insertAttempt(manager, payment.id, input.providerPaymentId ?? null, 'FAILED', 'client', input.code ?? 'payment_failed', input.description ?? 'Payment failed');
      await manager.query(
        `UPDATE payment SET status = 'FAILED', error_code = $2, error_description = $3, updated_at = now() WHERE id = $1 AND status = 'CREATED'`,
        [payment.id, (input.code ?? 'payment_failed').slice(0, 100), input.description ?? 'Payment failed'],
      );
    });
    return this.orders.getForCaller({ customerId, isStaff: false }, input.orderId);
  }

  /**
   * A provider webhook: accepted only with a valid X-Razorpay-Signature over the raw body.
   * payment.captured / order.paid mark the order paid when the amount matches our record;
   * payment.failed records the attempt. Returns what was done (for the log and tests).
   */
  async handleWebhook(ctx: ServiceContext, rawBody: Buffer, signature: string | undefined): Promise<{ handled: string }> {
    if (!this.provider) throw notFound(ONLINE_PAYMENTS_OFF);
    if (!signature || !this.provider.verifyWebhookSignature(rawBody, signature)) {
      throw new DomainError('FORBIDDEN', 'Invalid webhook signature.');
    }
    let event: { event?: string; payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number; error_code?: string; error_description?: string } } } };
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw badInput('Webhook body is not valid JSON.');
    }
    const entity = event.payload?.payment?.entity;
    if (!entity?.order_id || !entity.id) return { handled: 'ignored' };
    const kind = event.event ?? '';
    if (kind !== 'payment.captured' && kind !== 'order.paid' && kind !== 'payment.failed') return { handled: 'ignored' };
    const result = await ctx.transaction(async (tx) => {
      const manager = tx.manager;
      const [found]: PaymentRow[] = await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payment WHERE provider_order_id = $1`, [entity.order_id]);
      if (!found) throw notFound('Payment not found.');
      // The order first, then its payment: the lock order every payment path takes.
      const order = await this.orders.findRow({ customerId: null, isStaff: true }, found.orderId, manager, true);
      const payment = await this.lockPayment(manager, entity.order_id!, found.orderId);
      if (kind === 'payment.failed') {
        await this.insertAttempt(manager, payment.id, entity.id!, 'FAILED', 'webhook', entity.error_code ?? 'payment_failed', entity.error_description ?? 'Payment failed');
        return { handled: 'failure-recorded', orderId: found.orderId };
      }
      if (entity.amount !== payment.amount) {
        this.logger.warn({ providerOrderId: entity.order_id, amount: entity.amount, expected: payment.amount }, 'webhook amount does not match the order');
        throw badInput('Payment amount does not match the order.');
      }
      const outcome = await this.capture(tx, order, payment, entity.id!, null, 'webhook');
      return { handled: outcome, orderId: found.orderId };
    });
    // Money for a cancelled order, or paid twice: refunded now that the order row is no longer locked.
    if (result.handled === 'refunded' || result.handled === 'duplicate-refunded') await this.refunds.settleOrder(ctx, result.orderId);
    return { handled: result.handled };
  }

  /**
   * Test gateway only: what its checkout dialog returns when the shopper presses Pay or Fail.
   * The provider order must belong to the caller's order.
   */
  async simulateCheckout(ctx: ServiceContext, input: { providerOrderId: string; outcome: 'success' | 'failure' }): Promise<SimulatedSuccess | SimulatedFailure> {
    const customerId = ctx.requireCustomer();
    const { providerOrderId, outcome } = input;
    if (!(this.provider instanceof TestGatewayProvider)) throw notFound('The test gateway is not in use.');
    const gateway = this.provider;
    const [payment]: Array<{ orderId: number }> = await ctx.manager.query(`SELECT order_id AS "orderId" FROM payment WHERE provider_order_id = $1`, [providerOrderId]);
    if (!payment) throw notFound('Payment not found.');
    // Someone else's order answers NOT_FOUND: so does a payment of it.
    await this.orders.findRow({ customerId, isStaff: false }, payment.orderId, ctx.manager, false).catch(() => {
      throw notFound('Payment not found.');
    });
    return gateway.simulate(providerOrderId, outcome);
  }

  private async lockPayment(manager: EntityManager, providerOrderId: string, orderId: number): Promise<PaymentRow> {
    const [payment]: PaymentRow[] = await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payment WHERE provider_order_id = $1 AND order_id = $2 FOR UPDATE`, [
      providerOrderId,
      orderId,
    ]);
    if (!payment) throw new DomainError('NOT_FOUND', 'Payment not found.', { field: 'providerOrderId' });
    return payment;
  }

  private async insertAttempt(
    manager: EntityManager,
    paymentId: number,
    providerPaymentId: string | null,
    status: 'FAILED' | 'PAID',
    source: 'client' | 'webhook' | 'verify',
    code: string | null,
    description: string | null,
    secondPayment = false,
  ) {
    await manager.query(
      `INSERT INTO payment_attempt (payment_id, provider_payment_id, status, source, error_code, error_description, second_payment) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [paymentId, providerPaymentId?.slice(0, 60) ?? null, status, source, code?.slice(0, 100) ?? null, description?.slice(0, 1000) ?? null, secondPayment],
    );
  }

  /**
   * Money arrived for `payment` (order row already locked by the caller). Idempotent: the same
   * capture twice changes nothing. A capture for a cancelled or already-paid order is marked
   * REFUND_PENDING here; the caller asks the provider for the refund after the commit.
   */
  private async capture(ctx: ServiceContext, order: OrderRow, payment: PaymentRow, providerPaymentId: string, signature: string | null, source: 'verify' | 'webhook'): Promise<'paid' | 'already-paid' | 'refunded' | 'duplicate-refunded'> {
    const manager = ctx.manager;
    if (payment.status === 'PAID' || payment.status === 'REFUNDED' || payment.status === 'REFUND_PENDING') {
      if (payment.providerPaymentId === providerPaymentId) return 'already-paid';
      // A second, different payment of the same provider order (two tabs, a late UPI success):
      // money the shopper paid twice. Recorded as an attempt of its own and refunded through the
      // provider after the commit; the same payment id again (the webhook repeating) adds nothing.
      const recorded = rowsOf(
        await manager.query(
          `INSERT INTO payment_attempt (payment_id, provider_payment_id, status, source, amount, refund_status, error_description, second_payment)
           VALUES ($1, $2, 'PAID', $3, $4, 'PENDING', $5, true)
           ON CONFLICT (provider_payment_id) WHERE status = 'PAID' AND provider_payment_id IS NOT NULL DO NOTHING RETURNING id`,
          [payment.id, providerPaymentId.slice(0, 60), source, payment.amount, DUPLICATE_PAYMENT_NOTE],
        ),
      );
      if (recorded.length === 0) return 'already-paid';
      this.logger.warn({ orderId: order.id, paymentId: payment.id, providerPaymentId }, 'a second payment of a paid order: refunding it');
      return 'duplicate-refunded';
    }
    const cancelled = order.status === 'CANCELLED';
    const secondPayment = !cancelled && (order.paymentStatus === 'PAID' || order.paymentStatus === 'REFUNDED');
    await this.insertAttempt(manager, payment.id, providerPaymentId, 'PAID', source, null, secondPayment ? DUPLICATE_PAYMENT_NOTE : null, secondPayment);
    if (cancelled || secondPayment) {
      await manager.query(
        `UPDATE payment SET status = 'REFUND_PENDING', provider_payment_id = $2, signature = $3, refund_next_at = NULL, updated_at = now() WHERE id = $1`,
        [payment.id, providerPaymentId, signature],
      );
      // Paid already through another provider order (an older Pay Now): a second payment, not a cancel.
      return cancelled ? 'refunded' : 'duplicate-refunded';
    }
    await manager.query(`UPDATE payment SET status = 'PAID', provider_payment_id = $2, signature = $3, updated_at = now() WHERE id = $1`, [
      payment.id,
      providerPaymentId,
      signature,
    ]);
    // The orders module owns the order's payment status; it announces `payment.received`.
    await this.orders.recordPaymentReceived(ctx, order.id);
    return 'paid';
  }
}

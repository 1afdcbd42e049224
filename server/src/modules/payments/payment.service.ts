/**
 * Online payments of orders: opening a payment (a provider order for the order's total, reused
 * while nothing was paid), verifying the signed result, recording failed attempts, signed
 * webhooks, and the test gateway's simulated checkout. Amounts always come from our own rows,
 * never from the caller.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, badInput, notFound } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type { PaymentProvider } from './payment-provider.js';
import type { TestGatewayProvider, SimulatedFailure, SimulatedSuccess } from './test-gateway.provider.js';
import { payNowVerdict } from '../orders/order-status.js';
import { rowsOf, type Notifier, type OrderService } from '../orders/order.service.js';
import type { OrderView, PaymentSession } from '../orders/order.types.js';

interface PaymentRow {
  id: number;
  orderId: number;
  provider: string;
  providerOrderId: string;
  providerPaymentId: string | null;
  amount: number;
  status: 'CREATED' | 'FAILED' | 'PAID' | 'REFUNDED';
}

const PAYMENT_COLUMNS = `id, order_id AS "orderId", provider, provider_order_id AS "providerOrderId",
  provider_payment_id AS "providerPaymentId", amount, status`;

export const PAYMENT_NOT_VERIFIED = 'Payment could not be verified.';

export class PaymentService {
  constructor(
    private readonly dataSource: DataSource,
    readonly provider: PaymentProvider,
    private readonly orders: OrderService,
    private readonly notifier: Notifier,
    private readonly logger: Logger,
  ) {}

  /**
   * Opens (or reopens) the payment of the caller's unpaid online order: Pay Now after a failure
   * reuses the provider order when its amount still matches, else creates a new one.
   */
  async startPayment(customerId: number, orderId: number): Promise<PaymentSession> {
    const order = await this.orders.getForCaller({ customerId, isStaff: false }, orderId);
    const verdict = payNowVerdict(order);
    if (!verdict.ok) throw new DomainError('CONFLICT', verdict.message);
    const [reusable]: PaymentRow[] = await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payment WHERE order_id = $1 AND provider = $2 AND amount = $3 AND status IN ('CREATED', 'FAILED')
       ORDER BY id DESC LIMIT 1`,
      [order.id, this.provider.name, order.totalAmount],
    );
    let providerOrderId = reusable?.providerOrderId;
    if (!providerOrderId) {
      const created = await this.provider.createOrder({
        amount: order.totalAmount,
        receipt: order.orderNumber,
        notes: { orderId: String(order.id), orderNumber: order.orderNumber },
      });
      if (created.amount !== order.totalAmount) throw new DomainError('PAYMENT_FAILED', 'The payment provider answered a different amount.');
      await this.dataSource.query(`INSERT INTO payment (order_id, provider, provider_order_id, amount) VALUES ($1, $2, $3, $4)`, [
        order.id,
        this.provider.name,
        created.id,
        order.totalAmount,
      ]);
      providerOrderId = created.id;
    }
    const [customer] = await this.dataSource.query(`SELECT name, phone FROM customer WHERE id = $1`, [customerId]);
    return {
      provider: this.provider.name,
      keyId: this.provider.keyId,
      providerOrderId,
      amount: order.totalAmount,
      currency: 'INR',
      orderId: order.id,
      orderNumber: order.orderNumber,
      prefillName: customer?.name || order.shippingAddress.fullName,
      prefillContact: customer?.phone ?? '',
    };
  }

  /**
   * Confirms a payment from the checkout widget's signed answer. A wrong signature changes
   * nothing and answers PAYMENT_FAILED; a right one marks the order paid (once).
   */
  async verifyPayment(customerId: number, input: { orderId: number; providerOrderId: string; providerPaymentId: string; signature: string }): Promise<OrderView> {
    if (!input.providerOrderId || !input.providerPaymentId || !input.signature) throw badInput('Payment details are missing.');
    const signed = this.provider.verifyPaymentSignature({ orderId: input.providerOrderId, paymentId: input.providerPaymentId, signature: input.signature });
    const outcome = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.findRow({ customerId, isStaff: false }, input.orderId, manager, true);
      const payment = await this.lockPayment(manager, input.providerOrderId, order.id);
      if (!signed) throw new DomainError('PAYMENT_FAILED', PAYMENT_NOT_VERIFIED);
      return this.capture(manager, payment, input.providerPaymentId, input.signature, 'verify');
    });
    if (outcome === 'refunded') throw new DomainError('PAYMENT_FAILED', 'This order was cancelled before the payment arrived; the amount will be refunded.');
    return this.orders.getForCaller({ customerId, isStaff: false }, input.orderId);
  }

  /**
   * Records a failed attempt the checkout widget reported (spec: POST /user/razorpay_payment with
   * paymentStatus 'failed'). The order stays with payment pending so Pay Now can retry.
   */
  async recordFailure(customerId: number, input: { orderId: number; providerOrderId?: string | null; providerPaymentId?: string | null; code?: string | null; description?: string | null }): Promise<OrderView> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.findRow({ customerId, isStaff: false }, input.orderId, manager, true);
      if (order.paymentMethod !== 'ONLINE') throw badInput('This order is paid in cash on delivery.');
      const payment = input.providerOrderId
        ? await this.lockPayment(manager, input.providerOrderId, order.id)
        : ((await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payment WHERE order_id = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE`, [order.id]))[0] as PaymentRow | undefined);
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
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ handled: string }> {
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
    return this.dataSource.transaction(async (manager) => {
      const [found]: PaymentRow[] = await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payment WHERE provider_order_id = $1`, [entity.order_id]);
      if (!found) throw notFound('Payment not found.');
      await manager.query(`SELECT id FROM orders WHERE id = $1 FOR UPDATE`, [found.orderId]);
      const payment = await this.lockPayment(manager, entity.order_id!, found.orderId);
      if (kind === 'payment.failed') {
        await this.insertAttempt(manager, payment.id, entity.id!, 'FAILED', 'webhook', entity.error_code ?? 'payment_failed', entity.error_description ?? 'Payment failed');
        return { handled: 'failure-recorded' };
      }
      if (entity.amount !== payment.amount) {
        this.logger.warn({ providerOrderId: entity.order_id, amount: entity.amount, expected: payment.amount }, 'webhook amount does not match the order');
        throw badInput('Payment amount does not match the order.');
      }
      const outcome = await this.capture(manager, payment, entity.id!, null, 'webhook');
      return { handled: outcome };
    });
  }

  /**
   * Test gateway only: what its checkout dialog returns when the shopper presses Pay or Fail.
   * The provider order must belong to the caller's order.
   */
  async simulateCheckout(customerId: number, providerOrderId: string, outcome: 'success' | 'failure'): Promise<SimulatedSuccess | SimulatedFailure> {
    if (this.provider.name !== 'test') throw badInput('The test gateway is not in use.');
    const [owned] = await this.dataSource.query(
      `SELECT p.id FROM payment p JOIN orders o ON o.id = p.order_id WHERE p.provider_order_id = $1 AND o.customer_id = $2`,
      [providerOrderId, customerId],
    );
    if (!owned) throw notFound('Payment not found.');
    return (this.provider as TestGatewayProvider).simulate(providerOrderId, outcome);
  }

  private async lockPayment(manager: EntityManager, providerOrderId: string, orderId: number): Promise<PaymentRow> {
    const [payment]: PaymentRow[] = await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payment WHERE provider_order_id = $1 AND order_id = $2 FOR UPDATE`, [
      providerOrderId,
      orderId,
    ]);
    if (!payment) throw notFound('Payment not found.');
    return payment;
  }

  private async insertAttempt(manager: EntityManager, paymentId: number, providerPaymentId: string | null, status: 'FAILED' | 'PAID', source: 'client' | 'webhook' | 'verify', code: string | null, description: string | null) {
    await manager.query(
      `INSERT INTO payment_attempt (payment_id, provider_payment_id, status, source, error_code, error_description) VALUES ($1, $2, $3, $4, $5, $6)`,
      [paymentId, providerPaymentId?.slice(0, 60) ?? null, status, source, code?.slice(0, 100) ?? null, description?.slice(0, 1000) ?? null],
    );
  }

  /**
   * Money arrived for `payment` (order row already locked by the caller). Idempotent: the same
   * capture twice changes nothing. A capture for a cancelled or already-paid order is refunded.
   */
  private async capture(manager: EntityManager, payment: PaymentRow, providerPaymentId: string, signature: string | null, source: 'verify' | 'webhook'): Promise<'paid' | 'already-paid' | 'refunded'> {
    if (payment.status === 'PAID' || payment.status === 'REFUNDED') {
      return payment.providerPaymentId === providerPaymentId ? 'already-paid' : 'already-paid';
    }
    const [order] = await manager.query(`SELECT id, customer_id AS "customerId", order_number AS "orderNumber", status, payment_status AS "paymentStatus", total_amount AS "totalAmount" FROM orders WHERE id = $1`, [payment.orderId]);
    await this.insertAttempt(manager, payment.id, providerPaymentId, 'PAID', source, null, null);
    if (order.status === 'CANCELLED' || order.paymentStatus === 'PAID' || order.paymentStatus === 'REFUNDED') {
      const refund = await this.provider.refund({ paymentId: providerPaymentId, amount: payment.amount });
      await manager.query(
        `UPDATE payment SET status = 'REFUNDED', provider_payment_id = $2, signature = $3, refund_id = $4, updated_at = now() WHERE id = $1`,
        [payment.id, providerPaymentId, signature, refund.id],
      );
      return 'refunded';
    }
    await manager.query(`UPDATE payment SET status = 'PAID', provider_payment_id = $2, signature = $3, updated_at = now() WHERE id = $1`, [
      payment.id,
      providerPaymentId,
      signature,
    ]);
    const updated = rowsOf(await manager.query(`UPDATE orders SET payment_status = 'PAID', updated_at = now() WHERE id = $1 AND payment_status IN ('PENDING', 'FAILED') RETURNING id`, [order.id]));
    if (updated.length > 0) {
      await this.notifier.notify(order.customerId, { title: `Order ${order.orderNumber}: payment received`, body: `We received your payment of Rs. ${(order.totalAmount / 100).toFixed(2)}. Thank you!` }, manager);
    }
    return 'paid';
  }
}

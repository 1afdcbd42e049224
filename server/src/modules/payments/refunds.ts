/**
 * Refunds, asked of the provider OUTSIDE any database transaction: a slow or unreachable
 * provider must not hold an order's row lock (every Pay Now, webhook and staff action on that
 * order would queue behind it). A cancel marks the paid payment REFUND_PENDING in its own
 * transaction and commits; then `settle` claims the refund with one conditional UPDATE (so two
 * processes never refund the same payment at once), calls the provider, and records the answer.
 * A failure is logged and stays REFUND_PENDING, retried with back-off by the `payments.retry-refunds`
 * job (the back-off is the row's refund_next_at). A refund the provider accepted is announced as
 * `refund.issued`.
 */
import type { DataSource } from 'typeorm';
import type { Logger } from '../../shared/logger.js';
import type { EventBus } from '../../shared/events.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { PaymentProvider } from './payment-provider.js';
import { rowsOf } from '../../shared/db.js';

export class RefundSettler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider | null,
    private readonly events: EventBus,
    private readonly logger: Logger,
  ) {}

  /**
   * Inside the cancelling transaction (order row locked): the order's captured payments become
   * REFUND_PENDING, due at once. Answers how many there were.
   */
  async markOrderPending(ctx: ServiceContext, orderId: number): Promise<number> {
    const marked = rowsOf(
      await ctx.manager.query(
        `UPDATE payment SET status = 'REFUND_PENDING', refund_next_at = NULL, updated_at = now()
         WHERE order_id = $1 AND status = 'PAID' AND provider_payment_id IS NOT NULL RETURNING id`,
        [orderId],
      ),
    );
    return marked.length;
  }

  /**
   * After the commit: asks the provider for every refund of the order that is due: its payments
   * after a cancel, and second payments of it when it was already paid. Never throws.
   */
  async settleOrder(ctx: ServiceContext, orderId: number): Promise<void> {
    const [due, seconds]: [Array<{ id: number }>, Array<{ id: number }>] = await Promise.all([
      this.dataSource.query(`SELECT id FROM payment WHERE order_id = $1 AND status = 'REFUND_PENDING' AND (refund_next_at IS NULL OR refund_next_at <= now())`, [orderId]),
      this.dataSource.query(
        `SELECT a.id FROM payment_attempt a JOIN payment p ON p.id = a.payment_id
          WHERE p.order_id = $1 AND a.refund_status = 'PENDING' AND (a.refund_next_at IS NULL OR a.refund_next_at <= now())`,
        [orderId],
      ),
    ]);
    for (const { id } of due) await this.settle(ctx, id);
    for (const { id } of seconds) await this.settleSecondPayment(ctx, id);
  }

  /**
   * Gives back a second payment of an order already paid (a payment attempt with refund_status
   * PENDING): claimed like `settle` (refund_next_at pushed forward, so it is asked once), the
   * provider refunds that payment id in full, the answer is recorded. Never throws.
   */
  async settleSecondPayment(ctx: ServiceContext, attemptId: number): Promise<boolean> {
    const [claim] = rowsOf<{ orderId: number; providerPaymentId: string; amount: number; provider: string; attempts: number }>(
      await this.dataSource.query(
        `UPDATE payment_attempt a SET refund_attempts = a.refund_attempts + 1,
                refund_next_at = now() + make_interval(mins => LEAST(60, power(2, a.refund_attempts)::int))
           FROM payment p
          WHERE a.id = $1 AND p.id = a.payment_id AND a.refund_status = 'PENDING' AND (a.refund_next_at IS NULL OR a.refund_next_at <= now())
         RETURNING p.order_id AS "orderId", a.provider_payment_id AS "providerPaymentId", a.amount, p.provider, a.refund_attempts AS attempts`,
        [attemptId],
      ),
    );
    if (!claim) return false;
    try {
      if (!this.provider || this.provider.name !== claim.provider) throw new Error(`payment provider "${claim.provider}" is not configured`);
      const refund = await this.provider.refund({ paymentId: claim.providerPaymentId, amount: claim.amount });
      await this.dataSource.query(
        `UPDATE payment_attempt SET refund_status = 'DONE', refund_id = $2, refund_error = NULL, refund_next_at = NULL WHERE id = $1 AND refund_status = 'PENDING'`,
        [attemptId, refund.id],
      );
      await this.events.publish(ctx, 'refund.issued', { orderId: claim.orderId, amount: claim.amount, refundId: refund.id });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error({ err: error, attemptId, attempts: claim.attempts }, 'refund of a second payment failed; it stays pending and will be retried');
      await this.dataSource
        .query(`UPDATE payment_attempt SET refund_error = $2 WHERE id = $1 AND refund_status = 'PENDING'`, [attemptId, message.slice(0, 1000)])
        .catch((recordError) => this.logger.error({ err: recordError, attemptId }, 'could not record the refund failure'));
      return false;
    }
  }

  /**
   * Claims one pending refund (the claim pushes refund_next_at forward by 1, 2, 4 … 60 minutes,
   * so nobody else takes it meanwhile and a failure waits that long), asks the provider, records the result. Answers true when refunded. Never throws.
   */
  async settle(ctx: ServiceContext, paymentId: number): Promise<boolean> {
    const [claim] = rowsOf<{ orderId: number; providerPaymentId: string; amount: number; provider: string; attempts: number }>(
      await this.dataSource.query(
        `UPDATE payment SET refund_attempts = refund_attempts + 1,
                refund_next_at = now() + make_interval(mins => LEAST(60, power(2, refund_attempts)::int)), updated_at = now()
         WHERE id = $1 AND status = 'REFUND_PENDING' AND (refund_next_at IS NULL OR refund_next_at <= now())
         RETURNING order_id AS "orderId", provider_payment_id AS "providerPaymentId", amount, provider, refund_attempts AS attempts`,
        [paymentId],
      ),
    );
    if (!claim) return false;
    try {
      if (!this.provider || this.provider.name !== claim.provider) throw new Error(`payment provider "${claim.provider}" is not configured`);
      const refund = await this.provider.refund({ paymentId: claim.providerPaymentId, amount: claim.amount });
      await this.dataSource.query(
        `UPDATE payment SET status = 'REFUNDED', refund_id = $2, refund_error = NULL, refund_next_at = NULL, updated_at = now()
         WHERE id = $1 AND status = 'REFUND_PENDING'`,
        [paymentId, refund.id],
      );
      await this.events.publish(ctx, 'refund.issued', { orderId: claim.orderId, amount: claim.amount, refundId: refund.id });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error({ err: error, paymentId, attempts: claim.attempts }, 'refund failed; it stays pending and will be retried');
      await this.dataSource
        .query(`UPDATE payment SET refund_error = $2, updated_at = now() WHERE id = $1 AND status = 'REFUND_PENDING'`, [paymentId, message.slice(0, 1000)])
        .catch((recordError) => this.logger.error({ err: recordError, paymentId }, 'could not record the refund failure'));
      return false;
    }
  }

  /**
   * Refunds part of an order's captured payment (a returned item, `returnId`), amount in paise.
   * Call it after the commit that decided the refund, never inside a transaction: the caller claims
   * the refund on its own row first (so it is asked once) and records the answer. An accepted refund
   * is announced as `refund.issued`. Never throws.
   */
  async refundPart(ctx: ServiceContext, orderId: number, amount: number, returnId: number): Promise<{ ok: true; refundId: string } | { ok: false; error: string }> {
    try {
      const [payment]: Array<{ providerPaymentId: string; provider: string }> = await this.dataSource.query(
        `SELECT provider_payment_id AS "providerPaymentId", provider FROM payment
         WHERE order_id = $1 AND status = 'PAID' AND provider_payment_id IS NOT NULL ORDER BY id DESC LIMIT 1`,
        [orderId],
      );
      if (!payment) throw new Error('the order has no captured payment to refund');
      if (!this.provider || this.provider.name !== payment.provider) throw new Error(`payment provider "${payment.provider}" is not configured`);
      const refund = await this.provider.refund({ paymentId: payment.providerPaymentId, amount });
      await this.events.publish(ctx, 'refund.issued', { orderId, amount, refundId: refund.id, returnId });
      return { ok: true, refundId: refund.id };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error({ err: error, orderId, amount }, 'partial refund failed; it stays pending and will be retried');
      return { ok: false, error: message.slice(0, 1000) };
    }
  }

  /** Retries every pending refund that is due, payments and second payments (oldest first, 100 of each a run). Answers how many succeeded. */
  async retryDue(ctx: ServiceContext): Promise<number> {
    const [due, seconds]: [Array<{ id: number }>, Array<{ id: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT id FROM payment WHERE status = 'REFUND_PENDING' AND (refund_next_at IS NULL OR refund_next_at <= now()) ORDER BY refund_next_at NULLS FIRST, id LIMIT 100`,
      ),
      this.dataSource.query(
        `SELECT id FROM payment_attempt WHERE refund_status = 'PENDING' AND (refund_next_at IS NULL OR refund_next_at <= now()) ORDER BY refund_next_at NULLS FIRST, id LIMIT 100`,
      ),
    ]);
    let refunded = 0;
    for (const { id } of due) if (await this.settle(ctx, id)) refunded++;
    for (const { id } of seconds) if (await this.settleSecondPayment(ctx, id)) refunded++;
    return refunded;
  }
}

/**
 * OrderService.transition: the one way an order's status changes. It follows the state machine's
 * table (allowed moves pass, others are refused with nothing written), writes the status and the
 * history entry together, announces `order.status-changed` after the commit (never for a
 * rolled-back move), and serialises concurrent moves of one order on its row lock.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { ORDER_STATUSES, canTransition, type OrderStatus } from '../../src/modules/orders/order-status.js';
import type { DomainEvents } from '../../src/shared/events.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from './orders-kit.js';

describe('order transition', () => {
  const ts = useTestServer();

  async function codOrder(): Promise<{ orderId: number; customerId: number }> {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 30), 1);
    const placed = await placeCod(ts, shopper);
    expect(placed.status).toBe(201);
    return { orderId: Number(placed.body._id), customerId: shopper.customerId };
  }

  const stateOf = async (orderId: number) => {
    const [row] = await ts.db.dataSource.query(`SELECT status FROM orders WHERE id = $1`, [orderId]);
    const history = await ts.db.dataSource.query(`SELECT status, note FROM order_status_history WHERE order_id = $1 ORDER BY id`, [orderId]);
    return { status: row.status as OrderStatus, history: history as Array<{ status: OrderStatus; note: string }> };
  };

  /** Records the status-changed events delivered while `work` runs. */
  async function heard<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; events: Array<DomainEvents['order.status-changed']> }> {
    const events: Array<DomainEvents['order.status-changed']> = [];
    const stop = ts.services.domainEvents.subscribe('order.status-changed', 'test', (event) => void events.push(event));
    try {
      const [result] = await Promise.allSettled([work()]);
      return { result, events };
    } finally {
      stop();
    }
  }

  it('the table allows each tracker step and cancelling before delivery, nothing out of Delivered or Cancelled', () => {
    expect(canTransition('PLACED', 'PROCESSING')).toBe(true);
    expect(canTransition('OUT_FOR_DELIVERY', 'DELIVERED')).toBe(true);
    expect(canTransition('SHIPPED', 'CANCELLED')).toBe(true);
    expect(canTransition('PLACED', 'SHIPPED')).toBe(false);
    expect(canTransition('PROCESSING', 'PLACED')).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canTransition('DELIVERED', to)).toBe(false);
      expect(canTransition('CANCELLED', to)).toBe(false);
    }
  });

  it('an allowed move writes the status and the history, and announces it after the commit', async () => {
    const { orderId, customerId } = await codOrder();
    const { result, events } = await heard(() => ts.services.orders.transition(ts.system, orderId, 'PROCESSING', { actor: 'store' }));
    expect(result.status).toBe('fulfilled');
    const state = await stateOf(orderId);
    expect(state.status).toBe('PROCESSING');
    expect(state.history).toEqual([
      { status: 'PLACED', note: 'Order placed' },
      { status: 'PROCESSING', note: 'Updated by the store' },
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ orderId, customerId, from: 'PLACED', to: 'PROCESSING', actor: 'store', paymentMethod: 'COD' });
    // The notification subscriber wrote the shopper's notice.
    const [notice] = await ts.services.notifications.list(customerId);
    expect(notice.title).toMatch(/^Order KS\d+ is being packed$/);
  });

  it('a move the table does not allow is refused (CONFLICT) with nothing written or announced', async () => {
    const { orderId } = await codOrder();
    const { result, events } = await heard(() => ts.services.orders.transition(ts.system, orderId, 'DELIVERED', { actor: 'store' }));
    expect(result.status).toBe('rejected');
    const error = (result as PromiseRejectedResult).reason;
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('This order is Order Progress: it cannot move to Delivered now.');
    expect(events).toEqual([]);
    const state = await stateOf(orderId);
    expect(state.status).toBe('PLACED');
    expect(state.history.map((h) => h.status)).toEqual(['PLACED']);
  });

  it('a move inside a transaction that rolls back is neither written nor announced', async () => {
    const { orderId } = await codOrder();
    const { result, events } = await heard(() =>
      ts.system.transaction(async (tx) => {
        await ts.services.orders.transition(tx, orderId, 'PROCESSING', { actor: 'store' });
        throw new Error('rolled back');
      }),
    );
    expect(result.status).toBe('rejected');
    expect(events).toEqual([]);
    expect((await stateOf(orderId)).status).toBe('PLACED');
  });

  it('concurrent moves of one order are serialised: one wins, the other is checked against its result', async () => {
    const { orderId } = await codOrder();
    const { events } = await heard(async () => {
      const moves = await Promise.allSettled(Array.from({ length: 4 }, () => ts.services.orders.transition(ts.system, orderId, 'PROCESSING', { actor: 'store' })));
      expect(moves.filter((m) => m.status === 'fulfilled')).toHaveLength(1);
      for (const refused of moves.filter((m) => m.status === 'rejected')) {
        expect((refused as PromiseRejectedResult).reason.message).toBe('This order is Processing: it cannot move to Processing now.');
      }
    });
    expect(events).toHaveLength(1);
    expect((await stateOf(orderId)).history.map((h) => h.status)).toEqual(['PLACED', 'PROCESSING']);
  });

  it('a notice whose write failed stays in the outbox and the delivery job writes it', async () => {
    const { customerId, orderId } = await codOrder();
    const before = (await ts.services.notifications.list(customerId)).length;
    // The notifications consumer fails once (its table is briefly unwritable).
    await ts.db.dataSource.query('ALTER TABLE notification ADD CONSTRAINT notification_blocked CHECK (false) NOT VALID');
    try {
      await ts.services.orders.transition(ts.system, orderId, 'PROCESSING', { actor: 'store' });
    } finally {
      await ts.db.dataSource.query('ALTER TABLE notification DROP CONSTRAINT notification_blocked');
    }
    expect(await ts.services.notifications.list(customerId)).toHaveLength(before);
    await ts.db.dataSource.query(`UPDATE outbox_delivery SET next_attempt_at = now() WHERE status = 'PENDING'`);
    await ts.services.jobs.runNow('outbox.deliver');
    const after = await ts.services.notifications.list(customerId);
    expect(after).toHaveLength(before + 1);
    expect(after[0].title).toMatch(/is being packed/);
  });

  it('the server defines its background jobs on the queue', () => {
    expect(ts.services.jobs.names().sort()).toEqual(['cart.delete-expired-visitor-carts', 'orders.expire-unpaid', 'orders.sales-roll-up', 'outbox.deliver', 'outbox.prune', 'payments.retry-refunds', 'returns.retry-refunds', 'shipping.poll-tracking', 'sms.send-otp', 'webhooks.deliver']);
  });

  it('a cancel and a staff step racing: exactly one of them happens, and the history says which', async () => {
    const { orderId } = await codOrder();
    const [cancel, step] = await Promise.allSettled([
      ts.services.orders.cancelByStaff(ts.system, orderId, 'Out of stock'),
      ts.services.orders.transition(ts.system, orderId, 'PROCESSING', { actor: 'store' }),
    ]);
    const state = await stateOf(orderId);
    expect(cancel.status).toBe('fulfilled');
    expect(state.status).toBe('CANCELLED');
    // Either the step ran first (then the cancel, allowed from Processing) or the cancel did (then
    // the step is refused): never a cancelled order that moved on.
    expect(state.history.map((h) => h.status)).toEqual(step.status === 'fulfilled' ? ['PLACED', 'PROCESSING', 'CANCELLED'] : ['PLACED', 'CANCELLED']);
  });
});

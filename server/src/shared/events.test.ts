import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/harness.js';
import { EventBus, type DomainEvents } from './events.js';
import { createLogger } from './logger.js';
import { ServiceContext } from './service-context.js';
import { OutboxService } from '../modules/outbox/outbox.service.js';
import { AuditService } from '../modules/staff/audit.service.js';

const db = useTestDatabase();

const refund = (orderId: number): DomainEvents['refund.issued'] => ({ orderId, amount: 100, refundId: `rfnd_${orderId}` });
const newBus = (logger = createLogger('silent')) => new EventBus(logger, new OutboxService(db.dataSource, logger, { maxAttempts: 3, firstRetrySeconds: 0.01, maxRetrySeconds: 0.05 }, new AuditService(db.dataSource)));

describe('EventBus over the outbox', () => {
  it('delivers an event published in a transaction after the commit, to a subscriber that sees the committed rows', async () => {
    const bus = newBus();
    await db.dataSource.query('CREATE TABLE IF NOT EXISTS event_probe (n int)');
    const seen: Array<{ orderId: number; rows: number; inTransaction: boolean }> = [];
    bus.subscribe('refund.issued', 'probe', async (event, ctx) => {
      // Read on another connection: only committed rows are visible there.
      const [row] = await db.dataSource.query('SELECT count(*)::int AS n FROM event_probe WHERE n = $1', [event.orderId]);
      seen.push({ orderId: event.orderId, rows: row.n, inTransaction: ctx.inTransaction });
    });
    const ctx = ServiceContext.system(db.dataSource, 'test');
    await ctx.transaction(async (tx) => {
      await tx.manager.query('INSERT INTO event_probe VALUES (7)');
      await bus.publish(tx, 'refund.issued', refund(7));
      expect(seen).toEqual([]); // not before the commit
    });
    // The subscriber runs in the delivery's own transaction.
    expect(seen).toEqual([{ orderId: 7, rows: 1, inTransaction: true }]);
  });

  it('drops an event whose transaction rolls back: no outbox row, no delivery', async () => {
    const bus = newBus();
    const seen: number[] = [];
    bus.subscribe('refund.issued', 'probe', (event) => void seen.push(event.orderId));
    const ctx = ServiceContext.system(db.dataSource, 'test');
    await expect(
      ctx.transaction(async (tx) => {
        await bus.publish(tx, 'refund.issued', refund(8));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM outbox_event WHERE payload->>'orderId' = '8'`);
    expect(n).toBe(0);
    await ctx.transaction((tx) => bus.publish(tx, 'refund.issued', refund(9)));
    expect(seen).toEqual([9]);
  });

  it('a failing subscriber does not stop the others; it is retried later, then dead-lettered; unsubscribed ones hear nothing', async () => {
    const bus = newBus();
    const seen: string[] = [];
    let brokenCalls = 0;
    bus.subscribe('refund.issued', 'broken', () => {
      brokenCalls++;
      throw new Error('subscriber down');
    });
    bus.subscribe('refund.issued', 'second', () => void seen.push('second'));
    const stop = bus.subscribe('refund.issued', 'gone', () => void seen.push('gone'));
    stop();
    expect(bus.subscriberCount('refund.issued')).toBe(2);
    await ServiceContext.system(db.dataSource, 'test').transaction((tx) => bus.publish(tx, 'refund.issued', refund(10)));
    expect(seen).toEqual(['second']);
    expect(brokenCalls).toBe(1);
    const state = async () =>
      (await db.dataSource.query(`SELECT d.consumer, d.status, d.attempts, d.last_error FROM outbox_delivery d JOIN outbox_event e ON e.id = d.event_id WHERE e.payload->>'orderId' = '10' ORDER BY d.consumer`)) as Array<{ consumer: string; status: string; attempts: number; last_error: string | null }>;
    expect(await state()).toEqual([
      { consumer: 'broken', status: 'PENDING', attempts: 1, last_error: 'subscriber down' },
      { consumer: 'second', status: 'DELIVERED', attempts: 1, last_error: null },
    ]);
    // The job retries after the back-off; after the third try it is dead, and never tried again.
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 120));
      await bus.deliverDue();
    }
    expect(brokenCalls).toBe(3);
    expect(await state()).toEqual([
      { consumer: 'broken', status: 'DEAD', attempts: 3, last_error: 'subscriber down' },
      { consumer: 'second', status: 'DELIVERED', attempts: 1, last_error: null },
    ]);
    expect(seen).toEqual(['second']);
  });

  it('a subscriber throwing rolls back its own writes, so a retry does not write twice', async () => {
    const bus = newBus();
    await db.dataSource.query('CREATE TABLE IF NOT EXISTS event_writes (order_id int)');
    let calls = 0;
    bus.subscribe('refund.issued', 'writer', async (event, ctx) => {
      calls++;
      await ctx.manager.query('INSERT INTO event_writes VALUES ($1)', [event.orderId]);
      if (calls === 1) throw new Error('failed after writing');
    });
    await ServiceContext.system(db.dataSource, 'test').transaction((tx) => bus.publish(tx, 'refund.issued', refund(11)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await bus.deliverDue();
    const [{ n }] = await db.dataSource.query('SELECT count(*)::int AS n FROM event_writes WHERE order_id = 11');
    expect(calls).toBe(2);
    expect(n).toBe(1);
  });
});

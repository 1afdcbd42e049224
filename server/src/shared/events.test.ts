import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/harness.js';
import { EventBus, type DomainEvents } from './events.js';
import { createLogger } from './logger.js';
import { ServiceContext } from './service-context.js';

const db = useTestDatabase();

const refund = (orderId: number): DomainEvents['refund.issued'] => ({ orderId, amount: 100, refundId: `rfnd_${orderId}` });

describe('EventBus', () => {
  it('delivers an event published in a transaction after the commit, to a subscriber that sees the committed rows', async () => {
    const bus = new EventBus(createLogger('silent'));
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
      bus.publish(tx, 'refund.issued', refund(7));
      expect(seen).toEqual([]); // not before the commit
    });
    expect(seen).toEqual([{ orderId: 7, rows: 1, inTransaction: false }]);
  });

  it('drops an event whose transaction rolls back', async () => {
    const bus = new EventBus(createLogger('silent'));
    const seen: number[] = [];
    bus.subscribe('refund.issued', 'probe', (event) => void seen.push(event.orderId));
    const ctx = ServiceContext.system(db.dataSource, 'test');
    await expect(
      ctx.transaction(async (tx) => {
        bus.publish(tx, 'refund.issued', refund(8));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    bus.publish(ctx, 'refund.issued', refund(9)); // outside a transaction: at once
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([9]);
  });

  it('a failing subscriber is logged and does not stop the others; unsubscribed ones hear nothing', async () => {
    const errors: unknown[] = [];
    const logger = createLogger('silent');
    logger.error = ((...args: unknown[]) => void errors.push(args[0])) as typeof logger.error;
    const bus = new EventBus(logger);
    const seen: string[] = [];
    bus.subscribe('refund.issued', 'broken', () => {
      throw new Error('subscriber down');
    });
    bus.subscribe('refund.issued', 'second', () => void seen.push('second'));
    const stop = bus.subscribe('refund.issued', 'gone', () => void seen.push('gone'));
    stop();
    expect(bus.subscriberCount('refund.issued')).toBe(2);
    await ServiceContext.system(db.dataSource, 'test').transaction(async (tx) => bus.publish(tx, 'refund.issued', refund(10)));
    expect(seen).toEqual(['second']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ event: 'refund.issued', subscriber: 'broken' });
  });
});

import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/harness.js';
import { ServiceContext } from './service-context.js';

const db = useTestDatabase();

// A scratch table of this file's own: what the contexts write is counted here.
async function probeCount(ctx: ServiceContext): Promise<number> {
  await ctx.manager.query('CREATE TABLE IF NOT EXISTS context_probe (n int)');
  const [row] = await ctx.manager.query('SELECT count(*)::int AS n FROM context_probe');
  return row.n;
}

describe('ServiceContext', () => {
  it('a step joins the transaction its caller opened: one rollback undoes both', async () => {
    const ctx = ServiceContext.system(db.dataSource, 'test');
    const before = await probeCount(ctx);
    await expect(
      ctx.transaction(async (outer) => {
        await outer.manager.query('INSERT INTO context_probe VALUES (1)');
        await outer.transaction(async (inner) => {
          expect(inner.manager).toBe(outer.manager);
          await inner.manager.query('INSERT INTO context_probe VALUES (1)');
        });
        throw new Error('the flow fails after both steps');
      }),
    ).rejects.toThrow('the flow fails');
    expect(await probeCount(ctx)).toBe(before);
  });

  it('after-commit work runs once the outermost transaction commits, and never after a rollback', async () => {
    const ctx = ServiceContext.system(db.dataSource, 'test');
    const ran: string[] = [];
    await ctx.transaction(async (outer) => {
      outer.afterCommit(() => ran.push('outer'));
      await outer.transaction(async (inner) => {
        inner.afterCommit(() => ran.push('inner'));
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['outer', 'inner']);
    await ctx
      .transaction(async (tx) => {
        tx.afterCommit(() => ran.push('rolled back'));
        throw new Error('no');
      })
      .catch(() => undefined);
    expect(ran).toEqual(['outer', 'inner']);
  });

  it('a failing after-commit hook is reported, and the committed work and the next hooks stand', async () => {
    const errors: unknown[] = [];
    const ctx = ServiceContext.create(db.dataSource, { kind: 'visitor' }, 'req-1', (error) => errors.push(error));
    const ran: string[] = [];
    const answer = await ctx.transaction(async (tx) => {
      tx.afterCommit(() => {
        throw new Error('SMS gateway down');
      });
      tx.afterCommit(() => ran.push('next'));
      return 42;
    });
    expect(answer).toBe(42);
    expect(ran).toEqual(['next']);
    expect(errors.map((e) => (e as Error).message)).toEqual(['SMS gateway down']);
  });

  it('knows its caller: a visitor has no customer id and is refused where one is required', () => {
    const visitor = ServiceContext.create(db.dataSource, { kind: 'visitor' }, 'req-2');
    expect(visitor.customerId).toBeNull();
    expect(() => visitor.requireCustomer()).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
    const customer = visitor.as({ kind: 'customer', customerId: 7, sessionId: null });
    expect(customer.requireCustomer()).toBe(7);
    expect(customer.requestId).toBe('req-2');
  });
});

/**
 * The partner simulation, polling: a poller reads `events(after:)` while orders are placed
 * concurrently and sees every order's event once, in feed order; a feed append waits for an
 * earlier uncommitted one, so a reader never sees position n+1 before n (ADR 0182).
 */
import { describe, expect, it } from 'vitest';
import { ServiceContext } from '../../src/shared/service-context.js';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from '../orders/orders-kit.js';

const ts = useTestServer();

const FEED = `query($after: String, $types: [String!], $first: Int) { events(after: $after, types: $types, first: $first) { events { id cursor type createdAt data } endCursor hasMore } }`;

interface FeedEvent {
  id: string;
  cursor: string;
  type: string;
  data: { orderNumber?: string };
}

/** Reads the feed from `after` to its end, a page of `first` at a time. */
async function readAll(after: string | null, first: number, types: string[] | null = null): Promise<{ events: FeedEvent[]; cursor: string | null }> {
  const events: FeedEvent[] = [];
  let cursor = after;
  for (;;) {
    const answer = await ts.admin(FEED, { after: cursor, types, first }, STAFF_TOKEN);
    expect(answer.errors).toBeUndefined();
    const page = answer.data.events;
    events.push(...page.events);
    cursor = page.endCursor;
    if (!page.hasMore) return { events, cursor };
  }
}

describe('the partner event feed', () => {
  it('a poller reading while 12 orders are placed at once sees each order.created once, in increasing positions', async () => {
    const pincode = await pickPincode(ts, { inUp: true });
    const shoppers = [];
    for (let i = 0; i < 12; i++) {
      const shopper = await newShopper(ts, pincode);
      await addToCart(ts, shopper, await sizeWithStock(ts, 50, 10 + i), 1);
      shoppers.push(shopper);
    }
    const seen: FeedEvent[] = [];
    let cursor: string | null = null;
    let placing = true;
    const poller = (async () => {
      while (placing) {
        const page = await readAll(cursor, 2, ['order.created']);
        seen.push(...page.events);
        cursor = page.cursor;
      }
    })();
    const placed = await Promise.all(shoppers.map((shopper) => placeCod(ts, shopper)));
    expect(placed.map((p) => p.status)).toEqual(shoppers.map(() => 201));
    placing = false;
    await poller;
    // The partner comes back once more after the last order: it catches up, nothing twice.
    seen.push(...(await readAll(cursor, 2, ['order.created'])).events);

    const orderNumbers = (await ts.db.dataSource.query(`SELECT order_number FROM orders WHERE customer_id = ANY ($1)`, [shoppers.map((s) => s.customerId)])).map((r: { order_number: string }) => r.order_number);
    expect(orderNumbers).toHaveLength(12);
    const mine = seen.filter((e) => orderNumbers.includes(e.data.orderNumber!));
    expect(mine.map((e) => e.data.orderNumber).sort()).toEqual([...orderNumbers].sort());
    const positions = seen.map((e) => Number(e.cursor));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(positions.length);
    expect(seen.every((e) => e.type === 'order.created' && e.id === `evt_${e.cursor}`)).toBe(true);
  });

  it('an append waits for an earlier one still uncommitted: the feed shows neither until the first commits, then both in order', async () => {
    const system = ServiceContext.system(ts.db.dataSource, 'test');
    const { cursor: start } = await readAll(null, 500);
    let releaseFirst!: () => void;
    const held = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstWritten!: () => void;
    const written = new Promise<void>((resolve) => (firstWritten = resolve));
    const first = system.transaction(async (tx) => {
      await ts.services.webhooks.recordEvents(tx, 900_001, [{ type: 'refund.issued', data: { orderId: '1', amountPaise: 100, refundId: 'rf_first', returnId: null } }]);
      firstWritten();
      await held;
    });
    await written;
    let secondDone = false;
    const second = system
      .transaction((tx) => ts.services.webhooks.recordEvents(tx, 900_002, [{ type: 'refund.issued', data: { orderId: '1', amountPaise: 200, refundId: 'rf_second', returnId: null } }]))
      .then(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    expect((await readAll(start, 500)).events).toEqual([]);
    releaseFirst();
    await Promise.all([first, second]);
    const after = (await readAll(start, 500, ['refund.issued'])).events.map((e) => (e.data as { refundId: string }).refundId);
    expect(after).toEqual(['rf_first', 'rf_second']);
  });

  it('refuses a cursor it did not give, an unknown type and a page size out of range', async () => {
    const bad = await ts.admin(FEED, { after: 'abc' }, STAFF_TOKEN);
    expect(bad.errors?.[0]).toMatchObject({ message: '`after` must be a cursor this feed gave (its endCursor or an event’s cursor).', extensions: { code: 'BAD_INPUT' } });
    const unknown = await ts.admin(FEED, { types: ['order.vanished'] }, STAFF_TOKEN);
    expect(unknown.errors?.[0]?.message).toMatch(/^Unknown event type: order.vanished/);
    const big = await ts.admin(FEED, { first: 501 }, STAFF_TOKEN);
    expect(big.errors?.[0]?.message).toBe('`first` must be a whole number from 1 to 500.');
    const empty = await ts.admin(FEED, { after: '999999999' }, STAFF_TOKEN);
    expect(empty.data.events).toEqual({ events: [], endCursor: '999999999', hasMore: false });
  });
});

/**
 * The cart sync engine: the browser cart (cart-store), the queue of changes a logged-in shopper
 * makes and its sending (cart-sync), and the join of both with the server's pricing (cart-view).
 * The server is a small fake Apollo client that keeps a cart; localStorage is an in-memory one.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { CartFieldsFragment } from '../../gql/graphql';
import { MemoryStorage } from './memory-storage';

const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);

type Store = typeof import('./cart-store');
type Sync = typeof import('./cart-sync');
type View = typeof import('./cart-view');
let store: Store;
let sync: Sync;
let view: View;

/** A fresh page: the modules read the browser cart and the queue from localStorage again. */
async function loadPage() {
  vi.resetModules();
  store = await import('./cart-store');
  sync = await import('./cart-sync');
  view = await import('./cart-view');
}

beforeEach(async () => {
  storage.clear();
  await loadPage();
});
afterEach(() => {
  vi.useRealTimers();
});
// Test files share their worker's globals (vitest.config.ts: isolate false): give localStorage back.
afterAll(() => {
  vi.unstubAllGlobals();
});

const SHIRT = { productId: '7', color: 'Maroon', size: 'M' };
const KURTA = { productId: '9', color: 'Navy', size: 'L' };
const keyOf = (l: { productId: string; color: string; size: string }) => `${l.productId}|${l.color.toLowerCase()}|${l.size.toLowerCase()}`;

/** Money as the server answers it. */
const inr = (rupees: number) => ({ amount: rupees.toFixed(2), currencyCode: 'INR' as const });

/** A cart as the server answers it (CartFields), priced at ₹100 a piece with 10 in stock. */
function cartAnswer(lines: Array<{ productId: string; color: string; size: string; quantity: number }>): CartFieldsFragment {
  const priced = lines.map((l, i) => ({
    __typename: 'CartLine' as const,
    id: `c1:${100 + i}`,
    productId: l.productId,
    productName: `Product ${l.productId}`,
    categoryName: 'Kurta',
    color: l.color,
    colorValue: '#000',
    size: l.size,
    image: '',
    price: inr(100),
    originalPrice: inr(125),
    priceSeen: inr(100),
    priceChanged: false,
    quantity: l.quantity,
    stock: 10,
    maxQuantity: 10,
    outOfStock: false,
    insufficientStock: false,
    lineTotal: inr(100 * l.quantity),
  }));
  const subtotal = inr(lines.reduce((sum, l) => sum + 100 * l.quantity, 0));
  return {
    __typename: 'Cart',
    id: 'c1',
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal,
    discount: inr(0),
    total: subtotal,
    couponMessage: null,
    coupon: null,
    lines: priced,
    quote: {
      __typename: 'Quote',
      itemCount: 0,
      subtotal,
      discount: inr(0),
      couponCode: null,
      lines: priced.map((l) => ({ __typename: 'QuoteLine' as const, id: l.id, unitPrice: inr(100), originalPrice: inr(125), discountPercent: 20, quantity: l.quantity, maxQuantity: 10, limitMessage: 'Only 10 item(s) available', lineTotal: l.lineTotal })),
      options: [],
      messages: [],
    },
  } as CartFieldsFragment;
}

// 'lost': the server makes the change but its answer never arrives (a process killed after commit).
type Outcome = 'ok' | 'refuse' | 'offline' | 'lost';

/**
 * A fake server: keeps a cart and answers the cart mutations as the real one does. `next` decides
 * how the next calls end (a refusal is a GraphQL error, offline a network error).
 */
function fakeServer(initial: Array<{ productId: string; color: string; size: string; quantity: number }> = []) {
  const lines = new Map(initial.map((l) => [keyOf(l), { ...l }]));
  const outcomes: Outcome[] = [];
  const calls: Array<{ name: string; variables: any; idempotencyKey?: string }> = [];
  // The server's idempotency keys of add-to-cart: a key seen before changes nothing.
  const seenKeys = new Set<string>();
  const answer = () => cartAnswer([...lines.values()]);
  const run = (document: DocumentNode, variables: any, idempotencyKey?: string) => {
    const definition = document.definitions[0] as { name?: { value: string } };
    const name = definition.name!.value;
    calls.push({ name, variables, idempotencyKey });
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome === 'offline') throw new TypeError('Failed to fetch');
    // A refused change answers its payload's userErrors (the server's refusal); a refused query a GraphQL error.
    const refusal = { cart: null, userErrors: [{ __typename: 'UserError', field: null, code: 'OUT_OF_STOCK', message: 'Only 2 item(s) available' }] };
    if (outcome === 'refuse' && name === 'Cart') throw new CombinedGraphQLErrors({ errors: [{ message: 'Only 2 item(s) available' }] });
    const refused = outcome === 'refuse';
    const ok = () => ({ cart: answer(), userErrors: [] });
    const line = variables?.line;
    switch (name) {
      case 'AddToCart': {
        if (refused) return { addToCart: refusal };
        if (!idempotencyKey || !seenKeys.has(idempotencyKey)) {
          const existing = lines.get(keyOf(line));
          lines.set(keyOf(line), { ...line, quantity: (existing?.quantity ?? 0) + line.quantity });
        }
        if (idempotencyKey) seenKeys.add(idempotencyKey);
        if (outcome === 'lost') throw new TypeError('Failed to fetch');
        return { addToCart: ok() };
      }
      case 'UpdateCartQuantity':
        if (refused) return { updateCartQuantity: refusal };
        lines.set(keyOf(line), { ...line });
        return { updateCartQuantity: ok() };
      case 'RemoveFromCart':
        if (refused) return { removeFromCart: refusal };
        lines.delete(keyOf(line));
        return { removeFromCart: ok() };
      case 'ClearCart':
        if (refused) return { clearCart: refusal };
        lines.clear();
        return { clearCart: ok() };
      case 'MergeCart':
        if (refused) return { mergeCart: refusal };
        for (const l of variables.lines) {
          const existing = lines.get(keyOf(l));
          lines.set(keyOf(l), { ...l, quantity: (existing?.quantity ?? 0) + l.quantity });
        }
        return { mergeCart: ok() };
      case 'Cart':
        return { cart: answer() };
      default:
        throw new Error(`unexpected operation ${name}`);
    }
  };
  const client = {
    mutate: async ({ mutation, variables, context }: { mutation: DocumentNode; variables?: unknown; context?: { headers?: Record<string, string> } }) => ({
      data: run(mutation, variables, context?.headers?.['Idempotency-Key']),
    }),
    query: async ({ query, variables }: { query: DocumentNode; variables?: unknown }) => ({ data: run(query, variables) }),
  } as unknown as ApolloClient;
  return { client, calls, lines, next: (...o: Outcome[]) => outcomes.push(...o) };
}

describe('the browser cart (cart-store)', () => {
  it('adds the same size up (any letter case), changes and removes lines, and keeps them in localStorage', () => {
    store.addLocal({ ...SHIRT, quantity: 1, price: 100 });
    store.addLocal({ productId: '7', color: 'maroon', size: 'm', quantity: 2 });
    store.addLocal({ ...KURTA, quantity: 1 });
    expect(store.getLines().map((l) => [l.productId, l.quantity, l.synced])).toEqual([
      ['7', 3, false],
      ['9', 1, false],
    ]);
    expect(store.getLines()[0].price).toBe(100);
    store.setLocalQuantity(KURTA, 4);
    store.setLocalQuantity(SHIRT, 0);
    expect(store.getLines().map((l) => [l.productId, l.quantity])).toEqual([['9', 4]]);
    expect(JSON.parse(storage.getItem('cart')!)).toEqual(store.getLines());
    store.removeLocal(KURTA);
    expect(storage.getItem('cart')).toBeNull();
  });

  it('reads back only well-formed lines, with whole quantities of at least 1', async () => {
    storage.setItem('cart', JSON.stringify([{ ...SHIRT, quantity: '2.7' }, { productId: 7 }, null, { ...KURTA, quantity: -3 }]));
    await loadPage();
    expect(store.getLines().map((l) => [l.productId, l.quantity])).toEqual([
      ['7', 2],
      ['9', 1],
    ]);
    storage.setItem('cart', '{not json');
    await loadPage();
    expect(store.getLines()).toEqual([]);
  });

  it('names the browser cart with a merge key until its content changes', () => {
    const key = store.getMergeKey();
    expect(store.getMergeKey()).toBe(key);
    store.addLocal({ ...SHIRT, quantity: 1 });
    expect(store.getMergeKey()).not.toBe(key);
  });

  it('keeps queued changes across a reload', async () => {
    store.enqueue({ type: 'add', line: { ...SHIRT, quantity: 1 } });
    store.enqueue({ type: 'clear' });
    await loadPage();
    expect(store.getPending().map((op) => op.type)).toEqual(['add', 'clear']);
  });
});

describe('sending changes (cart-sync)', () => {
  it('sends queued changes in order, then mirrors the server cart into the browser', async () => {
    const server = fakeServer();
    store.addLocal({ ...SHIRT, quantity: 2 });
    const add = store.enqueue({ type: 'add', line: { ...SHIRT, quantity: 2 } });
    store.setLocalQuantity(SHIRT, 3);
    const change = store.enqueue({ type: 'quantity', line: { ...SHIRT, quantity: 3 } });
    const sent = [sync.whenSent(add), sync.whenSent(change)];
    await sync.flush(server.client);
    expect(await Promise.all(sent)).toEqual([{ ok: true }, { ok: true }]);
    expect(server.calls.map((c) => c.name)).toEqual(['AddToCart', 'UpdateCartQuantity']);
    expect(store.getPending()).toEqual([]);
    expect(store.getLines()).toEqual([
      { ...SHIRT, quantity: 3, name: 'Product 7', image: '', price: '100.00', originalPrice: '125.00', discountPercent: 20, stock: 10, maxQuantity: 10, limitMessage: 'Only 10 item(s) available', synced: true },
    ]);
  });

  it('drops a change the server refuses, says why, and falls back to the server cart', async () => {
    const server = fakeServer([{ ...SHIRT, quantity: 2 }]);
    store.setLines([{ ...SHIRT, quantity: 2, synced: true }]);
    store.setLocalQuantity(SHIRT, 5);
    const op = store.enqueue({ type: 'quantity', line: { ...SHIRT, quantity: 5 } });
    const sent = sync.whenSent(op);
    server.next('refuse');
    await sync.flush(server.client);
    expect(await sent).toEqual({ ok: false, message: 'Only 2 item(s) available', retrying: false });
    expect(store.getPending()).toEqual([]);
    expect(server.calls.map((c) => c.name)).toEqual(['UpdateCartQuantity', 'Cart']);
    expect(store.getLines().map((l) => [l.productId, l.quantity, l.synced])).toEqual([['7', 2, true]]);
  });

  it('keeps a change that could not be sent and retries it later', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    store.addLocal({ ...KURTA, quantity: 1 });
    const op = store.enqueue({ type: 'add', line: { ...KURTA, quantity: 1 } });
    const sent = sync.whenSent(op);
    server.next('offline');
    await sync.flush(server.client);
    expect(await sent).toEqual({ ok: false, message: 'Failed to fetch', retrying: true });
    expect(store.getPending()).toHaveLength(1);
    expect(store.getLines().map((l) => [l.productId, l.quantity, l.synced])).toEqual([['9', 1, false]]);

    await vi.advanceTimersByTimeAsync(15_000);
    expect(server.calls.map((c) => c.name)).toEqual(['AddToCart', 'AddToCart']);
    expect(store.getPending()).toEqual([]);
    expect(store.getLines().map((l) => [l.productId, l.quantity, l.synced])).toEqual([['9', 1, true]]);
  });

  it('sends an add again with the same Idempotency-Key when its answer was lost, so it is added once', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    store.addLocal({ ...KURTA, quantity: 1 });
    const op = store.enqueue({ type: 'add', line: { ...KURTA, quantity: 1 } });
    server.next('lost');
    await sync.flush(server.client);
    expect(store.getPending()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(15_000);
    expect(server.calls.map((c) => [c.name, c.idempotencyKey])).toEqual([
      ['AddToCart', op.id],
      ['AddToCart', op.id],
    ]);
    expect([...server.lines.values()].map((l) => l.quantity)).toEqual([1]);
    expect(store.getLines().map((l) => [l.productId, l.quantity, l.synced])).toEqual([['9', 1, true]]);
  });

  it('answers a change that a running flush settled before its caller asked (the engine loads on demand)', async () => {
    const server = fakeServer();
    const op = store.enqueue({ type: 'add', line: { ...KURTA, quantity: 1 } });
    await sync.flush(server.client);
    expect(await sync.whenSent(op)).toEqual({ ok: true });
  });

  it('gives every queued change its own id (its idempotency key)', () => {
    const ids = new Set(Array.from({ length: 50 }, () => store.enqueue({ type: 'add', line: { ...KURTA, quantity: 1 } }).id));
    expect(ids.size).toBe(50);
  });

  it('runs one flush at a time: a second call joins the first and nothing is sent twice', async () => {
    const server = fakeServer();
    store.enqueue({ type: 'add', line: { ...SHIRT, quantity: 1 } });
    store.enqueue({ type: 'add', line: { ...KURTA, quantity: 1 } });
    await Promise.all([sync.flush(server.client), sync.flush(server.client)]);
    expect(server.calls.map((c) => c.name)).toEqual(['AddToCart', 'AddToCart']);
    expect([...server.lines.values()].map((l) => l.quantity)).toEqual([1, 1]);
  });

  it('does not overwrite the browser cart while changes are still queued', async () => {
    const server = fakeServer();
    store.enqueue({ type: 'add', line: { ...SHIRT, quantity: 1 } });
    server.next('ok', 'offline');
    const later = store.enqueue({ type: 'add', line: { ...KURTA, quantity: 1 } });
    store.setLines([
      { ...SHIRT, quantity: 1 },
      { ...KURTA, quantity: 1 },
    ]);
    vi.useFakeTimers();
    const sent = sync.whenSent(later);
    await sync.flush(server.client);
    expect((await sent).ok).toBe(false);
    // The server has only the shirt so far; the browser keeps the kurta it is still to send.
    expect(store.getLines().map((l) => l.productId)).toEqual(['7', '9']);
  });
});

describe('merging at login (cart-sync)', () => {
  it("merges only the browser cart's own lines, under its merge key, and takes the server cart", async () => {
    const server = fakeServer([{ ...SHIRT, quantity: 1 }]);
    store.setLines([
      { ...SHIRT, quantity: 1, synced: true },
      { ...KURTA, quantity: 2, synced: false },
    ]);
    const mergeKey = store.getMergeKey();
    expect(await sync.mergeAtLogin(server.client)).toBe(true);
    expect(server.calls).toEqual([{ name: 'MergeCart', variables: { lines: [{ ...KURTA, quantity: 2 }], mergeKey } }]);
    expect(store.getLines().map((l) => [l.productId, l.quantity, l.synced])).toEqual([
      ['7', 1, true],
      ['9', 2, true],
    ]);
    expect(store.getMergeKey()).not.toBe(mergeKey);
  });

  it('with nothing of its own, reads the server cart', async () => {
    const server = fakeServer([{ ...KURTA, quantity: 3 }]);
    expect(await sync.mergeAtLogin(server.client)).toBe(true);
    expect(server.calls.map((c) => c.name)).toEqual(['Cart']);
    expect(store.getLines().map((l) => [l.productId, l.quantity])).toEqual([['9', 3]]);
  });

  it('answers false when the server cannot be reached (the caller retries) and keeps the browser cart', async () => {
    const server = fakeServer();
    store.setLines([{ ...KURTA, quantity: 2 }]);
    server.next('offline');
    expect(await sync.mergeAtLogin(server.client)).toBe(false);
    expect(store.getLines().map((l) => [l.productId, l.quantity, l.synced])).toEqual([['9', 2, undefined]]);
  });
});

describe('the cart on screen (cart-view): the server prices, the browser only orders the lines', () => {
  it('takes prices, line totals, caps and messages from the server', () => {
    const priced = cartAnswer([{ ...SHIRT, quantity: 2 }]);
    priced.quote.messages = [{ code: 'PRICE_CHANGED', lineId: 'c1:100', message: 'Price changed from ₹120.00 to ₹100.00' }];
    const shown = view.cartView([{ ...SHIRT, quantity: 2, price: 999 }], priced, false);
    expect(shown.lines[0]).toMatchObject({ id: 'c1:100', price: inr(100), originalPrice: inr(125), discountPercent: 20, maxQuantity: 10, lineTotal: inr(200), limitMessage: 'Only 10 item(s) available' });
    expect(shown.lines[0].messages).toEqual([{ code: 'PRICE_CHANGED', message: 'Price changed from ₹120.00 to ₹100.00' }]);
    expect(shown).toMatchObject({ count: 2, subtotal: inr(200), total: inr(200), updating: false });
  });

  it('shows no line total of its own for a quantity the server has not priced yet, and says the totals are updating', () => {
    const priced = cartAnswer([{ ...SHIRT, quantity: 2 }]);
    const shown = view.cartView(
      [
        { ...SHIRT, quantity: 3 },
        { ...KURTA, quantity: 1, price: 50, maxQuantity: 4, limitMessage: 'Only 4 item(s) available' },
      ],
      priced,
      false,
    );
    expect(shown.lines.map((l) => l.lineTotal)).toEqual([null, null]);
    expect(shown.lines[1]).toMatchObject({ id: null, price: 50, maxQuantity: 4, limitMessage: 'Only 4 item(s) available', messages: [] });
    expect(shown).toMatchObject({ count: 4, subtotal: inr(200), updating: true });
  });

  it('before any answer, allows no more than the line has and shows nothing as a total', () => {
    const shown = view.cartView([{ ...SHIRT, quantity: 2 }], null, false);
    expect(shown.lines[0]).toMatchObject({ maxQuantity: 2, limitMessage: null, lineTotal: null, price: 0 });
    expect(shown).toMatchObject({ subtotal: 0, total: 0, quote: null, updating: true });
    expect(view.cartView([], null, false).updating).toBe(false);
  });

  it("takes a visitor's fresh preview as it is, even when the server capped a quantity", () => {
    const priced = cartAnswer([{ ...SHIRT, quantity: 2 }]);
    const shown = view.cartView([{ ...SHIRT, quantity: 5 }], priced, true);
    expect(shown.lines[0]).toMatchObject({ quantity: 5, lineTotal: inr(200) });
    expect(shown.updating).toBe(false);
  });
});

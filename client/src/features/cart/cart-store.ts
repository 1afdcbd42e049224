/**
 * The browser cart under the spec's storage key `cart`: the visitor's cart, and for a logged-in
 * shopper the local mirror of the server cart (every change lands here first, spec section 4).
 * Changes a logged-in shopper makes are also queued under `cartPending` until the server has
 * them, so a failed sync keeps the local change and is retried later.
 */
import { useSyncExternalStore } from 'react';

export interface CartKey {
  productId: string;
  color: string;
  size: string;
}

export interface LocalCartLine extends CartKey {
  quantity: number;
  /** Snapshot for showing the line before the server answers. */
  name?: string;
  image?: string;
  /** Unit price and MRP: the amount strings of the server's Money (rupee numbers in carts saved before Money). */
  price?: string | number;
  originalPrice?: string | number;
  /** Whole percent off, as the server last said. */
  discountPercent?: number;
  /** Units in stock when last seen; null when unknown. */
  stock?: number | null;
  /** Highest quantity the server allowed when last seen, and what it says above it. */
  maxQuantity?: number;
  limitMessage?: string;
  /** True when the line mirrors the server cart (it must not be merged again at login). */
  synced?: boolean;
}

export type PendingOp =
  | { id: string; type: 'add'; line: CartKey & { quantity: number } }
  | { id: string; type: 'quantity'; line: CartKey & { quantity: number } }
  | { id: string; type: 'remove'; line: CartKey }
  | { id: string; type: 'clear' };

const CART_KEY = 'cart';
const PENDING_KEY = 'cartPending';
/** Names the browser cart's current content, so the server merges it once however often it is sent. */
const MERGE_KEY = 'cartMergeKey';

export const sameLine = (a: CartKey, b: CartKey) =>
  a.productId === b.productId && a.color.toLowerCase() === b.color.toLowerCase() && a.size.toLowerCase() === b.size.toLowerCase();
export const lineKey = (k: CartKey) => `${k.productId}|${k.color.toLowerCase()}|${k.size.toLowerCase()}`;

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    const parsed = raw ? JSON.parse(raw) : fallback;
    return Array.isArray(parsed) ? (parsed as T) : fallback;
  } catch {
    return fallback;
  }
}

function sanitize(lines: unknown[]): LocalCartLine[] {
  return lines
    .filter((l): l is LocalCartLine => !!l && typeof l === 'object' && typeof (l as LocalCartLine).productId === 'string' && typeof (l as LocalCartLine).color === 'string' && typeof (l as LocalCartLine).size === 'string')
    .map((l) => ({ ...l, quantity: Math.max(1, Math.trunc(Number(l.quantity) || 1)) }));
}

let lines: LocalCartLine[] = sanitize(readJson<unknown[]>(CART_KEY, []));
let pending: PendingOp[] = readJson<PendingOp[]>(PENDING_KEY, []);
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY || event.key === PENDING_KEY || event.key === null) {
      lines = sanitize(readJson<unknown[]>(CART_KEY, []));
      pending = readJson<PendingOp[]>(PENDING_KEY, []);
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const getLines = (): LocalCartLine[] => lines;
export const getPending = (): PendingOp[] => pending;

/** Replaces the browser cart (and persists it; an empty cart removes the stored copy). */
export function setLines(next: LocalCartLine[]): void {
  lines = next;
  if (next.length === 0) localStorage.removeItem(CART_KEY);
  else localStorage.setItem(CART_KEY, JSON.stringify(next));
  emit();
}

function setPending(next: PendingOp[]): void {
  pending = next;
  if (next.length === 0) localStorage.removeItem(PENDING_KEY);
  else localStorage.setItem(PENDING_KEY, JSON.stringify(next));
  emit();
}

let seq = 0;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export function enqueue(op: WithoutId<PendingOp>): PendingOp {
  // The id is also the change's Idempotency-Key on the server (cart-sync.ts), unique per shopper
  // across devices: time, order and a random part.
  const full = { ...op, id: `${Date.now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 10)}` } as PendingOp;
  setPending([...pending, full]);
  return full;
}
export const dropPending = (id: string) => setPending(pending.filter((op) => op.id !== id));
export const clearPending = () => setPending([]);

/** The merge key of the browser cart as it is now (made on first use). */
export function getMergeKey(): string {
  let key = localStorage.getItem(MERGE_KEY);
  if (!key) {
    key = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    localStorage.setItem(MERGE_KEY, key);
  }
  return key;
}

/** The browser cart's own content changed (or was merged): the next merge is a new one. */
export const forgetMergeKey = () => localStorage.removeItem(MERGE_KEY);

/** Adds `quantity` of a line (or raises an existing line's quantity). */
export function addLocal(line: LocalCartLine): void {
  forgetMergeKey();
  const existing = lines.find((l) => sameLine(l, line));
  if (existing) {
    setLines(lines.map((l) => (l === existing ? { ...l, ...definedOnly(line), quantity: l.quantity + line.quantity, synced: false } : l)));
  } else {
    setLines([...lines, { ...line, synced: false }]);
  }
}

/** Sets a line's quantity; 0 or less removes it (spec section 4). */
export function setLocalQuantity(key: CartKey, quantity: number): void {
  if (quantity <= 0) {
    removeLocal(key);
    return;
  }
  forgetMergeKey();
  setLines(lines.map((l) => (sameLine(l, key) ? { ...l, quantity, synced: false } : l)));
}

export function removeLocal(key: CartKey): void {
  forgetMergeKey();
  setLines(lines.filter((l) => !sameLine(l, key)));
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The browser cart; re-renders on every change (and on changes from other tabs). */
export function useLocalCart(): LocalCartLine[] {
  return useSyncExternalStore(subscribe, () => lines, () => lines);
}

export function usePendingCount(): number {
  return useSyncExternalStore(subscribe, () => pending.length, () => 0);
}

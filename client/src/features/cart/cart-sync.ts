/**
 * Sends a logged-in shopper's queued cart changes to the server in order. A change the server
 * refuses (out of stock, unknown size) is dropped and the browser cart falls back to the server's;
 * a change that could not be sent (offline, server down) stays queued and is retried later.
 */
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import type { CartFieldsFragment } from '../../gql/graphql';
import {
  AddToCartMutation,
  CartQuery,
  ClearCartMutation,
  MergeCartMutation,
  RemoveFromCartMutation,
  UpdateCartQuantityMutation,
} from './cart.documents';
import { ensureNoUserErrors, isUserErrorsError, type UserErrorLike } from '../../app/user-errors';
import { dropPending, forgetMergeKey, getLines, getMergeKey, getPending, setLines, type PendingOp } from './cart-store';
import { linesFromServer } from './cart-lines';

export type OpResult = { ok: true } | { ok: false; message: string; retrying: boolean };

const waiting = new Map<string, (result: OpResult) => void>();
let running: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Resolves when `op` has been sent (or refused, or put off for a retry). This module loads on
 * demand (load-cart-sync.ts), so a flush already running may settle `op` before its caller asks:
 * that result is kept for it.
 */
export function whenSent(op: PendingOp): Promise<OpResult> {
  const early = settledEarly.get(op.id);
  if (early) {
    settledEarly.delete(op.id);
    return Promise.resolve(early);
  }
  return new Promise((resolve) => waiting.set(op.id, resolve));
}

/** Results of changes settled before anyone waited for them (a few at most). */
const settledEarly = new Map<string, OpResult>();

function settle(id: string, result: OpResult) {
  const waiter = waiting.get(id);
  waiting.delete(id);
  if (waiter) return waiter(result);
  settledEarly.set(id, result);
  if (settledEarly.size > 50) settledEarly.delete(settledEarly.keys().next().value!);
}

/** The cart of a cart mutation's payload; its userErrors (the server's refusal) are thrown as a UserErrorsError. */
function cartOf(payload: { readonly cart?: CartFieldsFragment | null; readonly userErrors: readonly UserErrorLike[] } | null | undefined): CartFieldsFragment {
  const { cart } = ensureNoUserErrors(payload);
  if (!cart) throw new Error('Something went wrong!');
  return cart;
}

/** A refusal by the server (userErrors, or a GraphQL error): the change is dropped, not retried. */
const isRefusal = (error: unknown): error is { message: string } => isUserErrorsError(error) || CombinedGraphQLErrors.is(error);
const refusalMessage = (error: unknown): string => (isUserErrorsError(error) ? error.message : CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? 'Something went wrong!') : 'Something went wrong!');

async function send(client: ApolloClient, op: PendingOp): Promise<CartFieldsFragment> {
  switch (op.type) {
    case 'add':
      // The queued change's id as its Idempotency-Key: sent again (our retry after a lost answer,
      // or the balancer's replay on another process) it adds nothing more.
      return cartOf((await client.mutate({ mutation: AddToCartMutation, variables: { line: op.line }, context: { headers: { 'Idempotency-Key': op.id } } })).data?.addToCart);
    case 'quantity':
      return cartOf((await client.mutate({ mutation: UpdateCartQuantityMutation, variables: { line: op.line } })).data?.updateCartQuantity);
    case 'remove':
      return cartOf((await client.mutate({ mutation: RemoveFromCartMutation, variables: { line: op.line } })).data?.removeFromCart);
    case 'clear':
      return cartOf((await client.mutate({ mutation: ClearCartMutation })).data?.clearCart);
  }
}

/** Sends every queued change; safe to call often (one run at a time). */
export function flush(client: ApolloClient): Promise<void> {
  running ??= (async () => {
    try {
      let last: CartFieldsFragment | null = null;
      let refused = false;
      for (let op = getPending()[0]; op; op = getPending()[0]) {
        try {
          last = await send(client, op);
          dropPending(op.id);
          settle(op.id, { ok: true });
        } catch (error) {
          if (isRefusal(error)) {
            dropPending(op.id);
            refused = true;
            settle(op.id, { ok: false, message: refusalMessage(error), retrying: false });
            continue;
          }
          // Not sent: keep the local change and try again later.
          for (const queued of getPending()) settle(queued.id, { ok: false, message: String((error as Error)?.message ?? error), retrying: true });
          scheduleRetry(client);
          return;
        }
      }
      if (refused) last = (await client.query({ query: CartQuery, fetchPolicy: 'network-only' })).data?.cart ?? last;
      if (last && getPending().length === 0) setLines(linesFromServer(last));
    } finally {
      running = null;
    }
  })();
  return running;
}

export function scheduleRetry(client: ApolloClient, ms = 15_000) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flush(client), ms);
}

/**
 * At login: the browser cart's own lines (not a mirror of an earlier session) are merged into
 * the server cart, and the browser cart becomes the server's. Answers false when it could not
 * reach the server (the caller retries later).
 */
export async function mergeAtLogin(client: ApolloClient): Promise<boolean> {
  const own = getLines().filter((l) => !l.synced);
  try {
    const cart = own.length
      ? cartOf(
          (
            await client.mutate({
              mutation: MergeCartMutation,
              variables: { lines: own.map(({ productId, color, size, quantity }) => ({ productId, color, size, quantity })), mergeKey: getMergeKey() },
            })
          ).data?.mergeCart,
        )
      : (await client.query({ query: CartQuery, fetchPolicy: 'network-only' })).data?.cart;
    // No cart: the server sees a visitor (the login did not reach it yet); tried again later.
    if (!cart) return false;
    if (getPending().length === 0) setLines(linesFromServer(cart));
    forgetMergeKey();
    return true;
  } catch (error) {
    return isRefusal(error);
  }
}

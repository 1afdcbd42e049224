/**
 * CONTRACT (header): the cart button with its count, opening the mini cart side panel (quantity
 * controls, remove, View Cart → /add-to-cart). It also keeps the browser cart and the server
 * cart together: merge at login, retries of unsent changes, the server's cart as the truth.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { BagIcon } from '../../ui/icons';
import { useSession } from '../session/session-store';
import { CartQuery } from './cart.documents';
import { clearPending, getPending, setLines, getLines, useLocalCart } from './cart-store';
import { linesFromServer } from './cart-lines';
import { loadCartSync } from './load-cart-sync';
import './cart.css';
import { t } from '../../i18n/i18n';

// The side panel's code (the priced cart, its actions) loads when the shopper first reaches for
// the button, not with every page's start-up.
const loadMiniCart = () => import('./MiniCart');
const MiniCart = lazy(loadMiniCart);

/**
 * The count is the browser cart's (useCart's count is the same sum: a shopper's browser cart mirrors
 * the server's), so the closed button watches no query: every first view renders it, and each
 * Apollo watch, skipped or not, costs a phone's start-up its document processing (#17).
 */

export function CartButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = useLocalCart().reduce((sum, line) => sum + line.quantity, 0);
  const mirrorFor = useCartSync();
  // Closing (Escape, ✕, the backdrop) gives focus back to the cart button, where the shopper was;
  // following a link inside goes to the new page instead.
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  return (
    <>
      <button ref={button} type="button" className="icon-btn" aria-label={count === 1 ? t('Cart, 1 item') : t('Cart, {count} items', { count })} aria-expanded={open} onPointerEnter={() => void loadMiniCart()} onFocus={() => void loadMiniCart()} onClick={() => setOpen(true)}>
        <BagIcon />
        {count > 0 && (
          <span className="count-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MiniCart onClose={close} />
        </Suspense>
      )}
      {mirrorFor && <ServerCartMirror key={mirrorFor} />}
    </>
  );
}

/**
 * Merge at login and retry unsent changes; returns the session token once its browser cart and
 * server cart are joined (from then on ServerCartMirror keeps them equal), else null.
 */
function useCartSync(): string | null {
  const session = useSession();
  const token = session?.token ?? null;
  const client = useApolloClient();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = token;
    if (!token) {
      // Logged out: the browser cart is the cart again; changes for the old session are dropped.
      if (before) clearPending();
      setReadyFor(null);
      return;
    }
    if (token === before) return;
    let cancelled = false;
    (async () => {
      const sync = await loadCartSync();
      if (getPending().length > 0) await sync.flush(client);
      else {
        for (let attempt = 0; attempt < 3 && !cancelled; attempt++) {
          if (await sync.mergeAtLogin(client)) break;
          await new Promise((resolve) => setTimeout(resolve, 2000 * (attempt + 1)));
        }
      }
      if (!cancelled) setReadyFor(token);
    })();
    return () => {
      cancelled = true;
    };
  }, [token, client]);

  useEffect(() => {
    if (!token) return;
    const retry = () => getPending().length > 0 && void loadCartSync().then((sync) => sync.flush(client));
    window.addEventListener('online', retry);
    window.addEventListener('focus', retry);
    if (getPending().length > 0) void loadCartSync().then((sync) => sync.scheduleRetry(client, 5000));
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('focus', retry);
    };
  }, [token, client]);

  return token && readyFor === token ? token : null;
}

/** The server cart is the truth: mirrors every answer of it into the browser cart (when nothing is waiting to be sent). */
function ServerCartMirror() {
  const { data } = useQuery(CartQuery, { fetchPolicy: 'cache-first' });
  useEffect(() => {
    if (data?.cart && getPending().length === 0) {
      const next = linesFromServer(data.cart);
      if (JSON.stringify(next) !== JSON.stringify(getLines())) setLines(next);
    }
  }, [data]);
  return null;
}

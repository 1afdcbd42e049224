/**
 * CONTRACT (header): the cart button with its count, opening the mini cart side panel (quantity
 * controls, remove, View Cart → /add-to-cart). It also keeps the browser cart and the server
 * cart together: merge at login, retries of unsent changes, the server's cart as the truth.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { paths } from '../../config/paths';
import { BagIcon, CloseIcon } from '../../ui/icons';
import { ButtonLink } from '../../ui/Button';
import { formatRupees } from '../../ui/format';
import { useSession } from '../session/session-store';
import { CartQuery } from './cart.documents';
import { clearPending, getPending, setLines, getLines } from './cart-store';
import { linesFromServer } from './cart-lines';
import { loadCartSync } from './load-cart-sync';
import { useCart } from './use-cart';
import { useCartActions } from './use-cart-actions';
import { QuantityStepper } from './QuantityStepper';
import './cart.css';
import { t } from '../../i18n/i18n';

export function CartButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { count } = useCart();
  useCartSync();
  // Closing (Escape, ✕, the backdrop) gives focus back to the cart button, where the shopper was;
  // following a link inside goes to the new page instead.
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  return (
    <>
      <button ref={button} type="button" className="icon-btn" aria-label={count === 1 ? t('Cart, 1 item') : t('Cart, {count} items', { count })} aria-expanded={open} onClick={() => setOpen(true)}>
        <BagIcon />
        {count > 0 && (
          <span className="count-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && <MiniCart onClose={close} />}
    </>
  );
}

function MiniCart({ onClose }: { onClose: (returnFocus: boolean) => void }) {
  const cart = useCart();
  const { setQuantity, remove } = useCartActions();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose(true);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="drawer mini-cart" role="dialog" aria-modal="true" aria-label={t('Your cart')} onClick={() => onClose(true)}>
      <div className="drawer__panel mini-cart__panel" onClick={(e) => e.stopPropagation()}>
        <div className="drawer__head">
          <h2 className="mini-cart__title">{t('Your Cart ({count})', { count: cart.count })}</h2>
          <button ref={closeRef} type="button" className="icon-btn" aria-label={t('Close cart')} onClick={() => onClose(true)}>
            <CloseIcon />
          </button>
        </div>
        {cart.lines.length === 0 ? (
          <p className="mini-cart__empty">{t('Your cart is empty')}</p>
        ) : (
          <ul className="mini-cart__lines">
            {cart.lines.map((line) => (
              <li key={line.key} className="mini-cart__line">
                <Link to={paths.productDetails(line.productId)} onClick={() => onClose(false)} className="mini-cart__thumb">
                  {line.image ? <img src={line.image} alt="" width={64} height={80} /> : <span aria-hidden="true" />}
                </Link>
                <div className="mini-cart__info">
                  <Link to={paths.productDetails(line.productId)} onClick={() => onClose(false)} className="mini-cart__name">
                    {line.name}
                  </Link>
                  <span className="mini-cart__meta">
                    {line.color}{' '}{t('· Size')}{' '}{line.size}
                  </span>
                  <span className="mini-cart__price">{formatRupees(line.price)}</span>
                  {line.outOfStock && <span className="cart-note cart-note--danger">{t('Out of stock')}</span>}
                  <div className="mini-cart__row">
                    <QuantityStepper value={line.quantity} max={line.maxQuantity} label={line.name} onChange={(q) => void setQuantity(line, q)} />
                    <button type="button" className="cart-link-btn" onClick={() => void remove(line)}>
                      {t('Remove')}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mini-cart__foot">
          <div className="mini-cart__total">
            <span>{t('Subtotal')}</span>
            <strong>{formatRupees(cart.subtotal)}</strong>
          </div>
          <ButtonLink to={paths.cart} block onClick={() => onClose(false)}>
            {t('View Cart')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** Merge at login, retry unsent changes, and mirror the server cart into the browser cart. */
function useCartSync() {
  const session = useSession();
  const token = session?.token ?? null;
  const client = useApolloClient();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const previous = useRef<string | null | undefined>(undefined);
  const { data } = useQuery(CartQuery, { skip: !token || readyFor !== token, fetchPolicy: 'cache-first' });

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

  // The server cart is the truth: mirror every answer of it (when nothing is waiting to be sent).
  useEffect(() => {
    if (data?.cart && getPending().length === 0 && readyFor === token) {
      const next = linesFromServer(data.cart);
      if (JSON.stringify(next) !== JSON.stringify(getLines())) setLines(next);
    }
  }, [data, readyFor, token]);

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
}

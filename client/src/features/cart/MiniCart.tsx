/** The mini cart side panel: quantity controls, remove, View Cart → /add-to-cart (CartButton opens it). */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CloseIcon } from '../../ui/icons';
import { ButtonLink } from '../../ui/Button';
import { formatRupees } from '../../ui/format';
import { useCart } from './use-cart';
import { useCartActions } from './use-cart-actions';
import { QuantityStepper } from './QuantityStepper';
import { t } from '../../i18n/i18n';

export default function MiniCart({ onClose }: { onClose: (returnFocus: boolean) => void }) {
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

/** The cart screen (/add-to-cart): lines with quantity and remove, Clear Cart, totals, Check Out. */
import { useShop } from '../features/shop/use-shop';
import { shippingSentence } from '../features/shop/shop-texts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Button, ButtonLink } from '../ui/Button';
import { Card } from '../ui/Card';
import { Dialog } from '../ui/Dialog';
import { EmptyState, Loading } from '../ui/States';
import { Price } from '../ui/Price';
import { formatRupees } from '../ui/format';
import { paths } from '../config/paths';
import { useSession } from '../features/session/session-store';
import { useCart, type CartViewLine } from '../features/cart/use-cart';
import { useCartActions } from '../features/cart/use-cart-actions';
import { QuantityStepper } from '../features/cart/QuantityStepper';
import { CouponBox } from '../features/coupons/CouponBox';
import '../features/cart/cart.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';

export default function CartRoute() {
  useDocumentTitle('Cart');
  const cart = useCart();
  const { setQuantity, remove, clear } = useCartActions();
  const session = useSession();
  const navigate = useNavigate();
  const [confirmClear, setConfirmClear] = useState(false);
  // The shipping terms as the footer and About Us state them (the store's settings); checkout charges the same.
  const shop = useShop();

  const checkOut = () => {
    if (session) navigate(paths.checkout);
    else navigate(paths.login, { state: { from: paths.checkout } });
  };

  return (
    <div className="container page cart-page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Cart') }]} />
      <h1>{t('Shopping Cart')}</h1>
      {cart.loading && cart.lines.length === 0 ? (
        <Loading />
      ) : cart.lines.length === 0 ? (
        <EmptyState title={t('Your cart is empty')}>
          <ButtonLink to={paths.home}>{t('Continue shopping')}</ButtonLink>
        </EmptyState>
      ) : (
        <div className="cart-layout">
          <div>
            {cart.couponMessage && (
              <p className="cart-banner" role="status">
                {cart.couponMessage}
              </p>
            )}
            <table className="cart-table">
              <thead>
                <tr>
                  <th scope="col">{t('Product & Name')}</th>
                  <th scope="col">{t('Price')}</th>
                  <th scope="col">{t('Quantity')}</th>
                  <th scope="col">{t('Size')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('Remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cart.lines.map((line) => (
                  <CartRow key={line.key} line={line} onQuantity={(q) => void setQuantity(line, q)} onRemove={() => void remove(line)} />
                ))}
              </tbody>
            </table>
            <div className="cart-actions">
              <ButtonLink to={paths.home} variant="secondary">
                {t('Continue shopping')}
              </ButtonLink>
              <Button variant="ghost" aria-haspopup="dialog" onClick={() => setConfirmClear(true)}>
                {t('Clear Cart')}
              </Button>
            </div>
          </div>
          <Card className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t('Cart Total')}</h2>
            <dl>
              <dt>{t('SUBTOTAL')}</dt>
              <dd>{formatRupees(cart.subtotal)}</dd>
              {cart.coupon && (
                <>
                  <dt>{t('Coupon ({code})', { code: cart.coupon.code })}</dt>
                  <dd>− {formatRupees(cart.discount)}</dd>
                </>
              )}
              <dt className="cart-summary__grand">{t('GRAND TOTAL')}</dt>
              <dd className="cart-summary__grand">{formatRupees(cart.total)}</dd>
            </dl>
            {session && (
              <div className="cart-summary__coupon">
                <CouponBox />
              </div>
            )}
            <p className="cart-summary__note">{shop ? shippingSentence(shop) : t('Shipping & taxes calculated at checkout')}</p>
            <Button block onClick={checkOut}>
              {t('Check Out')}
            </Button>
          </Card>
        </div>
      )}
      {/* Clearing cannot be undone: one slip of the thumb would lose every line, so it asks first. */}
      <Dialog
        open={confirmClear}
        title={t('Clear your cart?')}
        onClose={() => setConfirmClear(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmClear(false)}>
              {t('Cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirmClear(false);
                void clear();
              }}
            >
              {t('Yes, clear it')}
            </Button>
          </>
        }
      >
        <p>{t('This removes every item from your cart.')}</p>
      </Dialog>
    </div>
  );
}

function CartRow({ line, onQuantity, onRemove }: { line: CartViewLine; onQuantity: (q: number) => void; onRemove: () => void }) {
  return (
    <tr>
      <td className="cart-line__product">
        <div className="cart-line__productwrap">
          <Link to={paths.productDetails(line.productId)} className="cart-line__thumb" tabIndex={-1} aria-hidden="true">
            {line.image ? <img src={line.image} alt="" width={64} height={80} /> : <span />}
          </Link>
          <div className="cart-line__text">
            <Link to={paths.productDetails(line.productId)} className="cart-line__name">
              {line.name}
            </Link>
            <div className="cart-line__meta">
              {line.color}
              <span className="cart-line__mobile-size">{' '}{t('· Size')}{' '}{line.size}</span>
            </div>
            {/* The server's sentences about the line (its quote): price changed, out of stock, only n available. */}
            {line.messages.map(({ code, message }) => (
              <span key={code} className={`cart-note ${code === 'PRICE_CHANGED' ? 'cart-note--warning' : 'cart-note--danger'}`}>
                {message}
              </span>
            ))}
          </div>
        </div>
      </td>
      <td className="cart-line__price">
        <span className="cart-line__label">{t('Price')}</span>
        <Price now={line.price} was={line.originalPrice} off={line.discountPercent} />
      </td>
      <td className="cart-line__qty">
        <QuantityStepper value={line.quantity} max={line.maxQuantity} label={line.name} onChange={onQuantity} />
      </td>
      <td className="cart-line__size">{line.size}</td>
      <td className="cart-line__remove">
        <button type="button" className="cart-link-btn" onClick={onRemove} aria-label={t('Remove {name} ({color}, {size})', { name: line.name, color: line.color, size: line.size })}>
          {t('Remove')}
        </button>
      </td>
    </tr>
  );
}

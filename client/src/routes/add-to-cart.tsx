/** The cart screen (/add-to-cart): lines with quantity and remove, Clear Cart, totals, Check Out. */
import { Link, useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Button, ButtonLink } from '../ui/Button';
import { Card } from '../ui/Card';
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

export default function CartRoute() {
  const cart = useCart();
  const { setQuantity, remove, clear } = useCartActions();
  const session = useSession();
  const navigate = useNavigate();

  const checkOut = () => {
    if (session) navigate(paths.checkout);
    else navigate(paths.login, { state: { from: paths.checkout } });
  };

  return (
    <div className="container page cart-page">
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: 'Cart' }]} />
      <h1>Shopping Cart</h1>
      {cart.loading && cart.lines.length === 0 ? (
        <Loading />
      ) : cart.lines.length === 0 ? (
        <EmptyState title="Your cart is empty">
          <ButtonLink to={paths.home}>Continue shopping</ButtonLink>
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
                  <th scope="col">Product &amp; Name</th>
                  <th scope="col">Price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Size</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cart.lines.map((line) => (
                  <CartRow key={line.key} line={line} onQuantity={(q) => void setQuantity(line, q, line.maxQuantity)} onRemove={() => void remove(line)} />
                ))}
              </tbody>
            </table>
            <div className="cart-actions">
              <ButtonLink to={paths.home} variant="secondary">
                Continue shopping
              </ButtonLink>
              <Button variant="ghost" onClick={() => void clear()}>
                Clear Cart
              </Button>
            </div>
          </div>
          <Card className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">Cart Total</h2>
            <dl>
              <dt>SUBTOTAL</dt>
              <dd>{formatRupees(cart.subtotal)}</dd>
              {cart.coupon && (
                <>
                  <dt>Coupon ({cart.coupon.code})</dt>
                  <dd>− {formatRupees(cart.discount)}</dd>
                </>
              )}
              <dt className="cart-summary__grand">GRAND TOTAL</dt>
              <dd className="cart-summary__grand">{formatRupees(cart.total)}</dd>
            </dl>
            {session && (
              <div className="cart-summary__coupon">
                <CouponBox />
              </div>
            )}
            <p className="cart-summary__note">Shipping &amp; taxes calculated at checkout</p>
            <Button block onClick={checkOut}>
              Check Out
            </Button>
          </Card>
        </div>
      )}
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
              <span className="cart-line__mobile-size"> · Size {line.size}</span>
            </div>
            {line.priceChanged && (
              <span className="cart-note cart-note--warning">
                Price changed from {formatRupees(line.priceSeen)} to {formatRupees(line.price)}
              </span>
            )}
            {line.outOfStock && <span className="cart-note cart-note--danger">This variant is out of stock</span>}
            {line.insufficientStock && <span className="cart-note cart-note--danger">Only {line.stock} item(s) available</span>}
          </div>
        </div>
      </td>
      <td className="cart-line__price">
        <span className="cart-line__label">Price</span>
        <Price now={line.price} was={line.originalPrice} />
      </td>
      <td className="cart-line__qty">
        <QuantityStepper value={line.quantity} max={line.maxQuantity} label={line.name} onChange={onQuantity} />
      </td>
      <td className="cart-line__size">{line.size}</td>
      <td className="cart-line__remove">
        <button type="button" className="cart-link-btn" onClick={onRemove} aria-label={`Remove ${line.name} (${line.color}, ${line.size})`}>
          Remove
        </button>
      </td>
    </tr>
  );
}

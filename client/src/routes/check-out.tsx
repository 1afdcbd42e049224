/**
 * Checkout (/check-out): addresses (one ticked, the default first), order summary, coupon box,
 * Pay Now or Cash on Delivery, totals and Place Order. The server computes every amount; the
 * figures here are the cart's, shown for the shopper's information.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { toast } from '../ui/toast';
import { RequireLogin } from '../features/session/RequireLogin';
import { useCart } from '../features/cart/use-cart';
import { useCartActions } from '../features/cart/use-cart-actions';
import { CouponBox } from '../features/coupons/CouponBox';
import { AddressFormDialog } from '../features/addresses/AddressFormDialog';
import { CheckoutAddressesQuery, CheckoutDeliveryQuery, MyOrdersQuery, PlaceOrderMutation } from '../features/orders/orders.documents';
import { usePayment } from '../features/orders/use-payment';
import { OrderResultDialog, type OrderResult } from '../features/orders/OrderResultDialog';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Button, ButtonLink } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState, Loading } from '../ui/States';
import { formatRupees } from '../ui/format';
import { paths } from '../config/paths';
import type { PaymentMethod } from '../gql/graphql';
import '../features/orders/orders.css';

export const COD_SHIPPING = 49;

export default function CheckoutRoute() {
  return (
    <RequireLogin>
      <Checkout />
    </RequireLogin>
  );
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function Checkout() {
  const navigate = useNavigate();
  const cart = useCart();
  const cartActions = useCartActions();
  const { data, loading, refetch } = useQuery(CheckoutAddressesQuery, { fetchPolicy: 'cache-and-network' });
  const addresses = data?.addresses ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('ONLINE');
  const [placing, setPlacing] = useState(false);
  const [result, setResult] = useState<OrderResult | null>(null);
  // One key per checkout attempt: a retry after a lost answer gives the same order, never two.
  const idempotencyKey = useRef(newKey());
  const { pay, element: paymentElement } = usePayment();
  const [placeOrder] = useMutation(PlaceOrderMutation, { refetchQueries: [{ query: MyOrdersQuery }] });

  useEffect(() => {
    if (addresses.length === 0) return;
    if (!selectedId || !addresses.some((a) => a.id === selectedId)) setSelectedId((addresses.find((a) => a.isDefault) ?? addresses[0]).id);
  }, [addresses, selectedId]);
  const selected = addresses.find((a) => a.id === selectedId) ?? null;
  const delivery = useQuery(CheckoutDeliveryQuery, { skip: !selected, variables: { pincode: selected?.pincode ?? '' } });
  const check = delivery.data?.checkPincode;
  const codAllowed = !check || (check.deliverable && check.codAvailable);
  useEffect(() => {
    if (!codAllowed && method === 'COD') setMethod('ONLINE');
  }, [codAllowed, method]);

  const shipping = method === 'COD' ? COD_SHIPPING : 0;
  const payable = Math.round((cart.total + shipping) * 100) / 100;
  const empty = !cart.loading && cart.lines.length === 0;

  const submit = async () => {
    if (placing) return;
    if (cart.lines.length === 0) return void toast.error('Your cart is empty!');
    if (!selected) return void toast.error('Please select an address!');
    setPlacing(true);
    try {
      const { data: placed } = await placeOrder({
        variables: { input: { addressId: selected.id, paymentMethod: method, idempotencyKey: idempotencyKey.current, couponCode: cart.coupon?.code ?? null } },
      });
      const { order, payment } = placed!.placeOrder;
      idempotencyKey.current = newKey();
      await cartActions.clear();
      if (order.paymentMethod === 'ONLINE') {
        const outcome = payment ? await pay(payment) : 'failed';
        setResult(outcome === 'paid' ? { kind: 'placed', orderId: order.id, orderNumber: order.orderNumber } : { kind: 'payment-failed', orderId: order.id, orderNumber: order.orderNumber });
      } else {
        setResult({ kind: 'placed', orderId: order.id, orderNumber: order.orderNumber });
      }
    } catch (error) {
      const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : null;
      toast.error(message || 'Something went wrong!');
    } finally {
      setPlacing(false);
    }
  };

  if (result) {
    return (
      <div className="container page">
        <OrderResultDialog result={result} onDone={() => navigate(paths.orderPlaced(result.orderId), { replace: true })} />
      </div>
    );
  }

  return (
    <div className="container page checkout">
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: 'Cart', to: paths.cart }, { label: 'Checkout' }]} />
      <h1>Checkout</h1>
      {empty ? (
        <EmptyState title="Your cart is empty!">
          <ButtonLink to={paths.home}>Continue shopping</ButtonLink>
        </EmptyState>
      ) : (
        <div className="checkout__grid">
          <div className="checkout__main">
            <Card>
              <div className="checkout__section-head">
                <h2>Delivery address</h2>
                <Button variant="secondary" small onClick={() => setFormOpen(true)}>
                  Add New Address
                </Button>
              </div>
              {loading && !data ? (
                <Loading />
              ) : addresses.length === 0 ? (
                <p className="muted">No saved address yet. Add one to continue.</p>
              ) : (
                <fieldset className="address-choices">
                  <legend className="visually-hidden">Choose the delivery address</legend>
                  {addresses.map((a) => (
                    <label key={a.id} className={`address-choice${a.id === selectedId ? ' address-choice--selected' : ''}`}>
                      <input type="radio" name="address" value={a.id} checked={a.id === selectedId} onChange={() => setSelectedId(a.id)} />
                      <span>
                        <strong>{a.fullName}</strong> <span className="badge badge--neutral">{a.addressType === 'Work' ? 'Office' : 'Home'}</span>
                        {a.isDefault && <span className="badge badge--brand">Default</span>}
                        <span className="address-choice__lines">
                          {[a.houseName, a.address, a.locality, a.landmark].filter(Boolean).join(', ')}
                          <br />
                          {a.city}, {a.state} {a.pincode} · {a.phone}
                        </span>
                      </span>
                    </label>
                  ))}
                </fieldset>
              )}
              {check && !check.deliverable && (
                <p className="checkout__warning" role="alert">
                  {check.message}
                </p>
              )}
            </Card>

            <Card>
              <h2>Payment</h2>
              <fieldset className="pay-methods">
                <legend className="visually-hidden">Payment method</legend>
                <label className={`pay-method${method === 'ONLINE' ? ' pay-method--selected' : ''}`}>
                  <input type="radio" name="payment" checked={method === 'ONLINE'} onChange={() => setMethod('ONLINE')} />
                  <span>
                    <strong>Pay Now</strong>
                    <span className="muted">UPI, cards and net banking · free shipping</span>
                  </span>
                </label>
                <label className={`pay-method${method === 'COD' ? ' pay-method--selected' : ''}${codAllowed ? '' : ' pay-method--disabled'}`}>
                  <input type="radio" name="payment" disabled={!codAllowed} checked={method === 'COD'} onChange={() => setMethod('COD')} />
                  <span>
                    <strong>Cash on Delivery</strong>
                    <span className="muted">{codAllowed ? `Shipping ${formatRupees(COD_SHIPPING)}` : 'Not available for this pincode'}</span>
                  </span>
                </label>
              </fieldset>
            </Card>
          </div>

          <aside className="checkout__side">
            <Card>
              <h2>Order summary</h2>
              <ul className="summary-lines">
                {cart.lines.map((line) => (
                  <li key={line.key} className="summary-line">
                    {line.image ? <img src={line.image} alt="" width={56} height={70} /> : <span className="summary-line__ph" aria-hidden="true" />}
                    <span className="summary-line__text">
                      <span className="summary-line__name">{line.name}</span>
                      <span className="muted small">
                        {line.color} · {line.size} · Qty {line.quantity}
                      </span>
                      {line.outOfStock && <span className="badge badge--danger">Out of stock</span>}
                    </span>
                    <span className="summary-line__price">{formatRupees(line.lineTotal)}</span>
                  </li>
                ))}
              </ul>
              <CouponBox />
              <dl className="totals">
                <div>
                  <dt>Subtotal</dt>
                  <dd>{formatRupees(cart.subtotal)}</dd>
                </div>
                {cart.discount > 0 && (
                  <div>
                    <dt>Coupon{cart.coupon ? ` (${cart.coupon.code})` : ''}</dt>
                    <dd>− {formatRupees(cart.discount)}</dd>
                  </div>
                )}
                <div>
                  <dt>Shipping</dt>
                  <dd>{formatRupees(shipping)}</dd>
                </div>
                <div>
                  <dt>Tax</dt>
                  <dd>{formatRupees(0)}</dd>
                </div>
                <div className="totals__grand">
                  <dt>Total</dt>
                  <dd>{formatRupees(payable)}</dd>
                </div>
              </dl>
              <p className="muted small">Prices include GST.</p>
              <Button block onClick={() => void submit()} disabled={placing || cart.loading}>
                {placing ? 'Placing order…' : 'Place Order'}
              </Button>
            </Card>
          </aside>
        </div>
      )}
      <AddressFormDialog
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSaved={(address) => {
          setFormOpen(false);
          setSelectedId(address.id);
          void refetch();
        }}
      />
      {paymentElement}
    </div>
  );
}

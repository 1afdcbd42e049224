/**
 * Checkout (/check-out): addresses (one ticked, the default first), order summary, coupon box,
 * Pay Now or Cash on Delivery, totals and Place Order. Every amount is the server's quote of the
 * cart (Cart.quote: totals per payment method, shipping, the GST included); nothing is computed here.
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
import { CancelOrderMutation, CheckoutAddressesQuery, CheckoutDeliveryQuery, MyOrdersQuery, PlaceOrderMutation } from '../features/orders/orders.documents';
import { usePayment } from '../features/orders/use-payment';
import { useOnlinePayments } from '../features/orders/use-online-payments';
import { AwaitingPaymentDialog, OrderResultDialog, type OrderResult } from '../features/orders/OrderResultDialog';
import { usePayNow } from '../features/orders/use-pay-now';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Button, ButtonLink } from '../ui/Button';
import { Card } from '../ui/Card';
import { TextField } from '../ui/Field';
import { EmptyState, Loading } from '../ui/States';
import { formatRupees } from '../ui/format';
import { amountOf } from '../ui/money';
import { paths } from '../config/paths';
import type { PaymentMethod } from '../gql/graphql';
import '../features/orders/orders.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';
import { ensureNoUserErrors, isUserErrorsError } from '../app/user-errors';

export default function CheckoutRoute() {
  useDocumentTitle('Checkout');
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
  // A registered business may ask for a B2B tax invoice: its GSTIN and name (the server checks them).
  const [gstin, setGstin] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [b2bErrors, setB2bErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<OrderResult | null>(null);
  // One key per checkout attempt: a retry after a lost answer gives the same order, never two.
  const idempotencyKey = useRef(newKey());
  const { pay, element: paymentElement } = usePayment();
  const [placeOrder] = useMutation(PlaceOrderMutation, { refetchQueries: [{ query: MyOrdersQuery }] });
  const [cancelOrder] = useMutation(CancelOrderMutation, { refetchQueries: [{ query: MyOrdersQuery }] });
  const { payNow, paying, element: payNowElement } = usePayNow();
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    if (addresses.length === 0) return;
    if (!selectedId || !addresses.some((a) => a.id === selectedId)) setSelectedId((addresses.find((a) => a.isDefault) ?? addresses[0]).id);
  }, [addresses, selectedId]);
  const selected = addresses.find((a) => a.id === selectedId) ?? null;
  const delivery = useQuery(CheckoutDeliveryQuery, { skip: !selected, variables: { pincode: selected?.pincode ?? '' } });
  const check = delivery.data?.checkPincode;
  const codAllowed = !check || (check.deliverable && check.codAvailable);
  // A store running Cash on Delivery only (ONLINE_PAYMENTS=off) does not offer Pay Now at all.
  const online = useOnlinePayments();
  useEffect(() => {
    if (!online.enabled && method === 'ONLINE') setMethod('COD');
    else if (online.enabled && !codAllowed && method === 'COD') setMethod('ONLINE');
  }, [codAllowed, method, online.enabled]);

  // The server's totals for each payment method: what Place Order will charge.
  const option = cart.quote?.options.find((o) => o.paymentMethod === method) ?? null;
  const codShipping = cart.quote?.options.find((o) => o.paymentMethod === 'COD')?.shipping ?? null;
  const empty = !cart.loading && cart.lines.length === 0;

  const submit = async () => {
    if (placing) return;
    setPlacing(true);
    setB2bErrors({});
    try {
      const { data: placed } = await placeOrder({
        // No address chosen: the server answers the spec's 'Please select an address!'.
        variables: {
          input: {
            addressId: selected?.id ?? null,
            paymentMethod: method,
            idempotencyKey: idempotencyKey.current,
            couponCode: cart.coupon?.code ?? null,
            gstin: gstin.trim() || null,
            businessName: businessName.trim() || null,
          },
        },
        // The same key as a header too: it tells the balancer this POST is safe to replay on another
        // server process when the first one dies before answering (deploy/haproxy.cfg).
        context: { headers: { 'Idempotency-Key': idempotencyKey.current } },
      });
      const { order, payment } = ensureNoUserErrors(placed?.placeOrder);
      if (!order) throw new Error('Something went wrong!');
      idempotencyKey.current = newKey();
      if (order.paymentMethod === 'ONLINE') {
        // The cart stays until the payment goes through (the server keeps it too): closing the
        // payment sheet leaves an order awaiting payment, and the cart to pay it or pay on delivery.
        const outcome = payment ? await pay(payment) : 'failed';
        if (outcome === 'paid') await cartActions.clear();
        setResult(outcome === 'paid' ? { kind: 'placed', orderId: order.id, orderNumber: order.orderNumber } : { kind: 'payment-failed', orderId: order.id, orderNumber: order.orderNumber, payBy: order.payBy ?? null });
      } else {
        await cartActions.clear();
        setResult({ kind: 'placed', orderId: order.id, orderNumber: order.orderNumber });
      }
    } catch (error) {
      if (isUserErrorsError(error) && (error.fieldErrors.gstin || error.fieldErrors.businessName)) {
        setB2bErrors({ gstin: error.fieldErrors.gstin ?? '', businessName: error.fieldErrors.businessName ?? '' });
      }
      const message = isUserErrorsError(error) ? error.message : CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : null;
      toast.error(message || 'Something went wrong!');
    } finally {
      setPlacing(false);
    }
  };

  if (result?.kind === 'payment-failed') {
    const pending = result;
    const payAgain = async () => {
      const outcome = await payNow(pending.orderId);
      if (outcome === 'paid') {
        await cartActions.clear();
        setResult({ kind: 'placed', orderId: pending.orderId, orderNumber: pending.orderNumber });
      }
    };
    // Pay on delivery instead: this unpaid order is cancelled (its stock goes back) and the kept cart
    // is placed again as a cash order from the checkout, with Cash on Delivery chosen.
    const payOnDelivery = async () => {
      setSwitching(true);
      try {
        const { data: answer } = await cancelOrder({ variables: { orderId: pending.orderId, reason: 'Paying on delivery instead' } });
        ensureNoUserErrors(answer?.cancelOrder);
        setMethod('COD');
        setResult(null);
        toast.info(t('Order {number} is cancelled. Choose Place Order to pay on delivery.', { number: pending.orderNumber }));
      } catch (error) {
        toast.error(isUserErrorsError(error) ? error.message : (error as Error).message);
      } finally {
        setSwitching(false);
      }
    };
    return (
      <div className="container page">
        <AwaitingPaymentDialog
          result={pending}
          busy={paying !== null || switching}
          onPayAgain={() => void payAgain()}
          onPayOnDelivery={codAllowed ? () => void payOnDelivery() : undefined}
          onViewOrder={() => navigate(paths.orderPlaced(pending.orderId), { replace: true })}
        />
        {payNowElement}
      </div>
    );
  }

  if (result) {
    return (
      <div className="container page">
        <OrderResultDialog result={result} onDone={() => navigate(paths.orderPlaced(result.orderId), { replace: true })} />
      </div>
    );
  }

  return (
    <div className="container page checkout">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Cart'), to: paths.cart }, { label: t('Checkout') }]} />
      <h1>{t('Checkout')}</h1>
      {empty ? (
        <EmptyState title={t('Your cart is empty!')}>
          <ButtonLink to={paths.home}>{t('Continue shopping')}</ButtonLink>
        </EmptyState>
      ) : (
        <div className="checkout__grid">
          <div className="checkout__main">
            <Card>
              <div className="checkout__section-head">
                <h2>{t('Delivery address')}</h2>
                <Button variant="secondary" small onClick={() => setFormOpen(true)}>
                  {t('Add New Address')}
                </Button>
              </div>
              {loading && !data ? (
                <Loading />
              ) : addresses.length === 0 ? (
                <p className="muted">{t('No saved address yet. Add one to continue.')}</p>
              ) : (
                <fieldset className="address-choices">
                  <legend className="visually-hidden">{t('Choose the delivery address')}</legend>
                  {addresses.map((a) => (
                    <label key={a.id} className={`address-choice${a.id === selectedId ? ' address-choice--selected' : ''}`}>
                      <input type="radio" name="address" value={a.id} checked={a.id === selectedId} onChange={() => setSelectedId(a.id)} />
                      <span>
                        <strong>{a.fullName}</strong> <span className="badge badge--neutral">{a.addressType === 'WORK' ? t('Office') : t('Home')}</span>
                        {a.isDefault && <span className="badge badge--brand">{t('Default')}</span>}
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
              <h2>{t('Payment')}</h2>
              <fieldset className="pay-methods">
                <legend className="visually-hidden">{t('Payment method')}</legend>
                {online.enabled && (
                  <label className={`pay-method${method === 'ONLINE' ? ' pay-method--selected' : ''}`}>
                    <input type="radio" name="payment" checked={method === 'ONLINE'} onChange={() => setMethod('ONLINE')} />
                    <span>
                      <strong>{t('Pay Now')}</strong>
                      <span className="muted">{t('UPI, cards and net banking · free shipping')}</span>
                    </span>
                  </label>
                )}
                <label className={`pay-method${method === 'COD' ? ' pay-method--selected' : ''}${codAllowed ? '' : ' pay-method--disabled'}`}>
                  <input type="radio" name="payment" disabled={!codAllowed} checked={method === 'COD'} onChange={() => setMethod('COD')} />
                  <span>
                    <strong>{t('Cash on Delivery')}</strong>
                    <span className="muted">
                      {!codAllowed ? t('Not available for this pincode') : codShipping !== null ? t('Shipping {amount}', { amount: formatRupees(codShipping) }) : null}
                    </span>
                  </span>
                </label>
              </fieldset>
              {!online.enabled && online.message && (
                <p className="checkout__note" role="status">
                  {online.message}
                </p>
              )}
            </Card>

            <Card>
              <details className="checkout__b2b" open={!!(gstin || businessName)}>
                <summary>{t('GST invoice for a business (optional)')}</summary>
                <TextField label={t('GSTIN')} name="gstin" value={gstin} maxLength={20} autoCapitalize="characters" onChange={(e) => setGstin(e.target.value)} error={b2bErrors.gstin || null} />
                <TextField label={t('Business name')} name="businessName" value={businessName} maxLength={100} onChange={(e) => setBusinessName(e.target.value)} error={b2bErrors.businessName || null} />
              </details>
            </Card>
          </div>

          <aside className="checkout__side">
            <Card>
              <h2>{t('Order summary')}</h2>
              <ul className="summary-lines">
                {cart.lines.map((line) => (
                  <li key={line.key} className="summary-line">
                    {line.image ? <img src={line.image} alt="" width={56} height={70} /> : <span className="summary-line__ph" aria-hidden="true" />}
                    <span className="summary-line__text">
                      <span className="summary-line__name">{line.name}</span>
                      <span className="muted small">
                        {line.color} · {line.size}{' '}· {t('Qty {n}', { n: line.quantity })}
                      </span>
                      {line.messages.map(({ code, message }) => (
                        <span key={code} className={`cart-note ${code === 'PRICE_CHANGED' ? 'cart-note--warning' : 'cart-note--danger'}`}>
                          {message}
                        </span>
                      ))}
                    </span>
                    <span className="summary-line__price">{line.lineTotal === null ? '…' : formatRupees(line.lineTotal)}</span>
                  </li>
                ))}
              </ul>
              <CouponBox />
              {option ? (
                <dl className="totals" aria-busy={cart.updating}>
                  <div>
                    <dt>{t('Subtotal')}</dt>
                    <dd>{formatRupees(option.subtotal)}</dd>
                  </div>
                  {amountOf(option.discount) > 0 && (
                    <div>
                      <dt>{t('Coupon')}{cart.quote?.couponCode ? ` (${cart.quote.couponCode})` : ''}</dt>
                      <dd>− {formatRupees(option.discount)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('Shipping')}</dt>
                    <dd>{formatRupees(option.shipping)}</dd>
                  </div>
                  <div>
                    <dt>{t('Tax')}</dt>
                    <dd>{formatRupees(option.tax)}</dd>
                  </div>
                  <div className="totals__grand">
                    <dt>{t('Total')}</dt>
                    <dd>{formatRupees(option.total)}</dd>
                  </div>
                </dl>
              ) : (
                <Loading />
              )}
              <p className="muted small">{option && amountOf(option.taxIncluded) > 0 ? t('Prices include GST ({amount}).', { amount: formatRupees(option.taxIncluded) }) : t('Prices include GST.')}</p>
              <Button block onClick={() => void submit()} disabled={placing || cart.loading}>
                {placing ? t('Placing order…') : t('Place Order')}
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

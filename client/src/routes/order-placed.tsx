/**
 * Order detail (/order-placed/{id}): the five-step tracker, facts, address, items, cost summary,
 * Download Invoice (once the order has shipped: the tax invoice is issued on dispatch), Download
 * Credit Note (an invoiced order cancelled), Pay Now (unpaid online orders) and Cancel Order with
 * a reason. Loads from the URL alone. A delivered order offers "Return or exchange" per item
 * within the return window, and shows its returns' status card.
 */
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { toast } from '../ui/toast';
import { RequireLogin } from '../features/session/RequireLogin';
import { CancelOrderMutation, OrderQuery } from '../features/orders/orders.documents';
import { ensureNoUserErrors, isUserErrorsError } from '../app/user-errors';
import { OrderTracker } from '../features/orders/OrderTracker';
import { ParcelTracking } from '../features/orders/ParcelTracking';
import { downloadInvoice } from '../features/orders/download-invoice';
import { usePayNow } from '../features/orders/use-pay-now';
import { useOnlinePayments } from '../features/orders/use-online-payments';
import { paymentStatusText } from '../features/orders/payment-status';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Dialog } from '../ui/Dialog';
import { TextAreaField } from '../ui/Field';
import { Badge } from '../ui/Badge';
import { ErrorState, Loading } from '../ui/States';
import { formatDateTime, formatDate, formatRupees } from '../ui/format';
import { amountOf } from '../ui/money';
import { paths } from '../config/paths';
import { useLiveOrders } from '../features/orders/use-live-orders';
import '../features/orders/orders.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { CANCEL_REASON_REQUIRED_MESSAGE } from '../ui/form-rules';
import { t } from '../i18n/i18n';
import { ReturnOptionsQuery } from '../features/returns/returns.documents';
import { ReturnRequestDialog } from '../features/returns/ReturnRequestDialog';
import { ReturnStatusCard } from '../features/returns/ReturnStatusCard';

export const CANCELLED_TEXT = 'Your order has been cancelled.';
export const ORDER_SAFE = 'Your order is safe :)';

export default function OrderPlacedRoute() {
  return (
    <RequireLogin>
      <OrderDetail />
    </RequireLogin>
  );
}

const errorText = (error: unknown) => (CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : null) || t('Something went wrong!');

function OrderDetail() {
  const { id = '' } = useParams();
  const orderQuery = useQuery(OrderQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const { data, loading, error } = orderQuery;
  // Staff moves show up here by themselves (WebSocket; polling while it is down).
  useLiveOrders(orderQuery, id);
  const [cancelOpen, setCancelOpenState] = useState(false);
  // The dialog reports its closing more than once (button, then the native close event): answer once.
  const cancelOpenRef = useRef(false);
  const setCancelOpen = (open: boolean) => {
    cancelOpenRef.current = open;
    setCancelOpenState(open);
  };
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [cancelOrder, { loading: cancelling }] = useMutation(CancelOrderMutation);
  const { payNow, paying, element: payElement } = usePayNow();
  // Pay Now is offered only where the store takes online payments (storeSettings).
  const online = useOnlinePayments();
  const delivered = data?.order?.status === 'DELIVERED';
  const returns = useQuery(ReturnOptionsQuery, { variables: { orderId: id }, skip: !delivered, fetchPolicy: 'cache-and-network' });
  const [returnItemId, setReturnItemId] = useState<string | null>(null);
  useDocumentTitle(data?.order ? t('Order {number}', { number: data.order.orderNumber }) : 'Order');

  if (loading && !data) return <Loading text={t('Loading order...')} />;
  if (error && !data) return <ErrorState text={errorText(error)} />;
  // Not the shopper's, or no such order: the lookup answers null.
  if (!data?.order) return <ErrorState text={t('Order not found.')} />;
  const order = data.order;
  const a = order.shippingAddress;
  const payment = paymentStatusText(order);
  const placedOn = order.statusHistory[0]?.date ?? null;
  const returnOptions = returns.data?.returnOptions ?? null;
  const returnable = (itemId: string) => {
    const line = returnOptions?.eligible ? returnOptions.items.find((i) => i.orderItemId === itemId) : undefined;
    return line && line.returnable > 0 && !line.openReturnId ? line : null;
  };

  const keep = () => {
    if (!cancelOpenRef.current) return;
    setCancelOpen(false);
    setReason('');
    setReasonError(null);
    toast.info(ORDER_SAFE);
  };
  const confirmCancel = async () => {
    if (!reason.trim()) {
      setReasonError(t(CANCEL_REASON_REQUIRED_MESSAGE));
      return;
    }
    try {
      const { data: answer } = await cancelOrder({ variables: { orderId: order.id, reason: reason.trim() } });
      ensureNoUserErrors(answer?.cancelOrder);
      setCancelOpen(false);
      setReason('');
      toast.success(CANCELLED_TEXT);
    } catch (e) {
      // A reason the server refuses shows under the field; any other refusal closes the dialog.
      if (isUserErrorsError(e) && e.fieldErrors.reason) {
        setReasonError(e.fieldErrors.reason);
        return;
      }
      setCancelOpen(false);
      toast.error(isUserErrorsError(e) ? e.message : errorText(e));
    }
  };
  const download = async (kind: string, url: string) => {
    setDownloading(kind);
    try {
      await downloadInvoice(url, `${kind.replace(/\//g, '-')}-${order.orderNumber}.pdf`);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="container page order-detail">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('My Orders'), to: paths.myOrders }, { label: t('Order {number}', { number: order.id }) }]} />
      <div className="order-detail__head">
        <div>
          <h1>{t('Order #{id}', { id: order.id })}</h1>
          <p className="muted">
            {order.orderNumber} · {t('Placed on {date}', { date: formatDate(placedOn) })}
          </p>
          {order.payBy && (
            <p className="order-detail__awaiting" role="status">
              {t('Awaiting payment: pay by {deadline}, or the order is cancelled.', { deadline: formatDateTime(order.payBy) })}
            </p>
          )}
        </div>
        <div className="order-detail__actions">
          {order.canPay && online.enabled && (
            <Button onClick={() => void payNow(order.id)} disabled={paying === order.id}>
              {paying === order.id ? t('Opening payment…') : t('Pay Now')}
            </Button>
          )}
          {order.invoiceUrl && (
            <Button variant="secondary" onClick={() => void download('invoice', order.invoiceUrl!)} disabled={downloading !== null}>
              {downloading === 'invoice' ? t('Preparing…') : t('Download Invoice')}
            </Button>
          )}
          {/* One button per credit note: a cancellation's, each return's. */}
          {order.creditNotes.map((note) => (
            <Button key={note.number} variant="secondary" onClick={() => void download(`credit-note-${note.number}`, note.url)} disabled={downloading !== null}>
              {downloading === `credit-note-${note.number}` ? t('Preparing…') : `${t('Download Credit Note')} ${note.number}`}
            </Button>
          ))}
          {order.canCancel && (
            <Button variant="ghost" onClick={() => setCancelOpen(true)}>
              {t('Cancel Order')}
            </Button>
          )}
        </div>
      </div>

      <Card className="order-detail__tracker">
        <OrderTracker status={order.status} history={order.statusHistory} />
        {order.status === 'CANCELLED' && order.cancelReason && <p className="muted center">{t('Reason:')}{' '}{order.cancelReason}</p>}
        {order.shipment && <ParcelTracking shipment={order.shipment} />}
      </Card>

      <div className="order-detail__grid">
        <Card>
          <h2>{t('Order details')}</h2>
          <dl className="facts">
            <div>
              <dt>{t('Order ID')}</dt>
              <dd>{order.id}</dd>
            </div>
            <div>
              <dt>{t('Status')}</dt>
              <dd>
                <Badge tone={order.status === 'CANCELLED' ? 'danger' : order.status === 'DELIVERED' ? 'success' : 'brand'}>{t(order.statusLabel)}</Badge>
              </dd>
            </div>
            <div>
              <dt>{t('Payment method')}</dt>
              <dd>{order.paymentMethod === 'COD' ? t('Cash on Delivery') : t('Pay Now (online)')}</dd>
            </div>
            <div>
              <dt>{t('Payment status')}</dt>
              <dd>
                <Badge tone={payment.tone}>{payment.text}</Badge>
              </dd>
            </div>
            <div>
              <dt>{t('Tax invoice')}</dt>
              <dd>{order.invoiceNumber ?? (order.status === 'CANCELLED' ? t('Not issued') : t('Issued when your order ships'))}</dd>
            </div>
            {order.creditNoteNumber && (
              <div>
                <dt>{t('Credit note')}</dt>
                <dd>{order.creditNoteNumber}</dd>
              </div>
            )}
          </dl>
        </Card>
        <Card>
          <h2>{t('Delivery address')}</h2>
          <address className="order-address">
            <strong>{a.fullName}</strong> <span className="badge badge--neutral">{a.addressType === 'WORK' ? t('Office') : t('Home')}</span>
            <br />
            {[a.houseName, a.address].filter(Boolean).join(', ')}
            <br />
            {[a.locality, a.landmark].filter(Boolean).join(', ')}
            {(a.locality || a.landmark) && <br />}
            {a.city}, {a.state} {a.pincode}
            <br />
            {t('Phone:')}{' '}{a.phone}
          </address>
        </Card>
      </div>

      <div className="order-detail__grid">
        <Card>
          <h2>{t('Items')}</h2>
          <ul className="summary-lines">
            {order.items.map((item) => (
              <li key={item.id} className="summary-line">
                {item.image ? <img src={item.image} alt="" width={56} height={70} /> : <span className="summary-line__ph" aria-hidden="true" />}
                <span className="summary-line__text">
                  {item.productId ? (
                    <Link className="summary-line__name" to={paths.productDetails(item.productId)}>
                      {item.productName}
                    </Link>
                  ) : (
                    <span className="summary-line__name">{item.productName}</span>
                  )}
                  <span className="muted small">
                    {item.colorName} · {item.size}{' '}· {t('Qty {n}', { n: item.quantity })} × {formatRupees(item.discountedPrice)}
                    {amountOf(item.originalPrice) > amountOf(item.discountedPrice) && <s className="price__was"> {formatRupees(item.originalPrice)}</s>}
                  </span>
                  {returnable(item.id) && (
                    <span className="order-item-return">
                      <Button small variant="secondary" onClick={() => setReturnItemId(item.id)}>
                        {t('Return or exchange')}
                      </Button>
                    </span>
                  )}
                </span>
                <span className="summary-line__price">{formatRupees(item.lineTotal)}</span>
              </li>
            ))}
          </ul>
          {returnOptions?.windowEndsAt && (
            <p className="muted small">
              {returnOptions.message ?? t('Returns and exchanges until {date}.', { date: formatDate(returnOptions.windowEndsAt) })}
            </p>
          )}
          <ReturnStatusCard returns={returns.data?.myReturns ?? []} />
        </Card>
        <Card>
          <h2>{t('Cost summary')}</h2>
          <dl className="totals">
            <div>
              <dt>{t('Items subtotal')}</dt>
              <dd>{formatRupees(order.itemsSubtotal)}</dd>
            </div>
            {amountOf(order.discountAmount) > 0 && (
              <div>
                <dt>{t('Coupon')}{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
                <dd>− {formatRupees(order.discountAmount)}</dd>
              </div>
            )}
            <div>
              <dt>{t('Shipping')}</dt>
              <dd>{formatRupees(order.shippingCharge)}</dd>
            </div>
            <div>
              <dt>{t('Tax')}</dt>
              <dd>{formatRupees(order.taxAmount)}</dd>
            </div>
            <div className="totals__grand">
              <dt>{t('Total')}</dt>
              <dd>{formatRupees(order.totalAmount)}</dd>
            </div>
          </dl>
          <p className="muted small">{t('Prices include GST; the invoice shows the tax.')}</p>
        </Card>
      </div>

      <Dialog
        open={cancelOpen}
        title={t('Cancel this order?')}
        onClose={keep}
        footer={
          <>
            <Button variant="secondary" onClick={keep}>
              {t('No, keep it')}
            </Button>
            <Button onClick={() => void confirmCancel()} disabled={cancelling}>
              {t('Yes, cancel it!')}
            </Button>
          </>
        }
      >
        <p>{t("You won't be able to revert this.")}</p>
        <TextAreaField
          label={t('Reason for cancelling')}
          required
          value={reason}
          maxLength={500}
          rows={3}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
        />
      </Dialog>
      {returnOptions && <ReturnRequestDialog options={returnOptions} item={returnOptions.items.find((i) => i.orderItemId === returnItemId) ?? null} onClose={() => setReturnItemId(null)} />}
      {payElement}
    </div>
  );
}

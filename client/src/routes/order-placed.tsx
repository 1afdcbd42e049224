/**
 * Order detail (/order-placed/{id}): the five-step tracker, facts, address, items, cost summary,
 * Download Invoice, Pay Now (unpaid online orders) and Cancel Order with a reason. Loads from the
 * URL alone.
 */
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { toast } from '../ui/toast';
import { RequireLogin } from '../features/session/RequireLogin';
import { CancelOrderMutation, OrderQuery } from '../features/orders/orders.documents';
import { OrderTracker } from '../features/orders/OrderTracker';
import { downloadInvoice } from '../features/orders/download-invoice';
import { usePayNow } from '../features/orders/use-pay-now';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Dialog } from '../ui/Dialog';
import { TextAreaField } from '../ui/Field';
import { Badge } from '../ui/Badge';
import { ErrorState, Loading } from '../ui/States';
import { formatDate, formatRupees } from '../ui/format';
import { paths } from '../config/paths';
import '../features/orders/orders.css';

export const CANCELLED_TEXT = 'Your order has been cancelled.';
export const ORDER_SAFE = 'Your order is safe :)';

export default function OrderPlacedRoute() {
  return (
    <RequireLogin>
      <OrderDetail />
    </RequireLogin>
  );
}

const errorText = (error: unknown) => (CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : null) || 'Something went wrong!';

function OrderDetail() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(OrderQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [cancelOpen, setCancelOpenState] = useState(false);
  // The dialog reports its closing more than once (button, then the native close event): answer once.
  const cancelOpenRef = useRef(false);
  const setCancelOpen = (open: boolean) => {
    cancelOpenRef.current = open;
    setCancelOpenState(open);
  };
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [cancelOrder, { loading: cancelling }] = useMutation(CancelOrderMutation);
  const { payNow, paying, element: payElement } = usePayNow();

  if (loading && !data) return <Loading text="Loading order..." />;
  if (error && !data) return <ErrorState text={error.message === 'Order not found.' ? 'Order not found.' : errorText(error)} />;
  const order = data!.order;
  const a = order.shippingAddress;
  const placedOn = order.statusHistory[0]?.date ?? null;

  const keep = () => {
    if (!cancelOpenRef.current) return;
    setCancelOpen(false);
    setReason('');
    setReasonError(null);
    toast.info(ORDER_SAFE);
  };
  const confirmCancel = async () => {
    if (!reason.trim()) {
      setReasonError('Please give a reason for cancelling.');
      return;
    }
    try {
      await cancelOrder({ variables: { orderId: order.id, reason: reason.trim() } });
      setCancelOpen(false);
      setReason('');
      toast.success(CANCELLED_TEXT);
    } catch (e) {
      setCancelOpen(false);
      toast.error(errorText(e));
    }
  };
  const invoice = async () => {
    setDownloading(true);
    try {
      await downloadInvoice(order.invoiceUrl, order.orderNumber);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="container page order-detail">
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: 'My Orders', to: paths.myOrders }, { label: `Order ${order.id}` }]} />
      <div className="order-detail__head">
        <div>
          <h1>Order #{order.id}</h1>
          <p className="muted">
            {order.orderNumber} · Placed on {formatDate(placedOn)}
          </p>
        </div>
        <div className="order-detail__actions">
          {order.canPay && (
            <Button onClick={() => void payNow(order.id)} disabled={paying === order.id}>
              {paying === order.id ? 'Opening payment…' : 'Pay Now'}
            </Button>
          )}
          {order.status !== 'CANCELLED' && (
            <Button variant="secondary" onClick={() => void invoice()} disabled={downloading}>
              {downloading ? 'Preparing…' : 'Download Invoice'}
            </Button>
          )}
          {order.canCancel && (
            <Button variant="ghost" onClick={() => setCancelOpen(true)}>
              Cancel Order
            </Button>
          )}
        </div>
      </div>

      <Card className="order-detail__tracker">
        <OrderTracker status={order.status} />
        {order.status === 'CANCELLED' && order.cancelReason && <p className="muted center">Reason: {order.cancelReason}</p>}
      </Card>

      <div className="order-detail__grid">
        <Card>
          <h2>Order details</h2>
          <dl className="facts">
            <div>
              <dt>Order ID</dt>
              <dd>{order.id}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <Badge tone={order.status === 'CANCELLED' ? 'danger' : order.status === 'DELIVERED' ? 'success' : 'brand'}>{order.statusLabel}</Badge>
              </dd>
            </div>
            <div>
              <dt>Payment method</dt>
              <dd>{order.paymentMethod === 'COD' ? 'Cash on Delivery' : 'Pay Now (online)'}</dd>
            </div>
            <div>
              <dt>Payment status</dt>
              <dd>
                <Badge tone={order.paymentStatus === 'PAID' ? 'success' : order.paymentStatus === 'PENDING' ? 'neutral' : 'danger'}>{order.paymentStatus.toLowerCase()}</Badge>
              </dd>
            </div>
            {order.invoiceNumber && (
              <div>
                <dt>Invoice</dt>
                <dd>{order.invoiceNumber}</dd>
              </div>
            )}
          </dl>
        </Card>
        <Card>
          <h2>Delivery address</h2>
          <address className="order-address">
            <strong>{a.fullName}</strong> <span className="badge badge--neutral">{a.addressType === 'Work' ? 'Office' : 'Home'}</span>
            <br />
            {[a.houseName, a.address].filter(Boolean).join(', ')}
            <br />
            {[a.locality, a.landmark].filter(Boolean).join(', ')}
            {(a.locality || a.landmark) && <br />}
            {a.city}, {a.state} {a.pincode}
            <br />
            Phone: {a.phone}
          </address>
        </Card>
      </div>

      <div className="order-detail__grid">
        <Card>
          <h2>Items</h2>
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
                    {item.colorName} · {item.size} · Qty {item.quantity} × {formatRupees(item.discountedPrice)}
                    {item.originalPrice > item.discountedPrice && <s className="price__was"> {formatRupees(item.originalPrice)}</s>}
                  </span>
                </span>
                <span className="summary-line__price">{formatRupees(item.lineTotal)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2>Cost summary</h2>
          <dl className="totals">
            <div>
              <dt>Items subtotal</dt>
              <dd>{formatRupees(order.itemsSubtotal)}</dd>
            </div>
            {order.discountAmount > 0 && (
              <div>
                <dt>Coupon{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
                <dd>− {formatRupees(order.discountAmount)}</dd>
              </div>
            )}
            <div>
              <dt>Shipping</dt>
              <dd>{formatRupees(order.shippingCharge)}</dd>
            </div>
            <div>
              <dt>Tax</dt>
              <dd>{formatRupees(order.taxAmount)}</dd>
            </div>
            <div className="totals__grand">
              <dt>Total</dt>
              <dd>{formatRupees(order.totalAmount)}</dd>
            </div>
          </dl>
          <p className="muted small">Prices include GST; the invoice shows the tax.</p>
        </Card>
      </div>

      <Dialog
        open={cancelOpen}
        title="Cancel this order?"
        onClose={keep}
        footer={
          <>
            <Button variant="secondary" onClick={keep}>
              No, keep it
            </Button>
            <Button onClick={() => void confirmCancel()} disabled={cancelling}>
              Yes, cancel it!
            </Button>
          </>
        }
      >
        <p>You won't be able to revert this.</p>
        <TextAreaField
          label="Reason for cancelling"
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
      {payElement}
    </div>
  );
}

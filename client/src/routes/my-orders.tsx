/**
 * My Orders (/my-orders): account sidebar, Ongoing (default) and History tabs over all of the
 * shopper's orders (one query), each card with id, placed-on date, payment method, thumbnails,
 * total, status, View Details and, for unpaid online orders, Pay Now; and each order's returns.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { RequireLogin } from '../features/session/RequireLogin';
import { AccountPage } from '../features/account/AccountSidebar';
import { MyOrdersQuery } from '../features/orders/orders.documents';
import { usePayNow } from '../features/orders/use-pay-now';
import { useOnlinePayments } from '../features/orders/use-online-payments';
import { paymentStatusText } from '../features/orders/payment-status';
import { Button, ButtonLink } from '../ui/Button';
import { Badge } from '../ui/Badge';
import { ErrorState, Loading } from '../ui/States';
import { formatDate, formatRupees } from '../ui/format';
import { paths } from '../config/paths';
import { useLiveOrders } from '../features/orders/use-live-orders';
import '../features/orders/orders.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { msg, t } from '../i18n/i18n';
import { MyReturnsQuery } from '../features/returns/returns.documents';
import { ReturnStatusCard } from '../features/returns/ReturnStatusCard';
import { useShowMore } from '../app/use-show-more';

type Tab = 'ongoing' | 'history';
const isHistory = (status: string) => status === 'DELIVERED' || status === 'CANCELLED';

export default function MyOrdersRoute() {
  useDocumentTitle('My Orders');
  return (
    <RequireLogin>
      <MyOrders />
    </RequireLogin>
  );
}

function MyOrders() {
  const [tab, setTab] = useState<Tab>('ongoing');
  const ordersQuery = useQuery(MyOrdersQuery, { fetchPolicy: 'cache-and-network' });
  const { data, loading, error, fetchMore } = ordersQuery;
  // Staff moves show up here by themselves (WebSocket; polling while it is down).
  useLiveOrders(ordersQuery);
  const { payNow, paying, element } = usePayNow();
  // Pay Now is offered only where the store takes online payments (storeSettings).
  const online = useOnlinePayments();
  const myReturns = useQuery(MyReturnsQuery, { fetchPolicy: 'cache-and-network' });
  const returnsOf = (orderId: string) => (myReturns.data?.myReturns ?? []).filter((r) => r.orderId === orderId);
  const page = data?.myOrders;
  const orders = (page?.edges ?? []).map((edge) => edge.node).filter((o) => (tab === 'history') === isHistory(o.status));
  const { showMore, loadingMore } = useShowMore(page?.pageInfo.endCursor, fetchMore, msg('Could not load more orders. Please try again.'));

  return (
    <AccountPage title={t('My Orders')}>
          <div className="order-tabs" role="tablist" aria-label={t('Orders')}>
            {(['ongoing', 'history'] as const).map((name) => (
              <button key={name} type="button" role="tab" id={`tab-${name}`} aria-selected={tab === name} aria-controls="orders-panel" className={`order-tab${tab === name ? ' order-tab--active' : ''}`} onClick={() => setTab(name)}>
                {name === 'ongoing' ? t('Ongoing') : t('History')}
              </button>
            ))}
          </div>
          <div id="orders-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {loading && !data ? (
              <Loading text={t('Loading orders...')} />
            ) : error && !data ? (
              <ErrorState text={t('Failed to fetch data')} />
            ) : orders.length === 0 ? (
              <p className="state">{tab === 'ongoing' ? t('No ongoing orders found.') : t('No history orders found.')}</p>
            ) : (
              <ul className="order-cards">
                {orders.map((order) => (
                  <li key={order.id} className="card card--padded order-card">
                    <div className="order-card__head">
                      <div>
                        <p className="order-card__id">
                          {t('Order ID:')}{' '}<strong>{order.id}</strong> <span className="muted small">({order.orderNumber})</span>
                        </p>
                        <p className="muted small">
                          {t('Placed on {date}', { date: formatDate(order.statusHistory[0]?.date ?? null) })} · {order.paymentMethod === 'COD' ? t('Cash on Delivery') : t('Pay Now')}
                          {order.paymentMethod === 'ONLINE' && ` (${paymentStatusText(order).text.toLowerCase()})`}
                        </p>
                      </div>
                      <Badge tone={order.status === 'CANCELLED' ? 'danger' : order.status === 'DELIVERED' ? 'success' : 'brand'}>{t(order.statusLabel)}</Badge>
                    </div>
                    <ul className="order-card__thumbs" aria-label={t('Items')}>
                      {order.items.map((item) => (
                        <li key={item.id} className="order-thumb">
                          {item.image ? <img src={item.image} alt={item.productName} width={56} height={70} loading="lazy" /> : <span className="summary-line__ph" />}
                          <span className="order-thumb__qty">
                            <span className="visually-hidden">{t('Quantity')}{' '}</span>×{item.quantity}
                          </span>
                        </li>
                      ))}
                    </ul>
                    {order.shipment && order.status !== 'DELIVERED' && order.status !== 'CANCELLED' && (
                      <p className="muted small" data-testid="order-card-parcel">
                        {order.shipment.courierName} · {t('AWB')} {order.shipment.awb}
                        {order.shipment.expectedDelivery && <> · {t('Expected delivery')}: {formatDate(`${order.shipment.expectedDelivery}T12:00:00+05:30`)}</>}
                      </p>
                    )}
                    <ReturnStatusCard returns={returnsOf(order.id)} compact />
                    <div className="order-card__foot">
                      <p>
                        {t('Total:')}{' '}<strong>{formatRupees(order.totalAmount)}</strong>
                      </p>
                      <div className="order-card__actions">
                        {order.canPay && online.enabled && (
                          <Button small onClick={() => void payNow(order.id)} disabled={paying === order.id}>
                            {paying === order.id ? t('Opening…') : t('Pay Now')}
                          </Button>
                        )}
                        <ButtonLink small variant="secondary" to={paths.orderPlaced(order.id)}>
                          {t('View Details')}
                        </ButtonLink>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {/* Older orders come a page at a time; either tab may be waiting for them. */}
            {page?.pageInfo.hasNextPage && (
              <Button variant="secondary" onClick={showMore} disabled={loadingMore}>
                {loadingMore ? t('Loading...') : t('Show more orders')}
              </Button>
            )}
          </div>
      {element}
    </AccountPage>
  );
}

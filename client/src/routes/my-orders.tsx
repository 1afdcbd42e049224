/**
 * My Orders (/my-orders): account sidebar, Ongoing (default) and History tabs over all of the
 * shopper's orders (one query), each card with id, placed-on date, payment method, thumbnails,
 * total, status, View Details and, for unpaid online orders, Pay Now.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { RequireLogin } from '../features/session/RequireLogin';
import { AccountPage } from '../features/account/AccountSidebar';
import { MyOrdersQuery } from '../features/orders/orders.documents';
import { usePayNow } from '../features/orders/use-pay-now';
import { Button, ButtonLink } from '../ui/Button';
import { Badge } from '../ui/Badge';
import { ErrorState, Loading } from '../ui/States';
import { formatDate, formatRupees } from '../ui/format';
import { paths } from '../config/paths';
import '../features/orders/orders.css';

type Tab = 'ongoing' | 'history';
const isHistory = (status: string) => status === 'DELIVERED' || status === 'CANCELLED';

export default function MyOrdersRoute() {
  return (
    <RequireLogin>
      <MyOrders />
    </RequireLogin>
  );
}

function MyOrders() {
  const [tab, setTab] = useState<Tab>('ongoing');
  const { data, loading, error } = useQuery(MyOrdersQuery, { fetchPolicy: 'cache-and-network' });
  const { payNow, paying, element } = usePayNow();
  const orders = (data?.myOrders ?? []).filter((o) => (tab === 'history') === isHistory(o.status));

  return (
    <AccountPage title="My Orders">
          <div className="order-tabs" role="tablist" aria-label="Orders">
            {(['ongoing', 'history'] as const).map((t) => (
              <button key={t} type="button" role="tab" id={`tab-${t}`} aria-selected={tab === t} aria-controls="orders-panel" className={`order-tab${tab === t ? ' order-tab--active' : ''}`} onClick={() => setTab(t)}>
                {t === 'ongoing' ? 'Ongoing' : 'History'}
              </button>
            ))}
          </div>
          <div id="orders-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {loading && !data ? (
              <Loading text="Loading orders..." />
            ) : error && !data ? (
              <ErrorState text="Failed to fetch data" />
            ) : orders.length === 0 ? (
              <p className="state">{tab === 'ongoing' ? 'No ongoing orders found.' : 'No history orders found.'}</p>
            ) : (
              <ul className="order-cards">
                {orders.map((order) => (
                  <li key={order.id} className="card card--padded order-card">
                    <div className="order-card__head">
                      <div>
                        <p className="order-card__id">
                          Order ID: <strong>{order.id}</strong> <span className="muted small">({order.orderNumber})</span>
                        </p>
                        <p className="muted small">
                          Placed on {formatDate(order.statusHistory[0]?.date ?? null)} · {order.paymentMethod === 'COD' ? 'Cash on Delivery' : 'Pay Now'}
                          {order.paymentMethod === 'ONLINE' && ` (${order.paymentStatus.toLowerCase()})`}
                        </p>
                      </div>
                      <Badge tone={order.status === 'CANCELLED' ? 'danger' : order.status === 'DELIVERED' ? 'success' : 'brand'}>{order.statusLabel}</Badge>
                    </div>
                    <ul className="order-card__thumbs" aria-label="Items">
                      {order.items.map((item) => (
                        <li key={item.id} className="order-thumb">
                          {item.image ? <img src={item.image} alt={item.productName} width={56} height={70} loading="lazy" /> : <span className="summary-line__ph" />}
                          <span className="order-thumb__qty">
                            <span className="visually-hidden">Quantity </span>×{item.quantity}
                          </span>
                        </li>
                      ))}
                    </ul>
                    <div className="order-card__foot">
                      <p>
                        Total: <strong>{formatRupees(order.totalAmount)}</strong>
                      </p>
                      <div className="order-card__actions">
                        {order.canPay && (
                          <Button small onClick={() => void payNow(order.id)} disabled={paying === order.id}>
                            {paying === order.id ? 'Opening…' : 'Pay Now'}
                          </Button>
                        )}
                        <ButtonLink small variant="secondary" to={paths.orderPlaced(order.id)}>
                          View Details
                        </ButtonLink>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
      {element}
    </AccountPage>
  );
}

import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { getStaffSession } from '../session';
import { ErrorNote, Loading, rupees, Section } from '../ui';
import { SalesChart } from './SalesChart';
import './store-settings.css';

const OverviewQuery = graphql(`
  query AdminOverview {
    dashboardOverview {
      todayOrders
      todayRevenue
      weekOrders
      weekRevenue
      waiting {
        status
        count
      }
      lowStock {
        variantSizeId
        productId
        productName
        colorName
        size
        stock
      }
      dailySales {
        day
        orders
        revenue
      }
      store {
        setupComplete
        missingForInvoices
      }
      disabledWebhookEndpoints
    }
  }
`);

const WAITING_LABEL: Record<string, string> = { PLACED: 'To confirm', PROCESSING: 'To ship', SHIPPED: 'With courier', OUT_FOR_DELIVERY: 'Out for delivery' };

export default function Overview() {
  const { data, error, loading } = useQuery(OverviewQuery);
  const o = data?.dashboardOverview;
  return (
    <>
      <h1>Overview</h1>
      <ErrorNote error={error} />
      {loading && !o && <Loading />}
      {o && (
        <>
          {o.store.missingForInvoices.length > 0 && (
            <p className="admin-setup-warning" role="status" data-testid="invoicing-warning">
              <strong>Orders cannot be invoiced or shipped yet:</strong> the seller&rsquo;s {o.store.missingForInvoices.join(', ')} {o.store.missingForInvoices.length === 1 ? 'is' : 'are'} not set.{' '}
              <Link to={o.store.setupComplete ? '/admin/settings' : '/admin/setup'}>Open Store settings</Link> (the owner sets them).
            </p>
          )}
          {o.disabledWebhookEndpoints > 0 && getStaffSession()?.staff.role === 'owner' && (
            <p className="admin-error" role="alert">
              {o.disabledWebhookEndpoints === 1 ? 'A partner webhook endpoint is disabled' : `${o.disabledWebhookEndpoints} partner webhook endpoints are disabled`}: partners are not being told about orders. <Link to="/admin/webhooks">See why and enable it →</Link>
            </p>
          )}
          <div className="admin-grid">
            <Stat label="Orders today" value={String(o.todayOrders)} />
            <Stat label="Revenue today" value={rupees(o.todayRevenue)} />
            <Stat label="Orders this week" value={String(o.weekOrders)} />
            <Stat label="Revenue this week" value={rupees(o.weekRevenue)} />
          </div>
          <div className="admin-cols">
            <Section title="Orders waiting">
              <ul className="admin-list">
                {o.waiting.map((w) => (
                  <li key={w.status}>
                    <Link to={`/admin/orders?status=${w.status}`}>
                      {WAITING_LABEL[w.status] ?? w.status}: <strong>{w.count}</strong>
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
            <Section title="Low stock (5 or fewer)">
              {o.lowStock.length === 0 ? (
                <p className="admin-muted">Every size has more than 5 pieces.</p>
              ) : (
                <div className="admin-table-wrap">
                  <table className="admin-table">
                    <thead>
                      <tr>
                        <th scope="col">Product</th>
                        <th scope="col">Colour</th>
                        <th scope="col">Size</th>
                        <th scope="col" className="num">
                          Left
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {o.lowStock.slice(0, 8).map((s) => (
                        <tr key={s.variantSizeId}>
                          <td>{s.productName}</td>
                          <td>{s.colorName}</td>
                          <td>{s.size}</td>
                          <td className="num">{s.stock}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Section>
          </div>
          <Section title="Daily sales, last 30 days">
            <SalesChart days={o.dailySales} />
          </Section>
        </>
      )}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="admin-card">
      <div className="admin-muted">{label}</div>
      <p className="admin-stat">{value}</p>
    </div>
  );
}

import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { dateTime, ErrorNote, Loading, rupees, Section, StatusBadge } from '../ui';

const CustomerQuery = graphql(`
  query AdminCustomerPage($id: ID!) {
    adminCustomer(id: $id) {
      customer {
        id
        phone
        name
        email
        createdAt
        orderCount
      }
      orders {
        id
        orderNumber
        status
        statusLabel
        totalAmount { amount currencyCode }
        createdAt
      }
      addresses {
        id
        fullName
        phone
        houseName
        address
        locality
        city
        state
        pincode
      }
      notifications {
        id
        title
        body
        sentAt
        readAt
      }
    }
  }
`);

export default function CustomerPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useQuery(CustomerQuery, { variables: { id } });
  if (loading && !data) return <Loading />;
  if (!data)
    return (
      <>
        <h1>Customer</h1>
        <ErrorNote error={error} />
      </>
    );
  const { customer: c, orders, addresses, notifications } = data.adminCustomer;
  return (
    <>
      <p>
        <Link to="/admin/customers">← Customers</Link>
      </p>
      <h1>{c.name || c.phone}</h1>
      <p className="admin-muted">
        {c.phone} · {c.email || 'no email'} · customer since {dateTime(c.createdAt)} (read only)
      </p>
      <Section title={`Orders (${c.orderCount})`}>
        {orders.length === 0 ? (
          <p className="admin-muted">No orders yet.</p>
        ) : (
          <ul className="admin-list">
            {orders.map((o) => (
              <li key={o.id}>
                <Link to={`/admin/orders/${o.id}`}>{o.orderNumber}</Link> · {dateTime(o.createdAt)} · <StatusBadge status={o.status} label={o.statusLabel} /> · {rupees(o.totalAmount)}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <div className="admin-cols" style={{ marginTop: 16 }}>
        <Section title="Addresses">
          {addresses.length === 0 ? (
            <p className="admin-muted">None saved.</p>
          ) : (
            <ul className="admin-list">
              {addresses.map((a) => (
                <li key={a.id}>
                  {a.fullName}, {a.houseName}, {a.address}
                  {a.locality && `, ${a.locality}`}, {a.city}, {a.state} {a.pincode} ({a.phone})
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Notifications">
          <ul className="admin-list">
            {notifications.map((n) => (
              <li key={n.id}>
                <strong>{n.title}</strong> · {dateTime(n.sentAt)} {n.readAt ? '' : <span className="admin-badge">unread</span>}
                <br />
                <span className="admin-muted">{n.body}</span>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}

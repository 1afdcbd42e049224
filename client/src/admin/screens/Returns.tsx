/** Returns and exchanges: the list (filter by status) for fulfilment staff and owners. */
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { ReturnStatus } from '../gql/graphql';
import { dateTime, ErrorNote, Loading, pickupDay, rupees, StatusBadge } from '../ui';

const ReturnsQuery = graphql(`
  query AdminReturns($status: ReturnStatus, $limit: Int!, $offset: Int!) {
    adminReturns(status: $status, limit: $limit, offset: $offset) {
      total
      returns {
        customerPhone
        request {
          id
          returnNumber
          orderId
          orderNumber
          kind
          status
          statusLabel
          quantity
          productName
          size
          exchangeSize
          refundAmount { amount currencyCode }
          pickupDate
          createdAt
        }
      }
    }
  }
`);

export const RETURN_STATUS_OPTIONS: ReadonlyArray<readonly [ReturnStatus, string]> = [
  ['REQUESTED', 'Requested'],
  ['APPROVED', 'Pickup scheduled'],
  ['PICKED_UP', 'Picked up'],
  ['RECEIVED', 'Received'],
  ['REFUNDED', 'Refunded'],
  ['EXCHANGE_SHIPPED', 'Exchange shipped'],
  ['REJECTED', 'Rejected'],
];

const PAGE = 25;

export default function Returns() {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') as ReturnStatus) || null;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const { data, error, loading } = useQuery(ReturnsQuery, { variables: { status, limit: PAGE, offset: page * PAGE }, fetchPolicy: 'cache-and-network' });
  const total = data?.adminReturns.total ?? 0;
  const go = (next: { status?: string | null; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.status === undefined ? status : next.status;
    if (s) p.set('status', s);
    if (next.page) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <>
      <h1>Returns</h1>
      <div className="admin-filters" role="group" aria-label="Filter returns">
        <label className="admin-field">
          <span>Status</span>
          <select value={status ?? ''} onChange={(e) => go({ status: e.target.value || null, page: 0 })}>
            <option value="">Any</option>
            {RETURN_STATUS_OPTIONS.map(([v, text]) => (
              <option key={v} value={v}>
                {text}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote error={error} />
      {loading && !data && <Loading />}
      {data && (
        <>
          <p className="admin-muted" role="status">
            {total === 0 ? 'No return requests match.' : `${total} request${total === 1 ? '' : 's'}; showing ${page * PAGE + 1}–${Math.min(total, (page + 1) * PAGE)}.`}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="admin-skip">Return and exchange requests, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Asked</th>
                  <th scope="col">Item</th>
                  <th scope="col">Status</th>
                  <th scope="col">Pickup</th>
                  <th scope="col" className="num">
                    Refund
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.adminReturns.returns.map(({ request: r, customerPhone }) => (
                  <tr key={r.id}>
                    <td>
                      <Link to={`/admin/returns/${r.id}`}>{r.returnNumber}</Link>
                      <br />
                      <span className="admin-muted">
                        {r.orderNumber} · {customerPhone}
                      </span>
                    </td>
                    <td>{dateTime(r.createdAt)}</td>
                    <td>
                      {r.productName} ({r.size}) × {r.quantity}
                      <br />
                      <span className="admin-muted">{r.kind === 'EXCHANGE' ? `Exchange for ${r.exchangeSize}` : 'Return'}</span>
                    </td>
                    <td>
                      <StatusBadge status={r.status} label={r.statusLabel} />
                    </td>
                    <td>{pickupDay(r.pickupDate)}</td>
                    <td className="num">{r.kind === 'EXCHANGE' ? '—' : rupees(r.refundAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="admin-pager" aria-label="Pages">
            <button className="admin-btn admin-btn--small" type="button" disabled={page === 0} onClick={() => go({ page: page - 1 })}>
              Previous
            </button>
            <button className="admin-btn admin-btn--small" type="button" disabled={(page + 1) * PAGE >= total} onClick={() => go({ page: page + 1 })}>
              Next
            </button>
          </nav>
        </>
      )}
    </>
  );
}

import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { dateTime, ErrorNote, Loading, StatusBadge } from '../ui';

const DeliveriesQuery = graphql(`
  query AdminOutboxDeliveries($status: OutboxDeliveryStatus) {
    outboxDeliveries(status: $status, first: 100) {
      eventId
      event
      consumer
      status
      attempts
      lastError
      createdAt
      nextAttemptAt
      deliveredAt
    }
  }
`);

const RetryDelivery = graphql(`
  mutation AdminRetryOutboxDelivery($eventId: ID!, $consumer: String!) {
    retryOutboxDelivery(eventId: $eventId, consumer: $consumer)
  }
`);

const FILTERS = [
  ['DEAD', 'Failed on every try'],
  ['PENDING', 'Waiting or retrying'],
  ['DELIVERED', 'Delivered'],
] as const;

type Status = (typeof FILTERS)[number][0];

/**
 * The outbox, for owners: every side effect of a change (a shopper's notification, a live order
 * event) is delivered by the server with retries; what failed on every try waits here to be sent again.
 */
export default function Deliveries() {
  const [status, setStatus] = useState<Status>('DEAD');
  const { data, error, loading } = useQuery(DeliveriesQuery, { variables: { status }, fetchPolicy: 'cache-and-network' });
  const [retry, retryState] = useMutation(RetryDelivery, { refetchQueries: ['AdminOutboxDeliveries'], awaitRefetchQueries: true });
  const rows = data?.outboxDeliveries ?? [];
  return (
    <>
      <h1>Deliveries</h1>
      <p className="admin-muted">
        What a change must send on (a shopper's notification, a live order update) is kept and delivered by the server, retried with a growing wait. A delivery that failed on every try is listed here: fix the cause, then send it again.
      </p>
      <div className="admin-filters">
        <label className="admin-field">
          <span>Show</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote error={error ?? retryState.error} />
      {loading && !data && <Loading />}
      {data && rows.length === 0 && <p role="status">{status === 'DEAD' ? 'Nothing failed: every delivery got through.' : 'No deliveries here.'}</p>}
      {rows.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">To</th>
                <th scope="col">Tries</th>
                <th scope="col">State</th>
                <th scope="col">Last error</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.eventId}:${row.consumer}`}>
                  <td>{dateTime(row.createdAt)}</td>
                  <td>
                    {row.event} <span className="admin-muted">#{row.eventId}</span>
                  </td>
                  <td>{row.consumer}</td>
                  <td>{row.attempts}</td>
                  <td>
                    <StatusBadge status={row.status === 'DELIVERED' ? 'DELIVERED' : row.status === 'DEAD' ? 'CANCELLED' : 'PLACED'} label={row.status === 'DEAD' ? 'failed' : row.status === 'PENDING' ? `next ${dateTime(row.nextAttemptAt)}` : 'delivered'} />
                  </td>
                  <td className="admin-muted">{row.lastError ?? ''}</td>
                  <td>
                    {row.status === 'DEAD' && (
                      <button type="button" className="admin-btn admin-btn--small" disabled={retryState.loading} onClick={() => void retry({ variables: { eventId: row.eventId, consumer: row.consumer } })}>
                        Send again
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

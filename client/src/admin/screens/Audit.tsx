import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { dateTime, ErrorNote, Loading } from '../ui';

const AuditQuery = graphql(`
  query AdminAuditLog($entityType: String, $limit: Int!, $offset: Int!) {
    auditLog(entityType: $entityType, limit: $limit, offset: $offset) {
      id
      staffId
      staffPhone
      role
      action
      entityType
      entityId
      before
      after
      at
    }
  }
`);

const PAGE = 50;
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

export default function Audit() {
  const [entityType, setEntityType] = useState('');
  const [page, setPage] = useState(0);
  const { data, error, loading } = useQuery(AuditQuery, { variables: { entityType: entityType || null, limit: PAGE, offset: page * PAGE } });
  const rows = data?.auditLog ?? [];
  return (
    <>
      <h1>Audit log</h1>
      <div className="admin-filters">
        <label className="admin-field">
          <span>Changes to</span>
          <select value={entityType} onChange={(e) => (setEntityType(e.target.value), setPage(0))}>
            <option value="">Everything</option>
            <option value="order">Orders</option>
            <option value="staff">Staff</option>
            <option value="product">Products</option>
            <option value="coupon">Coupons</option>
          </select>
        </label>
      </div>
      <ErrorNote error={error} />
      {loading && !data && <Loading />}
      {data && rows.length === 0 && <p role="status">No changes recorded.</p>}
      {rows.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-skip">Staff changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{dateTime(r.at)}</td>
                  <td>
                    {r.staffPhone ?? (r.staffId === 'owner' ? 'staff token' : `#${r.staffId}`)}
                    <br />
                    <span className="admin-muted">{r.role}</span>
                  </td>
                  <td>
                    {r.action}
                    <br />
                    <span className="admin-muted">
                      {r.entityType} {r.entityId}
                    </span>
                  </td>
                  <td>
                    <code>{show(r.before)}</code>
                  </td>
                  <td>
                    <code>{show(r.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="admin-pager" aria-label="Pages">
        <button className="admin-btn admin-btn--small" type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Newer
        </button>
        <button className="admin-btn admin-btn--small" type="button" disabled={rows.length < PAGE} onClick={() => setPage(page + 1)}>
          Older
        </button>
      </nav>
    </>
  );
}

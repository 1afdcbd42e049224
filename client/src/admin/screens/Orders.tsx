import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { AdminOrderFilter, OrderStatus, PaymentMethod, PaymentStatus } from '../gql/graphql';
import { downloadFile, StaffApiError } from '../api';
import { shownError } from '../errors';
import { dateTime, ErrorNote, Loading, ORDER_STATUS_OPTIONS, rupees, StatusBadge } from '../ui';

const OrdersQuery = graphql(`
  query AdminOrders($filter: AdminOrderFilter, $limit: Int!, $offset: Int!) {
    adminOrders(filter: $filter, limit: $limit, offset: $offset) {
      total
      orders {
        id
        orderNumber
        status
        statusLabel
        paymentStatus
        paymentMethod
        totalAmount
        createdAt
        customerPhone
        customerName
        itemCount
        city
      }
    }
  }
`);

const PAGE = 25;
const FILTER_KEYS = ['status', 'paymentStatus', 'paymentMethod', 'from', 'to', 'search'] as const;

export default function Orders() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const filter: AdminOrderFilter = {
    status: (params.get('status') as OrderStatus) || null,
    paymentStatus: (params.get('paymentStatus') as PaymentStatus) || null,
    paymentMethod: (params.get('paymentMethod') as PaymentMethod) || null,
    from: params.get('from') || null,
    to: params.get('to') || null,
    search: params.get('search') || null,
  };
  const { data, error, loading } = useQuery(OrdersQuery, { variables: { filter, limit: PAGE, offset: page * PAGE } });
  const [exportError, setExportError] = useState<string | null>(null);
  const fieldError = shownError(error)?.field;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const exportCsv = () => {
    setExportError(null);
    const query = new URLSearchParams([...params].filter(([key]) => key !== 'page'));
    downloadFile(`/admin/files/orders.csv?${query}`, 'orders.csv').catch((e) => setExportError(e instanceof StaffApiError ? e.message : 'The export failed.'));
  };
  const total = data?.adminOrders.total ?? 0;

  return (
    <>
      <h1>Orders</h1>
      <form className="admin-filters" onSubmit={apply} aria-label="Filter orders" key={params.toString()}>
        <Select name="status" label="Status" value={filter.status} options={ORDER_STATUS_OPTIONS} />
        <Select name="paymentStatus" label="Payment" value={filter.paymentStatus} options={[['PENDING', 'Pending'], ['PAID', 'Paid'], ['FAILED', 'Failed'], ['REFUNDED', 'Refunded']]} />
        <Select name="paymentMethod" label="Method" value={filter.paymentMethod} options={[['COD', 'Cash on delivery'], ['ONLINE', 'Online']]} />
        <Input name="from" label="From" type="date" value={filter.from} invalid={fieldError === 'from'} />
        <Input name="to" label="To" type="date" value={filter.to} invalid={fieldError === 'to'} />
        <Input name="search" label="Order number or phone" value={filter.search} invalid={fieldError === 'search'} />
        <div className="admin-actions">
          <button className="admin-btn admin-btn--primary" type="submit">
            Apply
          </button>
          <button className="admin-btn" type="button" onClick={() => setParams(new URLSearchParams())}>
            Clear
          </button>
          <button className="admin-btn" type="button" onClick={exportCsv}>
            Export CSV
          </button>
        </div>
      </form>
      <ErrorNote error={error} />
      {exportError && (
        <p className="admin-error" role="alert">
          {exportError}
        </p>
      )}
      {loading && !data && <Loading />}
      {data && (
        <>
          <p className="admin-muted" role="status">
            {total === 0 ? 'No orders match.' : `${total} order${total === 1 ? '' : 's'}; showing ${page * PAGE + 1}–${Math.min(total, (page + 1) * PAGE)}.`}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="admin-skip">Orders, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col" className="num">
                    Items
                  </th>
                  <th scope="col" className="num">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.adminOrders.orders.map((o) => (
                  <tr key={o.id}>
                    <td>
                      <Link to={`/admin/orders/${o.id}`}>{o.orderNumber}</Link>
                    </td>
                    <td>{dateTime(o.createdAt)}</td>
                    <td>
                      {o.customerName || '—'}
                      <br />
                      <span className="admin-muted">
                        {o.customerPhone} · {o.city}
                      </span>
                    </td>
                    <td>
                      <StatusBadge status={o.status} label={o.statusLabel} />
                    </td>
                    <td>
                      {o.paymentMethod === 'COD' ? 'COD' : 'Online'} · {o.paymentStatus.toLowerCase()}
                    </td>
                    <td className="num">{o.itemCount}</td>
                    <td className="num">{rupees(o.totalAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="admin-pager" aria-label="Pages">
            <button className="admin-btn admin-btn--small" type="button" disabled={page === 0} onClick={() => setPage(params, setParams, page - 1)}>
              Previous
            </button>
            <button className="admin-btn admin-btn--small" type="button" disabled={(page + 1) * PAGE >= total} onClick={() => setPage(params, setParams, page + 1)}>
              Next
            </button>
          </nav>
        </>
      )}
    </>
  );
}

function setPage(params: URLSearchParams, setParams: (p: URLSearchParams) => void, page: number) {
  const next = new URLSearchParams(params);
  if (page > 0) next.set('page', String(page));
  else next.delete('page');
  setParams(next);
}

function Select({ name, label, value, options }: { name: string; label: string; value: string | null | undefined; options: ReadonlyArray<readonly [string, string]> }) {
  return (
    <label className="admin-field">
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ''}>
        <option value="">Any</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function Input({ name, label, value, type = 'text', invalid }: { name: string; label: string; value: string | null | undefined; type?: string; invalid?: boolean }) {
  return (
    <label className="admin-field">
      <span>{label}</span>
      <input name={name} type={type} defaultValue={value ?? ''} aria-invalid={invalid || undefined} />
    </label>
  );
}

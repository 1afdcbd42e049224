import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { shownError } from '../errors';
import { dateTime, ErrorNote, Loading } from '../ui';

const CustomersQuery = graphql(`
  query AdminCustomers($query: String!) {
    adminCustomers(query: $query) {
      id
      phone
      name
      email
      createdAt
      orderCount
    }
  }
`);

export default function Customers() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const { data, error, loading } = useQuery(CustomersQuery, { variables: { query }, skip: !query });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const invalid = shownError(error)?.field === 'query';
  return (
    <>
      <h1>Customers</h1>
      <form className="admin-filters" onSubmit={submit} role="search" aria-label="Find customers">
        <label className="admin-field">
          <span>Phone or name</span>
          <input name="q" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={invalid || undefined} />
        </label>
        <button className="admin-btn admin-btn--primary" type="submit">
          Find
        </button>
      </form>
      <ErrorNote error={error} />
      {loading && <Loading />}
      {data && data.adminCustomers.length === 0 && <p role="status">No customer matches “{query}”.</p>}
      {data && data.adminCustomers.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Phone</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Since</th>
                <th scope="col" className="num">
                  Orders
                </th>
              </tr>
            </thead>
            <tbody>
              {data.adminCustomers.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={`/admin/customers/${c.id}`}>{c.phone}</Link>
                  </td>
                  <td>{c.name || '—'}</td>
                  <td>{c.email || '—'}</td>
                  <td>{dateTime(c.createdAt)}</td>
                  <td className="num">{c.orderCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

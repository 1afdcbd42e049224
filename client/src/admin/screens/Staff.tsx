import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { StaffRole } from '../gql/graphql';
import { shownError } from '../errors';
import { getStaffSession } from '../session';
import { dateTime, ErrorNote, Loading, Section } from '../ui';

const StaffQuery = graphql(`
  query AdminStaff {
    staffAccounts {
      id
      phone
      name
      role
      createdAt
    }
    staffSessions {
      id
      staffId
      ip
      userAgent
      createdAt
      lastSeenAt
      expiresAt
      active
    }
  }
`);
const Invite = graphql(`
  mutation AdminInviteStaff($phone: String!, $role: StaffRole!, $name: String) {
    inviteStaff(phone: $phone, role: $role, name: $name) {
      id
    }
  }
`);
const ChangeRole = graphql(`
  mutation AdminChangeStaffRole($id: ID!, $role: StaffRole!) {
    changeStaffRole(staffId: $id, role: $role) {
      id
      role
    }
  }
`);
const Remove = graphql(`
  mutation AdminRemoveStaff($id: ID!) {
    removeStaff(staffId: $id) {
      id
    }
  }
`);
const Revoke = graphql(`
  mutation AdminRevokeSession($id: ID!) {
    revokeStaffSession(sessionId: $id) {
      id
      active
    }
  }
`);

const ROLES: Array<[StaffRole, string]> = [
  ['OWNER', 'Owner: everything, manages staff'],
  ['CATALOGUE', 'Catalogue: products, stock, merchandising, coupons'],
  ['FULFILMENT', 'Fulfilment: orders, returns, invoices'],
];
const roleName = (role: string) => role.charAt(0) + role.slice(1).toLowerCase();

export default function Staff() {
  const { data, error, loading, refetch } = useQuery(StaffQuery);
  const refresh = { onCompleted: () => void refetch() };
  const [invite, inviteState] = useMutation(Invite, refresh);
  const [changeRole, changeState] = useMutation(ChangeRole, refresh);
  const [remove, removeState] = useMutation(Remove, refresh);
  const [revoke, revokeState] = useMutation(Revoke, refresh);
  const me = getStaffSession()?.staff.id;
  const rowError = [changeState.error, removeState.error, revokeState.error].find(Boolean);
  const accounts = data?.staffAccounts ?? [];
  const nameOf = (staffId: string) => {
    const a = accounts.find((x) => x.id === staffId);
    return a ? (a.name ?? a.phone) : `#${staffId}`;
  };
  return (
    <>
      <h1>Staff</h1>
      <p>
        <Link to="/admin/audit">Audit log of staff changes →</Link>
      </p>
      <ErrorNote error={error} />
      <InviteForm busy={inviteState.loading} error={inviteState.error} onInvite={(v) => invite({ variables: v }).then(() => true, () => false)} done={!!inviteState.data && !inviteState.loading} />
      {loading && !data && <Loading />}
      <ErrorNote error={rowError} />
      {data && (
        <>
          <div className="admin-table-wrap" style={{ margin: '16px 0' }}>
            <table className="admin-table">
              <caption className="admin-skip">Staff accounts</caption>
              <thead>
                <tr>
                  <th scope="col">Phone</th>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Added</th>
                  <th scope="col">Remove</th>
                </tr>
              </thead>
              <tbody>
                {accounts.map((a) => (
                  <tr key={a.id}>
                    <td>{a.phone}</td>
                    <td>{a.name ?? '—'}</td>
                    <td>
                      <select aria-label={`Role of ${a.name ?? a.phone}`} value={a.role} onChange={(e) => changeRole({ variables: { id: a.id, role: e.target.value as StaffRole } }).catch(() => undefined)}>
                        {ROLES.map(([value]) => (
                          <option key={value} value={value}>
                            {roleName(value)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>{dateTime(a.createdAt)}</td>
                    <td>
                      {a.id === me ? (
                        <span className="admin-muted">you</span>
                      ) : (
                        <button
                          className="admin-btn admin-btn--small admin-btn--danger"
                          type="button"
                          onClick={() => window.confirm(`Remove ${a.name ?? a.phone}? Their logins end at once.`) && remove({ variables: { id: a.id } }).catch(() => undefined)}
                        >
                          Remove
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Section title="Live sessions">
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Who</th>
                    <th scope="col">Started</th>
                    <th scope="col">Last used</th>
                    <th scope="col">Ends</th>
                    <th scope="col">From</th>
                    <th scope="col">Revoke</th>
                  </tr>
                </thead>
                <tbody>
                  {data.staffSessions.map((s) => (
                    <tr key={s.id}>
                      <td>{nameOf(s.staffId)}</td>
                      <td>{dateTime(s.createdAt)}</td>
                      <td>{dateTime(s.lastSeenAt)}</td>
                      <td>{dateTime(s.expiresAt)}</td>
                      <td title={s.userAgent ?? ''}>{s.ip ?? '—'}</td>
                      <td>
                        <button className="admin-btn admin-btn--small" type="button" onClick={() => revoke({ variables: { id: s.id } }).catch(() => undefined)}>
                          Revoke
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
        </>
      )}
    </>
  );
}

function InviteForm({ busy, error, done, onInvite }: { busy: boolean; error: unknown; done: boolean; onInvite: (v: { phone: string; role: StaffRole; name: string | null }) => Promise<boolean> }) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('FULFILMENT');
  const shown = shownError(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onInvite({ phone, role, name: name.trim() || null }).then((ok) => {
      if (!ok) return;
      setPhone('');
      setName('');
    });
  };
  return (
    <Section title="Invite a staff member">
      <form className="admin-filters" onSubmit={submit} aria-label="Invite a staff member">
        <label className="admin-field">
          <span>Mobile number</span>
          <input name="phone" inputMode="numeric" value={phone} onChange={(e) => setPhone(e.target.value)} required aria-invalid={shown?.field === 'phone' || undefined} aria-describedby={shown?.field === 'phone' ? 'invite-phone-error' : undefined} />
          {shown?.field === 'phone' && (
            <span className="admin-field-error" id="invite-phone-error">
              {shown.message}
            </span>
          )}
        </label>
        <label className="admin-field">
          <span>Name (optional)</span>
          <input name="name" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="admin-field">
          <span>Role</span>
          <select name="role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {ROLES.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <button className="admin-btn admin-btn--primary" type="submit" disabled={busy}>
          Invite
        </button>
      </form>
      {shown && !shown.field && <ErrorNote error={error} />}
      {done && (
        <p className="admin-note" role="status">
          Invited: they log in at /admin with their phone and a one-time code.
        </p>
      )}
    </Section>
  );
}

/**
 * The staff dashboard at /admin: its own Apollo client (/admin/graphql, staff token), login, nav and
 * routes. Loaded on demand from the shop's router, so none of it is in the shopper's bundle.
 */
import { Suspense, useMemo } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { graphql } from './gql';
import { createAdminClient } from './apollo';
import { logout } from './api';
import { Login } from './Login';
import { adminRoutes } from './routes';
import { roleMay, useStaffSession } from './session';
import './admin.css';

const ROLE_NAMES = { owner: 'Owner', catalogue: 'Catalogue', fulfilment: 'Fulfilment' } as const;

const SetupGateQuery = graphql(`
  query AdminSetupGate {
    adminStoreSettings {
      brandName
      updatedAt
    }
  }
`);

/**
 * An owner lands on the first-run setup until the store's settings are saved once (an empty
 * store has none): brand, seller, contact, shipping and returns come before anything else.
 */
function OwnerSetupGate() {
  const { data } = useQuery(SetupGateQuery);
  const location = useLocation();
  if (!data || data.adminStoreSettings || location.pathname.startsWith('/admin/setup')) return null;
  return <Navigate to="/admin/setup" replace />;
}

export default function AdminApp() {
  const session = useStaffSession();
  // A new client per login: nothing cached from one staff member is shown to the next.
  const client = useMemo(() => createAdminClient(), [session?.token]);
  if (!session) return <Login />;
  const role = session.staff.role;
  const nav = adminRoutes.filter((route) => route.label && roleMay(role, route.roles));
  return (
    <ApolloProvider client={client}>
      <div className="admin">
        <a className="admin-skip" href="#main">
          Skip to content
        </a>
        <header className="admin-top">
          <span className="admin-brand">Staff dashboard</span>
          <nav aria-label="Dashboard" className="admin-nav">
            {nav.map((route) => (
              <NavLink key={route.path} to={`/admin/${route.path}`} end={route.path === ''}>
                {route.label}
              </NavLink>
            ))}
          </nav>
          <span className="admin-who">
            {session.staff.name ?? session.staff.phone} · <span data-testid="staff-role">{ROLE_NAMES[role]}</span>
          </span>
          <button className="admin-btn admin-btn--small" type="button" onClick={() => void logout()}>
            Log out
          </button>
        </header>
        {role === 'owner' && <OwnerSetupGate />}
        <main className="admin-main" id="main" tabIndex={-1}>
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Routes>
              {adminRoutes.map((route) => (
                <Route key={route.path} path={route.path === '' ? undefined : route.path} index={route.path === ''} element={route.element} />
              ))}
              <Route path="*" element={<p>There is no such dashboard page.</p>} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </ApolloProvider>
  );
}

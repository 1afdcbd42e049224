import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLogout } from '../session/use-logout';
import { useSession } from '../session/session-store';
import './account.css';
import { t, msg } from '../../i18n/i18n';

const LINKS = [
  { to: paths.myOrders, label: msg('My Order') },
  { to: paths.myWallet, label: msg('My Wallet') },
  { to: paths.myAddress, label: msg('My Address') },
  { to: paths.myProfile, label: msg('My Profile') },
];

/** The account sidebar of the spec: My Order, My Wallet, My Address, My Profile, Logout. */
export function AccountSidebar() {
  const logout = useLogout();
  const session = useSession();
  return (
    <aside className="account-sidebar" aria-label={t('Account')}>
      {session?.phone && (
        <p className="account-sidebar__who">
          <span className="muted">{t('Logged in as')}</span>
          <strong>+91 {session.phone}</strong>
        </p>
      )}
      <nav>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => (isActive ? 'account-sidebar__link is-active' : 'account-sidebar__link')}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="account-sidebar__link account-sidebar__logout" onClick={() => void logout()}>
              {t('Logout')}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}

/** An account screen: the sidebar beside the screen's own content, with its heading. */
export function AccountPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="container page account-page">
      <AccountSidebar />
      <section className="account-page__main" aria-labelledby="account-title">
        <div className="account-page__head">
          <h1 id="account-title">{title}</h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
}

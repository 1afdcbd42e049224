import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { SectionsQuery } from '../../features/catalog/sections.query';
import { SearchBox } from '../../features/search/SearchBox';
import { WishlistLink } from '../../features/wishlist/WishlistLink';
import { NotificationsButton } from '../../features/notifications/NotificationsButton';
import { CartButton } from '../../features/cart/CartButton';
import { useSession } from '../../features/session/session-store';
import { useLogout } from '../../features/session/use-logout';
import { useLoginRedirectState } from '../../features/session/RequireLogin';
import { paths } from '../../config/paths';
import { CloseIcon, MenuIcon, UserIcon } from '../../ui/icons';

/** Header on every screen: app banner, logo, section menus, search, account, wishlist, bell, cart. */
export function Header() {
  const { data } = useQuery(SectionsQuery);
  const sections = data?.sections ?? [];
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const loginState = useLoginRedirectState();
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);

  return (
    <header className="site-header">
      <p className="app-banner">Our new Android &amp; iOS app is launching soon. Shop Kapda on the go!</p>
      <div className="container site-header__bar">
        <button type="button" className="icon-btn site-header__menu" aria-label="Open menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <MenuIcon />
        </button>
        <Link to={paths.home} className="logo" aria-label="Kapda home">
          Kapda<span className="logo__dot">.</span>
        </Link>
        <nav className="site-nav" aria-label="Sections">
          {sections.map((section) => (
            <div key={section.id} className="site-nav__item">
              <NavLink to={paths.productListing(section.categories.map((c) => c.name).join(','))} state={{ sections: section.id, categoryIds: section.categories.map((c) => c.id) }} className="site-nav__link">
                {section.name}
              </NavLink>
              <div className="site-nav__panel">
                {section.categories.map((category) => (
                  <Link key={category.id} to={paths.categoryProducts(category.id)}>
                    {category.name}
                  </Link>
                ))}
              </div>
            </div>
          ))}
          <NavLink to={paths.newArrivals} className="site-nav__link">
            New Arrivals
          </NavLink>
          <NavLink to={paths.shop} className="site-nav__link">
            Shop
          </NavLink>
        </nav>
        <div className="site-header__search">
          <SearchBox />
        </div>
        <div className="site-header__actions">
          <div className="popover-anchor">
            <button
              type="button"
              className="icon-btn"
              aria-label={session ? 'Your account' : 'Log in'}
              aria-expanded={accountOpen}
              onClick={() => (session ? setAccountOpen(!accountOpen) : navigate(paths.login, { state: loginState }))}
            >
              <UserIcon />
            </button>
            {session && accountOpen && (
              <div className="popover account-menu" onClick={() => setAccountOpen(false)}>
                <Link to={paths.myProfile}>My Profile</Link>
                <Link to={paths.myOrders}>My Orders</Link>
                <Link to={paths.myAddress}>My Address</Link>
                <Link to={paths.myWallet}>My Wallet</Link>
                <button type="button" onClick={() => void logout()}>
                  Logout
                </button>
              </div>
            )}
          </div>
          <WishlistLink />
          <NotificationsButton />
          <CartButton />
        </div>
      </div>

      {menuOpen && (
        <div className="drawer" role="dialog" aria-modal="true" aria-label="Menu" onClick={() => setMenuOpen(false)}>
          <div className="drawer__panel" onClick={(e) => e.stopPropagation()}>
            <div className="drawer__head">
              <span className="logo">Kapda</span>
              <button type="button" className="icon-btn" aria-label="Close menu" onClick={() => setMenuOpen(false)}>
                <CloseIcon />
              </button>
            </div>
            <nav aria-label="Mobile" onClick={() => setMenuOpen(false)}>
              {sections.map((section) => (
                <details key={section.id} open={section.gender === 'men'}>
                  <summary>{section.name}</summary>
                  {section.categories.map((category) => (
                    <Link key={category.id} to={paths.categoryProducts(category.id)}>
                      {category.name}
                    </Link>
                  ))}
                </details>
              ))}
              <Link to={paths.newArrivals}>New Arrivals</Link>
              <Link to={paths.shop}>Shop by Category</Link>
              <Link to={paths.wishlist}>Wishlist</Link>
              {session ? (
                <>
                  <Link to={paths.myProfile}>My Profile</Link>
                  <Link to={paths.myOrders}>My Orders</Link>
                  <button type="button" className="drawer__logout" onClick={() => void logout()}>
                    Logout
                  </button>
                </>
              ) : (
                <Link to={paths.login} state={loginState}>
                  Log in
                </Link>
              )}
            </nav>
          </div>
        </div>
      )}
    </header>
  );
}

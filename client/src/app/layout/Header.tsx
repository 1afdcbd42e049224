import { useShop } from '../../features/shop/use-shop';
import { setStoreBrand } from '../../ui/use-document-title';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useSections } from '../../features/catalog/use-sections';
import { SearchBox } from '../../features/search/SearchBox';
import { WishlistLink } from '../../features/wishlist/WishlistLink';
import { CartButton } from '../../features/cart/CartButton';
import { useSession } from '../../features/session/session-store';
import { useLogout } from '../../features/session/use-logout';
import { useLoginRedirectState } from '../../features/session/RequireLogin';
import { paths } from '../../config/paths';
import { InstallBanner } from '../../features/pwa/InstallBanner';
import { BellIcon, CloseIcon, MenuIcon, UserIcon } from '../../ui/icons';
import { LanguageSwitch } from './LanguageSwitch';
import { t } from '../../i18n/i18n';

/**
 * The bell's popup, its feed query and mutations load beside the start-up chunks, not in them
 * (initial JavaScript budget, issue 17 item 7): until they arrive (a few ms after the first
 * render) the same button is drawn without its popup; a signed-in shopper's unread badge comes
 * from the feed query either way.
 */
const NotificationsButton = lazy(() =>
  import('../../features/notifications/NotificationsButton')
    .then((module) => ({ default: module.NotificationsButton }))
    // A chunk that cannot load (offline, a deploy replaced it) must not take the header down.
    .catch(() => ({ default: BellPlaceholder })),
);

function BellPlaceholder() {
  return (
    <div className="popover-anchor">
      <button type="button" className="icon-btn" aria-label={t('Notifications')} aria-expanded={false} aria-haspopup="dialog">
        <BellIcon />
      </button>
    </div>
  );
}

type Section = { id: string; categories: { id: string; name: string }[] };
/** A section's page (Men, Women): the listing of all its categories. */
const sectionPath = (section: Section) => paths.productListing(section.categories.map((c) => c.name).join(','));
const sectionState = (section: Section) => ({ sections: section.id, categoryIds: section.categories.map((c) => c.id) });

/**
 * Publishes the sticky header's height as --site-header-height on <html>, so toasts (layout.css)
 * open below it and never cover the account, wishlist, bell and cart icons. The height changes
 * with the width (the banner wraps, phones have a second row for search).
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const publish = () => document.documentElement.style.setProperty('--site-header-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

/** Header on every screen: app banner, logo, section menus, search, account, wishlist, bell, cart. */
export function Header() {
  const sections = useSections() ?? [];
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const loginState = useLoginRedirectState();
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  usePublishedHeight(headerRef);
  // The brand is the owner's (store settings); the page shell shows it before this answers.
  const shop = useShop();
  const brand = shop?.brandName ?? '';
  useEffect(() => setStoreBrand(shop?.brandName ?? null), [shop?.brandName]);

  return (
    <header className="site-header" ref={headerRef}>
      <InstallBanner />
      <div className="container site-header__bar">
        <button type="button" className="icon-btn site-header__menu" aria-label={t('Open menu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <MenuIcon />
        </button>
        <Link to={paths.home} className="logo" aria-label={t('{brand} home', { brand })}>
          {shop?.logoUrl ? <img className="logo__image" src={shop.logoUrl} alt="" height={32} /> : null}
          {brand}
          <span className="logo__dot">.</span>
        </Link>
        <nav className="site-nav" aria-label={t('Sections')}>
          {sections.map((section) => (
            <div key={section.id} className="site-nav__item">
              <NavLink to={sectionPath(section)} state={sectionState(section)} className="site-nav__link">
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
            {t('New Arrivals')}
          </NavLink>
          <NavLink to={paths.shop} className="site-nav__link">
            {t('Shop')}
          </NavLink>
        </nav>
        <div className="site-header__search">
          <SearchBox />
        </div>
        <div className="site-header__actions">
          <LanguageSwitch id="header-language" className="site-header__language" />
          <div className="popover-anchor">
            <button
              type="button"
              className="icon-btn"
              aria-label={session ? t('Your account') : t('Log in')}
              aria-expanded={accountOpen}
              onClick={() => (session ? setAccountOpen(!accountOpen) : navigate(paths.login, { state: loginState }))}
            >
              <UserIcon />
            </button>
            {session && accountOpen && (
              <div className="popover account-menu" onClick={() => setAccountOpen(false)}>
                <Link to={paths.myProfile}>{t('My Profile')}</Link>
                <Link to={paths.myOrders}>{t('My Orders')}</Link>
                <Link to={paths.myAddress}>{t('My Address')}</Link>
                <Link to={paths.myWallet}>{t('My Wallet')}</Link>
                <button type="button" onClick={() => void logout()}>
                  {t('Logout')}
                </button>
              </div>
            )}
          </div>
          <WishlistLink />
          <Suspense fallback={<BellPlaceholder />}>
            <NotificationsButton />
          </Suspense>
          <CartButton />
        </div>
      </div>

      {menuOpen && (
        <div className="drawer" role="dialog" aria-modal="true" aria-label={t('Menu')} onClick={() => setMenuOpen(false)}>
          <div className="drawer__panel" onClick={(e) => e.stopPropagation()}>
            <div className="drawer__head">
              <span className="logo">{brand}</span>
              <button type="button" className="icon-btn" aria-label={t('Close menu')} onClick={() => setMenuOpen(false)}>
                <CloseIcon />
              </button>
            </div>
            <LanguageSwitch id="menu-language" className="drawer__language" />
            {/* Following a link closes the menu; opening a section (its <summary>) keeps it open. */}
            <nav aria-label={t('Mobile')} onClick={(event) => (event.target as Element).closest('a') && setMenuOpen(false)}>
              {sections.map((section) => (
                <details key={section.id} open={section.gender === 'MEN'}>
                  <summary>{section.name}</summary>
                  <Link to={sectionPath(section)} state={sectionState(section)} className="drawer__all">
                    {t('All {section}', { section: section.name })}
                  </Link>
                  {section.categories.map((category) => (
                    <Link key={category.id} to={paths.categoryProducts(category.id)}>
                      {category.name}
                    </Link>
                  ))}
                </details>
              ))}
              <Link to={paths.newArrivals}>{t('New Arrivals')}</Link>
              <Link to={paths.shop}>{t('Shop by Category')}</Link>
              <Link to={paths.wishlist}>{t('Wishlist')}</Link>
              {session ? (
                <>
                  <Link to={paths.myProfile}>{t('My Profile')}</Link>
                  <Link to={paths.myOrders}>{t('My Orders')}</Link>
                  <button type="button" className="drawer__logout" onClick={() => void logout()}>
                    {t('Logout')}
                  </button>
                </>
              ) : (
                <Link to={paths.login} state={loginState}>
                  {t('Log in')}
                </Link>
              )}
            </nav>
          </div>
        </div>
      )}
    </header>
  );
}

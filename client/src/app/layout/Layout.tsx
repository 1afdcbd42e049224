import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from './Header';
import { Loading } from '../../ui/States';
import { t } from '../../i18n/i18n';

/**
 * The footer is below the fold on every screen: its code (texts, links, the language switch) loads
 * after the start-up chunks rather than with them, which keeps the initial JavaScript within its
 * 170 KB budget now that every text goes through t() (README, Decisions: "Hindi").
 */
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

/** The app shell: header, the route's screen, footer; toasts (top-right, 3 s as the spec says) mount on first use (ui/toast.ts). */
export function Layout() {
  return (
    <>
      <a href="#main" className="skip-link">
        {t('Skip to content')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

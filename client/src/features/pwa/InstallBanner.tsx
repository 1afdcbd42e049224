import { useShop } from '../shop/use-shop';
import { lazy, Suspense, useId, useState } from 'react';
import { promptInstall, useInstallState } from './install-prompt';
import { t } from '../../i18n/i18n';

// The help text loads when asked for (it is not needed for the first screen of any page); if it
// cannot load (offline), one line says the same.
const InstallHelp = lazy(() =>
  import('./InstallHelp').catch(() => ({
    default: ({ id }: { id: string }) => (
      <p id={id} className="install-help container">
        {t('Open your browser’s menu and choose “Add to Home screen”.')}
      </p>
    ),
  })),
);

/**
 * The spec's "our app is launching" banner, which now installs the store as an app: Install opens
 * the browser's own install dialog where it offers one (beforeinstallprompt), and otherwise shows
 * how to add Kapda to the home screen from the browser's menu. The button has one label in every
 * case (and in the HTML shell of index.html) so the banner never changes height as the app starts.
 */
export function InstallBanner() {
  const brand = useShop()?.brandName ?? '';
  const install = useInstallState();
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  const offered = install === 'available';

  const onInstall = async () => {
    if (offered && (await promptInstall()) !== 'unavailable') return;
    setHelpOpen((open) => !open);
  };

  return (
    <>
      <p className="app-banner">
        {t('Our new Android & iOS app is launching soon. Shop {brand} on the go!', { brand })}{' '}
        {install !== 'installed' && (
          <button
            type="button"
            className="app-banner__install"
            aria-haspopup={offered ? 'dialog' : undefined}
            aria-expanded={offered ? undefined : helpOpen}
            aria-controls={offered || !helpOpen ? undefined : helpId}
            onClick={() => void onInstall()}
          >
            {t('Install app')}
          </button>
        )}
      </p>
      {helpOpen && (
        <Suspense fallback={null}>
          <InstallHelp id={helpId} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

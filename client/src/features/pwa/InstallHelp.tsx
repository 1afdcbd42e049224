import { useShop } from '../shop/use-shop';
import { t } from '../../i18n/i18n';
/** How to add Kapda to the home screen from the browser's menu (browsers that offer no install dialog). */
export default function InstallHelp({ id, onClose }: { id: string; onClose: () => void }) {
  const brand = useShop()?.brandName ?? '';
  return (
    <section id={id} className="install-help" aria-label={t('Install the {brand} app', { brand })}>
      <div className="container install-help__inner">
        <div>
          <p className="install-help__title">{t('Add {brand} to your home screen', { brand })}</p>
          <ul>
            <li>
              <strong>{t('Android (Chrome):')}</strong>{' '}{t('open the browser menu')}{' '}<span aria-hidden="true">⋮</span>{' '}{t('and choose “Add to Home screen” or “Install app”.')}
            </li>
            <li>
              <strong>{t('iPhone and iPad (Safari):')}</strong>{' '}{t('tap Share, then “Add to Home Screen”.')}
            </li>
            <li>
              <strong>{t('Computer (Chrome, Edge):')}</strong>{' '}{t('click the install icon at the right of the address bar.')}
            </li>
          </ul>
          <p className="install-help__note">{t('{brand} then opens like an app, full screen, and shows a clear page when you are offline.', { brand })}</p>
        </div>
        <button type="button" className="install-help__close" onClick={onClose}>
          {t('Close')}
        </button>
      </div>
    </section>
  );
}

import { useRouteError } from 'react-router-dom';
import { Button, ButtonLink } from '../../ui/Button';
import { paths } from '../../config/paths';
import { t } from '../../i18n/i18n';

/**
 * Shown when a screen fails to load or render (most often a new release replaced the screen's
 * code chunk while the page was open): a plain apology and a reload, never a stack trace.
 */
export function RouteError() {
  const error = useRouteError();
  const isChunkError = error instanceof Error && /(dynamically imported module|preload CSS|Loading chunk)/i.test(error.message);
  return (
    <div className="container page state" role="alert">
      <h1>{isChunkError ? t('The store was just updated') : t('Something went wrong')}</h1>
      <p>{isChunkError ? t('Reload the page to get the latest version.') : t('Please try again. If it keeps happening, go back to the home page.')}</p>
      <p style={{ display: 'flex', gap: 'var(--space-3)', justifyContent: 'center' }}>
        <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
        <ButtonLink variant="secondary" to={paths.home} reloadDocument>
          {t('Home')}
        </ButtonLink>
      </p>
    </div>
  );
}

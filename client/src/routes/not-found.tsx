import { ButtonLink } from '../ui/Button';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';

export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <div className="container page state">
      <h1>{t('Page not found')}</h1>
      <p>{t("We couldn't find that page. It may have moved, or the link may be mistyped.")}</p>
      <ButtonLink to={paths.home}>{t('Continue shopping')}</ButtonLink>
    </div>
  );
}

import './pages.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';

/** Combo pack (spec: only the heading). */
export default function ComboPackRoute() {
  useDocumentTitle('Combo Pack');
  return (
    <div className="container page combo">
      <h1>{t('Combo Pack Here!')}</h1>
    </div>
  );
}

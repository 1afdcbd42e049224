import { PolicyPage } from '../features/catalog/PolicyPage';
import { t } from '../i18n/i18n';

/** Terms & Conditions (/terms-condition): title and sanitized HTML from the server. */
export default function TermsConditionRoute() {
  return <PolicyPage type="TERMS" fallbackTitle={t('Terms & Conditions')} />;
}

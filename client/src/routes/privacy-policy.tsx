import { PolicyPage } from '../features/catalog/PolicyPage';
import { t } from '../i18n/i18n';

/** Privacy Policy (/privacy-Policy): title and sanitized HTML from the server. */
export default function PrivacyPolicyRoute() {
  return <PolicyPage type="PRIVACY_POLICY" fallbackTitle={t('Privacy Policy')} />;
}

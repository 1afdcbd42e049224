import { PolicyPage } from '../features/catalog/PolicyPage';
import { t } from '../i18n/i18n';

/** Cancellation & Refund (/cancellation-refund): the owner's text from the server, the store's figures filled in. */
export default function CancellationRefundRoute() {
  return <PolicyPage type="CANCELLATION_REFUND" fallbackTitle={t('Cancellation & Refund')} />;
}

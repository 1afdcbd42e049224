import { PolicyPage } from '../features/catalog/PolicyPage';
import { t } from '../i18n/i18n';

/** Shipping & Delivery (/shiping-delivery, the spec's spelling): the owner's text from the server, the store's figures filled in. */
export default function ShippingDeliveryRoute() {
  return <PolicyPage type="SHIPPING_DELIVERY" fallbackTitle={t('Shipping & Delivery')} />;
}

import { Breadcrumb } from '../ui/Breadcrumb';
import { paths } from '../config/paths';
import './pages.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';
import { useShop } from '../features/shop/use-shop';
import { returnsSentence } from '../features/shop/shop-texts';

/** Cancellation & Refund policy (spec section 9; the return window from the store's settings). */
export default function CancellationRefundRoute() {
  useDocumentTitle('Cancellation & Refund');
  // The window is the store's setting: the same the order page and the server apply.
  const shop = useShop();
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Cancellation & Refund') }]} />
      <article className="prose">
        <h1>{t('Cancellation & Refund')}</h1>
        <h2>{t('Cancelling an order')}</h2>
        <ul>
          <li>{t('You can cancel an order only within 7 days of placing it, and only before it has been shipped.')}</li>
          <li>{t('To cancel, open the order on the My Orders page, choose Cancel Order and tell us the reason.')}</li>
          <li>{t('Perishable items cannot be cancelled.')}</li>
        </ul>
        <h2>{t('Damaged or not as described')}</h2>
        <p>{t('If an item arrives damaged or is not as described, tell us within 7 days of receiving it, with photos of the item and its packaging, and we will arrange a replacement or a refund.')}</p>
        <h2>{t('Refunds')}</h2>
        <ul>
          <li>{t('Approved refunds take 7 days to reach your original payment method.')}</li>
          <li>{t('Cash on delivery orders are refunded to a bank account or UPI ID of your choice.')}</li>
        </ul>
        <h2>{t('Returns')}</h2>
        {shop && <p>{returnsSentence(shop)}</p>}
      </article>
    </div>
  );
}

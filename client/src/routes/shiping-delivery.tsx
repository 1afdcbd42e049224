import { Breadcrumb } from '../ui/Breadcrumb';
import { paths } from '../config/paths';
import './pages.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';
import { useShop } from '../features/shop/use-shop';
import { deliverySentence, shippingSentence } from '../features/shop/shop-texts';

/** Shipping & Delivery policy (spec section 9; charges and days from the store's settings). The path keeps the spec's spelling. */
export default function ShippingDeliveryRoute() {
  useDocumentTitle('Shipping & Delivery');
  // The figures are the store's settings: the same the cart and checkout charge.
  const shop = useShop();
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Shipping & Delivery') }]} />
      <article className="prose">
        <h1>{t('Shipping & Delivery')}</h1>
        <p>{t('We deliver across India. Here is what to expect once you place an order.')}</p>
        <h2>{t('Shipping time')}</h2>
        <ul>
          <li>{t('Orders are shipped within 0-7 days of being placed, depending on the item and your location.')}</li>
          {shop && <li>{deliverySentence(shop)}</li>}
          <li>{t('Delivery times may be longer during festivals, sales and in remote areas.')}</li>
        </ul>
        <h2>{t('Shipping charges')}</h2>
        <ul>
          {shop && <li>{shippingSentence(shop)}</li>}
          <li>{t('Cash on delivery is offered where it is available for your pincode.')}</li>
        </ul>
        <h2>{t('Tracking your order')}</h2>
        <p>{t('Follow every step of your order, from Order Progress to Delivered, on the My Orders page. We also send you a notification when the status changes.')}</p>
        <h2>{t('Where we deliver')}</h2>
        <p>{t('Enter your pincode on any product page to check whether we deliver to your area and whether cash on delivery is available there.')}</p>
      </article>
    </div>
  );
}

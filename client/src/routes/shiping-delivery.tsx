import { Breadcrumb } from '../ui/Breadcrumb';
import { paths } from '../config/paths';
import './pages.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';

/** Shipping & Delivery policy (static text, spec section 9). The path keeps the spec's spelling. */
export default function ShippingDeliveryRoute() {
  useDocumentTitle('Shipping & Delivery');
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Shipping & Delivery') }]} />
      <article className="prose">
        <h1>{t('Shipping & Delivery')}</h1>
        <p>{t('We deliver across India. Here is what to expect once you place an order.')}</p>
        <h2>{t('Shipping time')}</h2>
        <ul>
          <li>{t('Orders are shipped within 0-7 days of being placed, depending on the item and your location.')}</li>
          <li>{t('Your expected delivery date is shown on the product page when you check your pincode; it is usually 6 days from the order.')}</li>
          <li>{t('Delivery times may be longer during festivals, sales and in remote areas.')}</li>
        </ul>
        <h2>{t('Shipping charges')}</h2>
        <ul>
          <li>{t('Shipping is free when you pay online with Pay Now, and free on orders over ₹1,000 paid online.')}</li>
          <li>{t('Cash on delivery orders carry a shipping charge of ₹49, where cash on delivery is available for your pincode.')}</li>
        </ul>
        <h2>{t('Tracking your order')}</h2>
        <p>{t('Follow every step of your order, from Order Progress to Delivered, on the My Orders page. We also send you a notification when the status changes.')}</p>
        <h2>{t('Where we deliver')}</h2>
        <p>{t('Enter your pincode on any product page to check whether we deliver to your area and whether cash on delivery is available there.')}</p>
      </article>
    </div>
  );
}

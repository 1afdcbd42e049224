import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { t } from '../../i18n/i18n';
import { useShop } from '../../features/shop/use-shop';
import { returnsBlurb, shippingBlurb } from '../../features/shop/shop-texts';

const SOCIAL_NAMES = { facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter', linkedin: 'LinkedIn' } as const;

/**
 * Footer on every screen: the spec's three blurbs, about text, links, contact and copyright. The
 * brand, contact and the shipping and returns figures are the store's settings (useShop), the same
 * figures checkout charges: the footer cannot promise what the bill does not give.
 */
export function Footer() {
  const shop = useShop();
  const shipping = shop ? shippingBlurb(shop) : null;
  const returns = shop ? returnsBlurb(shop) : null;
  const socials = shop ? (Object.keys(SOCIAL_NAMES) as Array<keyof typeof SOCIAL_NAMES>).filter((name) => shop.socialLinks[name]) : [];
  const phoneHref = shop ? `tel:${shop.supportPhone.replace(/[^+\d]/g, '')}` : '';
  return (
    <footer className="site-footer">
      <div className="container">
        <ul className="blurbs">
          {shipping && (
            <li>
              <strong>{shipping.title}</strong>
              <span>{shipping.detail}</span>
            </li>
          )}
          {returns && (
            <li>
              <strong>{returns.title}</strong>
              <span>{returns.detail}</span>
            </li>
          )}
          <li>
            <strong>{t('Secure payments')}</strong>
            <span>{t('Cards, UPI, net banking or cash on delivery')}</span>
          </li>
        </ul>
        <div className="site-footer__grid">
          <section>
            <h2 className="site-footer__heading">{t('About Us')}</h2>
            {shop && <p>{t("{brand} brings India's favourite kurtas, sarees, shirts and everyday wear to your door: honest prices and quality fabrics.", { brand: shop.brandName })}</p>}
            {socials.length > 0 && (
              <p className="socials">
                {socials.map((name) => (
                  <a key={name} href={shop!.socialLinks[name]} rel="noopener noreferrer" target="_blank">
                    {SOCIAL_NAMES[name]}
                  </a>
                ))}
              </p>
            )}
            <LanguageSwitch id="footer-language" className="site-footer__language" />
          </section>
          <nav aria-label={t('Account')}>
            <h2 className="site-footer__heading">{t('Account')}</h2>
            <Link to={paths.myProfile}>{t('My Account')}</Link>
            <Link to={paths.myOrders}>{t('Track My Order')}</Link>
            <Link to={{ pathname: paths.home, hash: '#offers' }}>{t('Offers')}</Link>
          </nav>
          <nav aria-label={t('Information')}>
            <h2 className="site-footer__heading">{t('Information')}</h2>
            <Link to={paths.about}>{t('About Us')}</Link>
            <Link to={paths.contact}>{t('Contact Us')}</Link>
            <Link to={paths.privacyPolicy}>{t('Privacy Policy')}</Link>
            <Link to={paths.terms}>{t('Terms & Conditions')}</Link>
            <Link to={paths.shippingDelivery}>{t('Shipping & Delivery')}</Link>
            <Link to={paths.cancellationRefund}>{t('Cancellation & Refund')}</Link>
          </nav>
          <section>
            <h2 className="site-footer__heading">{t('Contact')}</h2>
            {shop?.configured && (
              <address>
                {shop.officeAddress && (
                  <>
                    {shop.officeAddress}
                    <br />
                  </>
                )}
                <a href={phoneHref}>{shop.supportPhone}</a>
                <br />
                <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>
                {shop.supportHours && (
                  <>
                    <br />
                    {shop.supportHours}
                  </>
                )}
              </address>
            )}
          </section>
        </div>
        <div className="site-footer__bottom">
          <span>
            © {new Date().getFullYear()} {shop ? t('{name}. All rights reserved.', { name: (shop.legalName || shop.brandName).replace(/\.$/, '') }) : null}
          </span>
          <span className="cards">
            {t('We accept VISA · Mastercard · RuPay · UPI')}
          </span>
        </div>
      </div>
    </footer>
  );
}

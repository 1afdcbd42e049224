import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { t } from '../../i18n/i18n';

/** Footer on every screen: the spec's three blurbs, about text, links, contact and copyright. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <ul className="blurbs">
          <li>
            <strong>{t('Free shipping')}</strong>
            <span>{t('On orders over ₹1,000 paid online')}</span>
          </li>
          <li>
            <strong>{t('Free returns')}</strong>
            <span>{t('Within 24 hours of purchase')}</span>
          </li>
          <li>
            <strong>{t('Secure payments')}</strong>
            <span>{t('Cards, UPI, net banking or cash on delivery')}</span>
          </li>
        </ul>
        <div className="site-footer__grid">
          <section>
            <h2 className="site-footer__heading">{t('About Us')}</h2>
            <p>
              {t("Kapda brings India's favourite kurtas, sarees, shirts and everyday wear to your door: honest prices, quality fabrics and easy returns.")}
            </p>
            <p className="socials">
              <a href="https://facebook.com" rel="noopener noreferrer" target="_blank">Facebook</a>
              <a href="https://instagram.com" rel="noopener noreferrer" target="_blank">Instagram</a>
              <a href="https://twitter.com" rel="noopener noreferrer" target="_blank">Twitter</a>
              <a href="https://linkedin.com" rel="noopener noreferrer" target="_blank">LinkedIn</a>
            </p>
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
            <address>
              {t('2nd Floor, Hazratganj Market, Lucknow, Uttar Pradesh 226001')}
              <br />
              <a href="tel:+915224000000">+91 522 400 0000</a>
              <br />
              <a href="mailto:sales@kapda.example">{t('sales@kapda.example')}</a>
            </address>
          </section>
        </div>
        <div className="site-footer__bottom">
          <span>© {new Date().getFullYear()}{' '}{t('Kapda Fashions Pvt. Ltd. All rights reserved.')}</span>
          <span className="cards">
            {t('We accept VISA · Mastercard · RuPay · UPI')}
          </span>
        </div>
      </div>
    </footer>
  );
}

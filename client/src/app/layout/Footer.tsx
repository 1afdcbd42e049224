import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** Footer on every screen: the spec's three blurbs, about text, links, contact and copyright. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <ul className="blurbs">
          <li>
            <strong>Free shipping</strong>
            <span>On orders over ₹1,000 paid online</span>
          </li>
          <li>
            <strong>Free returns</strong>
            <span>Within 24 hours of purchase</span>
          </li>
          <li>
            <strong>Secure payments</strong>
            <span>Cards, UPI, net banking or cash on delivery</span>
          </li>
        </ul>
        <div className="site-footer__grid">
          <section>
            <h2 className="site-footer__heading">About Us</h2>
            <p>
              Kapda brings India's favourite kurtas, sarees, shirts and everyday wear to your door: honest prices, quality fabrics and easy returns.
            </p>
            <p className="socials">
              <a href="https://facebook.com" rel="noopener noreferrer" target="_blank">Facebook</a>
              <a href="https://instagram.com" rel="noopener noreferrer" target="_blank">Instagram</a>
              <a href="https://twitter.com" rel="noopener noreferrer" target="_blank">Twitter</a>
              <a href="https://linkedin.com" rel="noopener noreferrer" target="_blank">LinkedIn</a>
            </p>
          </section>
          <nav aria-label="Account">
            <h2 className="site-footer__heading">Account</h2>
            <Link to={paths.myProfile}>My Account</Link>
            <Link to={paths.myOrders}>Track My Order</Link>
            <Link to={{ pathname: paths.home, hash: '#offers' }}>Offers</Link>
          </nav>
          <nav aria-label="Information">
            <h2 className="site-footer__heading">Information</h2>
            <Link to={paths.about}>About Us</Link>
            <Link to={paths.contact}>Contact Us</Link>
            <Link to={paths.privacyPolicy}>Privacy Policy</Link>
            <Link to={paths.terms}>Terms &amp; Conditions</Link>
            <Link to={paths.shippingDelivery}>Shipping &amp; Delivery</Link>
            <Link to={paths.cancellationRefund}>Cancellation &amp; Refund</Link>
          </nav>
          <section>
            <h2 className="site-footer__heading">Contact</h2>
            <address>
              2nd Floor, Hazratganj Market, Lucknow, Uttar Pradesh 226001
              <br />
              <a href="tel:+915224000000">+91 522 400 0000</a>
              <br />
              <a href="mailto:sales@kapda.example">sales@kapda.example</a>
            </address>
          </section>
        </div>
        <div className="site-footer__bottom">
          <span>© {new Date().getFullYear()} Kapda Fashions Pvt. Ltd. All rights reserved.</span>
          <span className="cards">
            We accept VISA · Mastercard · RuPay · UPI
          </span>
        </div>
      </div>
    </footer>
  );
}

import { Breadcrumb } from '../ui/Breadcrumb';
import { paths } from '../config/paths';
import './pages.css';

/** Cancellation & Refund policy (static text, spec section 9). */
export default function CancellationRefundRoute() {
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: 'Cancellation & Refund' }]} />
      <article className="prose">
        <h1>Cancellation &amp; Refund</h1>
        <h2>Cancelling an order</h2>
        <ul>
          <li>You can cancel an order only within 7 days of placing it, and only before it has been shipped.</li>
          <li>To cancel, open the order on the My Orders page, choose Cancel Order and tell us the reason.</li>
          <li>Perishable items cannot be cancelled.</li>
        </ul>
        <h2>Damaged or not as described</h2>
        <p>If an item arrives damaged or is not as described, tell us within 7 days of receiving it, with photos of the item and its packaging, and we will arrange a replacement or a refund.</p>
        <h2>Refunds</h2>
        <ul>
          <li>Approved refunds take 7 days to reach your original payment method.</li>
          <li>Cash on delivery orders are refunded to a bank account or UPI ID of your choice.</li>
        </ul>
        <h2>Free returns</h2>
        <p>Returns are free within 24 hours of purchase.</p>
      </article>
    </div>
  );
}

import { t } from '../../i18n/i18n';
/**
 * What an order's payment status means to the shopper. The stored status alone misleads: a
 * cancelled cash-on-delivery order keeps PENDING (nothing was ever collected), which read as
 * "Payment status: pending" as if money were still due.
 */
export interface PaymentFacts {
  status: string;
  paymentMethod: string;
  paymentStatus: string;
}

export type PaymentTone = 'success' | 'neutral' | 'danger';

export function paymentStatusText(order: PaymentFacts): { text: string; tone: PaymentTone } {
  if (order.paymentStatus === 'PAID') return { text: t('Paid'), tone: 'success' };
  if (order.paymentStatus === 'REFUNDED') return { text: t('Refunded'), tone: 'neutral' };
  if (order.status === 'CANCELLED') return { text: t('Not charged'), tone: 'neutral' };
  // An online order not paid yet is not confirmed: it waits for payment (and is cancelled if unpaid).
  if (order.paymentStatus === 'FAILED') return { text: t('Payment failed: awaiting payment'), tone: 'danger' };
  return order.paymentMethod === 'COD' ? { text: t('Pay on delivery'), tone: 'neutral' } : { text: t('Awaiting payment'), tone: 'danger' };
}

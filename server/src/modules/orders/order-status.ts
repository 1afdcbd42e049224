/**
 * The order state machine, in one pure file (no database, no clock of its own).
 *
 *   PLACED ("Order Progress") → PROCESSING → SHIPPED → OUT_FOR_DELIVERY ("Out For Delivered") → DELIVERED
 *   PLACED | PROCESSING → CANCELLED   (shopper before it ships, staff, or the unpaid-order expiry)
 *   SHIPPED | OUT_FOR_DELIVERY → CANCELLED   (staff only: the parcel comes back; its invoice gets a credit note)
 *
 * Payment status runs alongside: PENDING → PAID → REFUNDED, and PENDING → FAILED when an unpaid
 * online order is given up. A failed attempt by the shopper leaves the payment PENDING (they may
 * retry with Pay Now).
 */
export const ORDER_STATUSES = ['PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['COD', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The spec's display names (its tracker says "Out For Delivered"). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PLACED: 'Order Progress',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out For Delivered',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** A notification's title and opening for each status: "Order KS… shipped", not the tracker's label. */
const STATUS_NOTICES: Record<OrderStatus, { title: string; body: string }> = {
  PLACED: { title: 'placed', body: 'has been placed.' },
  PROCESSING: { title: 'is being packed', body: 'is being packed.' },
  SHIPPED: { title: 'shipped', body: 'has been shipped.' },
  OUT_FOR_DELIVERY: { title: 'is out for delivery', body: 'is out for delivery and arrives today.' },
  DELIVERED: { title: 'delivered', body: 'has been delivered. Enjoy!' },
  CANCELLED: { title: 'cancelled', body: 'has been cancelled.' },
};
export const statusNoticeTitle = (orderNumber: string, status: OrderStatus): string => `Order ${orderNumber} ${STATUS_NOTICES[status].title}`;
export const statusNoticeBody = (orderNumber: string, status: OrderStatus): string => `Your order ${orderNumber} ${STATUS_NOTICES[status].body}`;

/** The five tracker steps, in order (Cancelled is shown instead of the tracker's progress). */
export const TRACKER_STEPS: readonly OrderStatus[] = ['PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'];

const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PLACED: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['OUT_FOR_DELIVERY', 'CANCELLED'],
  OUT_FOR_DELIVERY: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
};

const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  PENDING: ['PAID', 'FAILED'],
  FAILED: ['PAID'], // a capture that arrives late (webhook) still counts; the order decides what follows
  PAID: ['REFUNDED'],
  REFUNDED: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);
export const canTransitionPayment = (from: PaymentStatus, to: PaymentStatus): boolean => PAYMENT_TRANSITIONS[from].includes(to);
/**
 * The payment statuses an order may move to `to` from, read from the table above: every UPDATE of
 * an order's payment status is guarded by it (`payment_status = ANY(...)`), so the table is the rule.
 */
export const paymentSourcesOf = (to: PaymentStatus): PaymentStatus[] => (Object.keys(PAYMENT_TRANSITIONS) as PaymentStatus[]).filter((from) => canTransitionPayment(from, to));

/** History tab: delivered and cancelled; every other status is Ongoing (spec section 8). */
export const isHistoryStatus = (status: OrderStatus): boolean => status === 'DELIVERED' || status === 'CANCELLED';

/** Days after placing within which the shopper may cancel (spec policy text: 7 days). */
export const CANCEL_WINDOW_DAYS = 7;

export interface OrderFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  createdAt: Date;
}

export type Verdict = { ok: true } | { ok: false; message: string };
const refuse = (message: string): Verdict => ({ ok: false, message });

/** Whether the shopper may cancel now; the refusal texts follow the spec's "…already Cancelled". */
export function customerCancelVerdict(order: OrderFacts, now: Date): Verdict {
  if (order.status === 'PLACED' || order.status === 'PROCESSING') {
    const ageMs = now.getTime() - order.createdAt.getTime();
    if (ageMs > CANCEL_WINDOW_DAYS * 24 * 60 * 60 * 1000) {
      return refuse(`Order cannot be cancelled after ${CANCEL_WINDOW_DAYS} days of placing it`);
    }
    return { ok: true };
  }
  return refuse(`Order cannot be cancelled as it is already ${ORDER_STATUS_LABELS[order.status]}`);
}

/** Staff may cancel until the order is delivered: a shipped parcel that comes back (refused, undeliverable) is cancelled too. */
export function staffCancelVerdict(order: Pick<OrderFacts, 'status'>): Verdict {
  if (order.status === 'DELIVERED' || order.status === 'CANCELLED') {
    return refuse(`Order cannot be cancelled as it is already ${ORDER_STATUS_LABELS[order.status]}`);
  }
  return { ok: true };
}

/** The status staff "advance" moves to, or a refusal. Online orders ship only once paid. */
export function advanceVerdict(order: OrderFacts): { ok: true; next: OrderStatus } | { ok: false; message: string } {
  const next = TRACKER_STEPS[TRACKER_STEPS.indexOf(order.status) + 1];
  if (order.status === 'CANCELLED' || !next) {
    return { ok: false, message: `Order cannot be advanced as it is already ${ORDER_STATUS_LABELS[order.status]}` };
  }
  if (order.paymentMethod === 'ONLINE' && order.paymentStatus !== 'PAID') {
    return { ok: false, message: 'An online order is processed only after its payment is received.' };
  }
  return { ok: true, next };
}

/** Staff mark a cash-on-delivery order paid when the cash is collected (out for delivery or delivered). */
export function markCodPaidVerdict(order: OrderFacts): Verdict {
  if (order.paymentMethod !== 'COD') return refuse('Only a cash on delivery order is marked paid by staff.');
  if (order.paymentStatus === 'PAID') return refuse('This order is already paid.');
  if (order.status !== 'OUT_FOR_DELIVERY' && order.status !== 'DELIVERED') {
    return refuse('Cash is collected on delivery: the order must be out for delivery or delivered.');
  }
  return { ok: true };
}

/** Pay Now is offered (and accepted) for an online order that is not paid and not cancelled. */
export function payNowVerdict(order: OrderFacts): Verdict {
  if (order.paymentMethod !== 'ONLINE') return refuse('This order is paid in cash on delivery.');
  if (order.status === 'CANCELLED') return refuse('This order is cancelled.');
  if (order.paymentStatus === 'PAID' || order.paymentStatus === 'REFUNDED') return refuse('This order is already paid.');
  return { ok: true };
}

/** The unpaid-order expiry applies to online orders still waiting for their money. */
export function isExpiredUnpaid(order: OrderFacts, now: Date, timeoutMinutes: number): boolean {
  return (
    order.paymentMethod === 'ONLINE' &&
    order.status === 'PLACED' &&
    (order.paymentStatus === 'PENDING' || order.paymentStatus === 'FAILED') &&
    now.getTime() - order.createdAt.getTime() > timeoutMinutes * 60 * 1000
  );
}

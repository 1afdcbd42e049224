import type { ServiceContext } from '../../shared/service-context.js';

/**
 * What the orders module asks other owners for, declared here because those owners import orders
 * (customers' staff pages count orders; payments settle them): app/services.ts and the checkout's
 * factory wire the owners in, so orders imports neither and the modules form no cycle.
 * Each method is one statement for any number of ids (no N+1).
 */

/** The customers module: a shopper's name and phone (order screens, the invoice's buyer). */
export interface CustomerDirectory {
  /** Name (may be empty) and phone by customer id; deleted accounts are absent. */
  contactsOf(ids: readonly number[]): Promise<Map<number, { name: string; phone: string }>>;
  /** The account with this normalised phone, or null (the staff's order search). */
  idWithPhone(phone: string): Promise<number | null>;
}

/** One try at paying an online order, as the staff's order screen lists them. */
export interface PaymentAttemptRow {
  id: number;
  provider: string;
  status: string;
  source: string;
  providerPaymentId: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  createdAt: Date;
  /** A second payment of an order already paid (the shopper paid twice; it is given back). */
  secondPayment: boolean;
  /** Paise being given back by this attempt (a second payment, or a cancelled order's payment); null otherwise. */
  amount: number | null;
  /** NONE, or for a payment being given back: PENDING, then DONE once the provider refunded it. */
  refundStatus: 'NONE' | 'PENDING' | 'DONE';
  refundId: string | null;
  refundError: string | null;
}

/** The payments module: an order's payment attempts, oldest first. */
export interface PaymentAttempts {
  attemptsOf(orderId: number): Promise<PaymentAttemptRow[]>;
}

/** The payments module: refunds of a cancelled paid order (payments/refunds.ts implements it). */
export interface OrderRefunds {
  /** Marks the order's captured payments as owed back, in the cancellation's transaction; answers how many. */
  markOrderPending(ctx: ServiceContext, orderId: number): Promise<number>;
  /** Asks the provider for the refunds marked owed (after the commit); failures are retried by a job. */
  settleOrder(ctx: ServiceContext, orderId: number): Promise<void>;
}

/**
 * The shipping module: whether an order's parcel is out with a courier (picked up, not yet received
 * back). Staff cancel such an order only when the parcel comes back (its stock is on the road).
 */
export interface ParcelsWithCourier {
  withCourier(ctx: ServiceContext, orderId: number): Promise<boolean>;
}

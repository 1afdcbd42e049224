/** GraphQL shapes of the staff dashboard's order screens (admin schema only; rupees at this edge). */
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { paiseToRupees } from '../../shared/money.js';
import { Money, moneyFromPaise } from '../../shared/graphql/money.js';
import { ORDER_STATUS_LABELS } from './order-status.js';
import { Order, OrderStatus, PaymentMethod, PaymentStatus } from './order.types.gql.js';
import type { OrderListRow, PaymentAttemptRow } from './order-admin.service.js';

export enum OrderActionGql {
  CONFIRM = 'CONFIRM',
  SHIP = 'SHIP',
  OUT_FOR_DELIVERY = 'OUT_FOR_DELIVERY',
  DELIVER = 'DELIVER',
  CANCEL = 'CANCEL',
  MARK_COD_PAID = 'MARK_COD_PAID',
}
registerEnumType(OrderActionGql, {
  name: 'OrderAction',
  description: 'A staff action the order state machine allows now.',
  valuesConfig: {
    CONFIRM: { description: 'Confirm a placed order: it moves to Processing (packing); confirmOrder.' },
    SHIP: { description: 'Hand it to a courier with a tracking number: shipOrder.' },
    OUT_FOR_DELIVERY: { description: 'The courier is delivering it today: markOutForDelivery.' },
    DELIVER: { description: 'It was delivered: markDelivered.' },
    CANCEL: { description: 'Cancel it (stock back, refund when paid): staffCancelOrder.' },
    MARK_COD_PAID: { description: 'The cash of a cash-on-delivery order was collected: markOrderPaid.' },
  },
});

@InputType({ description: 'Which orders the staff list shows; every part optional.' })
export class AdminOrderFilter {
  @Field(() => OrderStatus, { nullable: true, description: 'Only orders in this status.' }) status?: OrderStatus | null;
  @Field(() => PaymentStatus, { nullable: true, description: 'Only orders whose payment is in this state.' }) paymentStatus?: PaymentStatus | null;
  @Field(() => PaymentMethod, { nullable: true, description: 'Only cash-on-delivery or only online orders.' }) paymentMethod?: PaymentMethod | null;
  @Field(() => String, { nullable: true, description: 'Placed on or after this day, YYYY-MM-DD (India time).' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'Placed on or before this day, YYYY-MM-DD (India time).' }) to?: string | null;
  @Field(() => String, { nullable: true, description: 'An order number (KS00000042) or a 10-digit mobile number.' }) search?: string | null;
  @Field(() => Date, { nullable: true, description: 'Only orders changed (placed, moved, paid) at or after this instant (UTC); the list is then oldest change first. For a partner’s sync: overlap a minute and drop what you already have (updatedAt), or use the event feed.' }) updatedSince?: Date | null;
}

@ObjectType({ description: 'One row of the staff order list.' })
export class AdminOrderRow {
  @Field(() => ID, { description: 'The order id.' }) id: string;
  @Field(() => String, { description: 'Order number, e.g. KS00000042.' }) orderNumber: string;
  @Field(() => OrderStatus, { description: 'Where it is.' }) status: OrderStatus;
  @Field(() => String, { description: 'The status as shown to shoppers.' }) statusLabel: string;
  @Field(() => PaymentStatus, { description: 'Whether it is paid.' }) paymentStatus: PaymentStatus;
  @Field(() => PaymentMethod, { description: 'Cash on delivery or online.' }) paymentMethod: PaymentMethod;
  @Field(() => Float, { description: 'Total, rupees.' }) totalAmount: number;
  @Field(() => Date, { description: 'When it was placed.' }) createdAt: Date;
  @Field(() => Date, { description: 'When it last changed (placed, moved, paid).' }) updatedAt: Date;
  @Field(() => ID, { nullable: true, description: "The shopper's customer id; null when the shopper deleted their account (the order is kept, anonymised)." }) customerId: string | null;
  @Field(() => String, { description: "The shopper's mobile number ('' when the account was deleted)." }) customerPhone: string;
  @Field(() => String, { description: "The shopper's name ('' when not given)." }) customerName: string;
  @Field(() => Int, { description: 'Pieces in the order.' }) itemCount: number;
  @Field(() => String, { description: 'The delivery city.' }) city: string;
}

export const toGqlAdminOrderRow = (r: OrderListRow): AdminOrderRow => ({
  id: String(r.id),
  orderNumber: r.orderNumber,
  status: r.status as OrderStatus,
  statusLabel: ORDER_STATUS_LABELS[r.status],
  paymentStatus: r.paymentStatus as PaymentStatus,
  paymentMethod: r.paymentMethod as PaymentMethod,
  totalAmount: paiseToRupees(r.totalAmount),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  customerId: r.customerId === null ? null : String(r.customerId),
  customerPhone: r.customerPhone,
  customerName: r.customerName,
  itemCount: r.itemCount,
  city: r.city,
});

@ObjectType({ description: 'A page of the staff order list.' })
export class AdminOrderPage {
  @Field(() => Int, { description: 'Orders matching the filter, in all.' }) total: number;
  @Field(() => [AdminOrderRow], { description: 'This page: newest first, or oldest change first with updatedSince.' }) orders: AdminOrderRow[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page: it starts right after this page’s last order, whatever was placed meanwhile.' }) endCursor: string | null;
  @Field(() => Boolean, { description: 'True when more orders follow this page.' }) hasMore: boolean;
}

export enum PaymentAttemptRefundGql {
  NONE = 'NONE',
  PENDING = 'PENDING',
  DONE = 'DONE',
}
registerEnumType(PaymentAttemptRefundGql, {
  name: 'PaymentAttemptRefund',
  description: 'Whether a payment attempt is being given back through the provider: a second payment of an order already paid, or the payment of a cancelled order.',
  valuesConfig: {
    NONE: { description: 'Nothing to give back (a failed attempt, or the payment that paid the order).' },
    PENDING: { description: 'Its refund is being asked of the provider (retried with back-off until it answers).' },
    DONE: { description: 'The provider refunded it (refundId).' },
  },
});

@ObjectType('PaymentAttempt', { description: 'One payment attempt the shopper made (failed ones too).' })
export class PaymentAttemptGql {
  @Field(() => ID, { description: 'The attempt id.' }) id: string;
  @Field(() => String, { description: "The payment provider ('razorpay' or 'test')." }) provider: string;
  @Field(() => String, { description: 'PAID or FAILED.' }) status: string;
  @Field(() => String, { description: 'Who reported it: client, webhook or verify.' }) source: string;
  @Field(() => String, { nullable: true, description: "The provider's payment id." }) providerPaymentId: string | null;
  @Field(() => String, { nullable: true, description: "The provider's error code, when it failed." }) errorCode: string | null;
  @Field(() => String, { nullable: true, description: "The provider's error text, when it failed." }) errorDescription: string | null;
  @Field(() => Date, { description: 'When.' }) createdAt: Date;
  @Field(() => Boolean, { description: 'A second payment of an order already paid (two tabs, a late UPI success): the shopper paid twice and this one is refunded.' }) secondPayment: boolean;
  @Field(() => Money, { nullable: true, description: 'What is being (or was) given back from this payment: a second payment, or a cancelled order’s payment (null otherwise).' }) amount: Money | null;
  @Field(() => PaymentAttemptRefundGql, { description: 'Whether this payment is being (or was) given back through the provider.' }) refund: PaymentAttemptRefundGql;
  @Field(() => String, { nullable: true, description: "The provider's refund id, once it refunded this payment." }) refundId: string | null;
  @Field(() => String, { nullable: true, description: 'Why the last refund request failed (it is retried).' }) refundError: string | null;
}

export const toGqlAttempt = ({ refundStatus, amount, ...a }: PaymentAttemptRow): PaymentAttemptGql => ({
  ...a,
  id: String(a.id),
  amount: amount === null ? null : moneyFromPaise(amount),
  refund: refundStatus as PaymentAttemptRefundGql,
});

@ObjectType({ description: "An order as staff see it: the shopper's view plus who ordered, the shipment, payment attempts and the allowed actions." })
export class AdminOrderDetail {
  @Field(() => Order, { description: 'The order: items, address, totals and status history.' }) order: Order;
  @Field(() => ID, { nullable: true, description: "The shopper's customer id; null when the shopper deleted their account (the order is kept, anonymised)." }) customerId: string | null;
  @Field(() => String, { description: "The shopper's mobile number ('' when the account was deleted)." }) customerPhone: string;
  @Field(() => String, { description: "The shopper's name ('' when not given)." }) customerName: string;
  @Field(() => String, { nullable: true, description: 'The courier it was shipped with.' }) courier: string | null;
  @Field(() => String, { nullable: true, description: "The courier's tracking number." }) trackingNumber: string | null;
  @Field(() => [PaymentAttemptGql], { description: 'Every online payment attempt, oldest first.' }) paymentAttempts: PaymentAttemptGql[];
  @Field(() => [OrderActionGql], { description: 'What staff may do with it now (the state machine decides).' }) allowedActions: OrderActionGql[];
}

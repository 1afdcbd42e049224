/**
 * GraphQL shapes of orders and payments (rupees at this edge, paise inside), and the mappers
 * from the service views. The REST twins map the same views in orders.routes.ts.
 */
import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { paiseToRupees } from '../../shared/money.js';
import { ORDER_STATUS_LABELS, customerCancelVerdict, payNowVerdict, type OrderStatus as OrderStatusValue } from './order-status.js';
import { shownAddress, type OrderView, type PaymentSession as PaymentSessionView } from './order.types.js';

export enum OrderStatus {
  PLACED = 'PLACED',
  PROCESSING = 'PROCESSING',
  SHIPPED = 'SHIPPED',
  OUT_FOR_DELIVERY = 'OUT_FOR_DELIVERY',
  DELIVERED = 'DELIVERED',
  CANCELLED = 'CANCELLED',
}
export enum PaymentStatus {
  PENDING = 'PENDING',
  PAID = 'PAID',
  FAILED = 'FAILED',
  REFUNDED = 'REFUNDED',
}
export enum PaymentMethod {
  COD = 'COD',
  ONLINE = 'ONLINE',
}
export enum PaymentOutcome {
  SUCCESS = 'SUCCESS',
  FAILURE = 'FAILURE',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where an order is: PLACED (shown "Order Progress"), PROCESSING, SHIPPED, OUT_FOR_DELIVERY ("Out For Delivered"), DELIVERED, or CANCELLED.',
  valuesConfig: {
    PLACED: { description: 'Placed and confirmed; shown as "Order Progress". The shopper may cancel.' },
    PROCESSING: { description: 'Being packed at the warehouse. The shopper may still cancel.' },
    SHIPPED: { description: 'Handed to the courier; no longer cancellable.' },
    OUT_FOR_DELIVERY: { description: 'With the delivery agent today; shown as "Out For Delivered".' },
    DELIVERED: { description: 'Delivered to the shopper (History tab).' },
    CANCELLED: { description: 'Cancelled by the shopper, staff, or for an unpaid online payment; stock was returned (History tab).' },
  },
});
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'Whether the money arrived: PENDING, PAID, FAILED (never arrived) or REFUNDED.',
  valuesConfig: {
    PENDING: { description: 'Not paid yet: cash on delivery before delivery, or an online payment not completed.' },
    PAID: { description: 'Money received (online payment verified, or cash collected).' },
    FAILED: { description: 'The online payment never arrived and the order was cancelled.' },
    REFUNDED: { description: 'A paid order was cancelled and its money returned through the provider.' },
  },
});
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'COD (cash on delivery, ₹49 shipping) or ONLINE (Pay Now, free shipping).',
  valuesConfig: {
    COD: { description: 'Cash on delivery: ₹49 shipping, only where the pincode allows it.' },
    ONLINE: { description: 'Pay Now through the payment provider: free shipping.' },
  },
});
registerEnumType(PaymentOutcome, {
  name: 'PaymentOutcome',
  description: 'What the shopper chose in the test gateway dialog.',
  valuesConfig: {
    SUCCESS: { description: 'Pay: the test gateway signs a successful payment.' },
    FAILURE: { description: 'Fail: the test gateway reports a failed payment.' },
  },
});

@ObjectType({ description: 'The delivery address as it was when the order was placed.' })
export class OrderAddress {
  @Field(() => String, { description: 'Name of the receiver.' }) fullName: string;
  @Field(() => String, { description: '10-digit phone number.' }) phone: string;
  @Field(() => String, { description: 'House or flat.' }) houseName: string;
  @Field(() => String, { description: 'Street address.' }) address: string;
  @Field(() => String, { description: 'Locality or area.' }) locality: string;
  @Field(() => String, { description: 'Landmark (may be empty).' }) landmark: string;
  @Field(() => String, { description: 'City.' }) city: string;
  @Field(() => String, { description: 'State.' }) state: string;
  @Field(() => String, { description: '6-digit pincode.' }) pincode: string;
  @Field(() => String, { description: 'Home or Work (shown as Office).' }) addressType: string;
}

@ObjectType({ description: 'One line of an order: a snapshot of what was bought, at the price charged.' })
export class OrderItem {
  @Field(() => ID, { description: 'Identifier of the order line.' }) id: string;
  @Field(() => ID, { nullable: true, description: 'The product, when it still exists.' }) productId: string | null;
  @Field(() => String, { description: 'Product name when ordered.' }) productName: string;
  @Field(() => String, { description: 'Colour name.' }) colorName: string;
  @Field(() => String, { description: 'Colour code, e.g. "#7a1f2b".' }) colorValue: string;
  @Field(() => String, { description: 'Size label.' }) size: string;
  @Field(() => String, { description: 'Image URL of the colour.' }) image: string;
  @Field(() => String, { description: 'HSN code printed on the invoice.' }) hsnCode: string;
  @Field(() => Float, { description: 'Original (list) price per piece, rupees.' }) originalPrice: number;
  @Field(() => Float, { description: 'Price charged per piece, rupees.' }) discountedPrice: number;
  @Field(() => Int, { description: 'Pieces ordered.' }) quantity: number;
  @Field(() => Float, { description: 'discountedPrice × quantity, rupees.' }) lineTotal: number;
}

@ObjectType({ description: 'One entry of the status history.' })
export class OrderStatusChange {
  @Field(() => OrderStatus, { description: 'The status entered.' }) status: OrderStatus;
  @Field(() => String, { description: 'Display name of the status.' }) label: string;
  @Field(() => String, { description: 'Why or by whom (may be empty).' }) note: string;
  @Field(() => GraphQLISODateTime, { description: 'When it happened.' }) date: Date;
}

@ObjectType({ description: "A shopper's order." })
export class Order {
  @Field(() => ID, { description: 'Identifier of the order (the "order id" shown to shoppers).' }) id: string;
  @Field(() => String, { description: 'Human-friendly order number, e.g. KS00000042.' }) orderNumber: string;
  @Field(() => OrderStatus, { description: 'Where the order is.' }) status: OrderStatus;
  @Field(() => String, { description: 'Display name of the status (spec texts).' }) statusLabel: string;
  @Field(() => PaymentStatus, { description: 'Whether it is paid.' }) paymentStatus: PaymentStatus;
  @Field(() => PaymentMethod, { description: 'Cash on delivery or online.' }) paymentMethod: PaymentMethod;
  @Field(() => Float, { description: 'Sum of the lines, rupees.' }) itemsSubtotal: number;
  @Field(() => Float, { description: 'Coupon discount, rupees.' }) discountAmount: number;
  @Field(() => Float, { description: 'Shipping charged, rupees (0 Pay Now, 49 cash on delivery).' }) shippingCharge: number;
  @Field(() => Float, { description: 'Tax line (0: prices include GST).' }) taxAmount: number;
  @Field(() => Float, { description: 'What the shopper pays, rupees.' }) totalAmount: number;
  @Field(() => String, { nullable: true, description: 'Coupon code used, if any.' }) couponCode: string | null;
  @Field(() => OrderAddress, { description: 'Where it goes.' }) shippingAddress: OrderAddress;
  @Field(() => [OrderItem], { description: 'What was bought.' }) items: OrderItem[];
  @Field(() => [OrderStatusChange], { description: 'Every status change, oldest first.' }) statusHistory: OrderStatusChange[];
  @Field(() => String, { nullable: true, description: 'Reason given when cancelled.' }) cancelReason: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was placed.' }) createdAt: Date;
  @Field(() => Boolean, { description: 'Whether the shopper may cancel it now.' }) canCancel: boolean;
  @Field(() => Boolean, { description: 'Whether Pay Now is offered (an unpaid online order).' }) canPay: boolean;
  @Field(() => String, { nullable: true, description: 'Invoice number once issued.' }) invoiceNumber: string | null;
  @Field(() => String, { description: 'Where the PDF invoice downloads from (bearer token needed).' }) invoiceUrl: string;
}

@ObjectType({ description: 'What the payment widget needs to take the money for an order.' })
export class PaymentSession {
  @Field(() => String, { description: '"razorpay" (open Razorpay Checkout) or "test" (open the built-in test gateway dialog).' }) provider: string;
  @Field(() => String, { description: 'Public key id for the widget.' }) keyId: string;
  @Field(() => String, { description: "The provider's order id (order_…)." }) providerOrderId: string;
  @Field(() => Int, { description: 'Amount in paise, as the widget wants it.' }) amountPaise: number;
  @Field(() => Float, { description: 'Amount in rupees.' }) amount: number;
  @Field(() => String, { description: 'Currency, INR.' }) currency: string;
  @Field(() => ID, { description: 'Our order id.' }) orderId: string;
  @Field(() => String, { description: 'Our order number.' }) orderNumber: string;
  @Field(() => String, { description: 'Name to prefill.' }) prefillName: string;
  @Field(() => String, { description: 'Phone to prefill.' }) prefillContact: string;
}

@ObjectType({ description: 'The answer to placeOrder.' })
export class PlaceOrderResult {
  @Field(() => Order, { description: 'The order placed (or the earlier one with the same idempotency key).' }) order: Order;
  @Field(() => PaymentSession, { nullable: true, description: 'For Pay Now: the payment to open; null for cash on delivery.' }) payment: PaymentSession | null;
  @Field(() => Boolean, { description: 'False when an earlier order with the same key was returned.' }) created: boolean;
}

@ObjectType({ description: "The test gateway's answer, shaped like Razorpay Checkout's handler or error." })
export class TestGatewayResult {
  @Field(() => Boolean, { description: 'Whether the simulated payment succeeded.' }) success: boolean;
  @Field(() => String, { description: 'razorpay_order_id.' }) providerOrderId: string;
  @Field(() => String, { description: 'razorpay_payment_id.' }) providerPaymentId: string;
  @Field(() => String, { nullable: true, description: 'razorpay_signature (success only).' }) signature: string | null;
  @Field(() => String, { nullable: true, description: 'Error code (failure only).' }) errorCode: string | null;
  @Field(() => String, { nullable: true, description: 'Error description (failure only).' }) errorDescription: string | null;
}

@InputType({ description: 'Place the cart as an order. Prices, shipping and tax are computed by the server.' })
export class PlaceOrderInput {
  @Field(() => ID, { description: 'One of your saved addresses.' }) addressId: string;
  @Field(() => PaymentMethod, { description: 'COD or ONLINE.' }) paymentMethod: PaymentMethod;
  @Field(() => String, { nullable: true, description: 'A key unique to this checkout attempt: sending it again answers the same order.' }) idempotencyKey?: string | null;
  @Field(() => String, { nullable: true, description: "A coupon code; by default the cart's applied coupon." }) couponCode?: string | null;
}

@InputType({ description: "The checkout widget's signed answer after a successful payment." })
export class VerifyPaymentInput {
  @Field(() => ID, { description: 'Our order id.' }) orderId: string;
  @Field(() => String, { description: 'razorpay_order_id.' }) providerOrderId: string;
  @Field(() => String, { description: 'razorpay_payment_id.' }) providerPaymentId: string;
  @Field(() => String, { description: 'razorpay_signature.' }) signature: string;
}

@InputType({ description: 'A failed payment attempt reported by the checkout widget.' })
export class PaymentFailureInput {
  @Field(() => ID, { description: 'Our order id.' }) orderId: string;
  @Field(() => String, { nullable: true, description: 'razorpay_order_id.' }) providerOrderId?: string | null;
  @Field(() => String, { nullable: true, description: 'razorpay_payment_id, when known.' }) providerPaymentId?: string | null;
  @Field(() => String, { nullable: true, description: 'Error code.' }) code?: string | null;
  @Field(() => String, { nullable: true, description: 'Error description.' }) description?: string | null;
}

export const invoiceUrl = (orderId: number) => `/api/v1/user/order/${orderId}/invoice`;

export function toGqlOrder(order: OrderView, now = new Date()): Order {
  return {
    id: String(order.id),
    orderNumber: order.orderNumber,
    status: order.status as OrderStatus,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paymentStatus: order.paymentStatus as PaymentStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    itemsSubtotal: paiseToRupees(order.itemsSubtotal),
    discountAmount: paiseToRupees(order.discountAmount),
    shippingCharge: paiseToRupees(order.shippingCharge),
    taxAmount: paiseToRupees(order.taxAmount),
    totalAmount: paiseToRupees(order.totalAmount),
    couponCode: order.couponCode,
    shippingAddress: shownAddress(order.shippingAddress),
    items: order.items.map((item) => ({
      id: String(item.id),
      productId: item.productId === null ? null : String(item.productId),
      productName: item.productName,
      colorName: item.colorName,
      colorValue: item.colorValue,
      size: item.size,
      image: item.image,
      hsnCode: item.hsnCode,
      originalPrice: paiseToRupees(item.originalPrice),
      discountedPrice: paiseToRupees(item.discountedPrice),
      quantity: item.quantity,
      lineTotal: paiseToRupees(item.discountedPrice * item.quantity),
    })),
    statusHistory: order.statusHistory.map((entry) => ({
      status: entry.status as OrderStatus,
      label: ORDER_STATUS_LABELS[entry.status as OrderStatusValue],
      note: entry.note,
      date: entry.date,
    })),
    cancelReason: order.cancelReason,
    createdAt: order.createdAt,
    canCancel: customerCancelVerdict(order, now).ok,
    canPay: payNowVerdict(order).ok,
    invoiceNumber: order.invoiceNumber,
    invoiceUrl: invoiceUrl(order.id),
  };
}

export function toGqlPaymentSession(session: PaymentSessionView): PaymentSession {
  return {
    provider: session.provider,
    keyId: session.keyId,
    providerOrderId: session.providerOrderId,
    amountPaise: session.amount,
    amount: paiseToRupees(session.amount),
    currency: session.currency,
    orderId: String(session.orderId),
    orderNumber: session.orderNumber,
    prefillName: session.prefillName,
    prefillContact: session.prefillContact,
  };
}

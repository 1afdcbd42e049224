/**
 * GraphQL shapes of orders and payments (`Money` at this edge, paise inside), and the mappers
 * from the service views. The REST twins map the same views in orders.routes.ts.
 */
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Node } from '../../shared/graphql/node.js';
import { CurrencyCode, Money, moneyFromPaise } from '../../shared/graphql/money.js';
import { connectionOf } from '../../shared/graphql/connections.js';
import { AddressType, addressTypeOf } from '../../shared/graphql/address-type.js';
import { ORDER_STATUS_LABELS, customerCancelVerdict, payNowVerdict, type OrderStatus as OrderStatusValue } from './order-status.js';
import { UserError } from '../../shared/graphql/user-errors.js';
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
/** The payment provider behind Pay Now: GraphQL names upper case, the provider names the code uses. */
export enum PaymentProvider {
  RAZORPAY = 'razorpay',
  TEST = 'test',
}
registerEnumType(PaymentProvider, {
  name: 'PaymentProvider',
  description: 'The payment provider behind Pay Now. New values may be added.',
  valuesConfig: {
    RAZORPAY: { description: 'Razorpay: open Razorpay Checkout with keyId and providerOrderId.' },
    TEST: { description: 'The built-in test gateway (never in production): its dialog pays through POST /api/test-gateway/checkout.' },
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
  @Field(() => AddressType, { nullable: true, description: 'Home or work (the screens show Work as Office); null when not recorded.' }) addressType: AddressType | null;
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
  @Field(() => Money, { description: 'Original (list) price per piece.' }) originalPrice: Money;
  @Field(() => Money, { description: 'Price charged per piece.' }) discountedPrice: Money;
  @Field(() => Int, { description: 'Pieces ordered.' }) quantity: number;
  @Field(() => Money, { description: 'discountedPrice × quantity.' }) lineTotal: Money;
}

@ObjectType({ description: 'One entry of the status history.' })
export class OrderStatusChange {
  @Field(() => OrderStatus, { description: 'The status entered.' }) status: OrderStatus;
  @Field(() => String, { description: 'Display name of the status.' }) label: string;
  @Field(() => String, { description: 'Why or by whom (may be empty).' }) note: string;
  @Field(() => GraphQLISODateTime, { description: 'When it happened.' }) date: Date;
}

@ObjectType({ description: 'An order of the caller moved (subscription orderStatusChanged): its id and new status; `order` reads it afresh.' })
export class OrderStatusEvent {
  @Field(() => ID, { description: 'The order that changed.' }) orderId: string;
  @Field(() => OrderStatus, { description: 'Its status after the change.' }) status: OrderStatus;
  @Field(() => String, { description: 'Display name of that status (spec texts).' }) statusLabel: string;
}

@ObjectType({ implements: Node, description: "A shopper's order." })
export class Order {
  @Field(() => ID, { description: 'Identifier of the order (the "order id" shown to shoppers).' }) id: string;
  @Field(() => String, { description: 'Human-friendly order number, e.g. KS00000042.' }) orderNumber: string;
  @Field(() => OrderStatus, { description: 'Where the order is.' }) status: OrderStatus;
  @Field(() => String, { description: 'Display name of the status (spec texts).' }) statusLabel: string;
  @Field(() => PaymentStatus, { description: 'Whether it is paid.' }) paymentStatus: PaymentStatus;
  @Field(() => PaymentMethod, { description: 'Cash on delivery or online.' }) paymentMethod: PaymentMethod;
  @Field(() => Money, { description: 'Sum of the lines.' }) itemsSubtotal: Money;
  @Field(() => Money, { description: 'Coupon discount (0 when none).' }) discountAmount: Money;
  @Field(() => Money, { description: 'Shipping charged (₹0 Pay Now, ₹49 cash on delivery).' }) shippingCharge: Money;
  @Field(() => Money, { description: 'Tax line (0: prices include GST).' }) taxAmount: Money;
  @Field(() => Money, { description: 'What the shopper pays.' }) totalAmount: Money;
  @Field(() => String, { nullable: true, description: 'Coupon code used, if any.' }) couponCode: string | null;
  @Field(() => OrderAddress, { description: 'Where it goes.' }) shippingAddress: OrderAddress;
  @Field(() => [OrderItem], { description: 'What was bought.' }) items: OrderItem[];
  @Field(() => [OrderStatusChange], { description: 'Every status change, oldest first.' }) statusHistory: OrderStatusChange[];
  @Field(() => String, { nullable: true, description: 'Reason given when cancelled.' }) cancelReason: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was placed.' }) createdAt: Date;
  @Field(() => Boolean, { description: 'Whether the shopper may cancel it now.' }) canCancel: boolean;
  @Field(() => Boolean, { description: 'Whether Pay Now is offered (an unpaid online order).' }) canPay: boolean;
  @Field(() => String, { nullable: true, description: 'GST tax invoice number (INV/26-27/000001), issued when the order ships; null before.' }) invoiceNumber: string | null;
  @Field(() => String, { nullable: true, description: 'Where the PDF tax invoice downloads from (bearer token needed); null until the order ships and is invoiced.' }) invoiceUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Credit note number (CN/26-27/000001), issued when an invoiced order is cancelled or refunded; null otherwise.' }) creditNoteNumber: string | null;
  @Field(() => String, { nullable: true, description: 'Where the PDF credit note downloads from (bearer token needed); null when there is none.' }) creditNoteUrl: string | null;
}

@ObjectType('OrderConnection', { description: "A page of the caller's orders, newest first (Relay connection)." })
export class OrderConnection extends connectionOf(Order, 'Order', 'order') {
  @Field(() => Int, { description: 'How many orders the caller has in all.' })
  totalCount: number;
}

@ObjectType({ description: 'What the payment widget needs to take the money for an order.' })
export class PaymentSession {
  @Field(() => PaymentProvider, { description: 'Which checkout widget to open.' }) provider: PaymentProvider;
  @Field(() => String, { description: 'Public key id for the widget.' }) keyId: string;
  @Field(() => String, { description: "The provider's order id (order_…)." }) providerOrderId: string;
  @Field(() => Int, { description: 'Amount in paise, as the widget wants it.' }) amountPaise: number;
  @Field(() => Money, { description: 'The amount to take.' }) amount: Money;
  @Field(() => CurrencyCode, { description: 'Currency of amountPaise (INR).' }) currency: CurrencyCode;
  @Field(() => ID, { description: 'Our order id.' }) orderId: string;
  @Field(() => String, { description: 'Our order number.' }) orderNumber: string;
  @Field(() => String, { description: 'Name to prefill.' }) prefillName: string;
  @Field(() => String, { description: 'Phone to prefill.' }) prefillContact: string;
}

@ObjectType({ description: 'What placeOrder answers: the order placed (and for Pay Now its payment), or why the cart could not be ordered.' })
export class PlaceOrderPayload {
  @Field(() => Order, { nullable: true, description: 'The order placed (or the earlier one with the same idempotency key); null when userErrors is not empty.' }) order: Order | null;
  @Field(() => PaymentSession, { nullable: true, description: 'For Pay Now: the payment to open; null for cash on delivery, when the provider could not be reached (Pay Now opens it later), or when userErrors is not empty.' }) payment: PaymentSession | null;
  @Field(() => Boolean, { nullable: true, description: 'False when an earlier order with the same key was answered; null when userErrors is not empty.' }) created: boolean | null;
  @Field(() => [UserError], { description: 'Why no order was placed: an empty cart, a size out of stock (OUT_OF_STOCK), an address that is not the shopper\'s or not delivered to (on ["input", "addressId"]), a coupon that no longer applies (COUPON_INVALID), too many open orders (CONFLICT); empty on success.' }) userErrors: UserError[];
}

@ObjectType({ description: 'What startPayment answers: the payment to open, or why it cannot be opened.' })
export class StartPaymentPayload {
  @Field(() => PaymentSession, { nullable: true, description: 'The payment to open in the checkout widget; null when userErrors is not empty.' }) payment: PaymentSession | null;
  @Field(() => [UserError], { description: 'Why not: an order that is not the caller\'s (NOT_FOUND on ["orderId"]), already paid or cancelled (CONFLICT), a provider that refused (PAYMENT_FAILED); empty on success.' }) userErrors: UserError[];
}

@ObjectType({ description: 'What verifyPayment answers: the paid order, or why the payment was not accepted.' })
export class VerifyPaymentPayload {
  @Field(() => Order, { nullable: true, description: 'The order, paid; null when userErrors is not empty.' }) order: Order | null;
  @Field(() => [UserError], { description: 'Why not: a signature that does not match (PAYMENT_FAILED; nothing changed), missing details (INVALID), an order that is not the caller\'s (NOT_FOUND on ["input", "orderId"]); empty on success.' }) userErrors: UserError[];
}

@ObjectType({ description: 'What recordPaymentFailure answers: the order, still waiting for payment.' })
export class RecordPaymentFailurePayload {
  @Field(() => Order, { nullable: true, description: 'The order (payment still pending, so Pay Now can retry); null when userErrors is not empty.' }) order: Order | null;
  @Field(() => [UserError], { description: 'Why not: an order that is not the caller\'s (NOT_FOUND on ["input", "orderId"]) or not an online one (INVALID); empty on success.' }) userErrors: UserError[];
}

@ObjectType({ description: 'What cancelOrder answers: the cancelled order, or why it cannot be cancelled.' })
export class CancelOrderPayload {
  @Field(() => Order, { nullable: true, description: 'The cancelled order; null when userErrors is not empty.' }) order: Order | null;
  @Field(() => [UserError], { description: 'Why not: no reason given (INVALID on ["reason"]), an order that is not the caller\'s (NOT_FOUND on ["orderId"]), one that has shipped or is past the cancellation window (CONFLICT); empty on success.' }) userErrors: UserError[];
}

@InputType({ description: 'Place the cart as an order. Prices, shipping and tax are computed by the server.' })
export class PlaceOrderInput {
  @Field(() => ID, { nullable: true, description: 'One of your saved addresses (none: refused with "Please select an address!").' }) addressId: string | null;
  @Field(() => PaymentMethod, { description: 'COD or ONLINE.' }) paymentMethod: PaymentMethod;
  @Field(() => String, { nullable: true, description: 'A key unique to this checkout attempt: sending it again answers the same order.' }) idempotencyKey?: string | null;
  @Field(() => String, { nullable: true, description: "A coupon code; by default the cart's applied coupon." }) couponCode?: string | null;
  @Field(() => String, { nullable: true, description: "A registered buyer's GSTIN (15 characters, checked): the tax invoice is then a B2B invoice. With businessName." }) gstin?: string | null;
  @Field(() => String, { nullable: true, description: 'The business name the GSTIN is registered to (with gstin).' }) businessName?: string | null;
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

/** The tax invoice's download path, once the order is invoiced (it ships); null before. */
export const invoiceUrl = (order: Pick<OrderView, 'id' | 'invoiceNumber'>) => (order.invoiceNumber ? `/api/v1/user/order/${order.id}/invoice` : null);
/** The credit note's download path, when an invoiced order was cancelled or refunded; null otherwise. */
export const creditNoteUrl = (order: Pick<OrderView, 'id' | 'creditNoteNumber'>) => (order.creditNoteNumber ? `/api/v1/user/order/${order.id}/credit-note` : null);

export function toGqlOrder(order: OrderView, now = new Date()): Order {
  return {
    id: String(order.id),
    orderNumber: order.orderNumber,
    status: order.status as OrderStatus,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paymentStatus: order.paymentStatus as PaymentStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    itemsSubtotal: moneyFromPaise(order.itemsSubtotal),
    discountAmount: moneyFromPaise(order.discountAmount),
    shippingCharge: moneyFromPaise(order.shippingCharge),
    taxAmount: moneyFromPaise(order.taxAmount),
    totalAmount: moneyFromPaise(order.totalAmount),
    couponCode: order.couponCode,
    shippingAddress: { ...shownAddress(order.shippingAddress), addressType: addressTypeOf(order.shippingAddress.addressType) },
    items: order.items.map((item) => ({
      id: String(item.id),
      productId: item.productId === null ? null : String(item.productId),
      productName: item.productName,
      colorName: item.colorName,
      colorValue: item.colorValue,
      size: item.size,
      image: item.image,
      hsnCode: item.hsnCode,
      originalPrice: moneyFromPaise(item.originalPrice),
      discountedPrice: moneyFromPaise(item.discountedPrice),
      quantity: item.quantity,
      lineTotal: moneyFromPaise(item.discountedPrice * item.quantity),
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
    invoiceUrl: invoiceUrl(order),
    creditNoteNumber: order.creditNoteNumber,
    creditNoteUrl: creditNoteUrl(order),
  };
}

export function toGqlPaymentSession(session: PaymentSessionView): PaymentSession {
  return {
    provider: session.provider as PaymentProvider,
    keyId: session.keyId,
    providerOrderId: session.providerOrderId,
    amountPaise: session.amount,
    amount: moneyFromPaise(session.amount),
    currency: CurrencyCode.INR,
    orderId: String(session.orderId),
    orderNumber: session.orderNumber,
    prefillName: session.prefillName,
    prefillContact: session.prefillContact,
  };
}

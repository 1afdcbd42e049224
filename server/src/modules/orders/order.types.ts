/** Plain shapes the orders, checkout and payments services answer with (money in paise). */
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status.js';

/** The delivery address as it was when the order was placed (later edits do not change it). */
export interface ShippingAddressSnapshot {
  addressId: number | null;
  fullName: string;
  phone: string;
  houseName: string;
  address: string;
  locality: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  addressType: string;
}

/** The delivery address as both APIs show it: every field, the optional ones '' when absent. */
export function shownAddress(a: Omit<ShippingAddressSnapshot, 'addressId'>): Omit<ShippingAddressSnapshot, 'addressId'> {
  return {
    fullName: a.fullName,
    phone: a.phone,
    houseName: a.houseName,
    address: a.address,
    locality: a.locality ?? '',
    landmark: a.landmark ?? '',
    city: a.city,
    state: a.state,
    pincode: a.pincode,
    addressType: a.addressType ?? '',
  };
}

/** What an order keeps of the saved address it ships to (later edits of the address do not change it). */
export function toAddressSnapshot(address: Omit<ShippingAddressSnapshot, 'addressId'> & { id: number }): ShippingAddressSnapshot {
  return { addressId: address.id, ...shownAddress(address) };
}

export interface OrderItemView {
  id: number;
  productId: number | null;
  variantId: number | null;
  variantSizeId: number | null;
  productName: string;
  colorName: string;
  colorValue: string;
  size: string;
  image: string;
  hsnCode: string;
  originalPrice: number;
  discountedPrice: number;
  quantity: number;
}

export interface StatusChangeView {
  status: OrderStatus;
  note: string;
  date: Date;
}

export interface OrderView {
  id: number;
  orderNumber: string;
  /** Null once the shopper deleted their account (the order is kept, anonymised, for tax law). */
  customerId: number | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  itemsSubtotal: number;
  discountAmount: number;
  shippingCharge: number;
  taxAmount: number;
  totalAmount: number;
  couponId: number | null;
  couponCode: string | null;
  shippingAddress: ShippingAddressSnapshot;
  cancelReason: string | null;
  cancelledAt: Date | null;
  /** Tax invoice number, issued when the order ships. */
  invoiceNumber: string | null;
  /** Credit note number, issued when an invoiced order is cancelled or refunded. */
  creditNoteNumber: string | null;
  createdAt: Date;
  updatedAt: Date;
  items: OrderItemView[];
  statusHistory: StatusChangeView[];
}

/** What the payment widget (Razorpay's or the test gateway's) needs to take the money. */
export interface PaymentSession {
  provider: 'razorpay' | 'test';
  keyId: string;
  providerOrderId: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
  orderId: number;
  orderNumber: string;
  prefillName: string;
  prefillContact: string;
}

export interface PlaceOrderResult {
  order: OrderView;
  /** For online payment: the session to open (null for cash on delivery, or when the provider was unreachable). */
  payment: PaymentSession | null;
  /** False when an earlier order with the same idempotency key was returned. */
  created: boolean;
}

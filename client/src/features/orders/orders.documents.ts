import { graphql } from '../../gql';

/** Everything the order screens show about an order. */
export const OrderFields = graphql(`
  fragment OrderFields on Order {
    id
    orderNumber
    status
    statusLabel
    paymentStatus
    paymentMethod
    itemsSubtotal { amount currencyCode }
    discountAmount { amount currencyCode }
    shippingCharge { amount currencyCode }
    taxAmount { amount currencyCode }
    totalAmount { amount currencyCode }
    couponCode
    cancelReason
    createdAt
    canCancel
    canPay
    payBy
    invoiceNumber
    invoiceUrl
    creditNoteNumber
    creditNoteUrl
    creditNotes {
      number
      url
    }
    shippingAddress {
      fullName
      phone
      houseName
      address
      locality
      landmark
      city
      state
      pincode
      addressType
    }
    items {
      id
      productId
      productName
      colorName
      colorValue
      size
      image
      originalPrice { amount currencyCode }
      discountedPrice { amount currencyCode }
      quantity
      lineTotal { amount currencyCode }
    }
    statusHistory {
      status
      label
      note
      date
    }
    shipment {
      courierName
      awb
      trackingUrl
      status
      statusLabel
      expectedDelivery
      scans {
        status
        location
        remark
        at
      }
    }
  }
`);

export const PaymentSessionFields = graphql(`
  fragment PaymentSessionFields on PaymentSession {
    provider
    keyId
    providerOrderId
    amountPaise
    amount { amount currencyCode }
    currency
    orderId
    orderNumber
    prefillName
    prefillContact
  }
`);

/**
 * My Orders: the newest 20 orders, then 20 more per "Show more orders" (`after` the last cursor;
 * the cache appends each page, app/apollo.ts). 20 hold every ongoing order a shopper can have in
 * practice (at most 2 unpaid online and 5 undelivered cash orders at once) and keep a page's cost
 * (about 193 per order) well under the limit.
 */
export const MyOrdersQuery = graphql(`
  query MyOrders($after: String) {
    myOrders(first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...OrderFields
        }
      }
    }
  }
`);

export const OrderQuery = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
`);

export const CheckoutAddressesQuery = graphql(`
  query CheckoutAddresses {
    addresses {
      ...AddressFields
    }
  }
`);

export const CheckoutDeliveryQuery = graphql(`
  query CheckoutDelivery($pincode: String!) {
    checkPincode(pincode: $pincode) {
      deliverable
      codAvailable
      message
    }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      created
      order {
        ...OrderFields
      }
      payment {
        ...PaymentSessionFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const StartPaymentMutation = graphql(`
  mutation StartPayment($orderId: ID!) {
    startPayment(orderId: $orderId) {
      payment {
        ...PaymentSessionFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const VerifyPaymentMutation = graphql(`
  mutation VerifyPayment($input: VerifyPaymentInput!) {
    verifyPayment(input: $input) {
      order {
        ...OrderFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RecordPaymentFailureMutation = graphql(`
  mutation RecordPaymentFailure($input: PaymentFailureInput!) {
    recordPaymentFailure(input: $input) {
      order {
        ...OrderFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const StoreSettingsQuery = graphql(`
  query StoreSettings {
    storeSettings {
      onlinePaymentsEnabled
      paymentProvider
      onlinePaymentsMessage
      maxUnitsPerSize
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($orderId: ID!, $reason: String!) {
    cancelOrder(orderId: $orderId, reason: $reason) {
      order {
        ...OrderFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** The shopper's orders as staff move them: the order comes afresh, so the cache updates every screen showing it. */
export const OrderStatusChangedSubscription = graphql(`
  subscription OrderStatusChanged($orderId: ID) {
    orderStatusChanged(orderId: $orderId) {
      orderId
      status
      order {
        ...OrderFields
      }
    }
  }
`);

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
    itemsSubtotal
    discountAmount
    shippingCharge
    taxAmount
    totalAmount
    couponCode
    cancelReason
    createdAt
    canCancel
    canPay
    invoiceNumber
    invoiceUrl
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
      originalPrice
      discountedPrice
      quantity
      lineTotal
    }
    statusHistory {
      status
      label
      note
      date
    }
  }
`);

export const PaymentSessionFields = graphql(`
  fragment PaymentSessionFields on PaymentSession {
    provider
    keyId
    providerOrderId
    amountPaise
    amount
    currency
    orderId
    orderNumber
    prefillName
    prefillContact
  }
`);

export const MyOrdersQuery = graphql(`
  query MyOrders {
    myOrders {
      ...OrderFields
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
    }
  }
`);

export const StartPaymentMutation = graphql(`
  mutation StartPayment($orderId: ID!) {
    startPayment(orderId: $orderId) {
      ...PaymentSessionFields
    }
  }
`);

export const VerifyPaymentMutation = graphql(`
  mutation VerifyPayment($input: VerifyPaymentInput!) {
    verifyPayment(input: $input) {
      ...OrderFields
    }
  }
`);

export const RecordPaymentFailureMutation = graphql(`
  mutation RecordPaymentFailure($input: PaymentFailureInput!) {
    recordPaymentFailure(input: $input) {
      ...OrderFields
    }
  }
`);

export const TestGatewayCheckoutMutation = graphql(`
  mutation TestGatewayCheckout($providerOrderId: String!, $outcome: PaymentOutcome!) {
    testGatewayCheckout(providerOrderId: $providerOrderId, outcome: $outcome) {
      success
      providerOrderId
      providerPaymentId
      signature
      errorCode
      errorDescription
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($orderId: ID!, $reason: String!) {
    cancelOrder(orderId: $orderId, reason: $reason) {
      ...OrderFields
    }
  }
`);

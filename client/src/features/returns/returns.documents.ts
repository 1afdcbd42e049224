import { graphql } from '../../gql';

/** What the shopper's return cards show about a request. */
export const ReturnCardFields = graphql(`
  fragment ReturnCard_return on ReturnRequest {
    id
    returnNumber
    orderId
    orderItemId
    kind
    status
    statusLabel
    quantity
    reasonLabel
    productName
    size
    exchangeSize
    pickupDate
    refundAmount { amount currencyCode }
    refundTo
    creditNoteNumber
    rejectReason
    trackingNumber
    courier
    history {
      status
      label
      date
    }
  }
`);

export const ReturnOptionsQuery = graphql(`
  query ReturnOptions($orderId: ID!) {
    returnOptions(orderId: $orderId) {
      orderId
      eligible
      message
      windowEndsAt
      refundTo
      pickupDates
      reasons {
        value
        label
      }
      items {
        orderItemId
        productName
        colorName
        size
        image
        returnable
        openReturnId
        exchangeSizes {
          size
          inStock
        }
      }
    }
    myReturns(orderId: $orderId) {
      ...ReturnCard_return
    }
  }
`);

export const MyReturnsQuery = graphql(`
  query MyReturns {
    myReturns {
      ...ReturnCard_return
    }
  }
`);

export const RequestReturnMutation = graphql(`
  mutation RequestReturn($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      returnRequest {
        ...ReturnCard_return
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

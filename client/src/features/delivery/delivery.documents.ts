import { graphql } from '../../gql';

export const CheckPincodeQuery = graphql(`
  query CheckPincode($pincode: String!) {
    checkPincode(pincode: $pincode) {
      pincode
      deliverable
      estimatedDate
      deliveryDays
      codAvailable
      city
      state
      message
    }
  }
`);

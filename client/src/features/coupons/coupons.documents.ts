import { graphql } from '../../gql';

export const CouponsQuery = graphql(`
  query Coupons {
    coupons {
      id
      code
      title
      description
      discountType
      discountPercent
      flatDiscount { amount currencyCode }
      maxDiscount { amount currencyCode }
      minOrderAmount { amount currencyCode }
      expiryDate
      firstOrderOnly
    }
  }
`);

export const ApplyCouponMutation = graphql(`
  mutation ApplyCoupon($code: String!) {
    applyCoupon(code: $code) {
      message
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ClearCouponMutation = graphql(`
  mutation ClearCoupon {
    clearCoupon {
      cart {
        ...CartFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

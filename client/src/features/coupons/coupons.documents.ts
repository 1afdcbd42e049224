import { graphql } from '../../gql';

export const CouponsQuery = graphql(`
  query Coupons {
    coupons {
      id
      code
      title
      description
      discountType
      discountValue
      maxDiscount
      minOrderAmount
      expiryDate
      firstOrderOnly
    }
  }
`);

export const ApplyCouponMutation = graphql(`
  mutation ApplyCoupon($code: String!) {
    applyCoupon(code: $code) {
      success
      message
      code
      discountAmount
      orderAmount
      payableAmount
      cart {
        ...CartFields
      }
    }
  }
`);

export const ClearCouponMutation = graphql(`
  mutation ClearCoupon {
    clearCoupon {
      ...CartFields
    }
  }
`);

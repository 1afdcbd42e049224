import { graphql } from '../../gql';

export const ReviewFieldsFragment = graphql(`
  fragment ReviewItem_review on Review {
    id
    rating
    title
    text
    authorName
    createdAt
    updatedAt
    verifiedBuyer
    photos
  }
`);

export const ProductReviewsQuery = graphql(`
  query ProductReviews($productId: ID!, $first: Int, $after: String) {
    productReviews(productId: $productId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...ReviewItem_review
        }
      }
    }
  }
`);

export const ReviewEligibilityQuery = graphql(`
  query ReviewEligibility($productId: ID!) {
    reviewEligibility(productId: $productId) {
      canWrite
      reason
      myReview {
        ...ReviewItem_review
      }
    }
  }
`);

export const WriteReviewMutation = graphql(`
  mutation WriteReview($productId: ID!, $input: ReviewInput!) {
    writeReview(productId: $productId, input: $input) {
      review {
        ...ReviewItem_review
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const EditReviewMutation = graphql(`
  mutation EditReview($reviewId: ID!, $input: ReviewInput!) {
    editReview(reviewId: $reviewId, input: $input) {
      review {
        ...ReviewItem_review
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ReportReviewMutation = graphql(`
  mutation ReportReview($reviewId: ID!, $reason: String) {
    reportReview(reviewId: $reviewId, reason: $reason) {
      reported
      hidden
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

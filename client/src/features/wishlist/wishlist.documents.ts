import { graphql } from '../../gql';

/** Which products are saved and how many: hearts and the header count read this. */
export const WishlistStateQuery = graphql(`
  query WishlistState {
    wishlist {
      id
      count
      productIds
    }
  }
`);

export const ToggleWishlistMutation = graphql(`
  mutation ToggleWishlist($productId: ID!) {
    toggleWishlist(productId: $productId) {
      wishlist {
        id
        count
        productIds
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

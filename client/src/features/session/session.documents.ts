import { graphql } from '../../gql';

/**
 * Revokes the session behind the current token (the token stops working on the server). logout
 * has no userErrors to read (it cannot be refused), so none are selected: this document is in the
 * first page's JavaScript.
 */
export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      loggedOut
    }
  }
`);

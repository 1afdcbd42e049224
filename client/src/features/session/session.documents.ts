import { graphql } from '../../gql';

/** Revokes the session behind the current token (the token stops working on the server). */
export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      loggedOut
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

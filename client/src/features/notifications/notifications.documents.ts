import { graphql } from '../../gql';

/** The bell's feed: the unread count and the newest 20 notifications, then 20 more per "Show more" (the cache appends them). */
export const NotificationsQuery = graphql(`
  query Notifications($after: String) {
    notifications {
      id
      unreadCount
      items(first: 20, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            title
            body
            sentAt
            read
          }
        }
      }
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      notification {
        id
        read
      }
      notifications {
        id
        unreadCount
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      notifications {
        id
        unreadCount
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

import { graphql } from '../../gql';

export const NotificationsQuery = graphql(`
  query Notifications {
    notifications {
      id
      unreadCount
      items {
        id
        title
        body
        sentAt
        read
      }
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      unreadCount
      items {
        id
        read
      }
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      id
      unreadCount
      items {
        id
        read
      }
    }
  }
`);

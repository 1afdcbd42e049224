import { Arg, Args, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { parseId } from '../../shared/ids.js';
import { Notification } from './notification.entity.js';
import { requireCustomer, type RequestContext } from '../../shared/context.js';
import { DomainError, isDomainError } from '../../shared/errors.js';
import { ConnectionArgs, connectionFromPage, connectionOf } from '../../shared/graphql/connections.js';
import { payload, UserError } from '../../shared/graphql/user-errors.js';

/**
 * A feed's id: "n" and its customer's id, so each shopper's feed is its own object in a
 * normalised cache (it used to be "current" for everybody). Opaque to clients.
 */
export const feedIdOf = (customerId: number): string => `n${customerId}`;

@ObjectType('NotificationConnection', { description: "A page of the shopper's notifications, newest first (Relay connection)." })
export class NotificationConnection extends connectionOf(Notification, 'Notification', 'notification') {
  @Field(() => Int, { description: 'How many notifications the shopper has in all.' })
  totalCount: number;
}

@ObjectType({ description: "The logged-in shopper's notifications with the unread count." })
export class NotificationFeed {
  @Field(() => ID, { description: "Identifies this shopper's feed, stable across reads (opaque)." })
  id: string;

  @Field(() => Int, { description: 'How many notifications are unread.' })
  unreadCount: number;

  customerId: number;
}

async function feedOf(ctx: RequestContext): Promise<NotificationFeed> {
  const customerId = requireCustomer(ctx);
  const unreadCount = await ctx.services.notifications.unreadCount(customerId);
  return Object.assign(new NotificationFeed(), { id: feedIdOf(customerId), unreadCount, customerId });
}

@ObjectType({ description: 'What markNotificationRead answers: the notification and the feed after the change, or the caller\'s mistakes in userErrors.' })
export class MarkNotificationReadPayload {
  @Field(() => Notification, { nullable: true, description: 'The notification, now read; null when userErrors is not empty.' })
  notification: Notification | null;

  @Field(() => NotificationFeed, { nullable: true, description: 'The feed after the change (its unread count); null when userErrors is not empty.' })
  notifications: NotificationFeed | null;

  @Field(() => [UserError], { description: "The caller's mistakes (someone else's or an unknown notification: NOT_FOUND on id); empty on success." })
  userErrors: UserError[];
}

@ObjectType({ description: "What markAllNotificationsRead answers: the feed after the change, or the caller's mistakes in userErrors." })
export class MarkAllNotificationsReadPayload {
  @Field(() => NotificationFeed, { nullable: true, description: 'The feed after the change (unread count 0); null when userErrors is not empty.' })
  notifications: NotificationFeed | null;

  @Field(() => [UserError], { description: "The caller's mistakes; empty on success." })
  userErrors: UserError[];
}

@Resolver(() => Notification)
export class NotificationResolver {
  @Query(() => NotificationFeed, { description: "The logged-in shopper's notifications (UNAUTHENTICATED for visitors)." })
  notifications(@Ctx() ctx: RequestContext): Promise<NotificationFeed> {
    return feedOf(ctx);
  }

  @FieldResolver(() => Boolean, { description: 'True once the shopper has read it.' })
  read(@Root() notification: Notification): boolean {
    return notification.readAt != null;
  }

  @Mutation(() => MarkNotificationReadPayload, { description: "Marks one of the shopper's notifications read (NOT_FOUND in userErrors for anyone else's); answers it and the feed." })
  markNotificationRead(@Arg('id', () => ID, { description: 'Notification id.' }) id: string, @Ctx() ctx: RequestContext): Promise<MarkNotificationReadPayload> {
    const customerId = requireCustomer(ctx);
    return payload(
      async () => {
        let notification: Notification;
        try {
          notification = await ctx.services.notifications.markRead(customerId, parseId(id, 'Notification not found.'));
        } catch (error) {
          if (isDomainError(error) && error.code === 'NOT_FOUND') throw new DomainError('NOT_FOUND', error.message, { argument: 'id' });
          throw error;
        }
        return { notification, notifications: await feedOf(ctx) };
      },
      { notification: null, notifications: null },
    );
  }

  @Mutation(() => MarkAllNotificationsReadPayload, { description: "Marks all the shopper's notifications read; answers the feed." })
  markAllNotificationsRead(@Ctx() ctx: RequestContext): Promise<MarkAllNotificationsReadPayload> {
    const customerId = requireCustomer(ctx);
    return payload(async () => {
      await ctx.services.notifications.markAllRead(customerId);
      return { notifications: await feedOf(ctx) };
    }, { notifications: null });
  }
}

@Resolver(() => NotificationFeed)
export class NotificationFeedResolver {
  @FieldResolver(() => NotificationConnection, { description: 'The notifications, newest first, a page at a time (20 when no size is given).' })
  async items(@Root() feed: NotificationFeed, @Ctx() ctx: RequestContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<NotificationConnection> {
    const read = await ctx.services.notifications.page(feed.customerId, page);
    return Object.assign(new NotificationConnection(), { ...connectionFromPage(read.items, read.cursors, read), totalCount: read.totalCount });
  }
}

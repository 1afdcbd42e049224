import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { parseId } from '../../shared/ids.js';
import { Notification } from './notification.entity.js';
import { requireCustomer, type RequestContext } from '../../shared/context.js';

export const FEED_ID = 'current';

@ObjectType({ description: "The logged-in shopper's notifications with the unread count." })
export class NotificationFeed {
  @Field(() => ID, { description: `Always "${FEED_ID}": the feed of whoever is logged in.` })
  id: string;

  @Field(() => Int, { description: 'How many notifications are unread.' })
  unreadCount: number;

  @Field(() => [Notification], { description: 'Newest first (at most 50).' })
  items: Notification[];
}

async function feedOf(ctx: RequestContext): Promise<NotificationFeed> {
  const customerId = requireCustomer(ctx);
  const [items, unreadCount] = await Promise.all([ctx.services.notifications.list(customerId), ctx.services.notifications.unreadCount(customerId)]);
  return Object.assign(new NotificationFeed(), { id: FEED_ID, items, unreadCount });
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

  @Mutation(() => NotificationFeed, { description: "Marks one of the shopper's notifications read (NOT_FOUND for anyone else's); returns the feed." })
  async markNotificationRead(@Arg('id', () => ID, { description: 'Notification id.' }) id: string, @Ctx() ctx: RequestContext): Promise<NotificationFeed> {
    await ctx.services.notifications.markRead(requireCustomer(ctx), parseId(id, 'Notification not found.'));
    return feedOf(ctx);
  }

  @Mutation(() => NotificationFeed, { description: "Marks all the shopper's notifications read; returns the feed." })
  async markAllNotificationsRead(@Ctx() ctx: RequestContext): Promise<NotificationFeed> {
    await ctx.services.notifications.markAllRead(requireCustomer(ctx));
    return feedOf(ctx);
  }
}

import { Router } from 'express';
import { parseId } from '../../shared/ids.js';
import { handle } from '../../shared/http.js';
import { requireCustomer } from '../../shared/context.js';
import type { Notification } from './notification.entity.js';

const toRestNotification = (n: Notification) => ({ _id: String(n.id), title: n.title, body: n.body, sentAt: n.sentAt, read: n.readAt != null });

/** REST twins of the notification calls: the spec's list, and marking read (ours). */
export function notificationRoutes(): Router {
  const router = Router();

  // Empty body → { notifications: [{ _id, title, body, sentAt, read }], unreadCount }
  router.post(
    '/user/user_notifications',
    handle(async (ctx) => {
      const customerId = requireCustomer(ctx);
      const [items, unreadCount] = await Promise.all([ctx.services.notifications.list(customerId), ctx.services.notifications.unreadCount(customerId)]);
      return { success: true, notifications: items.map(toRestNotification), unreadCount };
    }),
  );

  // Ours: { notificationId } marks one read; an empty body marks all read. → { success, unreadCount }
  router.post(
    '/user/notifications/read',
    handle(async (ctx, req) => {
      const customerId = requireCustomer(ctx);
      const raw = req.body?.notificationId;
      if (raw === undefined || raw === null || raw === '') await ctx.services.notifications.markAllRead(customerId);
      else {
        await ctx.services.notifications.markRead(customerId, parseId(raw, 'Notification not found.'));
      }
      return { success: true, unreadCount: await ctx.services.notifications.unreadCount(customerId) };
    }),
  );

  return router;
}

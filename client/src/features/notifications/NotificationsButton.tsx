import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { BellIcon } from '../../ui/icons';
import { useSession } from '../session/session-store';
import { MarkAllNotificationsReadMutation, MarkNotificationReadMutation, NotificationsQuery } from './notifications.documents';
import './notifications.css';
import { t } from '../../i18n/i18n';
import { useShowMore } from '../../app/use-show-more';

const sentAtText = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Header bell: the unread count, and a popup listing notifications that can be marked read. */
export function NotificationsButton() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const { data, refetch, fetchMore } = useQuery(NotificationsQuery, { skip: !session, fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(MarkNotificationReadMutation);
  const [markAll] = useMutation(MarkAllNotificationsReadMutation);
  const feed = session ? data?.notifications : undefined;
  const unread = feed?.unreadCount ?? 0;
  const items = feed?.items.edges.map((edge) => edge.node) ?? [];
  const more = feed?.items.pageInfo;

  useEffect(() => {
    if (!open) return;
    if (session) void refetch().catch(() => undefined);
    const onDown = (event: MouseEvent) => {
      if (anchor.current && !anchor.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, session, refetch]);

  // The feed's unread count after marking, known at once (the feed is only on screen once loaded).
  const optimisticFeed = (readCount: number | 'all') =>
    feed ? { __typename: 'NotificationFeed' as const, id: feed.id, unreadCount: readCount === 'all' ? 0 : Math.max(0, unread - readCount) } : null;
  // __typename lets the cache normalise the optimistic answers (codegen types omit it).
  const onMarkOne = (id: string) => {
    const notification = { __typename: 'Notification' as const, id, read: true };
    const answer = { __typename: 'MarkNotificationReadPayload' as const, notification, notifications: optimisticFeed(1), userErrors: [] };
    void markRead({ variables: { id }, optimisticResponse: { markNotificationRead: answer } }).catch(() => undefined);
  };
  const allRead = { __typename: 'MarkAllNotificationsReadPayload' as const, notifications: optimisticFeed('all'), userErrors: [] };
  const onMarkAll = () =>
    void markAll({
      optimisticResponse: { markAllNotificationsRead: allRead },
      // Every notification loaded so far shows as read (the answer carries only the count).
      update(cache, { data: answer }) {
        if (!answer?.markAllNotificationsRead.notifications) return;
        for (const n of items) cache.modify({ id: cache.identify({ __typename: 'Notification', id: n.id }), fields: { read: () => true } });
      },
    }).catch(() => undefined);
  // A failed page leaves the button as it was: the next click tries again.
  const { showMore, loadingMore } = useShowMore(more?.endCursor, fetchMore);

  return (
    <div className="popover-anchor" ref={anchor}>
      <button
        type="button"
        className="icon-btn"
        aria-label={unread > 0 ? t('Notifications, {count} unread', { count: unread }) : t('Notifications')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="count-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div className="popover notif-popover" role="dialog" aria-label={t('Notifications')}>
          <div className="notif-popover__head">
            <h2>{t('Notifications')}</h2>
            {unread > 0 && (
              <button
                type="button"
                className="notif-link"
                onClick={onMarkAll}
              >
                {t('Mark all as read')}
              </button>
            )}
          </div>
          {items.length === 0 ? (
            <p className="muted">{t('No notifications available.')}</p>
          ) : (
            <ul className="notif-list">
              {items.map((n) => (
                <li key={n.id} className={n.read ? 'notif' : 'notif notif--unread'}>
                  <p className="notif__title">
                    {!n.read && <span className="visually-hidden">{t('Unread:')}{' '}</span>}
                    {n.title}
                  </p>
                  {n.body && <p className="notif__body">{n.body}</p>}
                  <div className="notif__meta">
                    <time dateTime={n.sentAt}>{sentAtText(n.sentAt)}</time>
                    {!n.read && (
                      <button
                        type="button"
                        className="notif-link"
                        onClick={() => onMarkOne(n.id)}
                      >
                        {t('Mark as read')}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {items.length > 0 && more?.hasNextPage && (
            <button type="button" className="notif-link" onClick={() => void showMore()} disabled={loadingMore}>
              {loadingMore ? t('Loading...') : t('Show more')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { BellIcon } from '../../ui/icons';
import { useSession } from '../session/session-store';
import { MarkAllNotificationsReadMutation, MarkNotificationReadMutation, NotificationsQuery } from './notifications.documents';
import './notifications.css';
import { t } from '../../i18n/i18n';

const sentAtText = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Header bell: the unread count, and a popup listing notifications that can be marked read. */
export function NotificationsButton() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const { data, refetch } = useQuery(NotificationsQuery, { skip: !session, fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(MarkNotificationReadMutation);
  const [markAll] = useMutation(MarkAllNotificationsReadMutation);
  const feed = session ? data?.notifications : undefined;
  const unread = feed?.unreadCount ?? 0;
  const items = feed?.items ?? [];

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

  const optimisticFeed = (readIds: string[] | 'all') => ({
    __typename: 'NotificationFeed' as const,
    id: feed?.id ?? 'current',
    unreadCount: readIds === 'all' ? 0 : Math.max(0, unread - readIds.length),
    items: items.map((n) => ({ __typename: 'Notification' as const, id: n.id, read: n.read || readIds === 'all' || readIds.includes(n.id) })),
  });

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
                onClick={() => void markAll({ optimisticResponse: { markAllNotificationsRead: optimisticFeed('all') } }).catch(() => undefined)}
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
                        onClick={() => void markRead({ variables: { id: n.id }, optimisticResponse: { markNotificationRead: optimisticFeed([n.id]) } }).catch(() => undefined)}
                      >
                        {t('Mark as read')}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

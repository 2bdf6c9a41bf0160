// The bell in the signed-in bar (decision 032): the unread count, and on
// opening the notifications newest first, a page at a time, each linking to
// the exact screen it is about; opening one marks it read, and 'Mark all read'
// clears the count. The live stream keeps the count current without a reload.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { notificationsQuery, unreadQuery, useMarkAllRead, useMarkRead } from '../api/notification-queries.ts';
import { useNotificationStream } from '../api/use-notification-stream.ts';
import styles from './notification-bell.module.css';
import { dateTimeText } from '../../../lib/dates.ts';

const when = (iso: string) => dateTimeText(iso);

export function NotificationBell() {
  useNotificationStream(true);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const unread = useQuery(unreadQuery());
  const list = useInfiniteQuery({ ...notificationsQuery(), enabled: open });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const count = unread.data?.unread_count ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const items = list.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <div className={styles.wrap}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {count > 0 && (
          <span className={styles.badge} data-testid="notification-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <div ref={panel} id={panelId} className={styles.panel} role="region" aria-label="Notifications">
          <div className={styles.header}>
            <h2 className={styles.title}>Notifications</h2>
            <button
              type="button"
              className={styles.textButton}
              disabled={count === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all read
            </button>
          </div>
          {list.isPending ? (
            <p className={styles.empty}>Loading…</p>
          ) : items.length === 0 ? (
            <p className={styles.empty}>Nothing yet. We will tell you here when something happens.</p>
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id} className={item.read ? styles.item : `${styles.item} ${styles.unread}`}>
                  <Link
                    to={item.link}
                    className={styles.link}
                    onClick={() => {
                      if (!item.read) markRead.mutate(item.id);
                      setOpen(false);
                    }}
                  >
                    <span className={styles.itemTitle}>
                      {!item.read && <span className="visually-hidden">Unread: </span>}
                      {item.title}
                    </span>
                    <span className={styles.body}>{item.body}</span>
                    <time className={styles.time} dateTime={item.created_at}>
                      {when(item.created_at)}
                    </time>
                  </Link>
                  {!item.read && (
                    <button
                      type="button"
                      className={styles.textButton}
                      aria-label={`Mark “${item.title}” read`}
                      onClick={() => markRead.mutate(item.id)}
                    >
                      Mark read
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <button
              type="button"
              className={styles.more}
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Show older
            </button>
          )}
        </div>
      )}
    </div>
  );
}

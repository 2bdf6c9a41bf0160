// The live stream (decision 032): server-sent events with the access token in
// the query (EventSource sends no headers). A notification updates the unread
// count and refreshes the list and the candidate's applications, so the card,
// the application page and 'What to do next' follow the other side's action
// without a reload. A lost or expired stream reconnects with a fresh token and
// the last id it saw; the server sends what was missed from the rows.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationsRoutes } from '@talent/contracts/endpoints/notifications';
import { NOTIFICATION_EVENT, type NotificationEvent } from '@talent/contracts/notifications';
import { buildUrl } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';
import { getAuthToken, withoutBearer } from '../../../lib/session.ts';
import { notificationKeys, refreshUnread } from './notification-queries.ts';

const RETRY_MS = 2000;

export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    let lastId: string | null = null;

    const open = () => {
      if (stopped) return;
      const token = getAuthToken();
      if (!token) return;
      const query: Record<string, string> = { token: withoutBearer(token) };
      if (lastId) query.last_event_id = lastId;
      source = new EventSource(buildUrl(notificationsRoutes.notificationStream.path, query));
      source.addEventListener(NOTIFICATION_EVENT, (event) => {
        const message = event as MessageEvent<string>;
        lastId = message.lastEventId || lastId;
        const data = JSON.parse(message.data) as NotificationEvent;
        queryClient.setQueryData(notificationKeys.unread, { unread_count: data.unread_count });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
        void queryClient.invalidateQueries({ queryKey: candidateJobsKey });
      });
      const reconnect = () => {
        source?.close();
        source = null;
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = null;
          // through the api client: an expired access token is refreshed before the stream reopens
          void refreshUnread()
            .then((unread) => queryClient.setQueryData(notificationKeys.unread, unread))
            .catch(() => undefined)
            .finally(open);
        }, RETRY_MS);
      };
      source.addEventListener('expired', reconnect);
      source.onerror = () => {
        // the browser retries a dropped connection itself; a refused one (401) is closed for good
        if (source?.readyState === EventSource.CLOSED) reconnect();
      };
    };
    open();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [enabled, queryClient]);
}

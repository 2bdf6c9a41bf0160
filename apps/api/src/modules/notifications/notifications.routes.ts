// HTTP of notifications (decision 032), registered from the endpoint table.
// The live stream is server-sent events: EventSource cannot send headers, so
// the access token comes in the query; no valid token answers 401, and the
// stream closes when the token expires (the client reconnects with a fresh
// one and catches up from Last-Event-ID).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationsRoutes as routes } from '@talent/contracts/endpoints/notifications';
import { notificationsSchemas as schemas } from '@talent/contracts/endpoints/notifications.schemas';
import { NOTIFICATION_EVENT, NotificationMessages } from '@talent/contracts/notifications';
import { unauthorized } from '../../lib/errors.ts';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { authOf } from '../../plugins/auth-guard.ts';
import type { NotificationHub } from './notification-hub.ts';
import { toNotification, type NotificationsService } from './notifications.service.ts';

const HEARTBEAT_MS = 20_000;

export interface NotificationRouteDeps {
  notifications: NotificationsService;
  hub: NotificationHub;
  /** the operators' gauge of open streams (decision 034) */
  openStreams: { inc(): void; dec(): void };
}

function lastEventId(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  if (Number.isInteger(value) && value >= 0 && header !== undefined && header !== '') return value;
  return fromQuery ?? null;
}

export async function notificationsRoutesPlugin(app: FastifyInstance, deps: NotificationRouteDeps) {
  const { notifications, hub, openStreams } = deps;
  // open streams end when the server closes (they would hold it open otherwise)
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  registerEndpoints(app, routes, schemas, {
    notifications: async (request) => notifications.list(authOf(request).userId, request.query.before),
    unreadNotifications: async (request) => notifications.unread(authOf(request).userId),
    readNotification: async (request) => notifications.read(authOf(request).userId, request.params.notificationId),
    readAllNotifications: async (request) => notifications.readAll(authOf(request).userId),
    emailPreferences: async (request) => notifications.preferences(authOf(request).userId),
    updateEmailPreference: async (request) =>
      notifications.setPreference(authOf(request).userId, request.body.category, request.body.enabled),
    notificationStream: async (request, reply) => {
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
      const who = await notifications.streamUser(request.query.token ?? bearer);
      if (!who || who.endsAt <= Date.now()) throw unauthorized(NotificationMessages.streamToken);
      const { userId } = who;
      let sentId = lastEventId(request, request.query.last_event_id) ?? (await notifications.latestId(userId));

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: 2000\n\n`);
      let closed = false;
      // one read at a time: signals arriving meanwhile run one more read after it
      let pending: Promise<void> = Promise.resolve();
      const flush = () => {
        pending = pending
          .then(async () => {
            if (closed) return;
            const { rows, unread } = await notifications.since(userId, sentId);
            for (const row of rows) {
              if (closed) return;
              raw.write(
                `id: ${row.id}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify({ notification: toNotification(row), unread_count: unread })}\n\n`,
              );
              sentId = row.id;
            }
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'notification stream read failed'));
      };
      const unsubscribe = hub.subscribe(userId, flush);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      const expiry = setTimeout(
        () => {
          raw.write(`event: expired\ndata: {}\n\n`);
          raw.end();
        },
        Math.min(who.endsAt - Date.now(), 2 ** 31 - 1),
      );
      const close = () => {
        if (closed) return;
        closed = true;
        streams.delete(end);
        openStreams.dec();
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
      };
      const end = () => {
        close();
        raw.end();
      };
      streams.add(end);
      openStreams.inc();
      raw.on('close', close);
      // what was missed while disconnected
      flush();
    },
  });
}

// Live fan-out of notifications (decision 032). notify() signals with
// pg_notify in the writer's transaction; every instance LISTENs on one channel
// through its database (one dedicated connection with PostgreSQL, so a
// notification written on any instance reaches the streams open on all of
// them; PGlite's own LISTEN on the embedded default) and hands each signal to
// the streams of that user through an in-process emitter. The signal carries
// ids only: each stream reads the rows itself, so a missed signal costs
// nothing but latency and a reconnect catches up from the rows.
import { EventEmitter } from 'node:events';
import type { Database } from '../../db/client.ts';
import { NOTIFICATIONS_CHANNEL } from './notify.ts';

/** Heard by every stream when the listening connection was replaced and signals may have been lost. */
const RESYNC = '*resync';

export interface NotificationHub {
  /** fn runs whenever a notification for userId may have arrived; answers the unsubscribe function. */
  subscribe(userId: string, fn: () => void): () => void;
  /** How many streams are open on this instance. */
  size(): number;
  close(): Promise<void>;
}

export async function createNotificationHub(database: Pick<Database, 'listen'>): Promise<NotificationHub> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let open = 0;
  const stop = await database.listen(NOTIFICATIONS_CHANNEL, (payload) => {
    if (!payload) {
      emitter.emit(RESYNC);
      return;
    }
    const userId = payload.slice(0, payload.indexOf(':'));
    if (userId) emitter.emit(userId);
  });
  return {
    subscribe(userId, fn) {
      emitter.on(userId, fn);
      emitter.on(RESYNC, fn);
      open += 1;
      return () => {
        emitter.off(userId, fn);
        emitter.off(RESYNC, fn);
        open -= 1;
      };
    },
    size: () => open,
    close: stop,
  };
}

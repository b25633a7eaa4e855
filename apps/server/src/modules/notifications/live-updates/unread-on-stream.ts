import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATIONS_UNREAD_EVENT } from '@cuepoint/domain/notifications/push-api';
import type { Database } from '../../../db/client.ts';
import { createCentreStore } from '../notifications/notifications-store.ts';
import { createUnreadHub } from '../notifications/unread-hub.ts';
import type { EventStream } from './event-stream.ts';

/**
 * The notification centre's unread count on the one live stream (GET /updates, decision record 032): an `unread`
 * event with `{unread_count}` when the stream starts and whenever the account's count changes (woken by the
 * notifications channel, one LISTEN per process). The event carries no `id:`, so the browser's Last-Event-ID stays
 * the last booking change and a resumed stream replays bookings only; the count is simply sent again on connect.
 */
export function createUnreadOnStream(database: Database, log: FastifyBaseLogger) {
  const hub = createUnreadHub(database, log);
  const store = createCentreStore(database.db);
  return {
    ready: () => hub.ready(),
    close: () => hub.close(),
    /** Sends the count now and on each change until the stream closes; the returned function stops it. */
    attach(userId: number, stream: EventStream): () => void {
      let last = -1;
      let reading = false;
      let again = false;
      const read = async () => {
        if (stream.closed) return;
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const count = await store.unreadCount(userId);
            if (count !== last && !stream.closed) {
              last = count;
              stream.send(NOTIFICATIONS_UNREAD_EVENT, null, { unread_count: count });
            }
          } while (again && !stream.closed);
        } catch (error) {
          log.warn({ err: error }, 'live updates: reading the unread count failed; the client reconnects');
          stream.end();
        } finally {
          reading = false;
        }
      };
      const remove = hub.add(userId, { wake: () => void read(), end: () => stream.end() });
      void read();
      return remove;
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { openNotificationListener, type NotificationListener } from '../live-updates/listener.ts';
import { NOTIFICATIONS_CHANNEL } from './notifications-store.ts';

type Subscriber = { wake(): void; end(): void };

/**
 * One LISTEN per server process on the notifications channel: a notification names the account whose centre changed,
 * and only that account's open unread-count streams read their count again. After a lost connection every stream
 * reads again.
 */
export function createUnreadHub(database: Database, log: FastifyBaseLogger) {
  const streams = new Map<number, Set<Subscriber>>();
  let listening: Promise<NotificationListener> | null = null;
  const wakeAll = () => {
    for (const set of streams.values()) for (const subscriber of set) subscriber.wake();
  };
  return {
    async ready() {
      listening ??= openNotificationListener(database, NOTIFICATIONS_CHANNEL, {
        onNotification: (payload) =>
          setImmediate(() => {
            const set = streams.get(Number(payload));
            if (set) for (const subscriber of set) subscriber.wake();
          }),
        onReconnect: wakeAll,
        onError: (error) => log.warn({ err: error }, 'notifications: listener connection lost'),
      }).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
    },
    add(userId: number, subscriber: Subscriber): () => void {
      let set = streams.get(userId);
      if (!set) {
        set = new Set();
        streams.set(userId, set);
      }
      set.add(subscriber);
      return () => {
        const current = streams.get(userId);
        current?.delete(subscriber);
        if (current?.size === 0) streams.delete(userId);
      };
    },
    count(userId: number) {
      return streams.get(userId)?.size ?? 0;
    },
    async close() {
      for (const set of [...streams.values()]) for (const subscriber of [...set]) subscriber.end();
      streams.clear();
      const listener = await listening?.catch(() => null);
      await listener?.close();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { openNotificationListener, type NotificationListener } from './listener.ts';
import { BOOKING_EVENTS_CHANNEL, parseBookingEventNotice } from './outbox.ts';
import type { LiveStore } from './live-store.ts';

/** An open stream as the hub knows it: whose it is, and how to make it read what is new. */
export type LiveSubscriber = { userId: number; wake(): void; end(): void };

export type LiveHub = {
  /** Starts listening (once per process) and waits until notifications flow. */
  ready(): Promise<void>;
  /** Adds a stream; null when the user has `maxPerUser` open already. */
  add(subscriber: LiveSubscriber): (() => void) | null;
  /** Open streams of a user (or of everyone). */
  count(userId?: number): number;
  /** Ends every stream and stops listening (server shutdown). */
  close(): Promise<void>;
};

/**
 * One LISTEN per server process for every stream it serves: a notification names the request of a new outbox row,
 * and only the streams of that request's parties are woken to read what is new for them. After a lost connection
 * every stream reads again, so nothing sent meanwhile is missed.
 */
export function createLiveHub(deps: {
  database: Database;
  store: LiveStore;
  log: FastifyBaseLogger;
  maxPerUser: number;
}): LiveHub {
  const streams = new Map<number, Set<LiveSubscriber>>();
  let listening: Promise<NotificationListener> | null = null;
  let closed = false;

  const wakeAll = () => {
    for (const set of streams.values()) for (const subscriber of set) subscriber.wake();
  };

  const onNotice = async (payload: string) => {
    const notice = parseBookingEventNotice(payload);
    if (!notice || streams.size === 0) return;
    try {
      for (const userId of await deps.store.partiesOf(notice.request_id)) {
        const set = streams.get(userId);
        if (set) for (const subscriber of set) subscriber.wake();
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'live updates: could not find who to wake; waking every stream');
      wakeAll();
    }
  };

  const listen = () => {
    listening ??= openNotificationListener(deps.database, BOOKING_EVENTS_CHANNEL, {
      // Out of the database driver's callback before querying again.
      onNotification: (payload) => setImmediate(() => void onNotice(payload)),
      onReconnect: () => {
        deps.log.info('live updates: listening again');
        wakeAll();
      },
      onError: (error) => deps.log.warn({ err: error }, 'live updates: listener connection lost'),
    }).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  };

  return {
    async ready() {
      await listen();
    },
    add(subscriber) {
      let set = streams.get(subscriber.userId);
      if (set && set.size >= deps.maxPerUser) return null;
      if (!set) {
        set = new Set();
        streams.set(subscriber.userId, set);
      }
      set.add(subscriber);
      return () => {
        const current = streams.get(subscriber.userId);
        if (!current) return;
        current.delete(subscriber);
        if (current.size === 0) streams.delete(subscriber.userId);
      };
    },
    count(userId) {
      if (userId !== undefined) return streams.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of streams.values()) total += set.size;
      return total;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const set of [...streams.values()]) for (const subscriber of [...set]) subscriber.end();
      streams.clear();
      const listener = await listening?.catch(() => null);
      await listener?.close();
    },
  };
}

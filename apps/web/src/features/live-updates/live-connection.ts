import type { QueryClient } from '@tanstack/react-query';
import {
  LIVE_BOOKING_EVENT,
  LIVE_READY_EVENT,
  ZLiveBookingEvent,
  ZLiveReady,
  type TLiveBookingEvent,
} from '@cuepoint/domain/booking/live-updates-api';
import { NOTIFICATIONS_UNREAD_EVENT } from '@cuepoint/domain/notifications/push-api';
import { apiUrl } from '../../lib/api.ts';
import { reportSessionDoubt } from '../../lib/session-signals.ts';
import { isLiveQueryKey } from './live-query-roots.ts';

export type LiveState = { connected: boolean; lastEvent: TLiveBookingEvent | null };
export type LiveListener = (event: TLiveBookingEvent) => void;
export type UnreadListener = (count: number) => void;

/** Reconnect delays after a drop: 1 s doubling to 30 s, each ±20% so many tabs do not come back at once. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** Changes that arrive together (a replay after a drop) refetch once. */
export const INVALIDATE_BATCH_MS = 100;
/** The stream stays open this long after its last user unmounts, so moving between screens keeps it. */
export const RELEASE_GRACE_MS = 2_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type LiveConnection = {
  /** Keeps the stream open while held; the client's live queries are invalidated on each change. */
  retain(client: QueryClient | null): () => void;
  subscribe(listener: LiveListener): () => void;
  /** The notification centre's unread count, sent by the same stream on connect and on each change. */
  subscribeUnread(listener: UnreadListener): () => void;
  subscribeState(callback: () => void): () => void;
  getState(): LiveState;
  /** Closes the stream now (sign-out) and forgets where it was. */
  close(): void;
};

/**
 * One EventSource to GET /updates per tab, shared by every screen that shows bookings and by the notification bell's
 * unread count: opened while something holds it, reconnected with backoff after a drop, resuming after the last change it received (the server replays what
 * happened in between).
 */
export function createLiveConnection(path = '/updates'): LiveConnection {
  let source: EventSource | null = null;
  let state: LiveState = { connected: false, lastEvent: null };
  let lastId: number | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let holds = 0;
  const clients = new Map<QueryClient, number>();
  const listeners = new Set<LiveListener>();
  const unreadListeners = new Set<UnreadListener>();
  const stateCallbacks = new Set<() => void>();

  const setState = (next: Partial<LiveState>) => {
    state = { ...state, ...next };
    for (const callback of stateCallbacks) callback();
  };

  const invalidateSoon = () => {
    if (batchTimer !== undefined) return;
    batchTimer = setTimeout(() => {
      batchTimer = undefined;
      for (const client of clients.keys())
        void client.invalidateQueries({ predicate: (query) => isLiveQueryKey(query.queryKey) });
    }, INVALIDATE_BATCH_MS);
  };

  const onBooking = (message: MessageEvent) => {
    let parsed: TLiveBookingEvent;
    try {
      const result = ZLiveBookingEvent.safeParse(JSON.parse(String(message.data)));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    // A replay may repeat what a dropped stream already delivered.
    if (lastId !== null && parsed.id <= lastId) return;
    lastId = parsed.id;
    setState({ lastEvent: parsed });
    invalidateSoon();
    for (const listener of listeners) listener(parsed);
  };

  const onUnread = (message: MessageEvent) => {
    try {
      const count = (JSON.parse(String(message.data)) as { unread_count?: unknown }).unread_count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return;
      for (const listener of unreadListeners) listener(count);
    } catch {
      // a malformed count changes nothing
    }
  };

  const onReady = (message: MessageEvent) => {
    try {
      const ready = ZLiveReady.safeParse(JSON.parse(String(message.data)));
      if (ready.success && lastId === null) lastId = ready.data.last_event_id;
    } catch {
      // a ready event without data changes nothing
    }
  };

  const open = () => {
    if (source || typeof EventSource === 'undefined') return;
    const url = apiUrl(path, lastId === null ? undefined : { last_event_id: lastId });
    const next = new EventSource(url);
    source = next;
    next.addEventListener('open', () => {
      if (source !== next) return;
      attempt = 0;
      setState({ connected: true });
    });
    next.addEventListener(LIVE_BOOKING_EVENT, (message) => {
      if (source === next) onBooking(message);
    });
    next.addEventListener(LIVE_READY_EVENT, (message) => {
      if (source === next) onReady(message);
    });
    next.addEventListener(NOTIFICATIONS_UNREAD_EVENT, (message) => {
      if (source === next) onUnread(message);
    });
    next.addEventListener('error', () => {
      if (source !== next) return;
      // Our own backoff instead of the browser's fixed retry, resuming from the last change received.
      next.close();
      source = null;
      setState({ connected: false });
      // A stream refused (the session ended) looks like any drop: the session provider asks the server.
      reportSessionDoubt();
      scheduleReconnect();
    });
  };

  const scheduleReconnect = () => {
    if (holds === 0 || retryTimer !== undefined) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (holds > 0) open();
    }, reconnectDelay(attempt));
    attempt += 1;
  };

  const reconnectNow = () => {
    if (holds === 0 || source) return;
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    open();
  };

  const shut = () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    if (releaseTimer !== undefined) clearTimeout(releaseTimer);
    if (batchTimer !== undefined) clearTimeout(batchTimer);
    retryTimer = releaseTimer = batchTimer = undefined;
    source?.close();
    source = null;
    attempt = 0;
    if (typeof window !== 'undefined') window.removeEventListener('online', reconnectNow);
    if (state.connected) setState({ connected: false });
  };

  return {
    retain(client) {
      holds += 1;
      if (client) clients.set(client, (clients.get(client) ?? 0) + 1);
      if (releaseTimer !== undefined) {
        clearTimeout(releaseTimer);
        releaseTimer = undefined;
      }
      if (holds === 1 && typeof window !== 'undefined') window.addEventListener('online', reconnectNow);
      open();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (client) {
          const count = (clients.get(client) ?? 1) - 1;
          if (count > 0) clients.set(client, count);
          else clients.delete(client);
        }
        if (holds === 0) {
          releaseTimer = setTimeout(() => {
            releaseTimer = undefined;
            if (holds === 0) shut();
          }, RELEASE_GRACE_MS);
        }
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeUnread(listener) {
      unreadListeners.add(listener);
      return () => unreadListeners.delete(listener);
    },
    subscribeState(callback) {
      stateCallbacks.add(callback);
      return () => stateCallbacks.delete(callback);
    },
    getState: () => state,
    close() {
      shut();
      lastId = null;
      setState({ connected: false, lastEvent: null });
    },
  };
}

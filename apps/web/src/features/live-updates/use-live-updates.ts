import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TLiveBookingEvent } from '@cuepoint/domain/booking/live-updates-api';
import { createLiveConnection, type LiveConnection, type LiveState } from './live-connection.ts';

let shared: LiveConnection | null = null;

/** The tab's one connection to GET /updates. */
export function liveConnection(): LiveConnection {
  shared ??= createLiveConnection();
  return shared;
}

/** Closes the tab's stream at once and forgets where it was (sign-out; tests between cases). */
export function closeLiveUpdates(): void {
  shared?.close();
}

const subscribeState = (callback: () => void) => liveConnection().subscribeState(callback);
const currentState = () => liveConnection().getState();

const OFFLINE: LiveState = { connected: false, lastEvent: null };

export type UseLiveUpdatesOptions = {
  /** False for a visitor or while the session is unknown: nothing is opened. Default true. */
  enabled?: boolean;
};

/**
 * Live booking and offer changes for the signed-in user: keeps the tab's shared stream open while mounted, refetches
 * the queries under LIVE_QUERY_ROOTS when something changes, and calls `onEvent` with each change (a row to
 * highlight). `connected` drives the live indicator.
 */
export function useLiveUpdates(
  onEvent?: (event: TLiveBookingEvent) => void,
  options: UseLiveUpdatesOptions = {},
): LiveState {
  const enabled = options.enabled ?? true;
  const client = useQueryClient();
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const connection = liveConnection();
    const unsubscribe = connection.subscribe((event) => handler.current?.(event));
    const release = connection.retain(client);
    return () => {
      unsubscribe();
      release();
    };
  }, [client, enabled]);

  const state = useSyncExternalStore(subscribeState, currentState, () => OFFLINE);
  return enabled ? state : OFFLINE;
}

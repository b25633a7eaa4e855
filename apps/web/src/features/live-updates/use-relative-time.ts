import { useSyncExternalStore } from 'react';
import { relativeTime } from '@cuepoint/domain/booking/booking-api';

/** Relative times ('Just now', '3 minutes ago') are recomputed this often. */
export const RELATIVE_TIME_TICK_MS = 30_000;

let readClock: () => Date = () => new Date();
let current: Date | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

/** Tests (and a page on the test clock) read time from elsewhere. */
export function setRelativeTimeClock(clock: (() => Date) | null): void {
  readClock = clock ?? (() => new Date());
  current = null;
  for (const listener of listeners) listener();
}

function tick() {
  current = readClock();
  for (const listener of listeners) listener();
}

// One timer for every relative time on the page, running while any is shown.
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(tick, RELATIVE_TIME_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
      current = null;
    }
  };
}

function now(): Date {
  current ??= readClock();
  return current;
}

/** The shared 'now' of relative times, moving every 30 s. */
export function useNow(): Date {
  return useSyncExternalStore(subscribe, now, now);
}

/** 'Just now', 'N minutes ago', 'N hours ago', 'N days ago' for an instant, kept current every 30 s. */
export function useRelativeTime(iso: string | Date | null | undefined): string {
  const at = useNow();
  if (iso === null || iso === undefined || iso === '') return '';
  return relativeTime(iso, at);
}

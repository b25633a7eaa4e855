import { useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE } from '@cuepoint/domain/catalog/timezones';

const subscribeNever = () => () => {};

/**
 * False while the page is rendered on the server and hydrated, true afterwards: what depends on the reader's clock or
 * zone (local times, the browser's zone) is shown once it matches what the browser would render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The reader's IANA time zone; UTC on the server and during hydration. */
export function useBrowserTimeZone(): string {
  return useSyncExternalStore(subscribeNever, browserTimeZone, () => DEFAULT_TIME_ZONE);
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true from then on: what depends on the reader (their
 * time zone) is shown after hydration, so the first browser render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

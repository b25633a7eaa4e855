import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

/** Data shown in a page stays fresh this long, so a page hydrated with the server's data does not fetch it again. */
export const FRESH_FOR_MS = 60_000;

/** The browser's query client. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        // Client errors will not fix themselves; retry only network and server failures.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The server renderer's query client: one per page, no retries. A query that failed with a client error renders
 * as that error (not as loading again), the way the browser will show it after hydration.
 */
export function makeServerQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FRESH_FOR_MS, retry: false, retryOnMount: false, refetchOnWindowFocus: false },
    },
  });
}

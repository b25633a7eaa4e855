import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import type { AuthUser } from '../../features/accounts/auth-context.tsx';

/** The id of the JSON block in which the server hands its render's data to the browser. */
export const HYDRATION_STATE_ID = 'cuepoint-state';

/** Everything the browser needs to take over a server-rendered page without fetching it again. */
export type HydrationPayload = {
  queries: DehydratedState;
  session: { user: AuthUser | null };
  router: HydrationState;
};

type SerializedApiError = { apiError: { message: string; status: number } };

/** A client error (4xx) answers the same in the browser, so the page keeps it; anything else is fetched again. */
function isSettledError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && isSettledError(query.state.error)),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!isSettledError(error)) return query;
      const serialized: SerializedApiError = { apiError: { message: error.message, status: error.status } };
      return { ...query, state: { ...query.state, error: serialized as unknown as Error } };
    }),
  };
}

/**
 * Puts the server's data into the browser's cache. A query the server answered with a client error keeps it and
 * is not retried as the page mounts, so the page shows what the server rendered (a missing post stays missing).
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState) {
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as unknown;
      if (!error || typeof error !== 'object' || !('apiError' in error)) return query;
      const { message, status } = (error as SerializedApiError).apiError;
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
      return { ...query, state: { ...query.state, error: new ApiError(message, status) } };
    }),
  });
}

/** JSON safe inside a <script> element: no `</script>`, no HTML comment openers, no line separators. */
export function serializeHydrationPayload(payload: HydrationPayload): string {
  return scriptSafeJson(payload);
}

/** Any value as JSON safe inside a <script> element (the hydration block, structured data). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's payload, when this page was rendered there. */
export function readHydrationPayload(doc: Document): HydrationPayload | undefined {
  const text = doc.getElementById(HYDRATION_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationPayload;
  } catch {
    return undefined;
  }
}

import type { Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';

/** Queries a screen marks `meta: { ssr: false }` (single-use CAPTCHA questions) are left to the browser. */
function wantsServerFetch(query: Query, tried: Set<string>): boolean {
  if (tried.has(query.queryHash)) return false;
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.meta?.['ssr'] === false || !query.options.queryFn) return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Fetches every query the last render asked for and had no data for. Returns how many it fetched; the renderer
 * renders again until a render asks for nothing new (each query is tried once). A query that failed for a reason the browser may not meet
 * (a server error, a time-out) is dropped, so the page renders it as loading and the browser fetches it.
 */
export async function prefetchRenderedQueries(
  client: QueryClient,
  deadline: number,
  tried: Set<string>,
): Promise<number> {
  const pending = client
    .getQueryCache()
    .getAll()
    .filter((query) => wantsServerFetch(query, tried));
  if (!pending.length) return 0;
  for (const query of pending) tried.add(query.queryHash);
  const remaining = Math.max(0, deadline - Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, remaining);
  });
  await Promise.race([Promise.allSettled(pending.map((query) => query.fetch())), timeout]);
  clearTimeout(timer);
  for (const query of pending) {
    const settled = query.state.status === 'success' || isClientError(query.state.error);
    if (!settled) {
      void query.cancel({ silent: true });
      client.getQueryCache().remove(query);
    }
  }
  return pending.length;
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

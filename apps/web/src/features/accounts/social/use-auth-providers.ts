import { useQuery } from '@tanstack/react-query';
import { OAUTH_PROVIDERS, type TOAuthProvider } from '@cuepoint/domain/accounts/auth-payloads';
import { apiBody, apiClient } from '../../../lib/api.ts';

type ProvidersBody = { data?: unknown; providers?: unknown };

function isProvider(value: unknown): value is TOAuthProvider {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** Reads the provider list whether it comes as names or as entries with an id and an enabled flag. */
export function parseProviders(body: ProvidersBody): TOAuthProvider[] {
  const data = body.data as { providers?: unknown } | unknown[] | undefined;
  const raw = body.providers ?? (Array.isArray(data) ? data : data?.providers) ?? [];
  if (!Array.isArray(raw)) return [];
  const names = raw.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [entry];
    if (entry && typeof entry === 'object') {
      const record = entry as {
        id?: unknown;
        name?: unknown;
        provider?: unknown;
        enabled?: unknown;
        configured?: unknown;
      };
      if (record.enabled === false || record.configured === false) return [];
      return [record.id ?? record.provider ?? record.name];
    }
    return [];
  });
  return names.filter(isProvider);
}

/**
 * The social providers the server has configured (GET /auth/providers). Until the answer arrives, and when the
 * call fails, no provider is offered: a button that cannot work is worse than none.
 */
export function useAuthProviders(): { providers: TOAuthProvider[]; loading: boolean } {
  const query = useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => apiBody(apiClient.GET('/auth/providers', { signal })).then(parseProviders),
    staleTime: 10 * 60_000,
    retry: 1,
  });
  return { providers: query.data ?? [], loading: query.isPending };
}

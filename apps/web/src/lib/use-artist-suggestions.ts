import { useQuery } from '@tanstack/react-query';
import { apiBody, apiClient } from './api.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * docs/product/matchmaking.md: ask only for fragments longer than one character, 300 ms after typing stops, 10 at most.
 */
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTION_LIMIT = 10;

/**
 * Artist names matching the fragment being typed; a failed request gives an empty list (docs/product/matchmaking.md).
 */
export function useArtistSuggestions(fragment: string): string[] {
  const query = useDebouncedValue(fragment.trim(), SUGGESTION_DEBOUNCE_MS);
  const enabled = query.length >= SUGGESTION_MIN_CHARS;
  const result = useQuery({
    queryKey: ['artist-suggestions', query.toLowerCase()],
    queryFn: async ({ signal }) => {
      try {
        const body = await apiBody(
          apiClient.GET('/suggestions.php', {
            params: { query: { q: query, limit: SUGGESTION_LIMIT, type: 'artist' } },
            signal,
          }),
        );
        return (body.data ?? [])
          .map((entry) => (typeof entry?.name === 'string' ? entry.name : ''))
          .filter(Boolean)
          .slice(0, SUGGESTION_LIMIT);
      } catch {
        return [];
      }
    },
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return enabled && result.data ? result.data : [];
}

import { useQuery } from '@tanstack/react-query';
import { SIMILAR_DJ_SEARCH_MIN_CHARS, SIMILAR_DJ_SUGGESTIONS } from '@cuepoint/domain/booking/constants';
import { apiBody, apiClient } from '../../../lib/api.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

const DEBOUNCE_MS = 300;

/**
 * DJ names for the similar-DJ picker (docs/product/booking-requests.md): GET /suggestions.php?q=&limit=5 once 2
 * characters are typed and typing has paused; at most 5, a failed call giving none.
 */
export function useDjSuggestions(fragment: string): string[] {
  const query = useDebouncedValue(fragment.trim(), DEBOUNCE_MS);
  const enabled = query.length >= SIMILAR_DJ_SEARCH_MIN_CHARS;
  const result = useQuery({
    queryKey: ['dj-suggestions', query.toLowerCase()],
    queryFn: async ({ signal }) => {
      try {
        const body = await apiBody(
          apiClient.GET('/suggestions.php', {
            params: { query: { q: query, limit: SIMILAR_DJ_SUGGESTIONS } },
            signal,
          }),
        );
        return (body.data ?? [])
          .map((entry) => (typeof entry?.name === 'string' ? entry.name : ''))
          .filter(Boolean)
          .slice(0, SIMILAR_DJ_SUGGESTIONS);
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

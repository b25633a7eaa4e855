import { useQuery } from '@tanstack/react-query';
import { LATEST_SETS_COUNT } from '@cuepoint/domain/djs/set-platforms';
import { apiData, apiClient } from '../../lib/api.ts';

export function useLatestSets(enabled = true) {
  return useQuery({
    queryKey: ['public-dj-sets', LATEST_SETS_COUNT],
    queryFn: ({ signal }) =>
      apiData(
        apiClient.GET('/public-dj-sets.php', { params: { query: { limit: LATEST_SETS_COUNT } }, signal }),
      ),
    enabled,
    staleTime: 60_000,
  });
}

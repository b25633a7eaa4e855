import { useQuery } from '@tanstack/react-query';
import { LATEST_SETS_COUNT } from '@cuepoint/domain/djs/set-platforms';
import type { TPublicDjSet } from '@cuepoint/domain/djs/sets';
import { api } from '../../lib/api.ts';

export function useLatestSets(enabled = true) {
  return useQuery({
    queryKey: ['public-dj-sets', LATEST_SETS_COUNT],
    queryFn: ({ signal }) =>
      api<{ data: TPublicDjSet[] }>('/public-dj-sets.php', {
        query: { limit: LATEST_SETS_COUNT },
        signal,
      }).then((body) => body.data),
    enabled,
    staleTime: 60_000,
  });
}

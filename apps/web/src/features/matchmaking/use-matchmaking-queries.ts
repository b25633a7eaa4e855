import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TRecommendationFilter } from '@cuepoint/domain/matchmaking/api';
import {
  fetchEnthusiastRecommendations,
  fetchSimilarDjs,
  fetchVenueRecommendations,
  SEARCH_PAGE_SIZE,
  searchDjs,
  type SearchParams,
} from './matchmaking-api.ts';

/** Recommendations are the signed-in account's: their keys start with the account's own scope. */
const keys = {
  enthusiast: (scope: readonly unknown[], filter: TRecommendationFilter) =>
    [...scope, 'recommendations', filter] as const,
  venue: (scope: readonly unknown[]) => [...scope, 'recommendations'] as const,
  search: (params: SearchParams) => ['matchmaking', 'search', params] as const,
  similar: (djId: number) => ['matchmaking', 'similar', djId] as const,
};

export function useEnthusiastRecommendations(
  scope: readonly unknown[],
  filter: TRecommendationFilter,
  enabled = true,
) {
  return useQuery({
    queryKey: keys.enthusiast(scope, filter),
    queryFn: () => fetchEnthusiastRecommendations(filter),
    enabled,
  });
}

export function useVenueRecommendations(scope: readonly unknown[]) {
  return useQuery({ queryKey: keys.venue(scope), queryFn: () => fetchVenueRecommendations() });
}

/** Search results a page at a time (Load more asks for the next while the server says there are more). */
export function useDjSearch(params: SearchParams) {
  return useInfiniteQuery({
    queryKey: keys.search(params),
    queryFn: ({ pageParam }) => searchDjs(params, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length * SEARCH_PAGE_SIZE : undefined),
  });
}

export function useSimilarDjs(djId: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: [...keys.similar(djId), limit],
    queryFn: () => fetchSimilarDjs(djId, limit),
    enabled,
  });
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DISCOVER_PAGE_SIZE } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import {
  fetchDiscoverPage,
  fetchFavoriteArtists,
  fetchFavoriteDjs,
  fetchNearbyEvents,
  fetchProfile,
  type DiscoverFilter,
  type NearbyQuery,
} from './enthusiast-api.ts';
import { useEnthusiastKeys } from './enthusiast-context.ts';

export function useEnthusiastProfile() {
  const keys = useEnthusiastKeys();
  return useQuery({ queryKey: keys.profile, queryFn: fetchProfile });
}

export function useFavoriteArtists() {
  const keys = useEnthusiastKeys();
  return useQuery({ queryKey: keys.favoriteArtists, queryFn: fetchFavoriteArtists });
}

export function useFavoriteDjs() {
  const keys = useEnthusiastKeys();
  return useQuery({ queryKey: keys.favoriteDjs, queryFn: fetchFavoriteDjs });
}

/** Events around the enthusiast's city; asks nothing while no city is known. */
export function useNearbyEvents(query: NearbyQuery | null) {
  const keys = useEnthusiastKeys();
  return useQuery({
    queryKey: query ? keys.events(query) : [...keys.all, 'events', 'none'],
    queryFn: () => fetchNearbyEvents(query as NearbyQuery),
    enabled: query !== null,
    // A longer list of the same events (View All) starts from what the shorter one showed; another place does not.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey.at(-1) as NearbyQuery | undefined;
      return query &&
        before?.city === query.city &&
        before.country === query.country &&
        before.past === query.past
        ? previous
        : undefined;
    },
  });
}

/** DJs for the filter, a page at a time (Load more asks for the next). */
export function useDiscoverDjs(filter: DiscoverFilter, enabled: boolean) {
  const keys = useEnthusiastKeys();
  return useInfiniteQuery({
    queryKey: keys.discover(filter),
    queryFn: ({ pageParam }) => fetchDiscoverPage(filter, pageParam, DISCOVER_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.djs.length, 0);
      return shown < last.total && last.djs.length > 0 ? shown : undefined;
    },
    enabled,
  });
}

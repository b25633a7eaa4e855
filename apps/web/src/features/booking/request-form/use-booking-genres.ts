import { useQuery } from '@tanstack/react-query';
import { DJ_GENRES, VENUE_FALLBACK_GENRES } from '@cuepoint/domain/catalog/genre-list';
import { apiBody, apiClient } from '../../../lib/api.ts';
import type { TBookingAudience } from '../booking-api.ts';

/**
 * The genres a booking form offers: the catalogue as the server lists it (GET /genres). When that call fails a venue's
 * form falls back to the spec's venue list (docs/product/booking-requests.md), an enthusiast's to the built-in
 * catalogue; until it answers, the built-in catalogue.
 */
export function useBookingGenres(audience: TBookingAudience): readonly string[] {
  const fallback = audience === 'venue' ? VENUE_FALLBACK_GENRES : DJ_GENRES;
  const result = useQuery({
    queryKey: ['genres', 'booking', audience],
    queryFn: async ({ signal }) => {
      try {
        const body = await apiBody(apiClient.GET('/genres', { signal }));
        const list = Array.isArray(body.data)
          ? body.data.filter((g): g is string => typeof g === 'string')
          : [];
        return list.length > 0 ? list : [...fallback];
      } catch {
        return [...fallback];
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  return result.data ?? DJ_GENRES;
}

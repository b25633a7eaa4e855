import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVenueSettings } from '@cuepoint/domain/venues/venue-profile';
import { useVenueKeys } from './venue-keys.ts';
import {
  fetchAvailableDjs,
  fetchFavoriteDjs,
  fetchInPersonOpportunities,
  fetchVenueAnalytics,
  fetchVenueSettings,
} from './venue-api.ts';

export function useVenueSettings() {
  const keys = useVenueKeys();
  return useQuery({ queryKey: keys.settings, queryFn: fetchVenueSettings });
}

export function useVenueAnalytics() {
  const keys = useVenueKeys();
  return useQuery({ queryKey: keys.analytics, queryFn: fetchVenueAnalytics });
}

export function useAvailableDjs() {
  const keys = useVenueKeys();
  return useQuery({ queryKey: keys.availableDjs, queryFn: fetchAvailableDjs });
}

export function useFavoriteDjs() {
  const keys = useVenueKeys();
  return useQuery({ queryKey: keys.favorites, queryFn: fetchFavoriteDjs });
}

export function useInPersonOpportunities() {
  const keys = useVenueKeys();
  return useQuery({ queryKey: keys.inPerson, queryFn: fetchInPersonOpportunities });
}

/** Puts saved settings into the cache; the analytics (currency, favorites) are read again. */
export function useSettingsCache() {
  const client = useQueryClient();
  const keys = useVenueKeys();
  return {
    put(next: TVenueSettings) {
      client.setQueryData<TVenueSettings>(keys.settings, next);
      void client.invalidateQueries({ queryKey: keys.analytics });
    },
    patchProfile(changes: Partial<TVenueSettings['venue_profile']>) {
      client.setQueryData<TVenueSettings>(keys.settings, (current) =>
        current ? { ...current, venue_profile: { ...current.venue_profile, ...changes } } : current,
      );
    },
  };
}

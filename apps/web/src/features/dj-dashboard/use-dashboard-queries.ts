import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDjProfile } from '@cuepoint/domain/djs/profile';
import {
  DJ_DASHBOARD_KEYS,
  fetchAvailability,
  fetchGenreCatalogue,
  fetchPerformanceHours,
  fetchProfile,
  fetchStats,
  type DashboardProfile,
} from './dashboard-api.ts';

export const useDjProfile = () => useQuery({ queryKey: DJ_DASHBOARD_KEYS.profile, queryFn: fetchProfile });
export const useDjStats = () => useQuery({ queryKey: DJ_DASHBOARD_KEYS.stats, queryFn: fetchStats });
export const usePerformanceHours = () =>
  useQuery({ queryKey: DJ_DASHBOARD_KEYS.performanceHours, queryFn: fetchPerformanceHours });
export const useAvailabilityPeriods = () =>
  useQuery({ queryKey: DJ_DASHBOARD_KEYS.availability, queryFn: fetchAvailability });
export const useGenreCatalogue = () =>
  useQuery({ queryKey: DJ_DASHBOARD_KEYS.genres, queryFn: fetchGenreCatalogue, staleTime: Infinity });

/**
 * Puts a saved profile into the cache. Write answers may leave out the featuring fields the read carries, so the
 * answer is laid over what is cached; the numbers (completeness) are read again after any change.
 */
export function useProfileCache() {
  const client = useQueryClient();
  return {
    get: () => client.getQueryData<DashboardProfile>(DJ_DASHBOARD_KEYS.profile),
    put(next: TDjProfile | DashboardProfile) {
      client.setQueryData<DashboardProfile>(DJ_DASHBOARD_KEYS.profile, (current) =>
        current ? { ...current, ...next } : next,
      );
      void client.invalidateQueries({ queryKey: DJ_DASHBOARD_KEYS.stats });
    },
    patch(changes: Partial<DashboardProfile>) {
      client.setQueryData<DashboardProfile>(DJ_DASHBOARD_KEYS.profile, (current) =>
        current ? { ...current, ...changes } : current,
      );
      void client.invalidateQueries({ queryKey: DJ_DASHBOARD_KEYS.stats });
    },
    /** Reads the profile again (after featuring, whose answer is not a profile). */
    refetch: () => client.invalidateQueries({ queryKey: DJ_DASHBOARD_KEYS.profile }),
  };
}

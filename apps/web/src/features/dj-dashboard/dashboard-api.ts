import type { TDjProfile } from '@cuepoint/domain/djs/profile';
import { DJ_DASHBOARD_FALLBACK_GENRES } from '@cuepoint/domain/catalog/genre-list';
import { apiData, apiClient, type JsonBody, asDocumented, EMPTY_JSON_BODY } from '../../lib/api.ts';

/** The signed-in DJ's profile as GET /dj/profile answers it, featuring included. */
export type DashboardProfile = TDjProfile;

/** The dashboard's cached answers; a card that changes one of them updates or invalidates it here. */
export const DJ_DASHBOARD_KEYS = {
  all: ['dj-dashboard'] as const,
  profile: ['dj-dashboard', 'profile'] as const,
  stats: ['dj-dashboard', 'stats'] as const,
  performanceHours: ['dj-dashboard', 'performance-hours'] as const,
  availability: ['dj-dashboard', 'availability'] as const,
  genres: ['genres', 'all'] as const,
};

export const fetchProfile = () => apiData(apiClient.GET('/dj/profile'));
export const fetchStats = () => apiData(apiClient.GET('/dj/stats'));
export const fetchPerformanceHours = () => apiData(apiClient.GET('/dj/performance-hours'));
export const fetchAvailability = () => apiData(apiClient.GET('/dj/availability'));

/** The genre catalogue; when the call fails the picker still offers the spec's short list (docs/product/djs.md). */
export async function fetchGenreCatalogue(): Promise<string[]> {
  try {
    const list = await apiData(apiClient.GET('/genres'));
    return Array.isArray(list) && list.length ? list : [...DJ_DASHBOARD_FALLBACK_GENRES];
  } catch {
    return [...DJ_DASHBOARD_FALLBACK_GENRES];
  }
}

/** PUT /dj/profile: any of the editable fields. */
export const updateProfile = (changes: Record<string, unknown>) =>
  apiData(apiClient.PUT('/dj/profile', { body: changes }));

/** POST /dj-profile.php: the profile form's save (the stage name repeated, read-only). */
export const saveProfile = (body: Record<string, unknown>) =>
  apiData(apiClient.POST('/dj-profile.php', { body }));

export const requestFeature = () => apiData(apiClient.POST('/dj/request-feature', { body: EMPTY_JSON_BODY }));

/** POST /dj/performance-hours: a weekly slot (day, startTime, endTime, timezone, is_available). */
export const addPerformanceHour = (body: Record<string, unknown>) =>
  apiData(
    apiClient.POST('/dj/performance-hours', {
      body: asDocumented<JsonBody<'/dj/performance-hours', 'post'>>(body),
    }),
  );

export const deletePerformanceHour = (id: number) =>
  apiData(apiClient.DELETE('/dj/performance-hours/{id}', { params: { path: { id } } }));

/** POST /dj/availability: a travel period (fromDate, toDate, country, city, technicalNeeds). */
export const addAvailabilityPeriod = (body: Record<string, unknown>) =>
  apiData(
    apiClient.POST('/dj/availability', { body: asDocumented<JsonBody<'/dj/availability', 'post'>>(body) }),
  );

export const deleteAvailabilityPeriod = (id: number) =>
  apiData(apiClient.DELETE('/dj/availability/{id}', { params: { path: { id } } }));

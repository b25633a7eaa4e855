import type { TDjProfile, TDjStats } from '@cuepoint/domain/djs/profile';
import type { TFeatureGrantAnswer } from '@cuepoint/domain/djs/featuring';
import type { TPerformanceHour } from '@cuepoint/domain/djs/performance-hours';
import type { TAvailabilityPeriod } from '@cuepoint/domain/djs/availability-periods';
import { DJ_DASHBOARD_FALLBACK_GENRES } from '@cuepoint/domain/catalog/genre-list';
import { api } from '../../lib/api.ts';

/** The signed-in DJ's profile as GET /dj/profile answers it, featuring included. */
export type DashboardProfile = TDjProfile;

type Envelope<T> = { success: true; data: T };

/** The dashboard's cached answers; a card that changes one of them updates or invalidates it here. */
export const DJ_DASHBOARD_KEYS = {
  all: ['dj-dashboard'] as const,
  profile: ['dj-dashboard', 'profile'] as const,
  stats: ['dj-dashboard', 'stats'] as const,
  performanceHours: ['dj-dashboard', 'performance-hours'] as const,
  availability: ['dj-dashboard', 'availability'] as const,
  genres: ['genres', 'all'] as const,
};

const data = <T>(body: Envelope<T>) => body.data;

export const fetchProfile = () => api<Envelope<DashboardProfile>>('/dj/profile').then(data);
export const fetchStats = () => api<Envelope<TDjStats>>('/dj/stats').then(data);
export const fetchPerformanceHours = () =>
  api<Envelope<TPerformanceHour[]>>('/dj/performance-hours').then(data);
export const fetchAvailability = () => api<Envelope<TAvailabilityPeriod[]>>('/dj/availability').then(data);

/** The genre catalogue; when the call fails the picker still offers the spec's short list (docs/product/djs.md). */
export async function fetchGenreCatalogue(): Promise<string[]> {
  try {
    const list = await api<Envelope<string[]>>('/genres').then(data);
    return Array.isArray(list) && list.length ? list : [...DJ_DASHBOARD_FALLBACK_GENRES];
  } catch {
    return [...DJ_DASHBOARD_FALLBACK_GENRES];
  }
}

/** PUT /dj/profile: any of the editable fields. */
export const updateProfile = (changes: Record<string, unknown>) =>
  api<Envelope<TDjProfile>>('/dj/profile', { method: 'PUT', body: changes }).then(data);

/** POST /dj-profile.php: the profile form's save (the stage name repeated, read-only). */
export const saveProfile = (body: Record<string, unknown>) =>
  api<Envelope<TDjProfile>>('/dj-profile.php', { method: 'POST', body }).then(data);

export const requestFeature = () =>
  api<Envelope<TFeatureGrantAnswer>>('/dj/request-feature', { method: 'POST', body: {} }).then(data);

/** POST /dj/performance-hours: a weekly slot (day, startTime, endTime, timezone, is_available). */
export const addPerformanceHour = (body: Record<string, unknown>) =>
  api<Envelope<TPerformanceHour>>('/dj/performance-hours', { method: 'POST', body }).then(data);

export const deletePerformanceHour = (id: number) =>
  api<Envelope<{ id: number }>>(`/dj/performance-hours/${id}`, { method: 'DELETE' }).then(data);

/** POST /dj/availability: a travel period (fromDate, toDate, country, city, technicalNeeds). */
export const addAvailabilityPeriod = (body: Record<string, unknown>) =>
  api<Envelope<TAvailabilityPeriod>>('/dj/availability', { method: 'POST', body }).then(data);

export const deleteAvailabilityPeriod = (id: number) =>
  api<Envelope<{ id: number }>>(`/dj/availability/${id}`, { method: 'DELETE' }).then(data);

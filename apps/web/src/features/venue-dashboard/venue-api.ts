import type { TVenueSettings } from '@cuepoint/domain/venues/venue-profile';
import type { TFavoriteDj } from '@cuepoint/domain/favorites/favorites';
import { VENUE_BANNER_FIELD } from '@cuepoint/domain/venues/banner';
import { api } from '../../lib/api.ts';
import { uploadWithProgress, type UploadProgress } from '../../lib/upload-with-progress.ts';
import type { TAvailableDj } from '@cuepoint/domain/venues/available-djs';
import type { TInPersonOpportunity } from '@cuepoint/domain/venues/in-person-opportunities';
import type { TVenueAnalytics } from '@cuepoint/domain/venues/analytics';

type Envelope<T> = { success: true; data: T };
const data = <T>(body: Envelope<T>) => body.data;

/** GET /venue/profile: the profile, the week's opening hours and the favorite DJs. */
export const fetchVenueSettings = () => api<Envelope<TVenueSettings>>('/venue/profile').then(data);

/** PUT /venue/profile: any profile field and any weekday of opening_hours; what is left out stays. */
export const saveVenueSettings = (changes: Record<string, unknown>) =>
  api<Envelope<TVenueSettings>>('/venue/profile', { method: 'PUT', body: changes }).then(data);

/** PUT /venue/banner (multipart banner_image), reporting how much has gone out. */
export function uploadVenueBanner(
  file: File,
  options: { signal: AbortSignal; onProgress(progress: UploadProgress): void },
) {
  const form = new FormData();
  form.append(VENUE_BANNER_FIELD, file);
  return uploadWithProgress<Envelope<{ url: string }>>('/venue/banner', form, {
    method: 'PUT',
    ...options,
  }).then(data);
}

export const fetchFavoriteDjs = () => api<Envelope<TFavoriteDj[]>>('/venue/favorite-djs').then(data);

export const addFavoriteDj = (djName: string) =>
  api<Envelope<TFavoriteDj>>('/venue/favorite-djs', { method: 'POST', body: { dj_name: djName } }).then(data);

export const removeFavoriteDj = (djName: string) =>
  api<Envelope<{ dj_name: string }>>('/venue/favorite-djs', {
    method: 'DELETE',
    body: { dj_name: djName },
  }).then(data);

export const fetchVenueAnalytics = () => api<Envelope<TVenueAnalytics>>('/venue/analytics').then(data);

export const fetchAvailableDjs = () =>
  api<{ success: true; available_djs: TAvailableDj[] }>('/venue/available-djs').then(
    (body) => body.available_djs,
  );

export const fetchInPersonOpportunities = () =>
  api<Envelope<TInPersonOpportunity[]>>('/venue/in-person-opportunities').then(data);

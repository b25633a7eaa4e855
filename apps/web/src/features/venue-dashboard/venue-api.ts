import { VENUE_BANNER_FIELD } from '@cuepoint/domain/venues/banner';
import { apiBody, apiData, apiClient, type Envelope } from '../../lib/api.ts';
import { uploadWithProgress, type UploadProgress } from '../../lib/upload-with-progress.ts';

/** GET /venue/profile: the profile, the week's opening hours and the favorite DJs. */
export const fetchVenueSettings = () => apiData(apiClient.GET('/venue/profile'));

/** PUT /venue/profile: any profile field and any weekday of opening_hours; what is left out stays. */
export const saveVenueSettings = (changes: Record<string, unknown>) =>
  apiData(apiClient.PUT('/venue/profile', { body: changes }));

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
  }).then((body) => body.data);
}

export const fetchFavoriteDjs = () => apiData(apiClient.GET('/venue/favorite-djs'));

export const addFavoriteDj = (djName: string) =>
  apiData(apiClient.POST('/venue/favorite-djs', { body: { dj_name: djName } }));

export const removeFavoriteDj = (djName: string) =>
  apiData(apiClient.DELETE('/venue/favorite-djs', { body: { dj_name: djName } }));

export const fetchVenueAnalytics = () => apiData(apiClient.GET('/venue/analytics'));

export const fetchAvailableDjs = () =>
  apiBody(apiClient.GET('/venue/available-djs')).then((body) => body.available_djs);

export const fetchInPersonOpportunities = () => apiData(apiClient.GET('/venue/in-person-opportunities'));

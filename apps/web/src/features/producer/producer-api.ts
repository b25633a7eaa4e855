import type {
  TProducerProfile,
  TProducerProfileFields,
  TProducerProfileUpdate,
} from '@cuepoint/domain/producers/producer-profile';
import type { TSessionUser } from '@cuepoint/domain/accounts/session-user';
import { apiBody, apiData, apiClient, type JsonBody } from '../../lib/api.ts';

/** The dashboard's cached answers, per signed-in producer (an account switch never shows another's data). */
export const producerKeys = (userId: number) => {
  const all = ['producer-dashboard', userId] as const;
  return { all, profile: [...all, 'profile'] as const, tracks: [...all, 'tracks'] as const };
};

/**
 * The dashboard's profile: the producer profile from GET /user/profile (the spec's call and its single source,
 * decision record 038) with the five cards from GET /producer/stats.
 */
export async function fetchProducerProfile(): Promise<TProducerProfile> {
  const [profile, stats] = await Promise.all([
    apiBody(apiClient.GET('/user/profile')) as Promise<{ data: TProducerProfileFields; user: TSessionUser }>,
    apiData(apiClient.GET('/producer/stats')),
  ]);
  return { user_id: profile.user.id, ...profile.data, stats };
}

/** PUT /producer/profile answers the saved profile (the fields /user/profile shows) with the id and stats. */
export const updateProducerProfile = (changes: TProducerProfileUpdate) =>
  apiData(apiClient.PUT('/producer/profile', { body: changes as JsonBody<'/producer/profile', 'put'> }));

export const fetchProducerTracks = () => apiData(apiClient.GET('/producer/tracks'));

/** POST /producer/tracks: the form's fields with each file as the id of its finished upload. */
export const createProducerTrack = (form: FormData) =>
  apiData(apiClient.POST('/producer/tracks', { body: form as never }));

/** DELETE /producer/tracks/{id}: removes one of the producer's own tracks and its files. */
export const removeProducerTrack = (id: number) =>
  apiData(apiClient.DELETE('/producer/tracks/{id}', { params: { path: { id } } }));

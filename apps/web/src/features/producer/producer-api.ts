import type {
  TProducerProfile,
  TProducerProfileFields,
  TProducerProfileUpdate,
} from '@cuepoint/domain/producers/producer-profile';
import type { TProducerStats } from '@cuepoint/domain/producers/producer-stats';
import type { TSessionUser } from '@cuepoint/domain/accounts/session-user';
import type { TProducerTrack } from '@cuepoint/domain/producers/track-upload';
import { api } from '../../lib/api.ts';

type Envelope<T> = { success: true; data: T };
const data = <T>(body: Envelope<T>) => body.data;

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
    api<Envelope<TProducerProfileFields> & { user: TSessionUser }>('/user/profile'),
    api<Envelope<TProducerStats>>('/producer/stats').then(data),
  ]);
  return { user_id: profile.user.id, ...profile.data, stats };
}

/** PUT /producer/profile answers the saved profile (the fields /user/profile shows) with the id and stats. */
export const updateProducerProfile = (changes: TProducerProfileUpdate) =>
  api<Envelope<TProducerProfile>>('/producer/profile', { method: 'PUT', body: changes }).then(data);

export const fetchProducerTracks = () => api<Envelope<TProducerTrack[]>>('/producer/tracks').then(data);

/** POST /producer/tracks: the form's fields with each file as the id of its finished upload. */
export const createProducerTrack = (form: FormData) =>
  api<Envelope<TProducerTrack>>('/producer/tracks', { method: 'POST', body: form }).then(data);

/** DELETE /producer/tracks/{id}: removes one of the producer's own tracks and its files. */
export const removeProducerTrack = (id: number) =>
  api<Envelope<{ id: number }>>(`/producer/tracks/${id}`, { method: 'DELETE' }).then(data);

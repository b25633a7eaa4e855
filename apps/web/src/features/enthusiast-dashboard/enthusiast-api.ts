import type { TUserProfile } from '@cuepoint/domain/enthusiasts/user-profile';
import type { TFavoriteArtist, TFavoriteDj } from '@cuepoint/domain/favorites/favorites';
import type { TListedEvent } from '@cuepoint/domain/events/nearby-events';
import type { TDiscoverDjsAnswer, TDiscoverMode } from '@cuepoint/domain/djs/discover';
import { api } from '../../lib/api.ts';

/** GET /user/profile: the session user with the enthusiast fields and stats (docs/product/enthusiasts.md). */
export type EnthusiastProfile = TUserProfile;

/** PUT /user/profile: the editable fields (the email is read-only). */
export type EnthusiastProfileChanges = {
  display_name?: string;
  city?: string | null;
  country?: string | null;
  favorite_genres?: string[];
  bio?: string | null;
};

export type NearbyQuery = { city: string; country: string; past: boolean; limit: number };
export type DiscoverFilter = { genre: string; mode: TDiscoverMode; city: string; country: string };

type Envelope<T> = { success: true; data: T };
const data = <T>(body: Envelope<T>) => body.data;

/** The dashboard's cached answers, per signed-in user (an account switch in the tab never shows another's data). */
export const enthusiastKeys = (userId: number) => {
  const all = ['enthusiast-dashboard', userId] as const;
  return {
    all,
    profile: [...all, 'profile'] as const,
    favoriteArtists: [...all, 'favorite-artists'] as const,
    favoriteDjs: [...all, 'favorite-djs'] as const,
    events: (query: NearbyQuery) => [...all, 'events', query] as const,
    discover: (filter: DiscoverFilter) => [...all, 'discover', filter] as const,
  };
};
export type EnthusiastKeys = ReturnType<typeof enthusiastKeys>;

export const fetchProfile = () => api<Envelope<EnthusiastProfile>>('/user/profile').then(data);

export const updateProfile = (changes: EnthusiastProfileChanges) =>
  api<Envelope<EnthusiastProfile>>('/user/profile', { method: 'PUT', body: changes }).then(data);

export const fetchFavoriteArtists = () =>
  api<Envelope<TFavoriteArtist[]>>('/user-favorite-artists.php').then(data);

export const addFavoriteArtist = (artistName: string) =>
  api<Envelope<TFavoriteArtist>>('/user-favorite-artists.php', {
    method: 'POST',
    body: { artist_name: artistName },
  }).then(data);

export const removeFavoriteArtist = (artistName: string) =>
  api<Envelope<{ artist_name: string }>>('/user-favorite-artists.php', {
    method: 'DELETE',
    body: { artist_name: artistName },
  }).then(data);

export const fetchFavoriteDjs = () =>
  api<{ favorite_djs: TFavoriteDj[] }>('/enthusiast-favorite-djs.php').then((body) => body.favorite_djs);

export const addFavoriteDj = (djName: string) =>
  api<Envelope<TFavoriteDj>>('/enthusiast-favorite-djs.php', {
    method: 'POST',
    body: { dj_name: djName },
  }).then(data);

export const removeFavoriteDj = (djName: string) =>
  api<Envelope<{ dj_name: string }>>('/enthusiast-favorite-djs.php', {
    method: 'DELETE',
    body: { dj_name: djName },
  }).then(data);

/** GET /events/nearby: coming events nearest first, or with past the ended ones, newest first. */
export const fetchNearbyEvents = ({ city, country, past, limit }: NearbyQuery) =>
  api<Envelope<TListedEvent[]>>('/events/nearby', {
    query: { city, country, limit, past: past ? 1 : undefined },
  }).then(data);

/** GET /discover/djs: one page of DJs for the filter; the city and country count only for local DJs. */
export const fetchDiscoverPage = (filter: DiscoverFilter, offset: number, limit: number) =>
  api<Envelope<TDiscoverDjsAnswer>>('/discover/djs', {
    query: {
      genre: filter.genre,
      mode: filter.mode,
      city: filter.mode === 'local' ? filter.city : undefined,
      country: filter.mode === 'local' ? filter.country : undefined,
      limit,
      offset,
    },
  }).then(data);

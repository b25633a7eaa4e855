import type { TUserProfile } from '@cuepoint/domain/enthusiasts/user-profile';
import type { TDiscoverMode } from '@cuepoint/domain/djs/discover';
import { apiBody, apiData, apiClient, asDocumented, type ApiQuery, type JsonBody } from '../../lib/api.ts';

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

export const fetchProfile = () => apiData(apiClient.GET('/user/profile')) as Promise<EnthusiastProfile>;

export const updateProfile = (changes: EnthusiastProfileChanges) =>
  apiData(
    apiClient.PUT('/user/profile', { body: changes as JsonBody<'/user/profile', 'put'> }),
  ) as Promise<EnthusiastProfile>;

export const fetchFavoriteArtists = () => apiData(apiClient.GET('/user-favorite-artists.php'));

export const addFavoriteArtist = (artistName: string) =>
  apiData(apiClient.POST('/user-favorite-artists.php', { body: { artist_name: artistName } }));

export const removeFavoriteArtist = (artistName: string) =>
  apiData(apiClient.DELETE('/user-favorite-artists.php', { body: { artist_name: artistName } }));

export const fetchFavoriteDjs = () =>
  apiBody(apiClient.GET('/enthusiast-favorite-djs.php')).then((body) => body.favorite_djs);

export const addFavoriteDj = (djName: string) =>
  apiData(apiClient.POST('/enthusiast-favorite-djs.php', { body: { dj_name: djName } }));

export const removeFavoriteDj = (djName: string) =>
  apiData(apiClient.DELETE('/enthusiast-favorite-djs.php', { body: { dj_name: djName } }));

/** GET /events/nearby: coming events nearest first, or with past the ended ones, newest first. */
export const fetchNearbyEvents = ({ city, country, past, limit }: NearbyQuery) =>
  apiData(
    apiClient.GET('/events/nearby', {
      params: {
        query: asDocumented<ApiQuery<'/events/nearby', 'get'>>({
          city,
          country,
          limit,
          past: past ? '1' : undefined,
        }),
      },
    }),
  );

/** GET /discover/djs: one page of DJs for the filter; the city and country count only for local DJs. */
export const fetchDiscoverPage = (filter: DiscoverFilter, offset: number, limit: number) =>
  apiData(
    apiClient.GET('/discover/djs', {
      params: {
        query: {
          genre: filter.genre,
          mode: filter.mode,
          city: filter.mode === 'local' ? filter.city : undefined,
          country: filter.mode === 'local' ? filter.country : undefined,
          limit,
          offset,
        },
      },
    }),
  );

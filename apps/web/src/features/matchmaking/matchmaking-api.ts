import type { TRecommendationFilter, TSearchMode } from '@cuepoint/domain/matchmaking/api';
import { apiBody, apiClient, asDocumented, type ApiQuery } from '../../lib/api.ts';

/** The matchmaking calls (decision record 030): recommendations, DJ search and similar DJs. */

/** GET /enthusiast/dj-recommendations?filter=all|local|remote */
export const fetchEnthusiastRecommendations = (filter: TRecommendationFilter, limit = 20) =>
  apiBody(apiClient.GET('/enthusiast/dj-recommendations', { params: { query: { filter, limit } } }));

/** GET /venue/dj-recommendations (for the venue's next event, else its profile). */
export const fetchVenueRecommendations = (limit = 6) =>
  apiBody(apiClient.GET('/venue/dj-recommendations', { params: { query: { limit } } }));

export type SearchParams = {
  q: string;
  genre: string;
  rateMin: string;
  rateMax: string;
  /** The currency of the rate range (USD, EUR, GBP, CAD or AUD). */
  currency: string;
  mode: '' | TSearchMode;
  date: string;
};

export const SEARCH_PAGE_SIZE = 20;

/** GET /search-djs?q=&genre=&rate_min=&rate_max=&currency=&mode=&date=&limit=&offset= (empty filters left out). */
export const searchDjs = (params: SearchParams, offset: number) =>
  apiBody(
    apiClient.GET('/search-djs', {
      params: {
        query: asDocumented<ApiQuery<'/search-djs', 'get'>>({
          q: params.q.trim() || undefined,
          genre: params.genre || undefined,
          rate_min: params.rateMin || undefined,
          rate_max: params.rateMax || undefined,
          currency: params.rateMin || params.rateMax ? params.currency : undefined,
          mode: params.mode || undefined,
          date: params.date || undefined,
          limit: SEARCH_PAGE_SIZE,
          offset,
        }),
      },
    }),
  );

/** GET /djs/{id}/similar */
export const fetchSimilarDjs = (djId: number, limit = 4) =>
  apiBody(apiClient.GET('/djs/{id}/similar', { params: { path: { id: djId }, query: { limit } } })).then(
    (body) => body.data,
  );

/** GET /dj-directory?genre=&city=&radius=&mode=&budget=&currency=&rating=&sort=&page= (the /find-djs page). */
export const fetchDirectory = (query: Record<string, string | number>) =>
  apiBody(
    apiClient.GET('/dj-directory', {
      params: { query: asDocumented<ApiQuery<'/dj-directory', 'get'>>(query) },
    }),
  );

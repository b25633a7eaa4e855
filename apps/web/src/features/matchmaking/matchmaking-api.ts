import type {
  TRecommendationBasis,
  TRecommendationFilter,
  TRecommendedDj,
  TSearchedDj,
  TSearchMode,
  TSimilarDj,
  TVenueRecommendedDj,
} from '@cuepoint/domain/matchmaking/api';
import { api } from '../../lib/api.ts';

/** The matchmaking calls (decision record 030): recommendations, DJ search and similar DJs. */

type Recommendations<T> = { success: true; data: T[]; recommendations: T[]; basis: TRecommendationBasis };

/** GET /enthusiast/dj-recommendations?filter=all|local|remote */
export const fetchEnthusiastRecommendations = (filter: TRecommendationFilter, limit = 20) =>
  api<Recommendations<TRecommendedDj>>('/enthusiast/dj-recommendations', { query: { filter, limit } });

/** GET /venue/dj-recommendations (for the venue's next event, else its profile). */
export const fetchVenueRecommendations = (limit = 6) =>
  api<Recommendations<TVenueRecommendedDj>>('/venue/dj-recommendations', { query: { limit } });

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
  api<{ success: true; data: TSearchedDj[]; has_more: boolean }>('/search-djs', {
    query: {
      q: params.q.trim() || undefined,
      genre: params.genre || undefined,
      rate_min: params.rateMin || undefined,
      rate_max: params.rateMax || undefined,
      currency: params.rateMin || params.rateMax ? params.currency : undefined,
      mode: params.mode || undefined,
      date: params.date || undefined,
      limit: SEARCH_PAGE_SIZE,
      offset,
    },
  });

/** GET /djs/{id}/similar */
export const fetchSimilarDjs = (djId: number, limit = 4) =>
  api<{ success: true; data: TSimilarDj[] }>(`/djs/${djId}/similar`, { query: { limit } }).then(
    (body) => body.data,
  );

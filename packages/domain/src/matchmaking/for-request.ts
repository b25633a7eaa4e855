import { rankDjs } from './rank.ts';
import type { TMatchCandidate, TMatchNeed } from './types.ts';

/**
 * The ranking for the booking engine's routing (who an open request reaches, and the similar DJs after a targeted
 * request went unanswered): the same inputs and answer as the engine's `rankDjsForRequest`, scored by `rankDjs` with
 * the request's hard rules (budget — a rate in another currency converted at the reference rates —, place, genres).
 * The candidates carry no coordinates or track record, so the order rests on genres, rate, place and, when given,
 * rating; richer candidates only make it better.
 */

export type TRoutingRequest = {
  customerRole: 'venue' | 'enthusiast';
  performanceType: 'remote' | 'onsite';
  city: string | null;
  country: string | null;
  hourlyBudgetMinor: number;
  /** The budget's currency: a DJ's rate in another is converted at the reference rates (pricing/exchange-rates.ts). */
  currency: string;
  genres: readonly string[];
};

export type TRoutingCandidate = {
  userId: number;
  genres: string[];
  hourlyRateMinMinor: number;
  currency: string;
  acceptsInPerson: boolean;
  acceptsRemoteVenues: boolean;
  acceptsRemotePrivate: boolean;
  city: string | null;
  country: string | null;
  /** Travel periods that cover the event's date. */
  travels: { country: string; city: string | null }[];
  /** Published customer reviews, when known. */
  rating?: { average: number; count: number } | null;
};

export const MAX_ROUTED_DJS = 20;

/** The DJs a share reaches, best first (user ids). */
export function rankDjsForBookingRequest(
  request: TRoutingRequest,
  candidates: readonly TRoutingCandidate[],
  limit = MAX_ROUTED_DJS,
  now: Date = new Date(0),
): number[] {
  const need: TMatchNeed = {
    customerRole: request.customerRole,
    mode: request.performanceType,
    place: request.country ? { city: request.city, country: request.country, point: null } : null,
    eventAt: null,
    // The candidates' travel periods already cover the event's date.
    eventDate: null,
    window: null,
    genres: request.genres,
    source: 'request',
    budget: { minMinor: null, maxMinor: request.hourlyBudgetMinor, currency: request.currency },
    artists: [],
    coStreaming: false,
    strict: true,
    now,
  };
  const pool: TMatchCandidate[] = candidates.map((dj) => ({
    userId: dj.userId,
    stageName: '',
    genres: dj.genres,
    hourlyRateMinMinor: dj.hourlyRateMinMinor,
    currency: dj.currency,
    acceptsInPerson: dj.acceptsInPerson,
    acceptsCoStreaming: false,
    acceptsRemoteVenues: dj.acceptsRemoteVenues,
    acceptsRemotePrivate: dj.acceptsRemotePrivate,
    home: dj.city ? { city: dj.city, country: dj.country, point: null } : null,
    travels: dj.travels.map((trip) => ({ ...trip, point: null, fromDate: '', toDate: '' })),
    remoteHours: [],
    listedArtists: [],
    tracklistArtists: [],
    sharedFavorites: [],
    featuredFrom: null,
    featuredUntil: null,
    track: null,
    rating: dj.rating ?? null,
  }));
  return rankDjs(need, pool, limit).map((match) => match.candidate.userId);
}

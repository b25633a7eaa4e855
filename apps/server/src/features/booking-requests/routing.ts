import type { TBookingAudience, TPerformanceType } from '@cuepoint/domain/booking/request-rules';

/**
 * Who a booking request reaches besides the DJ it was aimed at: matching DJs for an open request, similar DJs once a
 * targeted request went 48 hours unanswered. One function decides both, so a ranking (matchmaking) can replace it.
 */

/** At most this many DJs are reached by one share. */
export const MAX_SHARED_DJS = 20;

export type DjCandidate = {
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
};

export type RoutingRequest = {
  customerRole: TBookingAudience;
  performanceType: TPerformanceType;
  city: string | null;
  country: string | null;
  hourlyBudgetMinor: number;
  /** The genres to share: the request's preferred genres, and for similar DJs the aimed-at DJ's genres too. */
  genres: readonly string[];
};

/** Places compared whatever their case, accents or spacing ("Zürich" = "zurich"). */
export function placeKey(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const genreKey = (genre: string) => genre.trim().toLowerCase();

/** How many of the request's genres the DJ plays. */
export function genreOverlap(request: readonly string[], dj: readonly string[]): number {
  const played = new Set(dj.map(genreKey));
  return new Set(request.map(genreKey).filter((genre) => played.has(genre))).size;
}

/** Remote: the DJ plays remote sets for this kind of customer. On-site: the DJ is in (or travels to) the place. */
export function fitsPlace(request: RoutingRequest, dj: DjCandidate): boolean {
  if (request.performanceType === 'remote')
    return request.customerRole === 'venue' ? dj.acceptsRemoteVenues : dj.acceptsRemotePrivate;
  if (!dj.acceptsInPerson || !request.country) return false;
  const country = request.country.toUpperCase();
  const city = placeKey(request.city);
  const sameCity = (otherCity: string | null) => !city || !otherCity || placeKey(otherCity) === city;
  const home = (dj.country ?? '').toUpperCase() === country && placeKey(dj.city) === city && city !== '';
  return home || dj.travels.some((trip) => trip.country.toUpperCase() === country && sameCity(trip.city));
}

/**
 * The DJs a share reaches, best first: they ask no more per hour than the budget (compared in number: the DJ's rate
 * may be in another currency), fit the place, and play at least one of the genres (any DJ when none are given);
 * more genres in common first, then the lower rate, then the longest-registered.
 */
export function rankDjsForRequest(
  request: RoutingRequest,
  candidates: readonly DjCandidate[],
  limit = MAX_SHARED_DJS,
): number[] {
  const wanted = request.genres.filter((genre) => genre.trim() !== '');
  return candidates
    .map((dj) => ({ dj, overlap: genreOverlap(wanted, dj.genres) }))
    .filter(
      ({ dj, overlap }) =>
        dj.hourlyRateMinMinor <= request.hourlyBudgetMinor &&
        fitsPlace(request, dj) &&
        (wanted.length === 0 || overlap > 0),
    )
    .sort(
      (a, b) =>
        b.overlap - a.overlap ||
        a.dj.hourlyRateMinMinor - b.dj.hourlyRateMinMinor ||
        a.dj.userId - b.dj.userId,
    )
    .slice(0, limit)
    .map(({ dj }) => dj.userId);
}

import { matchedGenres } from './signals.ts';
import { rankDjs } from './rank.ts';
import type { TMatch, TMatchCandidate, TMatchNeed } from './types.ts';

/**
 * Similar DJs of a DJ (the public profile's section, and the need behind the 48-hour fallback): the DJ's genres,
 * influences, place and rate become a need, ranked by the one ranking. A similar DJ shares at least one genre.
 */

export const SIMILAR_DJS_LIMIT = 6;
/** docs/product/matchmaking.md: the public profile shows 2 similar DJs. */
export const SIMILAR_DJS_ON_PROFILE = 2;
export const SIMILAR_DJS_MAX_LIMIT = 20;

export function needOfDj(dj: TMatchCandidate, now: Date): TMatchNeed {
  return {
    customerRole: 'venue',
    mode: 'any',
    place: dj.home,
    eventAt: null,
    eventDate: null,
    window: null,
    genres: dj.genres,
    source: 'dj',
    budget: { minMinor: null, maxMinor: dj.hourlyRateMinMinor, currency: dj.currency },
    artists: [dj.stageName, ...dj.listedArtists],
    coStreaming: false,
    strict: false,
    now,
  };
}

export function rankSimilarDjs(
  dj: TMatchCandidate,
  candidates: readonly TMatchCandidate[],
  now: Date,
  limit = SIMILAR_DJS_LIMIT,
): TMatch[] {
  const need = needOfDj(dj, now);
  // Similar DJs are compared where they are based: a trip to the DJ's city makes no one similar.
  const others = candidates
    .filter(
      (other) =>
        other.userId !== dj.userId && (dj.genres.length === 0 || matchedGenres(need, other).length > 0),
    )
    .map((other) => ({ ...other, travels: [] }));
  return rankDjs(need, others, limit);
}

import {
  approvalFraction,
  artistFit,
  budgetFraction,
  completedFraction,
  featuredFraction,
  genreFraction,
  matchedGenres,
  performanceFraction,
  placeFit,
  playsRemoteFor,
  ratingFraction,
  remoteHoursFraction,
  responseFraction,
  type TFraction,
} from './signals.ts';
import { rateWithinBudget } from '../pricing/exchange-rates.ts';
import type { TMatch, TMatchCandidate, TMatchNeed, TSignalScore } from './types.ts';
import { MATCH_THRESHOLDS, MATCH_WEIGHTS, RECOMMENDATION_LIMIT, type TMatchSignal } from './weights.ts';

/**
 * The one DJ ranking (decision record 030): booking requests, venue and enthusiast recommendations and similar DJs
 * all score candidates here. The database selects the candidates; this decides the order and says why.
 */

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Whether the DJ is ranked at all. A remote need ranks only DJs who play remote sets for the customer's kind; an
 * on-site need only DJs in or near the place (a strict need: in the city, or travelling there that day). A strict
 * need (a booking request) also keeps to the budget (a rate in another currency converted at the reference rates, one
 * that cannot be converted left out) and, when genres are given, to at least one of them.
 */
export function passesHardRules(need: TMatchNeed, dj: TMatchCandidate, place = placeFit(need, dj)): boolean {
  if (need.mode === 'remote' && !playsRemoteFor(need, dj)) return false;
  if (need.mode === 'onsite' && !(need.strict ? place.fits : place.value > 0)) return false;
  if (!need.strict) return true;
  if (
    need.budget &&
    !rateWithinBudget(
      { minor: dj.hourlyRateMinMinor, currency: dj.currency },
      { minor: need.budget.maxMinor, currency: need.budget.currency },
    )
  )
    return false;
  const wanted = need.genres.some((genre) => genre.trim() !== '');
  return !wanted || matchedGenres(need, dj).length > 0;
}

/** The candidate's score, signals and reasons for the need; null when a strict need's hard rules leave it out. */
export function scoreDj(need: TMatchNeed, dj: TMatchCandidate): TMatch | null {
  const place = placeFit(need, dj);
  if (!passesHardRules(need, dj, place)) return null;
  const artists = artistFit(need, dj);
  const fractions: Record<TMatchSignal, TFraction> = {
    genres: genreFraction(need, dj),
    place,
    artists,
    budget: budgetFraction(need, dj),
    remoteHours: remoteHoursFraction(need, dj),
    performance: performanceFraction(need, dj),
    responseTime: responseFraction(dj),
    approvalRate: approvalFraction(dj),
    completedBookings: completedFraction(dj),
    featured: featuredFraction(need, dj),
    rating: ratingFraction(dj),
  };
  const signals: TSignalScore[] = (Object.keys(MATCH_WEIGHTS) as TMatchSignal[]).map((signal) => ({
    signal,
    points: fractions[signal].value * MATCH_WEIGHTS[signal],
    reason: fractions[signal].value > 0 ? fractions[signal].reason : null,
  }));
  const reasons = signals
    .filter((entry) => entry.reason !== null)
    .sort((a, b) => b.points - a.points)
    .slice(0, MATCH_THRESHOLDS.maxReasons)
    .map((entry) => entry.reason as string);
  return {
    candidate: dj,
    score: round1(signals.reduce((sum, entry) => sum + entry.points, 0)),
    reasons,
    signals,
    distanceKm: place.distanceKm === null ? null : round1(place.distanceKm),
    similarTo: artists.similarTo.length > 0 ? artists.similarTo : dj.listedArtists.slice(0, 3),
  };
}

/** Best first: the higher score, then the lower rate, then the longest-registered (lower id). */
export function compareMatches(a: TMatch, b: TMatch): number {
  return (
    b.score - a.score ||
    a.candidate.hourlyRateMinMinor - b.candidate.hourlyRateMinMinor ||
    a.candidate.userId - b.candidate.userId
  );
}

/** The best `limit` matches for the need, with their reasons. */
export function rankDjs(
  need: TMatchNeed,
  candidates: readonly TMatchCandidate[],
  limit = RECOMMENDATION_LIMIT,
): TMatch[] {
  const matches: TMatch[] = [];
  for (const candidate of candidates) {
    const match = scoreDj(need, candidate);
    if (match) matches.push(match);
  }
  return matches.sort(compareMatches).slice(0, Math.max(0, limit));
}

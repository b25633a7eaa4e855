import { countryName } from '@cuepoint/domain/catalog/country-list';
import type { TRecommendedDj, TSimilarDj } from '@cuepoint/domain/matchmaking/api';
import { responseTimeLabel } from '@cuepoint/domain/matchmaking/reasons';
import { playsRemoteFor } from '@cuepoint/domain/matchmaking/signals';
import type { TMatch, TMatchNeed } from '@cuepoint/domain/matchmaking/types';
import type { CandidateRow } from './candidate-store.ts';
import { approvalRatePercent } from '@cuepoint/domain/trust/track-record';

export type RankedMatch = TMatch & { candidate: TMatch['candidate'] & { row: CandidateRow } };

/** "City, Country" as profiles show it, null when neither is known. */
export function locationOf(city: string | null, country: string | null): string | null {
  const countryText = country ? (countryName(country) ?? country) : null;
  const parts = [city?.trim() || null, countryText].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The DJ as every matchmaking answer shows it. */
export function djCard(row: CandidateRow, isRemote: boolean) {
  return {
    id: row.userId,
    name: row.stageName,
    slug: row.slug,
    image: row.profileImageUrl,
    genres: row.genres,
    location: locationOf(row.city, row.country),
    isRemote,
    inPerson: row.acceptsInPerson,
    hourlyRate: row.hourlyRateMinMinor / 100,
    currency: row.currency,
    isDemo: row.isDemo,
  };
}

const PLACE_SIGNALS = new Set(['place', 'remoteHours']);

/** `rating`: the DJ's published reviews' average (modules/booking/reviews ratingSummaries), null without reviews. */
export function presentRecommendation(
  match: RankedMatch,
  need: TMatchNeed,
  rating: number | null = null,
): TRecommendedDj {
  const { candidate } = match;
  const track = candidate.track;
  const availability =
    match.signals.find((signal) => PLACE_SIGNALS.has(signal.signal) && signal.reason !== null)?.reason ??
    null;
  return {
    ...djCard(candidate.row, playsRemoteFor(need, candidate)),
    similarTo: match.similarTo,
    rating,
    responseTime: responseTimeLabel(track?.medianResponseMinutes ?? null),
    approvalRate: approvalRatePercent(track),
    availability,
    distance: match.distanceKm,
    score: match.score,
    reasons: match.reasons,
  };
}

export function presentSimilar(match: RankedMatch): TSimilarDj {
  const { candidate } = match;
  return {
    ...djCard(candidate.row, candidate.acceptsRemoteVenues || candidate.acceptsRemotePrivate),
    similarTo: match.similarTo,
    score: match.score,
    reasons: match.reasons,
  };
}

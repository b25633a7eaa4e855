import type { TGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import { placeKey } from '@cuepoint/domain/catalog/place-names';
import { canonicalTimeZone, weekdayFromNumber } from '@cuepoint/domain/djs/weekly-slot';
import type { TMatchCandidate, TMatchPlace } from '@cuepoint/domain/matchmaking/types';
import { MATCH_THRESHOLDS } from '@cuepoint/domain/matchmaking/weights';
import type { CandidateRow, candidateDetails } from './candidate-store.ts';

/** A place with its coordinates when the gazetteer knows the city. */
export function placeOf(gazetteer: TGazetteer, city: string | null, country: string | null): TMatchPlace {
  const found = city?.trim() ? gazetteer.find(city, country) : null;
  return {
    city: city?.trim() || null,
    country: country?.toUpperCase() ?? found?.country ?? null,
    point: found ? { latitude: found.latitude, longitude: found.longitude } : null,
  };
}

const nearbyKeys = new Map<string, string[]>();

/**
 * The folded names (and aliases) of every city within the candidates' radius of a place, the place's own name first, as
 * the database indexes them: ASCII keys only. Kept per place (the gazetteer does not change while running).
 */
export function placeKeysNear(gazetteer: TGazetteer, place: TMatchPlace): string[] {
  const cacheKey = `${placeKey(place.city ?? '')}|${place.country ?? ''}`;
  const known = nearbyKeys.get(cacheKey);
  if (known) return known;
  const names = [place.city ?? ''];
  if (place.point)
    for (const { city } of gazetteer.near(place.point, MATCH_THRESHOLDS.candidateNearbyKm))
      names.push(city.name, ...city.aliases);
  const keys = [...new Set(names.map(placeKey).filter((key) => /^[a-z0-9 ]+$/.test(key)))];
  if (nearbyKeys.size > 5000) nearbyKeys.clear();
  nearbyKeys.set(cacheKey, keys);
  return keys;
}

type Details = Awaited<ReturnType<typeof candidateDetails>>;

function groupBy<T extends { djUserId: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.djUserId);
    if (list) list.push(row);
    else map.set(row.djUserId, [row]);
  }
  return map;
}

/** The ranking's candidates from the loaded rows, with coordinates from the gazetteer. */
export function toCandidates(
  gazetteer: TGazetteer,
  details: Details,
  ratings: ReadonlyMap<number, { average: number | null; count: number }> = new Map(),
): Array<TMatchCandidate & { row: CandidateRow }> {
  const travels = groupBy(details.travels);
  const hours = groupBy(details.hours);
  const played = groupBy(details.tracklistArtists);
  const shared = groupBy(details.sharedFavorites);
  const track = new Map(details.track.map((row) => [row.djUserId, row]));
  return details.rows.map((row) => {
    const record = track.get(row.userId);
    const rating = ratings.get(row.userId);
    return {
      row,
      userId: row.userId,
      stageName: row.stageName,
      genres: row.genres,
      hourlyRateMinMinor: row.hourlyRateMinMinor,
      currency: row.currency,
      acceptsInPerson: row.acceptsInPerson,
      acceptsCoStreaming: row.acceptsCoStreaming,
      acceptsRemoteVenues: row.acceptsRemoteVenues,
      acceptsRemotePrivate: row.acceptsRemotePrivate,
      home: row.city || row.country ? placeOf(gazetteer, row.city, row.country) : null,
      travels: (travels.get(row.userId) ?? []).map((travel) => ({
        ...placeOf(gazetteer, travel.city, travel.country),
        fromDate: travel.fromDate,
        toDate: travel.toDate,
      })),
      remoteHours: (hours.get(row.userId) ?? []).flatMap((hour) => {
        const timezone = canonicalTimeZone(hour.timezone);
        if (!timezone || hour.dayOfWeek < 1 || hour.dayOfWeek > 7) return [];
        return [
          {
            dayOfWeek: weekdayFromNumber(hour.dayOfWeek),
            startTime: hour.startTime,
            endTime: hour.endTime,
            timezone,
          },
        ];
      }),
      listedArtists: row.preferredArtists,
      tracklistArtists: (played.get(row.userId) ?? []).map((entry) => entry.name),
      sharedFavorites: (shared.get(row.userId) ?? []).map((entry) => entry.name),
      featuredFrom: row.featuredFrom,
      featuredUntil: row.featuredUntil,
      track: record
        ? {
            reached: record.reached,
            answered: record.answered,
            approved: record.approved,
            medianResponseMinutes: record.medianMinutes,
            completedBookings: record.completed,
          }
        : null,
      rating:
        rating && rating.average !== null && rating.count > 0
          ? { average: rating.average, count: rating.count }
          : null,
    };
  });
}

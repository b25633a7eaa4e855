import { Temporal } from 'temporal-polyfill';
import { DEFAULT_TIME_ZONE, isTimeZone } from './timezones.ts';
import type { TGazetteer } from './gazetteer.ts';

/** Where a place's time zone came from: the account's own, its city's in the gazetteer, or UTC for want of both. */
export type TZoneSource = 'account' | 'city' | 'utc';

/**
 * The IANA zone a place's wall-clock times are in: the account's zone when it is a real one, else the zone of its
 * city (found by name and country in the gazetteer), else UTC.
 */
export function placeTimeZone(
  gazetteer: TGazetteer,
  place: { timezone?: string | null; city?: string | null; country?: string | null },
): { zone: string; source: TZoneSource } {
  const own = place.timezone?.trim();
  if (own && isTimeZone(own)) return { zone: own, source: 'account' };
  const city = place.city?.trim() ? gazetteer.find(place.city, place.country) : null;
  if (city && isTimeZone(city.timezone)) return { zone: city.timezone, source: 'city' };
  return { zone: DEFAULT_TIME_ZONE, source: 'utc' };
}

/** The calendar date (YYYY-MM-DD) an instant falls on in `zone`. */
export function calendarDateIn(instant: Date, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .toString();
}

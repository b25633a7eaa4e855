import { Temporal } from 'temporal-polyfill';
import { DAY_MS } from '../time/durations.ts';

/**
 * A DJ's weekly remote performance hour: a weekday and a wall-clock start and end in an IANA zone. The wall clock
 * is the truth; instants are derived per occurrence, because one fixed UTC time cannot be right both in summer and
 * in winter (decision record 015). A slot whose end is not after its start crosses midnight (22:00–02:00).
 *
 * Daylight-saving changes follow RFC 5545 (iCalendar) and Temporal's 'compatible' disambiguation: a wall time
 * that does not exist (the skipped hour) moves forward by the gap, a wall time that happens twice (the repeated
 * hour) is its earlier occurrence. An occurrence the gap leaves with no length (02:30–03:00 on a night that skips 02:00–03:00) does not occur.
 */

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

export type TWeeklySlot = {
  dayOfWeek: TWeekday;
  /** "HH:MM", 24-hour wall clock in `timezone`. */
  startTime: string;
  endTime: string;
  /** IANA zone name. */
  timezone: string;
};

export type TInterval = { start: Date; end: Date };

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?$/;
/** Two weeks always hold a next occurrence, even when one week's falls inside a skipped hour. */
const NEXT_OCCURRENCE_HORIZON_MS = 15 * DAY_MS;

/** "9:05", "09:05" and "09:05:00" become "09:05"; anything else is null. */
export function normalizeTime(value: string): string | null {
  const match = TIME.exec(value.trim());
  if (!match) return null;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** ISO weekday number: Monday 1 … Sunday 7. */
export function weekdayNumber(day: TWeekday): number {
  return WEEKDAYS.indexOf(day) + 1;
}

export function weekdayFromNumber(isoDay: number): TWeekday {
  const day = WEEKDAYS[isoDay - 1];
  if (!day) throw new RangeError(`not an ISO weekday: ${isoDay}`);
  return day;
}

/** True when the slot ends on the next day (its end is not after its start on the clock). */
export function crossesMidnight(slot: Pick<TWeeklySlot, 'startTime' | 'endTime'>): boolean {
  return slot.endTime <= slot.startTime;
}

function zoned(date: Temporal.PlainDate, time: string, timeZone: string): Temporal.ZonedDateTime {
  return date
    .toPlainDateTime(Temporal.PlainTime.from(time))
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' });
}

/** The occurrence that starts on a local calendar date (which must be the slot's weekday), or null if it is lost. */
export function occurrenceOn(slot: TWeeklySlot, date: Temporal.PlainDate): TInterval | null {
  const start = zoned(date, slot.startTime, slot.timezone);
  const endDate = crossesMidnight(slot) ? date.add({ days: 1 }) : date;
  const end = zoned(endDate, slot.endTime, slot.timezone);
  if (end.epochMilliseconds <= start.epochMilliseconds) return null;
  return { start: new Date(start.epochMilliseconds), end: new Date(end.epochMilliseconds) };
}

/** Every occurrence that overlaps [from, to), in order. */
export function occurrencesBetween(slot: TWeeklySlot, from: Date, to: Date): TInterval[] {
  if (to.getTime() <= from.getTime()) return [];
  const instant = Temporal.Instant.fromEpochMilliseconds(from.getTime());
  // Start a day early: an occurrence that began yesterday (across midnight) may still be running at `from`.
  let date = instant.toZonedDateTimeISO(slot.timezone).toPlainDate().subtract({ days: 1 });
  const shift = (weekdayNumber(slot.dayOfWeek) - date.dayOfWeek + 7) % 7;
  date = date.add({ days: shift });
  const found: TInterval[] = [];
  for (;;) {
    const occurrence = occurrenceOn(slot, date);
    if (occurrence) {
      if (occurrence.start.getTime() >= to.getTime()) break;
      if (occurrence.end.getTime() > from.getTime()) found.push(occurrence);
    } else if (zoned(date, '00:00', slot.timezone).epochMilliseconds >= to.getTime()) {
      break;
    }
    date = date.add({ days: 7 });
  }
  return found;
}

/** The occurrence running at `now`, else the next one to start. */
export function nextOccurrence(slot: TWeeklySlot, now: Date): TInterval | null {
  const horizon = new Date(now.getTime() + NEXT_OCCURRENCE_HORIZON_MS);
  return occurrencesBetween(slot, now, horizon)[0] ?? null;
}

/** "HH:MM" of an instant in UTC. */
export function utcClockTime(instant: Date): string {
  return instant.toISOString().slice(11, 16);
}

// Making a DateTimeFormat costs tens of microseconds, and every booking form and DJ profile asks: answers are kept.
const canonicalZones = new Map<string, string | null>();
const CANONICAL_ZONES_KEPT = 1000;

/** The canonical spelling of a zone the runtime knows ("europe/berlin" becomes "Europe/Berlin"), else null. */
export function canonicalTimeZone(zone: string): string | null {
  const trimmed = zone.trim();
  if (!trimmed) return null;
  const known = canonicalZones.get(trimmed);
  if (known !== undefined) return known;
  let canonical: string | null;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    canonical = null;
  }
  if (canonicalZones.size < CANONICAL_ZONES_KEPT) canonicalZones.set(trimmed, canonical);
  return canonical;
}

/** The calendar date ("YYYY-MM-DD") of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

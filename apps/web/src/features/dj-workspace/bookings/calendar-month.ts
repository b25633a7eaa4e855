import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import type { TAvailabilityPeriod } from '@cuepoint/domain/djs/availability-periods';
import type { TPerformanceHour } from '@cuepoint/domain/djs/performance-hours';
import { countryName } from '@cuepoint/domain/catalog/country-list';

/**
 * The DJ's month calendar (docs/product/djs.md, "Bookings"): days are `YYYY-MM-DD` keys in the reader's zone, weeks
 * start on Monday, and each day lists what it holds.
 */

/** A hold on the DJ's time (a date a customer keeps for a while, issue #22): the calendar already has a place for it. */
export type CalendarHold = { id: number; start: string; end: string; label: string; href?: string };

export type CalendarEntry =
  | { kind: 'booking'; id: number; label: string; time: string; href: string }
  | { kind: 'hold'; id: number; label: string; href?: string }
  | { kind: 'hours'; id: number; label: string }
  | { kind: 'travel'; id: number; label: string };

const DAY_MS = 86_400_000;

const toUtc = (key: string) => Date.parse(`${key}T00:00:00.000Z`);
const toKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after `key` (before, when negative). */
export const addDays = (key: string, days: number) => toKey(toUtc(key) + days * DAY_MS);

/** The same day of the month `months` later, kept within that month ("2099-01-31" + 1 → "2099-02-28"). */
export function addMonths(key: string, months: number): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return toKey(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last)));
}

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (key: string) => (new Date(toUtc(key)).getUTCDay() + 6) % 7;

/** The month of a day ("2099-07"). */
export const monthOf = (key: string) => key.slice(0, 7);

/** The weeks that show a month: Monday to Sunday, the neighbouring months' days filling the first and last week. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  let day = addDays(first, -weekdayIndex(first));
  const weeks: string[][] = [];
  while (weeks.length === 0 || monthOf(day) === month) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day an instant falls on in a zone. */
export function dayKeyIn(iso: string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** The grid's keys: a day, a week (Home, End within the row), a month (PageUp, PageDown). */
export function movedDay(key: string, pressed: string): string | null {
  switch (pressed) {
    case 'ArrowLeft':
      return addDays(key, -1);
    case 'ArrowRight':
      return addDays(key, 1);
    case 'ArrowUp':
      return addDays(key, -7);
    case 'ArrowDown':
      return addDays(key, 7);
    case 'Home':
      return addDays(key, -weekdayIndex(key));
    case 'End':
      return addDays(key, 6 - weekdayIndex(key));
    case 'PageUp':
      return addMonths(key, -1);
    case 'PageDown':
      return addMonths(key, 1);
    default:
      return null;
  }
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Bookings that keep their date on the calendar (a cancelled or expired one frees it). */
const CALENDAR_BOOKING_STATUSES: ReadonlySet<string> = new Set([
  'awaiting_confirmation',
  'awaiting_dj_agreement',
  'confirmed',
  'completed',
]);

/** What each day of the given weeks holds: bookings (in the reader's zone), holds, weekly hours, travel periods. */
export function calendarEntries(
  days: readonly string[],
  sources: {
    bookings: readonly TBooking[];
    holds: readonly CalendarHold[];
    hours: readonly TPerformanceHour[];
    periods: readonly TAvailabilityPeriod[];
    timeZone: string;
  },
): Map<string, CalendarEntry[]> {
  const entries = new Map<string, CalendarEntry[]>(days.map((day) => [day, []]));
  const add = (day: string, entry: CalendarEntry) => entries.get(day)?.push(entry);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: sources.timeZone, timeStyle: 'short' });
  for (const booking of sources.bookings) {
    if (!CALENDAR_BOOKING_STATUSES.has(booking.status)) continue;
    add(dayKeyIn(booking.event.date, sources.timeZone), {
      kind: 'booking',
      id: booking.id,
      label: booking.customer_name,
      time: time.format(new Date(booking.event.date)),
      href: `/bookings/${booking.id}`,
    });
  }
  for (const hold of sources.holds)
    add(dayKeyIn(hold.start, sources.timeZone), {
      kind: 'hold',
      id: hold.id,
      label: hold.label,
      href: hold.href,
    });
  for (const day of days) {
    for (const slot of sources.hours) {
      if (!slot.is_available || slot.day_of_week !== WEEKDAYS[weekdayIndex(day)]) continue;
      add(day, { kind: 'hours', id: slot.id, label: `${slot.start_time}–${slot.end_time}` });
    }
    for (const period of sources.periods) {
      if (day < period.from_date || day > period.to_date) continue;
      const country = period.country ? (countryName(period.country) ?? period.country) : null;
      add(day, {
        kind: 'travel',
        id: period.id,
        label: [period.city, country].filter(Boolean).join(', ') || 'Travelling',
      });
    }
  }
  return entries;
}

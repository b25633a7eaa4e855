import { countryName } from '@cuepoint/domain/catalog/country-list';
import { DJ_AVAILABILITY_TYPE_LABELS, type TDjAvailabilityType } from '@cuepoint/domain/djs/profile-rules';

/** "Berlin, Germany": whichever of the two is known, or undefined. */
export function placeLabel(city: string | null | undefined, country: string | null | undefined) {
  const parts = [city?.trim(), country ? (countryName(country) ?? country) : undefined].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

export function availabilityTypeLabel(type: TDjAvailabilityType): string {
  return DJ_AVAILABILITY_TYPE_LABELS[type] ?? DJ_AVAILABILITY_TYPE_LABELS.home_base;
}

const DAY = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 1, 2099" for a calendar date (YYYY-MM-DD): the same wherever the reader is. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : DAY.format(parsed);
}

/** "Mar 1, 2099 – Mar 10, 2099", or one date when the period is one day. */
export function formatDateRange(from: string, to: string): string {
  return from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
}

/** "Mar 1, 2026" for the day an instant fell on in UTC (a set's upload date). */
export function formatDay(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? '' : DAY.format(parsed);
}

/**
 * A start time: in UTC on the server and in the first browser render (so hydration matches), then in the reader's
 * own zone.
 */
export function formatStartTime(iso: string, inReaderZone: boolean): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(inReaderZone ? {} : { timeZone: 'UTC' }),
  }).format(parsed);
}

import type { TWeekday } from '@cuepoint/domain/djs/weekly-slot';
import type { TDjProfile } from '@cuepoint/domain/djs/profile';
import { countryName } from '@cuepoint/domain/catalog/countries';

/**
 * An instant in the reader's zone ("Jul 1, 2026, 9:30 PM"). Before the page is hydrated the reader's zone is not
 * known, so it is written in UTC (and says so), the way the server rendered it.
 */
export function formatInstant(iso: string, hydrated: boolean): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  if (!hydrated)
    return `${new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(parsed)} UTC`;
  return new Intl.DateTimeFormat(undefined, options).format(parsed);
}

/** "monday" as "Monday". */
export function weekdayLabel(day: TWeekday | string): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

const monthYear = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** An instant's month and year ("November 2025"), the same on the server and in every zone. */
export function formatMonthYear(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : monthYear.format(parsed);
}

/** "Berlin, Germany", or null when neither is known. */
export function locationText(
  location: Pick<TDjProfile['current_location'], 'city' | 'country'>,
): string | null {
  const country = location.country ? (countryName(location.country) ?? location.country) : null;
  return [location.city, country].filter(Boolean).join(', ') || null;
}

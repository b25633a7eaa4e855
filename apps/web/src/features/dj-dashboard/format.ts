import type { TWeekday } from '@cuepoint/domain/djs/weekly-slot';
import type { TDjProfile } from '@cuepoint/domain/djs/profile';
import { countryName } from '@cuepoint/domain/catalog/countries';

/** Whole amounts without decimals ($0, €1,250), others with cents ($80.50). */
export function formatAmount(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

const calendarDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "2026-07-01" as "Wed, Jul 1, 2026": a calendar date, the same in every zone. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : calendarDate.format(parsed);
}

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

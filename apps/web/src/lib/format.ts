import { formatMajor } from '@cuepoint/domain/money/format-money';

/** A DJ's starting rate as every screen words it: "From €50 / hour". */
export function formatRateFrom(amount: number, currency: string): string {
  return `From ${formatMajor(amount, currency)} / hour`;
}

let calendarDate: Intl.DateTimeFormat | undefined;

/** "2026-07-01" as "Wed, Jul 1, 2026": a calendar date, the same in every zone. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  calendarDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return calendarDate.format(parsed);
}

/**
 * An instant as the reader reads it: in the browser's zone once the page is hydrated, in UTC (named, when the format
 * shows a time) while it is rendered on the server and hydrated, so both render the same text and React keeps the
 * server's markup. Pass `useHydrated()`.
 */
export function formatReaderInstant(
  iso: string,
  options: Intl.DateTimeFormatOptions,
  hydrated: boolean,
): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  if (hydrated) return new Intl.DateTimeFormat('en-US', options).format(parsed);
  const named = options.hour !== undefined && options.timeZoneName === undefined;
  return new Intl.DateTimeFormat('en-US', {
    ...options,
    timeZone: 'UTC',
    ...(named ? { timeZoneName: 'short' } : {}),
  }).format(parsed);
}
